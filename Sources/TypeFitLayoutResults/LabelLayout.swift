/// How one label lays out at one size, width and line limit: the lines' widths, the heights and
/// the text a reader sees. All lengths are in points.
///
/// The one result type of a layout on both sides of the measuring boundary: the text core's
/// `PreparedText.summary(_:)` returns it, and a row model's `PreparedLabel` (any measurer,
/// CoreText included) hands it to the rules and reports unchanged.
public struct LabelLayout: Sendable, Hashable, Codable {
  /// Lines the text needs at this width with no line limit (the text core gives 0 for empty
  /// text).
  public var linesNeeded: Int
  /// Lines drawn: `min(linesNeeded, lineLimit)`.
  public var linesShown: Int
  /// Width of each shown line, trailing spaces excluded; the last includes "…" when truncated.
  public var lineWidths: [Double]
  /// Width of the whole text on one line (no wrapping): the widest paragraph, in points.
  public var naturalWidth: Double
  /// Height of one line in points (for the system stack 2444/2048 em, so 20.287109375 at 17 pt).
  public var lineHeight: Double
  /// Height of the shown lines, rounded up to the display's pixel grid, in points.
  public var height: Double
  /// Whether text was cut (more lines needed than allowed).
  public var isTruncated: Bool
  /// The text a reader sees: shown lines joined, with "…" where the tail was cut; the whole
  /// text when not truncated.
  public var visibleText: String

  public init(
    linesNeeded: Int, linesShown: Int, lineWidths: [Double], naturalWidth: Double,
    lineHeight: Double, height: Double, isTruncated: Bool, visibleText: String
  ) {
    self.linesNeeded = linesNeeded
    self.linesShown = linesShown
    self.lineWidths = lineWidths
    self.naturalWidth = naturalWidth
    self.lineHeight = lineHeight
    self.height = height
    self.isTruncated = isTruncated
    self.visibleText = visibleText
  }
}
