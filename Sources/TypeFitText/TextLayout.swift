/// How a text lays out at one size, width and line limit. Lengths are in points.
public struct TextLayout: Sendable, Hashable, Codable {
  /// One shown line.
  public struct Line: Sendable, Hashable, Codable {
    /// The line's text as shown: trailing spaces removed, "…" appended when truncated.
    public var text: String
    /// The line's advance width in points, hanging trailing spaces excluded.
    public var width: Double
    /// The line's range in the source text, in UTF-16 offsets (trailing spaces included).
    public var utf16Range: Range<Int>
    /// Whether the line ends in an ellipsis because the text was cut there.
    public var isTruncated: Bool
  }

  /// The lines shown (at most the line limit).
  public var lines: [Line]
  /// Lines the text needs at this width with no limit; 0 for empty text.
  public var linesNeeded: Int
  /// Widest paragraph laid out on one line, in points.
  public var naturalWidth: Double
  /// Height of one line in points.
  public var lineHeight: Double
  /// Height of the shown lines in points, rounded up to the display's pixel grid.
  public var height: Double
  /// Whether the text needs more lines than allowed and its tail was replaced by "…".
  public var isTruncated: Bool
  /// What a reader sees: the text up to the cut, then "…"; the whole text when not truncated.
  public var visibleText: String
  /// The size the layout was made at, in points.
  public var pointSize: Double

  /// Lines shown: `min(linesNeeded, lineLimit)`.
  public var linesShown: Int { lines.count }
  /// The widest shown line, in points.
  public var width: Double { lines.map(\.width).max() ?? 0 }
}
