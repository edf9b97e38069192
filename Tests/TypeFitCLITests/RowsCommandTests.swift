import Foundation
import Testing
import _TypeFitTestSupport

@Suite("typefit rows")
struct RowsCommandTests {
  static let settings = """
    struct SettingsView: View {
      var body: some View {
        Form {
          NavigationLink(destination: Detail()) {
            Label("settings.display", systemImage: "paintpalette")
          }
          Toggle("settings.sound", isOn: $on)
          Text(name)
          SettingsRow(title: "settings.custom", detail: "settings.custom.value")
        }
      }
    }
    """

  @Test("text output: one line per row with location, construct, parts and accessory; unresolved listed")
  func textTable() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Settings.swift", Self.settings)
    let run = CapturedRun(["rows", folder.path + "/App"])
    #expect(run.exitCode == 0)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines[0].hasPrefix("location") && lines[0].contains("construct") && lines[0].contains("navigable"))
    let display = try #require(lines.first { $0.contains("settings.display") })
    #expect(display.contains("/App/Settings.swift:4:7") && display.contains("NavigationLink"))
    #expect(display.contains("disclosure") && display.hasSuffix("yes"))
    // A row that is not navigable says so: an empty cell would read as unknown (F21-8).
    #expect(
      lines.contains {
        $0.contains("Toggle") && $0.contains("settings.sound") && $0.contains("toggle") && $0.hasSuffix("no")
      })
    #expect(run.stdout.contains("Unresolved references (1): computed at run time, not guessed:\n"))
    #expect(run.stdout.contains("/App/Settings.swift:8:12: title: computed: name\n"))
    #expect(run.stdout.hasSuffix("\n3 rows in 1 of 1 Swift files; 2 with a title key; 1 unresolved parts.\n"))
    #expect(run.stderr.isEmpty)
  }

  static let fixedFonts = """
    struct FontsView: View {
      var body: some View {
        List {
          Text("fonts.fixed").font(.system(size: 15))
          Text("fonts.shrinks").minimumScaleFactor(0.5)
        }
      }
    }
    """

  @Test("source findings: TF009 and TF010 with file:line:column in text and JSON; rule levels apply")
  func sourceFindings() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Fonts.swift", Self.fixedFonts)
    let run = CapturedRun(["rows", folder.path + "/App"])
    #expect(run.exitCode == 0)
    #expect(run.stdout.contains("\nSource findings (2):\n"))
    #expect(
      run.stdout.contains(
        "/App/Fonts.swift:4:27: error: TF009 label-not-scaled: .font(.system(size: 15)) is 15 pt at every "
          + "category: it does not scale with Dynamic Type\n"))
    try folder.write("App/typefit.json", #"{"rules": {"TF009": "off", "text-shrinks": "error"}}"#)
    let json = try CapturedRun(["rows", folder.path + "/App", "--format", "json"]).jsonObject()
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings.count == 1)
    #expect(
      findings.first?["ruleId"] as? String == "TF010" && findings.first?["severity"] as? String == "error")
    #expect(findings.first?["line"] as? Int == 5 && findings.first?["column"] as? Int == 29)
  }

  @Test("rowComponents from typefit.json beside the input make the app's component a row")
  func componentsFromConfig() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Settings.swift", Self.settings)
    try folder.write(
      "App/typefit.json",
      #"{"rowComponents": [{"name": "SettingsRow", "value": "detail", "accessory": "disclosure", "navigable": true}]}"#
    )
    let run = CapturedRun(["rows", folder.path + "/App", "--format", "json"])
    #expect(run.exitCode == 0)
    let json = try run.jsonObject()
    let rows = try #require(json["rows"] as? [[String: Any]])
    #expect(rows.count == 4)
    let custom = try #require(rows.last)
    #expect(custom["construct"] as? String == "SettingsRow")
    #expect((custom["title"] as? [String: Any])?["key"] as? String == "settings.custom")
    #expect((custom["value"] as? [String: Any])?["key"] as? String == "settings.custom.value")
    #expect(custom["accessory"] as? String == "disclosure" && custom["navigable"] as? Bool == true)
    #expect(json["filesRead"] as? Int == 1)
  }

  @Test("JSON: parts carry key, location, style and alternatives; unresolved parts their reason")
  func json() throws {
    let folder = try TemporaryFolder()
    try folder.write("S.swift", Self.settings)
    let run = CapturedRun(["rows", folder.path + "/S.swift", "--format", "json"])
    let rows = try #require(try run.jsonObject()["rows"] as? [[String: Any]])
    let display = try #require(rows.first)
    #expect(display["line"] as? Int == 4 && display["column"] as? Int == 7)
    #expect(display["leading"] as? String == "symbol")
    let title = try #require(display["title"] as? [String: Any])
    #expect(title["key"] as? String == "settings.display" && title["line"] as? Int == 5)
    #expect(title["table"] is NSNull && title["lineLimit"] is NSNull)
    #expect((rows[2]["title"] as? [String: Any])?["unresolved"] as? String == "computed: name")
  }

  @Test("an unreadable path exits 3 and the rest is still listed")
  func unreadable() throws {
    let folder = try TemporaryFolder()
    try folder.write("S.swift", Self.settings)
    let run = CapturedRun(["rows", folder.path + "/missing", folder.path + "/S.swift"])
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(folder.path)/missing: no such file or folder\n")
    #expect(run.stdout.contains("settings.display"))
  }

  @Test("fresh22 F22-14: a missing path in check's words; a folder without Swift says so; -q is explained")
  func pathMessages() throws {
    let folder = try TemporaryFolder()
    try folder.write("Resources/de.lproj/Localizable.strings", "\"a\" = \"b\";\n")
    let missing = CapturedRun(["rows", folder.path + "/Sourcs"])
    #expect(missing.exitCode == 3)
    #expect(missing.stderr == "Error: \(folder.path)/Sourcs: no such file or folder\n")
    let noSwift = CapturedRun(["rows", folder.path + "/Resources"])
    #expect(noSwift.exitCode == 0)
    #expect(noSwift.stderr == "Warning: no .swift files under \(folder.path)/Resources\n")
    #expect(noSwift.stdout == "\n0 rows in 0 of 0 Swift files; 0 with a title key; 0 unresolved parts.\n")
    // Only the path that is there is named; the missing one has its error.
    let both = CapturedRun(["rows", folder.path + "/Resources", folder.path + "/Sourcs"])
    #expect(
      both.stderr
        == "Error: \(folder.path)/Sourcs: no such file or folder\n"
        + "Warning: no .swift files under \(folder.path)/Resources\n")
    for (command, given) in [
      (["rows", folder.path], "-q"), (["measure", "--text", "A", "--size", "17"], "--quiet"),
    ] {
      let run = CapturedRun(command + [given])
      #expect(run.exitCode == 2)
      #expect(
        run.stderr.hasPrefix(
          "Error: typefit \(command[0]) has no \(given): it writes no progress to turn off (only check does), "
            + "so leave \(given) out\n"), "\(run.stderr)")
    }
    // Another unknown one-letter option is still the parser's message.
    #expect(
      CapturedRun(["rows", folder.path, "-x"]).stderr.hasPrefix("Error: unknown option '-x' (one-letter"))
  }

  @Test("a symbolic link out of the folder is not followed, with a warning")
  func symlinkOut() throws {
    let inside = try TemporaryFolder()
    let outside = try TemporaryFolder()
    try outside.write("Secret.swift", Self.settings)
    try FileManager.default.createSymbolicLink(
      atPath: inside.path + "/Link", withDestinationPath: outside.path)
    let run = CapturedRun(["rows", inside.path])
    #expect(run.exitCode == 0)
    #expect(
      run.stderr.contains(
        "Warning: \(inside.path)/Link: symbolic link leads outside the input (to \(outside.path)); not followed\n"
      ))
    #expect(!run.stdout.contains("settings.display"))
  }

  @Test("usage errors exit 2: no paths, '-', a bad format, a bad rowComponents entry")
  func usageErrors() throws {
    #expect(CapturedRun(["rows"]).exitCode == 2)
    // `-` is not a file (eighth attack F16: it was "no such file or folder", exit 3).
    let dash = CapturedRun(["rows", "-"])
    #expect(dash.exitCode == 2)
    #expect(
      dash.stderr.hasPrefix(
        "Error: rows reads Swift files and folders, not standard input ('-'); give the files or folders to search"
      ))
    let folder = try TemporaryFolder()
    try folder.write("S.swift", Self.settings)
    #expect(CapturedRun(["rows", folder.path, "--format", "xml"]).exitCode == 2)
    try folder.write("typefit.json", #"{"rowComponents": [{"name": "Row", "acessory": "disclosure"}]}"#)
    let bad = CapturedRun(["rows", folder.path])
    #expect(bad.exitCode == 2)
    #expect(bad.stderr.contains("rowComponents[0].acessory: unknown field; did you mean \"accessory\"?"))
  }

  @Test("hostile Swift: an unterminated string is a warning with file:line:column; rows before it are listed")
  func hostile() throws {
    let folder = try TemporaryFolder()
    try folder.write("H.swift", "List {\n  Text(\"ok.key\")\n  Text(\"open\n}\n")
    let run = CapturedRun(["rows", folder.path])
    #expect(run.exitCode == 0)
    #expect(run.stderr.contains("H.swift:3:8: warning: unterminated string literal"))
    #expect(run.stdout.contains("ok.key"))
  }
}
