import TypeFitLocalization

/// Escapes text for XML 1.0 character data and attribute values.
///
/// Characters XML 1.0 forbids (C0 controls other than tab, line feed and carriage return,
/// U+FFFE and U+FFFF) cannot be written even as references, so they are replaced by U+FFFD.
/// DEL, C1 controls, the bidirectional controls and the other characters
/// ``TerminalText/needsEscape(_:)`` is true for above U+007E are written as character
/// references (`&#x9B;`, `&#x202E;`), never raw: a report shown with `cat` on a terminal that obeys
/// C1 controls cannot be steered by a key (twenty-sixth attack A26-8).
///
/// ```swift
/// XMLEscaping.attribute("a<b & \"c\"\n")  // "a&lt;b &amp; &quot;c&quot;&#10;"
/// ```
package enum XMLEscaping {
  /// The replacement for characters XML 1.0 cannot carry.
  package static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// Text for element content.
  package static func text(_ value: String) -> String { escape(value, inAttribute: false) }

  /// Text for a double-quoted attribute value; tab and line breaks become character references
  /// so that attribute-value normalisation keeps them.
  package static func attribute(_ value: String) -> String { escape(value, inAttribute: true) }

  /// Whether XML 1.0 allows the scalar in a document.
  package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: true
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// `value` escaped, scanning its UTF-8 bytes and copying the runs that need nothing whole
  /// (eight bytes at a time while none needs a look); `value` itself when nothing does. JUnit
  /// escapes every result's text this way: appended a scalar at a time, it cost more than
  /// making the text.
  private static func escape(_ value: String, inAttribute: Bool) -> String {
    var value = value
    let escaped: [UInt8]? = value.withUTF8 { escape($0, inAttribute: inAttribute) }
    return escaped.map { String(decoding: $0, as: UTF8.self) } ?? value
  }

  /// The escaped bytes, or `nil` when `utf8` needs no escape.
  private static func escape(_ utf8: UnsafeBufferPointer<UInt8>, inAttribute: Bool) -> [UInt8]? {
    var output: [UInt8]?
    var runStart = 0
    var index = 0
    let count = utf8.count
    let base = UnsafeRawPointer(utf8.baseAddress)
    while index < count {
      if let base, index + 8 <= count, !needsLook(base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      {
        index += 8
        continue
      }
      let byte = utf8[index]
      var length = 1
      let piece: Piece
      switch byte {
      case UInt8(ascii: "&"): piece = .text("&amp;")
      case UInt8(ascii: "<"): piece = .text("&lt;")
      case UInt8(ascii: ">"): piece = .text("&gt;")
      case UInt8(ascii: "\""): piece = inAttribute ? .text("&quot;") : .none
      case UInt8(ascii: "\t"): piece = inAttribute ? .text("&#9;") : .none
      case UInt8(ascii: "\n"): piece = inAttribute ? .text("&#10;") : .none
      case UInt8(ascii: "\r"): piece = .text("&#13;")
      case ..<0x20: piece = .replacement
      case 0x7F: piece = .reference(0x7F)
      case 0xEF where index + 2 < count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE:
        // U+FFFE and U+FFFF, which XML 1.0 does not allow.
        (piece, length) = (.replacement, 3)
      case 0x80...:
        if JSONValue.isEscapedLead(byte), let found = TerminalText.escapedScalar(in: utf8, at: index) {
          (piece, length) = (.reference(found.scalar.value), found.length)
        } else {
          piece = .none
        }
      default: piece = .none
      }
      if case .none = piece {
        index += 1
        continue
      }
      if output == nil {
        output = []
        output!.reserveCapacity(count + 16)
      }
      if runStart < index {
        output!.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
      }
      switch piece {
      case .text(let text): text.withUTF8Buffer { output!.append(contentsOf: $0) }
      case .replacement: output!.append(contentsOf: replacement.utf8)
      case .reference(let value):
        output!.append(contentsOf: "&#x\(String(value, radix: 16, uppercase: true));".utf8)
      case .none: break
      }
      index += length
      runStart = index
    }
    if output != nil, runStart < count {
      output!.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
    }
    return output
  }

  /// What a byte the scan stops at is written as.
  private enum Piece {
    /// Written as it is.
    case none
    case text(StaticString)
    /// ``replacement``, for a character XML 1.0 does not allow.
    case replacement
    /// `&#x…;` with the scalar value in uppercase hex.
    case reference(UInt32)
  }

  /// Whether one of the eight bytes of `word` may need a look: a control (below 0x20), `&`,
  /// `<`, `>`, `"`, DEL, or a lead byte of a character ``TerminalText/needsEscape(_:)`` is true
  /// for (0xEF also leads U+FFFE and U+FFFF). Never `false` when one does.
  @inline(__always)
  private static func needsLook(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
    let below20 = (word &- ones &* 0x20) & ~word & highs
    let ascii =
      below20 | zeroBytes(word ^ (ones &* 0x26)) | zeroBytes(word ^ (ones &* 0x3C))
      | zeroBytes(word ^ (ones &* 0x3E)) | zeroBytes(word ^ (ones &* 0x22))
    return ascii != 0 || JSONValue.mayHoldEscapedLead(word)
  }
}
