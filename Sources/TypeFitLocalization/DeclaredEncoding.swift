/// The encoding an XML document declares (`<?xml version="1.0" encoding="ISO-8859-1"?>`),
/// grouped by how TypeFit reads it.
enum DeclaredEncoding: Equatable {
  /// None declared, or UTF-8 / UTF-16 (or a byte-order mark): read by ``SourceTextDecoder``.
  case unicode
  /// ISO-8859-1: each byte is the code point of the same number.
  case latin1
  /// US-ASCII: each byte below 0x80 is the code point of the same number; bytes above are read
  /// as ISO-8859-1, and reported.
  case ascii
  /// windows-1252.
  case windows1252
  /// Any other encoding, by the name the document gives.
  case unsupported(String)

  /// The names of UTF-8 a declaration may give, in lower case.
  static let utf8Names: Set<String> = ["utf-8", "utf8"]
  /// The names of UTF-16 a declaration may give, in lower case: `UTF-16` leaves the byte order to
  /// the byte-order mark, `UTF-16LE` and `UTF-16BE` name one.
  static let utf16Names: Set<String> = ["utf-16", "utf16", "utf-16le", "utf-16be"]

  init(_ bytes: [UInt8]) {
    // `<?xml` and a space: `<?xml-stylesheet …?>` is a processing instruction (A53-5).
    guard XMLEncodingDeclaration.startsWithDeclaration(bytes) else {
      self = .unicode
      return
    }
    // The whole declaration, however long (the fifty-second attack's A52-1: one padded past 256
    // bytes hid `encoding="UTF-7"`, which libxml2 then decoded, markup the scan never saw).
    guard let end = bytes.firstIndex(of: UInt8(ascii: ">")) else {
      self = .unicode
      return
    }
    guard let found = XMLEncodingDeclaration.all(in: bytes[..<end]).first else {
      self = .unicode
      return
    }
    let name = found.name
    switch name.lowercased() {
    case let folded where Self.utf8Names.contains(folded) || Self.utf16Names.contains(folded): self = .unicode
    case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1": self = .latin1
    case "us-ascii", "ascii": self = .ascii
    case "windows-1252", "cp1252": self = .windows1252
    default: self = .unsupported(String(name))
    }
  }
}
