/// The `encoding` pseudo-attribute of an XML declaration (`<?xml version="1.0"
/// encoding="UTF-8"?>`, XML 1.0 production 80, `EncodingDecl`), found in the declaration's bytes
/// in one pass.
///
/// A regular expression with white space before `encoding` (`\s+encoding\s*=…`) was tried at
/// every place of a run of spaces and scanned the run from each: a declaration padded with
/// 40,000 spaces took 50 s to read, 80,000 over a minute (the fifty-third attack's A53-6). This
/// scan looks for the word `encoding` only, then reads what must follow it, and looks back over
/// the spaces before it once: O(n) in the declaration's length.
struct XMLEncodingDeclaration: Equatable {
  /// The pseudo-attribute's bytes in the declaration, from the white space before `encoding`
  /// (if any) to its closing quote: what to remove to leave no encoding declared.
  let range: Range<Int>
  /// The name between the quotes, as written (`UTF-8`).
  let name: String

  /// XML's white space (production 3, `S`): space, tab, line feed, carriage return; the only
  /// characters libxml2 skips around `=` in a declaration.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Whether `bytes` start with an XML declaration: `<?xml` and white space (`<?xml-stylesheet`
  /// is a processing instruction, not a declaration; the fifty-third attack's A53-5).
  static func startsWithDeclaration(_ bytes: [UInt8]) -> Bool {
    bytes.count > 5 && bytes.starts(with: "<?xml".utf8) && isSpace(bytes[5])
  }

  /// Every `encoding = "name"` (or `'name'`) in `declaration`, in order and apart: the bytes of
  /// a declaration up to its `?>` (or its first `>`). The name is whatever stands between the
  /// quotes; white space may stand around `=`.
  static func all(in declaration: ArraySlice<UInt8>) -> [XMLEncodingDeclaration] {
    let word = Array("encoding".utf8)
    var found: [XMLEncodingDeclaration] = []
    // A quote that has no closing one after some place has none after any later place.
    var unclosed: Set<UInt8> = []
    var index = declaration.startIndex
    var searchedBack = declaration.startIndex
    while index + word.count <= declaration.endIndex {
      guard declaration[index] == word[0], declaration[index..<index + word.count].elementsEqual(word) else {
        index += 1
        continue
      }
      var next = index + word.count
      while next < declaration.endIndex, isSpace(declaration[next]) { next += 1 }
      guard next < declaration.endIndex, declaration[next] == UInt8(ascii: "=") else {
        index = next
        continue
      }
      next += 1
      while next < declaration.endIndex, isSpace(declaration[next]) { next += 1 }
      guard next < declaration.endIndex,
        declaration[next] == UInt8(ascii: "\"") || declaration[next] == UInt8(ascii: "'"),
        !unclosed.contains(declaration[next])
      else {
        index = max(next, index + 1)
        continue
      }
      let quote = declaration[next]
      guard let close = declaration[(next + 1)...].firstIndex(of: quote) else {
        unclosed.insert(quote)
        index = next + 1
        continue
      }
      // The white space before the word, looked at once (not past the previous match).
      var start = index
      while start > searchedBack, isSpace(declaration[start - 1]) { start -= 1 }
      found.append(
        XMLEncodingDeclaration(
          range: start..<(close + 1), name: String(decoding: declaration[(next + 1)..<close], as: UTF8.self)))
      index = close + 1
      searchedBack = index
    }
    return found
  }
}
