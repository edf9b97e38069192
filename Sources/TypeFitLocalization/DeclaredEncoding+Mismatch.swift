extension DeclaredEncoding {
  /// A warning when the XML declaration of a document read as Unicode names an encoding its
  /// bytes are not in, or `nil`: `encoding="UTF-16"` on UTF-8 bytes (no byte-order mark, which
  /// UTF-16 needs; the fifty-third attack's A53-4), `encoding="UTF-8"` on UTF-16 with its mark, or any
  /// other name after a byte-order mark, which decides (the fifty-fifth attack's L1: a mark and
  /// `encoding="UTF-7"`). The text is read as its bytes are, and the declaration is taken out
  /// of what the XML parser reads (``XMLTreeBuilder/withoutEncodingDeclaration(_:)``); XML 1.0
  /// calls a declaration that names another encoding than the entity's an error (section 4.3.3,
  /// "Character Encoding in Entities", <https://www.w3.org/TR/xml/#charencoding>), so the file
  /// is read and the author told.
  ///
  /// - Parameters:
  ///   - text: the document as decoded, byte-order marks left over included.
  ///   - encoding: what ``SourceTextDecoder`` read it as.
  ///   - byteOrderMark: whether the bytes began with a byte-order mark.
  static func mismatch(
    inDecoded text: String, readAs encoding: SourceTextDecoder.Encoding, byteOrderMark: Bool, path: String
  ) -> LocalizationDiagnostic? {
    // Only the declaration's bytes are read: the marks before it, then up to its `>`.
    var declaration: [UInt8] = []
    for scalar in text.unicodeScalars.drop(while: { $0 == "\u{FEFF}" }) {
      if scalar.isASCII {
        declaration.append(UInt8(scalar.value))
      } else {
        declaration.append(contentsOf: String(scalar).utf8)
      }
      if scalar == ">" { break }
    }
    guard XMLEncodingDeclaration.startsWithDeclaration(declaration),
      let name = XMLEncodingDeclaration.all(in: declaration[...]).first?.name
    else { return nil }
    let folded = name.lowercased()
    let read: String
    switch encoding {
    case .utf8:
      guard !utf8Names.contains(folded) else { return nil }
      read = "UTF-8"
    case .utf16LittleEndian, .utf16BigEndian:
      let little = encoding == .utf16LittleEndian
      // Any name of UTF-16 but the one of the other byte order.
      let agrees = utf16Names.contains(folded) && folded != (little ? "utf-16be" : "utf-16le")
      guard !agrees else { return nil }
      read = little ? "UTF-16 little-endian" : "UTF-16 big-endian"
    }
    let why =
      byteOrderMark
      ? "the file begins with a \(read) byte-order mark, which decides"
      : "the file has no byte-order mark and its bytes are read as \(read)"
    return LocalizationDiagnostic(
      kind: .invalidEncoding, severity: .warning, file: path, line: 1,
      message:
        "the XML declaration names encoding '\(TerminalText.escaped(name))', but \(why); read as \(read): "
        + "declare the encoding the file is in, or save it as UTF-8 and declare that")
  }
}
