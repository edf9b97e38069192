import Foundation
import Testing
import _TypeFitTestSupport

/// The forty-second attack's A42-1: a folder that can be listed but not searched (mode 0644, to
/// a user other than its owner) gave its entries' names, but no entry could be looked up, and
/// each was passed over in silence: its Swift file and table were not read and the run passed.
/// Now the folder is an error naming why, said once.
@Suite("Hostile input: a folder that can be listed but not searched")
struct HostileUnsearchableFolderTests {
  @Test(
    "check as another user: the folder is an error (exit 3) saying it cannot be searched; the good file is checked",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    .enabled(
      if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
      "needs root and setpriv"))
  func unsearchableFolder() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("sub/V.swift", Hostile.goodSwiftView)
    try folder.write("sub/de.lproj/L.strings", "\"k2\" = \"Sicherheit\";\n")
    try #require(chmod(folder.path, 0o755) == 0)
    try #require(chmod(folder.path + "/sub", 0o644) == 0)
    defer { chmod(folder.path + "/sub", 0o755) }
    let binary = try #require(Hostile.binary)
    let run = try Hostile.runBinary(
      [
        "--reuid=65534", "--regid=65534", "--clear-groups", binary, "check", folder.path, "-f", "json",
        "--categories", "large", "-q",
      ], executable: "/usr/bin/setpriv")
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(
      run.stderr
        == "Error: \(folder.path)/sub: cannot list folder: Permission denied: its entries can be listed but not "
        + "looked up (the folder may be read but not searched)\n")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let keys = (json["results"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
    #expect(keys == [Hostile.goodKey])
  }

  /// The forty-second attack's A42-2: a chain of in-tree folder links (`L000/next -> ../L001`, …)
  /// was followed by path past the kernel's 40 links: folders failed with "Too many levels of
  /// symbolic links" (exit 3) though each was read by its real path, and Swift files found first
  /// through the chain could not be opened.
  @Test("check: 60 folders chained by in-tree links, each with a table and a Swift row: all read, exit 0")
  func linkChain() throws {
    let folder = try TemporaryFolder("link-chain")
    let count = 60
    for index in 0..<count {
      let name = "L\(index < 10 ? "0" : "")\(index)"
      try folder.write("\(name)/de.lproj/T\(index).strings", "\"k\(index)\" = \"Datenschutz\";\n")
      try folder.write(
        "\(name)/V.swift",
        "struct V\(index): View { var body: some View { List { Toggle(\"k\(index)\", isOn: $on) } } }\n")
      if index + 1 < count {
        let next = "L\(index + 1 < 10 ? "0" : "")\(index + 1)"
        #expect(symlink("../\(next)", folder.path + "/\(name)/next") == 0)
      }
    }
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0, "\(run.stderr.prefix(300))")
    let summary = try #require(try run.jsonObject()["summary"] as? [String: Any])
    #expect(summary["readErrors"] as? Int == 0)
    #expect(summary["strings"] as? Int == count)
    #expect(summary["rows"] as? Int == count)
    let rows = CapturedRun(["rows", folder.path, "--format", "json"])
    #expect(rows.exitCode == 0, "\(rows.stderr.prefix(300))")
  }
}
