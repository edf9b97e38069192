import TypeFitLocalization

/// Marks the texts of SwiftUI rows whose values SwiftUI reads as inline Markdown
/// (``DiscoveredText/rendersMarkdown``).
///
/// A key written as a string literal where a SwiftUI view takes it (`Text("k")`,
/// `Button("k") { }`, `NavigationLink("k")`, `Label("k", systemImage:)`, a mapped component's
/// `LocalizedStringKey` argument), or given as `LocalizedStringKey("k")`, is a
/// `LocalizedStringKey`, whose value `Text` parses as Markdown. A key read through `String(localized:)`, `NSLocalizedString` or a generated
/// accessor is a `String`, which `Text` shows as written; so are UIKit labels.
enum LocalizedStringKeyTexts {
  /// `rows` with ``DiscoveredText/rendersMarkdown`` set on each SwiftUI part that names a key
  /// with a string literal of `stream`.
  static func marked(_ rows: [SourceRow], in stream: TokenStream) -> [SourceRow] {
    guard rows.contains(where: { $0.construct.isSwiftUI }) else { return rows }
    return rows.map { row in
      guard row.construct.isSwiftUI else { return row }
      var row = row
      if let text = row.title { row.title = marked(text, in: stream) }
      if let text = row.subtitle { row.subtitle = marked(text, in: stream) }
      if let text = row.value { row.value = marked(text, in: stream) }
      return row
    }
  }

  private static func marked(_ text: DiscoveredText, in stream: TokenStream) -> DiscoveredText {
    guard rendersMarkdown(text, in: stream) else { return text }
    var text = text
    text.rendersMarkdown = true
    return text
  }

  /// Whether `text`, read from `stream` where a SwiftUI view takes it, names a key with a
  /// string literal (or `LocalizedStringKey("k")`): a `LocalizedStringKey`, whose value SwiftUI
  /// reads as Markdown. A `Picker`'s options are asked one by one (A24-15).
  static func rendersMarkdown(_ text: DiscoveredText, in stream: TokenStream) -> Bool {
    guard text.reference.key != nil, text.location.file == stream.file,
      let position = position(of: text.location, in: stream)
    else { return false }
    return stream[position].kind == .string || isKeyInitializer(at: position, in: stream)
  }

  /// Whether the tokens at `position` are `LocalizedStringKey("k")` or, where a view takes a
  /// `LocalizedStringKey`, `.init("k")`: a key SwiftUI renders as Markdown as it does
  /// `Text("k")` (the twenty-first attack's A21-23 measured the first raw; A21-14 did not
  /// resolve the second).
  private static func isKeyInitializer(at position: Int, in stream: TokenStream) -> Bool {
    let open: Int
    if stream.isIdentifier(position, "LocalizedStringKey") {
      open = position + 1
    } else if stream.isPunctuation(position, "."), position + 1 < stream.count,
      stream[position + 1].text == "init"
    {
      open = position + 2
    } else {
      return false
    }
    return stream.isPunctuation(open, "(") && open + 1 < stream.count && stream[open + 1].kind == .string
      && stream.isPunctuation(open + 2, ")")
  }

  /// The index of the token starting at `location` (tokens are in source order).
  private static func position(of location: SourceLocation, in stream: TokenStream) -> Int? {
    var low = 0
    var high = stream.count
    while low < high {
      let middle = (low + high) / 2
      let token = stream[middle]
      if (token.line, token.column) < (location.line, location.column) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < stream.count, stream[low].line == location.line, stream[low].column == location.column
    else { return nil }
    return low
  }
}
