/// Refuses XML that declares entities, or that would crash Foundation's parser, before any
/// parser sees it.
///
/// Entity declarations are how external-entity (XXE) and exponential-expansion ("billion
/// laughs") attacks work. No localization format needs them, so a document whose DOCTYPE
/// internal subset contains `<!ENTITY` is rejected whole with an
/// ``LocalizationDiagnostic/Kind/unsafeXML`` diagnostic. A DOCTYPE that only names an
/// external DTD (as every `.stringsdict` does) is fine: external entities are never loaded.
enum XMLSafety {
  /// The 1-based line of the first entity declaration in the DOCTYPE, or `nil` if there is none.
  static func entityDeclarationLine(in bytes: [UInt8]) -> Int? {
    guard let doctype = find(Array("<!DOCTYPE".utf8), in: bytes, from: 0) else { return nil }
    var index = doctype + 9
    var quote: UInt8?
    var subsetStart: Int?
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        subsetStart = index
        break
      } else if byte == UInt8(ascii: ">") {
        return nil
      }
      index += 1
    }
    guard let subsetStart else { return nil }
    let subsetEnd = find(Array("]".utf8), in: bytes, from: subsetStart) ?? bytes.count
    guard let entity = find(Array("<!ENTITY".utf8), in: bytes, from: subsetStart), entity < subsetEnd
    else { return nil }
    return bytes[..<entity].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
  }

  /// The 1-based line of the first processing instruction with no data (`<?name?>`) outside
  /// comments and CDATA, or `nil` if there is none.
  ///
  /// libxml2 reports such an instruction with a null data pointer, and Foundation's `XMLParser`
  /// on Linux passes that pointer to `strlen` and crashes (found by the `stringsdict` fuzz
  /// target with the 14 bytes `<?xml\u{D7}?>\n<plot`). No localization format uses processing
  /// instructions, so such a document is refused before the parser sees it.
  static func dataLessProcessingInstructionLine(in bytes: [UInt8]) -> Int? {
    let question = UInt8(ascii: "?")
    let close = UInt8(ascii: ">")
    // A name ends at white space, `?`, `>` or `<` (the start of the next markup, which is
    // scanned in its turn: `<?<?xml?>` holds the instruction `<?xml?>`).
    let nameEnds: [UInt8] = [0x20, 0x09, 0x0A, 0x0D, close, UInt8(ascii: "<")]
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if bytes[index + 1] == UInt8(ascii: "!") {
        // Skip a comment or a CDATA section whole: `<?` inside them is text.
        for (opener, closer) in [("<!--", "-->"), ("<![CDATA[", "]]>")]
        where bytes[index...].starts(with: opener.utf8) {
          index = (find(Array(closer.utf8), in: bytes, from: index + opener.utf8.count) ?? bytes.count)
          break
        }
        index += 1
        continue
      }
      guard bytes[index + 1] == question else {
        index += 1
        continue
      }
      var end = index + 2
      while end < bytes.count, bytes[end] != question, !nameEnds.contains(bytes[end]) {
        end += 1
      }
      if end > index + 2, end + 1 < bytes.count, bytes[end] == question, bytes[end + 1] == close {
        return bytes[..<index].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
      }
      index = end
    }
    return nil
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard needle.count <= bytes.count, start <= bytes.count - needle.count else { return nil }
    var index = start
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }
}
