import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// Shards run with different bytes at one font path are refused by `typefit merge`, naming the
/// path and both shards (thirteenth attack A13-24: the run recorded faces by path only, so a
/// font rebuilt between two jobs of a CI matrix merged silently). Each report records a digest
/// of every font file read (`"fonts"`, `"digests"`).
@Suite("Hostile input: merge refuses shards that read different font bytes")
struct HostileMergeFontDigestTests {
  static let regular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
  static let bold = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"

  /// A folder with a small input (`app`) and a copy of Inter Regular at `fonts/Inter.otf`.
  private static func setUp() throws -> (folder: TemporaryFolder, input: String, font: String) {
    let folder = try TemporaryFolder("merge-font-digest")
    try folder.write(
      "app/de.lproj/Localizable.strings", "\"a\" = \"Datenschutz\";\n\"b\" = \"WLAN\";\n\"c\" = \"Ton\";\n")
    let font = folder.path + "/fonts/Inter.otf"
    try FileManager.default.createDirectory(
      atPath: folder.path + "/fonts", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: regular, toPath: font)
    return (folder, folder.path + "/app", font)
  }

  /// The check of `input` with the font at `font`, as shard `k` of 2 (or unsharded), written to
  /// `output`.
  private static func check(_ input: String, font: String, format: String, shard k: Int?, output: String)
    -> CapturedRun
  {
    CapturedRun(
      ["check", input, "--font", font, "--quiet", "-f", format, "--fail-on", "never", "-o", output]
        + (k.map { ["--shard", "\($0)/2"] } ?? []))
  }

  /// The digest a report records for `path` (in its JSON head, or its NDJSON summary line's `run`).
  private static func digest(of path: String, inReport report: String, format: String) throws -> String {
    let text = try String(contentsOfFile: report, encoding: .utf8)
    let json: [String: Any]
    if format == "json" {
      json = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    } else {
      let summary = try #require(text.split(separator: "\n").last)
      let line = try #require(JSONSerialization.jsonObject(with: Data(summary.utf8)) as? [String: Any])
      json = try #require(line["run"] as? [String: Any])
    }
    let fonts = try #require(json["fonts"] as? [String: Any])
    let digests = try #require(fonts["digests"] as? [String: String])
    #expect(Array(digests.keys) == [path])
    return try #require(digests[path])
  }

  @Test(
    "A font file rewritten between two shards: exit 3, the path and both shards named",
    arguments: ["json", "ndjson"])
  func fontChangedBetweenShards(format: String) throws {
    let (folder, input, font) = try Self.setUp()
    let first = folder.path + "/1.\(format)"
    let second = folder.path + "/2.\(format)"
    #expect(Self.check(input, font: font, format: format, shard: 1, output: first).exitCode == 0)
    // Another font's bytes at the same path (a font rebuilt between two jobs).
    try FileManager.default.removeItem(atPath: font)
    try FileManager.default.copyItem(atPath: Self.bold, toPath: font)
    #expect(Self.check(input, font: font, format: format, shard: 2, output: second).exitCode == 0)
    let before = try Self.digest(of: font, inReport: first, format: format)
    let after = try Self.digest(of: font, inReport: second, format: format)
    #expect(before.count == 16 && after.count == 16 && before != after)
    let merged = CapturedRun(["merge", first, second])
    #expect(merged.exitCode == 3)
    #expect(merged.stdout.isEmpty)
    #expect(
      merged.stderr
        == "Error: \(second) is from a different run than \(first): the font file \"\(font)\" holds other bytes: "
        + "its digest (\"fonts\", \"digests\") is \"\(after)\" in \(second), \"\(before)\" in \(first); run every "
        + "shard with the same font files\n")
  }

  @Test(
    "The same font bytes (another copy, times changed): the shards merge into the unsharded report",
    arguments: ["json", "ndjson"])
  func sameBytesMerge(format: String) throws {
    let (folder, input, font) = try Self.setUp()
    let whole = folder.path + "/whole.\(format)"
    #expect(Self.check(input, font: font, format: format, shard: nil, output: whole).exitCode == 0)
    let first = folder.path + "/1.\(format)"
    let second = folder.path + "/2.\(format)"
    #expect(Self.check(input, font: font, format: format, shard: 1, output: first).exitCode == 0)
    try FileManager.default.removeItem(atPath: font)
    try FileManager.default.copyItem(atPath: Self.regular, toPath: font)
    #expect(Self.check(input, font: font, format: format, shard: 2, output: second).exitCode == 0)
    #expect(
      try Self.digest(of: font, inReport: first, format: format)
        == Self.digest(of: font, inReport: second, format: format))
    let merged = CapturedRun(["merge", first, second])
    #expect(merged.exitCode == 0, "\(merged.stderr)")
    #expect(merged.stdout == (try String(contentsOfFile: whole, encoding: .utf8)))
    // An unsharded run reads no font file to digest it; the merged report, like it, has none.
    #expect(!(try String(contentsOfFile: whole, encoding: .utf8)).contains("\"digests\""))
  }
}
