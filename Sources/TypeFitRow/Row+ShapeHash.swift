/// The hash of a row's shape: every member `==` compares except the label texts and the
/// language, which a caller hashes its own way (by UTF-8 bytes rather than through Unicode
/// normalization, as `String`'s hash does).
///
/// Kept beside the members so a member added to ``Row`` or ``RowLabel`` is hashed too:
/// `LaidOutRow` in TypeFitCheck listed them by hand, and rows of one text that differed only in a
/// member left out (a leading image's width, then a point size) were equal in hash and unequal,
/// which made a run's caches quadratic (the thirty-ninth attack's A39-2, the fortieth's A40-1).
/// `RowShapeHashTests` compares the members listed here with the types' own.
extension Row {
  /// Feeds `hasher` the leading content, the accessory, its size and symbol, navigability, size
  /// categories, list style and each label's ``RowLabel/hashShape(into:)``.
  package func hashShape(into hasher: inout Hasher) {
    hasher.combine(leading)
    hasher.combine(accessory)
    hasher.combine(accessorySize)
    hasher.combine(accessorySymbol)
    hasher.combine(isNavigable)
    hasher.combine(sizeCategories)
    hasher.combine(listStyle)
    title.hashShape(into: &hasher)
    hasher.combine(subtitle != nil)
    subtitle?.hashShape(into: &hasher)
    hasher.combine(value != nil)
    value?.hashShape(into: &hasher)
  }

  /// The members ``hashShape(into:)`` feeds or leaves to the caller, by name, for the test that
  /// compares them with the type's own.
  package static let shapeHashMembers = [
    "title", "subtitle", "value", "leading", "accessory", "accessorySize", "accessorySymbol", "isNavigable",
    "language", "sizeCategories", "listStyle",
  ]
}

extension RowLabel {
  /// Feeds `hasher` every member but the text: style, weight, italic, monospaced digits,
  /// truncation mode, line limit, size categories and the point size settings.
  package func hashShape(into hasher: inout Hasher) {
    hasher.combine(textStyle)
    hasher.combine(weight)
    hasher.combine(italic)
    hasher.combine(monospacedDigits)
    hasher.combine(truncationMode)
    hasher.combine(lineLimit)
    hasher.combine(sizeCategories)
    hasher.combine(fixedPointSize)
    hasher.combine(relativePointSize)
    hasher.combine(minimumScaleFactor)
  }

  /// The members ``hashShape(into:)`` feeds, and the text, by name.
  package static let shapeHashMembers = [
    "text", "textStyle", "lineLimit", "truncationMode", "weight", "italic", "monospacedDigits",
    "sizeCategories", "fixedPointSize", "relativePointSize", "minimumScaleFactor",
  ]
}
