import Foundation
import Testing
import TypeFitDynamicType
import TypeFitRow
import TypeFitTextMeasuring

@testable import TypeFitPictures

/// A big run's HTML page is bounded (A18-6): rows drawn for the first findings of each rule,
/// rows listed for more, the rest counted in a line that names the formats holding them all.
/// The limits are injected small so the runs stay a few rows long.
@Suite struct HTMLReportLimitsTests {
  let engine = PictureTestEngine.shared
  static let categories: [ContentSizeCategory] = [.large, .xxxLarge, .accessibility5]

  /// `count` rows whose title truncates (one TF001 error each), then `clean` rows without
  /// findings.
  static func rows(truncating count: Int, clean: Int) -> [(key: String, locale: String, row: Row)] {
    let long = RowLabel(
      "Mitteilungseinstellungen für alle verbundenen Geräte", textStyle: .body, lineLimit: 1)
    return (0..<count).map { ("long.\($0)", "de", Row(title: long, language: "de")) }
      + (0..<clean).map { ("short.\($0)", "de", Row(title: "Konto", language: "de")) }
  }

  @Test("Past the limits the page draws, lists and counts exactly as documented")
  func boundedPage() throws {
    let layoutEngine = RowLayoutEngine(measurer: TextEngineMeasurer(engine: engine))
    let rows = Self.rows(truncating: 7, clean: 4)
    // The premise: each long row has exactly one finding, a TF001 error; a short row none.
    let long = try layoutEngine.report(for: rows[0].row, in: LayoutContext(), categories: Self.categories)
    #expect(long.findings.map(\.ruleID) == [.labelTruncated])
    #expect(long.findings.map(\.severity) == [.error])
    let short = try layoutEngine.report(for: rows[7].row, in: LayoutContext(), categories: Self.categories)
    #expect(short.findings.isEmpty)

    let limits = HTMLReportLimits(
      picturedFindingsPerRule: 2, listedFindingsPerRule: 5, listedRowsWithoutFindings: 3)
    let html = try HTMLReportSample.html(
      engine: engine, categories: Self.categories, rows: rows, limits: limits)
    let page = try HTMLPageData(html)
    #expect(
      page.rows.compactMap { page.string($0[0]) }
        == ["long.0", "long.1", "long.2", "long.3", "long.4", "short.0", "short.1", "short.2"])
    // Strips: the first two long rows only (`0` is "not drawn").
    let drawn = page.rows.map { row in ((row[6] as? [[Any]])?.first?[2] as? Int) != 0 }
    #expect(drawn == [true, true, false, false, false, false, false, false])
    // Typed apart: inside `contains` the joined literal took 8 s to type-check.
    let notShown: String =
      "<p class=\"notice\" id=\"not-shown\"><strong>Not shown: 2 findings in 2 rows (TF001 label-truncated 2) "
      + "and 1 row without findings</strong>. This page lists the rows of the first 5 findings of each rule "
      + "and the first 3 rows without findings; the summary's counts are the whole run's. The JSON and NDJSON "
      + "reports (<code>--format json</code>, <code>--format ndjson</code>) hold every finding, and SARIF "
      + "(<code>--format sarif</code>) every problem.</p>"
    #expect(html.contains(notShown))
    #expect(
      html.contains(
        "<p class=\"notice\" id=\"not-drawn\"><strong>3 rows with warnings or errors are listed without "
          + "pictures</strong>: this page draws the rows of the first 2 warnings and errors of each rule.</p>"
      ))
    #expect(
      html.contains(
        "<span id=\"shown-count\">5</span> of 5 findings shown (2 more not listed; see the summary).</p>"))
    // The summary's counts are the whole run's: 11 rows, 7 findings.
    #expect(
      html.contains(
        "<p>Checked 11 rows in 1 locale: 11 row × locale checks in 1 file; 7 with findings: 7 with errors or "
          + "warnings, 0 with notes only; 7 findings."))
    #expect(html.contains("<th scope=\"row\">TF001 label-truncated</th><td class=\"num\">7</td>"))
    try Self.expectWellFormed(html)
  }

  @Test("Under the limits nothing is left out and no notice is written")
  func underTheLimits() throws {
    let rows = Self.rows(truncating: 3, clean: 2)
    let exact = HTMLReportLimits(
      picturedFindingsPerRule: 3, listedFindingsPerRule: 3, listedRowsWithoutFindings: 2)
    let bounded = try HTMLReportSample.html(
      engine: engine, categories: Self.categories, rows: rows, limits: exact)
    let standard = try HTMLReportSample.html(engine: engine, categories: Self.categories, rows: rows)
    #expect(bounded == standard)
    #expect(!standard.contains("not-shown") && !standard.contains("not-drawn"))
    #expect(standard.contains("<span id=\"shown-count\">3</span> of 3 findings shown.</p>"))
    #expect(try HTMLPageData(standard).rows.count == 5)
    try Self.expectWellFormed(standard)
  }

  @Test("A row is listed while any of its rules is under the limit, and drawn likewise")
  func perRuleChoice() {
    let limits = HTMLReportLimits(
      picturedFindingsPerRule: 1, listedFindingsPerRule: 2, listedRowsWithoutFindings: 0)
    var selection = HTMLRowSelection(limits: limits)
    let truncated = Finding(ruleID: .labelTruncated, message: "t")
    let target = Finding(ruleID: .rowTargetTooSmall, message: "s")
    let wraps = Finding(ruleID: .labelWraps, message: "w")
    let choose = { (findings: [Finding]) in
      selection.choose(
        findings, wantsPictures: findings.contains { $0.severity >= .warning }, pictureThreshold: .warning)
    }
    #expect(choose([truncated]) == .drawn)  // TF001 1 listed, 1 drawn
    #expect(choose([truncated, target]) == .drawn)  // TF002 not drawn yet; TF001 2, TF002 1 listed
    #expect(choose([truncated]) == .omitted)  // TF001 at its 2
    #expect(choose([truncated, target]) == .listed)  // TF002 at 1 < 2; both drawn once: no picture
    #expect(choose([target]) == .omitted)
    #expect(choose([wraps]) == .listed)  // a note: never drawn
    #expect(choose([]) == .omitted)  // no rows without findings allowed
    #expect(selection.omittedRows == 2)
    #expect(selection.omittedByRule == [.labelTruncated: 1, .rowTargetTooSmall: 1])
    #expect(selection.omittedFindings == 2)
    #expect(selection.omittedCleanRows == 1)
    #expect(selection.undrawnRows == 1)
    #expect(selection.listedByRule == [.labelTruncated: 3, .rowTargetTooSmall: 2, .labelWraps: 1])
  }

  @Test("Pictures stop at the byte budget and skip rows of too many characters, each counted (A21-13)")
  func pictureBudget() throws {
    let long = RowLabel(String(repeating: "Geräteeinstellungen ", count: 4), textStyle: .body, lineLimit: 1)
    var rows = Self.rows(truncating: 4, clean: 0)
    rows.insert(("many.0", "de", Row(title: long, language: "de")), at: 1)
    // 80 characters a row: the long row is over a limit of 60, the others under it.
    let limits = HTMLReportLimits(
      picturedFindingsPerRule: 100, listedFindingsPerRule: 100, listedRowsWithoutFindings: 100,
      picturedCharactersPerRow: 60, pictureBytes: 1)
    let html = try HTMLReportSample.html(
      engine: engine, categories: Self.categories, rows: rows, limits: limits)
    let page = try HTMLPageData(html)
    #expect(
      page.rows.compactMap { page.string($0[0]) } == ["long.0", "many.0", "long.1", "long.2", "long.3"])
    // The first row is drawn (no pictures yet); the long one is over the characters, the rest
    // come after the first row's pictures passed the budget of 1 byte.
    let drawn = page.rows.map { row in ((row[6] as? [[Any]])?.first?[2] as? Int) != 0 }
    #expect(drawn == [true, false, false, false, false])
    #expect(
      html.contains(
        "<p class=\"notice\" id=\"not-drawn-long\"><strong>1 row with labels of more than 60 characters is "
          + "listed without pictures</strong>: this page draws rows whose labels hold at most 60 characters "
          + "in all (over the row's layout contexts).</p>"))
    #expect(
      html.contains(
        "<p class=\"notice\" id=\"not-drawn-bytes\"><strong>3 rows are listed without pictures</strong>: "
          + "this page stops drawing once its pictures hold 1 byte.</p>"))
    #expect(!html.contains("id=\"not-drawn\""))
    try Self.expectWellFormed(html)
  }

  @Test("The limits the command line uses are the documented constants")
  func standardLimits() {
    #expect(
      HTMLReportLimits.standard
        == HTMLReportLimits(
          picturedFindingsPerRule: 1_000, listedFindingsPerRule: 20_000, listedRowsWithoutFindings: 20_000,
          picturedCharactersPerRow: 10_000, pictureBytes: 67_108_864))
    #expect(HTMLReportWriter(engine: engine, contexts: []).selection.limits == .standard)
  }

  /// Every element outside the scripts and styles is closed in order, the data blocks parse as
  /// JSON and the page ends with `</html>`.
  static func expectWellFormed(_ html: String) throws {
    _ = try HTMLPageData(html)
    #expect(html.hasSuffix("</body></html>\n"))
    let void: Set<String> = ["meta", "input", "br", "img", "hr", "link"]
    var open: [String] = []
    var rest = Substring(html)
    while let start = rest.firstIndex(of: "<") {
      rest = rest[start...]
      guard let end = rest.firstIndex(of: ">") else {
        Issue.record("an unclosed tag: \(rest.prefix(40))")
        return
      }
      let tag = rest[rest.index(after: rest.startIndex)..<end]
      rest = rest[rest.index(after: end)...]
      if tag.hasPrefix("!") { continue }
      let name = String(tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }).lowercased()
      if tag.hasPrefix("/") {
        guard open.last == name else {
          Issue.record("</\(name)> closes <\(open.last ?? "nothing")>")
          return
        }
        open.removeLast()
      } else if !tag.hasSuffix("/") && !void.contains(name) {
        if name == "script" || name == "style" {
          // Their content is not markup: skip to the end tag.
          guard let close = rest.range(of: "</\(name)>") else {
            Issue.record("<\(name)> is not closed")
            return
          }
          rest = rest[close.upperBound...]
        } else {
          open.append(name)
        }
      }
    }
    #expect(open.isEmpty)
  }
}
