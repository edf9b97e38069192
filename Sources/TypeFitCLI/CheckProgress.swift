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

  /// Reports rows done out of all rows.
  func update(_ done: Int, _ total: Int) {
    guard enabled, Date().timeIntervalSince(lastWrite) >= 0.1 || done == total else { return }
    lastWrite = Date()
    wrote = true
    let percent = total > 0 ? done * 100 / total : 100
    io.err("\rtypefit: checked \(done) of \(total) rows (\(percent)%)")
  }

  /// Clears the progress line.
  func finish() {
    guard enabled, wrote else { return }
    io.err("\r\u{1B}[2K")
  }
}
