extension StringReferenceResolver {
  /// The most elements read from one array of texts: 64. A settings screen's array of titles
  /// holds a few dozen; each use of an array gives its row every element, so a file of many
  /// uses of one long array would cost time and memory in their product. A longer array is
  /// computed at run time, said with its size.
  static let maximumArrayElements = 64
  /// The most tokens an element is given before the array is split: 32, more than three times
  /// the 9 of `NSLocalizedString("k", comment: "c"),`. An array literal longer than
  /// ``maximumArrayElements`` times this is not read, so a use costs at most that many tokens.
  static let maximumElementTokens = 32

  /// The texts an element of a constant array of texts can be, for a text taken from the
  /// array by its index (the twenty-third attack's A23-11): `titles[indexPath.row]` with
  /// `let titles = ["settings.a", "settings.b"]` (a property or a local), or wrapped in one call
  /// that takes a key or a text, `NSLocalizedString(titles[indexPath.row], comment: "")`,
  /// `LocalizedStringKey(titles[i])`, `Text(titles[i])`. Each element is resolved as the
  /// position it lands in resolves a literal or a call (``resolve(_:in:literalIsKey:table:)``):
  /// a string literal is a key in `NSLocalizedString(…)` and in an array typed
  /// `[LocalizedStringKey]` given to `Text`, shown as written otherwise (a UIKit label, a
  /// `[String]` given to `Text`); `NSLocalizedString("k", comment: "")` is the key `k` anywhere.
  /// An index that is an integer literal (`titles[1]`) gives that element only. `nil` when the
  /// range is none of these, the array is a `var`, or it holds a dictionary or more than
  /// ``maximumArrayElements`` elements.
  ///
  /// - Complexity: O(t) for an array literal of t tokens (at most
  ///   ``maximumArrayElements`` × ``maximumElementTokens``), after the declaration's lookup
  ///   (``DeclaredNames/declaration(of:at:)``).
  func arrayElements(_ range: Range<Int>, in stream: TokenStream, literalIsKey: Bool, table: String? = nil)
    -> [StringReference]?
  {
    guard range.count >= 4 else { return nil }
    if let array = indexedArray(range, in: stream) {
      return Self.once(
        array.elements.map {
          resolve($0, in: stream, literalIsKey: literalIsKey && array.isKey, table: table)
        })
    }
    // One call around the element: its first argument, unlabelled, is the element.
    let name = stream[range.lowerBound].text
    guard stream[range.lowerBound].kind == .identifier, name == "Text" || Self.keyInitializers[name] != nil,
      stream.isPunctuation(range.lowerBound + 1, "("),
      stream.partner[range.lowerBound + 1] == range.upperBound - 1
    else { return nil }
    let arguments = CallSyntax.splitArguments(range.lowerBound + 2..<range.upperBound - 1, in: stream)
    guard let argument = arguments.first, argument.label == nil,
      let array = indexedArray(argument.range, in: stream)
    else { return nil }
    let tableLabel = name == "Text" ? "tableName" : Self.keyInitializers[name] ?? ""
    let tableName =
      tableLabel.isEmpty
      ? nil : arguments.first { $0.label == tableLabel }.flatMap { stream.literalText($0.range) }
    // `Text(s)` looks `s` up only when it is a `LocalizedStringKey`; the key initializers always do.
    let isKey = name == "Text" ? array.isKey : true
    return Self.once(array.elements.map { resolve($0, in: stream, literalIsKey: isKey, table: tableName) })
  }

  /// The references in order, each once (an array may name a key twice).
  private static func once(_ references: [StringReference]) -> [StringReference] {
    var seen = Set<StringReference>()
    return references.filter { seen.insert($0).inserted }
  }

  /// An array constant's elements as `NAME[index]` (or `self.NAME[index]`) at `range` picks
  /// them, and whether its written type makes a literal a key.
  private func indexedArray(_ range: Range<Int>, in stream: TokenStream)
    -> (elements: [Range<Int>], isKey: Bool)?
  {
    var name = range.lowerBound
    if stream[name].isKeywordToken("self"), stream.isPunctuation(name + 1, ".") { name += 2 }
    let open = name + 1
    guard name < range.upperBound, stream[name].kind == .identifier, stream.isPunctuation(open, "["),
      let close = stream.partner[open], close == range.upperBound - 1, close > open + 1,
      let constant = constantDeclaration(named: stream[name].text, at: name, in: stream),
      stream.isPunctuation(constant.value.lowerBound, "["), constant.value.count > 2,
      // Not split at all when it is longer than its most elements can be: each use reads it.
      constant.value.count <= Self.maximumArrayElements * Self.maximumElementTokens
    else { return nil }
    let literal = constant.value
    let elements = CallSyntax.splitArguments(literal.lowerBound + 1..<literal.upperBound - 1, in: stream)
    // A dictionary (`["a": "x"]`) is not an array of texts.
    guard !elements.isEmpty, elements.count <= Self.maximumArrayElements,
      elements.allSatisfy({ $0.label == nil && !Self.hasTopLevelColon($0.range, in: stream) })
    else { return nil }
    var ranges = elements.map(\.range)
    // `titles[1]`: that element.
    if close == open + 2, stream[open + 1].kind == .number, let index = Int(stream[open + 1].text) {
      guard ranges.indices.contains(index) else { return nil }
      ranges = [ranges[index]]
    }
    return (ranges, constant.isKey)
  }

  /// Whether a `:` stands outside the brackets of `range` (a dictionary entry, a ternary).
  private static func hasTopLevelColon(_ range: Range<Int>, in stream: TokenStream) -> Bool {
    var current = range.lowerBound
    while current < range.upperBound {
      if let close = stream.closingPartner(ofOpeningAt: current, before: range.upperBound) {
        current = close + 1
        continue
      }
      if stream.isPunctuation(current, ":") { return true }
      current += 1
    }
    return false
  }
}
