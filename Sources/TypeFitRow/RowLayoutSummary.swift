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
///   print(summary.category.name, summary.visibleText(.title))  // "AX3 Benachrichtigungen f…"
/// }
/// ```
public struct RowLayoutSummary: Sendable, Hashable {
  /// One label's numbers at the category: no text, so a summary's labels are read and compared
  /// without reference counting (the visible text of a cut one is the summary's,
  /// ``RowLayoutSummary/visibleText(_:)``).
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

    public init(pointSize: Double, linesNeeded: Int, linesShown: Int, isTruncated: Bool, lineLimit: Int?) {
      self.pointSize = pointSize
      self.linesNeeded = linesNeeded
      self.linesShown = linesShown
      self.isTruncated = isTruncated
      self.lineLimit = lineLimit
    }

    /// The numbers of a full label measurement.
    public init(_ measurement: LabelMeasurement) {
      self.init(
        pointSize: measurement.pointSize, linesNeeded: measurement.layout.linesNeeded,
        linesShown: measurement.layout.linesShown, isTruncated: measurement.layout.isTruncated,
        lineLimit: measurement.lineLimit)
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
  private var titleVisibleText: String
  private var subtitleVisibleText: String
  private var valueVisibleText: String

  /// - Parameter visibleTexts: what is drawn of each cut label, with its ellipsis; the text of
  ///   a label that is not cut (or absent) is not kept.
  public init(
    category: ContentSizeCategory, height: Double, valuePlacement: ValuePlacement?, title: Label?,
    subtitle: Label? = nil, value: Label? = nil,
    visibleTexts: (title: String, subtitle: String, value: String)
  ) {
    self.category = category
    self.height = height
    self.valuePlacement = valuePlacement
    self.title = title
    self.subtitle = subtitle
    self.value = value
    titleVisibleText = title?.isTruncated == true ? visibleTexts.title : ""
    subtitleVisibleText = subtitle?.isTruncated == true ? visibleTexts.subtitle : ""
    valueVisibleText = value?.isTruncated == true ? visibleTexts.value : ""
  }

  /// The summary of a full layout: the numbers ``RowLayoutEngine`` gives for the same row,
  /// context and category with ``LayoutRetention/summaries``.
  public init(_ layout: RowCategoryLayout) {
    let title = layout.label(.title)
    let subtitle = layout.label(.subtitle)
    let value = layout.label(.value)
    self.init(
      category: layout.category, height: layout.height, valuePlacement: layout.valuePlacement,
      title: title.map(Label.init), subtitle: subtitle.map(Label.init), value: value.map(Label.init),
      visibleTexts: (
        title?.layout.visibleText ?? "", subtitle?.layout.visibleText ?? "", value?.layout.visibleText ?? ""
      ))
  }

  /// The label in a role, if the row has it.
  public func label(_ role: LabelRole) -> Label? {
    switch role {
    case .title: title
    case .subtitle: subtitle
    case .value: value
    }
  }

  /// What is drawn of the label in `role` when it is cut, with its ellipsis; empty when it is
  /// not cut or the row has no such label.
  public func visibleText(_ role: LabelRole) -> String {
    switch role {
    case .title: titleVisibleText
    case .subtitle: subtitleVisibleText
    case .value: valueVisibleText
    }
  }
}
