import TypeFitRow

/// TF017 (`not-modelled`) notes on the UIKit cell properties that take room from a row's text
/// and that row discovery does not lay out (the eighty-third attack's A83-6 and A83-7 found them
/// dropped without a word): an `accessoryView` that is no `UISwitch`, a cell's
/// `indentationLevel`, a list content configuration's `imageToTextPadding`,
/// `directionalLayoutMargins` wider than nothing, and an `imageProperties.reservedLayoutSize` whose
/// sides are not two literals (``ReservedImageSize``; a literal one is the image's room).
extension SourceRuleScanner {
  /// The properties ``cellRoomNote(at:into:)`` reads.
  static let cellRoomProperties: Set<String> = [
    "accessoryView", "indentationLevel", "imageToTextPadding", "directionalLayoutMargins",
    "axesPreservingSuperviewLayoutMargins", "reservedLayoutSize",
  ]

  /// A note on the assignment to the property at `position` when it takes room the row model
  /// does not give it.
  func cellRoomNote(at position: Int, into findings: inout Findings) {
    guard stream.isPunctuation(position + 1, "="), !stream.isPunctuation(position + 2, "="),
      position == 0 || !(stream[position - 1].kind == .keyword)
    else { return }
    let end = stream.expressionEnd(from: position + 2, limit: stream.count)
    guard end > position + 2 else { return }
    let value = position + 2..<end
    let written = "\(stream[position].text) = \(stream.sourceText(value))"
    let isNil = value.count == 1 && stream[value.lowerBound].isIdentifierOrKeyword("nil")
    let narrower = "the text column is narrower than modelled"
    let message: String
    switch stream[position].text {
    case "accessoryView":
      // `UISwitch()` is the switch accessory; `nil` shows the `accessoryType`'s.
      guard !isNil, !UIKitAccessory.isSwitch(assignedAt: position, stream: stream) else { return }
      message =
        "\(written): an accessory view other than a UISwitch is not modelled; \(narrower) by the view's "
        + "width and its padding"
    case "indentationLevel":
      // The cell's content is indented by the level times `indentationWidth`, 10 pt by default
      // (https://developer.apple.com/documentation/uikit/uitableviewcell/indentationwidth).
      let level = number(value, field: "the indentation level", in: 0...1_000_000, whole: true)
      if case .value(let literal) = level {
        guard literal > 0 else { return }
        message =
          "\(written) indents the cell's content by \(Self.points(literal)) × indentationWidth (10 pt unless "
          + "set: \(Self.points(literal * 10)) pt); not modelled: \(narrower)"
      } else {
        message =
          "\(written) indents the cell's content by the level × indentationWidth; not modelled: \(narrower)"
      }
    case "imageToTextPadding":
      message =
        "\(written) is not modelled: the row is laid out with the profile's imageToTextPadding; \(narrower) "
        + "when this padding is larger"
    case "directionalLayoutMargins":
      // The configuration's margins are minimums beside the cell's, which the content view
      // preserves by default (https://developer.apple.com/documentation/uikit/
      // uilistcontentconfiguration-swift.struct/directionallayoutmargins): horizontal ones of
      // zero change nothing.
      guard !hasZeroHorizontalInsets(value) else { return }
      message =
        "\(written) is not modelled: margins wider than the cell's layout margins take room from the text; "
        + "\(narrower) when they are"
    case "axesPreservingSuperviewLayoutMargins":
      let preserved = stream.sourceText(value)
      guard preserved != ".both", preserved != ".horizontal", preserved != "UIAxis.both",
        preserved != "UIAxis.horizontal"
      else { return }
      message =
        "\(written) is not modelled: the content's horizontal margins are then its own, not the cell's; the "
        + "text column may be wider or narrower than modelled"
    case "reservedLayoutSize":
      guard ReservedImageSize.read(value, in: stream) == .notRead else { return }
      message =
        "\(written) is not read (only two literal sides of 1–1000 pt are): the image is laid out in a "
        + "symbol's room; \(narrower) when the reserved width is larger"
    default:
      return
    }
    findings.add(position, .notModelled, message, note: true)
  }

  /// Whether `value` is `NSDirectionalEdgeInsets(…)` (or `.init(…)`) with literal zero `leading`
  /// and `trailing`, or `.zero`.
  private func hasZeroHorizontalInsets(_ value: Range<Int>) -> Bool {
    if stream[value.upperBound - 1].isIdentifier("zero"), value.count <= 3 { return true }
    guard stream.isPunctuation(value.upperBound - 1, ")"), let open = stream.partner[value.upperBound - 1],
      open > value.lowerBound
    else { return false }
    let arguments = CallSyntax.splitArguments(open + 1..<(value.upperBound - 1), in: stream)
    return ["leading", "trailing"].allSatisfy { label in
      guard let argument = arguments.first(where: { $0.label == label }),
        case .value(let inset) = number(argument.range, field: label, in: -10_000...10_000)
      else { return false }
      return inset == 0
    }
  }
}
