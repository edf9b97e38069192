import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The fourteenth attack's A14-9: a String Catalog `comment` or a `.strings` comment of 200 MB
/// was held per file to the end of the run (14 paths of one file: 3.57 GB), and so was a value
/// over the label limit: the planner kept one string per key, whole, to decide its role from.
/// It now keeps the word of a long comment that decides the role and a value cut past the
/// limit, so a run holds one such file at a time.
@Suite(
  "Hostile input: long comments and values are not kept per file",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileLargeCommentTests {
  /// The limit of the run, in KiB (`ulimit -v`): the debug build's fonts and libraries take
  /// about 231 MB, a 10 MB file read whole with the work 90 MB more (``AddressSpaceBudget``), so
  /// 330,000 KiB leaves room for one such file at a time, not for the comments of five kept
  /// besides. The run fits from about 305,000 KiB at every try; before malloc's mmap threshold
  /// was fixed under a limit (``LimitedMalloc``), blocks freed in a different order on each run
  /// took up to 30 MB more: 330,000 failed at every run and 360,000 one run in six (CI of
  /// 2026-12-05).
  static let limitKB = 330_000

  @Test("eight files with 10 MB comments under ulimit -v: every file read, the good one checked")
  func commentsUnderLimit() throws {
    let folder = try TemporaryFolder("comments")
    let fill = String(repeating: "a", count: 10_000_000)
    let catalog =
      "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"comment\":\"\(fill) says title\",\"localizations\":"
      + "{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"x\"}}}}},\"version\":\"1.0\"}"
    let table = "/* \(fill) */\n\"k\" = \"x\";\n"
    let files = FileManager.default
    for index in 0..<4 {
      try files.createDirectory(atPath: folder.path + "/app/c\(index)", withIntermediateDirectories: true)
      try catalog.write(
        toFile: folder.path + "/app/c\(index)/Localizable.xcstrings", atomically: false, encoding: .utf8)
      try files.createDirectory(
        atPath: folder.path + "/app/s\(index)/de.lproj", withIntermediateDirectories: true)
      try table.write(
        toFile: folder.path + "/app/s\(index)/de.lproj/Localizable.strings", atomically: false,
        encoding: .utf8)
    }
    try files.createDirectory(atPath: folder.path + "/app/z/de.lproj", withIntermediateDirectories: true)
    try "\"good\" = \"Gut\";\n".write(
      toFile: folder.path + "/app/z/de.lproj/Localizable.strings", atomically: false, encoding: .utf8)
    let run = try Hostile.runBinary(
      ["check", folder.path + "/app", "-q", "-f", "json", "--fail-on", "never", "--threads", "1"],
      seconds: 300, addressSpaceKB: Self.limitKB)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    let json = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let results = try #require(json["results"] as? [[String: Any]])
    let keys = results.compactMap { $0["key"] as? String }
    // Each catalog gives its source (en) and de strings.
    #expect(keys.filter { $0 == "k" }.count == 12)
    #expect(keys.filter { $0 == "good" }.count == 1)
    // The catalog's comment says "title" after its 10 MB: its role is decided by that word.
    let catalogRoles = results.filter { ($0["file"] as? String)?.hasSuffix(".xcstrings") == true }.compactMap
    {
      $0["roleReason"] as? String
    }
    #expect(catalogRoles == Array(repeating: "comment says \"title\"", count: 8), "\(results.first ?? [:])")
  }
}
