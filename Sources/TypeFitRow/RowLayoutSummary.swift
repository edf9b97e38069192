import TypeFitDynamicType

/// A row's layout at one category reduced to what a report of every category writes: the
/// row's height, where the value sits, and per label its point size, lines and truncation,
/// with the visible text of a cut label. No line widths, touch targets or style details; no
/// array, so making and dropping one allocates nothing (a cut label's visible text aside).
///
/// The JSON and NDJSON reports write 36 of these per row at 12 categories and 3 widths
/// (``LayoutRetention/summaries``); a full ``RowCategoryLayout`` for each cost as much to make
/// and destroy as the report's bytes cost to write (Docs/Performance.md, session 57).
///
/// Lengths are in points.
///
/// ```swift
/// let report = try engine.report(for: row, in: context, retaining: .summaries)
/// for summary in report.summaries where summary.title?.isTruncated == true {
///   print(summary.category.name, summary.title!.visibleText)  // "AX3 Benachrichtigungen f…"
/// }
/// ```
public struct RowLayoutSummary: Sendable, Hashable {
  /// One label's numbers at the category.
  public struct Label: Sendable, Hashable {
    /// The point size it is drawn at.
    public var pointSize: Double
    /// Lines the text needs at the width it was given, unlimited.
    public var linesNeeded: Int
    /// Lines shown: ``linesNeeded`` capped by ``lineLimit``.
    public var linesShown: Int
    /// Whether the text is cut (``LabelLayout/isTruncated``).
    public var isTruncated: Bool
    /// The line limit applied, `nil` for unlimited.
    public var lineLimit: Int?
    /// What is drawn of a cut label, with its ellipsis; empty when the label is not cut.
    public var visibleText: String

    public init(
      pointSize: Double, linesNeeded: Int, linesShown: Int, isTruncated: Bool, lineLimit: Int?,
      visibleText: String
    ) {
      self.pointSize = pointSize
      self.linesNeeded = linesNeeded
      self.linesShown = linesShown
      self.isTruncated = isTruncated
      self.lineLimit = lineLimit
      self.visibleText = isTruncated ? visibleText : ""
    }

    /// The numbers of a full label measurement (its visible text only when it is cut).
    public init(_ measurement: LabelMeasurement) {
      self.init(
        pointSize: measurement.pointSize, linesNeeded: measurement.layout.linesNeeded,
        linesShown: measurement.layout.linesShown, isTruncated: measurement.layout.isTruncated,
        lineLimit: measurement.lineLimit, visibleText: measurement.layout.visibleText)
    }
  }

  /// The category laid out at.
  public var category: ContentSizeCategory
  /// The row's height (``RowCategoryLayout/height``).
  public var height: Double
  /// Where the value sits; `nil` when the row has no value.
  public var valuePlacement: ValuePlacement?
  /// The title; every row the engine lays out has one.
  public var title: Label?
  /// The subtitle, if the row has one.
  public var subtitle: Label?
  /// The value, if the row has one.
  public var value: Label?

  public init(
    category: ContentSizeCategory, height: Double, valuePlacement: ValuePlacement?, title: Label?,
    subtitle: Label? = nil, value: Label? = nil
  ) {
    self.category = category
    self.height = height
    self.valuePlacement = valuePlacement
    self.title = title
    self.subtitle = subtitle
    self.value = value
  }

  /// The summary of a full layout: the numbers ``RowLayoutEngine`` gives for the same row,
  /// context and category with ``LayoutRetention/summaries``.
  public init(_ layout: RowCategoryLayout) {
    self.init(
      category: layout.category, height: layout.height, valuePlacement: layout.valuePlacement,
      title: layout.label(.title).map(Label.init), subtitle: layout.label(.subtitle).map(Label.init),
      value: layout.label(.value).map(Label.init))
  }

  /// The label in a role, if the row has it.
  public func label(_ role: LabelRole) -> Label? {
    switch role {
    case .title: title
    case .subtitle: subtitle
    case .value: value
    }
  }
}
