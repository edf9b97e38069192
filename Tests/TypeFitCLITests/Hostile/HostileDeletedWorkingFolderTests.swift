import Foundation
import Testing
import TypeFit
import TypeFitCLI
import _TypeFitTestSupport

/// The eleventh attack's W1: with the working folder deleted, `getcwd` fails and Foundation's
/// `currentDirectoryPath` is `""`, from which a relative path was taken as if from `/`:
/// `check /abs/app -o tmp/x/victim.txt` replaced `/tmp/x/victim.txt` (exit 0), `-o rel.json`
/// wrote `/rel.json`, and `check tmp/x/app` said the input did not exist while using
/// `/tmp/x/app/typefit.json`. Relative paths are now refused there, never read from `/`.
@Suite(
  "Hostile input: relative paths in a deleted working folder",
  .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
struct HostileDeletedWorkingFolderTests {
  /// Runs the binary with `arguments` in the folder `gone`, deleted just before.
  static func runInDeletedFolder(_ gone: String, _ arguments: [String]) throws -> Hostile.ProcessRun {
    let binary = try #require(Hostile.binary)
    return try Hostile.runBinary(
      ["-c", "mkdir -p \"$GONE\" && cd \"$GONE\" && rmdir \"$GONE\" && exec \"$0\" \"$@\"", binary]
        + arguments,
      environment: ["GONE": gone], executable: "/bin/sh")
  }

  /// `path` without its leading `/`: the name that, taken from `/`, is `path`.
  static func fromRoot(_ path: String) -> String { String(path.dropFirst()) }

  static let refusal =
    "the working folder cannot be found (No such file or directory: was it deleted?), so a relative path "
    + "cannot be resolved; give an absolute path"

  @Test(
    "a relative --output of check, row and merge is an output error; the file it would name from / is kept")
  func relativeOutput() throws {
    let folder = try Hostile.folderWithGoodFile()
    let victim = folder.path + "/victim.txt"
    try folder.write("victim.txt", "IMPORTANT DATA\n")
    let shard = folder.path + "/shard.json"
    let made = CapturedRun([
      "check", folder.path, "-q", "-f", "json", "-o", shard, "--fail-on", "never", "--shard", "1/1",
    ])
    #expect(made.exitCode == 0, "\(made.stderr)")
    let output = Self.fromRoot(victim)
    for command in [
      ["check", folder.path, "-q", "-f", "json", "--fail-on", "never"], ["row", "--title", "A"],
      ["merge", shard],
    ] {
      let run = try Self.runInDeletedFolder(folder.path + "/gone", command + ["-o", output])
      #expect(run.exitCode == 4, "\(command[0]): \(run.stderr)")
      #expect(run.stderr == "Error: cannot write --output \(output): \(Self.refusal)\n", "\(command[0])")
      #expect(try String(contentsOfFile: victim, encoding: .utf8) == "IMPORTANT DATA\n", "\(command[0])")
    }
    // A name that does not exist from / is not created there either.
    let name = "typefit-w1-\(UUID().uuidString).json"
    let run = try Self.runInDeletedFolder(
      folder.path + "/gone", ["check", folder.path, "-q", "-f", "json", "-o", name, "--fail-on", "never"])
    #expect(run.exitCode == 4)
    #expect(run.stderr == "Error: cannot write --output \(name): \(Self.refusal)\n")
    #expect(!FileManager.default.fileExists(atPath: "/" + name))
  }

  @Test("a relative input is not found, and its typefit.json is not used from /")
  func relativeInputConfiguration() throws {
    let folder = try Hostile.folderWithGoodFile()
    // Used, this configuration stops the run with a usage error (exit 2).
    try folder.write("typefit.json", "{ not json")
    let input = Self.fromRoot(folder.path)
    let run = try Self.runInDeletedFolder(
      folder.path + "/gone", ["check", input, "-q", "-f", "json", "-o", folder.path + "/out.json"])
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(run.stderr == "Error: \(input): no such file or folder\n")
  }

  @Test("absolute paths still work there: the good file is reported, by its whole path")
  func absolutePaths() throws {
    let folder = try Hostile.folderWithGoodFile()
    let report = folder.path + "/out.json"
    let run = try Self.runInDeletedFolder(
      folder.path + "/gone",
      ["check", folder.path, "-q", "-f", "json", "-o", report, "--categories", "large", "--fail-on", "never"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    let json = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.compactMap { $0["key"] as? String } == [Hostile.goodKey])
    #expect(results.first?["file"] as? String == folder.path + "/" + Hostile.goodFile)
  }
}
