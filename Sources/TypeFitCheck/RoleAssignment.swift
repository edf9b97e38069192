/// A string's role and the reason it was given, as reports show them:
/// `label (short text, 2 words)`, `prose (permission prompt NSCameraUsageDescription)`,
/// `row (typefit.json rows[3])`.
public struct RoleAssignment: Sendable, Hashable, Codable {
  /// The role.
  public var role: ItemRole
  /// Why, in a few words a person can check: the configuration entry, the discovered row's
  /// source location, or the context or shape of the text.
  public var reason: String

  public init(_ role: ItemRole, reason: String) {
    self.role = role
    self.reason = reason
  }

  /// `row (typefit.json rows[3])`.
  public var description: String { "\(role.rawValue) (\(reason))" }
}
