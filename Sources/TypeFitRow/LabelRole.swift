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
  /// body.
  public var defaultTextStyle: TextStyle {
    switch self {
    case .title: .body
    case .subtitle: .subheadline
    case .value: .body
    }
  }

  /// Parses a comma-separated list of roles (`title,value`), as `--italic` and the
  /// configuration's `italic` take them.
  ///
  /// - Throws: ``RowModelError`` naming an unknown role.
  public static func parsingList(_ text: String) throws -> Set<LabelRole> {
    var roles = Set<LabelRole>()
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let role = LabelRole(rawValue: String(part)) else {
        throw RowModelError.unknownName(
          kind: "label role", name: String(part), validNames: allCases.map(\.rawValue))
      }
      roles.insert(role)
    }
    return roles
  }

  public static func < (lhs: LabelRole, rhs: LabelRole) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
