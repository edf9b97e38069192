extension FormatArgumentFiller.Problem {
  /// The problem of a `%` sequence the scanner found malformed (``FormatSpecifierScanner``),
  /// worded for what it is.
  ///
  /// A `%` followed by spaces and a conversion letter (`"% publicacions"`, `"50% off"`) is no
  /// incomplete specifier: printf, and `String(format:)` with it, read the space as a flag and
  /// the letter as the conversion, so a string given arguments prints one as a pointer for
  /// `% p` and as an octal number for `% o`, in place of the text (fresh27 F27-5 called it "incomplete"; the C standard's
  /// `fprintf`, section 7.21.6.1, lists the space flag). TypeFit measures it as written, as it
  /// does an incomplete one.
  ///
  /// ```swift
  /// FormatArgumentFiller.Problem.malformed("%", at: 0, in: "% publicacions").written  // "% p"
  /// ```
  ///
  /// - Parameters:
  ///   - written: The malformed sequence as the scanner gives it (`%`, `%5`, `%q`).
  ///   - offset: Its UTF-8 offset in `text`.
  ///   - text: The whole text.
  ///   - javaStyle: Whether `text` is an Android string, formatted by `java.util.Formatter`,
  ///     which has other conversions (and refuses `p`): the sequence is then called incomplete.
  static func malformed(_ written: String, at offset: Int, in text: String, javaStyle: Bool = false) -> Self {
    let after = text.utf8.dropFirst(offset + written.utf8.count)
    let spaces = after.prefix { $0 == UInt8(ascii: " ") }.count
    if !javaStyle, written == "%", spaces > 0, let letter = after.dropFirst(spaces).first, letter < 0x80,
      letter != UInt8(ascii: "%"),
      FormatSpecifier.conversions.contains(Character(Unicode.Scalar(letter)))
    {
      let conversion = Character(Unicode.Scalar(letter))
      let read = kinds[conversion].map { " (\($0))" } ?? ""
      return Self(
        written: written + String(repeating: " ", count: spaces) + String(conversion), offset: offset,
        reason: "format specifier with the space flag",
        outcome:
          "when the string is given arguments, String(format:) reads it as the conversion "
          + "'\(conversion)'\(read) and shows an argument in its place, not this text; a percent sign "
          + "there is written '%%'. Measured as written")
    }
    return Self(written: written, offset: offset, reason: "incomplete format specifier")
  }

  /// What some conversions print, for the message.
  private static let kinds: [Character: String] = [
    "p": "a pointer", "o": "an octal number", "d": "an integer", "i": "an integer", "u": "an integer",
    "x": "a hexadecimal number", "e": "a number in exponent form", "f": "a decimal number",
    "g": "a number", "a": "a hexadecimal floating-point number", "c": "a character", "s": "a C string",
  ]
}
