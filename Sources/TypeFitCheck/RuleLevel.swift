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

/// Encodes and decodes as the word `typefit.json` uses: `off`, `note`, `warning`, `error`.
extension RuleLevel: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let level = RuleLevel(parsing: text) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "rule level '\(text)'; use one of \(Self.names.joined(separator: ", "))")
    }
    self = level
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .off: try container.encode("off")
    case .severity(let severity): try container.encode(severity.rawValue)
    }
  }
}
