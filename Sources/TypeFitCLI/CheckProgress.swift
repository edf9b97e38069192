import Foundation

/// Progress of a long check on standard error, only when it is a terminal: one line rewritten
/// in place, at most ten times a second, with rows done of all rows, the rate and the time
/// left:
///
/// ```
/// typefit: 12,288/20,480 rows (60%) · 1,517 rows/s · 5 s left
/// ```
///
/// When standard error is not a terminal nothing is written, so piped and redirected output
/// stays the same bytes.
final class CheckProgress: @unchecked Sendable {
  private let io: CommandIO
  private let enabled: Bool
  private let lock = NSLock()
  private var total: Int?
  private var start = Date()
  private var lastWrite = Date.distantPast
  private var wrote = false

  /// - Parameters:
  ///   - enabled: whether to write at all (the CLI passes: stderr is a terminal and no `--quiet`).
  init(io: CommandIO, enabled: Bool) {
    self.io = io
    self.enabled = enabled
  }

  /// Whether progress is shown; the caller counts the rows only then.
  var isEnabled: Bool { enabled }

  /// Sets the number of all rows, known after a counting pass, and restarts the clock. The line
  /// the caller wrote meanwhile is cleared at the next update or at ``finish()``.
  func begin(total: Int?) {
    lock.lock()
    defer { lock.unlock() }
    self.total = total
    start = Date()
    wrote = true  // the caller wrote "counting rows…"; finish() clears it
  }

  /// Reports rows done. `planned` (rows read so far) is not shown: while the input is still
  /// read it is not the total.
  func update(_ done: Int, _ planned: Int) {
    guard enabled else { return }
    let now = Date()
    lock.lock()
    defer { lock.unlock() }
    guard now.timeIntervalSince(lastWrite) >= 0.1 else { return }
    lastWrite = now
    wrote = true
    io.err("\r\u{1B}[2K" + Self.line(done: done, total: total, elapsed: now.timeIntervalSince(start)))
  }

  /// Clears the progress line.
  func finish() {
    guard enabled, wrote else { return }
    io.err("\r\u{1B}[2K")
  }

  /// The progress text: `typefit: 12,288/20,480 rows (60%) · 1,517 rows/s · 5 s left`; without a
  /// total, `typefit: 12,288 rows · 1,517 rows/s`. The rate and time left appear once a tenth of
  /// a second has passed.
  static func line(done: Int, total: Int?, elapsed: TimeInterval) -> String {
    var text = "typefit: "
    if let total, total > 0 {
      let percent = min(100, done * 100 / total)
      text += "\(grouped(done))/\(grouped(total)) rows (\(percent)%)"
    } else {
      text += "\(grouped(done)) rows"
    }
    guard elapsed >= 0.1, done > 0 else { return text }
    let rate = Double(done) / elapsed
    text += " · \(grouped(Int(rate.rounded()))) rows/s"
    if let total, total > done {
      text += " · " + duration(Double(total - done) / rate) + " left"
    }
    return text
  }

  /// `7 s`, `3 min 05 s`, `1 h 02 min`.
  static func duration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.up))
    if whole < 60 { return "\(whole) s" }
    if whole < 3600 { return "\(whole / 60) min " + twoDigits(whole % 60) + " s" }
    return "\(whole / 3600) h " + twoDigits(whole / 60 % 60) + " min"
  }

  /// `20480` → `20,480`.
  static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var output = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { output += "," }
      output.append(digit)
    }
    return output
  }

  private static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
