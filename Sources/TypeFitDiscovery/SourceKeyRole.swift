import TypeFitLocalization

/// A key the Swift sources show in a known way that is not a list row, with the place that
/// says so: the channel through which discovery tells `check` the role of strings no row names.
///
/// Today one kind: ``Kind/spoken``, a key only VoiceOver speaks (``SpokenKeyIndex``). `check`
/// gives such a key its role before ``StringRoleClassifier`` looks at its text; a row that
/// names the key still wins.
///
/// ```swift
/// // Image(systemName: "star").accessibilityLabel("a11y.star") in Rating.swift, line 4
/// roles[0].key     // "a11y.star"
/// roles[0].kind    // .spoken
/// roles[0].reason  // "argument of .accessibilityLabel at Rating.swift:4"
/// ```
public struct SourceKeyRole: Sendable, Hashable {
  /// What the sources do with the key.
  public enum Kind: String, Sendable, Hashable {
    /// Spoken by VoiceOver (or Voice Control), never drawn: every use of the key in the sources
    /// is an accessibility label, hint, value, input label, action name, announcement or custom
    /// content, directly or one type or function deep.
    case spoken
  }

  /// The key in ``LocalizedKeyShape`` (each format specifier written `%@`): it names every key
  /// of the catalogs of that shape, in every strings table.
  public var key: String
  /// What the key is.
  public var kind: Kind
  /// Why, for the report: `argument of .accessibilityLabel at StatusRowView.swift:176`.
  public var reason: String
  /// The first place in the sources that shows the key in this role.
  public var location: SourceLocation

  public init(key: String, kind: Kind, reason: String, location: SourceLocation) {
    self.key = key
    self.kind = kind
    self.reason = reason
    self.location = location
  }
}
