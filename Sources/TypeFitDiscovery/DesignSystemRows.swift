import TypeFitRow

/// Rows of design-system components: the Orange Design System's `ODSListItem`, built in, and an
/// app's own components mapped in `typefit.json` (``RowComponentMapping``). They are rows
/// wherever they appear, in a list or not.
enum DesignSystemRows {
  /// `ODSListItem(title:subtitle:subtitleNumberOfLines:leading:trailing…)` (ods-ios 1.4,
  /// `Components/Lists/ODSListItem.swift`): `title`, `subtitle` and `trailingText` are `Text`;
  /// the subtitle shows one line unless `subtitleNumberOfLines: .two`; `trailingToggleIsOn` is a
  /// switch, `trailingCheckmarkIsSelected` a checkmark, `trailingIButtonAction` an info button.
  /// Leading images are 44 × 44 pt (88 × 44 pt wide), `Lists/Internal/LeadingView.swift`.
  static func odsListItem(_ call: CallSyntax, stream: TokenStream, resolver: StringReferenceResolver)
    -> SourceRow?
  {
    guard call.hasParentheses, let title = call.argument("title") else { return nil }
    func text(_ argument: CallSyntax.Argument) -> DiscoveredText {
      resolver.text(argument.range, in: stream, literalIsKey: true)
    }
    var row = SourceRow(
      location: stream.location(call.nameIndex), construct: .odsListItem, title: text(title))
    if let subtitle = call.argument("subtitle") {
      row.subtitle = text(subtitle)
      let twoLines =
        call.argument("subtitleNumberOfLines").map { stream.sourceText($0.range) == ".two" } ?? false
      row.subtitle?.lineLimit = twoLines ? 2 : 1
      row.subtitle?.textStyle = .subheadline
    }
    if let trailing = call.argument("trailingText") { row.value = text(trailing) }
    if call.argument("trailingToggleIsOn") != nil { row.accessory = .toggle }
    if call.argument("trailingCheckmarkIsSelected") != nil { row.accessory = .checkmark }
    if call.argument("trailingIButtonAction") != nil || call.closure(nil) != nil && row.value != nil {
      row.accessory = .infoButton
    }
    if let leading = call.argument("leading") {
      let source = stream.sourceText(leading.range)
      if source.hasPrefix(".icon") {
        row.leading = .symbol
      } else if source.hasPrefix(".wideImage") {
        row.leading = .image(ImageSpec(width: 88, height: 44, shape: .wide))
      } else if source.hasPrefix(".circularImage") {
        row.leading = .image(ImageSpec(width: 44, height: 44, shape: .circular))
      } else {
        row.leading = .image(ImageSpec(width: 44, height: 44, shape: .square))
      }
    }
    return row
  }

  /// An app's own row component, from its mapping.
  static func component(
    _ call: CallSyntax, mapping: RowComponentMapping, stream: TokenStream, resolver: StringReferenceResolver
  ) -> SourceRow? {
    guard call.hasParentheses else { return nil }
    func text(_ label: String?) -> DiscoveredText? {
      guard let label, let argument = call.argument(label) else { return nil }
      return resolver.text(argument.range, in: stream, literalIsKey: mapping.literalsAreKeys)
    }
    guard let title = text(mapping.title) else { return nil }
    return SourceRow(
      location: stream.location(call.nameIndex), construct: .component(mapping.name), title: title,
      subtitle: text(mapping.subtitle), value: text(mapping.value), leading: mapping.leading,
      accessory: mapping.accessory, isNavigable: mapping.isNavigable)
  }
}
