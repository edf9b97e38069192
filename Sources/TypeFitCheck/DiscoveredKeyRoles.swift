import TypeFitDiscovery
import TypeFitLocalization

/// The roles the app's sources give keys that no row names (``SourceKeyRole``), looked up by a
/// string's key for the ``RowPlanner``: a key only VoiceOver speaks is ``ItemRole/spoken``, an
/// alert's or dialog's title or message ``ItemRole/prose``, each with the place that says so as
/// its reason.
///
/// A key is looked up in ``LocalizedKeyShape`` (each format specifier `%@`), by bytes, in the
/// role's table when it names one: the sources' `Text("a-\(name)")` names the catalog's `a-%@`
/// and `a-%lld`. Of the roles of one key and table the first is kept; a spoken role (every use
/// of the key speaks it) wins over prose.
///
/// ```swift
/// let roles = DiscoveredKeyRoles(discovery.keyRoles)
/// roles.role(of: string)?.reason  // "argument of .accessibilityLabel at Rating.swift:4"
/// ```
public struct DiscoveredKeyRoles: Sendable {
  /// Each key shape's roles: spoken ones first, then in the order given, one per table.
  private var byKey: [ExactText: [SourceKeyRole]] = [:]

  /// The roles of `roles`.
  public init(_ roles: [SourceKeyRole] = []) {
    for role in roles where role.kind == .spoken { add(role) }
    for role in roles where role.kind != .spoken { add(role) }
  }

  /// Adds `role` unless a role of its key already covers its table.
  private mutating func add(_ role: SourceKeyRole) {
    let key = ExactText(role.key)
    if let known = byKey[key], known.contains(where: { Self.sameTable($0.table, role.table) }) { return }
    byKey[key, default: []].append(role)
  }

  /// Whether two roles' tables are one, by bytes (`nil`: every table).
  private static func sameTable(_ first: String?, _ second: String?) -> Bool {
    switch (first, second) {
    case (nil, nil): return true
    case (let first?, let second?): return ExactText.sameBytes(first, second)
    default: return false
    }
  }

  /// How many keys have a role.
  public var count: Int { byKey.count }

  /// The role the sources give `string`'s key, or `nil`.
  func role(of string: LocalizedString) -> RoleAssignment? {
    guard !byKey.isEmpty, let roles = byKey[ExactText(LocalizedKeyShape.of(string.key))],
      let found = roles.first(where: { role in
        // A role naming no table, or a string without one (XLIFF, Android), matches any.
        guard let table = role.table, let stringTable = string.table else { return true }
        return ExactText.sameBytes(stringTable.name, table)
      })
    else { return nil }
    switch found.kind {
    case .spoken: return RoleAssignment(.spoken, reason: found.reason)
    case .prose: return RoleAssignment(.prose, reason: found.reason)
    }
  }
}
