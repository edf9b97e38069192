import TypeFitRow

/// What a configuration does with a rule, in SwiftLint's manner:
/// `"rules": {"TF008": "off", "TF003": "warning"}`.
public enum RuleLevel: Sendable, Hashable {
  /// The rule is not reported.
  case off
  /// The rule is reported at this severity instead of its own.
  case severity(Severity)

  /// Parses `off`, `note`, `warning` or `error`, ignoring case; `nil` for anything else.
  public init?(parsing text: String) {
    switch text.lowercased() {
    case "off": self = .off
    case let other:
      guard let severity = Severity(rawValue: other) else { return nil }
      self = .severity(severity)
    }
  }

  /// The names ``init(parsing:)`` accepts.
  public static let names = ["off", "note", "warning", "error"]
}
