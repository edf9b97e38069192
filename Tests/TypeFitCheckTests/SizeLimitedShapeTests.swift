import Testing
import TypeFitDiscovery
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitCheck

/// A key shown by a row a `.dynamicTypeSize` limit stops and by one that grows is checked in
/// the one that grows, whichever comes first (fix20f; A13-27's order-independence).
@Suite("Discovered rows: a size-limited shape is less strict")
struct SizeLimitedShapeTests {
  @Test("the unlimited row gives the key its shape in either order")
  func unlimitedWins() throws {
    let location = SourceLocation(file: "V.swift", line: 3, column: 5)
    func source(line: Int, limited: Bool) -> SourceRow {
      var row = SourceRow(
        location: SourceLocation(file: "V.swift", line: line, column: 5), construct: .navigationLink,
        title: DiscoveredText(reference: .key("k", table: nil), location: location, lineLimit: 1),
        accessory: .disclosure, isNavigable: true)
      if limited {
        row.sizeCategories = .xSmall ... .xxxLarge
        row.title?.sizeCategories = .xSmall ... .xxxLarge
      }
      return row
    }
    for sources in [
      [source(line: 3, limited: true), source(line: 9, limited: false)],
      [source(line: 3, limited: false), source(line: 9, limited: true)],
    ] {
      let rows = DiscoveredRow.rows(from: sources, configuration: [])
      let first = try #require(rows.first)
      #expect(first.rule.sizeCategories == nil)
      #expect(first.rule.labelSizeCategories == nil)
    }
  }
}
