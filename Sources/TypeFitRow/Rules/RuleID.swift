/// The stable identifier of a rule: `TF001`, `TF002`, … (``RuleCatalog/idRange``). Ids never
/// change meaning. A rule's name, severity and texts live in its file in `Rules/`.
public enum RuleID: String, Sendable, Hashable, Codable, CodingKeyRepresentable, CaseIterable, Comparable {
  case labelTruncated = "TF001"
  case rowTargetTooSmall = "TF002"
  case accessoryTargetTooSmall = "TF003"
  case missingGlyphs = "TF004"
  case nameSaysLink = "TF005"
  case rowExceedsScreen = "TF006"
  case valueStacked = "TF007"
  case labelWraps = "TF008"
  case labelNotScaled = "TF009"
  case textShrinks = "TF010"
  case fixedRowHeight = "TF011"
  case tapGestureRow = "TF012"
  case chevronNotDecorative = "TF013"
  case rowSplit = "TF014"
  case rowLinkTrait = "TF015"
  case odsSelectionNavigates = "TF016"
  case notModelled = "TF017"

  /// The rule's kebab-case name: `label-truncated`.
  public var name: String { RuleCatalog.descriptor(for: self).name }

  /// The rule's severity.
  public var severity: Severity { RuleCatalog.descriptor(for: self).severity }

  /// The anchor of the rule's section in Docs/Rules.md: `tf001-label-truncated`.
  public var helpAnchor: String { RuleCatalog.descriptor(for: self).helpAnchor }

  /// Parses `TF001`, `tf001` or `label-truncated`.
  public init?(parsing text: String) {
    let key = text.lowercased()
    guard let match = RuleCatalog.all.first(where: { $0.id.rawValue.lowercased() == key || $0.name == key })
    else {
      return nil
    }
    self = match.id
  }

  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Hashes the case's position, not its raw value: the standard library's hashing of a
  /// `RawRepresentable` hashes the `TF001` string, about 150 instructions for each dictionary a
  /// finding is counted in. Equal ids are the same case, so they hash the same.
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

  /// The case's position in the declaration, from 1 (``allCases`` lists them in this order):
  /// an index into tables made once per case.
  package var ordinal: UInt8 {
    switch self {
    case .labelTruncated: 1
    case .rowTargetTooSmall: 2
    case .accessoryTargetTooSmall: 3
    case .missingGlyphs: 4
    case .nameSaysLink: 5
    case .rowExceedsScreen: 6
    case .valueStacked: 7
    case .labelWraps: 8
    case .labelNotScaled: 9
    case .textShrinks: 10
    case .fixedRowHeight: 11
    case .tapGestureRow: 12
    case .chevronNotDecorative: 13
    case .rowSplit: 14
    case .rowLinkTrait: 15
    case .odsSelectionNavigates: 16
    case .notModelled: 17
    }
  }
}
