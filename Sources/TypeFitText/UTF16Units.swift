/// A text's UTF-16 code units, decoded from its UTF-8 storage in one pass.
///
/// `Array(text.utf16)` walks the string's UTF-16 view through the standard library's generic
/// collection copy: about 1,500 instructions for a 35-character value (callgrind, perf40), more
/// than the units are worth. A native Swift string keeps valid UTF-8 in contiguous storage, so
/// the units can be written straight from its bytes: one unit per scalar below U+10000, a
/// surrogate pair above. Every UTF-8 sequence is at least as long as the UTF-16 units it gives,
/// so the byte count bounds the units and one allocation serves.
///
/// ```swift
/// UTF16Units.of("né😀")   // [0x6E, 0xE9, 0xD83D, 0xDE00]
/// ```
enum UTF16Units {
  /// The UTF-16 code units of `text`, equal to `Array(text.utf16)`.
  ///
  /// - Complexity: O(UTF-8 bytes).
  static func of(_ text: String) -> [UInt16] {
    let decoded = text.utf8.withContiguousStorageIfAvailable { bytes -> [UInt16] in
      var units = [UInt16](filling: 0, count: bytes.count)
      let written = units.withUnsafeMutableBufferPointer { units in decode(bytes, into: units) }
      units.removeLast(bytes.count - written)
      return units
    }
    return decoded ?? Array(text.utf16)
  }

  /// Writes the UTF-16 units of the valid UTF-8 `bytes` into `units` (at least `bytes.count`
  /// long) and returns how many it wrote.
  ///
  /// - Precondition: `bytes` is valid UTF-8, as a Swift string's storage always is.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into units: UnsafeMutableBufferPointer<UInt16>)
    -> Int
  {
    var i = 0
    var written = 0
    let count = bytes.count
    while i < count {
      let lead = UInt32(bytes[i])
      if lead < 0x80 {
        units[written] = UInt16(truncatingIfNeeded: lead)
        written += 1
        i += 1
        continue
      }
      let scalar: UInt32
      if lead < 0xE0 {
        scalar = (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
        i += 2
      } else if lead < 0xF0 {
        scalar = (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
        i += 3
      } else {
        scalar =
          (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
          | UInt32(bytes[i + 3] & 0x3F)
        i += 4
      }
      if scalar < 0x1_0000 {
        units[written] = UInt16(truncatingIfNeeded: scalar)
        written += 1
      } else {
        let offset = scalar - 0x1_0000
        units[written] = UInt16(truncatingIfNeeded: 0xD800 | offset >> 10)
        units[written + 1] = UInt16(truncatingIfNeeded: 0xDC00 | offset & 0x3FF)
        written += 2
      }
    }
    return written
  }
}
