import TypeFitInput

/// Escapes text from input files (keys, values, paths, messages quoting them) for one line of
/// terminal output: standard error and the text report.
///
/// A key holding ESC could recolour or clear the terminal, a line feed could forge a finding
/// line, and bidirectional overrides could reorder what is shown (CVE-2021-42574). Line feed,
/// carriage return and tab become `\n`, `\r`, `\t`; other C0 and C1 controls, DEL, the line
/// and paragraph separators and the bidirectional embedding, override and isolate characters
/// become `\u{1B}`, `\u{2028}`. JSON, NDJSON and SARIF escape the same characters as `\u001b`,
/// JUnit and HTML as character references (``needsEscape(_:)``). Long text
/// is cut with "…" when a limit is given.
///
/// ```swift
/// TerminalText.escaped("a\u{1B}[31mb\nc")  // "a\\u{1B}[31mb\\nc"
/// ```
public enum TerminalText {
  /// The text escaped for one line, cut after `limit` characters when given.
  public static func escaped(_ text: String, limit: Int? = nil) -> String {
    // Printable ASCII (most keys and messages) needs no escape, and each of its bytes is one
    // character (the only cluster of two ASCII scalars, CR LF, is made of controls): the text
    // is shown as it is when the limit does not cut it.
    if limit.map({ text.utf8.count <= $0 }) ?? true, isPrintableASCII(text) { return text }
    // Cut first (with "…", which needs no escape), so a megabyte is not escaped to be dropped.
    let shown = limit.map { TextExcerpt.shortened(text, to: $0) } ?? text
    guard shown.unicodeScalars.contains(where: needsEscape) else { return shown }
    var output = ""
    for scalar in shown.unicodeScalars {
      switch scalar {
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where needsEscape(scalar):
        output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// Whether every byte of `text` is printable ASCII (U+0020…U+007E).
  static func isPrintableASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var all = true
      for byte in bytes { all = all && byte &- 0x20 < 0x5F }
      return all
    }
  }

  /// Whether ``escaped(_:limit:)`` shows `scalar` as an escape: C0 and C1 controls, DEL, the
  /// line and paragraph separators (U+2028, U+2029: editors, Xcode's issue list and some
  /// terminals break lines there, so they could forge a line as a line feed can), and the
  /// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), and the
  /// bidirectional marks (U+200E LEFT-TO-RIGHT MARK, U+200F RIGHT-TO-LEFT MARK, U+061C ARABIC
  /// LETTER MARK), which reorder the neutral characters around them on a terminal or in a CI
  /// log as an override does (Unicode Standard Annex #9, "Implicit Directional Marks"), and
  /// U+FEFF (the byte order mark, shown as nothing: a message quoting one would quote an empty
  /// space; the seventeenth attack's A17-3). So are the other characters shown as nothing that
  /// no script needs to be read (twenty-fifth attack A25-4: two keys that differed by one printed
  /// the same): U+200B ZERO WIDTH SPACE, U+2060 WORD JOINER and the invisible operators
  /// U+2061–U+2064, U+180E MONGOLIAN VOWEL SEPARATOR, and the tag characters U+E0000–U+E007F.
  /// The joiners U+200C and U+200D are kept: Persian, Indic scripts and emoji sequences need them.
  ///
  /// This is the one list of characters a report must not write raw: the JSON, NDJSON, SARIF,
  /// JUnit and HTML writers escape the same ones in their own syntax (twenty-sixth attack A26-8).
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 }
    // The ranges are in increasing order: most characters end the loop at the first range above.
    for range in escapedRanges {
      if value < range.lowerBound { return false }
      if value <= range.upperBound { return true }
    }
    return false
  }

  /// The scalar values ``needsEscape(_:)`` is true for, in increasing order.
  public static let escapedRanges: [ClosedRange<UInt32>] = [
    0x00...0x1F, 0x7F...0x9F, 0x061C...0x061C, 0x180E...0x180E, 0x200B...0x200B, 0x200E...0x200F,
    0x2028...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF...0xFEFF, 0xE0000...0xE007F,
  ]
}
