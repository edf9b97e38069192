import Foundation
import Testing
import _TypeFitTestSupport

/// Eleventh attack, L1 and L2: an empty path was reported by what the system made of it (`check
/// ''`: "Error: : no such file or folder"; `--font ''`: "not a regular file" naming the current
/// folder; `--config ''`: "invalid configuration: : cannot open the file"), and a path behind a
/// folder that may not be searched was "no such file or folder". An empty path is now a usage
/// error that says so, and an unreachable path says "permission denied".
@Suite("Hostile input: empty paths and paths behind a folder that may not be searched")
struct HostileEmptyPathTests {
  @Test(
    "an empty input or path option is refused (exit 2) with a message that says the path is empty",
    arguments: [
      (["check", ""], "an input is an empty path (''); name a file or folder"),
      (["rows", ""], "an input is an empty path (''); name a file or folder"),
      (["merge", ""], "an input is an empty path (''); name a file or folder"),
      (["check", ".", "--config", ""], "--config is an empty path (''); name a typefit.json file"),
      (
        ["measure", "--text", "a", "--size", "17", "--font", ""],
        "--font is an empty path (''); name a font file (PATH, or PATH#INDEX for a face in a collection)"
      ),
      (
        ["check", "-", "--stdin-name", ""],
        "--stdin-name is an empty path (''); name the file standard input holds, such as de.lproj/Localizable.strings"
      ),
      (
        ["fonts", "--stack", ""],
        "--stack is an empty path (''); name a font stack file or a built-in stack (ios-system, sf-pro-macos)"
      ),
    ])
  func emptyPathRefused(_ arguments: [String], _ message: String) {
    let run = CapturedRun(arguments)
    #expect(run.exitCode == 2)
    #expect(run.stderr.split(separator: "\n").first.map(String.init) == "Error: \(message)")
    #expect(run.stdout == "")
  }

  @Test("check with an empty input beside a good folder names neither nothing nor the current folder")
  func emptyBesideGood() throws {
    let folder = try Hostile.folderWithGoodFile()
    let run = Hostile.check(["", folder.path])
    #expect(run.exitCode == 2)
    #expect(!run.stderr.contains(FileManager.default.currentDirectoryPath))
    // Without the empty path, the good folder is checked in full.
    let good = Hostile.check([folder.path])
    #expect(good.exitCode == 0, "\(good.stderr)")
    #expect(Hostile.resultKeys(good) == [Hostile.goodKey])
  }

  @Test("measure --batch: a line whose font is empty gets an error line that says so; the next is measured")
  func batchEmptyFont() {
    let lines = LineFeed([
      #"{"id":1,"text":"Privacy","size":17,"font":""}"#, #"{"id":2,"text":"Privacy","size":17}"#,
    ])
    let run = CapturedRun(["measure", "--batch"], readLine: lines.next)
    let message =
      "the font path is empty; write the font file's path (PATH, or PATH#INDEX for a face in a collection)"
    #expect(run.exitCode == 3)
    #expect(run.stderr == "Error: stdin:1: \(message)\n")
    let output = run.stdout.split(separator: "\n").map(String.init)
    #expect(output.first == "{\"id\":1,\"error\":\"\(message)\"}")
    #expect(output.count == 2)
    #expect(output.last?.hasPrefix("{\"id\":2,\"lines\":1,") == true)
  }

  @Test(
    "check as another user: an input behind a folder it may not search is \"permission denied\"; the good folder is checked",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    .enabled(
      if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
      "needs root and setpriv"))
  func permissionDenied() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("locked/app/de.lproj/L.strings", "\"k\" = \"v\";\n")
    try #require(chmod(folder.path, 0o755) == 0)
    try #require(chmod(folder.path + "/locked", 0o000) == 0)
    defer { chmod(folder.path + "/locked", 0o755) }
    let binary = try #require(Hostile.binary)
    let run = try Hostile.runBinary(
      [
        "--reuid=65534", "--regid=65534", "--clear-groups", binary, "check", folder.path + "/locked/app",
        folder.path, "-f", "json", "--categories", "large", "-q",
      ], executable: "/usr/bin/setpriv")
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(
      run.stderr.split(separator: "\n").map(String.init).contains(
        "Error: \(folder.path)/locked/app: permission denied"), "\(run.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let keys = (json["results"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
    #expect(keys == [Hostile.goodKey])
  }
}
