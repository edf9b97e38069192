import Foundation
import Testing
import _TypeFitTestSupport

@Suite("Hostile input: Swift files with too many tokens")
struct HostileSwiftSizeTests {
  /// One `List` of `links` `NavigationLink`s, one a line after a 13-token first line; each link
  /// is 10 tokens.
  static func flatList(links: Int) -> String {
    "struct V: View { var body: some View { List {\n"
      + String(repeating: "NavigationLink(\"k\") { Text(\"x\") }\n", count: links) + "} } }\n"
  }

  /// 99,999 links: the 1,000,001st token is the `"x"` of the last link but one, on line 100,000.
  static let overLimit = flatList(links: 99_999)

  static let message =
    "file has more than 1000000 tokens (names, literals, punctuation), the first one past the limit here; "
    + "Swift files with more are not read"

  static let goodView = Hostile.goodSwiftView

  @Test(
    "rows on a flat list past 1,000,000 tokens: one error at the token, exit 3, the good file's rows listed"
  )
  func flatListInRows() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Big.swift", Self.overLimit)
    try folder.write("App/Good.swift", Self.goodView)
    let run = CapturedRun(["rows", folder.path + "/App", "--format", "json"])
    #expect(run.exitCode == 3)
    #expect(run.stderr == "\(folder.path)/App/Big.swift:100000:28: error: \(Self.message)\n")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let rows = try #require(json["rows"] as? [[String: Any]])
    #expect(
      rows.compactMap { ($0["title"] as? [String: Any])?["key"] as? String } == ["good.toggle", "good.link"])
  }

  @Test(
    "a run of 600,000 `#` on one line is read in one pass (eighth attack F22: quadratic, hours), the good file's rows listed",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func longRunOfHashes() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Hashes.swift", String(repeating: "#", count: 600_000) + "\n")
    try folder.write("App/Good.swift", Self.goodView)
    // Quadratic, 600,000 `#` were about 500 s of CPU; linear, well under a second.
    let run = try Hostile.runBinary(["rows", folder.path + "/App", "--format", "json"], seconds: 60)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let rows = try #require(json["rows"] as? [[String: Any]])
    #expect(
      rows.compactMap { ($0["title"] as? [String: Any])?["key"] as? String } == ["good.toggle", "good.link"])
  }

  /// An input not read, so exit 3 (the nineteenth attack's A19-7; a warning and exit 0 before).
  @Test("check with discovery names the file as not read, exit 3, and still checks every string")
  func flatListInCheck() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("App/Big.swift", Self.overLimit)
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: \(folder.path)/App/Big.swift:100000:28: \(Self.message)\n")
    #expect(Hostile.diagnostics(run) == ["unreadableFile: \(Self.message)"])
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
  }
}
