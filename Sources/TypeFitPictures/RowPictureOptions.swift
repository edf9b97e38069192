import TypeFitDynamicType

/// What a row picture strip shows.
public struct RowPictureOptions: Sendable, Hashable {
  /// The categories drawn, one panel each, left to right in ascending order; a category the
  /// report has no layout for is skipped. Default all 12.
  public var categories: [ContentSizeCategory]
  /// The overlays drawn (default: touch targets and truncation markers).
  public var overlays: RowPictureOverlays
  /// Categories whose panel is outlined and captioned in red (the HTML report marks failing
  /// categories so).
  public var highlighted: Set<ContentSizeCategory>
  /// Space between panels and around the row, in points (default 12).
  public var spacing: Double

  public init(
    categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
    overlays: RowPictureOverlays = [.touchTargets, .truncation],
    highlighted: Set<ContentSizeCategory> = [], spacing: Double = 12
  ) {
    self.categories = categories
    self.overlays = overlays
    self.highlighted = highlighted
    self.spacing = spacing
  }
}
