import Foundation
import Testing
import _TypeFitTestSupport

/// The twentieth attack's A20-13: a Unix socket given as an input, or met as a `.swift` file by
/// the source walk, was reported as `cannot open the file: No such device or address` (`open`
/// fails on a socket), while the localization walk named it. All three now say what it is.
@Suite("Hostile input: Unix sockets")
struct HostileSocketTests {
  static let sentence = "a socket, not a regular file; only regular files are read"

  /// Binds a Unix socket at `path` (left bound until the process ends; the folder is removed).
  static func bindSocket(_ path: String) throws {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    try #require(descriptor >= 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in bytes.enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    close(descriptor)
    try #require(bound == 0)
  }

  @Test("a socket given as an input is named; the good file is checked, exit 3")
  func socketGivenDirectly() throws {
    let folder = try Hostile.folderWithGoodFile()
    let socketPath = folder.path + "/de.strings"
    try Self.bindSocket(socketPath)
    let run = Hostile.check([socketPath, folder.path + "/" + Hostile.goodFile])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(run.stderr.contains("de.strings: \(Self.sentence)"), "\(run.stderr)")
    #expect(!run.stderr.contains("No such device or address"))
  }

  @Test("a socket named K.swift met by the source walk is named; the good view's rows are listed")
  func socketInSwiftWalk() throws {
    let folder = try TemporaryFolder()
    try folder.write("Good.swift", "import SwiftUI\n" + Hostile.goodSwiftView + "\n")
    try Self.bindSocket(folder.path + "/K.swift")
    let run = CapturedRun(["rows", folder.path, "-f", "json"])
    #expect(run.stderr.contains("/K.swift: \(Self.sentence)\n"), "\(run.stderr)")
    #expect(!run.stderr.contains("No such device or address"))
    #expect(run.stdout.contains("\"good.toggle\"") && run.stdout.contains("\"good.link\""))
  }

  /// The twenty-third attack's A23-17: the output side said `No such device or address`.
  @Test("--output naming a socket is refused by its kind (exit 4); the socket is left as it was")
  func socketAsOutput() throws {
    let folder = try Hostile.folderWithGoodFile()
    let socketPath = folder.path + "/report.sock"
    try Self.bindSocket(socketPath)
    let run = Hostile.check([folder.path + "/" + Hostile.goodFile], ["--output", socketPath])
    #expect(run.exitCode == 4)
    #expect(
      run.stderr
        == "Error: cannot write --output \(socketPath): it is a socket, not a file; "
        + "name a file, a FIFO or - (standard output)\n")
    var info = stat()
    #expect(lstat(socketPath, &info) == 0 && info.st_mode & S_IFMT == S_IFSOCK)
  }

  /// The sixty-fourth attack's A64-1: a font a repository names (`--font`, a `--stack` file's
  /// faces) was opened before its kind was looked at, and opening a device node can act on it
  /// (a watchdog, a tape). It is refused by its kind unopened: a socket, which `open` refuses
  /// with `No such device or address`, shows that no `open` was tried.
  @Test("a font that is a socket is refused by its kind, without being opened")
  func socketAsFont() throws {
    let folder = try TemporaryFolder()
    let socketPath = folder.path + "/Font.ttf"
    try Self.bindSocket(socketPath)
    let run = CapturedRun(["measure", "--text", "Hi", "--size", "17", "--font", socketPath])
    #expect(run.exitCode == 3)
    #expect(run.stderr.contains("a socket, not a regular file"), "\(run.stderr)")
    #expect(!run.stderr.contains("No such device or address"))
  }
}
