/// A view of the app placed in a list's content by name, which the file placing it does not
/// expand: a type (`NotificationsSection()`) or a view member (`generalRows`), with what the
/// list around it sets in the environment (`Form { … }.lineLimit(1)`).
struct ListPlacement {
  /// The type's or member's name.
  var name: String
  /// Whether it is a member (`generalRows`, lowercase) rather than a type.
  var isMember: Bool
  /// What the views around it set for the views inside it, its own modifiers included.
  var environment: TextModifiers
  /// What the navigation container around it sets for every screen it pushes.
  var screen: TextModifiers
}
