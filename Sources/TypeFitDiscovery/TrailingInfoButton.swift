import TypeFitRow

/// A button that shows the info symbol alone at a row's end (`HStack { Text("k"); Spacer();
/// Button { show() } label: { Image(systemName: "info.circle") } }`, or `Button(action: show) {
/// Image(systemName: "info.circle.fill") }`): SwiftUI's counterpart of UIKit's `.detailButton`
/// accessory, which discovery reads as ``Accessory/infoButton`` (``UIKitAccessory``). Beside a
/// `NavigationLink`'s chevron it is UIKit's `.detailDisclosureButton`,
/// ``Accessory/detailDisclosure``. Before, the button was passed over and the texts were laid out
/// with the whole width.
enum TrailingInfoButton {
  /// The SF Symbols of the info button.
  static let symbols: Set<String> = ["info", "info.circle", "info.circle.fill"]

  /// Whether `call` is a `Button` whose label is one `Image(systemName:)` of an info symbol (with
  /// any modifiers): its `label:` closure, or the closure after an `action:` argument.
  static func isInfoButton(_ call: CallSyntax, in stream: TokenStream) -> Bool {
    guard call.name == "Button", call.firstUnlabeled == nil,
      let label = call.closure("label") ?? (call.argument("action") != nil ? call.closure(nil) : nil),
      !label.range.isEmpty,
      let image = CallSyntax.parse(at: label.range.lowerBound, in: stream),
      image.name == "Image", image.end == label.range.upperBound,
      let symbol = image.argument("systemName"), symbol.range.count == 1,
      let name = stream[symbol.range.lowerBound].literal?.plainText
    else { return false }
    return symbols.contains(name)
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
