import Foundation
import Testing
import TypeFit
import TypeFitConcurrency
import _TypeFitTestSupport

@testable import TypeFitCLI

/// Standard output (a descriptor, a FIFO) cannot be put back like a file `--output`: the NDJSON
/// merge holds the merged report in a temporary file until every shard is found unchanged, so
/// a shard changed during the writing leaves standard output empty (it got part of the report,
/// then exit 3). Without a temporary file the refusal says how much was written.
@Suite("Merge to standard output: the whole report or nothing")
struct MergeStandardOutputTests {
  /// A command's streams captured: standard output's text and standard error's.
  final class Captured: Sendable {
    let out = Locked("")
    let err = Locked("")
    var io: CommandIO {
      CommandIO(
        stdout: { text in self.out.withLock { $0 += text } },
        stderr: { text in self.err.withLock { $0 += text } })
    }
  }

  @Test("A shard found changed after the writing: nothing on standard output, the error says so")
  func changedShardWritesNothing() throws {
    let (merge, sources, _) = try MergeChangedShardTests.checkedMerge()
    sources[1].touched = true
    let captured = Captured()
    let stream = try StreamingOutput(path: nil, io: captured.io)
    #expect(!stream.replacesAtCommit)
    #expect(throws: UnreadableInputError.self) { try MergeCommand.writeMerged(merge, to: stream) }
    do {
      try MergeCommand.writeMerged(merge, to: stream)
    } catch let error as UnreadableInputError {
      #expect(
        error.description
          == "cannot read report b.ndjson: it changed while it was being merged; nothing was written to standard output"
      )
    }
    try stream.commit()
    #expect(captured.out.withLock { $0 }.isEmpty)
  }

  @Test("Unchanged shards: standard output gets the whole merged report, through the temporary file")
  func unchangedShardsWritten() throws {
    let (merge, _, _) = try MergeChangedShardTests.checkedMerge()
    var expected: [UInt8] = []
    try merge.write { expected += $0 }
    let captured = Captured()
    let stream = try StreamingOutput(path: nil, io: captured.io)
    var spools = 0
    try MergeCommand.writeMerged(merge, to: stream) {
      spools += 1
      return MergeSpool()
    }
    try stream.commit()
    #expect(spools == 1)
    #expect(captured.out.withLock { $0 } == String(decoding: expected, as: UTF8.self))
  }

  @Test("Without a temporary file the report is written as made, and a refusal counts what was written")
  func withoutSpoolTheErrorCountsTheBytes() throws {
    var (merge, sources, _) = try MergeChangedShardTests.checkedMerge()
    // Handed on in pieces of 1 KiB, not 256 KiB: the example's report is smaller.
    merge.pieceSize = 1024
    var whole: [UInt8] = []
    try merge.write { whole += $0 }
    #expect(whole.count > 4096)
    sources[1].touched = true
    let captured = Captured()
    let stream = try StreamingOutput(path: nil, io: captured.io)
    var message = ""
    do {
      try MergeCommand.writeMerged(merge, to: stream) { nil }
    } catch let error as UnreadableInputError {
      message = error.description
    }
    try stream.commit()
    let written = captured.out.withLock { $0 }
    // The pieces handed on before the end: all but the last kilobyte or so and the summary line.
    #expect(written.utf8.count > whole.count - merge.summaryLine.utf8.count - 2048)
    #expect(written.utf8.count <= whole.count - merge.summaryLine.utf8.count)
    #expect(whole.starts(with: Array(written.utf8)))
    #expect(
      message
        == "cannot read report b.ndjson: it changed while it was being merged; standard output got the first "
        + "\(written.utf8.count) bytes of the merged report before this was found, without its summary line: "
        + "discard them")
  }

  @Test("A folder where no temporary file can be made gives no spool; a spool copies what it holds")
  func spoolItself() throws {
    #expect(MergeSpool(folder: "/nonexistent-typefit-folder") == nil)
    let spool = try #require(MergeSpool())
    let bytes = (0..<(MergeSpool.chunkSize * 2 + 5)).map { UInt8(truncatingIfNeeded: $0 * 7) }
    spool.write(Array(bytes[..<100]))
    spool.write(Array(bytes[100...]))
    #expect(spool.failure == nil)
    var copied: [UInt8] = []
    var pieces = 0
    try spool.copy {
      copied += $0
      pieces += 1
    }
    #expect(copied == bytes)
    #expect(pieces == 3)
  }

  @Test("typefit merge to standard output writes the unsharded report")
  func commandToStandardOutput() throws {
    let folder = try TemporaryFolder("merge-stdout")
    var paths: [String] = []
    for (k, text) in try HostileMergeTests.shardTexts("ndjson").enumerated() {
      paths.append(folder.path + "/\(k + 1).ndjson")
      try text.write(toFile: paths[k], atomically: true, encoding: .utf8)
    }
    let whole = CapturedRun(["check", CheckCommandTests.example, "--quiet", "-f", "ndjson"])
    let merged = CapturedRun(["merge"] + paths)
    #expect(merged.exitCode == whole.exitCode)
    #expect(merged.stdout == whole.stdout)
    #expect(!merged.stdout.isEmpty)
  }
}
