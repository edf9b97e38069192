/// The stable identifier of a rule: `TF001` … `TF008`. Ids never change meaning.
public enum RuleID: String, Sendable, Hashable, Codable, CodingKeyRepresentable, CaseIterable, Comparable {
  case labelTruncated = "TF001"
  case rowTargetTooSmall = "TF002"
  case accessoryTargetTooSmall = "TF003"
  case missingGlyphs = "TF004"
  case nameSaysLink = "TF005"
  case rowExceedsScreen = "TF006"
  case valueStacked = "TF007"
  case labelWraps = "TF008"

  /// The rule's kebab-case name: `label-truncated`.
  public var name: String {
    switch self {
    case .labelTruncated: "label-truncated"
    case .rowTargetTooSmall: "row-target-too-small"
    case .accessoryTargetTooSmall: "accessory-target-too-small"
    case .missingGlyphs: "missing-glyphs"
    case .nameSaysLink: "name-says-link"
    case .rowExceedsScreen: "row-exceeds-screen"
    case .valueStacked: "value-stacked"
    case .labelWraps: "label-wraps"
    }
  }

  /// The rule's severity (SPEC §3).
  public var severity: Severity {
    switch self {
    case .labelTruncated, .rowTargetTooSmall, .accessoryTargetTooSmall, .missingGlyphs: .error
    case .nameSaysLink, .rowExceedsScreen: .warning
    case .valueStacked, .labelWraps: .note
    }
  }

  /// The anchor of the rule's section in Docs/Rules.md: `tf001-label-truncated`.
  public var helpAnchor: String { rawValue.lowercased() + "-" + name }

  /// Parses `TF001`, `tf001` or `label-truncated`.
  public init?(parsing text: String) {
    let key = text.lowercased()
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == key || $0.name == key }) else {
      return nil
    }
    self = match
  }

  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
