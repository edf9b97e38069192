/// The review state a translation tool recorded for a string.
///
/// String Catalogs use `translated`, `needs_review`, `stale` and `new`; XLIFF `state`
/// attributes are mapped onto the same values (see ``init(xliffState:)``). Unknown states
/// keep their raw text, so nothing is lost.
public struct TranslationState: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
  /// The state as written in the file (`needs_review`), or the mapped String Catalog name.
  public var rawValue: String

  /// Creates a state from its String Catalog spelling.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The translation is done.
  public static let translated = TranslationState(rawValue: "translated")
  /// The source changed or a translator flagged it; a human should look again.
  public static let needsReview = TranslationState(rawValue: "needs_review")
  /// The key is no longer found in the source code.
  public static let stale = TranslationState(rawValue: "stale")
  /// Not translated yet.
  public static let new = TranslationState(rawValue: "new")

  /// Maps an XLIFF 1.2 `<target state="…">` onto String Catalog states.
  ///
  /// `new` → ``new``; `needs-*` → ``needsReview``; `translated`, `final`, `signed-off` →
  /// ``translated``; anything else keeps its raw text.
  public init(xliffState: String) {
    switch xliffState {
    case "new": self = .new
    case "translated", "final", "signed-off": self = .translated
    case let other where other.hasPrefix("needs-"): self = .needsReview
    default: self.init(rawValue: xliffState)
    }
  }

  public var description: String { rawValue }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
