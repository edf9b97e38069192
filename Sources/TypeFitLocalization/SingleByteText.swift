/// The text of a document in a single-byte encoding it declares (ISO-8859-1, US-ASCII,
/// windows-1252), one character per byte, with the bytes that encoding does not define counted
/// and the first of them placed, so the reader can name it instead of replacing text silently.
struct SingleByteText {
  /// Where a byte is in the file: its value, its 1-based line (a line feed, a carriage return or
  /// the pair ends a line, as the readers count lines) and its 1-based column in bytes of that
  /// line (in a single-byte encoding also the column in characters).
  struct BytePlace: Equatable {
    var byte: UInt8
    var line: Int
    var column: Int
  }

  /// The decoded text.
  var text: String
  /// The first byte `decode` gave no character for, or `nil` when every byte has one.
  var firstUndefined: BytePlace?
  /// How many bytes `decode` gave no character for.
  var undefinedCount = 0

  /// Decodes `bytes` one by one with `decode`; a byte it answers `nil` for becomes
  /// `replacement(byte)` and is counted.
  init(
    _ bytes: [UInt8], decode: (UInt8) -> Unicode.Scalar?, replacement: (UInt8) -> Unicode.Scalar
  ) {
    var scalars = String.UnicodeScalarView()
    scalars.reserveCapacity(bytes.count)
    var line = 1
    var lineStart = 0
    for (offset, byte) in bytes.enumerated() {
      if let scalar = decode(byte) {
        scalars.append(scalar)
      } else {
        scalars.append(replacement(byte))
        if undefinedCount == 0 {
          firstUndefined = BytePlace(byte: byte, line: line, column: offset - lineStart + 1)
        }
        undefinedCount += 1
      }
      if byte == 0x0D || (byte == 0x0A && (offset == 0 || bytes[offset - 1] != 0x0D)) {
        line += 1
      }
      if byte == 0x0D || byte == 0x0A { lineStart = offset + 1 }
    }
    text = String(scalars)
  }

  /// `byte` written as the diagnostics name bytes: `0x81`.
  static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
  }
}
