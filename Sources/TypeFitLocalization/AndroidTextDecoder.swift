/// Resolves Android string resource text as `aapt2` does.
///
/// - Escapes: `\' \" \n \t \@ \? \\` and `\uXXXX`; any other escaped character is kept
///   without the backslash and reported.
/// - Double quotes that are not escaped are removed and keep the whitespace between them.
/// - Outside quotes, each run of spaces, tabs and newlines becomes one space, and runs at the
///   start and end are dropped.
struct AndroidTextDecoder {
  /// Escapes that were not recognised, as the characters that followed the backslash.
  private(set) var unknownEscapes: [Character] = []

  mutating func decode(_ raw: String) -> String {
    var output = String.UnicodeScalarView()
    var quoted = false
    var pendingSpace = false
    var scalars = raw.unicodeScalars.makeIterator()
    var lookahead: Unicode.Scalar?
    func nextScalar() -> Unicode.Scalar? {
      if let scalar = lookahead {
        lookahead = nil
        return scalar
      }
      return scalars.next()
    }
    func emit(_ scalar: Unicode.Scalar) {
      if pendingSpace && !output.isEmpty { output.append(" ") }
      pendingSpace = false
      output.append(scalar)
    }
    while let scalar = nextScalar() {
      switch scalar {
      case "\\":
        guard let escaped = nextScalar() else { break }
        switch escaped {
        case "n": emit("\n")
        case "t": emit("\t")
        case "'", "\"", "@", "?", "\\": emit(escaped)
        case "u":
          var value: UInt32 = 0
          var digits = 0
          while digits < 4, let next = nextScalar() {
            guard let digit = HexDigit.value(of: Character(next)) else {
              lookahead = next
              break
            }
            value = value << 4 | UInt32(digit)
            digits += 1
          }
          if digits == 4, let decoded = Unicode.Scalar(value) {
            emit(decoded)
          } else {
            unknownEscapes.append("u")
            emit("\u{FFFD}")
          }
        default:
          unknownEscapes.append(Character(escaped))
          emit(escaped)
        }
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
    }
    return String(output)
  }
}
