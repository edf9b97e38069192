/// An SF Symbol image at the end of a row's `HStack`, after a `Spacer()`: SwiftUI's selection
/// row, `HStack { Text("k"); Spacer(); Image(systemName: "checkmark") }`, also as a `Button`'s
/// label and with the image under `if selected { … }` (a `List` has no checkmark accessory, so
/// this is how SwiftUI code draws one). The image takes its room at the row's end as UIKit's
/// checkmark accessory does: the row is read as having ``Accessory/checkmark``, whose width is
/// the profile's `checkmarkLayoutWidth` (16 pt at Large, body-scaled; an unconfirmed estimate of
/// an SF Symbol at body size) plus the accessory spacing. Before, the title was laid out with the
/// whole width (the eighty-second attack's A82-6: a truncation reported one size late). Any
/// symbol is read so (`star.fill` is about as wide at body size); an image under an `if` is read
/// as shown, the widest case.
enum TrailingSymbolImage {
  /// Whether the row `call` (an `HStack`, or a control whose `label` range is one `HStack`) ends
  /// its stack with `Spacer()` and then `Image(systemName:)`, alone or alone under an `if`.
  static func endsStack(_ call: CallSyntax, label: Range<Int>?, in stream: TokenStream) -> Bool {
    if call.name == "HStack", let body = call.closure(nil) {
      return endsWithSymbol(body.range, in: stream)
    }
    guard let label, !label.isEmpty, let stack = CallSyntax.parse(at: label.lowerBound, in: stream),
      stack.name == "HStack", stack.end == label.upperBound, let body = stack.closure(nil)
    else { return false }
    return endsWithSymbol(body.range, in: stream)
  }

  /// Whether the views of `range` (a stack's content) end with a `Spacer` and then a symbol image.
  static func endsWithSymbol(_ range: Range<Int>, in stream: TokenStream) -> Bool {
    guard let views = views(in: range, stream: stream), views.count >= 2,
      case .call(let spacer) = views[views.count - 2], spacer.name == "Spacer"
    else { return false }
    switch views[views.count - 1] {
    case .call(let image):
      return isSymbolImage(image)
    case .conditional(let body):
      guard let inner = self.views(in: body, stream: stream), inner.count == 1,
        case .call(let image) = inner[0]
      else { return false }
      return isSymbolImage(image)
    }
  }

  /// `Image(systemName: …)`, with any modifiers.
  private static func isSymbolImage(_ call: CallSyntax) -> Bool {
    call.name == "Image" && call.argument("systemName") != nil
  }

  /// One view of a stack's content: a call, or the first branch of an `if`.
  private enum View {
    case call(CallSyntax)
    case conditional(Range<Int>)
  }

  /// The views of `range`, in order; `nil` when something in it is not a call or an `if`.
  private static func views(in range: Range<Int>, stream: TokenStream) -> [View]? {
    var views: [View] = []
    var position = range.lowerBound
    while position < range.upperBound {
      if stream.isPunctuation(position, ";") {
        position += 1
        continue
      }
      if stream[position].kind == .keyword, stream[position].text == "if" {
        guard let (body, end) = conditional(from: position + 1, before: range.upperBound, stream: stream)
        else {
          return nil
        }
        views.append(.conditional(body))
        position = end
        continue
      }
      guard let call = CallSyntax.parse(at: position, in: stream), call.end > position,
        call.end <= range.upperBound
      else { return nil }
      views.append(.call(call))
      position = call.end
    }
    return views
  }

  /// The first branch's content of the `if` whose condition starts at `position`, and the
  /// position after the statement (its `else` branches too).
  private static func conditional(from position: Int, before limit: Int, stream: TokenStream)
    -> (body: Range<Int>, end: Int)?
  {
    var current = position
    var body: Range<Int>?
    while current < limit {
      if stream.isPunctuation(current, "{"), let close = stream.partner[current] {
        if body == nil { body = current + 1..<close }
        current = close + 1
        // `else { … }` or `else if … { … }` continue the statement.
        guard current < limit, stream[current].kind == .keyword, stream[current].text == "else" else { break }
        current += 1
        continue
      }
      if stream.isPunctuation(current, "(") || stream.isPunctuation(current, "["),
        let close = stream.partner[current]
      {
        current = close + 1
        continue
      }
      current += 1
    }
    guard let body else { return nil }
    return (body, current)
  }
}
