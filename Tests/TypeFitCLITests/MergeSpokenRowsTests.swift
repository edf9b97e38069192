import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// `typefit merge` of the shards of a run with spoken strings (accessibility labels): NDJSON
/// writes no line for a row that is not laid out, so its shards hold positions with gaps, and
/// each counts those rows in its summary line (`"rowsWithoutLines"`). The sixty-first attack's
/// A61-7: the merge took the positions its lines hold for the run's rows, and refused the
/// NDJSON shards of such a run as malformed ("past the run's 40 rows"), exit 3.
@Suite("typefit merge: shards of a run with spoken strings")
struct MergeSpokenRowsTests {
  /// 40 toggles, each with an accessibility label: 40 rows and 40 spoken strings, in German.
  static func input(in folder: TemporaryFolder) throws -> String {
    var strings = ""
    var swift =
      "import SwiftUI\nstruct V: View {\n  @State var x = false\n  var body: some View {\n    List {\n"
    for i in 1...40 {
      strings += "\"row.\(i)\" = \"Zeile \(i)\";\n\"a11y.\(i)\" = \"Beschreibung \(i)\";\n"
      swift += "      Toggle(\"row.\(i)\", isOn: $x).accessibilityLabel(\"a11y.\(i)\")\n"
    }
    swift += "    }\n  }\n}\n"
    try folder.write("app/de.lproj/Localizable.strings", strings)
    try folder.write("app/V.swift", swift)
    return folder.path + "/app"
  }

  /// The summary line's object (an NDJSON report's last line).
  static func summaryLine(_ text: String) throws -> [String: Any] {
    let last = try #require(text.split(separator: "\n").last)
    return try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
  }

  /// Three shards of the input in `format`, written under `folder`: their paths.
  static func shards(of input: String, format: String, in folder: TemporaryFolder) -> [String] {
    (1...3).map { k in
      let path = folder.path + "/shard-\(k).\(format)"
      let run = CapturedRun(["check", input, "--quiet", "-f", format, "--shard", "\(k)/3", "-o", path])
      #expect(run.exitCode == 0, "\(run.stderr)")
      return path
    }
  }

  @Test(
    "Three shards of a run with spoken strings merge into the unsharded report byte for byte (A61-7)",
    arguments: ["ndjson", "json"])
  func spokenRowsMerge(format: String) throws {
    let folder = try TemporaryFolder("spoken-shards")
    let input = try Self.input(in: folder)
    let whole = CapturedRun(["check", input, "--quiet", "-f", format])
    #expect(whole.exitCode == 0, "\(whole.stderr)")
    let paths = Self.shards(of: input, format: format, in: folder)
    if format == "ndjson" {
      // The run has 80 rows, 40 of them spoken: no line holds those, each shard counts its own.
      let summary = try #require(try Self.summaryLine(whole.stdout)["summary"] as? [String: Any])
      #expect(summary["rows"] as? Int == 80)
      #expect((summary["rowsByRole"] as? [String: Int])?["spoken"] == 40)
      #expect(!whole.stdout.contains("\"rowsWithoutLines\""))
      var withoutLines: [Int] = []
      for path in paths {
        let line = try Self.summaryLine(try String(contentsOfFile: path, encoding: .utf8))
        withoutLines.append(line["rowsWithoutLines"] as? Int ?? 0)
      }
      #expect(withoutLines.reduce(0, +) == 40)
      #expect(withoutLines.filter { $0 > 0 }.count >= 2, "\(withoutLines)")
    }
    let merged = CapturedRun(["merge"] + paths.reversed())
    #expect(merged.exitCode == 0, "\(merged.stderr)")
    #expect(merged.stderr == "")
    #expect(merged.stdout == whole.stdout)
  }

  @Test("An NDJSON shard whose count of rows without a line was removed or changed is refused, exit 3")
  func editedRowsWithoutLines() throws {
    let folder = try TemporaryFolder("spoken-shards-edited")
    let input = try Self.input(in: folder)
    var paths = Self.shards(of: input, format: "ndjson", in: folder)
    // A shard that holds spoken texts, given first.
    let texts = try paths.map { try String(contentsOfFile: $0, encoding: .utf8) }
    let holder = try #require(texts.firstIndex { $0.contains(",\"rowsWithoutLines\":") })
    paths.swapAt(0, holder)
    let text = texts[holder]
    let member = try #require(text.firstMatch(of: /,"rowsWithoutLines":(\d+)/))
    let count = try #require(Int(member.output.1))
    let rows = try #require(
      (try Self.summaryLine(text)["summary"] as? [String: Any])?["rows"] as? Int)
    let edited = folder.path + "/edited.ndjson"
    for (replacement, reason) in [
      (
        "",
        "summary.rows is \(rows), but the report holds \(rows - count) results (one per row)"
      ),
      (
        ",\"rowsWithoutLines\":\(count + 1)",
        "summary.rows is \(rows), but the report holds \(rows - count) results (one per row) and counts "
          + "\(count + 1) rows without a result line (\"rowsWithoutLines\")"
      ),
      (
        ",\"rowsWithoutLines\":-1",
        "its summary line (line \(text.split(separator: "\n").count)) has a \"rowsWithoutLines\" that is not "
          + "a whole number of at most 16 digits, as typefit writes it: the shard was edited"
      ),
    ] {
      try text.replacingCharacters(in: member.range, with: replacement).write(
        toFile: edited, atomically: true, encoding: .utf8)
      let run = CapturedRun(["merge", edited, paths[1], paths[2]])
      #expect(run.exitCode == 3)
      #expect(run.stdout == "")
      #expect(run.stderr == "Error: \(edited) is malformed: \(reason)\n")
    }
  }
}
