extension XMLSafety {
  /// The closer (`-->` or `]]>`) of one kind of section, found once for many openers.
  ///
  /// A search from an opener that finds no closer means none follows any later opener either;
  /// one that finds a closer serves every later opener before it, and records where the last
  /// byte a parser would stop at lies before it. So a document of many openers (`<!--` ×
  /// 40,000, or one comment holding them) is read in one pass instead of one pass per opener.
  struct SectionCloser {
    /// The closer's bytes.
    let needle: [UInt8]
    /// Where the last search started.
    private var searchedFrom = Int.max
    /// The closer it found, or `nil` if none follows `searchedFrom`.
    private var found: Int?
    /// One past the last byte before `found` that is not plain text (invalid UTF-8, or a
    /// control character other than tab, line feed and carriage return); `searchedFrom` if none.
    private var plainFrom = 0

    init(_ needle: [UInt8]) { self.needle = needle }

    /// The index of the first closer at or after `start` when the text between holds only plain
    /// text, valid UTF-8 without control characters other than tab, line feed and carriage
    /// return (text an XML parser reads through without an error); otherwise `nil`.
    ///
    /// `start` must follow an ASCII byte (the opener's last), and successive calls must not go
    /// back: then whether the text from `start` is plain follows from one walk of the section.
    mutating func plainEnd(from start: Int, in bytes: [UInt8]) -> Int? {
      let isCovered = start >= searchedFrom && found.map { start <= $0 } ?? true
      if !isCovered {
        searchedFrom = start
        found = XMLSafety.find(needle, in: bytes, from: start)
        plainFrom = found.map { Self.endOfLastNonPlainByte(in: bytes, from: start, to: $0) } ?? start
      }
      guard let end = found, start >= plainFrom else { return nil }
      return end
    }

    /// One past the last byte in `start..<end` that starts invalid UTF-8 or is a control
    /// character other than tab, line feed and carriage return; `start` if there is none.
    ///
    /// The walk moves over each well-formed sequence whole (Unicode 15, table 3-7) and over a
    /// byte that starts none by one, so it stops at every ASCII byte: the text after an ASCII
    /// byte is plain exactly when this walk finds nothing wrong after it.
    static func endOfLastNonPlainByte(in bytes: [UInt8], from start: Int, to end: Int) -> Int {
      var last = start
      var index = start
      func isContinuation(_ at: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
        at < end && range.contains(bytes[at])
      }
      while index < end {
        let byte = bytes[index]
        let length: Int
        switch byte {
        case 0x09, 0x0A, 0x0D, 0x20...0x7F: length = 1
        case 0xC2...0xDF: length = isContinuation(index + 1) ? 2 : 0
        case 0xE0: length = isContinuation(index + 1, 0xA0...0xBF) && isContinuation(index + 2) ? 3 : 0
        case 0xED: length = isContinuation(index + 1, 0x80...0x9F) && isContinuation(index + 2) ? 3 : 0
        case 0xE1...0xEF: length = isContinuation(index + 1) && isContinuation(index + 2) ? 3 : 0
        case 0xF0:
          length =
            isContinuation(index + 1, 0x90...0xBF) && isContinuation(index + 2) && isContinuation(index + 3)
            ? 4 : 0
        case 0xF1...0xF3:
          length = isContinuation(index + 1) && isContinuation(index + 2) && isContinuation(index + 3) ? 4 : 0
        case 0xF4:
          length =
            isContinuation(index + 1, 0x80...0x8F) && isContinuation(index + 2) && isContinuation(index + 3)
            ? 4 : 0
        default: length = 0
        }
        if length == 0 {
          last = index + 1
          index += 1
        } else {
          index += length
        }
      }
      return last
    }
  }
}
