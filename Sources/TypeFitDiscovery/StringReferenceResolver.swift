/// Turns the expression given to a text into a ``StringReference``.
///
/// Recognised forms: a string literal (a key where the API takes a `LocalizedStringKey`, text
/// as written where it takes a `String`), `Text(…)`, `Text(verbatim:)`, `String(localized:table:)`,
/// `NSLocalizedString(_:tableName:…)`, `LocalizedStringKey(_:)`, `LocalizedStringResource(_:table:)`,
/// and SwiftGen accessors. Anything else (interpolation, variables, ternaries, calls) is
/// ``StringReference/unresolved(_:)`` with the expression quoted; nothing is guessed.
struct StringReferenceResolver {
  let swiftGen: SwiftGenStrings

  /// Initializers whose first argument is a localization key, and the label of their table.
  static let keyInitializers: [String: String] = [
    "LocalizedStringKey": "", "LocalizedStringResource": "table", "NSLocalizedString": "tableName",
  ]

  /// - Parameters:
  ///   - range: the expression's tokens.
  ///   - literalIsKey: whether a bare literal is a `LocalizedStringKey` (SwiftUI) or a `String`.
  ///   - table: the table an enclosing call names (`Text("k", tableName: "T")`).
  func resolve(_ range: Range<Int>, in stream: TokenStream, literalIsKey: Bool, table: String? = nil)
    -> StringReference
  {
    var range = range
    while !range.isEmpty, stream[range.lowerBound].kind == .keyword,
      stream[range.lowerBound].text == "try" || stream[range.lowerBound].text == "await"
    {
      range = range.dropFirst()
    }
    guard !range.isEmpty else { return .unresolved("empty expression") }
    let first = stream[range.lowerBound]
    if range.count == 1, let literal = first.literal {
      return literalReference(literal, token: first, literalIsKey: literalIsKey, table: table)
    }
    if first.kind == .identifier, let call = CallSyntax.parse(at: range.lowerBound, in: stream),
      call.end == range.upperBound, call.hasParentheses, call.modifiers.isEmpty
    {
      switch call.name {
      case "Text":
        if let verbatim = call.argument("verbatim") {
          return resolve(verbatim.range, in: stream, literalIsKey: false)
        }
        if let argument = call.firstUnlabeled {
          let tableName = call.argument("tableName").flatMap { stream.literalText($0.range) }
          return resolve(argument.range, in: stream, literalIsKey: true, table: tableName)
        }
      case "String" where call.argument("localized") != nil:
        let tableName = call.argument("table").flatMap { stream.literalText($0.range) }
        return resolveKeyArgument(call.argument("localized")!.range, in: stream, table: tableName)
      case let name where Self.keyInitializers[name] != nil:
        if let argument = call.firstUnlabeled {
          let label = Self.keyInitializers[name]!
          let tableName = label.isEmpty ? nil : call.argument(label).flatMap { stream.literalText($0.range) }
          return resolveKeyArgument(argument.range, in: stream, table: tableName)
        }
      default:
        break
      }
    }
    if let path = dottedPath(range, in: stream) {
      if let entry = swiftGen.lookup(path.names) {
        return .key(entry.key, table: entry.table)
      }
      if swiftGen.roots.contains(path.names[0])
        || (path.names.count > 1 && swiftGen.roots.contains(path.names[1]))
      {
        return .unresolved("SwiftGen accessor \(path.names.joined(separator: ".")) not in the generated file")
      }
    }
    if stream[range.lowerBound].isPunctuation("."), range.count >= 4,
      stream[range.lowerBound + 1].kind == .identifier,
      stream.isPunctuation(range.lowerBound + 2, ".")
    {
      return .unresolved("generated string symbol \(stream.sourceText(range)) (not resolved)")
    }
    if range.count == 1, first.kind == .identifier {
      return .unresolved("computed: \(first.text)")
    }
    return .unresolved("computed: \(stream.sourceText(range))")
  }

  func resolveKeyArgument(_ range: Range<Int>, in stream: TokenStream, table: String?) -> StringReference {
    if range.count == 1, let literal = stream[range.lowerBound].literal {
      return literalReference(literal, token: stream[range.lowerBound], literalIsKey: true, table: table)
    }
    return .unresolved("computed key: \(stream.sourceText(range))")
  }

  func literalReference(_ literal: SwiftStringLiteral, token: SwiftToken, literalIsKey: Bool, table: String?)
    -> StringReference
  {
    guard let text = literal.plainText else {
      return .unresolved("interpolated string \(Self.quoted(token.text))")
    }
    return literalIsKey ? .key(text, table: table) : .verbatim(text)
  }

  static func quoted(_ source: String) -> String {
    source.count > 60 ? String(source.prefix(60)) + "…" : source
  }

  /// `A.B.c` or `A.B.c(args)`: the names, when the range is exactly that.
  func dottedPath(_ range: Range<Int>, in stream: TokenStream) -> (names: [String], hasCall: Bool)? {
    var names: [String] = []
    var current = range.lowerBound
    while current < range.upperBound, stream[current].kind == .identifier {
      names.append(stream[current].text)
      current += 1
      guard current < range.upperBound, stream.isPunctuation(current, ".") else { break }
      current += 1
    }
    guard names.count >= 2 else { return nil }
    if current == range.upperBound { return (names, false) }
    if stream.isPunctuation(current, "("), let close = stream.partner[current], close + 1 == range.upperBound
    {
      return (names, true)
    }
    return nil
  }
}

extension TokenStream {
  /// The text of a range that is one plain string literal.
  func literalText(_ range: Range<Int>) -> String? {
    guard range.count == 1 else { return nil }
    return tokens[range.lowerBound].literal?.plainText
  }
}
