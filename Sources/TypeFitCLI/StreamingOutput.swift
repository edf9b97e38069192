import Foundation

/// Where a streamed report goes: standard output, or a file opened once and appended to as
/// results arrive (`--output F`), so a huge report never sits in memory.
///
/// Text is gathered in one buffer of ``bufferCapacity`` bytes and handed on when it fills,
/// at ``flush()`` and when the output goes away, so a report of a million lines makes a few
/// thousand writes instead of a million.
final class StreamingOutput {
  /// Bytes gathered before they are written: 256 KiB.
  static let bufferCapacity = 256 * 1024
  private var buffer: [UInt8] = []
  private let io: CommandIO
  private let handle: FileHandle?
  /// The file path, or `nil` for standard output.
  let path: String?

  /// - Throws: ``UsageError`` when the file cannot be created.
  init(path: String?, io: CommandIO) throws {
    self.io = io
    self.path = path == "-" ? nil : path
    guard let file = self.path else {
      handle = nil
      return
    }
    guard FileManager.default.createFile(atPath: file, contents: nil),
      let handle = FileHandle(forWritingAtPath: file)
    else { throw UsageError("cannot write --output file \(file)") }
    self.handle = handle
  }

  deinit {
    flush()
    try? handle?.close()
  }

  /// Whether results go to a terminal (colour is used only then).
  var isTerminal: Bool { path == nil && io.stdoutIsTerminal }

  /// Appends `text`; it is written once the buffer holds ``bufferCapacity`` bytes.
  func write(_ text: String) {
    guard !text.isEmpty else { return }
    if buffer.capacity < Self.bufferCapacity { buffer.reserveCapacity(Self.bufferCapacity) }
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.bufferCapacity { flush() }
  }

  /// Writes what the buffer holds.
  func flush() {
    guard !buffer.isEmpty else { return }
    if let handle {
      buffer.withUnsafeBytes { handle.write(Data($0)) }
    } else {
      io.out(String(decoding: buffer, as: UTF8.self))
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
