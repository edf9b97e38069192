/// Refuses XML that declares entities, before any parser sees it.
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
