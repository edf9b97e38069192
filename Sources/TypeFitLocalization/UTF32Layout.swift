/// How a file stored as UTF-32 (UCS-4) lays out its four-byte code units, found by its byte
/// order mark or by the zero bytes every such unit carries.
///
/// TypeFit does not read UTF-32: neither Xcode's localization formats nor Android resources are
/// written in it, and Foundation's `XMLParser` on Linux crashes on a UCS-4 document (libxml2
/// hands it UCS-4 it cannot handle). Every reader refuses such a file whole with one
/// ``LocalizationDiagnostic/Kind/invalidEncoding`` error naming the encoding, instead of one
/// syntax error per line of text full of NUL characters.
///
/// The byte orders are those of XML 1.0, Appendix F, "Autodetection of Character Encodings"
/// (<https://www.w3.org/TR/xml/#sec-guessing>): `00 00 FE FF` and `FF FE 00 00` are the UTF-32
/// byte order marks; `00 00 00 3C`, `3C 00 00 00`, `00 00 3C 00` and `00 3C 00 00` are `<` in
/// UCS-4 big-endian, little-endian and the two unusual orders (2143 and 3412).
struct UTF32Layout: Equatable {
  /// The order of the bytes in a code unit, named as XML 1.0 Appendix F does.
  enum ByteOrder: String {
    case bigEndian = "big-endian"
    case littleEndian = "little-endian"
    case unusual2143 = "unusual byte order 2143"
    case unusual3412 = "unusual byte order 3412"
  }

  /// The byte order.
  var byteOrder: ByteOrder
  /// Whether the file starts with a byte order mark (U+FEFF).
  var hasByteOrderMark: Bool

  /// The layout of `bytes` when they are UTF-32, or `nil`.
  ///
  /// Without a byte order mark, text is taken to be UTF-32 when at least 9 in 10 of its first
  /// 256 four-byte units (at least one whole unit) are code points below U+110000 in one byte
  /// order — the top byte zero and the next at most 0x10 — and at least one is not U+0000.
  /// UTF-16 text fails this: its third byte of four is a character, rarely at most 0x10.
  init?(_ bytes: [UInt8]) {
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
      self.init(byteOrder: .bigEndian, hasByteOrderMark: true)
      return
    }
    if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
      self.init(byteOrder: .littleEndian, hasByteOrderMark: true)
      return
    }
    if bytes.starts(with: [0x00, 0x00, 0x3C, 0x00]) {
      self.init(byteOrder: .unusual2143, hasByteOrderMark: false)
      return
    }
    if bytes.starts(with: [0x00, 0x3C, 0x00, 0x00]) {
      self.init(byteOrder: .unusual3412, hasByteOrderMark: false)
      return
    }
    let units = min(bytes.count / 4, 256)
    guard units >= 1 else { return nil }
    var bigEndian = 0
    var littleEndian = 0
    var nonZero = 0
    for unit in 0..<units {
      let base = unit * 4
      let (b0, b1, b2, b3) = (bytes[base], bytes[base + 1], bytes[base + 2], bytes[base + 3])
      if b0 == 0 && b1 <= 0x10 { bigEndian += 1 }
      if b3 == 0 && b2 <= 0x10 { littleEndian += 1 }
      if b0 | b1 | b2 | b3 != 0 { nonZero += 1 }
    }
    guard nonZero > 0 else { return nil }
    let needed = max(1, (units * 9 + 9) / 10)
    if bigEndian >= needed && bigEndian > littleEndian {
      self.init(byteOrder: .bigEndian, hasByteOrderMark: false)
    } else if littleEndian >= needed && littleEndian > bigEndian {
      self.init(byteOrder: .littleEndian, hasByteOrderMark: false)
    } else {
      return nil
    }
  }

  init(byteOrder: ByteOrder, hasByteOrderMark: Bool) {
    self.byteOrder = byteOrder
    self.hasByteOrderMark = hasByteOrderMark
  }

  /// The error that refuses the file, naming the encoding and what to do.
  func refusal(path: String) -> LocalizationDiagnostic {
    let evidence = hasByteOrderMark ? "byte order mark" : "zero bytes"
    return LocalizationDiagnostic(
      kind: .invalidEncoding, file: path, line: 1,
      message:
        "the file is UTF-32 (UCS-4, \(byteOrder.rawValue), found by its \(evidence)), which TypeFit does not read "
        + "(UTF-8 and UTF-16 are read); save the file as UTF-8; nothing read")
  }
}
