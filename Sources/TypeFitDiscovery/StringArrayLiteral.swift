import TypeFitLocalization

/// A constant array of string literals, `let keys: [LocalizedStringKey] = ["a.title", "b.title"]`
/// (a property, a `static let` or a local), read so that an element of it (`ForEach(keys, id:
/// \.self) { k in Text(k) }`, `Text(keys[i])`) stands for each of its strings, as a computed
/// property stands for each string it returns (the twenty-third attack's A23-11 left them
/// computed at run time).
///
/// ```swift
/// let keys: [LocalizedStringKey] = ["a.title", "b.title"]  // keys: .key("a.title"), .key("b.title")
/// let names = ["a", "b"]                                    // as written: .verbatim("a") …
/// ```
///
/// Read only when the value is the whole array literal (nothing after its `]` on its line but
/// `;` or `}`, and no continuation on the next), of plain literals only (no interpolation, no
/// name); of a `let`, never a `var`; with the element type written `LocalizedStringKey`,
/// `LocalizedStringResource` or `String`, or not written (a `String`).
struct StringArrayLiteral {
  /// The most elements read from one array: a longer one gives its first elements and a last
  /// alternative that says how many were left, so a hostile array of a million literals costs
  /// each row that shows it no more than this.
  static let maximumElements = 256

  /// Whether the written element type makes each literal a key (`LocalizedStringKey`,
  /// `LocalizedStringResource`); a `String` element is shown as written by `Text`.
  var isKey: Bool
  /// The elements as keys: the first, then the others (one list, shared by every use).
  var keys: TextChoices
  /// The elements as verbatim text, for a `String` array shown by `Text(k)`.
  var written: TextChoices

  /// The elements as a use takes them: keys where the use looks them up (`LocalizedStringKey(k)`,
  /// `NSLocalizedString(k, comment:)`, or `Text(k)` of a key array), else as written.
  func choices(asKeys: Bool) -> TextChoices { asKeys || isKey ? keys : written }

  /// The array declared by the name at `name` (`let name: [T] = [ … ]` or `let name = [ … ]`),
  /// or `nil` when the declaration is anything else.
  ///
  /// - Complexity: O(n) in the array's tokens.
  init?(declaredAt name: Int, tokens: [SwiftToken], partner: [Int?]) {
    func isPunctuation(_ position: Int, _ text: String) -> Bool {
      position >= 0 && position < tokens.count && tokens[position].isPunctuation(text)
    }
    guard name > 0, tokens[name - 1].kind == .keyword, tokens[name - 1].text == "let" else { return nil }
    var equals = name + 1
    var isKey = false
    if isPunctuation(equals, ":") {
      // `[T]` or `[Module.T]`.
      guard isPunctuation(equals + 1, "["), let close = partner[equals + 1], close > equals + 2,
        close - equals <= 6
      else { return nil }
      let type = tokens[close - 1]
      guard type.kind == .identifier,
        ["LocalizedStringKey", "LocalizedStringResource", "String"].contains(type.text)
      else { return nil }
      isKey = type.text != "String"
      equals = close + 1
    }
    guard isPunctuation(equals, "="), isPunctuation(equals + 1, "["), let close = partner[equals + 1],
      Self.valueEnds(after: close, tokens: tokens)
    else { return nil }
    var texts: [String] = []
    var seen = Set<ExactText>()
    var left = 0
    var position = equals + 2
    while position < close {
      guard let text = tokens[position].literal?.plainText else { return nil }
      if seen.count < Self.maximumElements {
        if seen.insert(ExactText(text)).inserted { texts.append(text) }
      } else if !seen.contains(ExactText(text)) {
        left += 1
      }
      position += 1
      if position < close {
        guard isPunctuation(position, ",") else { return nil }
        position += 1
      }
    }
    guard !texts.isEmpty else { return nil }
    let note: [StringReference] =
      left == 0
      ? []
      : [
        .unresolved(
          "\(left) more elements of \(tokens[name].text) not read (at most \(Self.maximumElements) are)")
      ]
    self.isKey = isKey
    let keys = texts.map { StringReference.key($0, table: nil) }
    self.keys = TextChoices(first: keys[0], alternatives: Array(keys.dropFirst()) + note)
    if isKey {
      written = self.keys
    } else {
      let verbatim = texts.map { StringReference.verbatim($0) }
      written = TextChoices(first: verbatim[0], alternatives: Array(verbatim.dropFirst()) + note)
    }
  }

  /// Whether a constant's value ends at `last`: the next token is on a later line and does not
  /// continue the expression (`.map {…}`, `+ more`, `?? other`), or is `;` or `}`.
  static func valueEnds(after last: Int, tokens: [SwiftToken]) -> Bool {
    let next = last + 1
    guard next < tokens.count else { return true }
    let token = tokens[next]
    if token.isPunctuation(";") || token.isPunctuation("}") { return true }
    guard token.line > tokens[last].line else { return false }
    if token.kind == .punctuation, let first = token.text.first, ".+-*/%?:&|^<>=!~".contains(first) {
      return false
    }
    return !(token.kind == .keyword && ["as", "is"].contains(token.text))
  }
}
