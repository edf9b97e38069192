import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// `check --shard K/N` and `typefit merge`: the shards together check every row once, and
/// merged they are the unsharded report byte for byte; merge refuses what it cannot rebuild.
@Suite("typefit check --shard, typefit merge")
struct ShardMergeTests {
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typefit-shards-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The example with one broken file added, so read problems and exit 3 are merged too.
  static func input() throws -> String {
    let root = try folder().appendingPathComponent("input")
    let example = URL(fileURLWithPath: CheckCommandTests.example)
    try FileManager.default.copyItem(at: example, to: root)
    let broken = root.appendingPathComponent("fi.lproj")
    try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
    try "\"a\" = \"Tili\";\n\"b\" = \"Akku\n".write(
      to: broken.appendingPathComponent("Extra.strings"), atomically: true, encoding: .utf8)
    return root.path
  }

  @Test(
    "Three shards check every row once, and merged they are the unsharded report byte for byte, problems included",
    arguments: ["json", "ndjson"])
  func shardsMergeToWhole(format: String) throws {
    let input = try Self.input()
    let out = try Self.folder()
    let common = ["check", input, "--format", format, "--quiet", "--categories", "all"]
    let whole = CapturedRun(common)
    #expect(whole.exitCode == 3)  // the broken file
    var paths: [String] = []
    var rows = 0
    for k in 1...3 {
      let path = out.appendingPathComponent("shard-\(k).\(format)").path
      let shard = CapturedRun(common + ["--shard", "\(k)/3", "-o", path])
      #expect(shard.exitCode == 3)
      #expect(shard.stderr == whole.stderr)
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text != whole.stdout)
      #expect(text.contains("\"type\":\"problem\",\"index\":") || text.contains("\n{\"index\":"))
      if format == "json" { rows += try Self.rowCount(text) }
      paths.append(path)
    }
    if format == "json" { #expect(rows == 187 + 1) }  // the broken file gives one string
    #expect(whole.stdout.contains(format == "json" ? "\n\"problems\":[\n" : "{\"type\":\"problem\","))

    // Given in any order, the shards merge into the unsharded report, problems ranked together.
    let merged = CapturedRun(["merge"] + paths.reversed())
    #expect(merged.exitCode == 0)
    #expect(merged.stderr.isEmpty)
    #expect(merged.stdout == whole.stdout)
  }

  @Test("A shard's summary lists the locales of the whole run, also those only other shards check")
  func shardKnowsAllLocales() throws {
    // "b" is in English only, and in another shard than "a" (English and Finnish).
    let shards = try (1...2).map { try Shard(index: $0, count: 2) }
    let other = try #require(
      (0..<100).map { "b\($0)" }.first { key in
        shards.firstIndex { $0.contains(key: key) } != shards.firstIndex { $0.contains(key: "a") }
      })
    let onlyOther = try #require(shards.firstIndex { $0.contains(key: other) }) + 1
    let root = try Self.folder()
    for (locale, text) in [
      ("en", "\"a\" = \"Account\";\n\"\(other)\" = \"Battery\";\n"), ("fi", "\"a\" = \"Tili\";\n"),
    ] {
      let folder = root.appendingPathComponent("\(locale).lproj")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try text.write(
        to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    }
    let shard = CapturedRun(["check", root.path, "-f", "json", "--quiet", "--shard", "\(onlyOther)/2"])
    #expect(try Self.rowCount(shard.stdout) == 1)  // only the English "b…"
    #expect(try Self.locales(shard.stdout) == ["en", "fi"])
  }

  static func locales(_ json: String) throws -> [String] {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    return try #require((object["summary"] as? [String: Any])?["locales"] as? [String])
  }

  static func rowCount(_ json: String) throws -> Int {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    return try #require((object["summary"] as? [String: Any])?["rows"] as? Int)
  }

  @Test("Every key goes to exactly one shard, the same one every time")
  func partition() throws {
    let keys = (0..<2_000).map { "settings.key.\($0)" }
    let shards = try (1...4).map { try Shard(index: $0, count: 4) }
    for key in keys { #expect(shards.filter { $0.contains(key: key) }.count == 1) }
    let sizes = shards.map { shard in keys.filter { shard.contains(key: $0) }.count }
    #expect(sizes.allSatisfy { $0 > 400 })  // about 500 each
    #expect(Shard.stableHash("") == 0xcbf2_9ce4_8422_2325)
    #expect(Shard.stableHash("a") == 0xaf63_dc4c_8601_ec8c)  // FNV-1a 64 test vector
  }

  @Test("A bad --shard is a usage error", arguments: ["0/3", "4/3", "3", "a/b", "1/0", "1/10001"])
  func badShard(_ value: String) {
    let run = CapturedRun(["check", CheckCommandTests.example, "--shard", value])
    #expect(run.exitCode == 2)
    #expect(run.stderr.hasPrefix("Error: --shard: invalid shard "))
  }

  @Test("merge refuses unsharded reports, mixed formats, a shard given twice and unreadable files")
  func mergeRefuses() throws {
    let out = try Self.folder()
    func write(_ name: String, _ arguments: [String]) -> String {
      let path = out.appendingPathComponent(name).path
      _ = CapturedRun(["check", CheckCommandTests.example, "--quiet", "-o", path] + arguments)
      return path
    }
    let plain = write("plain.json", ["-f", "json"])
    let one = write("one.json", ["-f", "json", "--shard", "1/2"])
    let oneSARIF = write("one.sarif", ["-f", "sarif", "--shard", "1/2"])
    let unsharded = CapturedRun(["merge", plain, one])
    #expect(unsharded.exitCode == 3)
    #expect(unsharded.stderr.contains("report 1 has results without a position"))
    let mixed = CapturedRun(["merge", one, oneSARIF])
    #expect(mixed.stderr.contains("report 2 is sarif but report 1 is json"))
    let sarif = CapturedRun(["merge", oneSARIF])
    #expect(sarif.exitCode == 3)
    #expect(sarif.stderr.contains("report 1 is SARIF, which cannot be merged"))
    let twice = CapturedRun(["merge", one, one])
    #expect(twice.stderr.contains("was a shard given twice?"))
    let missing = CapturedRun(["merge", out.appendingPathComponent("none.json").path])
    #expect(missing.exitCode == 3)
    #expect(missing.stderr.hasPrefix("Error: cannot read report "))
    let folder = CapturedRun(["merge", out.path])
    #expect(folder.exitCode == 3)
    #expect(folder.stderr == "Error: cannot read report \(out.path): not a regular file\n")
    #expect(CapturedRun(["merge"]).exitCode == 2)
  }
}
