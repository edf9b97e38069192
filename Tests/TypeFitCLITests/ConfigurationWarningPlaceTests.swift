import Foundation
import Testing
import _TypeFitTestSupport

/// The seventy-sixth attack's A76-2: every warning about `typefit.json` was placed at a made-up
/// file `configuration` (`<cwd>/configuration: warning: …` in `xcode`, `file=configuration` in
/// `github`, an artifact `configuration` in SARIF, no place on standard error). Each is now at
/// the configuration file and the line and column of the member it is about, and a warning
/// about no file (a `--locales` locale no input has) names none in any format.
@Suite("Configuration warnings at their place in typefit.json (A76-2)")
struct ConfigurationWarningPlaceTests {
  /// The attack's configuration, on one line: `""` and `%` are no specifier's keys, `lld` is
  /// taken by no string checked.
  static let oneLine = #"{"defaultRole":"row","formatArguments":{"":"x","%":"y","lld":"q"}}"#

  static let unusable =
    ": no format specifier takes this sample; a key is a conversion (@, d, f, x…) or a length modifier and a "
    + "conversion (ld, lld)"

  /// A folder with `App/en.lproj/Localizable.strings` (`strings`) and, when given, `App/typefit.json`.
  static func app(configuration: String?, strings: String = "\"a\" = \"A\";\n") throws -> TemporaryFolder {
    let folder = try TemporaryFolder("configuration-place")
    try folder.write("App/en.lproj/Localizable.strings", strings)
    if let configuration { try folder.write("App/typefit.json", configuration) }
    return folder
  }

  /// `check App -q -f FORMAT --no-discovery` plus `extra` (without Swift sources, `xcode` and
  /// `github` would also say that none were found).
  static func check(_ folder: TemporaryFolder, format: String, _ extra: [String] = []) -> CapturedRun {
    CapturedRun(
      ["check", folder.path + "/App", "-q", "-f", format, "--categories", "large", "--no-discovery"] + extra)
  }

  /// The report's diagnostics of `kind` as `file:line:column` (`-` for a member left out).
  static func places(_ run: CapturedRun, kind: String = "unmatchedConfiguration") throws -> [String] {
    let diagnostics = try #require(try run.jsonObject()["diagnostics"] as? [[String: Any]])
    return diagnostics.filter { $0["kind"] as? String == kind }.map {
      "\($0["file"] as? String ?? "-"):\($0["line"].map { "\($0)" } ?? "-"):\($0["column"].map { "\($0)" } ?? "-")"
    }
  }

  @Test("formatArguments samples: each warning at its sample's value, in JSON and on standard error")
  func formatArgumentSamples() throws {
    let folder = try Self.app(configuration: Self.oneLine)
    let file = folder.path + "/App/typefit.json"
    let run = Self.check(folder, format: "json")
    #expect(run.exitCode == 0, "\(run.stderr)")
    // In key order: "", "%", "lld" (`"x"` starts at column 44, `"y"` at 52, `"q"` at 62).
    #expect(try Self.places(run) == ["\(file):1:44", "\(file):1:52", "\(file):1:62"])
    #expect(
      run.stderr.split(separator: "\n").map(String.init) == [
        "Warning: \(file):1:44: formatArguments.\"\"" + Self.unusable,
        "Warning: \(file):1:52: formatArguments.\"%\"" + Self.unusable,
        "Warning: \(file):1:62: formatArguments.\"lld\": no string checked has a format specifier that takes "
          + "this sample",
      ])
  }

  @Test("A sample on a line of its own: the line and column of its value")
  func multiLineSample() throws {
    let folder = try Self.app(
      configuration:
        "{\n  \"defaultRole\": \"row\",\n  \"formatArguments\": {\n    \"\": \"x\",\n    \"lld\": \"q\"\n  }\n}\n"
    )
    let file = folder.path + "/App/typefit.json"
    #expect(try Self.places(Self.check(folder, format: "json")) == ["\(file):4:9", "\(file):5:12"])
  }

  @Test("xcode, github and SARIF place a configuration warning at the file, line and column")
  func annotationFormats() throws {
    let folder = try Self.app(configuration: #"{"defaultRole":"row","formatArguments":{"":"x"}}"#)
    let file = folder.path + "/App/typefit.json"
    let message = "formatArguments.\"\"" + Self.unusable
    let xcode = Self.check(folder, format: "xcode")
    #expect(xcode.exitCode == 0, "\(xcode.stderr)")
    #expect(xcode.stdout == "\(file):1:44: warning: \(message) [unmatchedConfiguration]\n")
    let github = Self.check(folder, format: "github")
    #expect(
      github.stdout
        == "::warning file=\(file),line=1,col=44,title=TypeFit unmatchedConfiguration::\(message)\n")
    let sarif = try Self.check(folder, format: "sarif").jsonObject()
    let runs = try #require(sarif["runs"] as? [[String: Any]])
    let invocations = try #require(runs.first?["invocations"] as? [[String: Any]])
    let notifications = try #require(invocations.first?["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notifications.count == 1)
    let locations = try #require(notifications.first?["locations"] as? [[String: Any]])
    let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
    let artifact = try #require(physical["artifactLocation"] as? [String: Any])
    let region = try #require(physical["region"] as? [String: Any])
    #expect(artifact["uri"] as? String == "file://" + file)
    #expect(region["startLine"] as? Int == 1)
    #expect(region["startColumn"] as? Int == 44)
  }

  @Test("rows[1] with the title rows[0] has: the warning at rows[1]'s {")
  func duplicateTitle() throws {
    let folder = try Self.app(
      configuration:
        "{\n  \"rows\": [\n    {\"title\": \"a\"},\n    {\"title\": \"a\", \"subtitle\": \"b\"}\n  ]\n}\n",
      strings: "\"a\" = \"A\";\n\"b\" = \"B\";\n")
    let file = folder.path + "/App/typefit.json"
    let run = Self.check(folder, format: "json")
    #expect(run.exitCode == 0, "\(run.stderr)")
    let diagnostics = try #require(try run.jsonObject()["diagnostics"] as? [[String: Any]])
    let warning = try #require(
      diagnostics.first {
        ($0["message"] as? String)?.hasPrefix("typefit.json rows[1]: rows[0] already") == true
      })
    #expect(warning["file"] as? String == file)
    #expect(warning["line"] as? Int == 4)
    #expect(warning["column"] as? Int == 5)
  }

  @Test(
    "An ignore entry that leaves every string out: the warning at that entry; one matching nothing at its own"
  )
  func ignoreLeavesAllOut() throws {
    let folder = try Self.app(configuration: "{\n  \"ignore\": [\"zzz\", \"*\"]\n}\n")
    let file = folder.path + "/App/typefit.json"
    let run = Self.check(folder, format: "json")
    #expect(run.exitCode == 3)
    let diagnostics = try #require(try run.jsonObject()["diagnostics"] as? [[String: Any]])
    let place = { (prefix: String) -> String in
      let found = diagnostics.first { ($0["message"] as? String)?.hasPrefix(prefix) == true }
      return
        "\(found?["file"] as? String ?? "-"):\(found?["line"] as? Int ?? 0):\(found?["column"] as? Int ?? 0)"
    }
    #expect(place("the configuration left out") == "\(file):2:21")
    #expect(place("ignore[0]: \"zzz\" matches no key") == "\(file):2:14")
  }

  @Test("A locales entry no input has: at that entry")
  func configuredLocale() throws {
    let folder = try Self.app(configuration: "{\n  \"locales\": [\"en\", \"fr\"]\n}\n")
    let file = folder.path + "/App/typefit.json"
    let run = Self.check(folder, format: "json")
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(try Self.places(run) == ["\(file):2:21"])
    #expect(run.stderr == "Warning: \(file):2:21: locale \"fr\" is in no input (available: en)\n")
  }

  /// A `--locales` locale no input has, without a configuration file: no format names a file.
  @Test(
    "--locales naming a locale no input has, no typefit.json: no file in JSON, SARIF, github, xcode or stderr"
  )
  func commandLineLocaleWithoutFile() throws {
    let folder = try Self.app(configuration: nil, strings: "\"a\" = \"A\";\n")
    try folder.write("App/de.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    let locales = ["--locales", "en,fr"]
    let message = "locale \"fr\" is in no input (available: de, en)"
    let json = Self.check(folder, format: "json", locales)
    #expect(json.exitCode == 0, "\(json.stderr)")
    let diagnostics = try #require(try json.jsonObject()["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?["file"] as? String == "")
    #expect(diagnostics.first?["line"] == nil)
    #expect(diagnostics.first?["column"] == nil)
    #expect(diagnostics.first?["message"] as? String == message)
    #expect(json.stderr == "Warning: \(message)\n")
    let xcode = Self.check(folder, format: "xcode", locales)
    #expect(xcode.stdout == "typefit: warning: \(message) [unmatchedConfiguration]\n")
    let github = Self.check(folder, format: "github", locales)
    #expect(github.stdout == "::warning title=TypeFit unmatchedConfiguration::\(message)\n")
    let sarif = try Self.check(folder, format: "sarif", locales).jsonObject()
    let runs = try #require(sarif["runs"] as? [[String: Any]])
    let invocations = try #require(runs.first?["invocations"] as? [[String: Any]])
    let notifications = try #require(invocations.first?["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notifications.count == 1)
    #expect(notifications.first?["locations"] == nil)
    #expect((notifications.first?["message"] as? [String: Any])?["text"] as? String == message)
    let text = Self.check(folder, format: "text", locales)
    #expect(text.stdout.contains("  warning  \(message)\n"))
  }

  @Test(
    "No file in NDJSON, JUnit and HTML either, and merged shards keep \"file\":\"\"",
    arguments: ["json", "ndjson"])
  func commandLineLocaleOtherFormats(format: String) throws {
    let folder = try Self.app(configuration: nil, strings: "\"a\" = \"A\";\n\"b\" = \"B\";\n")
    let locales = ["--locales", "en,fr"]
    let message = "locale \"fr\" is in no input (available: en)"
    let escaped = "locale &quot;fr&quot; is in no input (available: en)"
    let junit = Self.check(folder, format: "junit", locales).stdout
    #expect(junit.contains("<testcase classname=\"read problems\" name=\"\(escaped)\">"), "\(junit)")
    #expect(junit.contains("<system-out>warning: \(message)</system-out>"), "\(junit)")
    let html = Self.check(folder, format: "html", locales).stdout
    #expect(html.contains("<li>\(escaped)</li>"))
    // The unsharded report and the shards merged: the same bytes, `"file":""` in both.
    let whole = Self.check(folder, format: format, locales).stdout
    #expect(whole.contains(#"{"kind":"unmatchedConfiguration","severity":"warning","file":"","message":"#))
    var paths: [String] = []
    for k in 1...2 {
      let path = folder.path + "/shard-\(k).\(format)"
      _ = Self.check(folder, format: format, locales + ["--shard", "\(k)/2", "-o", path])
      paths.append(path)
    }
    let merged = CapturedRun(["merge"] + paths)
    #expect(merged.exitCode == 0, "\(merged.stderr)")
    #expect(merged.stdout == whole)
  }

  @Test("--locales over a typefit.json that has locales: the warning names no place in the file")
  func commandLineLocaleOverFile() throws {
    let folder = try Self.app(
      configuration: "{\n  \"locales\": [\"en\"],\n  \"formatArguments\": {\"q\": \"x\"}\n}\n")
    let file = folder.path + "/App/typefit.json"
    let run = Self.check(folder, format: "json", ["--locales", "en,fr"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    // The sample is the file's; the locale the command line's.
    #expect(try Self.places(run) == [":-:-", "\(file):3:28"])
  }
}
