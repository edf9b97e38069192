/// What a ``SwiftToken`` is.
public enum SwiftTokenKind: String, Sendable, Hashable, Codable {
  /// A name: `Text`, `body`, `$0`, or a backticked name (a backticked `default` gives `default`).
  case identifier
  /// A reserved word of the Swift grammar (`var`, `if`, `in`, `return`).
  case keyword
  /// An integer or floating-point literal as written (`2`, `0x1F`, `1_000.5e-3`).
  case number
  /// A string literal; its decoded text is in ``SwiftToken/literal``.
  case string
  /// One punctuation or operator character (`(`, `.`, `?`, `=`); operators are not joined.
  case punctuation
  /// A regex literal, `/[0-9]+/` or `#/"…"/#`, its source as written (at most
  /// ``SwiftLexer/maximumStringSourceLength`` bytes); it is not decoded.
  case regex
  /// A `#` word: `#if` and `#elseif` (with their condition, to the end of the line), `#else`,
  /// `#endif`, `#Preview`, `#selector`.
  case pound
}
