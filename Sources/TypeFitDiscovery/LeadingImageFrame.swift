import TypeFitRow

/// The size of a leading image a SwiftUI row gives with `.frame(width:height:)` literals (the
/// twentieth attack's A20-17): `Image("avatar").resizable().frame(width: 80, height: 80)`,
/// `AsyncImage(url:).frame(width: 80, height: 80)`, `Circle().frame(width: 40, height: 40)` are
/// `image:80x80` (``LeadingContent/image(_:)``, the `--leading` model), not a text-sized symbol.
enum LeadingImageFrame {
  /// Views drawn as a leading image when a frame sizes them.
  static let imageViews: Set<String> = [
    "Image", "AsyncImage", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
  ]

  /// The leading content of `call`: an image of its frame's literal width and height (circular
  /// for `Circle`, `.clipShape(Circle())` or `.clipShape(.circle)`), or `nil` when it has no
  /// such frame (a computed or one-sided frame, or sides outside ``ImageSpec/allowedSides``).
  static func leading(of call: CallSyntax, in stream: TokenStream) -> LeadingContent? {
    var width: Double?
    var height: Double?
    var circular = call.name == "Circle"
    for modifier in call.modifiers {
      switch modifier.name {
      case "frame" where width == nil && height == nil:
        for argument in modifier.arguments {
          guard argument.label == "width" || argument.label == "height",
            argument.range.count == 1, stream[argument.range.lowerBound].kind == .number,
            let value = Double(stream[argument.range.lowerBound].text.filter { $0 != "_" }),
            ImageSpec.allowedSides.contains(value)
          else { continue }
          if argument.label == "width" { width = value } else { height = value }
        }
      case "clipShape", "mask":
        if modifier.arguments.first.map({ range in
          range.range.contains { stream[$0].isIdentifier("Circle") || stream[$0].isIdentifier("circle") }
        }) == true {
          circular = true
        }
      default:
        break
      }
    }
    guard let width, let height else { return nil }
    return .image(ImageSpec(width: width, height: height, shape: circular ? .circular : .square))
  }

  /// The leading content of a `Label`'s `icon:` closure whose first view is an image view with
  /// a literal frame; `nil` otherwise (a symbol).
  static func leading(inIcon range: Range<Int>, stream: TokenStream) -> LeadingContent? {
    guard let first = range.first(where: { stream[$0].kind == .identifier }),
      imageViews.contains(stream[first].text), let call = CallSyntax.parse(at: first, in: stream)
    else { return nil }
    return leading(of: call, in: stream)
  }
}
