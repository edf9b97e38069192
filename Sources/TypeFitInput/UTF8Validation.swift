/// Strict UTF-8 validation: the one check of every input that must be valid UTF-8 (the
/// configuration, Swift sources, command-line arguments, `measure --batch` lines, and the
/// files whose encoding is read as UTF-8).
///
/// ```swift
/// UTF8Validation.firstInvalidOffset([0x41, 0xC3, 0xA9][...])  // nil
/// UTF8Validation.firstInvalidOffset([0x41, 0xC0, 0xAF][...])  // 1 (an overlong "/")
/// ```
package enum UTF8Validation {
  /// Where the first sequence of `bytes` that is not valid UTF-8 starts, counted in bytes from
  /// the slice's start; `nil` when all are valid. The rules are the standard library's (those of
  /// `String(validating:as:)`: the well-formed sequences of the Unicode Standard's table 3-7, no
  /// overlong forms, surrogates or scalars above U+10FFFF), checked without building a string.
  ///
  /// Eight bytes of ASCII are passed over at a time, and every other sequence is checked from
  /// its lead byte's row of the table: the standard library's parser, called per scalar through
  /// an iterator of the slice, cost about 12 instructions a byte, and a catalog is validated
  /// once when it is read and again for SARIF's columns (perf39).
  package static func firstInvalidOffset(_ bytes: ArraySlice<UInt8>) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      let raw = UnsafeRawPointer(base)
      let count = buffer.count
      var index = 0
      /// Whether the byte at `offset` exists and is in `low...high`.
      func byte(at offset: Int, in low: UInt8, _ high: UInt8) -> Bool {
        offset < count && base[offset] >= low && base[offset] <= high
      }
      while index < count {
        if index + 8 <= count,
          raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
          index += 8
          continue
        }
        let lead = base[index]
        switch lead {
        case 0x00...0x7F:
          index += 1
        case 0xC2...0xDF:
          guard byte(at: index + 1, in: 0x80, 0xBF) else { return index }
          index += 2
        case 0xE0...0xEF:
          let second: ClosedRange<UInt8> =
            lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
          guard byte(at: index + 1, in: second.lowerBound, second.upperBound),
            byte(at: index + 2, in: 0x80, 0xBF)
          else { return index }
          index += 3
        case 0xF0...0xF4:
          let second: ClosedRange<UInt8> =
            lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
          guard byte(at: index + 1, in: second.lowerBound, second.upperBound),
            byte(at: index + 2, in: 0x80, 0xBF), byte(at: index + 3, in: 0x80, 0xBF)
          else { return index }
          index += 4
        default:
          // A continuation byte without a lead, C0, C1 or F5 and above.
          return index
        }
      }
      return nil
    }
  }
}
