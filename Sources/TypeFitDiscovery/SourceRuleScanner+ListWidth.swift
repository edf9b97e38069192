/// TF017 (`not-modelled`) notes on a list narrower than the screen: rows are laid out at the
/// device's full width, so a horizontal padding, margin or frame width on the `List` (or on a view
/// holding it: `NavigationStack { List { … } }.padding()`, a `Section`), or a view beside it in an
/// `HStack`, leaves their text less room than modelled. The eighty-third attack's A83-3 found them
/// dropped in silence where the same modifiers on a row's `Text` or `HStack` are noted (A20-5).
extension SourceRuleScanner {
  /// Modifiers around rows that can narrow them.
  static let listWidthModifiers: Set<String> = ["padding", "frame", "contentMargins", "safeAreaPadding"]

  /// Views that lay their rows out at the width they are given.
  static let listViewNames: Set<String> = ["List", "Form"]

  /// Notes the modifier at `modifier`, on `receiver` whose own content holds rows, when it
  /// narrows them: a horizontal `.padding`, `.contentMargins` or `.safeAreaPadding`
  /// (``narrowsHorizontally(_:)``: `.padding()`, `.padding(20)`, `.padding(.horizontal, 100)`;
  /// not a vertical edge or `0`) or a `.frame` whose width is set (not `maxWidth: .infinity`).
  func listWidth(
    _ arguments: [CallSyntax.Argument], modifier: Int, receiver: String, into findings: inout Findings
  ) {
    let name = stream[modifier].text
    switch name {
    case "frame":
      guard arguments.contains(where: { ["width", "maxWidth"].contains($0.label) }),
        !arguments.contains(where: { $0.label == "maxWidth" && names($0.range, ["infinity"]) })
      else { return }
    case "contentMargins":
      // `for: .scrollIndicators` moves the indicators only.
      guard !arguments.contains(where: { $0.label == "for" && names($0.range, ["scrollIndicators"]) }) else {
        return
      }
      guard narrowsHorizontally(arguments.filter { $0.label == nil }) else { return }
    default:
      guard narrowsHorizontally(arguments) else { return }
    }
    guard !repeatsPrevious(modifier) else { return }
    let written = modifierText(arguments, modifier: modifier)
    findings.add(
      modifier, .notModelled,
      "\(written) on \(receiver) makes its list narrower than the screen; the rows in it are laid out at the "
        + "full screen width (not modelled)", note: true)
  }

  /// Notes each `List` or `Form` holding rows that shares an `HStack` with another view (two lists
  /// side by side, a list beside a sidebar): its rows are laid out at the full screen width.
  ///
  /// - Complexity: linear in the file's tokens: one pass finds each list's innermost bracket,
  ///   and each stack's first two views are looked for once.
  func listsBeside(skipping seen: Set<Int>, into findings: inout Findings) {
    guard !rowRanges.isEmpty else { return }
    let starts = rowRanges.map(\.lowerBound).sorted()
    var open: [Int] = []
    var viewsByStack: [Int: [(name: String, at: Int)]] = [:]
    for position in 0..<stream.count {
      let token = stream[position]
      if token.kind == .punctuation {
        if token.text == "(" || token.text == "{" || token.text == "[" {
          open.append(position)
        } else if token.text == ")" || token.text == "}" || token.text == "]", !open.isEmpty {
          open.removeLast()
        }
        continue
      }
      guard !seen.contains(position), token.kind == .identifier, Self.listViewNames.contains(token.text),
        !stream.isPunctuation(position - 1, "."), let brace = open.last, stream.isPunctuation(brace, "{"),
        let close = stream.partner[brace], close > position, isStackClosure(brace),
        Self.holdsRow(starts: starts, after: position, before: ownContentEnd(of: position))
      else { continue }
      if viewsByStack[brace] == nil { viewsByStack[brace] = firstViews(in: brace + 1..<close) }
      guard let other = viewsByStack[brace]?.first(where: { $0.at != position }) else { continue }
      findings.add(
        position, .notModelled,
        "\(token.text) beside \(other.name) in an HStack is narrower than the screen; the rows in it are "
          + "laid out at the full screen width (not modelled)", note: true)
    }
  }

  /// The position after the name at `base`, its generic arguments, parentheses and trailing
  /// closures: where its modifiers start.
  func ownContentEnd(of base: Int) -> Int {
    var current = CallSyntax.skipGenericArguments(from: base + 1, in: stream)
    if stream.isPunctuation(current, "("), let close = stream.partner[current] { current = close + 1 }
    _ = CallSyntax.trailingClosures(from: &current, in: stream)
    return current
  }

  /// Whether the `{` at `brace` opens an `HStack`'s content (`HStack {`, `HStack(spacing: 0) {`).
  private func isStackClosure(_ brace: Int) -> Bool {
    var name = brace - 1
    if stream.isPunctuation(name, ")"), let open = stream.partner[name] { name = open - 1 }
    return stream.isIdentifier(name, "HStack")
  }

  /// The first two views called at the top of `content`: a capitalised name, not after a `.`,
  /// followed by `(` or `{`.
  private func firstViews(in content: Range<Int>) -> [(name: String, at: Int)] {
    var views: [(name: String, at: Int)] = []
    var current = content.lowerBound
    while current < content.upperBound, views.count < 2 {
      let token = stream[current]
      if token.kind == .identifier, token.text.first?.isUppercase == true,
        !stream.isPunctuation(current - 1, "."),
        stream.isPunctuation(current + 1, "(") || stream.isPunctuation(current + 1, "{")
      {
        views.append((token.text, current))
      }
      if token.kind == .punctuation, token.text == "(" || token.text == "{" || token.text == "[",
        let close = stream.partner[current]
      {
        current = close + 1
        continue
      }
      current += 1
    }
    return views
  }
}
