import TypeFitLocalization

/// What a row's text refers to: a catalog key, fixed text, or something that cannot be known
/// without running the app.
///
/// ```swift
/// // Text("settings.title")               → .key("settings.title", table: nil)
/// // Text(L10n.Scene.Settings.title)      → .key("Scene.Settings.Title", table: "Localizable")
/// // Text(verbatim: "v1.2")               → .verbatim("v1.2")
/// // Text("Hello \(name)")                → .unresolved("interpolated string …")
/// ```
///
/// Two references are equal when their texts have the same bytes (``ExactText``): `Text("café")`
/// written in NFC and in NFD name two keys, as they do to Foundation's lookup, so a list of
/// alternatives keeps both.
public enum StringReference: Sendable, Hashable {
  /// A localization key, and its table (`Localizable` when `nil`).
  case key(String, table: String?)
  /// Text shown as written, not looked up in a catalog (`Text(verbatim:)`, a UIKit string literal).
  case verbatim(String)
  /// Text that depends on values at run time, with why it could not be resolved.
  case unresolved(String)

  /// Whether the two are the same case with the same bytes in each text.
  public static func == (lhs: StringReference, rhs: StringReference) -> Bool {
    switch (lhs, rhs) {
    case (.key(let first, let firstTable), .key(let second, let secondTable)):
      ExactText.sameBytes(first, second) && firstTable.map(ExactText.init) == secondTable.map(ExactText.init)
    case (.verbatim(let first), .verbatim(let second)), (.unresolved(let first), .unresolved(let second)):
      ExactText.sameBytes(first, second)
    default: false
    }
  }

  /// Hashes the case and the bytes of its texts.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .key(let key, let table):
      hasher.combine(0)
      hasher.combine(ExactText(key))
      hasher.combine(table.map(ExactText.init))
    case .verbatim(let text):
      hasher.combine(1)
      hasher.combine(ExactText(text))
    case .unresolved(let reason):
      hasher.combine(2)
      hasher.combine(ExactText(reason))
    }
  }

  /// The key, for a ``key(_:table:)`` reference.
  public var key: String? {
    if case .key(let key, _) = self { key } else { nil }
  }

  /// A short form for tables: the key (with `Table:` before it when not `Localizable`),
  /// `verbatim "…"`, or `? reason`.
  public var summary: String {
    switch self {
    case .key(let key, let table):
      if let table, table != "Localizable" { "\(table):\(key)" } else { key }
    case .verbatim(let text): "verbatim \"\(text)\""
    case .unresolved(let reason): "? \(reason)"
    }
  }
}
