/// The windows-1252 character set (Microsoft's "Western European" code page), which an XML
/// document may declare (`<?xml version="1.0" encoding="windows-1252"?>`).
///
/// Bytes below 0x80 are ASCII and bytes 0xA0–0xFF are the ISO-8859-1 character of the same
/// number; bytes 0x80–0x9F are the table below, from Unicode's public mapping file
/// `Public/MAPPINGS/VENDORS/MICSFT/WINDOWS/CP1252.TXT`, which leaves 0x81, 0x8D, 0x8F, 0x90 and
/// 0x9D undefined (the same five bytes Foundation's `.windowsCP1252` refuses).
enum Windows1252 {
  /// The character of `byte`, or `nil` for the five bytes windows-1252 does not define.
  static func scalar(for byte: UInt8) -> Unicode.Scalar? {
    guard (0x80...0x9F).contains(byte) else { return Unicode.Scalar(byte) }
    let value = between80and9F[Int(byte - 0x80)]
    return value == 0 ? nil : Unicode.Scalar(value)
  }

  /// The code points of bytes 0x80–0x9F, 0 where none is defined.
  private static let between80and9F: [UInt16] = [
    0x20AC, 0x0000, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,  // 0x80
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x0000, 0x017D, 0x0000,  // 0x88
    0x0000, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,  // 0x90
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x0000, 0x017E, 0x0178,  // 0x98
  ]
}
