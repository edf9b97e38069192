import Testing
import TypeFitCheck
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitReports

/// Fresh24 F24-7 (fresh22 F22-10): the stock switch's size, which no app can change, was one
/// note per row (Mastodon: 13 of 13 problems with wraps off). The text report and the
/// annotations say it once per cause, naming the rows; JSON keeps one problem per row.
@Suite("Apple's own controls: one line per cause")
struct CauseLineTests {
  static let results: [CheckResult] = ["settings.airplane", "settings.bluetooth", "settings.wifi"].map {
    key in
    ProblemListTests.result(
      key: key, locale: "de", line: 10,
      row: Row(title: "Ton", accessory: .toggle, isNavigable: false, language: "de"))
  }

  @Test("three rows with a stock switch: one text line naming them, one github annotation")
  func oneLine() throws {
    let text = ReportFixtures.render(.text, results: Self.results)
    #expect(
      text.contains(
        "\nnote     3 rows (settings.airplane, settings.bluetooth, settings.wifi): switch is 51×31 pt, below the "
          + "44×44 pt HIG minimum (a stock UISwitch (SwiftUI Toggle): Apple's control, whose size the app cannot "
          + "change)\n"), "\(text)")
    #expect(text.contains("Problems (1 of 1; 3 findings said once per key, rule and part)"), "\(text)")
    let github = ReportFixtures.render(.github, results: Self.results)
    let annotations = github.split(separator: "\n").filter { $0.contains("TF003") }
    #expect(annotations.count == 1)
    #expect(
      annotations.first?.contains("3 rows (settings.airplane, settings.bluetooth, settings.wifi)") == true)
    // JSON keeps a problem per row: the shards of a run are merged problem by problem.
    var list = ProblemList()
    for result in Self.results { list.add(result) }
    #expect(list.problems.count == 3)
  }

  @Test("eight rows: five named, the rest counted")
  func counted() {
    var list = ProblemList()
    for index in 0..<8 {
      list.add(
        ProblemListTests.result(
          key: "k\(index)", locale: "de", line: index,
          row: Row(title: "Ton", accessory: .toggle, isNavigable: false, language: "de")))
    }
    let ranked = list.ranked
    let lines = ProblemList.causeLines(of: ranked)
    #expect(lines.count == 1)
    let headline = ProblemList.headline(
      lines[0], of: ranked[lines[0].position], allLocales: ["de"], contexts: [])
    #expect(headline.hasPrefix("8 rows (k0, k1, k2, k3, k4 and 3 more): switch is 51×31 pt"), "\(headline)")
  }
}
