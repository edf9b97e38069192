import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` reports the source rules' findings (TF009–TF017) found in the app's Swift
/// code: in every format, once per place in the code whatever the number of locales, after the
/// configuration's rule levels.
@Suite("typefit check: source findings")
struct CheckSourceFindingsTests {
  static let swift = """
    struct SettingsView: View {
      var body: some View {
        List {
          Text("settings.sound")
            .font(.system(size: 15))
          Text("settings.about")
            .onTapGesture { open() }
        }
      }
    }
    """

  /// An app with the Swift file and two locales of two short strings.
  func app(config: String? = nil) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/en.lproj/Localizable.strings", "\"settings.sound\" = \"Sound\";\n\"settings.about\" = \"About\";\n"
    )
    try folder.write(
      "App/de.lproj/Localizable.strings", "\"settings.sound\" = \"Ton\";\n\"settings.about\" = \"Info\";\n")
    try folder.write("App/Settings.swift", Self.swift)
    if let config { try folder.write("App/typefit.json", config) }
    return folder
  }

  func check(_ folder: TemporaryFolder, _ extra: [String]) -> CapturedRun {
    CapturedRun(["check", folder.path + "/App", "--quiet"] + extra)
  }

  @Test("JSON: a sourceFindings array with the Swift location, once each for two locales, counted by rule")
  func json() throws {
    let folder = try app()
    let object = try check(folder, ["--format", "json"]).jsonObject()
    let findings = try #require(object["sourceFindings"] as? [[String: Any]])
    #expect(findings.map { $0["ruleId"] as? String } == ["TF009", "TF012"])
    #expect(findings.map { $0["line"] as? Int } == [5, 7])
    #expect(findings.map { $0["column"] as? Int } == [10, 10])
    #expect(findings.allSatisfy { ($0["file"] as? String)?.hasSuffix("App/Settings.swift") == true })
    #expect(findings.map { $0["severity"] as? String } == ["error", "error"])
    #expect(findings.first?["rule"] as? String == "label-not-scaled")
    let byRule = try #require((object["summary"] as? [String: Any])?["byRule"] as? [String: Int])
    #expect(byRule["TF009"] == 1 && byRule["TF012"] == 1)
  }

  @Test("Text: a Source findings section, errors first, each place once")
  func text() throws {
    let folder = try app()
    let run = check(folder, [])
    let section = try #require(
      run.stdout.range(of: "Source findings (2 of 2; said once per place in the Swift code)"))
    let lines = run.stdout[section.upperBound...].split(separator: "\n").prefix(2)
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("error    TF009 label-not-scaled · ") == true)
    #expect(lines.first?.contains("App/Settings.swift:5:10: .font(.system(size: 15)) is 15 pt") == true)
    #expect(lines.last?.contains("TF012 tap-gesture-row · ") == true)
    #expect(run.stdout.components(separatedBy: "TF012 tap-gesture-row · ").count == 2)
    #expect(run.stdout.contains("  TF012 tap-gesture-row"))
  }

  @Test("Text: the Source findings section comes before the strings' problems")
  func textOrder() throws {
    // On a 100 pt screen at AX5 the titles wrap (TF008): the strings have problems too.
    let run = check(try app(), ["--width", "100", "--categories", "AX5"])
    let section = try #require(run.stdout.range(of: "\nSource findings (2 of 2;"))
    let problems = try #require(run.stdout.range(of: "\nProblems ("))
    #expect(section.lowerBound < problems.lowerBound)
  }

  @Test("NDJSON: one sourceFinding line per place, before the summary line")
  func ndjson() throws {
    let folder = try app()
    let lines = check(folder, ["--format", "ndjson"]).stdout.split(separator: "\n")
    let source = lines.filter { $0.hasPrefix("{\"type\":\"sourceFinding\"") }
    #expect(source.count == 2)
    #expect(lines.last?.hasPrefix("{\"type\":\"summary\"") == true)
    #expect(source.first?.contains("\"ruleId\":\"TF009\"") == true)
  }

  @Test("SARIF: results located at the Swift file and line, with the rule's index and a fingerprint")
  func sarif() throws {
    let folder = try app()
    let object = try check(folder, ["--format", "sarif"]).jsonObject()
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    let source = results.filter { ["TF009", "TF012"].contains($0["ruleId"] as? String) }
    #expect(source.count == 2)
    let tapGesture = try #require(source.first { $0["ruleId"] as? String == "TF012" })
    let physical = try #require(
      ((tapGesture["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
    #expect(
      ((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix("App/Settings.swift")
        == true)
    #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 7)
    #expect(tapGesture["level"] as? String == "error")
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let index = try #require(tapGesture["ruleIndex"] as? Int)
    #expect(rules[index]["id"] as? String == "TF012")
    let fingerprint = (tapGesture["partialFingerprints"] as? [String: String])?["typefit/v1"]
    #expect(fingerprint?.count == 16)
  }

  @Test("JUnit: a Swift sources suite with one failing case per place")
  func junit() throws {
    let folder = try app()
    let xml = check(folder, ["--format", "junit"]).stdout
    #expect(
      xml.contains("<testsuite name=\"Swift sources\" tests=\"2\" failures=\"2\" errors=\"0\" skipped=\"0\">")
    )
    #expect(xml.contains("<failure message=\"tap-gesture-row: .onTapGesture on Text in a list"))
  }

  @Test("Rule levels and --min-severity apply: a rule off is gone, a re-levelled one changes severity")
  func levels() throws {
    let folder = try app(config: #"{"rules": {"TF012": "off", "label-not-scaled": "warning"}}"#)
    let object = try check(folder, ["--format", "json"]).jsonObject()
    let findings = try #require(object["sourceFindings"] as? [[String: Any]])
    #expect(findings.map { $0["ruleId"] as? String } == ["TF009"])
    #expect(findings.first?["severity"] as? String == "warning")
    let errorsOnly = try check(folder, ["--format", "json", "--min-severity", "error"]).jsonObject()
    #expect(errorsOnly["sourceFindings"] == nil)
  }

  @Test("--fail-on counts source findings: an error in the Swift code fails the run")
  func failOn() throws {
    let folder = try app()
    #expect(check(folder, ["--format", "json", "--fail-on", "error"]).exitCode == 1)
    let quiet = try app(config: #"{"rules": {"TF009": "off", "TF012": "off"}}"#)
    #expect(check(quiet, ["--format", "json", "--fail-on", "error"]).exitCode == 0)
  }

  @Test("xcode and github: one diagnostic per place in the Swift code, at its line and column")
  func editorFormats() throws {
    let folder = try app()
    let xcode = check(folder, ["--format", "xcode"]).stdout.split(separator: "\n")
    let fixedFont = xcode.filter { $0.contains("[TF009]") }
    #expect(fixedFont.count == 1)
    #expect(
      fixedFont.first?.contains("App/Settings.swift:5:10: error: .font(.system(size: 15)) is 15 pt") == true)
    let github = check(folder, ["--format", "github"]).stdout.split(separator: "\n")
    let tapGesture = github.filter { $0.contains("title=TF012 tap-gesture-row") }
    #expect(tapGesture.count == 1)
    #expect(tapGesture.first?.hasPrefix("::error file=") == true)
    #expect(tapGesture.first?.contains("Settings.swift,line=7,col=10,") == true)
  }

  @Test(
    "Sharded: the first shard reports the source findings, and the merged shards are the unsharded report",
    arguments: ["json", "ndjson"])
  func shards(format: String) throws {
    let folder = try app()
    let whole = check(folder, ["--format", format]).stdout
    var paths: [String] = []
    for k in 1...2 {
      let path = folder.path + "/shard-\(k).\(format)"
      _ = check(folder, ["--format", format, "--shard", "\(k)/2", "-o", path])
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.contains("TF012") == (k == 1))
      paths.append(path)
    }
    let merged = CapturedRun(["merge"] + paths.reversed())
    #expect(merged.exitCode == 1)  // it holds errors, as the unsharded check
    #expect(merged.stdout == whole)
  }

  @Test(
    "Without Swift sources, text, JSON, NDJSON, xcode and github add the notice that none were read; every other byte is as with discovery off",
    arguments: ["text", "json", "ndjson", "sarif", "junit", "xcode", "github"])
  func noSwiftSources(format: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("App/en.lproj/Localizable.strings", "\"settings.sound\" = \"Sound\";\n")
    let on = CapturedRun(["check", folder.path + "/App", "--quiet", "--format", format])
    let off = CapturedRun(["check", folder.path + "/App", "--quiet", "--format", format, "--no-discovery"])
    // The JSON head and the NDJSON summary line record the option itself (so `merge` refuses
    // mixed shards); everything else is the same bytes.
    let recorded =
      format == "json"
      ? "\"settings\":{\"no-discovery\":\"true\"},\n" : "\"settings\":{\"no-discovery\":\"true\"},"
    #expect(["json", "ndjson"].contains(format) == off.stdout.contains(recorded))
    // fresh23 F23-3: the report says that no row was discovered (a summary line in text, the
    // summary's `notice` member in JSON and NDJSON); with discovery off it does not.
    let notice = "no Swift sources under the paths, so no rows were discovered"
    let noticeLine: String
    switch format {
    case "text": noticeLine = "  notice    " + notice
    case "json", "ndjson": noticeLine = "\"notice\":\"" + notice
    // An Xcode issue without a file, and a GitHub notice without a file, first (fix24c).
    case "xcode": noticeLine = "typefit: warning: " + notice
    case "github": noticeLine = "::notice title=TypeFit::No" + notice.dropFirst(2)
    default: noticeLine = ""
    }
    #expect(
      noticeLine.isEmpty
        ? !on.stdout.contains(notice) && !on.stdout.contains("No" + notice.dropFirst(2))
        : on.stdout.contains(noticeLine), "\(on.stdout)")
    #expect(!off.stdout.contains(notice))
    if noticeLine.isEmpty { #expect(on.stdout == off.stdout.replacingOccurrences(of: recorded, with: "")) }
    if ["xcode", "github"].contains(format) {
      // One line, the first, and nothing else differs.
      let lines = on.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.first?.hasPrefix(noticeLine) == true)
      #expect(lines.count { $0.contains(notice) || $0.contains("No" + notice.dropFirst(2)) } == 1)
      #expect(lines.dropFirst().joined(separator: "\n") == off.stdout)
    }
    // A configuration that names rows gives them without Swift: no notice.
    try folder.write("App/typefit.json", #"{"rows": [{"title": "settings.sound"}]}"#)
    #expect(
      !CapturedRun(["check", folder.path + "/App", "--quiet", "--format", format]).stdout.contains(notice))
  }
}
