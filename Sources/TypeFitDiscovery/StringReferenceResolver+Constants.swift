extension StringReferenceResolver {
  /// A constant holding one string literal, the commonest spelling of a row's key after the
  /// literal itself: `private let title: LocalizedStringKey = "k"`, `let res:
  /// LocalizedStringResource = "k"`, a local `let key = "k"` (the twenty-third attack's A23-11
  /// listed them as computed at run time). `nil` for a `var`, a value that is not one literal
  /// (`"a" + b`, `f("a")`), or a name declared nowhere in the file.
  struct ConstantLiteral {
    var token: SwiftToken
    var literal: SwiftStringLiteral
    /// Whether the written type makes the literal a key (`LocalizedStringKey`,
    /// `LocalizedStringResource`); a `String` (written or inferred) is shown as written by `Text`.
    var isKey: Bool
  }

  /// Types whose literal is a localization key.
  static let keyTypes: Set<String> = ["LocalizedStringKey", "LocalizedStringResource"]

  func constantLiteral(named name: String, at use: Int, in stream: TokenStream) -> ConstantLiteral? {
    guard let declaration = stream.declaredNames.declaration(of: name, at: use) else { return nil }
    let position = declaration.position
    guard position > 0, stream[position - 1].kind == .keyword, stream[position - 1].text == "let",
      stream.isIdentifier(position, name)
    else { return nil }
    var current = position + 1
    var type: String?
    if stream.isPunctuation(current, ":") {
      // One type name, optionally qualified (`SwiftUI.LocalizedStringKey`).
      current += 1
      while current < stream.count, stream[current].kind == .identifier {
        type = stream[current].text
        current += 1
        guard stream.isPunctuation(current, "."), current + 1 < stream.count,
          stream[current + 1].kind == .identifier
        else { break }
        current += 1
      }
    }
    guard stream.isPunctuation(current, "="), current + 1 < stream.count,
      let literal = stream[current + 1].literal
    else { return nil }
    // The literal must be the whole value: the statement ends after it.
    let after = current + 2
    if after < stream.count {
      let next = stream[after]
      let endsStatement =
        next.line > stream[current + 1].line || next.isPunctuation(";") || next.isPunctuation("}")
      guard endsStatement else { return nil }
    }
    return ConstantLiteral(
      token: stream[current + 1], literal: literal, isKey: type.map { Self.keyTypes.contains($0) } ?? false)
  }
}
