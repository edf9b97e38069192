import TypeFitInput

/// Finds, in a JSON shard read piece by piece, what typefit never writes and what makes a
/// padded file costly to hold: a long run of white space or control bytes, or an overlong
/// string. `typefit merge` holds a JSON shard whole while it merges it (``JSONShardMerge``), at
/// about three times its size; a 60 MB shard padded with zeros or spaces to 1 GB (sparse: a few
/// MB on disk) took 3.2 GB before the merge said it was malformed (thirteenth attack A13-3).
/// Fed the bytes as they are read, the scan stops the reading at the first such run, so only
/// the bytes up to it are ever held.
///
/// ```swift
/// var scan = JSONShardPaddingScan()
/// if let problem = scan.scan(piece) { throw … problem … }   // for each piece read, in order
/// ```
///
/// What typefit writes (``JSONReportWriter``): values separated by a comma, a colon or one line
/// feed, no other white space outside strings, and strings with every control character
/// escaped. A report re-indented by a pretty-printer or with CR LF line ends has runs of a few
/// bytes, which the merge names in its own words later; runs of more than
/// ``maximumRun`` bytes are refused here. A string is at most a key (16,384 bytes), a label
/// (50,000 UTF-16 units, at most 300,000 bytes escaped) or a message quoting one, far below
/// ``maximumStringLength``.
public struct JSONShardPaddingScan: Sendable {
  /// The longest run of white space (space, tab, line feed, carriage return) or NUL bytes outside
  /// strings, or of control bytes inside one, that is read: 4,096 bytes.
  public static let maximumRun = 4_096
  /// The longest string read, in bytes as written between its quotes: 16 MiB.
  public static let maximumStringLength = 16 << 20

  /// What the scan refused, with where it starts (line and column, from 1, the column in bytes).
  public enum Problem: Sendable, Hashable, CustomStringConvertible {
    /// More than ``maximumRun`` bytes of white space or control bytes.
    case padding(line: Int, column: Int)
    /// A string longer than ``maximumStringLength`` bytes.
    case longString(line: Int, column: Int)

    public var description: String {
      switch self {
      case .padding(let line, let column):
        "line \(line), column \(column) starts a run of more than \(JSONShardPaddingScan.maximumRun) bytes of white "
          + "space or control bytes such as NUL, which typefit never writes (it separates values by at most one "
          + "line feed and escapes control characters in strings): was the file padded? Not read further"
      case .longString(let line, let column):
        "line \(line), column \(column) starts a string longer than \(JSONShardPaddingScan.maximumStringLength) "
          + "bytes (16 MiB), far longer than any typefit writes (a key is at most 16384 bytes, a label 50000 "
          + "units): was the file padded? Not read further"
      }
    }
  }

  private var line = 1
  private var column = 0
  private var strings = JSONStringScan()
  private var stringLength = 0
  private var stringStart = (line: 0, column: 0)
  private var run = 0
  private var runStart = (line: 0, column: 0)

  public init() {}

  /// Reads the next piece of the shard; the problem found in it, else `nil`. After a problem
  /// the scan is not fed further.
  public mutating func scan(_ bytes: UnsafeRawBufferPointer) -> Problem? {
    for byte in bytes {
      column += 1
      let padding: Bool
      switch strings.take(byte) {
      case .inside:
        stringLength += 1
        if stringLength > Self.maximumStringLength {
          return .longString(line: stringStart.line, column: stringStart.column)
        }
        padding = byte < 0x20
      case .opening:
        stringLength = 0
        stringStart = (line, column)
        padding = false
      case .outside:
        padding = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0
      }
      if padding {
        if run == 0 { runStart = (line, column) }
        run += 1
        if run > Self.maximumRun { return .padding(line: runStart.line, column: runStart.column) }
      } else {
        run = 0
      }
      if byte == 0x0A {
        line += 1
        column = 0
      }
    }
    return nil
  }
}
