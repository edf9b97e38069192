import Foundation
import Testing
import TypeFitCLI
import _TypeFitTestSupport

/// The thirty-first attack's A31-1 through `typefit check`: a Russian `one` form was laid out
/// as "1 ШШШ…" and fitted, while iOS shows it with 21, 31 … 1,231 and truncates it.
@Suite("typefit check: a plural form shows a count its language's rule admits")
struct CheckPluralCountTests {
  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string>
    <key>one</key><string>%d ШШШШШШШШШШШШШШШШШ</string><key>few</key><string>%d Ш</string>
    <key>many</key><string>%d Ш</string><key>other</key><string>%d Ш</string></dict></dict>
    </dict></plist>
    """

  @Test("the ru one form is laid out as 1,231 ШШШ… and truncates at large on an iPhone SE (TF001)")
  func russianOneTruncates() throws {
    let app = try TemporaryFolder()
    try app.write("ru.lproj/Localizable.stringsdict", Self.stringsdict)
    try app.write(
      "typefit.json",
      #"{"device":"iPhone SE (3rd generation)","categories":"large","rows":[{"title":"files","titleLines":1}]}"#
    )
    let run = CapturedRun(["check", app.path, "-f", "json", "-q", "--fail-on", "never"])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    let one = try #require(results.first { ($0["variant"] as? String)?.contains("one") == true })
    #expect(one["texts"] as? [String: String] == ["title": "1,231 ШШШШШШШШШШШШШШШШШ"])
    let findings = (one["contexts"] as? [[String: Any]] ?? []).flatMap {
      $0["findings"] as? [[String: Any]] ?? []
    }
    #expect(findings.contains { $0["rule"] as? String == "TF001" })
    // few 1,234, many 1,235, other (fractions in ru) keeps the sample.
    #expect(
      results.compactMap { ($0["texts"] as? [String: String])?["title"] }.sorted() == [
        "1,231 ШШШШШШШШШШШШШШШШШ", "1,234 Ш", "1,234 Ш", "1,235 Ш",
      ])
  }
}
