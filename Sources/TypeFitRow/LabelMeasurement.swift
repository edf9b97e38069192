import TypeFitDynamicType

/// How one label of a row lays out at one category.
public struct LabelMeasurement: Sendable, Hashable, Codable {
  /// Which label.
  public var role: LabelRole
  /// Its text style.
  public var textStyle: TextStyle
  /// Font size in points (HIG table).
  public var pointSize: Double
  /// HIG leading in points (design value; the drawn line height is `layout.lineHeight`).
  public var leading: Double
  /// The font weight.
  public var weight: FontWeight
  /// The tracking the measurer applied at ``pointSize``, in 1/1000 em
  /// (``PreparedLabel/trackingEm(pointSize:)``). With the system stack's SF width model it is
  /// SF's own tracking (−52/2048 em, −25.39 milli-em, at 17 pt), which differs slightly from the
  /// HIG table's −26 (`typefit styles`); with `--font` it is 0.
  public var trackingMilliEm: Double
  /// The same tracking in points: milli-em × size / 1000.
  public var tracking: Double
  /// Width the label was given, in points.
  public var maxWidth: Double
  /// The line limit applied (`nil` unlimited).
  public var lineLimit: Int?
  /// Lines, widths, height, truncation and visible text from the measurer.
  public var layout: LabelLayout

  public init(
    role: LabelRole, textStyle: TextStyle, pointSize: Double, leading: Double, weight: FontWeight,
    trackingMilliEm: Double, tracking: Double, maxWidth: Double, lineLimit: Int?, layout: LabelLayout
  ) {
    self.role = role
    self.textStyle = textStyle
    self.pointSize = pointSize
    self.leading = leading
    self.weight = weight
    self.trackingMilliEm = trackingMilliEm
    self.tracking = tracking
    self.maxWidth = maxWidth
    self.lineLimit = lineLimit
    self.layout = layout
  }
}

extension LabelMeasurement {
  /// The lines the label needs, as rule TF001's sentences say it: `1 line`, `2 lines`.
  public var linesNeededPhrase: String {
    "\(layout.linesNeeded) " + (layout.linesNeeded == 1 ? "line" : "lines")
  }

  /// The lines the label may have, as rule TF001's sentences say it: `1`, `unlimited`.
  public var linesAllowedPhrase: String { lineLimit.map(String.init) ?? "unlimited" }
}
