import TypeFitLocalization

/// The role of each key in each strings table that no row names, decided during the first pass
/// of a check (``RowPlanner/Parts``) and kept compactly for the second.
///
/// A key's role comes from its development language's string when the input has one, else from
/// the first string of the key met, so that every locale of a key gets the same role. The first
/// pass used to keep that whole string per key (its `LocalizedString` with the key and table,
/// 240 bytes a dictionary bucket, plus its text and comment) and classify it in the second pass;
/// 800,000 keys took 857 MB and one 504 MB allocation (2^21 buckets; fifteenth attack A15-8). The
/// role is now decided in the first pass, and only a number for it is kept (the planner holds the
/// last key's first string back until the next key, so that a development-language string
/// following it in a String Catalog entry is classified instead).
///
/// Memory: one dictionary entry per key and table: the key (16 bytes; a key over 15 UTF-8 bytes
/// also keeps its string alive, which the reader made), a table number and a role number (4
/// bytes each), so 28 bytes a bucket and at most 2.67 buckets a key (a dictionary holds up to
/// 3/4 of its buckets and doubles), under 75 bytes a key; plus one entry per table and per
/// distinct role and reason (a few dozen in an app: reasons name counts and key endings, but a
/// permission prompt's reason names its key).
///
/// ```swift
/// var roles = KeyRoleTable()
/// let entry = roles.entry(key: "action.save", table: StringsTable(file: "de.lproj/Localizable.strings"))
/// roles.set(entry, to: RoleAssignment(.label, reason: "1 word"), isDevelopment: false)
/// roles.role(key: "action.save", tableNumber: entry.table)  // label (1 word)
/// ```
struct KeyRoleTable: Sendable {
  /// A key in a strings table, the table by its number (``number(of:)``).
  struct Entry: Hashable, Sendable {
    /// The key, by bytes.
    var key: ExactText
    /// The number of its table.
    var table: UInt32
  }

  /// The bit of a role number that says the role was decided from the development language.
  private static let developmentBit: UInt32 = 1 << 31

  /// The number of each table met (``StringsTable/path`` by bytes; `nil` for strings that have
  /// no table: Android resources, XLIFF without `original`).
  private var tableNumbers: [ExactText?: UInt32] = [:]
  /// Each entry's role, as an index in ``assignments``, with ``developmentBit``.
  private var roleNumbers: [Entry: UInt32] = [:]
  /// The distinct roles and reasons, each once.
  private var assignments: [RoleAssignment] = []
  private var assignmentNumbers: [RoleAssignment: UInt32] = [:]
  /// The table last numbered, with its number: strings come file by file.
  private var lastTable: (path: String?, number: UInt32)?
  /// The entry given a role last, and whether from the development language: a key's locales
  /// come one after another, so most strings of the first pass ask ``isDevelopment(_:)`` about
  /// it, which a lookup in ``roleNumbers`` answered by hashing the key's bytes (about 950
  /// instructions a string, perf32).
  private var lastSet: (entry: Entry, isDevelopment: Bool)?

  /// How many keys have a role.
  var count: Int { roleNumbers.count }

  /// How many distinct roles and reasons are kept.
  var distinctAssignments: Int { assignments.count }

  /// The number of `table`, given it if it has none yet.
  mutating func number(of table: StringsTable?) -> UInt32 {
    if let lastTable, Self.samePath(lastTable.path, table?.path) { return lastTable.number }
    let path = table.map { ExactText($0.path) }
    let number: UInt32
    if let known = tableNumbers[path] {
      number = known
    } else {
      number = UInt32(tableNumbers.count)
      tableNumbers[path] = number
    }
    lastTable = (table?.path, number)
    return number
  }

  /// The number of `table`, or `nil` when no key of it has a role.
  func existingNumber(of table: StringsTable?) -> UInt32? {
    tableNumbers[table.map { ExactText($0.path) }]
  }

  /// The entry of `key` in `table`, numbering the table if it is new.
  mutating func entry(key: String, table: StringsTable?) -> Entry {
    Entry(key: ExactText(key), table: number(of: table))
  }

  /// Whether the role of `entry` was decided from the development language, or `nil` when it has
  /// no role yet.
  func isDevelopment(_ entry: Entry) -> Bool? {
    if let lastSet, lastSet.entry == entry { return lastSet.isDevelopment }
    return roleNumbers[entry].map { $0 & Self.developmentBit != 0 }
  }

  /// Gives `entry` the role `assignment`, decided from a string of the development language or
  /// not.
  mutating func set(_ entry: Entry, to assignment: RoleAssignment, isDevelopment: Bool) {
    let index: UInt32
    if let known = assignmentNumbers[assignment] {
      index = known
    } else {
      index = UInt32(assignments.count)
      assignments.append(assignment)
      assignmentNumbers[assignment] = index
    }
    roleNumbers[entry] = index | (isDevelopment ? Self.developmentBit : 0)
    lastSet = (entry, isDevelopment)
  }

  /// The role of `key` in the table numbered `tableNumber`, or `nil` when it has none.
  func role(key: String, tableNumber: UInt32) -> RoleAssignment? {
    guard let number = roleNumbers[Entry(key: ExactText(key), table: tableNumber)] else { return nil }
    return assignments[Int(number & ~Self.developmentBit)]
  }

  private static func samePath(_ a: String?, _ b: String?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): ExactText.sameBytes(a, b)
    default: false
    }
  }
}
