/// How one label lays out at one size and width, as numbers only: a ``LabelLayout`` without its
/// line widths and visible text, which is all the rules need to decide. Lengths are in points.
///
/// The text core's `PreparedText.metrics(_:)` computes it without allocating; a row model's
/// `PreparedLabel.metrics` returns it.
public struct LabelMetrics: Sendable, Hashable {
  /// Lines the text needs at this width with no line limit (the text core gives 0 for empty
  /// text).
  public var linesNeeded: Int
  /// Lines drawn: `min(linesNeeded, lineLimit)`.
  public var linesShown: Int
  /// Width of the whole text on one line (no wrapping): the widest paragraph, in points.
  public var naturalWidth: Double
  /// Height of one line in points.
  public var lineHeight: Double
  /// Height of the shown lines, rounded up to the display's pixel grid, in points.
  public var height: Double
  /// Whether text is cut (more lines needed than allowed).
  public var isTruncated: Bool

  public init(
    linesNeeded: Int, linesShown: Int, naturalWidth: Double, lineHeight: Double, height: Double,
    isTruncated: Bool
  ) {
    self.linesNeeded = linesNeeded
    self.linesShown = linesShown
    self.naturalWidth = naturalWidth
    self.lineHeight = lineHeight
    self.height = height
    self.isTruncated = isTruncated
  }

  /// The numbers of a full layout.
  public init(_ layout: LabelLayout) {
    self.init(
      linesNeeded: layout.linesNeeded, linesShown: layout.linesShown, naturalWidth: layout.naturalWidth,
      lineHeight: layout.lineHeight, height: layout.height, isTruncated: layout.isTruncated)
  }
}
