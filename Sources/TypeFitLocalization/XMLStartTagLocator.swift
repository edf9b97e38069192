/// Finds the exact line and column of each start tag, in document order.
///
/// `XMLParser` reports where it finished reading a start tag, which for
/// `<string\n  name="b">` is the second line, past the `>`. Start-element events arrive in
/// document order, and outside comments, CDATA sections, processing instructions and the
/// DOCTYPE a `<` always begins markup, so scanning forward from the previous tag for
/// `<name` finds each tag where it begins.
struct XMLStartTagLocator {
  private let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var lineStart = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The 1-based line and byte column of the next `<name` start tag, or `nil` when it cannot
  /// be found (the caller then keeps the parser's position).
  mutating func next(named name: String) -> (line: Int, column: Int)? {
    let nameBytes = Array(name.utf8)
    while offset < bytes.count {
      guard bytes[offset] == UInt8(ascii: "<") else {
        step()
        continue
      }
      if skipIfPresent(open: "<!--", close: "-->") || skipIfPresent(open: "<![CDATA[", close: "]]>")
        || skipIfPresent(open: "<?", close: "?>") || skipDoctype()
      {
        continue
      }
      let nameStart = offset + 1
      let nameEnd = nameStart + nameBytes.count
      if nameEnd <= bytes.count, bytes[nameStart..<nameEnd].elementsEqual(nameBytes),
        nameEnd == bytes.count || Self.endsName(bytes[nameEnd])
      {
        let position = (line, offset - lineStart + 1)
        step()
        return position
      }
      step()
    }
    return nil
  }

  private static func endsName(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == 0x20 || byte == 0x09 || byte == 0x0A
      || byte == 0x0D
  }

  private mutating func step() {
    if LineEnding.endsLine(bytes, at: offset) {
      line += 1
      lineStart = offset + 1
    }
    offset += 1
  }

  private func matches(_ text: String, at position: Int) -> Bool {
    let pattern = Array(text.utf8)
    return position + pattern.count <= bytes.count
      && bytes[position..<position + pattern.count].elementsEqual(pattern)
  }

  /// Skips `open … close` when it starts here; `true` if it did.
  private mutating func skipIfPresent(open: String, close: String) -> Bool {
    guard matches(open, at: offset) else { return false }
    let closeLength = close.utf8.count
    while offset < bytes.count, !matches(close, at: offset) { step() }
    for _ in 0..<closeLength where offset < bytes.count { step() }
    return true
  }

  /// Skips `<!DOCTYPE …>` including an internal subset in brackets, whose comments and
  /// processing instructions are skipped whole: a quote or bracket inside one is not markup
  /// (the fifty-third attack's A53-8: `<!-- it's -->` in the subset read as an open quote, and
  /// every start tag after it got the wrong column).
  private mutating func skipDoctype() -> Bool {
    guard matches("<!DOCTYPE", at: offset) else { return false }
    var depth = 0
    var quote: UInt8?
    while offset < bytes.count {
      if quote == nil, depth > 0,
        skipIfPresent(open: "<!--", close: "-->") || skipIfPresent(open: "<?", close: "?>")
      {
        continue
      }
      let byte = bytes[offset]
      step()
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: "]") {
        depth -= 1
      } else if byte == UInt8(ascii: ">") && depth <= 0 {
        return true
      }
    }
    return true
  }
}
