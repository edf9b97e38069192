import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The eightieth attack's A80-8: a `typefit.json` that could not be opened (mode 000 for another
/// user, or no file descriptor left) was "invalid configuration", with the usage line, exit 2,
/// though nothing on the command line or in the file was wrong. It is now input that could not
/// be read, with the system's reason and exit 3, as an unreadable `--stack` file is.
@Suite("Hostile input: a configuration file that cannot be opened")
struct HostileUnreadableConfigurationTests {
  @Test(
    "check and rows with too few open files for typefit.json: exit 3, the system's reason, no usage line",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    arguments: [["check", "-f", "json", "-o", "report.json"], ["rows"]])
  func fewDescriptors(_ command: [String]) throws {
    let folder = try TemporaryFolder()
    try folder.write("app/de.lproj/Localizable.strings", "\"privacy\" = \"Datenschutz\";\n")
    try folder.write("app/typefit.json", "{\"titleLines\": 1}\n")
    let binary = try #require(Hostile.binary)
    let run = try Hostile.runBinary(
      [
        "-c", "cd \"$TYPEFIT_TEST_FOLDER\" && ulimit -n 4 && exec \"$0\" \"$@\"", binary, command[0], "app",
      ] + command.dropFirst(),
      environment: ["TYPEFIT_TEST_FOLDER": folder.path], executable: "/bin/sh")
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(
      run.stderr
        == "Error: cannot read configuration file \(folder.path)/app/typefit.json: cannot open the file: "
        + "Too many open files\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/report.json"))
  }

  /// A fresh user's U54-2: a folder or `/dev/null` as `--config` was `invalid configuration: …:
  /// a folder, not a regular file` with the usage line, exit 2, while a missing file is exit 3.
  /// No configuration file can be read at either path: one class, as for `--stack`.
  @Test(
    "--config naming a folder or /dev/null, a folder named typefit.json, --stack a folder: exit 3, no usage")
  func noRegularFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("app/de.lproj/Localizable.strings", "\"privacy\" = \"Datenschutz\";\n")
    let app = folder.path + "/app"
    let only = "; only regular files are read\n"
    for (path, kind) in [(app, "a folder"), ("/dev/null", "a character device")] {
      let run = Hostile.check([app], ["--config", path])
      #expect(run.exitCode == 3, "\(path): \(run.stderr)")
      #expect(
        run.stderr == "Error: cannot read configuration file \(path): \(kind), not a regular file\(only)")
      #expect(run.stdout.isEmpty)
    }
    let stack = Hostile.check([app], ["--stack", app])
    #expect(stack.exitCode == 3)
    #expect(stack.stderr == "Error: cannot read font stack file \(app): a folder, not a regular file\(only)")
    // The search finds a folder of that name: the same.
    try FileManager.default.createDirectory(atPath: app + "/typefit.json", withIntermediateDirectories: false)
    let found = Hostile.check([app])
    #expect(found.exitCode == 3)
    #expect(
      found.stderr
        == "Error: cannot read configuration file \(app)/typefit.json: a folder, not a regular file\(only)")
  }

  /// A fresh user's U54-11: a `typefit.json` error (at its line and column) was followed by the
  /// 330-character usage line of `check`, which says nothing about the file.
  @Test("an invalid typefit.json is exit 2 with its line and column, without the usage line")
  func invalidFileHasNoUsageLine() throws {
    let folder = try TemporaryFolder()
    try folder.write("app/de.lproj/Localizable.strings", "\"privacy\" = \"Datenschutz\";\n")
    try folder.write("app/typefit.json", "{\"categories\": \"AX1..<\"}\n")
    let run = Hostile.check([folder.path + "/app"])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr
        == "Error: invalid configuration: \(folder.path)/app/typefit.json:1:16: categories: category range "
        + "'AX1..<' has no upper end after ..<; name the category it stops before, as in AX1..<AX5, or write "
        + "AX1... for a range up to AX5\n")
  }

  @Test("the library says the file could not be opened, not that it is invalid")
  func libraryError() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/missing/typefit.json"
    #expect(
      throws: CheckError.unreadableConfiguration(
        file: path, message: "cannot open the file: No such file or directory")
    ) {
      try CheckConfiguration.load(contentsOf: path)
    }
    // A file that was opened and is wrong is still invalid.
    try folder.write("typefit.json", "{\"rowz\": []}\n")
    do {
      _ = try CheckConfiguration.load(contentsOf: folder.path + "/typefit.json")
      Issue.record("an unknown field was accepted")
    } catch {
      guard case .invalidConfigurationValue = error as? CheckError else {
        Issue.record("\(error)")
        return
      }
    }
  }
}
