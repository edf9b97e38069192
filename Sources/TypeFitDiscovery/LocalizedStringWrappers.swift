/// The app's own one-call wrappers of `NSLocalizedString`, found in every file before rows are
/// read, so a key passed through one is read as the key (the twenty-third attack's A23-18):
///
/// ```swift
/// extension String {
///   var localized: String { NSLocalizedString(self, comment: "") }            // "k".localized
///   func localized(with args: CVarArg...) -> String {                          // "k".localized(with: 3)
///     String(format: NSLocalizedString(self, comment: ""), arguments: args)
///   }
/// }
/// func L(_ key: String) -> String { NSLocalizedString(key, comment: "") }    // L("k")
/// ```
///
/// A `String` extension member counts when its body passes `self` as `NSLocalizedString`'s key;
/// a function, when its body passes its first parameter. The `tableName:` literal, if any, is
/// the key's table. Like SwiftGen's accessors (``SwiftGenStrings``), only the declaration's own
/// call is followed, one call deep.
struct LocalizedStringWrappers: Sendable {
  /// `String` members (properties and methods) wrapping `NSLocalizedString(self, …)`: name →
  /// table (`nil` for the default table).
  private(set) var stringMembers: [String: String?] = [:]
  /// Functions wrapping `NSLocalizedString(firstParameter, …)`: name → table.
  private(set) var functions: [String: String?] = [:]

  var isEmpty: Bool { stringMembers.isEmpty && functions.isEmpty }

  /// Whether a file might declare a wrapper (a byte search before lexing).
  static func mightDeclare(_ bytes: [UInt8]) -> Bool {
    bytes.containsSequence(Array("NSLocalizedString(".utf8))
      && bytes.containsSequence(Array("-> String".utf8))
      || bytes.containsSequence(Array("NSLocalizedString(self".utf8))
  }

  /// Adds the wrappers one file declares.
  mutating func add(_ stream: TokenStream) {
    // The `func`/`var` keywords directly in an `extension String { … }`, found in one pass.
    var members: Set<Int> = []
    for position in 0..<max(0, stream.count - 2)
    where stream[position].isKeywordToken("extension") && stream[position + 1].isIdentifier("String")
      && stream.isPunctuation(position + 2, "{")
    {
      guard let close = stream.partner[position + 2] else { continue }
      var member = position + 3
      while member < close {
        if stream.isPunctuation(member, "{") || stream.isPunctuation(member, "("),
          let end = stream.partner[member], end < close
        {
          member = end + 1
          continue
        }
        if stream[member].isKeywordToken("func") || stream[member].isKeywordToken("var") {
          members.insert(member)
        }
        member += 1
      }
    }
    for position in 0..<stream.count
    where stream[position].isIdentifier("NSLocalizedString") && stream.isPunctuation(position + 1, "(")
      && !stream.isPunctuation(position - 1, ".")
    {
      guard let call = CallSyntax.parse(at: position, in: stream), let key = call.firstUnlabeled,
        key.range.count == 1, let declaration = declaration(enclosing: position, in: stream)
      else { continue }
      let table = call.argument("tableName").flatMap { stream.literalText($0.range) }
      let keyToken = stream[key.range.lowerBound]
      if keyToken.isKeywordToken("self") {
        if members.contains(declaration.keyword) {
          stringMembers[declaration.name] = table
        }
      } else if keyToken.kind == .identifier, stream[declaration.keyword].text == "func",
        firstParameter(ofFunctionAt: declaration.keyword, in: stream) == keyToken.text
      {
        functions[declaration.name] = table
      }
    }
  }

  /// The `func NAME` or `var NAME` whose body holds `position`: a look back of at most 64 tokens
  /// (a wrapper is one short call).
  private func declaration(enclosing position: Int, in stream: TokenStream) -> (keyword: Int, name: String)? {
    var back = position - 1
    while back >= 0, back > position - 64 {
      let token = stream[back]
      if token.kind == .keyword, token.text == "func" || token.text == "var",
        back + 1 < stream.count, stream[back + 1].kind == .identifier
      {
        // Its body: the first `{` after the name, which must hold `position`.
        var open = back + 2
        while open < position, !stream.isPunctuation(open, "{") {
          if let close = stream.partner[open], stream.isPunctuation(open, "(") { open = close }
          open += 1
        }
        guard stream.isPunctuation(open, "{"), let close = stream.partner[open], close > position else {
          return nil
        }
        return (back, stream[back + 1].text)
      }
      back -= 1
    }
    return nil
  }

  /// The internal name of a function's first parameter: `func L(_ key: String)` gives `key`.
  private func firstParameter(ofFunctionAt keyword: Int, in stream: TokenStream) -> String? {
    var open = keyword + 2
    open = stream.isPunctuation(open, "<") ? (stream.partner[open].map { $0 + 1 } ?? open) : open
    guard stream.isPunctuation(open, "("), open + 2 < stream.count else { return nil }
    // `(key: String` or `(_ key: String` / `(label key: String`.
    if stream.isPunctuation(open + 2, ":"), stream[open + 1].kind == .identifier {
      return stream[open + 1].text
    }
    if stream.isPunctuation(open + 3, ":"), stream[open + 2].kind == .identifier {
      return stream[open + 2].text
    }
    return nil
  }

  /// The key an expression passes through a wrapper: `"k".localized`, `"k".localized(with: 3)`,
  /// or `L("k")`; `nil` when it is none of these.
  func key(_ range: Range<Int>, in stream: TokenStream) -> StringReference? {
    guard !isEmpty, range.count >= 3 else { return nil }
    let first = range.lowerBound
    if let literal = stream[first].literal, stream.isPunctuation(first + 1, "."),
      stream[first + 2].kind == .identifier, let table = stringMembers[stream[first + 2].text],
      range.count == 3
        || (stream.isPunctuation(first + 3, "(") && stream.partner[first + 3] == range.upperBound - 1)
    {
      guard let text = literal.plainText else { return nil }
      return .key(text, table: table)
    }
    if stream[first].kind == .identifier, let table = functions[stream[first].text],
      stream.isPunctuation(first + 1, "("), stream.partner[first + 1] == range.upperBound - 1,
      let call = CallSyntax.parse(at: first, in: stream), let argument = call.arguments.first,
      let text = stream.literalText(argument.range)
    {
      return .key(text, table: table)
    }
    return nil
  }
}
