import Foundation
import Testing
import TypeFitConcurrency
import _TypeFitTestSupport

@testable import TypeFitCLI

/// Arrays handed over to a ``StreamingOutput`` are written from their own storage by gathered
/// writes (`writev(2)`), in order with the buffer's bytes around them (``GatheredBytes``).
@Suite("Gathered writes of arrays handed over")
struct GatheredWriteTests {
  /// Byte `index` of piece `piece`: every piece and position differs, so a piece written twice,
  /// left out or out of order changes the file.
  static func bytes(piece: Int, count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: piece &* 31 &+ $0 &* 7) }
  }

  @Test(
    "buffered text, short and long arrays and more arrays than one write gathers: the file is their concatenation"
  )
  func fileHoldsEveryPieceInOrder() throws {
    let folder = try TemporaryFolder("gathered")
    let path = folder.path + "/report.ndjson"
    let output = try StreamingOutput(path: path, io: CommandIO(stdout: { _ in }, stderr: { _ in }))
    var expected: [UInt8] = []
    // 600 pieces: more than `GatheredBytes.maximumHandedOver` between two fills of the buffer,
    // arrays shorter than `smallestHandedOver` (copied) and up to 40 KB (handed over).
    for piece in 0..<600 {
      let head = Array("{\"piece\":\(piece)}".utf8)
      output.append { $0.append(contentsOf: head) }
      expected += head
      let count = [0, 100, StreamingOutput.smallestHandedOver, 5_000, 40_000][piece % 5]
      let body = Self.bytes(piece: piece, count: count)
      output.append(handingOver: body)
      expected += body
    }
    output.write("end\n")
    expected += Array("end\n".utf8)
    try output.commit()
    let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(written.count == expected.count)
    #expect(written.count == 120 * 47_148 + 600 * 10 + 1_690 + 4)
    #expect(written == expected)
  }

  @Test("standard output gets arrays handed over copied, in order")
  func standardOutputCopies() throws {
    let captured = Locked("")
    let output = try StreamingOutput(
      path: nil, io: CommandIO(stdout: { text in captured.withLock { $0 += text } }, stderr: { _ in }))
    output.write("a")
    output.append(handingOver: Array(String(repeating: "b", count: 3_000).utf8))
    output.write("c")
    try output.commit()
    #expect(captured.withLock { $0 } == "a" + String(repeating: "b", count: 3_000) + "c")
  }

  @Test(
    "a pipe that takes part of each write (non-blocking, 4 KiB at a time): every byte arrives once, in order")
  func partialWrites() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    // Non-blocking: `writev` returns after what the pipe has room for, mid-vector.
    #expect(fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK) == 0)
    let pieces = (0..<40).map { Self.bytes(piece: $0, count: 1_000 + $0 * 997) }
    let expected = pieces.flatMap { $0 }
    let received = Locked<[UInt8]>([])
    let readEnd = ends[0]
    let reader = Thread {
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        received.withLock { $0 += chunk[..<count] }
        usleep(200)
      }
    }
    reader.start()
    var gathered = GatheredBytes()
    for piece in pieces { gathered.add(piece, bufferCount: 0) }
    let error = gathered.withIOVectors(buffer: []) { POSIXOutput.writeAll(ends[1], $0) }
    close(ends[1])
    while !reader.isFinished { usleep(1_000) }
    #expect(error == nil)
    #expect(expected.count == 40 * 1_000 + 997 * 780)
    #expect(received.withLock { $0 } == expected)
  }

  @Test("a full disk (/dev/full): the write error is the report's failure, with the system's reason")
  func fullDisk() throws {
    let output = try StreamingOutput(path: "/dev/full", io: CommandIO(stdout: { _ in }, stderr: { _ in }))
    output.append(handingOver: Self.bytes(piece: 1, count: StreamingOutput.bufferCapacity))
    #expect(throws: OutputError.self) { try output.stopIfFailed() }
    do {
      try output.commit()
    } catch let error as OutputError {
      #expect(error.description == "cannot write --output /dev/full: No space left on device")
    }
  }

  @Test("arrays written are given back to the pool with their storage, emptied; large ones are freed")
  func writtenArraysReused() throws {
    let folder = try TemporaryFolder("gathered-pool")
    let output = try StreamingOutput(
      path: folder.path + "/report.json", io: CommandIO(stdout: { _ in }, stderr: { _ in }))
    let pool = ByteArrayPool()
    output.writtenArrays = pool
    var small = pool.take()
    #expect(small.capacity == 0)
    small += Self.bytes(piece: 1, count: 5_000)
    let storage = small.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    output.append(handingOver: small)
    small = []
    output.append(handingOver: Self.bytes(piece: 2, count: ByteArrayPool.largestKept + 1))
    output.append(handingOver: Self.bytes(piece: 3, count: StreamingOutput.bufferCapacity))
    // The buffer filled: one gathered write, then the arrays went to the pool.
    let reused = pool.take()
    #expect(reused.isEmpty)
    #expect(reused.capacity >= 5_000)
    #expect(reused.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == storage)
    // The larger two were freed: the pool is empty again.
    #expect(pool.take().capacity == 0)
    try output.commit()
    let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.path + "/report.json")))
    #expect(written.count == 5_000 + ByteArrayPool.largestKept + 1 + StreamingOutput.bufferCapacity)
  }
}
