import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// Paths and keys that differ from others only in Unicode normalization (`é` as U+00E9, or as
/// `e` + U+0301), or whose names start with a combining mark: the file system and Foundation's
/// tables tell them apart by bytes, and so must every check that a link leads out, every walk,
/// every `--output` and every grouping of findings.
@Suite("Hostile input: names and keys that differ only in Unicode normalization")
struct HostileNormalizedNameTests {
  static let composed = "\u{E9}"
  static let decomposed = "e\u{301}"
  /// A row that truncates at one line in German.
  static let longText = "Ein sehr langer deutscher Text der in einer Zeile sicher abgeschnitten wird"

  /// `root/é` (NFC, a Git checkout: the input) and its sibling `root/é` (NFD, outside it).
  struct Twins {
    let folder: TemporaryFolder
    let root: String
    var inside: String { root + "/" + HostileNormalizedNameTests.composed }
    var outside: String { root + "/" + HostileNormalizedNameTests.decomposed }

    init() throws {
      folder = try TemporaryFolder("nfc-cli")
      root = try #require(HostileOutputPathTests.Layout.real(folder.path))
      try folder.write(HostileNormalizedNameTests.composed + "/.git/HEAD", "ref: refs/heads/main\n")
      try folder.write(
        HostileNormalizedNameTests.composed + "/de.lproj/Localizable.strings", "\"k\" = \"Hallo\";\n")
      try folder.write(HostileNormalizedNameTests.decomposed + "/victim.json", "VICTIM\n")
      try folder.write(
        HostileNormalizedNameTests.decomposed + "/Secret.strings", "\"secret.key\" = \"TOP-SECRET-VALUE\";\n")
      try #require(try FileManager.default.contentsOfDirectory(atPath: root).count == 2)
    }
  }

  @Test(
    "--output through a link to the input folder's NFD twin leads out: refused (exit 2), the file there intact",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func outputLinkToTwinFolder() throws {
    let twins = try Twins()
    try FileManager.default.createSymbolicLink(
      atPath: twins.inside + "/report.json", withDestinationPath: "../" + Self.decomposed + "/victim.json")
    let run = try HostileOutputPathTests.run(
      in: twins.inside, ["check", ".", "-f", "json", "-o", "report.json"])
    #expect(run.exitCode == 2)
    #expect(
      Array(run.stderr.utf8).starts(
        with: Array(
          ("Error: --output report.json goes through the symbolic link " + twins.inside
            + "/report.json, which leads out of its folder (to ../" + Self.decomposed + "/victim.json);").utf8
        )))
    #expect(try String(contentsOfFile: twins.outside + "/victim.json", encoding: .utf8) == "VICTIM\n")
  }

  @Test("a strings file linked from the input folder's NFD twin is outside the input: reported, not read")
  func inputLinkToTwinFolder() throws {
    let twins = try Twins()
    try FileManager.default.createSymbolicLink(
      atPath: twins.inside + "/de.lproj/Secret.strings",
      withDestinationPath: "../../" + Self.decomposed + "/Secret.strings")
    let run = Hostile.check([twins.inside])
    #expect(run.exitCode == 0)
    #expect(Hostile.resultKeys(run) == ["k"])
    #expect(!run.stdout.contains("TOP-SECRET-VALUE"))
    let diagnostics = Hostile.diagnostics(run)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.hasPrefix("externalLink: symbolic link leads outside the input (to ") == true)
  }

  @Test("-o 'reports/<U+0301>/../r.json' writes reports/r.json, as the kernel resolves it")
  func outputNameStartingWithCombiningMark() throws {
    let folder = try TemporaryFolder("nfc-cli")
    let root = try #require(HostileOutputPathTests.Layout.real(folder.path))
    try FileManager.default.createDirectory(
      atPath: root + "/reports/\u{301}", withIntermediateDirectories: true)
    let output = try OutputPath(root + "/reports/\u{301}/../r.json")
    #expect(Array(output.destination.utf8) == Array((root + "/reports/r.json").utf8))
    #expect(output.links.isEmpty)
    let leading = try OutputPath(root + "/reports/\u{301}")
    #expect(Array(leading.destination.utf8) == Array((root + "/reports/\u{301}").utf8))
  }

  @Test("folders Résumé (NFC) and Résumé (NFD) are both checked: two files, the NFC folder's error kept")
  func twinFoldersBothChecked() throws {
    let folder = try TemporaryFolder("nfc-cli")
    try folder.write("typefit.json", "{\"defaultRole\":\"row\",\"titleLines\":1}\n")
    try folder.write("R\u{E9}sum\u{E9}/de.lproj/Localizable.strings", "\"k1\" = \"\(Self.longText)\";\n")
    try folder.write("Re\u{301}sume\u{301}/de.lproj/Localizable.strings", "\"k2\" = \"Kurz\";\n")
    let run = Hostile.check([folder.path], ["--config", folder.path + "/typefit.json"])
    #expect(run.exitCode == 1)
    #expect(Hostile.resultKeys(run) == ["k2", "k1"])
    let summary = try #require(try run.jsonObject()["summary"] as? [String: Any])
    #expect(summary["files"] as? Int == 2)
  }

  @Test("`rows` lists the rows of Vü.swift written NFC and NFD: 2 rows in 2 of 2 Swift files")
  func twinSwiftFilesBothListed() throws {
    let folder = try TemporaryFolder("nfc-cli")
    try folder.write(
      "V\u{FC}.swift", "struct A: View { var body: some View { List { NavigationLink(\"kA\") { D() } } } }\n")
    try folder.write(
      "Vu\u{308}.swift",
      "struct B: View { var body: some View { List { NavigationLink(\"kB\") { D() } } } }\n")
    let run = CapturedRun(["rows", folder.path])
    #expect(run.exitCode == 0)
    #expect(run.stdout.contains("\n2 rows in 2 of 2 Swift files;"))
  }

  @Test(
    "keys café (NFC) in A.strings and café (NFD) in B.strings are two problems; merged shards equal the unsharded run byte for byte"
  )
  func twinKeysShardAndMerge() throws {
    let folder = try TemporaryFolder("nfc-cli")
    try folder.write("typefit.json", "{\"defaultRole\":\"row\",\"titleLines\":1}\n")
    try folder.write("in/de.lproj/A.strings", "\"caf\u{E9}\" = \"\(Self.longText)\";\n")
    try folder.write("in/de.lproj/B.strings", "\"cafe\u{301}\" = \"\(Self.longText)\";\n")
    let common = [
      "check", folder.path + "/in", "--config", folder.path + "/typefit.json", "-f", "json", "--quiet",
    ]
    let whole = CapturedRun(common)
    #expect(whole.exitCode == 1)
    let problems = try #require(try whole.jsonObject()["problems"] as? [[String: Any]])
    #expect(
      problems.compactMap { ($0["key"] as? String).map { Array($0.utf8) } }.sorted {
        $0.lexicographicallyPrecedes($1)
      } == [
        Array("cafe\u{301}".utf8), Array("caf\u{E9}".utf8),
      ])
    for shards in [3, 4] {
      var paths: [String] = []
      for k in 1...shards {
        let path = folder.path + "/shard-\(k)-of-\(shards).json"
        let shard = CapturedRun(common + ["--shard", "\(k)/\(shards)", "-o", path])
        #expect(shard.exitCode <= 1)
        paths.append(path)
      }
      let merged = CapturedRun(["merge"] + paths)
      #expect(merged.exitCode == 1)  // errors, as the unsharded run
      #expect(Array(merged.stdout.utf8) == Array(whole.stdout.utf8))
    }
  }
}
