import Foundation
import Testing
import _TypeFitTestSupport

/// The sixty-eighth attack's A68-2: a 30 MB `typefit.json` under `ulimit -v 4000000` was refused
/// for memory (exit 3, "Raise it"), the memory its patterns would take asked from its size before
/// the size limit; raising the limit only led to the size error (exit 2). A configuration over
/// ``CheckConfiguration/maximumFileSize`` is now refused for its size, from `fstat`, before a byte
/// of it is read and whatever the limit.
@Suite("Hostile input: a configuration file over the size limit")
struct HostileOversizedConfigurationTests {
  /// The size of the attack's file: 30 MiB.
  static let size = 30 << 20

  /// A folder with the good file and a sparse `typefit.json` of ``size`` bytes (no block of it
  /// written: made in no time, and reading it would take 30 MiB).
  static func folderWithLargeConfiguration() throws -> TemporaryFolder {
    let folder = try Hostile.folderWithGoodFile()
    let path = folder.path + "/typefit.json"
    #expect(FileManager.default.createFile(atPath: path, contents: Data("{}".utf8)))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(size))
    try handle.close()
    return folder
  }

  /// The error a run gives for the folder's configuration (its usage line follows).
  static func refusal(_ folder: TemporaryFolder) -> String {
    "Error: invalid configuration: \(folder.path)/typefit.json: file is 31457280 bytes, more than the "
      + "1048576-byte limit\n"
  }

  @Test(
    "check and rows under ulimit -v 4000000 (the attack's): exit 2 for the size, naming the file and the limit",
    .enabled(if: Hostile.binary != nil, "needs the built binary"),
    arguments: [["check", "-q", "-f", "json"], ["rows"]])
  func underAddressSpaceLimit(_ command: [String]) throws {
    let folder = try Self.folderWithLargeConfiguration()
    let run = try Hostile.runBinary(
      [command[0], folder.path] + command.dropFirst(), seconds: 120, addressSpaceKB: 4_000_000)
    #expect(!run.timedOut)
    #expect(run.exitCode == 2, "\(run.stderr)")
    #expect(run.stderr.hasPrefix(Self.refusal(folder)), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("without a limit: the same refusal, in-process")
  func withoutLimit() throws {
    let folder = try Self.folderWithLargeConfiguration()
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 2)
    #expect(run.stderr.hasPrefix(Self.refusal(folder)), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }
}
