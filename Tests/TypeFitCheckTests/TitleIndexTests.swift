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
    for file in ["de.lproj/Settings.strings", "de.lproj/Other.strings", "de.lproj/Localizable.strings"] {
      for key in ["k", "j", "x"] {
        let string = string(key, file: file)
        let asked = rules.indices.filter {
          DiscoveredRow.isTitle(rules[$0].title, in: rules[$0].table, of: string)
        }
        #expect(index.indices(of: string, key: ExactText(key)) == asked)
        #expect(index.first(of: string, key: ExactText(key)) == asked.first)
      }
    }
    #expect(
      index.indices(of: string("k", file: "de.lproj/Settings.strings"), key: ExactText("k")) == [0, 1, 4, 6])
  }
}
