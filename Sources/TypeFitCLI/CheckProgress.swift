import Foundation

/// Progress of a long check on standard error, only when it is a terminal: one line rewritten
/// in place, at most ten times a second.
final class CheckProgress: @unchecked Sendable {
  private let io: CommandIO
  private let enabled: Bool
  private var lastWrite = Date.distantPast
  private var wrote = false

  init(io: CommandIO, enabled: Bool) {
    self.io = io
    self.enabled = enabled
  }

  /// Reports rows done. Rows are checked while the input is still read, so the number of all
  /// rows is not known before the end and is not shown.
  func update(_ done: Int, _ planned: Int) {
    guard enabled, Date().timeIntervalSince(lastWrite) >= 0.1 else { return }
    lastWrite = Date()
    wrote = true
    io.err("\rtypefit: checked \(done) rows")
  }

  /// Clears the progress line.
  func finish() {
    guard enabled, wrote else { return }
    io.err("\r\u{1B}[2K")
  }
}
