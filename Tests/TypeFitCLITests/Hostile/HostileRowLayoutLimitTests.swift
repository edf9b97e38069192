import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// A run that would lay out more row layouts (rows × layout contexts × categories) than
/// `--max-row-layouts` allows (5 million by default) is refused before any layout, with a
/// message naming the rows, the contexts, the categories, the product and the option; the
/// command line alone sets the limit (thirteenth attack A13-12: 10,000 keys, 64 widths and
/// every category gave a 1.08 GB report).
@Suite("Hostile input: row layouts per run")
struct HostileRowLayoutLimitTests {
  /// 10 keys in one table.
  private func app(configuration: String? = nil) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let strings = (0..<10).map { "\"k\($0)\" = \"Value \($0)\";" }.joined(separator: "\n")
    try folder.write("App/en.lproj/Localizable.strings", strings + "\n")
    if let configuration { try folder.write("App/typefit.json", configuration) }
    return folder
  }

  /// 10 rows × 2 widths × 2 categories = 40 row layouts.
  private func check(_ folder: TemporaryFolder, _ extra: [String]) -> CapturedRun {
    CapturedRun(
      ["check", folder.path + "/App", "--format", "json", "--quiet", "--categories", "large,AX5"] + extra)
  }

  static func refusal(rows: String, limit: Int, counted: Bool) -> String {
    let amount =
      counted
      ? "40 row layouts (10 rows × 2 layout contexts × 2 categories)"
      : "more than \(limit) row layouts (\(rows) rows planned so far × 2 layout contexts × 2 categories; the run "
        + "stopped there)"
    return
      "Error: the check would lay out \(amount), more than the limit of \(limit) a run lays out (a row is a key "
      + "in one locale and variant; a layout context a width or device, orientation and Bold Text setting)"
      + (counted ? "; nothing was laid out" : "") + ". Check fewer keys, locales, widths or categories "
      + "(--locales, --categories, --width, typefit.json), split the run (--shard K/N), or raise the limit with "
      + "--max-row-layouts N (typefit.json cannot raise it)\n"
  }

  @Test(
    "40 layouts against a limit of 39: exit 2, the counted message, the report file not written; 40 passes")
  func refusedBeforeLayout() throws {
    let folder = try app(configuration: #"{"widths": [320, 414]}"#)
    let report = folder.path + "/report.json"
    let refused = check(folder, ["--max-row-layouts", "39", "-o", report])
    #expect(refused.exitCode == 2)
    #expect(refused.stderr == Self.refusal(rows: "10", limit: 39, counted: true))
    #expect(!FileManager.default.fileExists(atPath: report))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["App"])
    let allowed = check(folder, ["--max-row-layouts", "40"])
    #expect(allowed.exitCode == 0, "\(allowed.stderr)")
    #expect((try allowed.jsonObject()["results"] as? [[String: Any]])?.count == 10)
  }

  @Test(
    "defaultRole label or prose: counted before any layout as without it, exit 2, nothing on standard output (A16-3)"
  )
  func defaultRoleCountedBeforeLayout() throws {
    for role in ["label", "prose"] {
      let folder = try app(configuration: #"{"widths": [320, 414], "defaultRole": "\#(role)"}"#)
      // Standard output: the run used to lay out rows up to the limit and write their results
      // there before it stopped, a cut report (2.4 GB of NDJSON in the attack).
      for format in ["json", "ndjson"] {
        let refused = CapturedRun([
          "check", folder.path + "/App", "--format", format, "--quiet", "--categories", "large,AX5",
          "--max-row-layouts", "30",
        ])
        #expect(refused.exitCode == 2, "\(role) \(format)")
        // The last line (after the text format's note naming the configuration).
        #expect(
          refused.stderr.hasSuffix("\n" + Self.refusal(rows: "10", limit: 30, counted: true))
            || refused.stderr == Self.refusal(rows: "10", limit: 30, counted: true), "\(role) \(format)")
        // At most the report's opening (the run info, as without a defaultRole), no result.
        #expect(!refused.stdout.contains("\"key\""), "\(role) \(format): \(refused.stdout.prefix(300))")
        #expect(!refused.stdout.contains("\"summary\""), "\(role) \(format)")
      }
      let report = folder.path + "/report.json"
      let refused = check(folder, ["--max-row-layouts", "39", "-o", report])
      #expect(refused.exitCode == 2)
      #expect(refused.stderr.hasSuffix(Self.refusal(rows: "10", limit: 39, counted: true)))
      #expect(!FileManager.default.fileExists(atPath: report))
      // At the limit the same table is checked, every row with the configured role.
      let allowed = check(folder, ["--max-row-layouts", "40"])
      #expect(allowed.exitCode == 0, "\(allowed.stderr)")
      let results = try allowed.jsonObject()["results"] as? [[String: Any]] ?? []
      #expect(results.count == 10)
      #expect(results.allSatisfy { $0["role"] as? String == role }, "\(results.first ?? [:])")
    }
  }

  /// The fifty-sixth attack's A56-1: a `Picker` whose label is an `if`/`else` of titles and
  /// whose content lists options is one row per title, each laid out with every option; those
  /// layouts were not counted, so 800 titles and 800 options (40 KB) ran past a minute under
  /// `--max-row-layouts 2000`. 3 titles × 4 options count 12 at one width and one category.
  @Test("a Picker's options count against the limit: refused at their number − 1, allowed at it")
  func pickerOptionsCounted() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/V.swift",
      """
      import SwiftUI
      struct V: View {
        @State var s = 0
        var a = true, b = false
        var body: some View {
          List {
            Picker(selection: $s) {
              Text("v0").tag(0)
              Text("v1").tag(1)
              Text("v2").tag(2)
              Text("v3").tag(3)
            } label: {
              if a { Text("t0") } else if b { Text("t1") } else { Text("t2") }
            }
          }
        }
      }

      """)
    let keys = ["t0", "t1", "t2", "v0", "v1", "v2", "v3"]
    try folder.write(
      "App/en.lproj/Localizable.strings", keys.map { "\"\($0)\" = \"Text of \($0)\";\n" }.joined())
    let arguments = [
      "check", folder.path + "/App", "-f", "json", "-q", "--categories", "large", "--width", "375",
    ]
    let refused = CapturedRun(arguments + ["--max-row-layouts", "11"])
    #expect(refused.exitCode == 2)
    #expect(
      refused.stderr.hasPrefix(
        "Error: the check would lay out 12 row layouts (3 rows counted as 12 for their text, one for each 48 "
          + "bytes of key and labels, and for each other value a row can show (a Picker's options), × 1 layout "
          + "contexts × 1 categories), more than the limit of 11"), "\(refused.stderr)")
    let allowed = CapturedRun(arguments + ["--max-row-layouts", "12", "--fail-on", "never"])
    #expect(allowed.exitCode == 0, "\(allowed.stderr)")
    let results = try allowed.jsonObject()["results"] as? [[String: Any]]
    #expect(results?.compactMap { $0["key"] as? String }.sorted() == ["t0", "t1", "t2"])
  }

  /// The twenty-seventh attack's A27-1: the limit counted layouts, not the text laid out, so
  /// 256 catalog substitutions of 2 KB a key, or a 49,000-character `formatArguments` sample
  /// filled into 16-byte keys, stayed under it and ran for hours. A row counts once for each
  /// 48 bytes of key and labels: 10 keys of 302 bytes count 6 each (240 layouts), keys
  /// `"kN" = "N %@"` filled with a 1,000-byte sample count 20 each (800).
  @Test(
    "a row of long text counts once for each 48 bytes: refused before any layout, allowed at its weight",
    arguments: ["long values", "format argument sample"])
  func longTextsWeighed(shape: String) throws {
    let folder = try TemporaryFolder()
    let long = shape == "long values"
    let strings = (0..<10).map {
      long ? "\"k\($0)\" = \"\(String(repeating: "Wort ", count: 60))\";" : "\"k\($0)\" = \"\($0) %@\";"
    }
    try folder.write("App/en.lproj/Localizable.strings", strings.joined(separator: "\n") + "\n")
    let sample = long ? "" : #", "formatArguments": {"@": "\#(String(repeating: "Wort ", count: 200))"}"#
    try folder.write("App/typefit.json", #"{"widths": [320, 414]\#(sample)}"#)
    let (weight, layouts) = long ? (60, 240) : (200, 800)
    let report = folder.path + "/report.json"
    let refused = check(folder, ["--max-row-layouts", "\(layouts - 1)", "-o", report])
    #expect(refused.exitCode == 2)
    #expect(
      refused.stderr
        == "Error: the check would lay out \(layouts) row layouts (10 rows counted as \(weight) for their text, "
        + "one for each 48 bytes of key and labels, and for each other value a row can show (a Picker's options), "
        + "× 2 layout contexts × 2 categories), more than the "
        + "limit of \(layouts - 1) a run lays out (a row is a key in one locale and variant; a layout context a "
        + "width or device, orientation and Bold Text setting); nothing was laid out. Check fewer keys, locales, "
        + "widths or categories (--locales, --categories, --width, typefit.json), split the run (--shard K/N), or "
        + "raise the limit with --max-row-layouts N (typefit.json cannot raise it)\n")
    #expect(!FileManager.default.fileExists(atPath: report))
    let allowed = check(folder, ["--max-row-layouts", "\(layouts)", "--fail-on", "never"])
    #expect(allowed.exitCode == 0, "\(allowed.stderr)")
    #expect((try allowed.jsonObject()["results"] as? [[String: Any]])?.count == 10)
  }

  @Test("typefit.json cannot set the limit; the default is 5 million and the option is checked")
  func onlyTheCommandLine() throws {
    let folder = try app(configuration: #"{"maxRowLayouts": 100000000}"#)
    let run = check(folder, [])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("maxRowLayouts"))
    #expect(CheckSession.defaultMaximumRowLayouts == 5_000_000)
    let zero = check(try app(), ["--max-row-layouts", "0"])
    #expect(zero.exitCode == 2)
    #expect(zero.stderr.hasPrefix("Error: --max-row-layouts"))
  }
}
