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
}
