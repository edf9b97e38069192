import TypeFitRow

/// What a checked string is on screen, which decides the rules that apply to it.
///
/// - ``row``: the title of a list row (a `NavigationLink`, a cell, a toggle row), named by the
///   configuration's `rows` or found in the app's sources. Every rule applies.
/// - ``label``: a short piece of interface text that no row names: a button title, a
///   placeholder, an alert title, a tab name. It is laid out as a label across the row's text
///   width and only the label rules apply: TF001 (truncated at its line limit), TF004 (no
///   font) and TF008 (wraps).
/// - ``prose``: a sentence or a paragraph: a permission prompt, an alert message, onboarding
///   text. Only TF001 and TF004 apply; prose is expected to wrap, so TF008 would report every
///   paragraph and say nothing.
/// - ``spoken``: a text only VoiceOver speaks, never drawn (an accessibility label, hint or
///   announcement; ``SourceKeyRole/Kind/spoken``, found in the app's sources). No rule applies
///   and it is not laid out (``isLaidOut``): it is counted in the summary and in the results.
///
/// The row rules (TF002 row target, TF003 accessory target, TF005 "link" in a navigable row's
/// name, TF006 row taller than the screen, TF007 value stacked) never apply to a label or prose:
/// they are about a row, and reporting them on an alert message was most of the noise of a
/// real app's check.
public enum ItemRole: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case row
  case label
  case prose
  case spoken

  /// Whether findings of `rule` are reported for a string in this role.
  public func applies(_ rule: RuleID) -> Bool {
    switch self {
    case .row: true
    case .label: rule == .labelTruncated || rule == .missingGlyphs || rule == .labelWraps
    case .prose: rule == .labelTruncated || rule == .missingGlyphs
    case .spoken: false
    }
  }

  /// Whether a string in this role is laid out: not a ``spoken`` one, which no rule judges.
  public var isLaidOut: Bool { self != .spoken }

  /// The rules that apply, in id order.
  public var rules: [RuleID] { RuleID.allCases.filter(applies) }

  /// Parses `row`, `label` or `prose`, ignoring case; `nil` for anything else (``spoken`` is
  /// only found in the sources, never given).
  public init?(parsing text: String) {
    guard let role = Self.allCases.first(where: { $0.rawValue == text.lowercased() }), role.isLaidOut else {
      return nil
    }
    self = role
  }

  /// Cases are ordered as declared: row < label < prose < spoken.
  public static func < (lhs: ItemRole, rhs: ItemRole) -> Bool { lhs.rank < rhs.rank }

  /// Hashes the case's position, not its raw value (the standard library's hashing of a
  /// `RawRepresentable` hashes the string; the summary counts every result by role).
  public func hash(into hasher: inout Hasher) { hasher.combine(rank) }

  /// The case's position in the declaration (its index in `allCases`), without the array
  /// `allCases` makes at each use.
  private var rank: Int {
    switch self {
    case .row: 0
    case .label: 1
    case .prose: 2
    case .spoken: 3
    }
  }
}
