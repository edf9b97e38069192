/// CLDR plural category names and their conventional order.
enum PluralCategory {
  /// `zero one two few many other`, the order forms are listed in results.
  static let ordered = ["zero", "one", "two", "few", "many", "other"]

  /// `true` for the six CLDR category names.
  static func isCategory(_ name: String) -> Bool { ordered.contains(name) }

  /// The warning for a plural form written under `subject` (`plural "bogus"`, `<item
  /// quantity="ONE"> in plurals "p"`), which names no category and is skipped: the same words
  /// in every format.
  static func notACategory(_ subject: String) -> String {
    "\(subject) is not a plural category (\(ordered.joined(separator: ", "))); skipped"
  }

  /// Sort rank: CLDR order first, then unknown names (alphabetically by the caller).
  static func rank(_ name: String) -> Int { ordered.firstIndex(of: name) ?? ordered.count }
}
