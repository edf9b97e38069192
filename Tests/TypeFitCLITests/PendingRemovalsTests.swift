import Foundation
import Synchronization
import Testing
import TypeFitConcurrency
import _TypeFitTestSupport

@testable import TypeFitCLI

/// The table of temporary files a signal removes (`PendingRemovals`), on its own: each test has
/// a table of its own, so the reports other tests write at the same time are not in it.
@Suite("Temporary files registered for removal on a signal")
struct PendingRemovalsTests {
  /// `folder` opened as `ReportFile` opens a report's folder.
  static func openFolder(_ folder: TemporaryFolder) throws -> Int32 {
    let descriptor = open(folder.path, ReportFile.folderFlags)
    try #require(descriptor >= 0)
    return descriptor
  }

  static func names(_ folder: TemporaryFolder) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test("removeAll removes the files registered now, each in its own folder, and no other")
  func removesRegistered() throws {
    let first = try TemporaryFolder("pending-first")
    let second = try TemporaryFolder("pending-second")
    for name in ["a", "b", "c"] { try first.write(name, name) }
    try second.write("a", "a")
    let firstFolder = try Self.openFolder(first)
    let secondFolder = try Self.openFolder(second)
    defer {
      close(firstFolder)
      close(secondFolder)
    }
    let table = PendingRemovals(capacity: 4)
    let a = try #require(table.claim("a", inFolder: firstFolder))
    let b = try #require(table.claim("b", inFolder: firstFolder))
    let c = try #require(table.claim("c", inFolder: firstFolder))
    // The same name in another folder: the table keeps both.
    let otherA = try #require(table.claim("a", inFolder: secondFolder))
    #expect([a, b, c, otherA].map(table.name) == ["a", "b", "c", "a"])
    table.release(c)
    table.release(otherA)
    #expect(table.registeredCount == 2)
    table.removeAll()
    #expect(try Self.names(first) == ["c"])
    #expect(try Self.names(second) == ["a"])
  }

  @Test("a full table, an empty name, a name of 256 bytes, or with a slash or a zero byte, is not registered")
  func refused() throws {
    let table = PendingRemovals(capacity: 2)
    #expect(table.claim("", inFolder: 3) == nil)
    #expect(table.claim(String(repeating: "x", count: 256), inFolder: 3) == nil)
    #expect(table.claim("a/b", inFolder: 3) == nil)
    #expect(table.claim("a\u{0}b", inFolder: 3) == nil)
    let longest = try #require(table.claim(String(repeating: "é", count: 127) + "x", inFolder: 3))
    #expect(table.name(longest)?.utf8.count == 255)
    #expect(table.claim("second", inFolder: 3) != nil)
    #expect(table.claim("third", inFolder: 3) == nil)
    table.release(longest)
    #expect(table.name(longest) == nil)
    #expect(table.claim("third", inFolder: 3) == longest)
    #expect(table.registeredCount == 2)
  }

  @Test(
    "8 threads claim and release 20,000 slots each in a table of 8: each slot holds its own name, none is left"
  )
  func threads() {
    let table = PendingRemovals(capacity: 8)
    let wrong = Atomic<Int>(0)
    WorkerThreads.run(count: 8) { worker in
      for round in 0..<20_000 {
        let name = ".report-\(worker).json.typefit-\(round)"
        guard let slot = table.claim(name, inFolder: Int32(worker)) else {
          wrong.add(1, ordering: .relaxed)
          continue
        }
        if table.name(slot) != name { wrong.add(1, ordering: .relaxed) }
        table.release(slot)
      }
    }
    #expect(wrong.load(ordering: .relaxed) == 0)
    #expect(table.registeredCount == 0)
  }
}
