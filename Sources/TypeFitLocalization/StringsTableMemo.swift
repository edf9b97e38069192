/// A string's ``StringsTable`` (``LocalizedString/table``), remembered for the last file asked
/// about: strings come file by file, so a run of strings from one file splits the file's path
/// once instead of once per string (about 9,600 instructions each time, several times per
/// string while planning rows).
///
/// Files are compared by their bytes, not by Swift's canonical equivalence, as
/// ``StringsTable/init(file:)`` splits them: two paths that differ only in Unicode
/// normalization are two files, and two tables.
package struct StringsTableMemo: Sendable {
  private var file: String?
  private var table: StringsTable?

  package init() {}

  /// ``LocalizedString/table`` of `string`.
  package mutating func table(of string: LocalizedString) -> StringsTable? {
    switch string.format {
    case .strings, .stringsdict, .xcstrings: table(file: string.location.file)
    case .xliff: string.originalFile.flatMap { table(file: $0) }
    case .android: nil
    }
  }

  /// `StringsTable(file:)`, from the memo when `file` has the same bytes as the last file.
  package mutating func table(file: String) -> StringsTable? {
    if let known = self.file, ExactText.sameBytes(known, file) { return table }
    let made = StringsTable(file: file)
    self.file = file
    table = made
    return made
  }
}
