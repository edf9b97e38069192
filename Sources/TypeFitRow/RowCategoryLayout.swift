import TypeFitDynamicType

/// How a row lays out at one content size category. Lengths are in points.
public struct RowCategoryLayout: Sendable, Hashable, Codable {
  /// The category.
  public var category: ContentSizeCategory
  /// Whether the accessibility-size layout applies (AX1…AX5).
  public var usesAccessibilityLayout: Bool
  /// The row's width (screen minus section insets).
  public var rowWidth: Double
  /// Width available to the text column: row width − margins − leading image and padding −
  /// trailing accessories and padding.
  public var textWidth: Double
  /// The labels in reading order: title, subtitle, value (at most three, kept inline).
  public var labels: LabelMeasurements
  /// Where the value sits, if the row has one.
  public var valuePlacement: ValuePlacement?
  /// Size of the leading image or symbol, if any.
  public var leadingSize: Size?
  /// Top (and bottom) content margin.
  public var verticalMargin: Double
  /// Height of the text column: labels and the gaps between them.
  public var textBlockHeight: Double
  /// The platform minimum row height at this category.
  public var minimumHeight: Double
  /// The row height: max(minimum height, margins + max(text block, leading image),
  /// tallest accessory), rounded up to the pixel grid.
  public var height: Double
  /// The row's touch targets.
  public var touchTargets: [TouchTarget]

  public init(
    category: ContentSizeCategory, usesAccessibilityLayout: Bool, rowWidth: Double, textWidth: Double,
    labels: LabelMeasurements, valuePlacement: ValuePlacement?, leadingSize: Size?, verticalMargin: Double,
    textBlockHeight: Double, minimumHeight: Double, height: Double, touchTargets: [TouchTarget]
  ) {
    self.category = category
    self.usesAccessibilityLayout = usesAccessibilityLayout
    self.rowWidth = rowWidth
    self.textWidth = textWidth
    self.labels = labels
    self.valuePlacement = valuePlacement
    self.leadingSize = leadingSize
    self.verticalMargin = verticalMargin
    self.textBlockHeight = textBlockHeight
    self.minimumHeight = minimumHeight
    self.height = height
    self.touchTargets = touchTargets
  }

  /// The labels of the layout at `pointer`, read in place: no copy of the layout or its labels
  /// (``LabelMeasurements/elements(of:)``); valid as long as the layout there is.
  public static func labels(of pointer: UnsafePointer<Self>) -> UnsafeBufferPointer<LabelMeasurement> {
    let labels = UnsafeRawPointer(pointer) + MemoryLayout<Self>.offset(of: \Self.labels)!
    return LabelMeasurements.elements(of: labels.assumingMemoryBound(to: LabelMeasurements.self))
  }

  /// The measurement of a label, if the row has it.
  public func label(_ role: LabelRole) -> LabelMeasurement? {
    labels.first { $0.role == role }
  }

}
