import TypeFitLocalization

/// A list row found outside the configuration (in the app's Swift sources, by row discovery),
/// handed to the ``RowPlanner`` so its strings are checked as ``ItemRole/row``.
///
/// The configuration's `rows` always win: a discovered row whose title key a configuration
/// rule names is ignored.
///
/// ```swift
/// DiscoveredRow(rule: RowRule(title: "settings.general.display", leading: .symbol, navigable: true),
///               reason: "discovered: App/Tabs/Settings/SettingsTab.swift:88 NavigationLink")
/// ```
public struct DiscoveredRow: Sendable, Hashable {
  /// The row: `title` names its title key (with `subtitle` and `value` keys when it has
  /// them), or `match` a glob of keys; settings left out fall back to the configuration's
  /// defaults.
  public var rule: RowRule
  /// Why it is a row, shown as the role's reason: `discovered: File.swift:12 NavigationLink`.
  public var reason: String
  /// Where the row is in the app's Swift source, reported beside the catalog location of its
  /// findings (JSON `sourceLocation`, SARIF `relatedLocations`); `nil` when not from source.
  public var sourceLocation: SourceLocation?
  /// The strings table the title key is looked up in (``StringsTable/name``: `Localizable` for
  /// `Text("k")`, `Other` for `Text("k", tableName: "Other")`, a String Catalog's file name
  /// without `.xcstrings`): the row's shape applies to the key in that table only, as the same
  /// key in another table is another string. `nil` applies it to the key in every table.
  public var table: String?
  /// Whether ``RowRule/title`` is the ``LocalizedKeyShape`` of an interpolated key
  /// (``DiscoveredText/interpolatedKey``) rather than a key: the planner puts in its place the
  /// one key of the table with that shape, when only one has it.
  public var titleIsKeyShape = false

  public init(rule: RowRule, reason: String, sourceLocation: SourceLocation? = nil, table: String? = nil) {
    self.rule = rule
    self.reason = reason
    self.sourceLocation = sourceLocation
    self.table = table
  }

  /// Whether the row's title is `string`'s: the same key, in the row's table. A string without
  /// a table (Android resources, XLIFF without `<file original>`) matches a row of any table.
  func isTitle(of string: LocalizedString) -> Bool {
    Self.isTitle(rule.title, in: table, of: string)
  }

  /// Whether `title`, a key in `table` (`nil`: every table), is `string`'s key in its table.
  /// Keys and table names are compared by bytes: `Text("café")` written in NFC names only the
  /// NFC key, as Foundation's lookup does (an `NSDictionary` of `NSString`, which compares
  /// UTF-16 code units literally).
  static func isTitle(_ title: String?, in table: String?, of string: LocalizedString) -> Bool {
    guard let title, ExactText.sameBytes(title, string.key) else { return false }
    guard let table, let stringTable = string.table else { return true }
    return ExactText.sameBytes(stringTable.name, table)
  }
}
