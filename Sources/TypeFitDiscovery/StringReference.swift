/// What a row's text refers to: a catalog key, fixed text, or something that cannot be known
/// without running the app.
///
/// ```swift
/// // Text("settings.title")               → .key("settings.title", table: nil)
/// // Text(L10n.Scene.Settings.title)      → .key("Scene.Settings.Title", table: "Localizable")
/// // Text(verbatim: "v1.2")               → .verbatim("v1.2")
/// // Text("Hello \(name)")                → .unresolved("interpolated string …")
/// ```
public enum StringReference: Sendable, Hashable {
  /// A localization key, and its table (`Localizable` when `nil`).
  case key(String, table: String?)
  /// Text shown as written, not looked up in a catalog (`Text(verbatim:)`, a UIKit string literal).
  case verbatim(String)
  /// Text that depends on values at run time, with why it could not be resolved.
  case unresolved(String)

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
