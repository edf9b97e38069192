import TypeFitLocalization

/// A key the Swift sources show in a known way that is not a list row, with the place that
/// says so: the one channel through which discovery tells `check` the role of strings no row
/// names.
///
/// Two kinds: ``Kind/spoken``, a key only VoiceOver speaks (`SpokenKeyIndex`), and
/// ``Kind/prose``, a key shown where iOS wraps it onto as many lines as it needs and no row
/// lays it out: an alert's or confirmation dialog's title or message (fresh23 F23-10), a key
/// command's title (fresh24 F24-13; `ProseTextRecognizer`). `check` gives such a key its role
/// before ``StringRoleClassifier`` looks at its text; a row that names the key still wins, and a
/// spoken role wins over prose.
///
/// A role names its key in ``LocalizedKeyShape`` (each format specifier written `%@`), compared
/// by bytes, in ``table`` when it names one: `Text("a-\(name)")` names the catalog's `a-%@` and
/// `a-%lld`, and `Text("café")` in NFC and in NFD are two keys, as they are to Foundation.
///
/// ```swift
/// // Image(systemName: "star").accessibilityLabel("a11y.star") in Rating.swift, line 4
/// roles[0].key     // "a11y.star"
/// roles[0].kind    // .spoken
/// roles[0].reason  // "argument of .accessibilityLabel at Rating.swift:4"
/// // .alert("delete.title", isPresented: $shown) { … } in List.swift, line 9
/// roles[1].kind    // .prose
/// roles[1].table   // "Localizable"
/// roles[1].reason  // "title of .alert at List.swift:9"
/// ```
public struct SourceKeyRole: Sendable, Hashable {
  /// What the sources do with the key.
  public enum Kind: String, Sendable, Hashable {
    /// Spoken by VoiceOver (or Voice Control), never drawn: every use of the key in the sources
    /// is an accessibility label, hint, value, input label, action name, announcement or custom
    /// content, directly or one type or function deep.
    case spoken
    /// Drawn outside any list row, where iOS wraps it onto as many lines as it needs: an alert's
    /// or confirmation dialog's title or message, a key command's title in iPadOS's shortcut
    /// menu. No truncation or wrap rule reports it (only TF004, missing glyphs).
    case prose
  }

  /// The key in ``LocalizedKeyShape`` (each format specifier written `%@`): it names every key
  /// of the catalogs of that shape.
  public var key: String
  /// The strings table the sources name (`Localizable` when they name none), or `nil` for every
  /// table (a spoken key: SwiftGen accessors and literals alike).
  public var table: String?
  /// What the key is.
  public var kind: Kind
  /// Why, for the report: `argument of .accessibilityLabel at StatusRowView.swift:176`,
  /// `title of .alert at SupportAppView.swift:76`.
  public var reason: String
  /// The first place in the sources that shows the key in this role.
  public var location: SourceLocation

  /// A role for `key`, which is put in ``LocalizedKeyShape``.
  public init(key: String, table: String? = nil, kind: Kind, reason: String, location: SourceLocation) {
    self.key = LocalizedKeyShape.of(key)
    self.table = table
    self.kind = kind
    self.reason = reason
    self.location = location
  }
}
