import Foundation

/// Where a streamed report goes: standard output, or a file opened once and appended to as
/// results arrive (`--output F`), so a huge report never sits in memory.
final class StreamingOutput {
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

  deinit { try? handle?.close() }

  /// Whether results go to a terminal (colour is used only then).
  var isTerminal: Bool { path == nil && io.stdoutIsTerminal }

  func write(_ text: String) {
    guard !text.isEmpty else { return }
    if let handle { handle.write(Data(text.utf8)) } else { io.out(text) }
  }
}
