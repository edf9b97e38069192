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

  public init(rule: RowRule, reason: String) {
    self.rule = rule
    self.reason = reason
  }
}
