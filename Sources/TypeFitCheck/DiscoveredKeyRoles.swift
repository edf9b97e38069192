import TypeFitDiscovery
import TypeFitLocalization

/// The roles the app's sources give keys that no row names (``SourceKeyRole``), looked up by a
/// string's key for the ``RowPlanner``: a key only VoiceOver speaks is ``ItemRole/spoken``, with
/// the place that says so as its reason.
///
/// A key is looked up in ``LocalizedKeyShape`` (each format specifier `%@`), in every strings
/// table: the sources' `Text("a-\(name)")` names the catalog's `a-%@` and `a-%lld`.
///
/// ```swift
/// let roles = DiscoveredKeyRoles(discovery.keyRoles)
/// roles.role(of: string)?.reason  // "argument of .accessibilityLabel at Rating.swift:4"
/// ```
public struct DiscoveredKeyRoles: Sendable {
  private var byKey: [String: SourceKeyRole] = [:]

  /// The roles of `roles`, the first one of a key kept.
  public init(_ roles: [SourceKeyRole] = []) {
    byKey = Dictionary(roles.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// How many keys have a role.
  public var count: Int { byKey.count }

  /// The role the sources give `string`'s key, or `nil`.
  func role(of string: LocalizedString) -> RoleAssignment? {
    guard !byKey.isEmpty, let found = byKey[LocalizedKeyShape.of(string.key)] else { return nil }
    switch found.kind {
    case .spoken: return RoleAssignment(.spoken, reason: found.reason)
    }
  }
}
