/// Refuses XML that declares anything in a DTD of its own (entities, attribute lists, notations,
/// elements), or that would crash Foundation's parser or make it work for minutes, before any
/// parser sees it.
///
/// Entity declarations are how external-entity (XXE) and exponential-expansion ("billion
/// laughs") attacks work. No localization format needs them, so a document with an `<!ENTITY`
/// declaration anywhere in its markup (in practice, in the DOCTYPE's internal subset) is
/// rejected whole with an ``LocalizationDiagnostic/Kind/unsafeXML`` diagnostic. So is one with an
/// `<!ATTLIST` declaration: the parser (libxml2, asked by Foundation's `XMLParser` for default
/// attributes) adds the defaults it declares to every element it names, where the file does not
/// show them, which can drop or relabel strings and costs work and memory the size of the file
/// does not bound (``Finding/attributeListDeclaration(line:)``); one with a `<!NOTATION`,
/// which crashes Foundation's parser (``Finding/notationDeclaration(line:)``); and one with an
/// `<!ELEMENT`, whose content model the parser holds at many times its size
/// (``Finding/elementDeclaration(line:)``): no internal subset declares anything. A DOCTYPE that
/// only names an external DTD (as every `.stringsdict` does) is fine: external entities are
/// never loaded.
///
/// The scan follows XML's own rules for what is markup (XML 1.0, sections 2.5 to 2.8,
/// <https://www.w3.org/TR/xml/>): comments, CDATA sections and processing instructions are
/// skipped whole, and quoted literals inside declarations are skipped to their closing quote,
/// so neither a `]` nor a `<!DOCTYPE` written inside them can hide a declaration from the scan.
enum XMLSafety {
  /// The most attributes one start tag may have. libxml2 2.9 checks each attribute of a start
  /// tag against every earlier one, so the parse time grows with the square of their number
  /// (100,000 attributes on one element: 27 s); no localization format needs more than a few.
  static let maximumAttributesPerElement = 128

  /// The most namespace declarations (`xmlns`, `xmlns:p` attributes) a document may hold. libxml2
  /// 2.9 resolves each prefixed name by scanning the namespaces in scope, so 32,000 declarations
  /// (127 on each of 250 nested elements, within the other limits) made a 9.98 MB file take 49 s,
  /// most of it in libxml2 (the fifty-third attack's A53-7). Localization files declare a few
  /// (`xliff`, `tools`, `xsi`) on their root.
  static let maximumNamespaceDeclarations = 256

  /// What the scan refuses, at its place.
  enum Finding: Equatable {
    /// An `<!ENTITY` declaration, at its 1-based line.
    case entityDeclaration(line: Int)
    /// An `<!ATTLIST` declaration, at its 1-based line: the parser gives every element it names
    /// the default values it declares, attributes the elements do not show (the fifty-first
    /// attack's A51-13, A51-15, A51-16: `translatable CDATA "false"` dropped every `<string>`
    /// of an Android file; 8,000 defaults on 3,000 elements took 308 s and 1.6 GB, past the
    /// start-tag guard; one 2 MB default copied to 2,500 elements failed an allocation).
    case attributeListDeclaration(line: Int)
    /// A `<!NOTATION` declaration, at its 1-based line: one with a system identifier alone
    /// crashes Foundation's `XMLParser` on Linux, which passes the absent public identifier to
    /// `strlen` (found while fixing A51-13: SIGSEGV on a three-line Android file).
    case notationDeclaration(line: Int)
    /// An `<!ELEMENT` declaration, at its 1-based line: libxml2 builds its content model in
    /// memory far beyond its size (a 9.9 MB `(b|b|…)` took 908 MB, and under a memory limit
    /// Foundation's error path crashed: the fifty-second attack's A52-4).
    case elementDeclaration(line: Int)
    /// A start tag with more attributes than the limit, at the tag's `<`.
    case tooManyAttributes(line: Int, column: Int, element: String, limit: Int)
    /// The start tag whose namespace declarations bring the document's past
    /// ``maximumNamespaceDeclarations``, at the tag's `<`.
    case tooManyNamespaceDeclarations(line: Int, column: Int, limit: Int)
    /// The first place where the document is certainly not well-formed XML in a way that costs
    /// libxml2 time growing with the square of the input (``XMLMalformation``).
    case malformed(XMLMalformation)
  }

  /// The first entity declaration or over-full start tag in document order; failing those,
  /// the first ``XMLMalformation``; or `nil`.
  ///
  /// - Parameters:
  ///   - bytes: The document as UTF-8 (or any ASCII-compatible encoding).
  ///   - maximumAttributes: The most attributes a start tag may have.
  static func firstFinding(
    in bytes: [UInt8], maximumAttributes: Int = maximumAttributesPerElement
  ) -> Finding? {
    var scanner = MarkupScanner(bytes: bytes)
    return scanner.run(maximumAttributes: maximumAttributes) ?? scanner.malformation.map { .malformed($0) }
  }

  /// The 1-based line of the first entity declaration, or `nil` if there is none.
  static func entityDeclarationLine(in bytes: [UInt8]) -> Int? {
    guard case .entityDeclaration(let line) = firstFinding(in: bytes, maximumAttributes: .max) else {
      return nil
    }
    return line
  }

  /// The 1-based line of the first processing instruction with no data (`<?name?>`) anywhere
  /// in the document, or `nil` if there is none.
  ///
  /// libxml2 reports such an instruction with a null data pointer, and Foundation's `XMLParser`
  /// on Linux passes that pointer to `strlen` and crashes (found by the `stringsdict` fuzz
  /// target with the 14 bytes `<?xml\u{D7}?>\n<plot`). No localization format uses processing
  /// instructions, so such a document is refused before the parser sees it. A comment or CDATA
  /// section is passed over (`<?b?>` in it is text) only when it is closed and holds nothing
  /// the parser would stop at — invalid UTF-8 or a control character other than tab, line feed
  /// and carriage return: after such a byte libxml2 may go on parsing what follows as markup
  /// (the `android` fuzz target found an unterminated `<!-- …\u{A5}…` followed by `<?xm?>`
  /// inside an attribute value).
  static func dataLessProcessingInstructionLine(in bytes: [UInt8]) -> Int? {
    let question = UInt8(ascii: "?")
    let close = UInt8(ascii: ">")
    // A name ends at white space, `?`, `>` or `<` (the start of the next markup, which is
    // scanned in its turn: `<?<?xml?>` holds the instruction `<?xml?>`).
    let nameEnds: [UInt8] = [0x20, 0x09, 0x0A, 0x0D, close, UInt8(ascii: "<")]
    // One search per closer serves every opener up to the closer it found (or to the end of
    // the document when it found none), so many openers cost one pass, not one pass each.
    var sections = [
      (opener: Array("<!--".utf8), closer: SectionCloser(Array("-->".utf8))),
      (opener: Array("<![CDATA[".utf8), closer: SectionCloser(Array("]]>".utf8))),
    ]
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if bytes[index + 1] == UInt8(ascii: "!") {
        for kind in sections.indices where bytes[index...].starts(with: sections[kind].opener) {
          let start = index + sections[kind].opener.count
          if let end = sections[kind].closer.plainEnd(from: start, in: bytes) { index = end }
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
        return LineEnding.line(of: index, in: bytes)
      }
      index = end
    }
    return nil
  }

  static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
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

/// Walks the markup of a document the way an XML parser finds it, without building anything.
private struct MarkupScanner {
  let bytes: [UInt8]
  private var line = 1
  private var lineStart = 0
  private var counted = 0
  /// The namespace declarations of the start tags scanned so far.
  private var namespaceDeclarations = 0
  /// The first place the document is certainly malformed, in document order.
  private(set) var malformation: XMLMalformation?

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func run(maximumAttributes: Int) -> XMLSafety.Finding? {
    let less = UInt8(ascii: "<")
    var index = 0
    while let open = bytes[index...].firstIndex(of: less) {
      let rest = bytes[open...]
      if rest.starts(with: "<!--".utf8) {
        index = endOfComment(at: open)
      } else if rest.starts(with: "<![CDATA[".utf8) {
        index = end(of: "]]>", from: open + 9, opener: open, unclosed: .unclosedCDATA)
      } else if rest.starts(with: "<?".utf8) {
        let declaration = open == 0 && XMLEncodingDeclaration.startsWithDeclaration(bytes)
        let named = open + 2 < bytes.count && Self.startsName(bytes[open + 2])
        index = end(
          of: "?>", from: open + 2, opener: open,
          unclosed: declaration
            ? .unclosedXMLDeclaration : named ? .unclosedProcessingInstruction : .unnamedProcessingInstruction
        )
      } else if rest.starts(with: "<!ENTITY".utf8) {
        return .entityDeclaration(line: position(of: open).line)
      } else if rest.starts(with: "<!ATTLIST".utf8) {
        return .attributeListDeclaration(line: position(of: open).line)
      } else if rest.starts(with: "<!NOTATION".utf8) {
        return .notationDeclaration(line: position(of: open).line)
      } else if rest.starts(with: "<!ELEMENT".utf8) {
        return .elementDeclaration(line: position(of: open).line)
      } else if rest.starts(with: "<!".utf8) {
        // DOCTYPE: skip to the `>` that ends it, or into the
        // DOCTYPE's internal subset at its `[`, so the subset's declarations are scanned in turn.
        index = endOfDeclaration(from: open + 2)
      } else {
        let (next, attributes, namespaces, lessThanInValue) = startTag(from: open + 1)
        if attributes > maximumAttributes {
          let place = position(of: open)
          return .tooManyAttributes(
            line: place.line, column: place.column, element: elementName(at: open + 1),
            limit: maximumAttributes)
        }
        namespaceDeclarations += namespaces
        if namespaceDeclarations > XMLSafety.maximumNamespaceDeclarations {
          let place = position(of: open)
          return .tooManyNamespaceDeclarations(
            line: place.line, column: place.column, limit: XMLSafety.maximumNamespaceDeclarations)
        }
        if let lessThanInValue { note(.lessThanInAttributeValue, at: lessThanInValue) }
        index = next
      }
    }
    return nil
  }

  /// The index after `closer`, searching from `start`; the end of the document if it never
  /// comes, which makes the section opened at `opener` `unclosed`.
  private mutating func end(
    of closer: String, from start: Int, opener: Int, unclosed: XMLMalformation.Problem
  ) -> Int {
    let needle = Array(closer.utf8)
    guard let found = XMLSafety.find(needle, in: bytes, from: start) else {
      note(unclosed, at: opener)
      return bytes.count
    }
    return found + needle.count
  }

  /// The index after the `-->` closing the comment opened at `open`, or the end of the
  /// document. A comment may hold no `--` but its closer's (XML 1.0, production 15): the first
  /// `--` after the opener is either that closer or makes the document malformed, so one search
  /// finds both.
  private mutating func endOfComment(at open: Int) -> Int {
    guard let hyphens = XMLSafety.find(Array("--".utf8), in: bytes, from: open + 4) else {
      note(.unclosedComment, at: open)
      return bytes.count
    }
    guard hyphens + 2 < bytes.count, bytes[hyphens + 2] == UInt8(ascii: ">") else {
      note(.doubleHyphenInComment, at: hyphens)
      // The parser goes on to the closer; so does the scan, for what follows it.
      return XMLSafety.find(Array("-->".utf8), in: bytes, from: hyphens).map { $0 + 3 } ?? bytes.count
    }
    return hyphens + 3
  }

  /// Whether `byte` can start an XML name (XML 1.0, production 4: a letter, `_`, `:`, or any
  /// character past ASCII, whose UTF-8 bytes are all 0x80 or more).
  static func startsName(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: ":") || byte >= 0x80
  }

  /// Keeps `problem` at `index` when it is the first.
  private mutating func note(_ problem: XMLMalformation.Problem, at index: Int) {
    guard malformation == nil else { return }
    let place = position(of: index)
    malformation = XMLMalformation(problem: problem, line: place.line, column: place.column)
  }

  /// The index after the `>` (or the `[` of an internal subset) ending a declaration, skipping
  /// quoted literals whole.
  private func endOfDeclaration(from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        let quote = bytes[index]
        index = bytes[(index + 1)...].firstIndex(of: quote) ?? bytes.count
      case UInt8(ascii: ">"), UInt8(ascii: "["):
        return index + 1
      default:
        break
      }
      index += 1
    }
    return bytes.count
  }

  /// The index after a start or end tag's `>`, its number of attributes (its `=` signs
  /// outside quoted values), and the index of a `<` inside an attribute value (a quote after
  /// `=` in a start tag that begins with a name: elsewhere the parser stops at another error
  /// first). A `<` ends the scan of the tag: it cannot appear inside one, so the parser stops
  /// there too, and the scan goes on from it.
  private func startTag(from start: Int) -> (
    next: Int, attributes: Int, namespaces: Int, lessThanInValue: Int?
  ) {
    let named = start < bytes.count && Self.startsName(bytes[start])
    var index = start
    var attributes = 0
    var namespaces = 0
    var quote: UInt8?
    var quotesValue = false
    var afterEquals = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        return (index, attributes, namespaces, quote != nil && quotesValue && named ? index : nil)
      }
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
        quotesValue = afterEquals
        afterEquals = false
      } else if byte == UInt8(ascii: "=") {
        attributes += 1
        afterEquals = true
        index += 1
        continue
      } else if byte == UInt8(ascii: ">") {
        return (index + 1, attributes, namespaces, nil)
      } else if ![0x20, 0x09, 0x0A, 0x0D].contains(byte) {
        if byte == UInt8(ascii: "x"), Self.startsNamespaceDeclaration(bytes, at: index) { namespaces += 1 }
        afterEquals = false
      }
      index += 1
    }
    return (bytes.count, attributes, namespaces, nil)
  }

  /// Whether an attribute name `xmlns` or `xmlns:…` starts at `index` of a start tag, outside a
  /// value: after white space, and followed by `:`, `=` or white space.
  private static func startsNamespaceDeclaration(_ bytes: [UInt8], at index: Int) -> Bool {
    guard index > 0, XMLEncodingDeclaration.isSpace(bytes[index - 1]), index + 5 < bytes.count,
      bytes[index..<index + 5].elementsEqual("xmlns".utf8)
    else { return false }
    let after = bytes[index + 5]
    return after == UInt8(ascii: ":") || after == UInt8(ascii: "=") || XMLEncodingDeclaration.isSpace(after)
  }

  /// The element name starting at `start`, at most 64 bytes, for the message.
  private func elementName(at start: Int) -> String {
    var end = start
    let stops: [UInt8] = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "<")]
    while end < bytes.count, end - start < 64, !stops.contains(bytes[end]) { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The 1-based line and byte column of `index`, lines ending as ``LineEnding`` says (a bare
  /// carriage return too: thirty-fourth attack A34-3). Positions are asked for in increasing
  /// order, so the line ends are counted once.
  private mutating func position(of index: Int) -> (line: Int, column: Int) {
    while counted < index {
      if LineEnding.endsLine(bytes, at: counted) {
        line += 1
        lineStart = counted + 1
      }
      counted += 1
    }
    return (line, index - lineStart + 1)
  }
}
