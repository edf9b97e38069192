import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitReports

/// Fresh24 F24-10: with an iPhone SE and an iPhone 17 Pro Max, a headline said `title truncates
/// from large in both locales; on iPhone SE (3rd generation), iPhone 17 Pro Max`, though the big
/// phone fails from a later size. Each device now says its own first sizes when they differ,
/// and the JSON and SARIF reports carry them.
@Suite("First categories per device")
struct DeviceFirstCategoryTests {
  static let wide = LayoutContext(device: try! Device.named("iPhone 17 Pro Max"))

  /// A one-line title on both phones, in de and fi.
  static func result(_ locale: String, line: Int, title: String) -> CheckResult {
    var result = ReportFixtures.result(
      key: "settings.privacy", locale: locale, file: "/src/app/\(locale).lproj/Localizable.strings",
      line: line,
      title: title, lineLimit: 1)
    result.reports.append(
      try! ReportFixtures.engine.report(
        for: result.item.row, in: wide, categories: ContentSizeCategory.allCases))
    return result
  }

  static let results = [
    result("de", line: 12, title: "Datenschutzeinstellungen"),
    result("fi", line: 9, title: "Tietosuoja-asetukset ja muut"),
  ]

  static func render(_ format: ReportFormat, results: [CheckResult] = results) -> String {
    var info = ReportFixtures.info
    info.contexts = [ReportFixtures.context, wide]
    var writer = format.makeWriter(ReportFixtures.options)
    var summary = CheckSummary()
    var output = writer.begin(info)
    for result in results {
      output += writer.write(result)
      summary.add(result)
    }
    return output + writer.finish(summary)
  }

  /// Where each locale's TF001 starts in each context, as the layouts say.
  static func starts() -> [String] {
    results.flatMap { result in
      result.reports.enumerated().map { index, report in
        let first = report.findings.first { $0.ruleID == .labelTruncated }?.firstCategory
        return "\(result.item.locale) \(index) \(first?.name ?? "-")"
      }
    }
  }

  @Test("the fixture: fi truncates later on the wide phone, de at AX1 on both")
  func fixture() {
    #expect(Self.starts() == ["de 0 AX1", "de 1 AX1", "fi 0 xxLarge", "fi 1 AX1"])
  }

  @Test("text: each device says its own first sizes")
  func text() {
    let text = Self.render(.text)
    #expect(
      text.contains(
        "error    settings.privacy: title truncates on iPhone SE (3rd generation) from xxLarge in fi, from AX1 in "
          + "de; on iPhone 17 Pro Max from AX1 in both locales (needs 2 lines, 1 allowed)\n"))
  }

  @Test("github: the annotation's message says the same")
  func github() {
    let lines = Self.render(.github).split(separator: "\n").filter { $0.hasPrefix("::error ") }
    #expect(lines.count == 1)
    #expect(
      lines.first?.contains(
        "::settings.privacy: title truncates on iPhone SE (3rd generation) from xxLarge in fi, from AX1 in de; "
          + "on iPhone 17 Pro Max from AX1 in both locales (needs 2 lines, 1 allowed). fi: ") == true)
  }

  @Test("JSON: contextCategories per context, and each locale's contexts")
  func json() throws {
    let object = try #require(try ReportFixtures.parseJSON(Self.render(.json)) as? [String: Any])
    let problems = try #require(object["problems"] as? [[String: Any]])
    let problem = try #require(problems.first { $0["rule"] as? String == "TF001" })
    #expect(problem["contexts"] as? [Int] == [0, 1])
    #expect(problem["category"] as? String == "xxLarge")
    #expect(problem["contextCategories"] as? [String] == ["xxLarge", "AX1"])
    let locales = try #require(problem["locales"] as? [[String: Any]])
    let perLocale = locales.map { locale in
      "\(locale["locale"] as? String ?? "?") "
        + ((locale["contexts"] as? [[String: Any]]) ?? []).map {
          "\($0["context"] as? Int ?? -1):\($0["category"] as? String ?? "-")"
        }.joined(separator: ",")
    }
    #expect(perLocale == ["fi 0:xxLarge,1:AX1", "de 0:AX1,1:AX1"])
  }

  @Test("JSON: the writer's bytes equal the value tree's for a problem in two contexts")
  func jsonWritersAgree() {
    var list = ProblemList(sourceRoot: ReportFixtures.sourceRoot)
    for result in Self.results { list.add(result) }
    let problem = list.ranked.first { $0.rule == .labelTruncated }!
    var bytes: [UInt8] = [UInt8(ascii: "{")]
    let contexts = [ReportFixtures.context, Self.wide]
    ProblemJSONWriter.writeMembers(problem, allLocales: ["de", "fi"], contexts: contexts, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == ReportJSON.problem(problem, allLocales: ["de", "fi"], contexts: contexts).serialized())
  }

  @Test("SARIF: properties.contexts names each device with its first category")
  func sarif() throws {
    let root = try #require(try ReportFixtures.parseJSON(Self.render(.sarif)) as? [String: Any])
    let results = try #require((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let result = try #require(results.first { $0["ruleId"] as? String == "TF001" })
    let contexts = try #require((result["properties"] as? [String: Any])?["contexts"] as? [[String: Any]])
    #expect(
      contexts.map {
        "\($0["device"] as? String ?? "?") \($0["width"] as? Int ?? 0) \($0["category"] as? String ?? "-")"
      }
        == ["iPhone SE (3rd generation) 375 xxLarge", "iPhone 17 Pro Max 440 AX1"])
  }

  @Test("a locale that starts at one size on both devices keeps the old headline")
  func sameOnBoth() {
    // The same layouts on both contexts: the second report is the first's copy.
    let same = Self.results.map { result -> CheckResult in
      var copy = result
      copy.reports[1] = copy.reports[0]
      return copy
    }
    #expect(
      Self.render(.text, results: same).contains(
        "error    settings.privacy: title truncates from xxLarge in fi; from AX1 in de; on iPhone SE (3rd "
          + "generation), iPhone 17 Pro Max (needs 2 lines, 1 allowed)\n"))
    #expect(Self.render(.json, results: same).contains("\"contextCategories\":[\"xxLarge\",\"xxLarge\"]"))
  }
}
