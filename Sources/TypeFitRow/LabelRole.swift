import TypeFitDynamicType

/// Which part of a row a label is.
public enum LabelRole: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// The primary text (`UIListContentConfiguration.text`).
  case title
  /// Secondary text below the title (subtitle cell style).
  case subtitle
  /// Trailing secondary text (value cell style), beside or below the title.
  case value

  /// The text style a label in this role uses unless the row says otherwise: body, subheadline,
  /// body (SPEC §2).
  public var defaultTextStyle: TextStyle {
    switch self {
    case .title: .body
    case .subtitle: .subheadline
    case .value: .body
    }
  }

  public static func < (lhs: LabelRole, rhs: LabelRole) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
