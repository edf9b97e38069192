/// Where a byte-by-byte scan of JSON text stands with respect to its strings, for scans that
/// look at the structure without parsing it (how many members a String Catalog has before it is
/// parsed; whether a shard was padded before it is held).
///
/// ```swift
/// var strings = JSONStringScan()
/// for byte in bytes where strings.take(byte) == .outside { … }   // `{`, `:`, `,` outside strings
/// ```
///
/// A string runs from an unescaped `"` to the next unescaped `"`; a backslash inside one escapes
/// the byte after it (RFC 8259, section 7). Bytes are taken as they are: the scan needs no UTF-8.
public struct JSONStringScan: Sendable {
  /// Where a byte taken stands.
  public enum Place: Sendable, Hashable {
    /// Outside any string (structure, numbers, literals, white space).
    case outside
    /// The quote that opens a string.
    case opening
    /// Inside a string: its text, escapes and closing quote.
    case inside
  }

  /// Whether the last byte taken left the scan inside a string.
  public private(set) var isInString = false
  private var escaped = false

  public init() {}

  /// Takes the next byte of the text and says where it stands.
  public mutating func take(_ byte: UInt8) -> Place {
    guard isInString else {
      if byte == UInt8(ascii: "\"") {
        isInString = true
        return .opening
      }
      return .outside
    }
    if escaped {
      escaped = false
    } else if byte == UInt8(ascii: "\\") {
      escaped = true
    } else if byte == UInt8(ascii: "\"") {
      isInString = false
    }
    return .inside
  }
}
