/// One token of Swift source, with where it starts.
///
/// Lines and columns are 1-based; columns count UTF-8 bytes from the start of the line, the way
/// the Swift compiler reports them.
public struct SwiftToken: Sendable, Hashable {
  /// What the token is.
  public var kind: SwiftTokenKind
  /// The token's text: the name, keyword, number or punctuation character; for a string, its
  /// source text (at most ``SwiftLexer/maximumStringSourceLength`` bytes); for `#if`, the
  /// directive and its condition.
  public var text: String
  /// The 1-based line of the token's first byte.
  public var line: Int
  /// The 1-based column of the token's first byte, in UTF-8 bytes.
  public var column: Int
  /// The decoded literal, for ``SwiftTokenKind/string`` tokens only.
  public var literal: SwiftStringLiteral?

  public init(kind: SwiftTokenKind, text: String, line: Int, column: Int, literal: SwiftStringLiteral? = nil)
  {
    self.kind = kind
    self.text = text
    self.line = line
    self.column = column
    self.literal = literal
  }

  /// Whether the token is the punctuation character `character`.
  @inlinable
  public func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }

  /// Whether the token is the identifier `name`.
  @inlinable
  public func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }

  /// Whether the token is `#if`, `#elseif`, `#else` or `#endif`, which recognizers step over.
  public var isConditionalCompilation: Bool {
    kind == .pound
      && (text.hasPrefix("#if") || text.hasPrefix("#elseif") || text == "#else" || text == "#endif")
  }
}
