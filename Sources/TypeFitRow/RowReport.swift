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

  public init(
    row: Row, profileID: String, deviceName: String, layouts: [RowCategoryLayout], findings: [Finding]
  ) {
    self.row = row
    self.profileID = profileID
    self.deviceName = deviceName
    self.layouts = layouts
    self.findings = findings
  }

  /// The layout at a category, if it was requested.
  public func layout(at category: ContentSizeCategory) -> RowCategoryLayout? {
    layouts.first { $0.category == category }
  }
}
