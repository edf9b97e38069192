import TypeFitLocalization

/// A Swift file stored in an encoding the lexer does not read: UTF-16 or UTF-32, found by its
/// byte order mark, or UTF-16 without one by its zero bytes. The Swift compiler reads sources as
/// UTF-8 (Xcode writes them so); read as UTF-8, such a file gave a warning about bytes that are
/// not valid UTF-8 and lost its rows without counting as unread (the twenty-third attack's
/// A23-13). It is refused whole, named as the localization readers name UTF-32, and is an input
/// not read (exit 3).
enum SwiftSourceEncoding {
  /// The encoding's name (`UTF-16, little-endian, found by its byte order mark`), or `nil` for
  /// text that may be UTF-8.
  ///
  /// Without a byte order mark, text is taken to be UTF-16 when it has at least 16 bytes and,
  /// in its first 256, at least 9 in 10 of the bytes at odd offsets (little-endian) or at even
  /// offsets (big-endian) are zero and at most 1 in 10 of the others are: ASCII text in UTF-16.
  static func unreadEncoding(_ bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
      return "UTF-32 (big-endian, found by its byte order mark)"
    }
    if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
      return "UTF-32 (little-endian, found by its byte order mark)"
    }
    if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16 (big-endian, found by its byte order mark)" }
    if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16 (little-endian, found by its byte order mark)" }
    guard bytes.count >= 16 else { return nil }
    let sample = bytes.prefix(256 - 256 % 2)
    var zeros = [0, 0]
    var counts = [0, 0]
    for (offset, byte) in sample.enumerated() {
      counts[offset % 2] += 1
      if byte == 0 { zeros[offset % 2] += 1 }
    }
    func mostly(_ side: Int) -> Bool { zeros[side] * 10 >= counts[side] * 9 }
    func rarely(_ side: Int) -> Bool { zeros[side] * 10 <= counts[side] }
    if mostly(1), rarely(0) { return "UTF-16 (little-endian, found by its zero bytes)" }
    if mostly(0), rarely(1) { return "UTF-16 (big-endian, found by its zero bytes)" }
    return nil
  }

  /// The error for a file in `encoding`: named, with what to do; the file is not read.
  static func refusal(_ encoding: String, file: String) -> DiscoveryDiagnostic {
    DiscoveryDiagnostic(
      kind: .invalidEncoding, severity: .error, location: SourceLocation(file: file, line: 1),
      message:
        "the file is \(encoding), which TypeFit does not read in Swift sources (the Swift compiler reads "
        + "UTF-8); save it as UTF-8; not read, so its rows are not discovered")
  }
}
