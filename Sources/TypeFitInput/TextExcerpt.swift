/// The start of a string as a message quotes it: at most a given number of characters, then
/// `…` when the string is longer.
///
/// Messages quote keys, patterns, member names and values from input files, which may be as
/// long as the file (a 900,000-character key in `typefit.json` was quoted whole on one line of
/// standard error and of the report: the sixty-ninth attack's A69-5). This is the one way every
/// message shortens what it quotes.
///
/// A character (an extended grapheme cluster) has no upper bound in size: a run of Hangul
/// leading consonants or of emoji joined by U+200D is one character however long. So the
/// excerpt is also held to ``bytesPerCharacter`` UTF-8 bytes a character, cut after the last
/// whole Unicode scalar that fits: a quote is never more than `characters × 32` bytes and `…`.
///
/// ```swift
/// TextExcerpt.shortened("Datenschutzeinstellungen", to: 10)  // "Datenschut…"
/// TextExcerpt.shortened("WLAN", to: 10)                      // "WLAN"
/// ```
package enum TextExcerpt {
  /// The most UTF-8 bytes a quoted character may take on average: a family emoji of five
  /// people joined by U+200D takes 25, a Devanagari conjunct of four scalars 12.
  package static let bytesPerCharacter = 32

  /// How many characters of a key, pattern or member name a message quotes: 80, more than
  /// any real key shows on one line of a terminal.
  package static let keyCharacters = 80

  /// `key` as a message quotes it: ``shortened(_:to:)-(String,_)`` to ``keyCharacters``.
  package static func key(_ key: String) -> String {
    shortened(key, to: keyCharacters)
  }

  /// `text` when it has at most `characters` characters, else its first `characters`
  /// characters (fewer when they would take more than ``bytesPerCharacter`` × `characters`
  /// bytes) and `…`; `…` alone when `characters` is 0 or less and `text` is not empty.
  ///
  /// - Complexity: linear in the bytes up to the end of the `characters`-th character; a
  ///   megabyte of ordinary text is neither counted nor copied.
  package static func shortened(_ text: String, to characters: Int) -> String {
    shortened(text[...], to: characters)
  }

  /// ``shortened(_:to:)-(String,_)`` of a part of a string.
  package static func shortened(_ text: Substring, to characters: Int) -> String {
    let characters = max(0, characters)
    // A text of no more bytes than the limit has no more characters.
    if text.utf8.count <= characters { return String(text) }
    let byteLimit = characters * bytesPerCharacter
    guard let end = text.index(text.startIndex, offsetBy: characters, limitedBy: text.endIndex),
      end != text.endIndex
    else {
      return text.utf8.count <= byteLimit ? String(text) : cutAtScalar(text, bytes: byteLimit) + "…"
    }
    let excerpt = text[..<end]
    return (excerpt.utf8.count <= byteLimit ? String(excerpt) : cutAtScalar(text, bytes: byteLimit)) + "…"
  }

  /// The longest start of `text` made of whole Unicode scalars in at most `bytes` UTF-8 bytes.
  private static func cutAtScalar(_ text: Substring, bytes: Int) -> String {
    var end = text.utf8.index(text.startIndex, offsetBy: bytes)
    // Back up over continuation bytes (10xxxxxx) to the start of the scalar cut in two.
    while end > text.startIndex, text.utf8[end] & 0xC0 == 0x80 { end = text.utf8.index(before: end) }
    return String(text.unicodeScalars[..<end])
  }

  /// The longest message, in UTF-8 bytes, that ``bounded(_:)`` leaves whole: 4,000, more than
  /// any message TypeFit writes about real input (the longest list the valid names).
  package static let longestMessage = 4_000

  /// `message` when it has at most ``longestMessage`` UTF-8 bytes; else its first 2,400 and last
  /// 1,200 bytes (cut at whole Unicode scalars) around ` … `, so what a message says after a
  /// huge quoted name (the place, what to do) is kept. The safety net under every error and
  /// diagnostic: a name quoted without an excerpt (a 300,000-character `--device`, a String
  /// Catalog's unknown device variant) made one line of that length (the seventy-first attack's
  /// A71-7).
  package static func bounded(_ message: String) -> String {
    let bytes = message.utf8
    guard bytes.count > longestMessage else { return message }
    var tailStart = bytes.index(bytes.endIndex, offsetBy: -1_200)
    while tailStart < bytes.endIndex, bytes[tailStart] & 0xC0 == 0x80 {
      tailStart = bytes.index(after: tailStart)
    }
    return cutAtScalar(message[...], bytes: 2_400) + " … " + String(message.unicodeScalars[tailStart...])
  }
}
