import Foundation

/// Where a streamed report goes: standard output, or `--output F` written through a
/// ``ReportFile`` as results arrive, so a huge report never sits in memory and the previous
/// report survives any failure.
final class StreamingOutput {
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

  /// Whether results go to a terminal (colour is used only then).
  var isTerminal: Bool { path == nil && io.stdoutIsTerminal }

  func write(_ text: String) {
    guard !text.isEmpty else { return }
    if let file { file.write(text) } else { io.out(text) }
  }

  /// Puts the finished report in place (a file), or checks that standard output took it all.
  ///
  /// - Throws: ``OutputError`` for any write error.
  func commit() throws {
    try file?.commit()
    if let failure = io.outputFailure { throw OutputError(failure) }
  }
}
