/// A text a row's value can show: a key looked up in the row's locale, or text the source
/// writes as is (`LabeledContent("k", value: "12.4 GB")`, `Text(verbatim:)`), laid out as written.
///
/// A row whose value the source picks at run time (a `Picker`'s selected option) has several
/// (``RowRule/valueTexts``): the row is checked with each, and the strictest result is kept.
public enum RowValueText: Sendable, Hashable, Codable {
  /// A catalog key, looked up in the row's locale (the development language's string stands
  /// in for a locale that lacks it).
  case key(String)
  /// Text shown as written: not looked up, not read as Markdown, no format arguments filled.
  case verbatim(String)

  /// The key, for a ``key(_:)``.
  public var key: String? {
    if case .key(let key) = self { key } else { nil }
  }
}
