import TypeFitRow

/// A button that shows the info symbol alone at a row's end (`HStack { Text("k"); Spacer();
/// Button { show() } label: { Image(systemName: "info.circle") } }`, `Button(action: show) {
/// Image(systemName: "info.circle.fill") }`, or `Button("k", systemImage: "info.circle")` with
/// `.labelStyle(.iconOnly)`): SwiftUI's counterpart of UIKit's `.detailButton` accessory,
/// ``Accessory/infoButton``. Beside a `NavigationLink`'s chevron it is UIKit's
/// `.detailDisclosureButton`, ``Accessory/detailDisclosure``. Before session 47 the button was
/// passed over and the texts were laid out with the whole width.
///
/// Unlike UIKit's control, SwiftUI draws the button from its SF Symbol at the font around it
/// (body, or a `.font(…)` on the image, the button or a view around them), so it grows with
/// Dynamic Type, and its target depends on its style: the whole row with the default style, its
/// own frame with `.borderless` or `.plain` (``AccessorySymbol``, ``symbol(of:image:enclosing:in:custom:)``;
/// the sixty-seventh attack's A67-4 read it as UIKit's fixed 22 pt control).
enum TrailingInfoButton {
  /// The SF Symbols of the info button.
  static let symbols: Set<String> = ["info", "info.circle", "info.circle.fill"]

  /// The `Image(systemName:)` of an info symbol that is the whole label of `call`, a `Button`
  /// (with any modifiers): its `label:` closure, or the closure after an `action:` argument;
  /// `nil` when `call` is no such button.
  static func image(of call: CallSyntax, in stream: TokenStream) -> CallSyntax? {
    guard call.name == "Button", call.firstUnlabeled == nil,
      let label = call.closure("label") ?? (call.argument("action") != nil ? call.closure(nil) : nil),
      !label.range.isEmpty,
      let image = CallSyntax.parse(at: label.range.lowerBound, in: stream),
      image.name == "Image", image.end == label.range.upperBound,
      let symbol = image.argument("systemName"), symbol.range.count == 1,
      let name = stream[symbol.range.lowerBound].literal?.plainText, symbols.contains(name)
    else { return nil }
    return image
  }

  /// Whether `call` is a `Button` whose label is one `Image(systemName:)` of an info symbol
  /// (``image(of:in:)``).
  static func isInfoButton(_ call: CallSyntax, in stream: TokenStream) -> Bool {
    image(of: call, in: stream) != nil
  }

  /// Whether `call` is `Button("k", systemImage: "info.circle")` shown as its icon alone:
  /// `modifiers` (its own over those around it) hide its title (`.labelStyle(.iconOnly)`).
  static func isIconOnlyInfoButton(_ call: CallSyntax, modifiers: TextModifiers, in stream: TokenStream)
    -> Bool
  {
    guard call.name == "Button", call.firstUnlabeled != nil, modifiers.hidesLabelTitle == true,
      let symbol = call.argument("systemImage"), symbol.range.count == 1,
      let name = stream[symbol.range.lowerBound].literal?.plainText
    else { return false }
    return symbols.contains(name)
  }

  /// The symbol an info button `call` is drawn from: its font's text style (or fixed size) from
  /// the modifiers around it (`enclosing`), the button's and its `image`'s, the nearest winning,
  /// body when none sets one; its target from a `.buttonStyle(…)` on the button or around it
  /// (``TextModifiers/buttonTarget(in:stream:)``), the row when none is set (the default style).
  static func symbol(
    of call: CallSyntax, image: CallSyntax?, enclosing: TextModifiers, in stream: TokenStream,
    custom: CustomModifierIndex?
  ) -> AccessorySymbol {
    let button = enclosing.under(TextModifiers(call.modifiers, in: stream, custom: custom))
    let font = image.map { button.under(TextModifiers($0.modifiers, in: stream, custom: custom)) } ?? button
    return AccessorySymbol(
      textStyle: font.textStyle ?? .body, fixedPointSize: font.fixedPointSize,
      target: button.buttonTarget ?? .row)
  }

  /// The accessory of a row whose label ends with an info button, given the one its construct
  /// has: the info button alone, or before a `NavigationLink`'s chevron; a switch or a checkmark
  /// is kept (the row model has one accessory).
  static func accessory(beside accessory: Accessory) -> Accessory {
    switch accessory {
    case .none, .infoButton: .infoButton
    case .disclosure, .detailDisclosure: .detailDisclosure
    case .toggle, .checkmark: accessory
    }
  }
}
