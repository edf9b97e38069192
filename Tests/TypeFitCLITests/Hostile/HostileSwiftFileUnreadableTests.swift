import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// Swift files `check` found and could not read or search — permission denied, not a regular
/// file, brackets nested past 256 levels — were only warnings: the rows they hold were missing
/// from the run, so it could exit 0 with a real error unreported. Each is now an input not read,
/// as fix20b made a file refused for memory or the token cap and as an unreadable `.strings`
/// file is: an error of the run in every report, exit 3, and the good file beside it is still
/// checked in full.
@Suite("Hostile input: Swift files that cannot be read or searched")
struct HostileSwiftFileUnreadableTests {
  static let formats = ["text", "json", "ndjson", "sarif", "junit", "html"]

  /// The app of ``HostileSwiftNotReadTests``: `Settings.swift`'s one-line navigation row and a
  /// title too long for it from the large size (TF001).
  static func app() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("sfu")
    try folder.write("app/Settings.swift", HostileSwiftNotReadTests.settings)
    try folder.write("app/en.lproj/Localizable.strings", HostileSwiftNotReadTests.strings)
    return folder
  }

  /// Checks `folder/app` in each format: exit 3, standard error exactly `stderr`, and each
  /// report names the file with `message` and keeps the good file's TF001 error.
  static func expectErrorOfTheRun(_ folder: TemporaryFolder, stderr: String, message: String) throws {
    for format in Self.formats {
      let report = "\(folder.path)/report.\(format)"
      let run = CapturedRun(["check", folder.path + "/app", "-q", "-f", format, "-o", report])
      #expect(run.exitCode == 3, "\(format): \(run.stderr)")
      #expect(run.stderr == stderr, "\(format)")
      let text = try String(contentsOfFile: report, encoding: .utf8)
      #expect(text.contains(message), "\(format) report does not say the Swift file was not read")
      #expect(text.contains("TF001"), "\(format) report lost the good file's error")
      #expect(text.contains("real.title"), "\(format)")
    }
  }

  @Test(
    "a FIFO named Pipe.swift: exit 3 in every format, the report names it, the good file's TF001 error stays")
  func fifo() throws {
    let folder = try Self.app()
    #expect(mkfifo(folder.path + "/app/Pipe.swift", 0o644) == 0)
    let message = "a FIFO (named pipe), not a regular file; only regular files are read"
    try Self.expectErrorOfTheRun(
      folder, stderr: "Error: \(folder.path)/app/Pipe.swift: \(message)\n", message: message)
    let rows = CapturedRun(["rows", folder.path + "/app"])
    #expect(rows.exitCode == 3)
    #expect(rows.stderr == "Error: \(folder.path)/app/Pipe.swift: \(message)\n")
    #expect(rows.stdout.contains("real.title"))
  }

  @Test(
    "a Swift file nested 300 brackets deep: exit 3 at its 257th bracket, the good file's TF001 error stays")
  func nestedTooDeep() throws {
    let folder = try Self.app()
    // `struct {`, `body {` and `List {` are 3 deep; the 254th VStack's brace (line 257) is the 257th.
    try folder.write("app/Deep.swift", HostileNestingTests.nestedStacks(300))
    let message = "brackets nested more than 256 levels deep; this file is not searched for rows"
    try Self.expectErrorOfTheRun(
      folder, stderr: "Error: \(folder.path)/app/Deep.swift:257:8: \(message)\n", message: message)
  }

  /// Whether the permission test can run: as another user than root, or as root through
  /// `setpriv` as `nobody` (root reads a `chmod 000` file).
  static let canDenyRead =
    getuid() != 0
    || (FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") && Hostile.binary != nil)

  @Test(
    "a Swift file that may not be read (chmod 000): exit 3, as a chmod 000 .strings file; the good file's TF001 error stays",
    .enabled(if: canDenyRead, "needs a user other than root, or setpriv and the built binary"))
  func permissionDenied() throws {
    let folder = try Self.app()
    try folder.write("app/Locked.swift", HostileSwiftNotReadTests.settings)
    let locked = folder.path + "/app/Locked.swift"
    #expect(chmod(locked, 0o000) == 0)
    defer { chmod(locked, 0o644) }
    let message = "cannot open the file: Permission denied"
    if getuid() != 0 {
      try Self.expectErrorOfTheRun(folder, stderr: "Error: \(locked): \(message)\n", message: message)
      return
    }
    // As root: the binary run as `nobody`, the JSON report on standard output.
    let binary = try #require(Hostile.binary)
    let asNobody = ["--reuid=65534", "--regid=65534", "--clear-groups", binary]
    let run = try Hostile.runBinary(
      asNobody + ["check", folder.path + "/app", "-q", "-f", "json"], executable: "/usr/bin/setpriv")
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(run.stderr == "Error: \(locked): \(message)\n")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(
      diagnostics.map { "\($0["severity"] ?? "") \($0["file"] ?? ""): \($0["message"] ?? "")" } == [
        "error \(locked): \(message)"
      ])
    #expect(run.stdout.contains("TF001"))
    #expect((json["results"] as? [[String: Any]])?.compactMap { $0["key"] as? String } == ["real.title"])
    let rows = try Hostile.runBinary(
      asNobody + ["rows", folder.path + "/app"], executable: "/usr/bin/setpriv")
    #expect(rows.exitCode == 3)
    #expect(rows.stderr == "Error: \(locked): \(message)\n")
    #expect(rows.stdout.contains("real.title"))
  }
}
