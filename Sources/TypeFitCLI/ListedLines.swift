/// Message lines of one kind a run writes on standard error, up to a number per run: the
/// first ``maximum`` are written, the rest counted with the files they name, for one line
/// saying how many were left out. Thousands of bad files must not flood a CI log (the fifteenth
/// attack's A15-11, 505,002 lines of read errors; the seventeenth's A17-14, 3,001 lines of
/// Swift warnings); the reports keep every one.
struct ListedLines {
  /// The most lines written: 200, what a CI log shows without folding (A15-11).
  static let defaultMaximum = 200

  let maximum: Int
  /// Lines written so far.
  private(set) var listed = 0
  /// Lines counted and not written.
  private(set) var notListed = 0
  /// The files the lines not written name.
  private var notListedFiles = Set<String>()

  init(maximum: Int = Self.defaultMaximum) {
    self.maximum = maximum
  }

  /// Writes `line` on standard error while fewer than ``maximum`` were; else counts it
  /// against `file`.
  mutating func list(_ line: @autoclosure () -> String, file: String, io: CommandIO) {
    if listed < maximum {
      io.message(line())
      listed += 1
    } else {
      notListed += 1
      notListedFiles.insert(file)
    }
  }

  /// `and 2800 more <many> in 2800 files` for the lines not written (`<one>` for one), or `nil`
  /// when all were.
  func remainder(_ one: String, _ many: String) -> String? {
    guard notListed > 0 else { return nil }
    let files = notListedFiles.count
    return "and \(notListed) more \(notListed == 1 ? one : many) in \(files) file\(files == 1 ? "" : "s")"
  }
}
