/// The review state a translation tool recorded for a string.
///
/// String Catalogs use `translated`, `needs_review`, `stale` and `new`; XLIFF `state`
/// attributes are mapped onto the same values (see ``init(xliffState:)``). Unknown states
/// keep their raw text, so nothing is lost, and the readers warn of them.
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

  /// Maps an XLIFF `state` onto String Catalog states: XLIFF 1.2's `<target state="…">`
  /// (OASIS XLIFF 1.2, "state": `final`, `needs-adaptation`, `needs-l10n`,
  /// `needs-review-adaptation`, `needs-review-l10n`, `needs-review-translation`,
  /// `needs-translation`, `new`, `signed-off`, `translated`, or `x-` and a custom name) and
  /// XLIFF 2.0's `<segment state="…">` (`initial`, `translated`, `reviewed`, `final`).
  ///
  /// Not translated yet (1.2 `new`, `needs-translation`: "the item needs to be translated";
  /// 2.0 `initial`) → ``new``; the other `needs-*` → ``needsReview``; `translated`,
  /// `reviewed`, `final`, `signed-off` → ``translated``; anything else keeps its raw text (the
  /// readers warn of one that is no state of its XLIFF version, `isXLIFFState(_:version:)`).
  /// `needs-translation` was ``needsReview`` (the eightieth attack's A80-9), so a run leaving
  /// out untranslated strings still checked it.
  public init(xliffState: String) {
    switch xliffState {
    case "new", "needs-translation", "initial": self = .new
    case "translated", "final", "signed-off", "reviewed": self = .translated
    case let other where other.hasPrefix("needs-"): self = .needsReview
    default: self.init(rawValue: xliffState)
    }
  }

  /// The `state` values of XLIFF 1.2 (OASIS XLIFF 1.2 specification, "state" attribute values).
  static let xliff12States = [
    "final", "needs-adaptation", "needs-l10n", "needs-review-adaptation", "needs-review-l10n",
    "needs-review-translation", "needs-translation", "new", "signed-off", "translated",
  ]

  /// The `state` values of XLIFF 2.0 (OASIS XLIFF 2.0, "state": custom states go in `subState`).
  static let xliff20States = ["initial", "translated", "reviewed", "final"]

  /// Whether `state` is a state of XLIFF `version` (1 or 2): one of its list, or for 1.2 a
  /// custom `x-` value.
  static func isXLIFFState(_ state: String, version: Int) -> Bool {
    version == 1 ? xliff12States.contains(state) || state.hasPrefix("x-") : xliff20States.contains(state)
  }

  /// The warning message for a state no writer of the format uses, as the String Catalog and
  /// XLIFF readers give it: `unknown state "bogus" (<known>); the string is checked` or, when
  /// typefit.json's `states` leaves it out, says so (thirtieth attack A30-5).
  ///
  /// - Parameters:
  ///   - text: The state as written.
  ///   - known: What the format's writers use (`Xcode writes new, needs_review, …`).
  ///   - checked: Whether the run checks strings of this state (``LocalizationReadOptions/includes(_:)``).
  static func unknownStateMessage(_ text: String, known: String, checked: Bool) -> String {
    "unknown state \"\(TerminalText.escaped(text))\" (\(known)); "
      + (checked
        ? "the string is checked" : "the string is not checked: typefit.json's \"states\" leaves it out")
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
