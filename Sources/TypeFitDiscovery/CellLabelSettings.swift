import TypeFitRow

/// What a cell's code sets on one of its `UILabel`s, read alike wherever it is set: in the cell
/// class (`titleLabel.numberOfLines = 1`, in `init` or a property's set-up closure) and through a
/// variable holding the cell (`cell.titleLabel.numberOfLines = 1` in `cellForRowAt`, which the
/// twenty-fourth attack's A24-4 found ignored), and how a row's text takes it.
extension CellClassIndex.LabelProperty {
  /// The label members read: `font`, `numberOfLines` and `lineBreakMode`.
  static let settings: Set<String> = ["font", "numberOfLines", "lineBreakMode"]

  /// Takes `member = value` (a member of ``settings``): a font's text style with its relative or
  /// fixed size (`UIFont.preferredFont(forTextStyle: .body).withSize(30)` is 30 pt at every
  /// category, A24-6) and its weight; a line count (`0`: unlimited; one computed keeps the
  /// earlier); a truncation mode (`.byTruncatingMiddle`, A24-16; another mode is the default,
  /// tail). The last setting that gives one wins, except fonts: `font` holds the fonts taken
  /// before for this label, and the stricter of them all is kept (``FontExpression/stricter(_:)``).
  mutating func take(_ member: String, value: Range<Int>, stream: TokenStream, font: inout FontExpression?) {
    switch member {
    case "font":
      var taken = FontExpression(in: value, stream: stream, uiKit: true)
      if let earlier = font { taken = earlier.stricter(taken) }
      font = taken
      if let style = taken.textStyle {
        textStyle = style
        relativePointSize = taken.relativePointSize
        fixedPointSize = taken.fixedPointSize
      }
      weight = taken.weight ?? weight
    case "numberOfLines":
      if let limit = TextModifiers.lineLimit(in: value, stream: stream) { lineLimit = limit }
    case "lineBreakMode":
      truncationMode = TextModifiers.truncationMode(in: value, stream: stream)
    default:
      break
    }
  }

  /// `text` styled as this label: its style, sizes, weight, line limit and truncation mode.
  func style(_ text: DiscoveredText) -> DiscoveredText {
    var text = text
    text.textStyle = textStyle
    text.relativePointSize = relativePointSize
    text.fixedPointSize = fixedPointSize
    text.weight = weight
    text.lineLimit = lineLimit
    text.truncationMode = truncationMode
    return text
  }
}
