/// The bytes of one report, read in pieces: ``ReportMerger`` merges NDJSON shards from such
/// sources holding a bounded part of each (a few lines and a read buffer), not the shards
/// whole. `typefit merge` reads files through one; ``InMemoryReportSource`` holds a report
/// already in memory.
public protocol ReportSource {
  /// The report's size in bytes, as it was when the source was made; bytes past it are not read.
  var byteCount: Int { get }

  /// Appends to `buffer` the `count` bytes that start `offset` bytes into the report.
  ///
  /// - Throws: any error when they cannot be read (the file changed, shrank, or the device
  ///   failed); the merge reports its description with the report's name.
  func read(at offset: Int, count: Int, into buffer: inout [UInt8]) throws

  /// Checks that the report is what it was when the source was made: the merge asks after its
  /// last reading, before the merged report is committed. A file compares its size and its
  /// modification and status change times (`fstat(2)`); a report in memory does not change.
  ///
  /// - Throws: any error when the report changed (or cannot be looked at); the merge reports it
  ///   as `it changed while it was being merged`.
  func checkUnchanged() throws
}

extension ReportSource {
  /// Nothing to check by default: a source that cannot change.
  public func checkUnchanged() throws {}
}

/// A report held in memory, as a ``ReportSource``.
public struct InMemoryReportSource: ReportSource {
  /// The report's bytes.
  public let bytes: [UInt8]

  /// - Parameter text: the report's text.
  public init(_ text: String) {
    bytes = Array(text.utf8)
  }

  public var byteCount: Int { bytes.count }

  public func read(at offset: Int, count: Int, into buffer: inout [UInt8]) {
    buffer.append(contentsOf: bytes[offset..<offset + count])
  }
}
