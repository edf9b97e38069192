import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitReports

@Suite struct JSONReportTests {
  private func document() throws -> [String: Any] {
    try #require(try ReportFixtures.parseJSON(ReportFixtures.render(.json)) as? [String: Any])
  }

  @Test("The document has the documented top-level fields") func topLevel() throws {
    let root = try document()
    #expect(
      Set(root.keys) == [
        "tool", "fonts", "profile", "inputs", "contexts", "categories", "minSeverity", "results", "problems",
        "summary", "diagnostics",
      ])
    #expect(root["minSeverity"] as? String == "note")
    let problems = try #require(root["problems"] as? [[String: Any]])
    // Six findings on four keys, each in one locale: six problems, the three errors first, then
    // the rows' TF002 at xSmall–medium, iOS's own row height, as notes (fresh22 F22-7).
    #expect(problems.count == 6)
    #expect(
      problems.map { $0["severity"] as? String } == ["error", "error", "error", "note", "note", "note"])
    #expect(problems.last?["rule"] as? String == "TF002")
    let privacy = try #require(
      problems.first { $0["key"] as? String == "settings.privacy" && $0["rule"] as? String == "TF001" })
    #expect(
      privacy["message"] as? String
        == "settings.privacy: title truncates from AX1 in de (needs 2 lines, 1 allowed)")
    #expect((privacy["locales"] as? [[String: Any]])?.first?["line"] as? Int == 12)
    #expect(privacy["role"] as? String == "row")
    #expect((root["tool"] as? [String: Any])?["version"] as? String == "0.1.0-test")
    #expect((root["fonts"] as? [String: Any])?["stack"] as? String == "system")
    #expect(root["profile"] as? String == "ios18")
    let context = try #require((root["contexts"] as? [[String: Any]])?.first)
    #expect(context["device"] as? String == "iPhone SE (3rd generation)")
    #expect(context["width"] as? Int == 375)
    #expect(context["height"] as? Int == 667)
    #expect(context["scale"] as? Int == 2)
    #expect(context["listStyle"] as? String == "insetGrouped")
    #expect((root["categories"] as? [String])?.count == 12)
    #expect((root["diagnostics"] as? [[String: Any]])?.first?["kind"] as? String == "syntaxError")
    let summary = try #require(root["summary"] as? [String: Any])
    #expect(summary["rows"] as? Int == 4)
    #expect(summary["findings"] as? Int == 6)
    #expect((summary["byRule"] as? [String: Int]) == ["TF001": 2, "TF002": 3, "TF004": 1])
  }

  @Test("A result has its source, texts, per-category numbers and findings") func result() throws {
    let results = try #require(try document()["results"] as? [[String: Any]])
    #expect(results.count == 4)
    let first = results[0]
    #expect(first["key"] as? String == "settings.privacy")
    #expect(first["locale"] as? String == "de")
    #expect(first["variant"] as? String == "base")
    #expect(first["file"] as? String == "de.lproj/Localizable.strings")
    #expect(first["line"] as? Int == 12)
    #expect((first["texts"] as? [String: String]) == ["title": "Datenschutzeinstellungen"])
    let context = try #require((first["contexts"] as? [[String: Any]])?.first)
    let categories = try #require(context["categories"] as? [[String: Any]])
    #expect(categories.count == 12)
    let ax1 = try #require(categories.first { $0["category"] as? String == "AX1" })
    #expect(ax1["height"] as? Int == 58)
    let label = try #require((ax1["labels"] as? [[String: Any]])?.first)
    #expect(label["pointSize"] as? Int == 28)
    #expect(label["linesNeeded"] as? Int == 2)
    #expect(label["linesShown"] as? Int == 1)
    #expect(label["truncated"] as? Bool == true)
    #expect(label["visibleText"] as? String == "Datenschutzeinstel…")
    let findings = try #require(context["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String } == ["TF001", "TF002"])
    #expect(findings[0]["categories"] as? [String] == ["AX1", "AX2", "AX3", "AX4", "AX5"])
    let missing = try #require((results[1]["contexts"] as? [[String: Any]])?.first)
    #expect((missing["categories"] as? [Any])?.isEmpty == true)
    #expect((missing["findings"] as? [[String: Any]])?.first?["rule"] as? String == "TF004")
  }

  @Test("An empty run is still one valid document") func empty() throws {
    let root = try #require(
      try ReportFixtures.parseJSON(ReportFixtures.render(.json, results: [])) as? [String: Any])
    #expect((root["results"] as? [Any])?.isEmpty == true)
  }
}

@Suite struct NDJSONReportTests {
  @Test("Every line parses; one per context and category, then a summary line") func lines() throws {
    let text = ReportFixtures.render(.ndjson)
    #expect(text.hasSuffix("\n"))
    let lines = text.split(separator: "\n").map(String.init)
    let objects = try lines.map { try #require(try ReportFixtures.parseJSON($0) as? [String: Any]) }
    // 12 categories for three measured rows, one line for the row that could not be measured,
    // one line per problem, then the summary.
    #expect(objects.count == 44)
    #expect(objects.prefix(37).allSatisfy { $0["type"] as? String == "result" })
    #expect(objects.dropFirst(37).dropLast().allSatisfy { $0["type"] as? String == "problem" })
    #expect(objects[0]["role"] as? String == "row")
    let last = try #require(objects.last)
    #expect(last["type"] as? String == "summary")
    #expect((last["summary"] as? [String: Any])?["findings"] as? Int == 6)
    let ax1 = try #require(
      objects.first { $0["key"] as? String == "settings.privacy" && $0["category"] as? String == "AX1" })
    #expect(ax1["findings"] as? [String] == ["TF001"])
    #expect(ax1["width"] as? Int == 375)
    #expect(ax1["line"] as? Int == 12)
    let unmeasured = try #require(objects.first { $0["key"] as? String == "settings.weather" })
    #expect(unmeasured["category"] is NSNull)
    #expect(unmeasured["findings"] as? [String] == ["TF004"])
  }
}

@Suite struct OutputDocsTests {
  /// Every key of an object anywhere in a parsed JSON value.
  private func keys(_ value: Any) -> Set<String> {
    if let object = value as? [String: Any] {
      return object.reduce(into: Set(object.keys)) { $0.formUnion(keys($1.value)) }
    }
    if let array = value as? [Any] { return array.reduce(into: []) { $0.formUnion(keys($1)) } }
    return []
  }

  @Test("Docs/Output.md names every field the JSON and NDJSON reports write") func documented() throws {
    let docs = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("Docs/Output.md"), encoding: .utf8)
    var written = keys(try ReportFixtures.parseJSON(ReportFixtures.render(.json)))
    for line in ReportFixtures.render(.ndjson).split(separator: "\n") {
      written.formUnion(keys(try ReportFixtures.parseJSON(String(line))))
    }
    // Keys that are data (rule ids, category and locale names, roles), not field names.
    let dataKeys = Set([
      "TF001", "TF002", "TF004", "xSmall", "AX1", "de", "en", "title", "row", "label", "prose",
    ])
    let missing = written.subtracting(dataKeys).filter {
      !docs.contains("`\($0)`") && !docs.contains("\"\($0)\"")
    }
    #expect(missing.isEmpty, "undocumented fields: \(missing.sorted())")
  }
}
