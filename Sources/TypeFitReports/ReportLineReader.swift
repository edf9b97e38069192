/// Reads a report from a ``ReportSource`` one line at a time, holding the current line and a
/// read buffer of at least ``chunkSize`` bytes (a longer line is held whole, up to
/// ``maximumLineLength``).
struct ReportLineReader {
  /// Bytes read at a time: 64 KiB.
  static let chunkSize = 1 << 16

  /// The longest line read, in bytes without its line feed: 64 MiB. A result line holds at most
  /// three labels of 50,000 UTF-16 units (under 1 MB escaped) and its key; the summary line
  /// lists the run's read problems, at most 1,000 of each severity and a line counting the rest
  /// (``RunDiagnostics``, about 175 bytes each). A longer line is refused when the reader has held this many bytes of it, not
  /// read whole (twelfth attack A6: a 100 MB line took 353 MB and 100 s to be called "not
  /// sharded").
  static let maximumLineLength = 1 << 26

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
  /// The longest line this reader reads (``maximumLineLength`` unless a test asks for less).
  private let maximumLineLength: Int

  /// Why the limit is lower than ``maximumLineLength`` (`the address-space limit (ulimit -v …)`),
  /// for the refusal of a longer line; `nil` for the usual limit.
  private let limitReason: String?

  init(
    _ source: any ReportSource, report: String, maximumLineLength: Int = Self.maximumLineLength,
    limitReason: String? = nil
  ) {
    self.limitReason = limitReason
    self.source = source
    self.report = report
    self.maximumLineLength = maximumLineLength
  }

  /// The next line, or `nil` after the last. The last line need not end in a line feed.
  ///
  /// - Throws: ``ReportMergeError/unreadable(report:reason:)`` when the source cannot be read;
  ///   ``ReportMergeError/malformed(report:reason:)`` naming the line when it is longer than
  ///   the reader's limit (``maximumLineLength``), before more of it is read.
  mutating func next() throws(ReportMergeError) -> Line? {
    var searched = start
    while true {
      if let end = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
        guard end - start <= maximumLineLength else {
          throw .malformed(
            report: report,
            reason: Self.tooLong(line: lineNumber + 1, limit: maximumLineLength, reason: limitReason))
        }
        return take(upTo: end, next: end + 1)
      }
      searched = buffer.count
      guard buffer.count - start <= maximumLineLength else {
        throw .malformed(
          report: report,
          reason: Self.tooLong(line: lineNumber + 1, limit: maximumLineLength, reason: limitReason))
      }
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

  /// `line 6 is longer than 67108864 bytes (64 MiB), …`: why a line is refused; with `reason`,
  /// the limit is the memory's (`reason` names it and how to raise it).
  static func tooLong(line: Int, limit: Int, reason: String? = nil) -> String {
    let mebibytes = limit % (1 << 20) == 0 ? " (\(limit >> 20) MiB)" : ""
    if let reason {
      return "line \(line) is longer than \(limit) bytes\(mebibytes), the longest line merge can hold under "
        + "\(reason); not read further"
    }
    return
      "line \(line) is longer than \(limit) bytes\(mebibytes), the longest line merge reads; not read further "
      + "(typefit writes a line this long only for a key, or read problems, of that size: write such shards as JSON)"
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
