import TypeFitRow

/// The shape a row found in Swift source gives its title key: everything of its ``RowRule``
/// but the title (parts' keys, accessory, leading content, navigability, text styles, line
/// limits, weights), and an order on shapes, strictest first, that does not depend on where
/// the rows are or in what order they were found.
///
/// A key shown by rows of different shapes is checked in the strictest one (thirteenth attack
/// A13-27: in the first row found, renaming a file changed the answer):
///
/// 1. the smaller title line limit, then subtitle's, then value's; a limit the source sets (a
///    positive `lineLimit(n)`) is stricter than none (`nil` or 0: the configuration's default);
/// 2. then the shape that leaves the text less room: the more of a value beside the title, a
///    leading image or symbol, an accessory and a disclosure chevron (navigable) it has (A24-13:
///    a row whose value is only known at run time, so left out, is not stricter than one of the
///    same title with its value);
/// 2b. then the shape with a subtitle over one without (its text is checked in its row);
/// 2a. then a shape whose text grows at every category over one a `.dynamicTypeSize` limit or a
///    fixed-size font stops (``isSizeLimited``: a key shown in both is checked where it grows);
/// 3. between shapes equal in those, a fixed order of the rest of the shape (by the bytes of
///    ``description``): not a judgement of which is tighter, only a total order, so the answer
///    is the same for any file names and any order of files.
struct DiscoveredRowShape: Hashable, Comparable, CustomStringConvertible {
  /// The rule without its title.
  let rule: RowRule

  init(_ rule: RowRule) {
    var shape = rule
    shape.title = nil
    self.rule = shape
  }

  /// Hashes what tells most shapes apart, the lists by their counts alone: a shape's rule holds
  /// every text its subtitle and value can show, and hashing them all made each of N rows over
  /// a list of N cost N (the sixtieth attack's A60-3). Equal shapes have equal rules, so equal
  /// hashes.
  func hash(into hasher: inout Hasher) {
    hasher.combine(limits)
    hasher.combine(rule.subtitle)
    hasher.combine(rule.value)
    hasher.combine(rule.accessory)
    hasher.combine(rule.accessorySymbol)
    hasher.combine(rule.leading)
    hasher.combine(rule.navigable)
    hasher.combine(rule.valueTexts?.count)
    hasher.combine(rule.subtitleKeys?.count)
    hasher.combine(rule.partTables?.count)
  }

  /// The line limits, title, subtitle and value, with no limit as `Int.max`.
  var limits: [Int] {
    [rule.titleLines, rule.subtitleLines, rule.valueLines].map { lines in
      lines.flatMap { $0 > 0 ? $0 : nil } ?? Int.max
    }
  }

  /// Every field of the shape, written out in a fixed order (sets sorted), for the order of
  /// shapes equal in their line limits: `subtitle=k2 value=- accessory=chevron …`.
  var description: String {
    func written<Value>(_ value: Value?) -> String { value.map { "\($0)" } ?? "-" }
    func roles(_ set: Set<LabelRole>?) -> String {
      set.map { $0.map(\.rawValue).sorted().joined(separator: ",") } ?? "-"
    }
    return [
      "subtitle=\(written(rule.subtitle))", "value=\(written(rule.value))",
      "partTables=\(written(rule.partTables.map { $0.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { "\($0.key):\($0.value)" } }))",
      "accessory=\(written(rule.accessory?.rawValue))", "accessorySize=\(written(rule.accessorySize))",
      "accessorySymbol=\(written(rule.accessorySymbol.map(AccessorySymbol.written)))",
      "leading=\(written(rule.leading))", "navigable=\(written(rule.navigable))",
      "titleStyle=\(written(rule.titleStyle?.rawValue))",
      "subtitleStyle=\(written(rule.subtitleStyle?.rawValue))",
      "valueStyle=\(written(rule.valueStyle?.rawValue))", "titleLines=\(written(rule.titleLines))",
      "subtitleLines=\(written(rule.subtitleLines))", "valueLines=\(written(rule.valueLines))",
      "titleWeight=\(written(rule.titleWeight?.rawValue))",
      "subtitleWeight=\(written(rule.subtitleWeight?.rawValue))",
      "valueWeight=\(written(rule.valueWeight?.rawValue))", "italic=\(roles(rule.italic))",
      "monospacedDigits=\(roles(rule.monospacedDigits))",
      "sizeCategories=\(written(rule.sizeCategories.map { "\($0.lowerBound)...\($0.upperBound)" }))",
      "labelSizeCategories=\(written(rule.labelSizeCategories.map { sorted($0) { "\($0.lowerBound)...\($0.upperBound)" } }))",
      "fixedPointSizes=\(written(rule.fixedPointSizes.map { sorted($0) { "\($0)" } }))",
      "relativePointSizes=\(written(rule.relativePointSizes.map { sorted($0) { "\($0)" } }))",
      "listStyle=\(written(rule.listStyle?.rawValue))",
      "textCases=\(written(rule.textCases.map { sorted($0) { $0.rawValue } }))",
      "truncationModes=\(written(rule.truncationModes.map { sorted($0) { $0.rawValue } }))",
      "titleScaleFactor=\(written(rule.titleScaleFactor))",
      "subtitleScaleFactor=\(written(rule.subtitleScaleFactor))",
      "valueScaleFactor=\(written(rule.valueScaleFactor))",
    ].joined(separator: " ")
  }

  /// A per-role dictionary written in role order: `title:AX1,value:large`.
  private func sorted<Value>(_ values: [LabelRole: Value], _ written: (Value) -> String) -> String {
    LabelRole.allCases.compactMap { role in values[role].map { "\(role.rawValue):\(written($0))" } }
      .joined(separator: ",")
  }

  /// Whether a `.dynamicTypeSize` limit or a fixed-size font stops the row or one of its texts
  /// from growing at some categories (``RowRule/sizeCategories``,
  /// ``RowRule/labelSizeCategories``, ``RowRule/fixedPointSizes``).
  var isSizeLimited: Bool {
    rule.sizeCategories != nil || rule.labelSizeCategories != nil || rule.fixedPointSizes != nil
  }

  /// What of the row takes room from its title: a value, a leading image or symbol, an
  /// accessory, a disclosure chevron, as far as the source sets them.
  var roomTaken: [String] {
    var taken: [String] = []
    if !rule.valueOptions.isEmpty { taken.append("value") }
    if let leading = rule.leading, leading != .none { taken.append("leading content") }
    if let accessory = rule.accessory, accessory != .none { taken.append("accessory") }
    if rule.navigable == true { taken.append("navigable") }
    return taken
  }

  /// Whether `a` is stricter than `b` (see the type's order).
  static func < (a: DiscoveredRowShape, b: DiscoveredRowShape) -> Bool {
    let (left, right) = (a.limits, b.limits)
    if left != right { return left.lexicographicallyPrecedes(right) }
    let (taken, other) = (a.roomTaken.count, b.roomTaken.count)
    if taken != other { return taken > other }
    if (a.rule.subtitle == nil) != (b.rule.subtitle == nil) { return a.rule.subtitle != nil }
    if a.isSizeLimited != b.isSizeLimited { return !a.isSizeLimited }
    return a.description.utf8.lexicographicallyPrecedes(b.description.utf8)
  }

  /// What a warning says of this shape: its line limits (`title lines 1`, `no line limits`) and
  /// what takes room from its text (`; leading content, navigable`).
  var limitsWritten: String {
    let named = zip(["title", "subtitle", "value"], limits).compactMap { name, limit in
      limit == Int.max ? nil : "\(name) lines \(limit)"
    }
    let taken = roomTaken.isEmpty ? "" : "; " + roomTaken.joined(separator: ", ")
    return (named.isEmpty ? "no line limits" : named.joined(separator: ", ")) + taken
  }
}
