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

  /// A `let` whose value is one expression ending its statement: where the value starts and
  /// ends, and the type written for it.
  struct ConstantDeclaration {
    /// The value's tokens, after the `=`.
    var value: Range<Int>
    /// The last name of the written type (`LocalizedStringKey` for `SwiftUI.LocalizedStringKey`
    /// and for `[LocalizedStringKey]`), or `nil` when none is written.
    var type: String?
    /// Whether the written type is an array (`[String]`).
    var isArray: Bool

    /// Whether the written type makes a string literal of the value a key.
    var isKey: Bool { type.map { StringReferenceResolver.keyTypes.contains($0) } ?? false }
  }

  /// Types whose literal is a localization key.
  static let keyTypes: Set<String> = ["LocalizedStringKey", "LocalizedStringResource"]

  func constantLiteral(named name: String, at use: Int, in stream: TokenStream) -> ConstantLiteral? {
    guard let constant = constantDeclaration(named: name, at: use, in: stream), !constant.isArray,
      constant.value.count == 1, let literal = stream[constant.value.lowerBound].literal
    else { return nil }
    return ConstantLiteral(token: stream[constant.value.lowerBound], literal: literal, isKey: constant.isKey)
  }

  /// The `let` declaration `name` at `use` refers to, when its value is one literal or one
  /// bracketed group (`[…]`, `(…)`, `{…}`) that ends the statement (the line, a `;` or a `}`
  /// follows it); `nil` for a `var`, any other value, or a name declared nowhere in the file.
  func constantDeclaration(named name: String, at use: Int, in stream: TokenStream) -> ConstantDeclaration? {
    guard let declaration = stream.declaredNames.declaration(of: name, at: use) else { return nil }
    let position = declaration.position
    guard position > 0, stream[position - 1].kind == .keyword, stream[position - 1].text == "let",
      stream.isIdentifier(position, name)
    else { return nil }
    var current = position + 1
    var type: String?
    var isArray = false
    if stream.isPunctuation(current, ":") {
      // One type name, optionally qualified (`SwiftUI.LocalizedStringKey`), or an array of one
      // (`[LocalizedStringKey]`).
      current += 1
      let close = stream.isPunctuation(current, "[") ? stream.partner[current] : nil
      if close != nil {
        isArray = true
        current += 1
      }
      while current < stream.count, stream[current].kind == .identifier {
        type = stream[current].text
        current += 1
        guard stream.isPunctuation(current, "."), current + 1 < stream.count,
          stream[current + 1].kind == .identifier
        else { break }
        current += 1
      }
      if let close {
        guard current == close else { return nil }
        current += 1
      }
    }
    guard stream.isPunctuation(current, "="), current + 1 < stream.count else { return nil }
    let start = current + 1
    var end = start + 1
    if stream[start].literal == nil {
      guard let close = stream.partner[start], close > start else { return nil }
      end = close + 1
    }
    // The value must be the whole of it: the statement ends after it.
    if end < stream.count {
      let next = stream[end]
      let endsStatement =
        next.line > stream[end - 1].line || next.isPunctuation(";") || next.isPunctuation("}")
      guard endsStatement else { return nil }
    }
    return ConstantDeclaration(value: start..<end, type: type, isArray: isArray)
  }
}
