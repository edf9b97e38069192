/// The interface orientation.
public enum Orientation: String, Sendable, Hashable, Codable, CaseIterable {
  case portrait
  /// Width and height swap. Safe-area insets of notched phones are not modelled.
  case landscape
}
