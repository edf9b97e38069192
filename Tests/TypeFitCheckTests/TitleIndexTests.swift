import Testing
import TypeFitLocalization

@testable import TypeFitCheck

/// Rules found by a string's key and table, as asking each rule gives (A40-4).
@Suite("Title index: rules by key and table")
struct TitleIndexTests {
  private func string(_ key: String, file: String) -> LocalizedString {
    LocalizedString(
      key: key, locale: "de", value: "v", location: SourceLocation(file: file, line: 1), format: .strings)
  }

  @Test("The rules a string is the title of, ascending, as DiscoveredRow.isTitle answers them")
  func sameAsAsking() {
    let rules: [(title: String?, table: String?)] = [
      ("k", "Settings"), ("k", nil), ("k", "Other"), (nil, nil), ("k", "Settings"), ("j", nil), ("k", nil),
    ]
    let index = TitleIndex(rules)
    var tables = StringsTableMemo()
    for file in ["de.lproj/Settings.strings", "de.lproj/Other.strings", "de.lproj/Localizable.strings"] {
      for key in ["k", "j", "x"] {
        let string = string(key, file: file)
        let asked = rules.indices.filter {
          DiscoveredRow.isTitle(rules[$0].title, in: rules[$0].table, of: string)
        }
        // The planner hands the index the string's table from its memo (perf38).
        let table = tables.table(of: string)
        #expect(table == string.table)
        #expect(index.indices(of: ExactText(key), in: table) == asked)
        #expect(index.first(of: ExactText(key), in: table) == asked.first)
      }
    }
    #expect(
      index.indices(of: ExactText("k"), in: StringsTable(file: "de.lproj/Settings.strings")) == [0, 1, 4, 6])
    #expect(index.first(of: ExactText("k"), in: StringsTable(file: "de.lproj/Other.strings")) == 1)
  }

  @Test("A string of no table (Android, XLIFF without original) is the title of every rule of its key")
  func noTable() {
    let rules: [(title: String?, table: String?)] = [
      ("k", "Settings"), ("j", nil), ("k", "Other"), ("k", nil),
    ]
    let index = TitleIndex(rules)
    #expect(index.indices(of: ExactText("k"), in: StringsTable?.none) == [0, 2, 3])
    #expect(index.first(of: ExactText("k"), in: StringsTable?.none) == 0)
    #expect(index.indices(of: ExactText("x"), in: StringsTable?.none) == [])
  }
}
