import Testing
import TypeFitCheck
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitReports

/// The `xcode` and `github` formats say each problem once, as the text report does (fresh23
/// F23-7): a key that truncates in several locales is one annotation naming them, at the first
/// locale's value, not one per locale at the same place.
@Suite struct AnnotationPerProblemTests {
  /// `settings.privacy` truncating in three locales' tables, and a clean English row.
  private static let results = [
    ReportFixtures.result(
      key: "settings.privacy", locale: "de", file: "/src/app/de.lproj/Localizable.strings", line: 12,
      title: "Datenschutzeinstellungen", lineLimit: 1),
    ReportFixtures.result(
      key: "settings.privacy", locale: "fi", file: "/src/app/fi.lproj/Localizable.strings", line: 9,
      title: "Tietosuoja-asetukset ja muut", lineLimit: 1),
    ReportFixtures.result(
      key: "settings.privacy", locale: "ru", file: "/src/app/ru.lproj/Localizable.strings", line: 4,
      title: "Настройки конфиденциальности", lineLimit: 1),
    ReportFixtures.result(
      key: "settings.wifi", locale: "en", file: "/src/app/en.lproj/Localizable.strings", line: 3,
      title: "Wi-Fi"),
  ]

  private static func lines(_ format: ReportFormat) -> [String] {
    ReportFixtures.render(format, results: results).split(separator: "\n").map(String.init)
  }

  @Test(
    "xcode: one error for the key that truncates in de, fi and ru, at the earliest locale's value, naming them"
  )
  func xcode() {
    let errors = Self.lines(.xcode).filter { $0.contains(" error: ") }
    #expect(
      errors == [
        "/src/app/fi.lproj/Localizable.strings:9:1: error: settings.privacy: title truncates from xxLarge in fi, "
          + "ru; from AX1 in de (needs 2 lines, 1 allowed). fi: 'Tietosuoja-asetukset ja muut' needs 2 lines from "
          + "xxLarge; 1 allowed; shows 'Tietosuoja-asetukset ja m…' (iPhone SE (3rd generation), 375 pt) [TF001]",
        "/src/app/fi.lproj/Localizable.strings:7:18: error: expected ';' after value [syntaxError]",
      ])
  }

  @Test(
    "github: one error command for the same problem, at the earliest locale's value, relative to the root")
  func github() {
    let errors = Self.lines(.github).filter { $0.hasPrefix("::error ") }
    #expect(
      errors == [
        "::error file=fi.lproj/Localizable.strings,line=9,col=1,title=TF001 label-truncated::settings.privacy: "
          + "title truncates from xxLarge in fi, ru; from AX1 in de (needs 2 lines, 1 allowed). fi: "
          + "'Tietosuoja-asetukset ja muut' needs 2 lines from xxLarge; 1 allowed; shows "
          + "'Tietosuoja-asetukset ja m…' (iPhone SE (3rd generation), 375 pt)",
        "::error file=fi.lproj/Localizable.strings,line=7,col=18,title=TypeFit syntaxError::expected ';' after value",
      ])
  }

  @Test("A run's notice is the first line: an Xcode warning and a GitHub notice without a file")
  func notice() {
    var summary = CheckSummary()
    summary.notice = "no Swift sources under the paths, so no rows were discovered"
    for (format, expected) in [
      (
        ReportFormat.xcode,
        "typefit: warning: no Swift sources under the paths, so no rows were discovered [notice]"
      ),
      (.github, "::notice title=TypeFit::No Swift sources under the paths, so no rows were discovered"),
    ] {
      var writer = format.makeWriter(ReportFixtures.options)
      var output = writer.begin(ReportFixtures.info)
      for result in Self.results { output += writer.write(result) }
      output += writer.finish(summary)
      let lines = output.split(separator: "\n").map(String.init)
      #expect(lines.first == expected, "\(format)")
      #expect(lines.count { $0.contains("no rows were discovered") } == 1, "\(format)")
    }
  }
}
