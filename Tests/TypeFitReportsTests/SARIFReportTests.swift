import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitRow

@testable import TypeFitReports

@Suite struct SARIFReportTests {
  private func run(_ text: String = ReportFixtures.render(.sarif)) throws -> [String: Any] {
    let root = try #require(try ReportFixtures.parseJSON(text) as? [String: Any])
    let runs = try #require(root["runs"] as? [[String: Any]])
    return try #require(runs.first)
  }

  private func results(_ run: [String: Any]) throws -> [[String: Any]] {
    try #require(run["results"] as? [[String: Any]])
  }

  @Test("The log names SARIF 2.1.0 and its schema") func versionAndSchema() throws {
    let root = try #require(try ReportFixtures.parseJSON(ReportFixtures.render(.sarif)) as? [String: Any])
    #expect(root["version"] as? String == "2.1.0")
    #expect(root["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    #expect((root["runs"] as? [Any])?.count == 1)
  }

  @Test("The driver lists all eight rules with descriptions, help and a help URI into Docs/Rules.md")
  func driverRules() throws {
    let tool = try #require(try run()["tool"] as? [String: Any])
    let driver = try #require(tool["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "TypeFit")
    #expect(driver["version"] as? String == "0.1.0-test")
    #expect(driver["informationUri"] as? String == "https://github.com/typefit/typefit")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == RuleID.allCases.map(\.rawValue))
    for rule in rules {
      #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      #expect(((rule["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String != nil)
    }
    #expect(
      rules[0]["helpUri"] as? String
        == "https://github.com/typefit/typefit/blob/main/Docs/Rules.md#tf001-label-truncated")
    #expect(
      rules[3]["helpUri"] as? String == ReportOptions.defaultHelpBaseURL
        + "Docs/Rules.md#tf004-missing-glyphs")
  }

  @Test("A configured base URL is used for help URIs") func helpBase() throws {
    let options = ReportOptions(
      helpBaseURL: "https://example.org/typefit", sourceRoot: ReportFixtures.sourceRoot)
    let tool = try #require(
      try run(ReportFixtures.render(.sarif, options: options))["tool"] as? [String: Any])
    let rules = try #require((tool["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(
      rules[1]["helpUri"] as? String == "https://example.org/typefit/Docs/Rules.md#tf002-row-target-too-small"
    )
  }

  @Test("Every result has ruleId, a matching ruleIndex, level, message and a located physicalLocation")
  func resultFields() throws {
    let results = try results(run())
    // settings.privacy: TF001 + TF002; settings.weather: TF004; settings.wifi: TF002; odd key: TF001 +
    // TF002 (the TF002 at xSmall–medium, iOS's own row height, as notes: fresh22 F22-7).
    #expect(results.count == 6)
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(RuleCatalog.all[index].id.rawValue == ruleID)
      #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: Any])
      #expect((artifact["uri"] as? String)?.hasSuffix(".lproj/Localizable.strings") == true)
      #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
      let region = try #require(physical["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
      #expect((region["startColumn"] as? Int ?? 0) >= 1)
      let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
      #expect(fingerprints["typefit/v1"]?.count == 16)
    }
  }

  @Test("The truncation result is at the key's line with locale, category, width, device and profile")
  func truncationResult() throws {
    let result = try #require(
      try results(run()).first {
        $0["ruleId"] as? String == "TF001"
          && ($0["properties"] as? [String: Any])?["key"] as? String == "settings.privacy"
      })
    let text = try #require((result["message"] as? [String: Any])?["text"] as? String)
    #expect(
      text
        == "settings.privacy: title truncates from AX1 in de (needs 2 lines, 1 allowed). de: "
        + "'Datenschutzeinstellungen' needs 2 lines from AX1; 1 allowed; "
        + "shows 'Datenschutzeinstel…' (iPhone SE (3rd generation), 375 pt)")
    let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    #expect(
      (location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "de.lproj/Localizable.strings")
    #expect((location?["region"] as? [String: Any])?["startLine"] as? Int == 12)
    let properties = try #require(result["properties"] as? [String: Any])
    #expect(properties["locales"] as? [String] == ["de"])
    #expect(properties["role"] as? String == "row")
    #expect(properties["roleReason"] as? String == "given as a row")
    #expect(properties["category"] as? String == "AX1")
    #expect(properties["categories"] as? [String] == ["AX1", "AX2", "AX3", "AX4", "AX5"])
    #expect(properties["width"] as? Int == 375)
    #expect(properties["device"] as? String == "iPhone SE (3rd generation)")
    #expect(properties["profile"] as? String == "ios18")
    #expect(properties["key"] as? String == "settings.privacy")
    #expect(properties["variant"] as? String == "base")
  }

  @Test("Fingerprints are the same across runs and differ for different keys") func fingerprints() throws {
    func prints(_ text: String) throws -> [String] {
      try results(run(text)).map { (($0["partialFingerprints"] as? [String: String])?["typefit/v1"]) ?? "" }
    }
    let first = try prints(ReportFixtures.render(.sarif))
    let second = try prints(ReportFixtures.render(.sarif))
    #expect(first == second)
    #expect(Set(first).count == first.count)
    var moved = ReportFixtures.truncated
    moved.item.location.line = 99
    var renamed = ReportFixtures.truncated
    renamed.item.key = "settings.privacy.title"
    let original = try prints(ReportFixtures.render(.sarif, results: [ReportFixtures.truncated]))
    #expect(try prints(ReportFixtures.render(.sarif, results: [moved])) == original)
    let other = try prints(ReportFixtures.render(.sarif, results: [renamed]))
    #expect(Set(other).isDisjoint(with: original))
  }

  @Test("Read problems are tool execution notifications, and execution is not successful")
  func notifications() throws {
    let invocation = try #require((try run()["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notes.count == 1)
    #expect(notes[0]["level"] as? String == "error")
    #expect((notes[0]["descriptor"] as? [String: Any])?["id"] as? String == "syntaxError")
    let physical = (notes[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    #expect(
      (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String == "fi.lproj/Localizable.strings")
    #expect((physical?["region"] as? [String: Any])?["startLine"] as? Int == 7)
  }

  @Test("One result per problem: the same finding in several locales is one result with related locations")
  func grouped() throws {
    let text = ReportFixtures.render(.sarif, results: ProblemListTests.results)
    let results = try results(run(text))
    let findings = ProblemListTests.results.reduce(0) { $0 + $1.findings.count }
    let notes = ProblemListTests.results.flatMap(\.findings).filter { $0.finding.severity == .note }.count
    // 4 truncation errors become 1 result; the 3 stock-switch notes 1 result (notes are written
    // when the writer gets them: the CLI leaves them out of SARIF unless --min-severity note).
    #expect(findings - notes == 4)
    #expect(results.filter { $0["level"] as? String != "note" }.count == 1)
    #expect(results.filter { $0["ruleId"] as? String == "TF003" }.count == 1)
    let toggle = try #require(results.first { $0["ruleId"] as? String == "TF003" })
    #expect((toggle["properties"] as? [String: Any])?["locales"] as? [String] == ["de", "en", "fi"])
    let related = try #require(toggle["relatedLocations"] as? [[String: Any]])
    #expect(related.count == 2)
    #expect(related.map { $0["id"] as? Int } == [1, 2])
    #expect(related.map { ($0["message"] as? [String: Any])?["text"] as? String } == ["en", "fi"])
    #expect(
      related.map {
        (($0["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?["startLine"] as? Int
      }
        == [31, 32])
  }

  @Test("A run without findings still has an empty results array") func noResults() throws {
    let results = try results(run(ReportFixtures.render(.sarif, results: [])))
    #expect(results.isEmpty)
  }

  @Test("The same key truncating in an app's and its widget's table gives two results, each at its file")
  func sameKeyTwoTargets() throws {
    let results = ["App", "Widget"].map { target in
      ReportFixtures.result(
        key: "k", locale: "de", file: "/src/app/\(target)/de.lproj/Localizable.strings", line: 2,
        title: "Datenschutzeinstellungen", lineLimit: 1)
    }
    let sarif = try self.results(run(ReportFixtures.render(.sarif, results: results)))
    let truncations = sarif.filter { $0["ruleId"] as? String == "TF001" }
    let uris = truncations.map { result -> String? in
      let location = (result["locations"] as? [[String: Any]])?.first
      let physical = location?["physicalLocation"] as? [String: Any]
      return (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }
    #expect(uris == ["App/de.lproj/Localizable.strings", "Widget/de.lproj/Localizable.strings"])
    #expect(truncations.allSatisfy { $0["relatedLocations"] == nil })
  }
}

@Suite struct MultipleContextTests {
  static let wide = LayoutContext(device: try! Device.named("iPhone 17 Pro Max"))

  static func twoContexts() -> (info: CheckRunInfo, result: CheckResult) {
    var info = ReportFixtures.info
    info.contexts = [ReportFixtures.context, wide]
    var result = ReportFixtures.truncated
    result.reports.append(
      try! ReportFixtures.engine.report(
        for: result.item.row, in: wide, categories: ContentSizeCategory.allCases))
    return (info, result)
  }

  static func render(_ format: ReportFormat) -> String {
    let (info, result) = twoContexts()
    var writer = format.makeWriter(ReportFixtures.options)
    var summary = CheckSummary()
    summary.add(result)
    return writer.begin(info) + writer.write(result) + writer.finish(summary)
  }

  @Test("SARIF: the same finding at two widths is one result naming both (fresh22 F22-5)")
  func sarifWidths() throws {
    let root = try #require(try ReportFixtures.parseJSON(Self.render(.sarif)) as? [String: Any])
    let results = try #require((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let truncations = results.filter { $0["ruleId"] as? String == "TF001" }
    #expect(truncations.count == 1)
    // The example's context is the one where it starts first: the narrower screen.
    let widths = truncations.map { ($0["properties"] as? [String: Any])?["width"] as? Int }
    #expect(widths == [375])
    let message = try #require((truncations.first?["message"] as? [String: Any])?["text"] as? String)
    #expect(message.contains("; on iPhone SE (3rd generation), iPhone 17 Pro Max ("), "\(message)")
  }

  @Test("NDJSON lines carry each context's index, device and width") func ndjsonContexts() throws {
    let lines = Self.render(.ndjson).split(separator: "\n").dropLast()
    let objects = try lines.map { try #require(try ReportFixtures.parseJSON(String($0)) as? [String: Any]) }
      .filter { $0["type"] as? String == "result" }
    #expect(objects.count == 24)
    #expect(objects[12]["context"] as? Int == 1)
    #expect(objects[12]["device"] as? String == "iPhone 17 Pro Max")
    #expect(objects[12]["width"] as? Int == 440)
  }
}
