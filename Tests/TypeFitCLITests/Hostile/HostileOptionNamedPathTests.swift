import Foundation
import Testing
import _TypeFitTestSupport

/// The eightieth attack's A80-4: the GitHub Action passed `paths` (which a workflow may fill
/// with a pull request's file names) before its options and without `--`, so files named
/// `--shard` and `1/10000` made a run that checked nothing and passed its gate, and one named
/// `--follow-external-links` read a file outside the checkout. The Action now ends the options
/// with `--` (`Scripts/check-action` asserts it), after which every argument is a path.
@Suite(
  "Hostile input: paths named like options after --",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileOptionNamedPathTests {
  @Test("check -- --shard 1/10000 --follow-external-links: each is a path, checked as one")
  func pathsAfterDoubleDash() throws {
    let folder = try TemporaryFolder()
    try folder.write("--shard/de.lproj/Localizable.strings", "\"a\" = \"Datenschutz\";\n")
    try folder.write("1/10000/de.lproj/Localizable.strings", "\"b\" = \"Sicherheit\";\n")
    try folder.write("--follow-external-links/de.lproj/Localizable.strings", "\"c\" = \"Konto\";\n")
    let run = try Hostile.runBinary(
      in: folder.path,
      [
        "check", "-f", "json", "--fail-on", "never", "--categories", "large", "--",
        "--shard", "1/10000", "--follow-external-links",
      ])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let json = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let results = try #require(json["results"] as? [[String: Any]])
    let files = Set(results.compactMap { $0["file"] as? String })
    #expect(
      files == [
        "--shard/de.lproj/Localizable.strings", "1/10000/de.lproj/Localizable.strings",
        "--follow-external-links/de.lproj/Localizable.strings",
      ], "\(run.stdout.prefix(2_000))")
    #expect(Set(results.compactMap { $0["key"] as? String }) == ["a", "b", "c"])
  }

  /// A fresh user's U54-7: `check -- S --format json` said `--format: no such file or folder`,
  /// without saying why an option was taken for a path.
  @Test("check -- S --format json: the missing --format says that after -- every argument is a path")
  func optionAfterDoubleDash() throws {
    let folder = try TemporaryFolder()
    try folder.write("S/de.lproj/Localizable.strings", "\"a\" = \"Datenschutz\";\n")
    let run = try Hostile.runBinary(
      in: folder.path, ["check", "-q", "--categories", "large", "--", "S", "--format", "json"])
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(
      run.stderr
        == "Error: --format: no such file or folder (after --, every argument is a path: put options before --)\n"
        + "Error: json: no such file or folder\n", "\(run.stderr)")
    // The report keeps the walker's words.
    #expect(run.stdout.contains("--format: no such file or folder\n"), "\(run.stdout)")
    #expect(!run.stdout.contains("after --"))
  }
}
