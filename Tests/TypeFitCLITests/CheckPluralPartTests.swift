import Foundation
import Testing
import TypeFitCLI
import _TypeFitTestSupport

/// fresh23 F23-1 (a plural value of a `typefit.json` row), F23-3 (no Swift sources read),
/// F23-4 (`--title-lines` on rows only), run through `typefit check`.
@Suite("typefit check: plural parts, no Swift sources, row-only line limits")
struct CheckPluralPartTests {
  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    	<key>devices.count</key>
    	<dict>
    		<key>NSStringLocalizedFormatKey</key>
    		<string>%#@n@</string>
    		<key>n</key>
    		<dict>
    			<key>NSStringFormatSpecTypeKey</key>
    			<string>NSStringPluralRuleType</string>
    			<key>NSStringFormatValueTypeKey</key>
    			<string>d</string>
    			<key>one</key>
    			<string>%d verbundenes Gerät</string>
    			<key>other</key>
    			<string>%d verbundene Geräte in deinem Konto</string>
    		</dict>
    	</dict>
    </dict>
    </plist>
    """

  static let catalog = """
    {"sourceLanguage":"en","version":"1.0","strings":{
     "devices":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Geräte"}}}},
     "devices.count %lld":{"localizations":{"de":{"variations":{"plural":{
       "one":{"stringUnit":{"state":"translated","value":"%lld verbundenes Gerät"}},
       "other":{"stringUnit":{"state":"translated","value":"%lld verbundene Geräte in deinem Konto"}}}}}}}
    }}
    """

  static func folder(_ files: [String: String]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for (name, contents) in files { try folder.write(name, contents) }
    return folder
  }

  static func results(_ run: CapturedRun) throws -> [[String: Any]] {
    try #require(try run.jsonObject()["results"] as? [[String: Any]])
  }

  @Test("A .stringsdict plural value is laid out in the row (its longest form): the value stacks from large")
  func stringsdictValue() throws {
    let app = try Self.folder([
      "de.lproj/Localizable.strings": "\"devices\" = \"Geräte\";\n",
      "de.lproj/Localizable.stringsdict": Self.stringsdict,
      "typefit.json": #"{"rows": [{"title": "devices", "value": "devices.count"}]}"#,
    ])
    let run = CapturedRun(["check", app.path, "-f", "json", "-q", "--no-discovery"])
    let results = try Self.results(run)
    #expect(results.map { $0["key"] as? String } == ["devices"])
    let texts = try #require(results[0]["texts"] as? [String: String])
    #expect(texts == ["title": "Geräte", "value": "1,234 verbundene Geräte in deinem Konto"])
    #expect(results[0]["partKeys"] as? [String: String] == ["value": "devices.count"])
    // The value no longer fits beside the title from large (it was "No findings." without it).
    let contexts = try #require(results[0]["contexts"] as? [[String: Any]])
    let findings = contexts.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
    let stacked = try #require(findings.first { $0["rule"] as? String == "TF007" })
    #expect((stacked["categories"] as? [String])?.first == "large")
    #expect(stacked["role"] as? String == "value")
    let text = CapturedRun(["check", app.path, "-q", "--no-discovery"])
    #expect(!text.stdout.contains("No findings."))
  }

  @Test("A String Catalog plural value is laid out too")
  func catalogValue() throws {
    let app = try Self.folder([
      "Localizable.xcstrings": Self.catalog,
      "typefit.json": #"{"rows": [{"title": "devices", "value": "devices.count %lld"}]}"#,
    ])
    let run = CapturedRun(["check", app.path, "-f", "json", "-q", "--no-discovery"])
    let results = try Self.results(run)
    // The catalog's source language (en) has no string: the app shows the keys, filled.
    #expect(
      results.map { "\($0["key"] as? String ?? "") \($0["locale"] as? String ?? "")" } == [
        "devices en", "devices de",
      ])
    #expect(results[0]["texts"] as? [String: String] == ["title": "devices", "value": "devices.count 1,234"])
    let texts = try #require(results[1]["texts"] as? [String: String])
    #expect(texts == ["title": "Geräte", "value": "1,234 verbundene Geräte in deinem Konto"])
    #expect(results[1]["partKeys"] as? [String: String] == ["value": "devices.count %lld"])
  }

  @Test(
    "No Swift file under the paths: said once on standard error (with -q too) and in the text and JSON summaries"
  )
  func noSwiftSources() throws {
    let app = try Self.folder(["de.lproj/Localizable.strings": "\"ok\" = \"OK\";\n"])
    // No typefit.json in use: the notice names none (a fresh user's U55-13).
    let notice =
      "no Swift sources under the paths, so no rows were discovered and every string is checked as a "
      + "label or prose; give the app's folder, or add a typefit.json naming rows"
    let text = CapturedRun(["check", app.path])
    #expect(text.exitCode == 0)
    #expect(text.stderr == "Note: \(notice)\n")
    #expect(text.stdout.contains("\n  notice    \(notice)\n"))
    // --quiet: the report alone says it (the xcode and github formats as an issue without a file).
    let quiet = CapturedRun(["check", app.path, "-q"])
    #expect(quiet.stderr == "")
    #expect(quiet.stdout.contains("\n  notice    \(notice)\n"))
    // The formats a build phase and a workflow read: an issue without a file, before any other
    // line, and standard error's note once (fix24c).
    let xcode = CapturedRun(["check", app.path, "-q", "-f", "xcode"])
    #expect(xcode.stdout == "typefit: warning: \(notice) [notice]\n")
    #expect(xcode.stderr == "")
    let github = CapturedRun(["check", app.path, "-q", "-f", "github"])
    #expect(github.stdout == "::notice title=TypeFit::N\(notice.dropFirst())\n")
    #expect(github.stderr == "")
    let json = CapturedRun(["check", app.path, "-q", "-f", "json"])
    let summary = try #require(try json.jsonObject()["summary"] as? [String: Any])
    #expect(summary["notice"] as? String == notice)
    // With a typefit.json in use, the notice names it.
    let configured = try Self.folder([
      "de.lproj/Localizable.strings": "\"ok\" = \"OK\";\n", "typefit.json": "{\"locales\": [\"de\"]}\n",
    ])
    #expect(
      CapturedRun(["check", configured.path]).stderr
        == "Note: no Swift sources under the paths, so no rows were discovered and every string not named in "
        + "typefit.json is checked as a label or prose; give the app's folder, or name rows in typefit.json\n"
    )
    // Not with --no-discovery, nor when a Swift file was read.
    let off = CapturedRun(["check", app.path, "--no-discovery"])
    #expect(off.stderr == "")
    #expect(!off.stdout.contains("notice"))
    try app.write(
      "Sources/V.swift", "import SwiftUI\nstruct V: View { var body: some View { Text(\"ok\") } }\n")
    let withSources = CapturedRun(["check", app.path])
    #expect(withSources.stderr == "")
    #expect(!withSources.stdout.contains("notice"))
  }

  @Test("--title-lines 1 makes a row's long title an error, and leaves a label and a footer alone")
  func titleLinesOnRowsOnly() throws {
    let app = try Self.folder([
      "de.lproj/Localizable.strings":
        "\"privacy\" = \"Datenschutzeinstellungen für Mitteilungen\";\n"
        + "\"label\" = \"Datenschutzeinstellungen für Mitteilungen\";\n"
        + "\"sync.footer\" = \"Synchronisiert Einstellungen mit allen Geräten deines Kontos. Das kann eine Weile dauern.\";\n",
      "typefit.json": #"{"rows": [{"title": "privacy"}]}"#,
    ])
    let run = CapturedRun([
      "check", app.path, "--title-lines", "1", "-q", "--no-discovery", "-f", "json",
      "--device", "iPhone SE (3rd generation)",
    ])
    #expect(run.exitCode == 1)
    let results = try Self.results(run)
    let failing = results.filter { result in
      (result["contexts"] as? [[String: Any]] ?? []).contains { context in
        (context["findings"] as? [[String: Any]] ?? []).contains { $0["rule"] as? String == "TF001" }
      }
    }
    #expect(failing.map { $0["key"] as? String } == ["privacy"])
  }
}
