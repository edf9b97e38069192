import Foundation
import Testing

@testable import TypeFitLocalization

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// XML that must never reach Foundation's parser: UTF-32 text (which crashes it), entity
/// declarations hidden from a naive scan, and start tags with enough attributes to make the
/// parse quadratic. UTF-32 `.strings` and `.xcstrings` files are refused with one message too.
@Suite("Hostile input: XML safety and UTF-32")
struct HostileXMLSafetyTests {
  /// `text` as UTF-32 code units in the given byte order, after an optional byte order mark.
  private func utf32(_ text: String, bigEndian: Bool, byteOrderMark: Bool) -> Data {
    var bytes: [UInt8] = []
    for scalar in (byteOrderMark ? "\u{FEFF}" : "").unicodeScalars + text.unicodeScalars {
      let value = scalar.value
      let unit = [
        UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
      ]
      bytes += bigEndian ? unit : unit.reversed()
    }
    return Data(bytes)
  }

  private static let android =
    "<?xml version=\"1.0\" encoding=\"UCS-4\"?>\n<resources><string name=\"a\">x</string></resources>"

  @Test(
    "UTF-32 XML in any byte order, with or without a byte order mark or declaration, is refused by name",
    arguments: [
      (false, true, "little-endian, found by its byte order mark"),
      (true, true, "big-endian, found by its byte order mark"),
      (false, false, "little-endian, found by its zero bytes"),
      (true, false, "big-endian, found by its zero bytes"),
    ])
  func utf32XML(bigEndian: Bool, byteOrderMark: Bool, evidence: String) {
    let message =
      "the file is UTF-32 (UCS-4, \(evidence)), which TypeFit does not read (UTF-8 and UTF-16 are read); "
      + "save the file as UTF-8; nothing read"
    for (format, path, text) in [
      (LocalizationFormat.android, "res/values-de/strings.xml", Self.android),
      (
        .stringsdict, "de.lproj/Localizable.stringsdict",
        "<?xml version=\"1.0\" encoding=\"UTF-32\"?>\n<plist version=\"1.0\"><dict><key>a</key><string>x</string></dict></plist>"
      ),
      (
        .xliff, "de.xliff",
        "<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" target-language=\"de\"><body><trans-unit id=\"k\"><source>a</source><target>b</target></trans-unit></body></file></xliff>"
      ),
    ] {
      let data = utf32(text, bigEndian: bigEndian, byteOrderMark: byteOrderMark)
      let result = LocalizationReader.read(data, path: path, format: format)
      #expect(result.strings.isEmpty, "\(format)")
      #expect(
        result.diagnostics.map { "\($0.kind)@\($0.line ?? 0): \($0.message)" } == [
          "invalidEncoding@1: " + message
        ])
      #expect(result.diagnostics.first?.severity == .error)
    }
  }

  @Test("UCS-4 in the two unusual byte orders (2143, 3412) is refused before the parser sees it")
  func unusualByteOrders() {
    for (prefix, order) in [
      ([0x00, 0x00, 0x3C, 0x00] as [UInt8], "2143"), ([0x00, 0x3C, 0x00, 0x00], "3412"),
    ] {
      let result = LocalizationReader.read(
        Data(prefix + [0, 0, 0, 0x3F]), path: "res/values/strings.xml", format: .android)
      #expect(result.diagnostics.map(\.kind) == [.invalidEncoding])
      #expect(result.diagnostics.first?.message.contains("unusual byte order \(order)") == true)
    }
  }

  @Test("a UTF-32 .strings or .xcstrings file gives one clear error, not one per line")
  func utf32StringsAndCatalog() {
    let strings = LocalizationReader.read(
      utf32("\"a\" = \"ä\";\n\"b\" = \"c\";\n", bigEndian: false, byteOrderMark: true),
      path: "de.lproj/Localizable.strings", format: .strings)
    #expect(strings.strings.isEmpty)
    #expect(
      strings.diagnostics.map(\.message) == [
        "the file is UTF-32 (UCS-4, little-endian, found by its byte order mark), which TypeFit does not read "
          + "(UTF-8 and UTF-16 are read); save the file as UTF-8; nothing read"
      ])
    let catalog = LocalizationReader.read(
      utf32(#"{"sourceLanguage":"en","strings":{}}"#, bigEndian: true, byteOrderMark: false),
      path: "Localizable.xcstrings", format: .xcstrings)
    #expect(catalog.strings.isEmpty)
    #expect(catalog.diagnostics.map { "\($0.kind)@\($0.line ?? 0)" } == ["invalidEncoding@1"])
  }

  @Test("UTF-16 without a byte order mark, and UTF-8 with NUL bytes, are not taken for UTF-32")
  func notUTF32() {
    let utf16 = LocalizationReader.read(
      Data("\"a\" = \"ä\";\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
      path: "de.lproj/Localizable.strings", format: .strings)
    #expect(utf16.diagnostics.isEmpty)
    #expect(utf16.strings.map(\.value) == ["ä"])
    let nul = LocalizationReader.read(
      Data("\"a\u{0}b\" = \"x\u{0}y\";\n\"c\" = \"d\";\n".utf8), path: "de.lproj/Localizable.strings",
      format: .strings)
    #expect(nul.strings.map(\.key) == ["a\u{0}b", "c"])
  }

  /// Documents whose entity declarations a scan stopping at the first `]`, or taking the first
  /// `<!DOCTYPE` anywhere, would miss; each with the line of its `<!ENTITY`.
  static let hiddenEntities: [(String, Int)] = [
    ("<!DOCTYPE resources [<!-- ] --><!ENTITY x \"INJECTED\">]>", 2),
    ("<!-- <!DOCTYPE x> -->\n<!DOCTYPE resources [<!ENTITY x \"INJECTED\">]>", 3),
    ("<?foo <!DOCTYPE x> ?>\n<!DOCTYPE resources [<!ENTITY x \"INJECTED\">]>", 3),
    ("<!DOCTYPE resources SYSTEM \"a]b[\" [\n<!ENTITY x \"INJECTED\">]>", 3),
    ("<!DOCTYPE resources [<!-- ] --><!ENTITY % p SYSTEM \"file:///etc/passwd\"> %p;]>", 2),
    ("<!DOCTYPE resources [<?pi ]?><!ENTITY x \"INJECTED\">]>", 2),
  ]

  @Test("an entity declaration hidden behind ']' in a comment, literal or instruction is still refused")
  func hiddenEntityDeclarations() {
    for (doctype, line) in Self.hiddenEntities {
      let xml =
        "<?xml version=\"1.0\"?>\n\(doctype)\n<resources><string name=\"leak\">&x;</string><string name=\"ok\">fine</string></resources>\n"
      let result = LocalizationReader.read(
        Data(xml.utf8), path: "res/values-de/strings.xml", format: .android)
      #expect(result.strings.isEmpty, "\(doctype)")
      #expect(
        result.diagnostics.map { "\($0.kind)@\($0.line ?? 0): \($0.message)" } == [
          "unsafeXML@\(line): XML declares entities (<!ENTITY>); refused to avoid entity expansion attacks"
        ], "\(doctype)")
    }
  }

  @Test("the same bypass in a stringsdict, an XLIFF and a UTF-16 document is refused too")
  func hiddenEntitiesInOtherFormats() {
    let doctype = "<!DOCTYPE root [<!-- ] --><!ENTITY x \"INJECTED\">]>"
    let stringsdict = LocalizationReader.read(
      Data(
        "<?xml version=\"1.0\"?>\n\(doctype)\n<plist version=\"1.0\"><dict><key>a</key><string>&x;</string></dict></plist>"
          .utf8), path: "de.lproj/Localizable.stringsdict", format: .stringsdict)
    let xliff = LocalizationReader.read(
      Data(
        "<?xml version=\"1.0\"?>\n\(doctype)\n<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" target-language=\"de\"><body><trans-unit id=\"k\"><source>s</source><target>&x;</target></trans-unit></body></file></xliff>"
          .utf8), path: "de.xliff", format: .xliff)
    let utf16Text =
      "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n\(doctype)\n<resources><string name=\"a\">&x;</string></resources>"
    let utf16 = LocalizationReader.read(
      Data(utf16Text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }), path: "res/values/strings.xml",
      format: .android)
    for result in [stringsdict, xliff, utf16] {
      #expect(result.strings.isEmpty)
      #expect(result.diagnostics.map { "\($0.kind)@\($0.line ?? 0)" } == ["unsafeXML@2"])
    }
  }

  @Test("entity-like text in comments, CDATA, instructions and literals is not a declaration")
  func entityLookAlikes() {
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE resources SYSTEM "<!ENTITY in a literal" [
        <!-- <!ENTITY in a comment> -->
        <?pi <!ENTITY in an instruction ?>
      ]>
      <resources><string name="a"><![CDATA[<!ENTITY x "y">]]></string><string name="b">B</string></resources>
      """
    let result = LocalizationReader.read(Data(xml.utf8), path: "res/values/strings.xml", format: .android)
    #expect(!result.diagnostics.contains { $0.kind == .unsafeXML })
  }

  @Test("a start tag with more than 128 attributes is refused at its '<' before parsing; 128 are read")
  func manyAttributes() {
    func android(_ count: Int) -> Data {
      let attributes = (0..<count).map { " a\($0)=\"x\"" }.joined()
      return Data(
        "<?xml version=\"1.0\"?>\n<resources>\n  <string name=\"k\"\(attributes)>v</string></resources>".utf8)
    }
    let over = LocalizationReader.read(android(128), path: "res/values/strings.xml", format: .android)
    #expect(over.strings.isEmpty)
    #expect(
      over.diagnostics.map { "\($0.kind)@\($0.line ?? 0):\($0.column ?? 0): \($0.message)" } == [
        "unsafeXML@3:3: start tag <string> has more than 128 attributes; refused before parsing "
          + "(the parser's time grows with the square of their number)"
      ])
    let limit = LocalizationReader.read(android(127), path: "res/values/strings.xml", format: .android)
    #expect(limit.diagnostics.isEmpty)
    #expect(limit.strings.map(\.value) == ["v"])
    #expect(
      XMLSafety.firstFinding(in: Array("<a b='=' c=\"=>\"/><d e='1'>".utf8), maximumAttributes: 1)
        == .tooManyAttributes(line: 1, column: 1, element: "a", limit: 1))
  }

  /// `dataLessProcessingInstructionLine` as it was first written: it searches for the closer
  /// from every opener, so it is kept here only to check the one-pass scan against, on short
  /// documents.
  private static func referenceInstructionLine(in bytes: [UInt8]) -> Int? {
    func find(_ needle: [UInt8], from start: Int) -> Int? {
      guard start <= bytes.count - needle.count else { return nil }
      return (start...(bytes.count - needle.count)).first {
        bytes[$0..<$0 + needle.count].elementsEqual(needle)
      }
    }
    func isPlain(_ text: ArraySlice<UInt8>) -> Bool {
      text.allSatisfy { $0 >= 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        && String(validating: text, as: UTF8.self) != nil
    }
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if bytes[index + 1] == UInt8(ascii: "!") {
        for (opener, closer) in [("<!--", "-->"), ("<![CDATA[", "]]>")]
        where bytes[index...].starts(with: opener.utf8) {
          let start = index + opener.utf8.count
          if let end = find(Array(closer.utf8), from: start), isPlain(bytes[start..<end]) { index = end }
          break
        }
        index += 1
        continue
      }
      guard bytes[index + 1] == UInt8(ascii: "?") else {
        index += 1
        continue
      }
      var end = index + 2
      while end < bytes.count, ![UInt8(ascii: "?"), 0x20, 0x09, 0x0A, 0x0D, 0x3E, 0x3C].contains(bytes[end]) {
        end += 1
      }
      if end > index + 2, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == 0x3E {
        return bytes[..<index].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
      }
      index = end
    }
    return nil
  }

  @Test("the one-pass instruction scan finds what searching from every opener found")
  func instructionScanMatchesReference() {
    let pieces: [[UInt8]] = [
      Array("<!--".utf8), Array("-->".utf8), Array("<![CDATA[".utf8), Array("]]>".utf8), Array("<?b?>".utf8),
      Array("<?".utf8), Array("?>".utf8), [0x0A], [0x01], [0xC3, 0xA9], [0xC3], [0xA9], [0xE2, 0x82],
      [0xED, 0xA0, 0x80],
      [0xF0, 0x9F, 0x98, 0x80], [0xF4, 0x90, 0x80, 0x80], Array("x".utf8), Array("<".utf8), Array("-".utf8),
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let bytes = (0..<Int.random(in: 0...14, using: &generator)).flatMap { _ in
        pieces.randomElement(using: &generator)!
      }
      #expect(
        XMLSafety.dataLessProcessingInstructionLine(in: bytes) == Self.referenceInstructionLine(in: bytes),
        "\(bytes)")
    }
  }

  @Test(
    "hundreds of thousands of comment or CDATA openers are scanned in one pass, and what follows is still seen",
    arguments: [
      // Unclosed openers: nothing is skipped, so the instruction after them is found.
      ("<a>", String(repeating: "<!--", count: 300_000) + "\n<?b?>", 2),
      ("<a>", String(repeating: "<![CDATA[", count: 150_000) + "\n<?b?>", 2),
      // A closed comment of plain text holding openers is skipped whole, instruction and all.
      ("<!--", String(repeating: "<!--", count: 300_000) + " <?b?> -->", nil),
      ("<![CDATA[", String(repeating: "<![CDATA[", count: 150_000) + " <?b?> ]]>", nil),
      // One holding a control character is not: the parser may stop there and read on as markup.
      ("<!--", String(repeating: "<!--", count: 300_000) + "\u{01}\n<?b?> -->", 2),
      ("<!--", String(repeating: "<!--", count: 300_000) + "\u{01}-->\n<?b?>", 2),
    ] as [(String, String, Int?)])
  func openerFlood(head: String, tail: String, line: Int?) {
    let bytes = Array((head + tail).utf8)
    #expect(XMLSafety.dataLessProcessingInstructionLine(in: bytes) == line)
  }
}

/// Malformed XML that costs libxml2 quadratic time (eighth attack F23: `--` in a comment, a
/// `<` in an attribute value, sections without a closer) is refused by the safety scan in the
/// parser's own words, in all three XML formats; look-alikes inside sections and literals are not.
@Suite("Hostile input: XML malformed in ways the parser is slow on")
struct HostileXMLMalformationTests {
  /// `body` (from line 2 on) inside each format's root element, after an XML declaration
  /// line; with the byte length of the root's start tag, which precedes the body on line 2.
  static func documents(_ body: String) -> [(LocalizationFormat, String, String, rootTag: Int)] {
    [
      (.android, "res/values-de/strings.xml", "<?xml version=\"1.0\"?>\n<resources>\(body)</resources>", 11),
      (
        .stringsdict, "de.lproj/Localizable.stringsdict", "<?xml version=\"1.0\"?>\n<plist>\(body)</plist>", 7
      ),
      (.xliff, "de.xliff", "<?xml version=\"1.0\"?>\n<xliff>\(body)</xliff>", 7),
    ]
  }

  /// Each case: the text after the root's start tag, and the line, column (from the start of
  /// line 2, after the 7-to-11-byte start tag: given relative to the body) and libxml2 error.
  static let cases: [(String, body: String, line: Int, bodyColumn: Int, code: Int)] = [
    ("'--' in a comment, at the '--'", "\n  <!-- a -- b -->", 3, 10, 80),
    ("'<!--' in a comment holds '--'", "<!-- a <!-- b -->", 2, 10, 80),
    ("a comment ending in '--->'", "<!-- a --->", 2, 8, 80),
    ("many unclosed openers: the first '--' after the first", "<!--<!--<!--", 2, 7, 80),
    ("an unclosed comment, at its '<!--'", "\n\n <!-- open <a/>", 4, 2, 45),
    ("an unclosed CDATA section, at its '<![CDATA['", "<s><![CDATA[ <!-- -- </s>", 2, 4, 63),
    ("an unclosed processing instruction, at its '<?'", "\n<?tool data <!-- -- ", 3, 1, 47),
    ("an unclosed '<?' without a name, at the '<?'", "\n<? <!-- -- ", 3, 1, 46),
    ("'<' in an attribute value, at the '<'", "<s a=\"x<!-- -- -->\">t</s>", 2, 8, 38),
    ("'<' in a single-quoted value", "\n<s a='<'/>", 3, 7, 38),
  ]

  @Test("refused before parsing with the parser's words at the place", arguments: cases)
  func refused(_ what: String, body: String, line: Int, bodyColumn: Int, code: Int) {
    for (format, path, text, rootTag) in Self.documents(body) {
      let result = LocalizationReader.read(Data(text.utf8), path: path, format: format)
      let column = line == 2 ? rootTag + bodyColumn : bodyColumn
      #expect(result.strings.isEmpty, "\(what), \(format)")
      #expect(
        result.diagnostics.map { "\($0.kind) \($0.file):\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
          == [
            "syntaxError \(path):\(line):\(column): \(XMLTreeBuilder.message(for: code))"
          ], "\(what), \(format)")
      // The scan names the error libxml2 names for the same text (at the same place for '--'
      // and '<'; libxml2 names an unclosed section at the end of the document, and an unclosed
      // CDATA section only as an unexpected end, error 5).
      let parsed = Self.libxml2FirstError(text)
      #expect(parsed.code == (code == 63 ? 5 : code), "\(what), \(format)")
      if code == 80 || code == 38 { #expect(parsed.line == line && parsed.column == column, "\(what)") }
    }
  }

  /// The first error Foundation's parser reports for `text`, and where.
  static func libxml2FirstError(_ text: String) -> (code: Int?, line: Int, column: Int) {
    final class FirstError: NSObject, XMLParserDelegate {
      var found: (code: Int?, line: Int, column: Int) = (nil, 0, 0)
      func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if found.code == nil {
          found = ((parseError as NSError).code, parser.lineNumber, parser.columnNumber)
        }
      }
    }
    let parser = XMLParser(data: Data(text.utf8))
    let delegate = FirstError()
    parser.delegate = delegate
    _ = parser.parse()
    return delegate.found
  }

  @Test("openers inside a closed section, a literal or a closed instruction are text; the file reads")
  func lookAlikes() {
    let body =
      "<!-- a - b -><!-> --><s><![CDATA[<!-- -- <? <![CDATA[ ]]></s><?pi <!-- -- <![CDATA[ ?>"
      + "<s a=\"&lt;!-- --\">x</s><!---->"
    for (format, path, text, _) in Self.documents(body) {
      let result = LocalizationReader.read(Data(text.utf8), path: path, format: format)
      #expect(!result.diagnostics.contains { $0.kind == .syntaxError || $0.kind == .unsafeXML }, "\(format)")
    }
    let doctype =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE resources SYSTEM \"<!-- -- <?\">\n<resources><string name=\"a\">A</string></resources>"
    let result = LocalizationReader.read(Data(doctype.utf8), path: "res/values/strings.xml", format: .android)
    #expect(result.diagnostics.isEmpty)
    #expect(result.strings.map(\.value) == ["A"])
  }

  @Test("an unsafe finding is named before a malformation that comes first")
  func unsafeFirst() {
    let text = "<resources>\n<!-- -- -->\n<?tool?>\n</resources>"
    let result = LocalizationReader.read(Data(text.utf8), path: "res/values/strings.xml", format: .android)
    #expect(result.diagnostics.map { "\($0.kind)@\($0.line ?? 0)" } == ["unsafeXML@3"])
  }

  @Test("an unclosed XML declaration is named as one")
  func unclosedDeclaration() {
    let result = LocalizationReader.read(
      Data("<?xml version=\"1.0\"\n<resources/>".utf8), path: "res/values/strings.xml", format: .android)
    #expect(
      result.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" } == [
        "1:1: " + XMLTreeBuilder.message(for: 57)
      ])
  }

  @Test(
    "a megabyte of comment openers, or of '--' in one comment, is refused in one pass (F23: quadratic)",
    arguments: [
      ("<!--", 250_000, "", 2, 18, 80), ("<!-- ", 1, String(repeating: "-- ", count: 330_000), 2, 17, 80),
      ("<![CDATA[", 110_000, "", 2, 12, 63), ("<?a ", 250_000, "", 2, 12, 47),
      ("<a b=\"", 170_000, "", 2, 18, 38),
    ] as [(String, Int, String, Int, Int, Int)])
  func flood(opener: String, count: Int, tail: String, line: Int, column: Int, code: Int) {
    let text = "<?xml version=\"1.0\"?>\n<resources>" + String(repeating: opener, count: count) + tail
    let result = LocalizationReader.read(Data(text.utf8), path: "res/values/strings.xml", format: .android)
    #expect(
      result.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" } == [
        "\(line):\(column): \(XMLTreeBuilder.message(for: code))"
      ])
  }

  /// The fifty-first attack's A51-13, A51-15, A51-16: the defaults an `<!ATTLIST` declares were
  /// given to every element it names. Refused at its line, before any entity after it; an
  /// `<!ATTLIST` in a comment, literal or instruction is text. A `<!NOTATION` with a system
  /// identifier alone crashed the parser (SIGSEGV in `strlen`): refused too. A `]` or comment
  /// opener in their literals hides nothing after them (these two cases were `hiddenEntities`').
  @Test(
    "attribute-list and notation declarations are refused at their line; in a comment or literal they are not"
  )
  func attributeListDeclarations() {
    let hidden = [
      (
        "<!DOCTYPE resources [<!ATTLIST resources a CDATA \"]\"><!ENTITY x SYSTEM \"file:///etc/passwd\">]>",
        2
      ),
      (
        "<!DOCTYPE resources [<!-- ] -->\n<!NOTATION n SYSTEM \"<!--\">\n<!ENTITY x \"INJECTED\"> <!-- -->]>",
        3
      ),
      ("<!DOCTYPE resources [<!NOTATION n SYSTEM \"x\">]>", 2),
      // A52-4: an element declaration, whose content model libxml2 holds at 92 times its size.
      ("<!DOCTYPE resources [<!ELEMENT resources (string|string|string)*>]>", 2),
    ]
    for (doctype, line) in hidden {
      let xml =
        "<?xml version=\"1.0\"?>\n\(doctype)\n<resources><string name=\"ok\">fine</string></resources>\n"
      let result = LocalizationReader.read(
        Data(xml.utf8), path: "res/values-de/strings.xml", format: .android)
      #expect(result.strings.isEmpty, "\(doctype)")
      #expect(result.diagnostics.map { "\($0.kind)@\($0.line ?? 0)" } == ["unsafeXML@\(line)"], "\(doctype)")
      let what =
        doctype.contains("ATTLIST")
        ? "attribute lists (<!ATTLIST>)"
        : doctype.contains("ELEMENT") ? "elements (<!ELEMENT>)" : "a notation (<!NOTATION>)"
      #expect(result.diagnostics.first?.message.hasPrefix("XML declares \(what)") == true, "\(doctype)")
    }
    #expect(
      XMLSafety.firstFinding(
        in: Array("<?xml version=\"1.0\"?>\n<!DOCTYPE r [\n<!ATTLIST r a CDATA \"x\">]><r/>".utf8))
        == .attributeListDeclaration(line: 3))
    #expect(
      XMLSafety.firstFinding(
        in: Array("<!DOCTYPE r [<!ATTLIST r a CDATA \"x\">\n<!ENTITY e \"y\">]><r/>".utf8))
        == .attributeListDeclaration(line: 1))
    #expect(
      XMLSafety.firstFinding(
        in: Array(
          "<!DOCTYPE r SYSTEM \"<!ATTLIST\" [<!-- <!ATTLIST --><?p <!ATTLIST ?>]><r><![CDATA[<!ATTLIST]]></r>"
            .utf8))
        == nil)
  }

  /// The fifty-second attack's A52-1 and A52-10: libxml2 read another encoding than the one
  /// TypeFit decoded and scanned (a declaration padded past 256 bytes naming UTF-7; `UTF-16LE`
  /// declared on bytes that are valid UTF-8), so a hidden `<!NOTATION` crashed the run.
  @Test("an encoding declared past 256 bytes is read and refused by name; NUL bytes are refused")
  func encodingTheParserWouldRead() {
    let padded =
      "<?xml version=\"1.0\"" + String(repeating: " ", count: 260) + "encoding=\"UTF-7\"?>\n"
      + "<resources><string name=\"a\">Caf+AOk-</string></resources>\n"
    let utf7 = LocalizationReader.read(Data(padded.utf8), path: "res/values/strings.xml", format: .android)
    #expect(utf7.strings.isEmpty)
    #expect(
      utf7.diagnostics.map { "\($0.kind)@\($0.line ?? 0): \($0.message)" } == [
        "invalidEncoding@1: the XML declaration names encoding 'UTF-7', which TypeFit does not read (UTF-8, UTF-16, "
          + "ISO-8859-1, US-ASCII and windows-1252 are read); save the file as UTF-8"
      ])
    // UTF-16LE declared, the rest UTF-16LE text that is also valid UTF-8 (few NULs up front).
    var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-16LE\"?>\n".utf8)
    bytes += Array(repeating: UInt8(ascii: "A"), count: 600)
    bytes += "<!NOTATION n SYSTEM \"x\">".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let utf16 = LocalizationReader.read(Data(bytes), path: "res/values/strings.xml", format: .android)
    #expect(utf16.strings.isEmpty)
    #expect(
      utf16.diagnostics.map { "\($0.kind)@\($0.line ?? 0): \($0.message)" } == [
        "invalidEncoding@1: the XML declaration names encoding 'UTF-16LE', but the file has no byte-order mark and "
          + "its bytes are read as UTF-8; read as UTF-8: declare the encoding the file is in, or save it as UTF-8 and "
          + "declare that",
        "invalidEncoding@2: the XML text holds a NUL byte (U+0000), which XML does not allow (is the file UTF-16 or "
          + "UTF-32 without a byte order mark?); not read",
      ])
  }

  /// Fifty-third attack A53-1: a second byte-order mark (or U+FEFF after a UTF-16 one) before
  /// `<?xml … encoding="UTF-7"?>` kept the declaration in what libxml2 read, and libxml2 decoded
  /// UTF-7 markup the scan never saw (a hidden `<!NOTATION>` crashed the run). Now the text is
  /// read as its byte-order mark says, and `+AOk-` stays those five characters.
  @Test(
    "byte-order marks before a declaration naming another encoding: the text is read as the mark says",
    arguments: [
      [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n".utf8),
      [0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\"encoding=\"UTF-7\"?>\n".utf8),
      [0xFF, 0xFE]
        + "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n".utf16.flatMap {
          [UInt8($0 & 0xFF), UInt8($0 >> 8)]
        },
    ] as [[UInt8]])
  func byteOrderMarksBeforeTheDeclaration(_ start: [UInt8]) {
    let utf16 = start.first == 0xFF
    let rest = "<resources><string name=\"a\">Caf+AOk-</string></resources>\n"
    let bytes =
      start + (utf16 ? rest.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } : Array(rest.utf8))
    let read = LocalizationReader.read(Data(bytes), path: "res/values/strings.xml", format: .android)
    #expect(read.strings.map(\.value) == ["Caf+AOk-"])
    // The mark decides, and the author is told the declaration says otherwise (the fifty-fifth
    // attack's L1: read without a word).
    let mark = utf16 ? "UTF-16 little-endian" : "UTF-8"
    #expect(
      read.diagnostics.map { "\($0.severity) \($0.kind)@\($0.line ?? 0): \($0.message)" } == [
        "warning invalidEncoding@1: the XML declaration names encoding 'UTF-7', but the file begins with a \(mark) "
          + "byte-order mark, which decides; read as \(mark): declare the encoding the file is in, or save it as "
          + "UTF-8 and declare that"
      ])
    // Markup written in UTF-7 is text before the root element, not a DOCTYPE.
    let hidden =
      [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n".utf8)
      + Array(
        "+ADw-+ACE-DOCTYPE resources +AFs-+ADw-+ACE-NOTATION n SYSTEM +ACI-x+ACI-+AD4-+AF0-+AD4-\n<resources><string name=\"a\">x</string></resources>\n"
          .utf8)
    let refused = LocalizationReader.read(Data(hidden), path: "res/values/strings.xml", format: .android)
    #expect(refused.strings.isEmpty)
    #expect(refused.diagnostics.map(\.kind) == [.invalidEncoding, .syntaxError])
  }

  /// The fifty-third attack's A53-4: `encoding="UTF-16"` on UTF-8 bytes (no mark, which UTF-16
  /// needs) was read as UTF-8 without a word. It still is, with a warning; a declaration that
  /// agrees with the bytes gets none.
  @Test("a declared encoding the bytes are not in is warned of; one that agrees is not")
  func declarationDisagreesWithTheBytes() {
    func read(_ bytes: [UInt8]) -> (values: [String], messages: [String]) {
      let read = LocalizationReader.read(Data(bytes), path: "res/values/strings.xml", format: .android)
      return (read.strings.map(\.value), read.diagnostics.map { "\($0.severity) \($0.message)" })
    }
    let body = "<resources><string name=\"a\">Café</string></resources>\n"
    let declared16 = read(Array(("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" + body).utf8))
    #expect(declared16.values == ["Café"])
    #expect(
      declared16.messages == [
        "warning the XML declaration names encoding 'UTF-16', but the file has no byte-order mark and its bytes "
          + "are read as UTF-8; read as UTF-8: declare the encoding the file is in, or save it as UTF-8 and declare "
          + "that"
      ])
    func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
      (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
        + text.utf16.flatMap {
          bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)]
        }
    }
    for (name, bigEndian, warned) in [
      ("UTF-16", false, false), ("utf-16", true, false), ("UTF-16LE", false, false),
      ("UTF-16BE", true, false),
      ("UTF-16BE", false, true), ("UTF-8", true, true),
    ] {
      let result = read(utf16("<?xml version=\"1.0\" encoding=\"\(name)\"?>\n" + body, bigEndian: bigEndian))
      #expect(result.values == ["Café"], "\(name)")
      #expect(result.messages.count == (warned ? 1 : 0), "\(name) \(bigEndian): \(result.messages)")
    }
    for agreeing in ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", "<?xml version=\"1.0\"?>\n", ""] {
      #expect(read(Array((agreeing + body).utf8)).messages.isEmpty)
      #expect(read([0xEF, 0xBB, 0xBF] + Array((agreeing + body).utf8)).messages.isEmpty)
    }
  }

  @Test("the declaration's encoding is dropped after byte-order marks, with or without a space before it")
  func declarationWithoutEncoding() {
    #expect(
      XMLTreeBuilder.withoutEncodingDeclaration(
        "\u{FEFF}\u{FEFF}<?xml version=\"1.0\" encoding='UTF-7'?><a/>")
        == "<?xml version=\"1.0\"?><a/>")
    #expect(
      XMLTreeBuilder.withoutEncodingDeclaration("<?xml version=\"1.0\"encoding=\"x\"?><a/>")
        == "<?xml version=\"1.0\"?><a/>")
    #expect(XMLTreeBuilder.withoutEncodingDeclaration("<a/>") == "<a/>")
  }

  /// Fifty-third attack A53-2: libxml2's warnings about a well-formed document (an `xml:space`
  /// value other than `default` or `preserve`, a relative namespace name) came to the delegate as
  /// errors, and the whole file was refused as "malformed XML: XMLParser error 102".
  @Test(
    "a libxml2 warning about a well-formed document does not refuse it",
    arguments: [
      "<resources><string name=\"a\">Hello</string><string name=\"b\" xml:space=\"keep\">World</string>"
        + "<string name=\"c\">Again</string></resources>\n",
      "<resources xmlns=\"relative\"><string name=\"a\">Hello</string><string name=\"b\">World</string>"
        + "<string name=\"c\">Again</string></resources>\n",
      "<resources xmlns:t=\"a b\"><string name=\"a\">Hello</string><string name=\"b\">World</string>"
        + "<string name=\"c\">Again</string></resources>\n",
    ])
  func libxml2Warnings(_ text: String) {
    let read = LocalizationReader.read(Data(text.utf8), path: "res/values/strings.xml", format: .android)
    #expect(read.strings.map(\.key) == ["a", "b", "c"])
    #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.message))")
  }

  /// Fifty-third attack A53-3: libxml2 reports a markup declaration it cannot read in the
  /// internal subset as an internal error, which was called "not a fault of the document's syntax".
  @Test(
    "markup the parser cannot read in a DOCTYPE's internal subset is a syntax error",
    arguments: ["<!entity x \"y\">", "<!foo>", "junk"])
  func internalSubsetSyntax(_ subset: String) {
    let text =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE resources [\(subset)]>\n<resources><string name=\"a\">x</string></resources>\n"
    let read = LocalizationReader.read(Data(text.utf8), path: "res/values/strings.xml", format: .android)
    #expect(read.strings.isEmpty)
    #expect(
      read.diagnostics.map { "\($0.kind)@\($0.line ?? 0): \($0.message)" } == [
        "syntaxError@2: malformed XML: the DOCTYPE's internal subset ([ … ]) holds markup the XML parser cannot "
          + "read (libxml2 error 1); no localization format needs a DTD of its own: remove the [ … ]"
      ])
    #expect(XMLTreeBuilder.hasInternalSubset(Array("<!DOCTYPE r SYSTEM \"x\"><r/>".utf8)) == false)
  }

  /// Fifty-third attack A53-7: 32,000 namespace declarations in scope (127 on each of 250 nested
  /// elements) made libxml2 scan them for every prefixed name: a 9.98 MB file took 49 s.
  @Test("more than 256 namespace declarations in a document are refused before parsing, at the tag")
  func namespaceDeclarations() {
    func android(_ declarations: Int) -> Data {
      let perTag = 100
      var text = "<resources xmlns:tools=\"http://schemas.android.com/tools\">\n"
      var made = 0
      var depth = 0
      while made < declarations {
        let count = min(perTag, declarations - made)
        let attributes = (0..<count).map { " xmlns:p\(made + $0)=\"urn:\(made + $0)\"" }.joined()
        text += "<g\(attributes)>\n"
        made += count
        depth += 1
      }
      text += "<string name=\"a\" tools:ignore=\"x\">v</string>\n" + String(repeating: "</g>", count: depth)
      return Data((text + "\n</resources>\n").utf8)
    }
    // 1 on the root and 255 below: at the limit, read.
    let limit = LocalizationReader.read(android(255), path: "res/values/strings.xml", format: .android)
    #expect(limit.diagnostics.filter { $0.kind == .unsafeXML }.isEmpty)
    let over = LocalizationReader.read(android(300), path: "res/values/strings.xml", format: .android)
    #expect(over.strings.isEmpty)
    #expect(
      over.diagnostics.map { "\($0.kind)@\($0.line ?? 0):\($0.column ?? 0): \($0.message)" } == [
        "unsafeXML@4:1: more than 256 namespace declarations (xmlns) in the document; refused before parsing "
          + "(the parser's time grows with their number times the prefixed names; a localization file needs a few)"
      ])
    // Only attribute names count: not a value, an element name or a longer name.
    #expect(
      XMLSafety.firstFinding(
        in: Array("<a b=' xmlns:c=\"d\"' xmlnsx='1'><xmlns:e/></a>".utf8), maximumAttributes: 128) == nil)
  }
}
