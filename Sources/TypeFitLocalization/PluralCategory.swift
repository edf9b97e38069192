/// CLDR plural category names and their conventional order.
enum PluralCategory {
  /// `zero one two few many other`, the order forms are listed in results.
  static let ordered = ["zero", "one", "two", "few", "many", "other"]

  /// `true` for the six CLDR category names.
  static func isCategory(_ name: String) -> Bool { ordered.contains(name) }

  /// Sort rank: CLDR order first, then unknown names (alphabetically by the caller).
  static func rank(_ name: String) -> Int { ordered.firstIndex(of: name) ?? ordered.count }
}
