/// Where a line ends in a localization file's bytes, as the readers count lines: at a line
/// feed, at a carriage return followed by one (counted once, at the line feed), and at a
/// carriage return alone (classic Mac OS files, which Xcode and the `.strings` reader accept).
///
/// libxml2 counts line feeds only, so in a file of bare carriage returns every place it gives
/// is on line 1 (thirty-second attack A32-4); places TypeFit finds itself in XML before the
/// parser runs were counted the same way (thirty-fourth attack A34-3). Both now count here.
enum LineEnding {
  /// Whether the byte at `index` of `bytes` ends a line: a line feed, or a carriage return not
  /// followed by a line feed.
  static func endsLine(_ bytes: [UInt8], at index: Int) -> Bool {
    switch bytes[index] {
    case lineFeed: true
    case carriageReturn: index + 1 == bytes.count || bytes[index + 1] != lineFeed
    default: false
    }
  }

  /// The 1-based line of the byte at `index` (the line count of `bytes` before it, plus one).
  static func line(of index: Int, in bytes: [UInt8]) -> Int {
    position(of: index, in: bytes).line
  }

  /// The 1-based line of the byte at `index`, and its 1-based column in bytes from the start of
  /// that line: where ``JSONParser`` places the byte.
  static func position(of index: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for position in 0..<index where endsLine(bytes, at: position) {
      line += 1
      lineStart = position + 1
    }
    return (line, index - lineStart + 1)
  }

  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
}
