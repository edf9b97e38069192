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
/// let items = [NSLocalizedString("a", comment: ""), String(localized: "b", table: "T")]
///                                                  // .key("a"), .key("b", table: "T") either way
/// ```
///
/// Read only when the value is the whole array literal (nothing after its `]` on its line but
/// `;` or `}`, and no continuation on the next), of plain literals (no interpolation, no name)
/// or calls that look a literal key up (`NSLocalizedString("k", tableName: "T", comment: …)`,
/// `String(localized: "k", table: "T")`, `LocalizedStringKey("k")`,
/// `LocalizedStringResource("k", table: "T")`: a key whatever the element type); of a `let`,
/// never a `var`; with the element type written `LocalizedStringKey`,
/// `LocalizedStringResource` or `String`, or not written (a `String`). A use with a literal
/// index (`titles[2]`) takes that element alone (``element(_:)``).
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
  /// For each element as written, in order, its position among the distinct elements of
  /// ``keys`` and ``written``: up to the first element not read (past ``maximumElements``
  /// distinct ones), and at most 16 × ``maximumElements``.
  private var positions: [Int] = []

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
    // Each distinct element as a key and as shown by `Text` when it is one of a `String` array.
    var elements: [(key: StringReference, written: StringReference)] = []
    var seen: [Element: Int] = [:]
    var positions: [Int] = []
    var knowsPositions = true
    var left = 0
    var position = equals + 2
    while position < close {
      let element: Element
      if let text = tokens[position].literal?.plainText {
        element = Element(key: ExactText(text), table: nil, isLookedUp: false)
        position += 1
      } else if let call = Self.lookedUpKey(at: position, tokens: tokens, partner: partner) {
        element = Element(key: ExactText(call.key), table: call.table.map(ExactText.init), isLookedUp: true)
        position = call.end + 1
      } else {
        return nil
      }
      // Positions are kept while every element before has one, for at most 16 times the
      // distinct elements read.
      if positions.count == 16 * Self.maximumElements { knowsPositions = false }
      if let known = seen[element] {
        if knowsPositions { positions.append(known) }
      } else if seen.count < Self.maximumElements {
        seen[element] = elements.count
        if knowsPositions { positions.append(elements.count) }
        let key = StringReference.key(element.key.text, table: element.table?.text)
        elements.append((key, element.isLookedUp || isKey ? key : .verbatim(element.key.text)))
      } else {
        left += 1
        // An element not read: the positions of those after it are unknown.
        knowsPositions = false
      }
      if position < close {
        guard isPunctuation(position, ",") else { return nil }
        position += 1
      }
    }
    guard !elements.isEmpty else { return nil }
    let note: [StringReference] =
      left == 0
      ? []
      : [
        .unresolved(
          "\(left) more elements of \(tokens[name].text) not read (at most \(Self.maximumElements) are)")
      ]
    self.isKey = isKey
    self.positions = positions
    keys = TextChoices(first: elements[0].key, alternatives: elements.dropFirst().map(\.key) + note)
    written = TextChoices(
      first: elements[0].written, alternatives: elements.dropFirst().map(\.written) + note)
  }

  /// One element as read: its key (the literal, or the key a call looks up), the table the call
  /// names, and whether a call looks it up (then it is a key in a `String` array too).
  private struct Element: Hashable {
    var key: ExactText
    var table: ExactText?
    var isLookedUp: Bool
  }

  /// The array's element at `index` as written (`titles[2]`) alone: what a use with a literal
  /// index shows; `nil` past the elements read (an index past the end traps in the app).
  func element(_ index: Int) -> StringArrayLiteral? {
    guard index >= 0, index < positions.count else { return nil }
    let distinct = positions[index]
    func one(_ choices: TextChoices) -> TextChoices {
      TextChoices(first: distinct == 0 ? choices.first : choices.alternatives[distinct - 1])
    }
    var single = self
    single.keys = one(keys)
    single.written = one(written)
    single.positions = [0]
    return single
  }

  /// The key and table of a call at `position` that looks up a literal key, and the index of
  /// its `)`: `NSLocalizedString("k", tableName: "T", comment: "")`, `String(localized: "k",
  /// table: "T")`, and the resolver's other key initializers
  /// (``StringReferenceResolver/keyInitializers``); `nil` for any other expression. Arguments
  /// other than the key and table (`comment:`, `bundle:`) are passed over whatever they hold.
  ///
  /// - Complexity: O(n) in the call's tokens (nested brackets are jumped over).
  private static func lookedUpKey(at position: Int, tokens: [SwiftToken], partner: [Int?]) -> (
    key: String, table: String?, end: Int
  )? {
    guard tokens[position].kind == .identifier, position + 1 < tokens.count,
      tokens[position + 1].isPunctuation("("), let close = partner[position + 1], close > position + 1
    else { return nil }
    let name = tokens[position].text
    let (keyLabel, tableLabel): (String?, String)
    if name == "String" {
      (keyLabel, tableLabel) = ("localized", "table")
    } else if let label = StringReferenceResolver.keyInitializers[name] {
      (keyLabel, tableLabel) = (nil, label)
    } else {
      return nil
    }
    var key: String?
    var table: String?
    var start = position + 2
    while start < close {
      var end = start
      while end < close, !tokens[end].isPunctuation(",") {
        if let other = partner[end], other > end { end = other }
        end += 1
      }
      let labeled =
        end - start >= 3 && tokens[start + 1].isPunctuation(":")
        && (tokens[start].kind == .identifier || tokens[start].kind == .keyword)
      let label = labeled ? tokens[start].text : nil
      let value = labeled ? start + 2 : start
      let literal = end - value == 1 ? tokens[value].literal?.plainText : nil
      if label == keyLabel, key == nil {
        guard let literal else { return nil }
        key = literal
      } else if !tableLabel.isEmpty, label == tableLabel {
        guard let literal else { return nil }
        table = literal
      }
      start = end + 1
    }
    return key.map { ($0, table, close) }
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
