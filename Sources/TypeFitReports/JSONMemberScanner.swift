/// A cursor over the bytes of a JSON object that steps over strings (with their escapes) and
/// over a member's value, so a comma or brace inside a string or a nested value is not taken
/// for the object's own structure. The merge reads members of report heads
/// (`ReportHeadDifference`) and of results (`ResultMemberNames`) this one way.
struct JSONMemberScanner<Bytes: RandomAccessCollection<UInt8>> where Bytes.Index == Int {
  let bytes: Bytes
  /// The position of the next byte to look at.
  var index: Int

  init(_ bytes: Bytes, at index: Int = 0) {
    self.bytes = bytes
    self.index = index
  }

  /// Whether the byte at ``index`` is `byte`.
  func isAt(_ byte: UInt8) -> Bool { index < bytes.endIndex && bytes[index] == byte }

  /// Moves past JSON white space (space, line feed, carriage return, tab).
  mutating func skipSpace() {
    while index < bytes.endIndex, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  /// Moves past the string that starts at ``index`` (a `"`); `false` when it does not end.
  mutating func skipString() -> Bool {
    index += 1
    while index < bytes.endIndex {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\""):
        index += 1
        return true
      default: index += 1
      }
    }
    return false
  }

  /// Moves past the value that starts at ``index`` to the byte that ends it at its own level:
  /// a `,` (another member follows) or the object's `}` (or an array's `]`), where ``index``
  /// then stands. `false` when the bytes end first, inside the value or a string of it.
  mutating func skipValue() -> Bool {
    var depth = 0
    while index < bytes.endIndex {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        guard skipString() else { return false }
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if depth == 0 { return true }
        depth -= 1
      case UInt8(ascii: ","): if depth == 0 { return true }
      default: break
      }
      index += 1
    }
    return false
  }
}
