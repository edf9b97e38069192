import Foundation

/// The bytes a ``StreamingOutput`` holds for its next write, in order: runs of its own buffer
/// and arrays handed over whole (``StreamingOutput/append(handingOver:)``), written together
/// by one gathered write, `writev(2)`.
///
/// A JSON or NDJSON result's text is made on the worker that checked it (about 15 KB of NDJSON
/// for 36 layouts); written from the worker's array, it is not copied into the buffer first.
/// On the 100,000-value NDJSON report (1.5 GB) that copy was 29.5 M of the 948 M instructions of
/// the 2,000-value run (callgrind, `--threads 2`; Docs/Performance.md, session 56).
///
/// ```swift
/// var gathered = GatheredBytes()
/// buffer.append(contentsOf: head)                  // buffered run 0..<head.count
/// gathered.add(resultBytes, bufferCount: buffer.count)
/// buffer.append(contentsOf: comma)                 // the buffer's run after it
/// gathered.withIOVectors(buffer: buffer) { POSIXOutput.writeAll(descriptor, $0) }
/// gathered.removeAll()
/// ```
struct GatheredBytes {
  /// A piece of the next write: a run of the output's buffer, or an array handed over.
  private enum Piece {
    case buffered(Range<Int>)
    case handedOver([UInt8])
  }

  private var pieces: [Piece] = []
  /// Where the buffer's run after the last piece handed over starts.
  private var bufferedStart = 0
  /// The bytes of the arrays handed over.
  private(set) var handedOverByteCount = 0

  /// The most pieces one write gathers, well under the system's `IOV_MAX` (1,024 on Linux,
  /// `sysconf(_SC_IOV_MAX)`): a write holds at most twice this many vectors.
  static let maximumHandedOver = 256

  /// Whether an array was handed over since the last ``removeAll()``.
  var isEmpty: Bool { pieces.isEmpty }

  /// Whether the next array handed over must wait for a write.
  var isFull: Bool { pieces.count >= 2 * Self.maximumHandedOver }

  /// Adds `bytes` after the buffer's first `bufferCount` bytes (those not yet in a piece
  /// become one).
  mutating func add(_ bytes: [UInt8], bufferCount: Int) {
    if bufferCount > bufferedStart { pieces.append(.buffered(bufferedStart..<bufferCount)) }
    bufferedStart = bufferCount
    pieces.append(.handedOver(bytes))
    handedOverByteCount += bytes.count
  }

  /// Calls `body` with the vectors of the pieces and of the buffer's bytes after the last one,
  /// in order; the arrays' storage stays in place while `body` runs.
  func withIOVectors<Result>(
    buffer: [UInt8], _ body: (UnsafeBufferPointer<iovec>) -> Result
  ) -> Result {
    buffer.withUnsafeBytes { buffer in
      var vectors: [iovec] = []
      vectors.reserveCapacity(pieces.count + 1)
      // Each handed-over array's storage is pinned by a closure of its own, nested: a pointer
      // taken out of `withUnsafeBytes` would not be guaranteed after it returns.
      func gather(from index: Int) -> Result {
        guard index < pieces.count else {
          if buffer.count > bufferedStart {
            vectors.append(Self.vector(UnsafeRawBufferPointer(rebasing: buffer[bufferedStart...])))
          }
          return vectors.withUnsafeBufferPointer(body)
        }
        switch pieces[index] {
        case .buffered(let range):
          vectors.append(Self.vector(UnsafeRawBufferPointer(rebasing: buffer[range])))
          return gather(from: index + 1)
        case .handedOver(let bytes):
          return bytes.withUnsafeBytes { bytes in
            vectors.append(Self.vector(bytes))
            return gather(from: index + 1)
          }
        }
      }
      return gather(from: 0)
    }
  }

  /// Forgets every piece (after they were written), giving each array handed over to `pool`
  /// when there is one; the buffer is emptied too.
  mutating func removeAll(givingArraysTo pool: ByteArrayPool? = nil) {
    if let pool {
      // Each array moved out of the list, so the pool gets its only reference.
      while let piece = pieces.popLast() {
        if case .handedOver(let bytes) = consume piece { pool.give(bytes) }
      }
    }
    pieces.removeAll(keepingCapacity: true)
    bufferedStart = 0
    handedOverByteCount = 0
  }

  private static func vector(_ bytes: UnsafeRawBufferPointer) -> iovec {
    iovec(iov_base: UnsafeMutableRawPointer(mutating: bytes.baseAddress), iov_len: bytes.count)
  }
}
