/// How serious a finding is; also the SARIF `level` (`error`, `warning`, `note`).
public enum Severity: String, Sendable, Hashable, Codable, CodingKeyRepresentable, CaseIterable, Comparable {
  case note
  case warning
  case error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
