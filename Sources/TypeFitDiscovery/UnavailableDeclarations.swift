extension ShippedCode {
  /// `tokens` without the bodies of declarations marked unavailable on iOS:
  /// `@available(iOS, unavailable)` or `@available(*, unavailable)`, the attribute form of
  /// `#if !os(iOS)`: code no iOS build can use, left out as `#if os(macOS)` branches are
  /// (twentieth attack A20-15: such a view's `.lineLimit(1)` made its key's strictest shape).
  /// `@available(iOSApplicationExtension, unavailable)` keeps the declaration: the app itself
  /// can use it. The attribute and the declaration's header stay, as a preview's do; the
  /// body, from its `{` to its `}`, goes.
  static func withoutUnavailableDeclarations(_ tokens: [SwiftToken]) -> [SwiftToken] {
    guard tokens.contains(where: { $0.text == "unavailable" }) else { return tokens }
    let partner = TokenStream(file: "", tokens: tokens).partner
    var kept: [SwiftToken] = []
    kept.reserveCapacity(tokens.count)
    var position = 0
    while position < tokens.count {
      guard let attributeEnd = unavailableOnIOS(tokens, partner, at: position),
        let body = bodyBrace(tokens, partner, after: attributeEnd), let close = partner[body]
      else {
        kept.append(tokens[position])
        position += 1
        continue
      }
      kept.append(contentsOf: tokens[position..<body])
      position = close + 1
    }
    return kept
  }

  /// The position of the `)` closing `@available(iOS, unavailable)` or `@available(*,
  /// unavailable)` when one starts at `position`, else `nil`.
  private static func unavailableOnIOS(_ tokens: [SwiftToken], _ partner: [Int?], at position: Int) -> Int? {
    guard position + 6 < tokens.count, tokens[position].isPunctuation("@"),
      tokens[position + 1].kind == .identifier, tokens[position + 1].text == "available",
      tokens[position + 2].isPunctuation("("), let close = partner[position + 2]
    else { return nil }
    let platform = tokens[position + 3]
    guard platform.text == "iOS" || platform.isPunctuation("*"), tokens[position + 4].isPunctuation(","),
      tokens[position + 5].text == "unavailable",
      position + 6 == close || tokens[position + 6].isPunctuation(",")
    else { return nil }
    return close
  }
}
