import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// `typefit merge` of shards whose Swift sources differ: the twenty-first attack's A21-21 merged
/// a shard run with `.lineLimit(1)` on every row and one run after they were removed, because the
/// input digest covered the strings only.
@Suite("Hostile input: merge, shards of different Swift sources")
struct HostileMergeSourceShapeTests {
  /// An app of 40 keys, each shown by `Text("kN")` with `modifier` after it.
  static func app(in folder: TemporaryFolder, modifier: String) throws -> String {
    let app = folder.path + "/app"
    try FileManager.default.createDirectory(atPath: app + "/de.lproj", withIntermediateDirectories: true)
    let strings = (0..<40).map { "\"k\($0)\" = \"Benachrichtigungseinstellungen und Töne \($0)\";\n" }
    try strings.joined().write(
      toFile: app + "/de.lproj/Localizable.strings", atomically: true, encoding: .utf8)
    try writeView(app, modifier: modifier)
    return app
  }

  static func writeView(_ app: String, modifier: String) throws {
    let rows = (0..<40).map { "  Text(\"k\($0)\")\(modifier)\n" }.joined()
    try ("import SwiftUI\nstruct V: View { var body: some View { List {\n" + rows + "} } }\n")
      .write(toFile: app + "/V.swift", atomically: true, encoding: .utf8)
  }

  static func digest(_ path: String) throws -> String {
    let match = try #require(
      try String(contentsOfFile: path, encoding: .utf8).firstMatch(of: /"inputDigest":"([0-9a-f]{16})"/))
    return String(match.1)
  }

  @Test("JSON shards run before and after a .lineLimit(1) was removed from the Swift source are refused")
  func lineLimitRemoved() throws {
    let folder = try TemporaryFolder("merge-source-shape")
    let app = try Self.app(in: folder, modifier: ".lineLimit(1)")
    let first = folder.path + "/s1.json"
    let firstRun = CapturedRun(["check", app, "-q", "-f", "json", "--shard", "1/2", "-o", first])
    #expect(firstRun.exitCode <= 1, "\(firstRun.stderr)")
    try Self.writeView(app, modifier: "")
    let second = folder.path + "/s2.json"
    let secondRun = CapturedRun(["check", app, "-q", "-f", "json", "--shard", "2/2", "-o", second])
    #expect(secondRun.exitCode <= 1, "\(secondRun.stderr)")
    let before = try Self.digest(first)
    let after = try Self.digest(second)
    #expect(before != after)
    let merged = folder.path + "/m.json"
    let run = CapturedRun(["merge", first, second, "-o", merged])
    #expect(run.exitCode == 3)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "Error: \(second) is from a different run than \(first): its input differs: the digest of the rows "
        + "every shard plans (their keys, locales, variants, texts and shapes, \"inputDigest\") is \"\(after)\" "
        + "in \(second), \"\(before)\" in \(first); run every shard on the same input\n")
    #expect(!FileManager.default.fileExists(atPath: merged))
  }

  @Test(
    "A font changed in the Swift source changes the digest; shards of one source merge to the unsharded report"
  )
  func sameSourceMerges() throws {
    let folder = try TemporaryFolder("merge-source-same")
    let app = try Self.app(in: folder, modifier: ".lineLimit(1)")
    let whole = folder.path + "/whole.json"
    #expect(CapturedRun(["check", app, "-q", "-f", "json", "-o", whole]).exitCode == 1)
    var shards: [String] = []
    for k in 1...2 {
      let path = folder.path + "/s\(k).json"
      #expect(CapturedRun(["check", app, "-q", "-f", "json", "--shard", "\(k)/2", "-o", path]).exitCode <= 1)
      shards.append(path)
    }
    #expect(try Self.digest(shards[0]) == Self.digest(shards[1]))
    let merged = folder.path + "/m.json"
    let run = CapturedRun(["merge", shards[1], shards[0], "-o", merged])
    #expect(run.exitCode == 1, "\(run.stderr)")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: merged)) == Data(contentsOf: URL(fileURLWithPath: whole)))
    // Another font only: the strings are the same, the shape is not.
    try Self.writeView(app, modifier: ".lineLimit(1).font(.caption)")
    let caption = folder.path + "/caption.json"
    #expect(CapturedRun(["check", app, "-q", "-f", "json", "--shard", "2/2", "-o", caption]).exitCode <= 1)
    #expect(try Self.digest(caption) != Self.digest(shards[1]))
    #expect(CapturedRun(["merge", shards[0], caption]).exitCode == 3)
  }
}
