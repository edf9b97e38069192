/// A lexical unit of a `.strings` file, with its position.
struct StringsFileToken: Equatable {
  enum Kind: Equatable {
    /// A quoted or unquoted string, escapes resolved.
    case string(String)
    case equals
    case semicolon
    /// Any other character, kept for the error message.
    case unexpected(Character)
  }

  var kind: Kind
  /// Byte offset of the token's first character in the UTF-8 text.
  var offset: Int
  var line: Int
  var column: Int
  /// The line the token ends on: later than ``line`` for a quoted string that spans lines.
  var endLine: Int
  /// The text of the comments between the previous token and this one, trimmed; `nil` if none.
  var precedingComment: String?
  /// The quote a string was written in (`"` or `'`); `nil` for an unquoted string and the
  /// other kinds.
  var quote: Character? = nil
  /// Byte offset just past the token's last character.
  var endOffset: Int = 0

  /// The quote `quote` as messages name it: `'"'` for the double quote, `"'"` for the single.
  static func quoteName(_ quote: Character) -> String {
    quote == "'" ? "\"'\"" : "'\(quote)'"
  }
}
