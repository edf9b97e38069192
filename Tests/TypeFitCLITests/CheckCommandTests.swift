import Foundation
import Testing
import TypeFitCLI
import _TypeFitTestSupport

@Suite("typefit check")
struct CheckCommandTests {
  static let example = TestPaths.packageRoot.appendingPathComponent("Examples/Settings").path

  /// A fresh folder holding `files`, removed when the value goes away.
  static func temporaryFolder(_ files: [String: String]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for (name, contents) in files { try folder.write(name, contents) }
    return folder
  }

  /// A fresh user's U55-7 and U55-4: a leftover `.strings` file sharing no key with the
  /// catalog was a `duplicateKey` diagnostic (SARIF `descriptor.id` too), and
  /// `--categories large,AX5` was headed `large…AX5`; U55-14: the read problems' severities
  /// were not padded.
  @Test(
    "a leftover .strings is a catalogShadowsStrings warning in JSON and SARIF; the header lists the categories"
  )
  func catalogShadowsStringsKind() throws {
    let app = try Self.temporaryFolder([
      "Localizable.xcstrings":
        #"{ "sourceLanguage" : "en", "strings" : { "privacy" : { "localizations" : { "de" : "#
        + #"{ "stringUnit" : { "state" : "translated", "value" : "Datenschutz" } } } } }, "version" : "1.0" }"#,
      "en.lproj/Localizable.strings": "\"other\" = \"Other\";\n",
      "de.lproj/Localizable.strings": "\"broken\" = \"x\"\n",
    ])
    let json = CapturedRun(["check", app.path, "-f", "json", "-q", "--categories", "large,AX5"])
    let root = try json.jsonObject()
    let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
    let leftover = diagnostics.filter {
      ($0["file"] as? String)?.hasSuffix("en.lproj/Localizable.strings") == true
    }
    #expect(leftover.map { $0["kind"] as? String } == ["catalogShadowsStrings"])
    #expect(
      (leftover.first?["message"] as? String)?.contains(
        "It shares no key with the catalog, so all of its strings are still checked") == true)
    #expect(root["categories"] as? [String] == ["large", "AX5"])
    let sarif = CapturedRun(["check", app.path, "-f", "sarif", "-q"])
    let runs = try #require(try sarif.jsonObject()["runs"] as? [[String: Any]])
    let invocations = try #require(runs.first?["invocations"] as? [[String: Any]])
    let notifications = try #require(invocations.first?["toolExecutionNotifications"] as? [[String: Any]])
    let ids = notifications.compactMap { ($0["descriptor"] as? [String: Any])?["id"] as? String }
    #expect(ids.contains("catalogShadowsStrings"))
    #expect(!ids.contains("duplicateKey"))
    let text = CapturedRun(["check", app.path, "-q", "--categories", "large,AX5"])
    let header = text.stdout.prefix { $0 != "\n" }
    #expect(header.contains(" · large, AX5 · "), "\(header)")
    #expect(!header.contains("…"))
    // The read problems line up: `error` is padded to `warning`'s width.
    #expect(text.stdout.contains("\n  error    "), "\(text.stdout)")
    #expect(text.stdout.contains("\n  warning  "), "\(text.stdout)")
    let range = CapturedRun(["check", app.path, "-q", "--categories", "large...AX5"])
    #expect(range.stdout.prefix { $0 != "\n" }.contains(" · large…AX5 · "))
  }

  @Test("The bundled example: 187 rows in 11 locales, truncations found, exit 1")
  func example() throws {
    let run = CapturedRun(["check", Self.example, "--format", "json", "--quiet"])
    #expect(run.exitCode == 1)
    let json = try run.jsonObject()
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.count == 187)
    #expect(Set(results.compactMap { $0["locale"] as? String }).count == 11)
    // 22 keys in 11 locales: 17 row titles, and 5 keys of values and subtitles laid out in
    // those rows (fresh21 F21-3: the summary said `187 checked, 152 with findings: 187 rows`).
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["rows"] as? Int == 187)
    #expect(summary["strings"] as? Int == 242)
    // fix24d (F23-8): 33 rows' notes were TF007 where only the accessibility layout stacks the value.
    #expect(summary["rowsWithFindings"] as? Int == 119)
    // fresh22 F22-6: the unit is a key in one locale (17 row keys × 11 locales), and the rows
    // with findings that have errors or warnings are told from those with notes only.
    // NU-7 (session 45): Hindi's `लिंक` is a link word, an eleventh TF005 warning (hi).
    #expect(summary["rowsWithErrorsOrWarnings"] as? Int == 33)
    #expect(summary["keysByRole"] as? [String: Int] == ["row": 17, "label": 0, "prose": 0, "spoken": 0])
    let text = CapturedRun(["check", Self.example, "--quiet"]).stdout
    #expect(text.contains("Examples/Settings/typefit.json · reports all findings\n"))
    #expect(
      text.contains(
        "\n  checked   17 rows in 11 locales: 187 row × locale checks (242 strings)\n"
          + "            119 with findings: 33 with errors or warnings, 86 with notes only\n"))
    let html = CapturedRun(["check", Self.example, "--quiet", "-f", "html"]).stdout
    #expect(
      html.contains(
        "<p>Checked 17 rows in 11 locales: 187 row × locale checks (242 strings) in 1 file; 119 with findings: "
          + "33 with errors or warnings, 86 with notes only; 160 findings."))
    // fresh24 F24-9: the HTML header named the configuration by its absolute path (the runner's
    // folders in a CI artifact) where the text and JSON reports name it from the working folder.
    #expect(html.contains(" · config Examples/Settings/typefit.json · "))
    #expect(
      text.contains(
        "error    settings.summary: title truncates from large in de, ru; from xxLarge in fi; from xxxLarge in th; later in 7 more locales (needs 2 lines, 1 allowed)\n"
          + "           TF001 label-truncated · row (typefit.json rows[7]) · "))
  }

  /// The fifty-first attack's P1-2: the line added up to 149 of the 159 findings above it; the
  /// TF005 warnings (11 since NU-7 added Hindi's link word) hold at no one size.
  @Test("The text report's findings by first category add up to the findings, those at no one size last")
  func categoriesAddUp() throws {
    let run = CapturedRun(["check", Self.example, "--quiet"])
    #expect(run.exitCode == 1)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("  findings  160: 22 errors, 11 warnings, 127 notes"))
    let index = try #require(lines.firstIndex(of: "Findings by first category"))
    #expect(
      lines[index + 1]
        == "  large 25 · xLarge 1 · xxLarge 4 · xxxLarge 4 · AX1 17 · AX2 21 · AX3 37 · AX4 21 · AX5 19 · any size 11"
    )
    // NU-8 (session 44's new user): the HTML page's table left the 11 out (149 of 160).
    let html = CapturedRun(["check", Self.example, "--quiet", "-f", "html"]).stdout
    #expect(
      html.contains(
        "<tr><th scope=\"row\">AX5</th><td class=\"num\">19</td></tr>"
          + "<tr><th scope=\"row\">any size</th><td class=\"num\">11</td></tr></tbody></table>"))
  }

  @Test("--title-lines 1 turns wrapping into truncation for every row (a row of typefit.json here)")
  func singleLineTitles() throws {
    // Rows only (fresh23 F23-4): without the configuration's row, `privacy` is a label, which
    // the option leaves alone.
    let fixture = try Self.temporaryFolder([
      "de.lproj/Localizable.strings":
        "\"privacy\" = \"Datenschutzeinstellungen für Mitteilungen\";\n\"ok\" = \"OK\";\n",
      "typefit.json": #"{"rows": [{"title": "privacy"}]}"#,
    ])
    let folder = fixture.path
    let wrapping = CapturedRun([
      "check", folder, "--format", "json", "--quiet", "--device", "iPhone SE (3rd generation)",
    ])
    #expect(wrapping.exitCode == 0)
    let truncating = CapturedRun([
      "check", folder, "--title-lines", "1", "--quiet", "--device", "iPhone SE (3rd generation)",
    ])
    #expect(truncating.exitCode == 1)
    #expect(truncating.stdout.contains("TF001 label-truncated"))
    #expect(truncating.stdout.contains("Localizable.strings:1"))
  }

  @Test("A broken file is reported with file and line, the rest is still checked, exit 3")
  func brokenFileGoesOn() throws {
    let fixture = try Self.temporaryFolder([
      "en.lproj/Localizable.strings": "\"a\" = \"Account\";\n\"b\" = \"Battery\";\n",
      "de.lproj/Localizable.strings": "\"a\" = \"Konto\";\n\"b\" = \"Batterie\n",
    ])
    let folder = fixture.path
    let run = CapturedRun(["check", folder, "--format", "json", "--quiet"])
    #expect(run.exitCode == 3)
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    #expect(results.filter { $0["locale"] as? String == "en" }.count == 2)
    #expect(results.contains { $0["locale"] as? String == "de" && $0["key"] as? String == "a" })
    #expect(run.stderr.contains("de.lproj/Localizable.strings:2"))
  }

  @Test("A config with an unknown field is a usage error that suggests the fix")
  func badConfig() throws {
    let fixture = try Self.temporaryFolder([
      "en.lproj/Localizable.strings": "\"a\" = \"Account\";\n", "typefit.json": #"{"titelLines": 1}"#,
    ])
    let folder = fixture.path
    let run = CapturedRun(["check", folder])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("titelLines: unknown field; did you mean \"titleLines\"?"))
  }

  @Test(
    "Output is byte-identical for 1, 2 and 8 threads",
    arguments: ["json", "sarif", "junit", "ndjson", "text"])
  func deterministic(_ format: String) {
    let outputs = ["1", "2", "8"].map { threads in
      CapturedRun(["check", Self.example, "--format", format, "--threads", threads, "--quiet"]).stdout
    }
    #expect(outputs[0].count > 1000)
    #expect(outputs[1] == outputs[0])
    #expect(outputs[2] == outputs[0])
  }

  @Test("The HTML report is one self-contained page with the findings")
  func htmlReport() {
    let run = CapturedRun(["check", Self.example, "--format", "html", "--quiet", "--locales", "de"])
    #expect(run.exitCode == 1)
    #expect(run.stdout.lowercased().hasPrefix("<!doctype html>"))
    #expect(run.stdout.contains("settings.summary"))
    #expect(!run.stdout.contains("http://") || !run.stdout.contains("<script src="))
  }

  @Test("Configuration that matches nothing is warned about; checking nothing at all is exit 3")
  func unmatchedConfiguration() throws {
    let fixture = try Self.temporaryFolder([
      "en.lproj/Localizable.strings": "\"row.title\" = \"Wi-Fi\";\n\"row.value\" = \"On\";\n",
      "typefit.json":
        #"{"rows":[{"title":"row.title","value":"row.valeu"},{"match":"menu.*","titleLines":1}]}"#,
    ])
    let folder = fixture.path
    let run = CapturedRun(["check", folder, "--quiet"])
    // Each at its rows entry in the file (A76-2).
    #expect(
      run.stderr.contains(
        "Warning: \(folder)/typefit.json:1:10: rows[0].value: no input has the key \"row.valeu\"; did you mean "
          + "\"row.value\"?"))
    #expect(
      run.stderr.contains(
        "Warning: \(folder)/typefit.json:1:52: rows[1].match: \"menu.*\" matches no key in the input"))
    let wrongLocale = CapturedRun(["check", folder, "--locales", "de_DE", "--quiet"])
    #expect(wrongLocale.exitCode == 3)
    // Spelled as a folder name is read: de_DE.lproj is de-DE.
    #expect(
      wrongLocale.stderr.hasSuffix(
        "Error: nothing was checked: none of the locales asked for (de-DE) is in the input (available: en)\n")
    )
    let emptyFixture = try Self.temporaryFolder(["readme.txt": "nothing to check"])
    let empty = emptyFixture.path
    let nothing = CapturedRun(["check", empty, "--quiet"])
    #expect(nothing.exitCode == 3)
    #expect(nothing.stderr.contains("nothing was checked"))
  }

  @Test("No paths, or a missing path, are reported")
  func missingPaths() {
    #expect(CapturedRun(["check"]).exitCode == 2)
    let missing = CapturedRun(["check", "/nonexistent/typefit-input", "--quiet"])
    #expect(missing.exitCode == 3)
    #expect(missing.stderr == "Error: /nonexistent/typefit-input: no such file or folder\n")
  }
}

@Suite("typefit measure --batch")
struct MeasureBatchTests {
  @Test("Every line gets a result in order; a bad line gets an error object; exit 3")
  func batch() throws {
    let lines = [
      #"{"id":1,"text":"Privacy and Security Settings","size":17,"width":120,"lines":1}"#,
      "not json",
      #"{"id":"x","text":"Account","style":"body","category":"AX5"}"#,
      #"{"id":4,"text":"Account","size":17,"lines":true}"#,
      #"{"id":5,"text":"Account","size":17,"widht":50}"#,
    ]
    final class Feed: @unchecked Sendable {
      var lines: [String]
      init(_ lines: [String]) { self.lines = lines }
      func next() -> String? { lines.isEmpty ? nil : lines.removeFirst() }
    }
    final class Buffer: @unchecked Sendable { var text = "" }
    let feed = Feed(lines)
    let out = Buffer()
    let err = Buffer()
    let io = CommandIO(stdout: { out.text += $0 }, stderr: { err.text += $0 }, readLine: { feed.next() })
    #expect(TypeFitTool.run(["measure", "--batch"], io: io) == 3)
    let results = out.text.split(separator: "\n").map {
      try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
    #expect(results.count == 5)
    #expect(results[0]["lines"] as? Int == 1)
    #expect(results[0]["truncated"] as? Bool == true)
    #expect(results[0]["visibleText"] as? String == "Privacy and S…")
    #expect(results[1]["error"] as? String == "not valid JSON at column 1: invalid literal; expected 'null'")
    #expect(results[2]["id"] as? String == "x")
    #expect(results[2]["lineHeight"] as? Double == 63.248)
    #expect(
      results[3]["error"] as? String == "\"lines\" must be a whole number from 0 to 1000, got a boolean")
    #expect(
      (results[4]["error"] as? String)?.hasPrefix("unknown field \"widht\"; did you mean \"width\"?") == true)
    #expect(err.text.contains("stdin:2:"))
  }
}
