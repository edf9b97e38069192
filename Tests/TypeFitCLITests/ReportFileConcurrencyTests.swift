import Foundation
import Synchronization
import Testing
import TypeFitConcurrency
import _TypeFitTestSupport

@testable import TypeFitCLI

/// Reports written by several commands at once in one process, as the in-process tests run
/// them: every `--output` registers its temporary file for removal on a signal, from its own
/// thread. Until the twenty-fifth round the registration was one pointer swapped without a lock,
/// and two threads freeing the same entry aborted the whole test run (`double free or corruption
/// (fasttop)`, Docs/Reliability.md).
@Suite("Reports written on several threads at once")
struct ReportFileConcurrencyTests {
  static let threads = 4
  static let reportsPerThread = 300

  @Test(
    "4 threads each write 300 reports at once: every report holds its last text, no temporary file is left")
  func reportsOnThreads() throws {
    let folder = try TemporaryFolder("report-threads")
    let root = folder.path
    let failures = Atomic<Int>(0)
    WorkerThreads.run(count: Self.threads) { worker in
      let path = root + "/report-\(worker).json"
      for round in 0..<Self.reportsPerThread {
        do {
          let file = try ReportFile(path: path)
          file.write("worker \(worker) round \(round)\n")
          // Every other report is dropped before commit: its temporary file goes at deinit.
          if round % 2 == 0 || round == Self.reportsPerThread - 1 { try file.commit() }
        } catch {
          failures.add(1, ordering: .relaxed)
        }
      }
    }
    #expect(failures.load(ordering: .relaxed) == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
    // `WorkerThreads` may start fewer threads than asked (never more): worker 0 always runs.
    #expect(names.first == "report-0.json")
    #expect(names.allSatisfy { $0.hasPrefix("report-") && $0.hasSuffix(".json") })
    for name in names {
      let worker = name.dropFirst("report-".count).dropLast(".json".count)
      #expect(
        try String(contentsOfFile: root + "/" + name, encoding: .utf8)
          == "worker \(worker) round \(Self.reportsPerThread - 1)\n")
    }
  }

  @Test("two reports open at once each keep their own temporary file registered for removal")
  func twoOpen() throws {
    let folder = try TemporaryFolder("report-two")
    let first = try ReportFile(path: folder.path + "/first.json")
    let second = try ReportFile(path: folder.path + "/second.json")
    let temporaries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(temporaries.count == 2)
    #expect(
      temporaries.allSatisfy { $0.hasPrefix(".first.json.typefit-") || $0.hasPrefix(".second.json.typefit-") }
    )
    let firstSlot = try #require(first.pendingRemoval)
    let secondSlot = try #require(second.pendingRemoval)
    #expect(firstSlot != secondSlot)
    #expect(
      [InterruptCleanup.pending.name(firstSlot), InterruptCleanup.pending.name(secondSlot)].compactMap { $0 }
        .sorted() == temporaries)
    // What a signal does for the first: its file goes, the second's stays and is committed.
    InterruptCleanup.pending.remove(firstSlot)
    second.write("second\n")
    try second.commit()
    #expect(second.pendingRemoval == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["second.json"])
    #expect(try String(contentsOfFile: folder.path + "/second.json", encoding: .utf8) == "second\n")
    withExtendedLifetime(first) {}
  }
}
