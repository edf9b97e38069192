import Foundation
import TypeFit

/// Where a streamed report goes: standard output, or `--output F` written through a
/// ``ReportFile`` as results arrive, so a huge report never sits in memory and the previous
/// report survives any failure.
///
/// Text is gathered in one buffer of ``bufferCapacity`` bytes and handed on when it fills, at
/// ``commit()`` and when the output goes away, so a report of a million lines makes a few
/// thousand writes instead of a million. Arrays handed over whole (``append(handingOver:)``)
/// join the same writes without being copied into the buffer.
final class StreamingOutput: ReportSink {
  /// Bytes gathered before they are written: 256 KiB.
  static let bufferCapacity = 256 * 1024
  /// Arrays handed over that are shorter than this are copied into the buffer: a vector of
  /// the gathered write costs more than copying a few hundred bytes.
  static let smallestHandedOver = 2048
  private var buffer: [UInt8] = []
  /// The arrays handed over since the last write, and the buffer's runs around them.
  private var gathered = GatheredBytes()
  /// Where the arrays handed over go once written, to be filled again (`nil`: freed).
  var writtenArrays: ByteArrayPool?
  private let io: CommandIO
  private let file: ReportFile?
  /// The file path, or `nil` for standard output.
  let path: String?

  /// - Throws: ``OutputError`` when the file cannot be created.
  init(path: String?, io: CommandIO) throws {
    self.io = io
    self.path = path == "-" ? nil : path
    file = try self.path.map { try ReportFile(path: $0) }
  }

  deinit { flush() }

  /// Whether nothing reaches the destination before ``commit()`` (a file `--output` replaced
  /// then); `false` for standard output, a descriptor or a special file, written as it goes.
  var replacesAtCommit: Bool { file?.replacesAtCommit ?? false }

  /// What the report is written to, for messages: `standard output` or `--output F`.
  var destinationName: String { path.map { "--output \(TerminalText.escaped($0))" } ?? "standard output" }

  /// Whether results go to a terminal (colour is used only then).
  var isTerminal: Bool { path == nil && io.stdoutIsTerminal }

  /// Appends `text`; it is written once the buffer holds ``bufferCapacity`` bytes.
  func write(_ text: String) {
    guard !text.isEmpty else { return }
    append(text)
  }

  /// Lets `body` append UTF-8 bytes to the buffer; they are written once it holds
  /// ``bufferCapacity`` bytes.
  func append(_ body: (inout [UInt8]) -> Void) {
    if buffer.capacity < Self.bufferCapacity { buffer.reserveCapacity(Self.bufferCapacity) }
    body(&buffer)
    if buffer.count + gathered.handedOverByteCount >= Self.bufferCapacity { flush() }
  }

  /// Appends `bytes`, made elsewhere and not changed after (a result's text made on a worker):
  /// to a file they are written from their own storage, in a gathered write with the buffer's
  /// bytes before and after them (``GatheredBytes``); short ones
  /// (``smallestHandedOver``), and those for standard output, are copied into the buffer.
  func append(handingOver bytes: [UInt8]) {
    guard file != nil, bytes.count >= Self.smallestHandedOver else {
      append { $0.append(contentsOf: bytes) }
      return
    }
    if gathered.isFull { flush() }
    gathered.add(bytes, bufferCount: buffer.count)
    if buffer.count + gathered.handedOverByteCount >= Self.bufferCapacity { flush() }
  }

  /// Stops the run once a write has failed (a closed pipe, `head -c 100`; a full disk), so the
  /// rest of the report is not made for nothing (eleventh attack P1).
  ///
  /// - Throws: ``OutputError`` for the first write error, as ``commit()`` does.
  func stopIfFailed() throws {
    if let failure = file?.failure ?? (file == nil ? io.outputFailure : nil) { throw OutputError(failure) }
  }

  /// Puts the finished report in place (a file), or checks that standard output took it all.
  ///
  /// - Throws: ``OutputError`` for any write error.
  func commit() throws {
    flush()
    try file?.commit()
    if let failure = io.outputFailure { throw OutputError(failure) }
  }

  /// Writes what the buffer holds, with the arrays handed over.
  private func flush() {
    if let file, !gathered.isEmpty {
      file.write(gathered, buffer: buffer)
      gathered.removeAll(givingArraysTo: writtenArrays)
      buffer.removeAll(keepingCapacity: true)
      return
    }
    guard !buffer.isEmpty else { return }
    if let file {
      file.write(buffer)
    } else {
      io.out(String(decoding: buffer, as: UTF8.self))
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
