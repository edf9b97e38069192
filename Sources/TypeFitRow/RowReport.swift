import TypeFitDynamicType

/// The result of laying out and checking one row: its layout at each category and its findings.
public struct RowReport: Sendable, Hashable, Codable {
  /// The row that was laid out.
  public var row: Row
  /// The profile id used (`ios18`).
  public var profileID: String
  /// The device name used.
  public var deviceName: String
  /// The layout at each requested category, ascending; empty when the row could not be measured
  /// (see rule TF004 in ``findings``).
  public var layouts: [RowCategoryLayout]
  /// Rule findings, ordered by rule id, then label role.
  public var findings: [Finding]
  /// The layout's numbers at each requested category, ascending, when the report was made
  /// with ``LayoutRetention/summaries``; empty otherwise, and when the row could not be
  /// measured. Not encoded: a report writer's working data.
  public var summaries: [RowLayoutSummary] = []

  public init(
    row: Row, profileID: String, deviceName: String, layouts: [RowCategoryLayout], findings: [Finding],
    summaries: [RowLayoutSummary] = []
  ) {
    self.row = row
    self.profileID = profileID
    self.deviceName = deviceName
    self.layouts = layouts
    self.findings = findings
    self.summaries = summaries
  }

  private enum CodingKeys: String, CodingKey {
    case row, profileID, deviceName, layouts, findings
  }

  /// ``summaries``, or when the report was made without them, the summaries of its
  /// ``layouts``: what the JSON reports write of a report made with any retention.
  public var layoutSummaries: [RowLayoutSummary] {
    summaries.isEmpty && !layouts.isEmpty ? layouts.map(RowLayoutSummary.init) : summaries
  }

  /// The layout at a category, if it was requested.
  public func layout(at category: ContentSizeCategory) -> RowCategoryLayout? {
    layouts.first { $0.category == category }
  }
}
