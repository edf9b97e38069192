/// Hexadecimal digit values for the escape decoders.
enum HexDigit {
  /// The value of an ASCII hex digit (`0-9 a-f A-F`), or `nil`.
  static func value(of byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// The value of a hex digit character, or `nil`.
  static func value(of character: Character) -> UInt8? {
    guard let ascii = character.asciiValue else { return nil }
    return value(of: ascii)
  }
}
