import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// The thirteenth attack's A13-14 and A13-16: the folder of `--output` renamed and replaced by a
/// link while the report is written left the temporary file (139 MB there) in the renamed
/// folder, as it was renamed and removed by path; and a folder that refuses the temporary file
/// was reported as `Permission denied` alone, though the report file itself was writable.
@Suite("Hostile input: the folder of --output renamed, or not writable")
struct HostileOutputFolderTests {
  /// `root/reports` holding an old `typefit.json`, and an empty `root/victim`.
  struct Layout {
    let folder: TemporaryFolder
    let root: String
    var report: String { root + "/reports/typefit.json" }

    init() throws {
      folder = try TemporaryFolder()
      root = try #require(HostileOutputPathTests.Layout.real(folder.path))
      try folder.write("reports/typefit.json", "old\n")
      try FileManager.default.createDirectory(atPath: root + "/victim", withIntermediateDirectories: true)
    }

    /// `reports` renamed to `reports.real`, and a link `reports -> victim` in its place.
    func swapFolder() throws {
      #expect(rename(root + "/reports", root + "/reports.real") == 0)
      try FileManager.default.createSymbolicLink(atPath: root + "/reports", withDestinationPath: "victim")
    }

    func names(_ folder: String) throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder).sorted()
    }

    func read(_ path: String) throws -> String {
      try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }
  }

  @Test("the report is renamed in the folder its temporary file was created in, wherever that folder went")
  func committedInTheFolderOpened() throws {
    let layout = try Layout()
    let file = try ReportFile(path: layout.report)
    file.write("new\n")
    #expect(try layout.names("reports").count == 2)
    try layout.swapFolder()
    try file.commit()
    #expect(try layout.names("reports.real") == ["typefit.json"])
    #expect(try layout.read("reports.real/typefit.json") == "new\n")
    #expect(try layout.names("victim") == [])
  }

  @Test("a report not committed removes its temporary file from the renamed folder; the old report is kept")
  func removedFromTheFolderOpened() throws {
    let layout = try Layout()
    do {
      let file = try ReportFile(path: layout.report)
      file.write("new\n")
      try withExtendedLifetime(file) {
        let temporary = try layout.names("reports").filter { $0.hasPrefix(".typefit.json.typefit-") }
        #expect(temporary.count == 1)
        try layout.swapFolder()
        #expect(try layout.names("reports.real") == temporary + ["typefit.json"])
      }
    }
    #expect(try layout.names("reports.real") == ["typefit.json"])
    #expect(try layout.read("reports.real/typefit.json") == "old\n")
    #expect(try layout.names("victim") == [])
  }

  @Test("the signal handlers' removal finds the temporary file in its folder, not by path")
  func signalRemovalByFolder() throws {
    let layout = try Layout()
    let file = try ReportFile(path: layout.report)
    try withExtendedLifetime(file) {
      let temporary = try #require(
        try layout.names("reports").first { $0.hasPrefix(".typefit.json.typefit-") })
      try layout.swapFolder()
      // A file of that name where the path now leads must not be the one removed.
      try layout.folder.write("victim/" + temporary, "victim\n")
      // This file's slot only: `removePending()` would also remove the temporary files of the
      // reports other tests write at the same time.
      InterruptCleanup.pending.remove(try #require(file.pendingRemoval))
      #expect(try layout.names("reports.real") == ["typefit.json"])
      #expect(try layout.read("victim/" + temporary) == "victim\n")
    }
  }

  @Test("a temporary file that cannot be created says so, naming the folder and why it must be writable")
  func temporaryFileMessage() {
    #expect(
      ReportFile.temporaryFileFailure(path: "ro/out.json", folder: "ro", code: EACCES)
        == "cannot write --output ro/out.json: cannot create its temporary file in ro (Permission denied); "
        + "the report is written beside the file and renamed over it, so its folder must be writable")
    #expect(
      ReportFile.temporaryFileFailure(path: "/x/out.json", folder: "/x", code: ENOSPC)
        == "cannot write --output /x/out.json: cannot create its temporary file in /x (No space left on device)"
    )
    #expect(
      ReportFile.shownFolder(path: "ro/out.json", target: "/w/ro/out.json", followedLinks: false) == "ro")
    #expect(ReportFile.shownFolder(path: "out.json", target: "/w/out.json", followedLinks: false) == ".")
    #expect(ReportFile.shownFolder(path: "/out.json", target: "/out.json", followedLinks: false) == "/")
    #expect(
      ReportFile.shownFolder(path: "l/out.json", target: "/w/real/out.json", followedLinks: true) == "/w/real"
    )
  }

  /// `setpriv`, which runs the binary as `nobody`, whom a folder's mode refuses (root it does not).
  static let setpriv: String? = {
    let tool = "/usr/bin/setpriv"
    guard Hostile.binary != nil, getuid() == 0, FileManager.default.isExecutableFile(atPath: tool) else {
      return nil
    }
    return tool
  }()

  @Test(
    "a writable report in a read-only folder: exit 4, the message names the folder, the old report kept",
    .enabled(if: setpriv != nil, "needs the built binary, root and setpriv"))
  func readOnlyFolder() throws {
    let layout = try Layout()
    let folder = layout.root + "/ro"
    try layout.folder.write("ro/out.json", "old\n")
    #expect(chmod(folder + "/out.json", 0o666) == 0)
    #expect(chmod(folder, 0o555) == 0)
    let tool = Self.setpriv ?? "/usr/bin/setpriv"
    let binary = try #require(Hostile.binary)
    let run = try Hostile.runBinary(
      ["--reuid=65534", "--regid=65534", "--clear-groups", binary, "rules", "-o", folder + "/out.json"],
      executable: tool)
    #expect(run.exitCode == 4)
    #expect(
      run.stderr
        == "Error: cannot write --output \(folder)/out.json: cannot create its temporary file in \(folder) "
        + "(Permission denied); the report is written beside the file and renamed over it, so its folder must be "
        + "writable\n")
    #expect(try layout.read("ro/out.json") == "old\n")
    #expect(try layout.names("ro") == ["out.json"])
    #expect(chmod(folder, 0o755) == 0)
  }
}
