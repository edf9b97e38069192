import TypeFitRow

/// A button that shows the info symbol alone at a row's end (`HStack { Text("k"); Spacer();
/// Button { show() } label: { Image(systemName: "info.circle") } }`, `Button(action: show) {
/// Image(systemName: "info.circle.fill") }`, or `Button("k", systemImage: "info.circle")` with
/// `.labelStyle(.iconOnly)`; an icon-only `Label`, a ternary of symbol literals or a `Menu` since
/// A68-10): SwiftUI's counterpart of UIKit's `.detailButton` accessory,
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

  /// The controls drawn as an info button when their label is the info symbol alone: a
  /// `Button`, or a `Menu` whose label is the symbol (its items show on a tap; A68-10).
  static let buttonNames: Set<String> = ["Button", "Menu"]

  /// Whether `range` (a `systemName:` or `systemImage:` argument) names an info symbol: a string
  /// literal of ``symbols``, or a ternary whose every branch is a string literal and one of them
  /// an info symbol (`isNew ? "info.circle.fill" : "info.circle"`, `c ? "info.circle" :
  /// "questionmark.circle"`: the button is drawn at the same place and size either way; A68-10).
  static func namesInfoSymbol(_ range: Range<Int>, in stream: TokenStream) -> Bool {
    let leaves = TernaryBranches.leaves(of: range, in: stream)
    var names: [String] = []
    for leaf in leaves {
      guard leaf.count == 1, let name = stream[leaf.lowerBound].literal?.plainText else { return false }
      names.append(name)
    }
    return names.contains(where: symbols.contains)
  }

  /// The view that is the whole label of `call`, a `Button` or `Menu` (with any modifiers), when
  /// it shows an info symbol alone: `Image(systemName:)` of an info symbol
  /// (``namesInfoSymbol(_:in:)``), or `Label(_:systemImage:)` of one shown as its icon alone
  /// (`.labelStyle(.iconOnly)` on it, the button or around them: `modifiers`, the button's over
  /// those around it; A68-10). The label is the `label:` closure, or a `Button`'s closure after
  /// an `action:` argument; `nil` when `call` is no such control.
  static func image(
    of call: CallSyntax, modifiers: TextModifiers, in stream: TokenStream, custom: CustomModifierIndex?
  ) -> CallSyntax? {
    guard buttonNames.contains(call.name), call.firstUnlabeled == nil,
      let label = call.closure("label")
        ?? (call.name == "Button" && call.argument("action") != nil ? call.closure(nil) : nil),
      !label.range.isEmpty,
      let image = CallSyntax.parse(at: label.range.lowerBound, in: stream),
      image.end == label.range.upperBound
    else { return nil }
    switch image.name {
    case "Image":
      guard let symbol = image.argument("systemName"), namesInfoSymbol(symbol.range, in: stream) else {
        return nil
      }
    case "Label":
      guard image.firstUnlabeled != nil, let symbol = image.argument("systemImage"),
        namesInfoSymbol(symbol.range, in: stream),
        modifiers.under(TextModifiers(image.modifiers, in: stream, custom: custom)).hidesLabelTitle == true
      else { return nil }
    default:
      return nil
    }
    return image
  }

  /// Whether `call` is `Button("k", systemImage: "info.circle")` or `Menu("k", systemImage:
  /// "info.circle") { … }` shown as its icon alone: `modifiers` (its own over those around it)
  /// hide its title (`.labelStyle(.iconOnly)`).
  static func isIconOnlyInfoButton(_ call: CallSyntax, modifiers: TextModifiers, in stream: TokenStream)
    -> Bool
  {
    guard buttonNames.contains(call.name), call.firstUnlabeled != nil, modifiers.hidesLabelTitle == true,
      let symbol = call.argument("systemImage")
    else { return false }
    return namesInfoSymbol(symbol.range, in: stream)
  }

  /// The symbol an info button `call` is drawn from: its font's text style (or fixed size) from
  /// the modifiers around it (`enclosing`), the button's and its `image`'s, the nearest winning,
  /// body when none sets one; its target from a `.buttonStyle(…)` on the button or around it
  /// (``TextModifiers/buttonTarget(in:stream:)``), the row when none is set (the default style);
  /// the frame the image or the button is given (``frame(of:image:in:)``).
  static func symbol(
    of call: CallSyntax, image: CallSyntax?, enclosing: TextModifiers, in stream: TokenStream,
    custom: CustomModifierIndex?
  ) -> AccessorySymbol {
    let button = enclosing.under(TextModifiers(call.modifiers, in: stream, custom: custom))
    let font = image.map { button.under(TextModifiers($0.modifiers, in: stream, custom: custom)) } ?? button
    return AccessorySymbol(
      textStyle: font.textStyle ?? .body, fixedPointSize: font.fixedPointSize,
      target: button.buttonTarget ?? .row, frame: frame(of: call, image: image, in: stream))
  }

  /// The frame given to the info symbol's `image` or to its button `call`, read from their
  /// modifiers in the order SwiftUI applies them (the image's, then the button's): one
  /// `.frame(…)` of number literals (`width:`, `height:`, `minWidth:`, `maxWidth:`, `minHeight:`,
  /// `maxHeight:`; `alignment:` and the ideal sides change no size here), a hit area when a
  /// `.contentShape(…)` for hit testing or a `.background(…)` that is not clear comes after it
  /// (``AccessoryFrame``; A68-8). `nil`, and the symbol's own square, when there is no frame or
  /// it is not read: a side that is computed (`.infinity`, `size * 2`), not a number from 0 to
  /// 10,000 pt (`-44`, `1e400`), a least side past its greatest, or several frames.
  static func frame(of call: CallSyntax, image: CallSyntax?, in stream: TokenStream) -> AccessoryFrame? {
    var frame: CallSyntax.Modifier?
    var isHitArea = false
    for modifier in (image?.modifiers ?? []) + call.modifiers {
      switch modifier.name {
      case "frame":
        guard frame == nil else { return nil }
        frame = modifier
      case "contentShape" where frame != nil:
        if isHitShape(modifier, in: stream) { isHitArea = true }
      case "background" where frame != nil:
        if isOpaqueBackground(modifier, in: stream) { isHitArea = true }
      default:
        break
      }
    }
    guard let frame else { return nil }
    var sides: [String: Double] = [:]
    for argument in frame.arguments {
      switch argument.label {
      case "alignment", "idealWidth", "idealHeight":
        continue
      case let label?
      where ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight"].contains(label):
        guard
          case .value(let value) = SourceNumber.read(
            argument.range, in: stream, field: "the info button's frame \(label) in points",
            allowed: AccessoryFrame.allowedLengths)
        else { return nil }
        sides[label] = value
      default:
        return nil
      }
    }
    return AccessoryFrame(
      width: sides["width"], height: sides["height"], minWidth: sides["minWidth"],
      maxWidth: sides["maxWidth"],
      minHeight: sides["minHeight"], maxHeight: sides["maxHeight"], isHitArea: isHitArea)
  }

  /// Whether a `.contentShape(…)` sets the shape SwiftUI hit-tests the view with: a shape alone
  /// (`Rectangle()`, `.rect`), or with kinds that include `.interaction` (`.contentShape(.focusEffect,
  /// Circle())` shapes the focus ring only; Apple's `ContentShapeKinds.interaction`).
  static func isHitShape(_ modifier: CallSyntax.Modifier, in stream: TokenStream) -> Bool {
    let unlabeled = modifier.arguments.filter { $0.label == nil }
    guard unlabeled.count > 1 else { return !unlabeled.isEmpty }
    return unlabeled[0].range.contains { stream[$0].isIdentifier("interaction") }
  }

  /// Whether a `.background(…)` draws something SwiftUI hit-tests: any view or style but one
  /// that is clear or hidden (`Color.clear`, `.clear`, `.hidden()`, `.opacity(0)`).
  static func isOpaqueBackground(_ modifier: CallSyntax.Modifier, in stream: TokenStream) -> Bool {
    let ranges = modifier.arguments.map(\.range) + modifier.closures.map(\.range)
    guard ranges.contains(where: { !$0.isEmpty }) else { return false }
    return !ranges.contains { range in
      range.contains { position in
        let token = stream[position]
        if token.isIdentifier("clear") || token.isIdentifier("hidden") { return true }
        // `.opacity(0)`: the literal zero alone in the call.
        return token.isIdentifier("opacity") && stream.isPunctuation(position + 1, "(")
          && position + 3 < stream.count && stream[position + 2].kind == .number
          && Double(stream[position + 2].text) == 0 && stream.isPunctuation(position + 3, ")")
      }
    }
  }

  /// The controls that take a list row's tap with the default button style, as a `Button` does
  /// (a `Link` is a button that opens its URL).
  static let rowTakingControls: Set<String> = ["Button", "Link"]

  /// Whether `call` takes its row's tap: a ``rowTakingControls`` control whose style
  /// (`modifiers`, its own over those around it) does not make its label its own target
  /// (``TextModifiers/buttonTarget(in:stream:)``).
  static func takesRow(_ call: CallSyntax, modifiers: TextModifiers) -> Bool {
    rowTakingControls.contains(call.name) && modifiers.buttonTarget != .symbol
  }

  /// The info button's `symbol` in a row that has another control taking its tap: a row that is
  /// a `NavigationLink` (`isNavigable`), a button (`construct` `Button` or `Link`), or has
  /// `otherButtons` default-style buttons besides it. With the default style the row would be its
  /// target; there the row is not one target, so the symbol is its own, judged by TF003
  /// (``AccessorySymbol/RowControl``; the sixty-eighth attack's A68-9 found such buttons taken as
  /// the row's). A borderless or plain button is its own target already, and stays as it is.
  static func symbol(
    _ symbol: AccessorySymbol, inRowOf construct: String, isNavigable: Bool, otherButtons: Int
  ) -> AccessorySymbol {
    guard symbol.target == .row else { return symbol }
    var own = symbol
    if isNavigable {
      own.rowControl = .navigationLink
    } else if rowTakingControls.contains(construct) || otherButtons > 0 {
      own.rowControl = .button
    } else {
      return symbol
    }
    own.target = .symbol
    return own
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
