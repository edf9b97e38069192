/// Reads a report from a ``ReportSource`` one line at a time, holding the current line and a
/// read buffer of at least ``chunkSize`` bytes (a longer line is held whole).
struct ReportLineReader {
  /// Bytes read at a time: 64 KiB.
  static let chunkSize = 1 << 16

  /// One line: its bytes without the line feed, its number (from 1) and where it starts, in
  /// bytes from the start of the report.
  struct Line {
    var bytes: ArraySlice<UInt8>
    var number: Int
    var offset: Int
  }

  private let source: any ReportSource
  /// The report's name, for errors.
  let report: String
  private var buffer: [UInt8] = []
  /// Where `buffer[0]` stands in the report.
  private var bufferOffset = 0
  /// The start of the next line in `buffer`.
  private var start = 0
  /// The number of the last line read (0 before the first).
  private(set) var lineNumber = 0

  init(_ source: any ReportSource, report: String) {
    self.source = source
    self.report = report
  }

  /// The next line, or `nil` after the last. The last line need not end in a line feed.
  ///
  /// - Throws: ``ReportMergeError/unreadable(report:reason:)`` when the source cannot be read.
  mutating func next() throws(ReportMergeError) -> Line? {
    var searched = start
    while true {
      if let end = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
        return take(upTo: end, next: end + 1)
      }
      searched = buffer.count
      let read = bufferOffset + buffer.count
      let size = source.byteCount
      guard read < size else {
        return start < buffer.count ? take(upTo: buffer.count, next: buffer.count) : nil
      }
      // Drop the lines already given, then read the next piece after what is left.
      buffer.removeSubrange(0..<start)
      bufferOffset += start
      searched -= start
      start = 0
      do {
        try source.read(at: read, count: min(Self.chunkSize, size - read), into: &buffer)
      } catch {
        throw .unreadable(report: report, reason: "\(error)")
      }
    }
  }

  private mutating func take(upTo end: Int, next: Int) -> Line {
    lineNumber += 1
    let line = Line(bytes: buffer[start..<end], number: lineNumber, offset: bufferOffset + start)
    start = next
    return line
  }

  /// The `count` bytes at `offset`, read straight from the source (a line found earlier).
  ///
  /// - Throws: ``ReportMergeError/unreadable(report:reason:)`` when they cannot be read.
  func bytes(at offset: Int, count: Int) throws(ReportMergeError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    do {
      try source.read(at: offset, count: count, into: &bytes)
    } catch {
      throw .unreadable(report: report, reason: "\(error)")
    }
    return bytes
  }
}
