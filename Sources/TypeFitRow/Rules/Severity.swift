/// How serious a finding is; also the SARIF `level` (`error`, `warning`, `note`).
public enum Severity: String, Sendable, Hashable, Codable, CodingKeyRepresentable, CaseIterable, Comparable {
  case note
  case warning
  case error

  /// Cases are ordered as declared: note < warning < error.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

  /// Hashes the case's position, not its raw value (the standard library's hashing of a
  /// `RawRepresentable` hashes the string; see ``RuleID``).
  public func hash(into hasher: inout Hasher) { hasher.combine(rank) }

  /// The case's position in the declaration (its index in `allCases`), worked out without the
  /// array `allCases` makes at each use: the summary compares severities once per finding.
  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }
}
