/// The view-building members of one file (`var generalSection: some View { … }`,
/// `func row(_:) -> some View { … }`, `@ViewBuilder var rows: some View`), by name, so a name
/// used inside a `List` or `Form` can be followed into its body.
///
/// Only members whose declared type mentions `View` are indexed. The recognizer follows a
/// file's own members; ``PlacedListContent`` follows those of other files' extensions.
struct ViewDeclarationIndex {
  /// Member name to the token range inside its body's braces (first declaration wins).
  private(set) var bodies: [String: Range<Int>] = [:]

  init(_ stream: TokenStream) { self.init(stream, in: 0..<stream.count) }

  /// The view-building members declared in `range` (a type's or extension's braces).
  init(_ stream: TokenStream, in range: Range<Int>) {
    var position = range.lowerBound
    while position + 2 < range.upperBound {
      let token = stream[position]
      guard token.kind == .keyword, token.text == "var" || token.text == "func",
        stream[position + 1].kind == .identifier
      else {
        position += 1
        continue
      }
      let name = stream[position + 1].text
      var current = position + 2
      var mentionsView = false
      let limit = min(range.upperBound, position + 60)
      while current < limit, !stream.isPunctuation(current, "{"), !stream.isPunctuation(current, "=") {
        if stream[current].kind == .punctuation, stream[current].text == "(",
          let close = stream.partner[current]
        {
          current = close + 1
          continue
        }
        if stream[current].kind == .identifier,
          stream[current].text == "View" || stream[current].text == "AnyView"
        {
          mentionsView = true
        }
        current += 1
      }
      if mentionsView, stream.isPunctuation(current, "{"), let close = stream.partner[current],
        bodies[name] == nil
      {
        bodies[name] = current + 1..<close
      }
      position += 2
    }
  }
}
