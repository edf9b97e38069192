import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// `check --shard K/N` and `typefit merge`: the shards together check every row once, and
/// merged they are the unsharded report byte for byte; merge refuses what it cannot rebuild.
@Suite("typefit check --shard, typefit merge")
struct ShardMergeTests {
  /// The example with one broken file added, so read problems and exit 3 are merged too, in
  /// `folder`'s `input`.
  static func input(in folder: TemporaryFolder) throws -> String {
    let root = folder.url.appendingPathComponent("input")
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
    let temporary = try TemporaryFolder("shards")
    let input = try Self.input(in: temporary)
    let out = temporary.url.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
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
    // The broken file is a read error: the merged report fails as the whole check does, exit
    // 3 whatever `--fail-on` says (eighth attack F11: it was 0 with `--fail-on never`).
    #expect(merged.exitCode == 3)
    #expect(
      merged.stderr
        == "Error: the merged report counts 1 read error (inputs or entries that could not be read; see its "
        + "problems), as the shards' exit code 3 said\n")
    #expect(merged.stdout == whole.stdout)
    #expect(CapturedRun(["merge", "--fail-on", "never"] + paths).exitCode == 3)
    #expect(CapturedRun(["merge", "--fail-on", "notes"] + paths).exitCode == 2)
  }

  @Test(
    "Shards run with different result-changing settings are refused, naming the setting and both values",
    arguments: [
      (["--title-lines", "1"], "settings \"title-lines\" is \"1\" in SECOND, not set in FIRST"),
      (["--locales", "de"], "settings \"locales\" is \"de\" in SECOND, not set in FIRST"),
      (["--no-discovery"], "settings \"no-discovery\" is \"true\" in SECOND, not set in FIRST"),
      (
        ["--override", "verticalMargin=20"],
        "settings \"override\" is \"verticalMargin=20\" in SECOND, not set in FIRST"
      ),
      (["--min-severity", "warning"], "\"minSeverity\" is \"warning\" in SECOND, \"note\" in FIRST"),
      (["--width", "500"], "\"contexts\" differs"),
      (["--categories", "all"], "\"categories\" differs"),
    ] as [([String], String)])
  func settingsMismatchRefused(extra: [String], difference: String) throws {
    for format in ["json", "ndjson"] {
      let temporary = try TemporaryFolder("shards-settings")
      let input = try Self.input(in: temporary)
      let first = temporary.url.appendingPathComponent("s1.\(format)").path
      let second = temporary.url.appendingPathComponent("s2.\(format)").path
      let common = ["check", input, "--format", format, "--quiet"]
      _ = CapturedRun(common + ["--shard", "1/2", "-o", first])
      _ = CapturedRun(common + ["--shard", "2/2", "-o", second] + extra)
      let merged = CapturedRun(["merge", first, second])
      #expect(merged.exitCode == 3)
      #expect(merged.stdout.isEmpty)
      let named = difference.replacingOccurrences(of: "SECOND", with: second)
        .replacingOccurrences(of: "FIRST", with: first)
      #expect(merged.stderr == "Error: \(second) is from a different run than \(first): \(named)\n")
    }
  }

  @Test(
    "Settings are recorded as the run reads them, so two spellings of one run merge into the unsharded report"
  )
  func settingsAreNormalized() throws {
    let temporary = try TemporaryFolder("shards-spelling")
    let input = try Self.input(in: temporary)
    let base = ["check", input, "--format", "json", "--quiet"]
    let canonical = [
      "--title-lines", "1", "--locales", "de,fi", "--override", "verticalMargin=12", "--subtitle-lines", "0",
    ]
    let whole = CapturedRun(base + canonical)
    #expect(
      whole.stdout.contains(
        "\",\"locales\":\"de,fi\",\"override\":\"verticalMargin=12\",\"title-lines\":\"1\"},\n"))
    let first = temporary.url.appendingPathComponent("s1.json").path
    let second = temporary.url.appendingPathComponent("s2.json").path
    _ = CapturedRun(base + canonical + ["--shard", "1/2", "-o", first])
    // Leading zeros, locales in another order, spelled as a folder and given twice, the
    // constant's name in capitals with a fraction, and a second value of it that the last replaces.
    _ = CapturedRun(
      base + [
        "--override", "verticalMargin=30", "--title-lines", "01", "--locales", "fi, de,de", "--override",
        "VERTICALMARGIN=12.0", "--shard", "2/2", "-o", second,
      ])
    let merged = CapturedRun(["merge", second, first])
    #expect(merged.stderr.hasPrefix("Error: the merged report counts 1 read error"))
    #expect(merged.exitCode == 3)  // the input's broken file, as the whole check
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
    let temporary = try TemporaryFolder("shards")
    let root = temporary.url
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

  @Test(
    "A bad --shard is a usage error",
    arguments: [
      "0/3", "4/3", "3", "a/b", "1/0", "1/10001", "+1/3", "1/+3", " 1/3", "1/3 ", "0x1/3", "-1/3", "1/3/3",
      "１/3", "99999999999999999999/3",
    ])
  func badShard(_ value: String) {
    let run = CapturedRun(["check", CheckCommandTests.example, "--shard", value])
    #expect(run.exitCode == 2)
    #expect(run.stderr.hasPrefix("Error: --shard: invalid shard "))
  }

  @Test("--shard takes decimal digits only, and a number out of range is named with the range")
  func shardParsingIsStrict() throws {
    let shape =
      ": write K/N in decimal digits, as in 2/4 (part 2 of 4), with N from 1 to 10000 and K from 1 to N"
    for text in ["+1/3", "1/+3", " 1/3", "0x1/3", "-1/3", "1.0/3", "1e0/3", "１/3", "1 / 3", ""] {
      #expect(throws: CheckError.invalidShard("'\(text)'" + shape)) { try Shard(parsing: text) }
    }
    #expect(throws: CheckError.invalidShard("'4/3': the part K must be from 1 to 3, the count")) {
      try Shard(parsing: "4/3")
    }
    #expect(throws: CheckError.invalidShard("'0/3': the part K must be from 1 to 3, the count")) {
      try Shard(parsing: "0/3")
    }
    #expect(throws: CheckError.invalidShard("'1/0': the count N must be from 1 to 10000")) {
      try Shard(parsing: "1/0")
    }
    #expect(
      throws: CheckError.invalidShard("'1/99999999999999999999999': the count N must be from 1 to 10000")
    ) {
      try Shard(parsing: "1/99999999999999999999999")
    }
    #expect(
      throws: CheckError.invalidShard("'99999999999999999999/3': the part K must be from 1 to 3, the count")
    ) {
      try Shard(parsing: "99999999999999999999/3")
    }
    // Leading zeros are digits, as for --threads.
    #expect(try Shard(parsing: "02/004") == Shard(index: 2, count: 4))
    #expect(try Shard(parsing: "10000/10000") == Shard(index: 10_000, count: 10_000))

    let run = CapturedRun(["check", CheckCommandTests.example, "--shard", "+1/3"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.hasPrefix("Error: --shard: invalid shard '+1/3'" + shape + "\n"))
  }

  @Test(
    "merge refuses unsharded reports, mixed formats, a shard given twice and unreadable files, naming them")
  func mergeRefuses() throws {
    let temporary = try TemporaryFolder("shards")
    let out = temporary.url
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
    #expect(
      unsharded.stderr
        == "Error: \(plain) was not written with --shard K/N but \(one) was; merge only the shards of one run\n"
    )
    let alone = CapturedRun(["merge", plain])
    #expect(alone.exitCode == 3)
    #expect(
      alone.stderr
        == "Error: \(plain) was not written with --shard K/N; write each shard with --shard K/N and merge those\n"
    )
    let mixed = CapturedRun(["merge", one, oneSARIF])
    #expect(mixed.stderr == "Error: \(oneSARIF) is sarif but \(one) is json; merge reports of one format\n")
    let sarif = CapturedRun(["merge", oneSARIF])
    #expect(sarif.exitCode == 3)
    #expect(sarif.stderr.hasPrefix("Error: \(oneSARIF) is SARIF, which cannot be merged"))
    let twice = CapturedRun(["merge", one, one])
    #expect(twice.exitCode == 3)
    #expect(twice.stderr == "Error: \(one) and \(one) are both shard 1/2; give each shard once\n")
    let missing = CapturedRun(["merge", out.appendingPathComponent("none.json").path])
    #expect(missing.exitCode == 3)
    #expect(missing.stderr.hasPrefix("Error: cannot read report "))
    let folder = CapturedRun(["merge", out.path])
    #expect(folder.exitCode == 3)
    #expect(folder.stderr == "Error: cannot read report \(out.path): a folder, not a regular file\n")
    #expect(CapturedRun(["merge"]).exitCode == 2)
  }

  @Test(
    "merge names a missing shard, a repeated one, one of another split, and reads no standard input",
    arguments: ["json", "ndjson"])
  func mergeChecksShards(format: String) throws {
    let temporary = try TemporaryFolder("shards")
    let out = temporary.url
    func write(_ name: String, _ shard: String) -> String {
      let path = out.appendingPathComponent(name).path
      _ = CapturedRun([
        "check", CheckCommandTests.example, "--quiet", "-f", format, "-o", path, "--shard", shard,
      ])
      return path
    }
    let first = write("1.\(format)", "1/3")
    let second = write("2.\(format)", "2/3")
    let third = write("3.\(format)", "3/3")
    let fourths = write("2of4.\(format)", "2/4")
    // Each shard names itself; the whole merge has no shard member.
    let text = try String(contentsOfFile: second, encoding: .utf8)
    #expect(
      text.contains(
        format == "json"
          ? "\n\"shard\":{\"index\":2,\"count\":3},\n\"results\":["
          : "},\"shard\":{\"index\":2,\"count\":3},\"run\":{\"fonts\":{\"stack\":\"ios-system\","))
    // NDJSON has no head: its summary line says what the run checked with, as the JSON head does.
    if format == "ndjson" {
      #expect(
        text.contains(
          ",\"minSeverity\":\"note\",\"config\":\"Examples/Settings/typefit.json\"},\"lines\":{\"result\":"))
      // Then the lines it holds of each type and the digest of the input's rows.
      #expect(
        text.contains(#/"sourceFinding":\d+\},"inputDigest":"[0-9a-f]{16}","settings":\{"config-fnv1a":/#))
    } else {
      // JSON counts them in its tail, a member a line, before the summary.
      #expect(
        text.contains(
          #/\],\n"lines":\{"result":\d+,"problem":\d+,"sourceFinding":\d+\},\n"inputDigest":"[0-9a-f]{16}",\n"summary":\{/#
        ))
    }
    let whole = CapturedRun(["merge", third, first, second])
    #expect(whole.exitCode == 1)  // the example has errors
    #expect(whole.stderr.isEmpty)
    #expect(!whole.stdout.contains("\"shard\""))
    let unsharded = CapturedRun(["check", CheckCommandTests.example, "--quiet", "-f", format])
    #expect(whole.stdout == unsharded.stdout)

    let missing = CapturedRun(["merge", first, third])
    #expect(missing.exitCode == 3)
    #expect(missing.stderr == "Error: shard 2/3 is missing; give the reports of all 3 shards\n")
    #expect(missing.stdout.isEmpty)
    let onlyOne = CapturedRun(["merge", second])
    #expect(onlyOne.stderr == "Error: shards 1/3 and 3/3 are missing; give the reports of all 3 shards\n")
    let copy = out.appendingPathComponent("copy.\(format)").path
    try FileManager.default.copyItem(atPath: second, toPath: copy)
    let repeated = CapturedRun(["merge", first, second, third, copy])
    #expect(repeated.exitCode == 3)
    #expect(repeated.stderr == "Error: \(second) and \(copy) are both shard 2/3; give each shard once\n")
    let foreign = CapturedRun(["merge", first, second, fourths, third])
    #expect(foreign.exitCode == 3)
    #expect(
      foreign.stderr
        == "Error: \(fourths) is shard 2/4 but \(first) is shard 1/3; merge the shards of one split\n")
    let standardInput = CapturedRun(["merge", first, "-"])
    #expect(standardInput.exitCode == 2)
    #expect(
      standardInput.stderr.hasPrefix(
        "Error: merge reads report files, not standard input ('-'): it needs the report of every shard; "))
  }

  @Test("A report's name in merge errors is the file's, also for a cut-off report")
  func mergeNamesBrokenFile() throws {
    let temporary = try TemporaryFolder("shards")
    let out = temporary.url
    var paths: [String] = []
    for k in 1...2 {
      let path = out.appendingPathComponent("\(k).json").path
      _ = CapturedRun([
        "check", CheckCommandTests.example, "--quiet", "-f", "json", "-o", path, "--shard", "\(k)/2",
      ])
      paths.append(path)
    }
    let full = try String(contentsOfFile: paths[1], encoding: .utf8)
    let cut = out.appendingPathComponent("cut.json").path
    let end = try #require(full.range(of: "\n]")).lowerBound
    try String(full[..<end]).write(toFile: cut, atomically: true, encoding: .utf8)
    let run = CapturedRun(["merge", paths[0], cut])
    #expect(run.exitCode == 3)
    // Cut inside its results: said as cut (the sixty-seventh attack's A67-2; it was "results are
    // not one per line").
    #expect(
      run.stderr
        == "Error: \(cut) is malformed: it ends in the middle of its JSON (line 88): the report was cut (was the "
        + "job stopped while writing it, or the file copied in part?); run the shard again\n")
  }

  /// The twenty-third attack's A23-15: a shard cut at a line's end was called a report written
  /// without --shard; a cut inside a result line likewise.
  @Test(
    "An NDJSON shard cut at a line's end or inside a line is refused as a cut report, naming its last line")
  func cutNDJSONShardNamed() throws {
    let temporary = try TemporaryFolder("cut")
    var paths: [String] = []
    for k in 1...2 {
      let path = temporary.url.appendingPathComponent("s\(k).ndjson").path
      _ = CapturedRun([
        "check", CheckCommandTests.example, "--quiet", "-f", "ndjson", "--shard", "\(k)/2", "-o", path,
      ])
      paths.append(path)
    }
    let whole = try String(contentsOfFile: paths[1], encoding: .utf8)
    var lines = whole.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.removeLast() == "")  // the report ends with a line feed
    #expect(lines.removeLast().hasPrefix("{\"type\":\"summary\","))
    try (lines.joined(separator: "\n") + "\n").write(toFile: paths[1], atomically: true, encoding: .utf8)
    let atLineEnd = CapturedRun(["merge", paths[0], paths[1]])
    #expect(atLineEnd.exitCode == 3)
    #expect(
      atLineEnd.stderr
        == "Error: \(paths[1]) is malformed: it ends at line \(lines.count) without its summary line: the report "
        + "was cut (was the job stopped while writing it?); run the shard again\n")
    let last = lines.removeLast()
    try (lines.joined(separator: "\n") + "\n" + last.prefix(20)).write(
      toFile: paths[1], atomically: true, encoding: .utf8)
    let insideLine = CapturedRun(["merge", paths[0], paths[1]])
    #expect(insideLine.exitCode == 3)
    #expect(insideLine.stderr.contains("it ends at line \(lines.count + 1) without its summary line"))
  }

  /// The twenty-third attack's A23-14: a shard whose finding says `"severity":"fatal"` was merged.
  @Test(
    "A shard holding a severity typefit does not write is refused, naming its line",
    arguments: ["json", "ndjson"])
  func unknownSeverityRefused(format: String) throws {
    let temporary = try TemporaryFolder("severity")
    var paths: [String] = []
    for k in 1...2 {
      let path = temporary.url.appendingPathComponent("s\(k).\(format)").path
      _ = CapturedRun([
        "check", CheckCommandTests.example, "--quiet", "-f", format, "--shard", "\(k)/2", "-o", path,
      ])
      paths.append(path)
    }
    let text = try String(contentsOfFile: paths[0], encoding: .utf8)
    let written = try #require(text.range(of: "\"severity\":\"note\""))
    let line = text[..<written.lowerBound].count { $0 == "\n" } + 1
    try text.replacingCharacters(in: written, with: "\"severity\":\"fatal\"").write(
      toFile: paths[0], atomically: true, encoding: .utf8)
    let merged = CapturedRun(["merge", paths[0], paths[1]])
    #expect(merged.exitCode == 3)
    #expect(
      merged.stderr
        == "Error: \(paths[0]) is malformed: line \(line): \"severity\" is \"fatal\", not \"error\", "
        + "\"warning\" or \"note\" (was the report edited?)\n")
    #expect(merged.stdout.isEmpty)
  }
}
