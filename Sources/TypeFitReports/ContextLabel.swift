import TypeFitRow

/// Names a layout context briefly for messages: `iPhone SE (3rd generation), 375 pt`.
///
/// A custom width shows only the width; landscape and list styles other than inset grouped
/// are added when they apply: `iPad Air 11-inch (M2), 1180 pt, landscape, plain`.
enum ContextLabel {
  /// The label of a context.
  static func text(_ context: LayoutContext) -> String {
    var parts: [String] = []
    if context.device.family != .custom { parts.append(context.device.name) }
    parts.append(DecimalText.json(context.screenWidth) + " pt")
    if context.orientation != .portrait { parts.append(context.orientation.rawValue) }
    if context.listStyle != .insetGrouped { parts.append(context.listStyle.rawValue) }
    if context.boldText { parts.append("Bold Text") }
    return parts.joined(separator: ", ")
  }
}
