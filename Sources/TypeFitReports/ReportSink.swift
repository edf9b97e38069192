/// Where a report's text goes while it is made: a writer hands it a piece at a time (a problem,
/// a suite, a line), and the sink may write what it holds before the next piece is made, so a
/// report's end takes the memory of one piece, not of the whole end.
///
/// The sixteenth attack's A16-6: a 583 KB String Catalog of 300 keys, each with 256 plural
/// combinations, keeps 76,800 problems, whose JSON takes 45.7 MB; made as one string and then
/// joined with the summary, the report's end asked for up to 82 MB at once and ended the process
/// under `prlimit --as` of 360 to 600 MB (`Fatal error: failed to allocate`, exit 134).
public protocol ReportSink: AnyObject {
  /// Lets `body` append UTF-8 bytes; the sink writes them on when it holds enough.
  func append(_ body: (inout [UInt8]) -> Void)
}

extension ReportSink {
  /// Appends `text` as UTF-8.
  public func append(_ text: String) {
    append { $0.append(contentsOf: text.utf8) }
  }
}

/// A sink that keeps every byte: a report made in memory, as ``CheckReportWriter/finish(_:)``
/// returns it.
public final class ReportBytes: ReportSink {
  /// The bytes appended so far, as UTF-8.
  public private(set) var bytes: [UInt8] = []

  public init() {}

  public func append(_ body: (inout [UInt8]) -> Void) {
    body(&bytes)
  }

  /// The bytes as text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }
}
