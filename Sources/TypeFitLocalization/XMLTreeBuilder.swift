import Foundation
import TypeFitInput

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses XML safely into an ``XMLElementNode`` tree with line numbers.
///
/// Safety: documents declaring entities, start tags with too many attributes and UTF-32 text
/// are refused before parsing (``XMLSafety``, ``UTF32Layout``), and so is malformed XML that
/// would make the parser's time quadratic (``XMLMalformation``),
/// external entities are never resolved, and nesting deeper than the limit aborts the
/// parse. Text is normalised to UTF-8 first, so UTF-16 files and files with invalid bytes
/// (reported) are read too.
enum XMLTreeBuilder {
  /// The root element (if any) and the diagnostics.
  struct Outcome {
    var root: XMLElementNode?
    var diagnostics: [LocalizationDiagnostic]
    /// The UTF-8 text the parser was given (the file's bytes, or its text made UTF-8), for checks
    /// that read the markup itself (``PropertyListConformance``); empty when it was refused before
    /// parsing.
    var text: [UInt8] = []
  }

  /// The most bytes of XML text the parser is given: 10,000,000, libxml2's
  /// `XML_MAX_LOOKUP_LIMIT` (`include/libxml/parserInternals.h`), past which libxml2 without
  /// `XML_PARSE_HUGE` stops with an internal error (`XML_ERR_INTERNAL_ERROR`, "Huge input
  /// lookup"). `XMLParser` gives no way to set that option, and huge mode would let a 64 MB
  /// file cost gigabytes, so larger text is refused before parsing.
  static var parserInputLimit: Int { 10_000_000 }

  /// The most elements a tree built of `bytes` can hold: each `<` not followed by `/`, `!` or
  /// `?`, outside comments and CDATA sections (the thirty-seventh attack's A37-2: a CDATA
  /// section of 3,600,000 `<` made a file of ten elements be refused). In UTF-16 and UTF-32
  /// text each `<` is followed by a zero byte and counts, end tags too.
  static func startTagBound(in bytes: [UInt8]) -> Int {
    let lessThan = UInt8(ascii: "<")
    let cdata = Array("<![CDATA[".utf8)
    let comment = Array("<!--".utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      /// The index past the first `close` at or after `from`, or the end.
      func skip(to close: String, from: Int) -> Int {
        let closing = Array(close.utf8)
        var index = from
        while index + closing.count <= buffer.count {
          if buffer[index] == closing[0], buffer[index..<index + closing.count].elementsEqual(closing) {
            return index + closing.count
          }
          index += 1
        }
        return buffer.count
      }
      func starts(_ prefix: [UInt8], at index: Int) -> Bool {
        index + prefix.count <= buffer.count && buffer[index..<index + prefix.count].elementsEqual(prefix)
      }
      var count = 0
      var index = 0
      while index < buffer.count {
        guard buffer[index] == lessThan else {
          index += 1
          continue
        }
        let next = index + 1 < buffer.count ? buffer[index + 1] : 0
        if next == UInt8(ascii: "!") {
          if starts(cdata, at: index) {
            index = skip(to: "]]>", from: index + cdata.count)
            continue
          }
          if starts(comment, at: index) {
            index = skip(to: "-->", from: index + comment.count)
            continue
          }
        } else if next != UInt8(ascii: "/") && next != UInt8(ascii: "?") {
          count += 1
        }
        index += 1
      }
      return count
    }
  }

  /// - Parameter leavesOutDeepElements: whether an element nested past `maximumDepth` is left out
  ///   with what it holds while the rest is read (XLIFF and Android, whose strings are elements
  ///   of their own), or stops the parse, refusing the file (a property list, whose pairs a cut
  ///   would mismatch).
  static func parse(
    _ data: Data, path: String, maximumDepth: Int, leavesOutDeepElements: Bool = false
  ) -> Outcome {
    var diagnostics: [LocalizationDiagnostic] = []
    var bytes = [UInt8](data)
    if let utf32 = UTF32Layout(bytes) {
      // Refused before anything else: Foundation's XMLParser crashes on UCS-4 documents.
      return Outcome(root: nil, diagnostics: [utf32.refusal(path: path)])
    }
    switch DeclaredEncoding(bytes) {
    case .unicode:
      let decoded = SourceTextDecoder.decode(data, path: path)
      diagnostics = decoded.diagnostics
      let byteOrderMark =
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFF, 0xFE])
        || bytes.starts(with: [0xFE, 0xFF])
      if let mismatch = DeclaredEncoding.mismatch(
        inDecoded: decoded.text, readAs: decoded.encoding, byteOrderMark: byteOrderMark, path: path)
      {
        diagnostics.append(mismatch)
      }
      // A declaration is always taken out of what the parser reads: it reads the UTF-8 TypeFit
      // decoded and scanned, never an encoding the declaration names (A52-10: `UTF-16LE` on
      // bytes decoded as UTF-8 made libxml2 read markup the scan never saw).
      if decoded.encoding != .utf8 || !decoded.diagnostics.isEmpty || bytes.starts(with: [0xEF, 0xBB, 0xBF])
        || bytes.starts(with: Array("<?xml".utf8))
      {
        bytes = Array(withoutEncodingDeclaration(decoded.text).utf8)
      }
    case .latin1:
      let decoded = SingleByteText(bytes, decode: { Unicode.Scalar($0) }, replacement: { Unicode.Scalar($0) })
      bytes = Array(withoutEncodingDeclaration(decoded.text).utf8)
    case .ascii:
      // Bytes above 0x7F are no ASCII: read as ISO-8859-1 (each byte the code point of its
      // number, the usual meaning of such a byte), and the first of them named.
      let decoded = SingleByteText(
        bytes, decode: { $0 < 0x80 ? Unicode.Scalar($0) : nil }, replacement: { Unicode.Scalar($0) })
      if let first = decoded.firstUndefined {
        diagnostics.append(
          LocalizationDiagnostic(
            kind: .invalidEncoding, file: path, line: first.line, column: first.column,
            message:
              "byte \(SingleByteText.hex(first.byte)) is not ASCII, the encoding the XML declaration names (US-ASCII)"
              + Self.otherBytes(decoded.undefinedCount, "above 0x7F")
              + "; the text was read as ISO-8859-1: declare the encoding the file is in, or save it as UTF-8")
        )
      }
      bytes = Array(withoutEncodingDeclaration(decoded.text).utf8)
    case .windows1252:
      let decoded = SingleByteText(bytes, decode: Windows1252.scalar(for:), replacement: { _ in "\u{FFFD}" })
      if let first = decoded.firstUndefined {
        diagnostics.append(
          LocalizationDiagnostic(
            kind: .invalidEncoding, file: path, line: first.line, column: first.column,
            message:
              "byte \(SingleByteText.hex(first.byte)) is not a character in windows-1252, the encoding the XML "
              + "declaration names (0x81, 0x8D, 0x8F, 0x90 and 0x9D are undefined there)"
              + Self.otherBytes(decoded.undefinedCount, "undefined")
              + "; replaced by U+FFFD, and the other bytes read as windows-1252"))
      }
      bytes = Array(withoutEncodingDeclaration(decoded.text).utf8)
    case .unsupported(let name):
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .invalidEncoding, file: path, line: 1,
          message:
            "the XML declaration names encoding '\(TerminalText.escaped(name))', which TypeFit does not read "
            + "(UTF-8, UTF-16, ISO-8859-1, US-ASCII and windows-1252 are read); save the file as UTF-8"))
      return Outcome(root: nil, diagnostics: diagnostics)
    }
    if bytes.count > parserInputLimit {
      // A UTF-16 or Latin-1 file under the limit can grow past it once made UTF-8.
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .unreadableFile, file: path,
          message:
            "the XML text is \(bytes.count) bytes as UTF-8, more than the \(parserInputLimit)-byte limit of "
            + "XML files (the most the XML parser reads); not read"))
      return Outcome(root: nil, diagnostics: diagnostics)
    }
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
      diagnostics.append(
        LocalizationDiagnostic(kind: .syntaxError, file: path, message: "empty XML document"))
      return Outcome(root: nil, diagnostics: diagnostics)
    }
    // XML allows no NUL character (XML 1.0, production 2), and libxml2 takes NULs among the first
    // bytes for UTF-16 or UTF-32, reading other characters than the scan below (A52-10).
    if let nul = bytes.firstIndex(of: 0) {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .invalidEncoding, file: path, line: LineEnding.line(of: nul, in: bytes),
          message:
            "the XML text holds a NUL byte (U+0000), which XML does not allow (is the file UTF-16 or UTF-32 "
            + "without a byte order mark?); not read"))
      return Outcome(root: nil, diagnostics: diagnostics)
    }
    let finding = XMLSafety.firstFinding(in: bytes)
    // A DTD declaration no localization format needs, refused at its line.
    let declaration: (line: Int, message: String)? =
      switch finding {
      case .entityDeclaration(let line):
        (line, "XML declares entities (<!ENTITY>); refused to avoid entity expansion attacks")
      case .attributeListDeclaration(let line):
        (
          line,
          "XML declares attribute lists (<!ATTLIST>), whose default values the parser would add to elements "
            + "that do not show them; refused (no localization format needs a DTD of its own)"
        )
      case .notationDeclaration(let line):
        (
          line,
          "XML declares a notation (<!NOTATION>); refused because it crashes the XML parser (no localization "
            + "format needs a DTD of its own)"
        )
      case .elementDeclaration(let line):
        (
          line,
          "XML declares elements (<!ELEMENT>), whose content models the parser holds at many times their size; "
            + "refused (no localization format needs a DTD of its own)"
        )
      default: nil
      }
    if let declaration {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .unsafeXML, file: path, line: declaration.line, message: declaration.message))
      return Outcome(root: nil, diagnostics: diagnostics)
    }
    if case .tooManyAttributes(let line, let column, let element, let limit) = finding {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .unsafeXML, file: path, line: line, column: column,
          message:
            "start tag <\(TerminalText.escaped(element))> has more than \(limit) attributes; refused before "
            + "parsing (the parser's time grows with the square of their number)"))
      return Outcome(root: nil, diagnostics: diagnostics)
    }
    if case .tooManyNamespaceDeclarations(let line, let column, let limit) = finding {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .unsafeXML, file: path, line: line, column: column,
          message:
            "more than \(limit) namespace declarations (xmlns) in the document; refused before parsing (the "
            + "parser's time grows with their number times the prefixed names; a localization file needs a few)"
        ))
      return Outcome(root: nil, diagnostics: diagnostics)
    }
    if let line = XMLSafety.dataLessProcessingInstructionLine(in: bytes) {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .unsafeXML, file: path, line: line,
          message: "processing instruction without data (<?name?>); refused because it crashes the XML parser"
        ))
      return Outcome(root: nil, diagnostics: diagnostics)
    }
    if case .malformed(let malformation) = finding {
      // Malformed in a way that costs the parser quadratic time: refused as the parser would
      // refuse it, without running it (the unsafe findings above are named first).
      diagnostics.append(malformation.diagnostic(path: path))
      return Outcome(root: nil, diagnostics: diagnostics)
    }
    let parser = XMLParser(data: Data(bytes))
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.shouldReportNamespacePrefixes = false
    let builder = TreeBuildingDelegate(
      maximumDepth: maximumDepth, leavesOutDeepElements: leavesOutDeepElements,
      locator: XMLStartTagLocator(bytes: bytes))
    parser.delegate = builder
    let succeeded = parser.parse()
    if builder.longMarkRun {
      let place =
        builder.markRunTag
        ?? Self.placeCountingCarriageReturns(
          in: bytes, line: builder.errorLine ?? 1, column: builder.errorColumn ?? 1)
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .unreadableFile, file: path, line: place.line, column: place.column,
          message: Self.markRunMessage))
      return Outcome(root: nil, diagnostics: diagnostics)
    }
    if builder.depthExceeded {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .nestingTooDeep, file: path, line: builder.errorLine, column: builder.errorColumn,
          message: "XML nested deeper than \(maximumDepth) elements"))
      return Outcome(root: nil, diagnostics: diagnostics)
    }
    // Each element past the limit is left out with what it holds, and parsing goes on (A25-7: one
    // such element lost the file's other strings); the readers skip the string it was in
    // (``XMLElementNode/holdsCut``).
    for cut in builder.cuts {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .nestingTooDeep, file: path, line: cut.line, column: cut.column,
          message:
            "<\(TerminalText.escaped(cut.name))> is nested deeper than \(maximumDepth) elements, the limit: it and "
            + "what it holds are not read, nor the string it is in; the file's other strings are read"))
    }
    if builder.stoppedInCut, let root = builder.root {
      // The XML parser itself stops 256 elements down (libxml2's limit without its huge mode):
      // what was read before is kept, the rest of the file is not.
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .nestingTooDeep, file: path, line: builder.errorLine, column: builder.errorColumn,
          message:
            "XML nested deeper than the XML parser reads (256 elements); the file is not read from here on"))
      return Outcome(root: root, diagnostics: diagnostics, text: bytes)
    }
    // On Linux `parse()` can return true after an error, so errors are checked separately.
    let onlyWarnings =
      builder.errorLine == nil
      && (parser.parserError as NSError?).map { Self.libxml2Warnings.contains($0.code) } ?? true
    if !succeeded || builder.errorLine != nil || !onlyWarnings || builder.root == nil {
      let code = builder.errorCode ?? (parser.parserError as NSError?)?.code
      if code == 1 {
        // XML_ERR_INTERNAL_ERROR says nothing about the document: libxml2 reports its own limits
        // (input over 10,000,000 bytes) this way too, so a well-formed file is not called
        // malformed. But it reports a markup declaration it cannot read in a DOCTYPE's internal
        // subset (`<!entity`, `<!foo>`, `<![IGNORE[`, text) so too, which is a fault of the
        // syntax (the fifty-third attack's A53-3).
        let inSubset = Self.hasInternalSubset(bytes)
        diagnostics.append(
          LocalizationDiagnostic(
            kind: inSubset ? .syntaxError : .unreadableFile, file: path,
            line: builder.errorLine ?? parser.lineNumber, column: builder.errorColumn ?? parser.columnNumber,
            message: inSubset
              ? "malformed XML: the DOCTYPE's internal subset ([ … ]) holds markup the XML parser cannot read "
                + "(libxml2 error 1); no localization format needs a DTD of its own: remove the [ … ]"
              : "the XML parser stopped with an internal error (libxml2 error 1), which is not a fault of the "
                + "document's syntax; not read"))
        return Outcome(root: nil, diagnostics: diagnostics)
      }
      let place = Self.placeCountingCarriageReturns(
        in: bytes, line: builder.errorLine ?? parser.lineNumber,
        column: builder.errorColumn ?? parser.columnNumber)
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .syntaxError, file: path, line: place.line, column: place.column,
          message: message(for: code)))
      return Outcome(root: nil, diagnostics: diagnostics, text: bytes)
    }
    return Outcome(root: builder.root, diagnostics: diagnostics, text: bytes)
  }

  /// Why a file whose text holds a run of combining marks once its references are resolved is
  /// not read.
  static let markRunMessage =
    CombiningMarkRun.refusalReason(" once character references are resolved") + "; not read"

  /// The place libxml2 gives (`line`, counting line feeds only, and `column`, in bytes) as the
  /// readers count places, with a carriage return alone ending a line too: in a file of bare-CR
  /// line endings libxml2 puts every error on line 1 at the file's byte offset (thirty-second
  /// attack A32-4: `strings.xml:1:131` for `5:27`). Unchanged when the text has no bare CR.
  static func placeCountingCarriageReturns(in bytes: [UInt8], line: Int, column: Int) -> (
    line: Int, column: Int
  ) {
    let cr = LineEnding.carriageReturn
    let lf = LineEnding.lineFeed
    guard line >= 1, column >= 1,
      bytes.indices.contains(where: { bytes[$0] == cr && LineEnding.endsLine(bytes, at: $0) })
    else { return (line, column) }
    // The byte offset libxml2 means: past `line - 1` line feeds, then `column - 1` bytes.
    var offset = 0
    var feeds = 1
    while feeds < line, offset < bytes.count {
      if bytes[offset] == lf { feeds += 1 }
      offset += 1
    }
    offset = min(bytes.count, offset + column - 1)
    var place = (line: 1, column: 1)
    var index = 0
    while index < offset {
      if LineEnding.endsLine(bytes, at: index) {
        place = (place.line + 1, 1)
      } else if bytes[index] != cr {
        place.column += 1
      }
      index += 1
    }
    return place
  }

  /// Whether `bytes` hold a DOCTYPE with an internal subset (`<!DOCTYPE resources [`): a `[`
  /// after the first `<!DOCTYPE` and before a `>`.
  static func hasInternalSubset(_ bytes: [UInt8]) -> Bool {
    guard let start = XMLSafety.find(Array("<!DOCTYPE".utf8), in: bytes, from: 0) else { return false }
    for byte in bytes[(start + 9)...] {
      if byte == UInt8(ascii: "[") { return true }
      if byte == UInt8(ascii: ">") { return false }
    }
    return false
  }

  /// `" (and N more bytes <what> after it)"` when `count` bytes were found, or nothing for one.
  private static func otherBytes(_ count: Int, _ what: String) -> String {
    switch count {
    case ...1: ""
    case 2: " (and 1 more byte \(what) after it)"
    default: " (and \(count - 1) more bytes \(what) after it)"
    }
  }

  /// Drops `encoding="…"` from the XML declaration once the text has been made UTF-8, and the
  /// byte-order marks left before it: libxml2 skips a byte-order mark and honours the declaration
  /// after it (the fifty-third attack's A53-1: a second byte-order mark, left as U+FEFF once the
  /// first was read, hid `encoding="UTF-7"` from this function, and libxml2 decoded a DOCTYPE
  /// the scan never saw). The encoding is dropped with or without a space before it: libxml2
  /// reports the missing space and still switches (`version="1.0"encoding="UTF-7"`).
  ///
  /// - Complexity: O(n) in the declaration's length (``XMLEncodingDeclaration``; a regular
  ///   expression took the square of it: 40,000 spaces in a declaration took 50 s, the fifty-third
  ///   attack's A53-6).
  static func withoutEncodingDeclaration(_ text: String) -> String {
    let start = text.unicodeScalars.firstIndex { $0 != "\u{FEFF}" } ?? text.endIndex
    let body = Array(text[start...].utf8)
    guard XMLEncodingDeclaration.startsWithDeclaration(body),
      let end = XMLSafety.find(Array("?>".utf8), in: body, from: 0)
    else { return String(text[start...]) }
    let found = XMLEncodingDeclaration.all(in: body[..<end])
    if found.isEmpty { return String(text[start...]) }
    var kept: [UInt8] = []
    kept.reserveCapacity(body.count)
    var from = 0
    for declaration in found {
      kept += body[from..<declaration.range.lowerBound]
      from = declaration.range.upperBound
    }
    kept += body[from...]
    return String(decoding: kept, as: UTF8.self)
  }

  /// The message for a parse that stopped with libxml2 error `code`: `malformed XML: …`, or
  /// `not an XML document: …` when the first thing that is not a space is not `<` (libxml2's
  /// `XML_ERR_DOCUMENT_EMPTY`, 4: a `.strings`, JSON or plain-text file given an XML name).
  static func message(for code: Int?) -> String {
    if code == 4 {
      return "not an XML document: the text does not start with '<' (is it a .strings, JSON or plain-text "
        + "file with an XML name?) (libxml2 error 4)"
    }
    return "malformed XML: \(describe(code))"
  }

  /// Plain words for the libxml2 error numbers `XMLParser` reports (`xmlParserErrors` in
  /// libxml2's `include/libxml/xmlerror.h`,
  /// <https://gnome.pages.gitlab.gnome.org/libxml2/devhelp/libxml2-xmlerror.html>), with what
  /// to look for.
  static func describe(_ code: Int?) -> String {
    guard let code else { return "the parser stopped" }
    guard let meaning = libxml2Meanings[code] else {
      return "XMLParser error \(code) (libxml2 xmlParserErrors; check the document is well-formed XML)"
    }
    return meaning + " (libxml2 error \(code))"
  }

  /// libxml2's warnings about a well-formed document that its parser reads on from (`XML_WAR_*`
  /// in `xmlerror.h`): 93 catalog processing instruction, 99 and 100 a namespace name that is not
  /// a valid or absolute URI, 102 an `xml:space` value other than `default` or `preserve`, 106 a
  /// namespace name with a ':'. Foundation's `XMLParser` gives them to its delegate as errors
  /// (the fifty-third attack's A53-2: `xml:space="keep"` refused a whole file as "malformed").
  static let libxml2Warnings: Set<Int> = [93, 99, 100, 102, 106]

  private static let libxml2Meanings: [Int: String] = [
    1: "internal parser error", 2: "out of memory",
    3: "the document does not start like XML: check for text or a byte-order mark before '<'",
    4: "no root element: the text does not start with '<'",
    5: "unexpected end of document, or text after the root element",
    6: "invalid hexadecimal character reference (&#x…;)", 7: "invalid decimal character reference (&#…;)",
    8: "invalid character reference", 9: "invalid character: a byte or character XML does not allow",
    10: "character reference at the end of the document", 14: "entity reference at the end of the document",
    22: "'&' not followed by an entity name: write &amp; for a literal ampersand",
    23: "entity reference without its ';'", 26: "undefined entity reference: write &amp; for '&'",
    27: "undefined entity reference", 31: "unknown encoding in the XML declaration",
    32: "unsupported encoding in the XML declaration", 33: "string not started: expected a quote",
    34: "string not closed: a quote is missing", 38: "'<' inside an attribute value: write &lt;",
    39: "attribute value without quotes", 40: "attribute value not closed: a quote is missing",
    41: "attribute without a value", 42: "attribute written twice in one element",
    43: "quoted literal expected", 44: "quoted literal not closed",
    45: "comment not closed: '-->' is missing", 46: "processing instruction not started",
    47: "processing instruction not closed: '?>' is missing", 56: "malformed XML declaration",
    57: "XML declaration not closed: '?>' is missing", 61: "DOCTYPE not closed",
    62: "']]>' outside a CDATA section", 63: "CDATA section not closed: ']]>' is missing",
    // At a `<?xml` after a space, a line or a comment (thirty-second attack A32-7), the cause is
    // where the declaration is, not a name.
    64: "reserved name: names starting with 'xml' are reserved; an XML declaration (<?xml …?>) must be "
      + "the very first thing in the file, before any space, line break or comment",
    65: "a space is required here",
    68: "a name is required here: check for '<' followed by a space or digit",
    73: "expected '>'", 74: "expected '</'", 75: "expected '=' after the attribute name",
    76: "closing tag does not match the open element", 77: "unexpected end of document inside an element",
    80: "'--' inside a comment",
    81: "the bytes do not match the document's encoding: save it as UTF-8, or declare the encoding it uses",
    85: "elements not well balanced", 86: "extra content after the root element",
    89: "entity loop", 96: "XML declaration without a version",
    // libxml2's XML_WAR_UNKNOWN_VERSION (`version="1.1"`): a warning to libxml2, an error to
    // Foundation's XMLParser, which stops there (thirty-first attack A31-2: a bare number).
    97: "XML version other than 1.0, such as 1.1, which the XML reader does not read: "
      + "declare version=\"1.0\"; localization files need nothing of XML 1.1",
    108: "unknown XML version",
    110: "name too long", 111: "parsing stopped",
    // libxml2's namespace errors (`XML_NS_ERR_*`, 200–205): Foundation's XMLParser reads with
    // namespaces on, so a prefix used without its `xmlns:` declaration stops the parse (the
    // fifty-second attack's A52-7: a bare "XMLParser error 201" for a forgotten `xmlns:xliff`).
    200: "the 'xml' prefix bound to another namespace, or 'xmlns' declared as a prefix",
    201: "a namespace prefix used without its declaration: declare it on the root element, as "
      + "Android's <resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\" "
      + "xmlns:tools=\"http://schemas.android.com/tools\"> does",
    202: "a name with more than one ':' (a prefix and a local name, or no prefix)",
    203: "the same attribute written twice in one element through two prefixes of one namespace",
    204: "an empty namespace name for a prefix: xmlns:p=\"\" is not allowed in XML 1.0",
    205: "a name with ':' where a name without a prefix is required",
  ]
}

/// The delegate that builds the tree; aborts when nesting is too deep.
private final class TreeBuildingDelegate: NSObject, XMLParserDelegate {
  let maximumDepth: Int
  var root: XMLElementNode?
  var stack: [XMLElementNode] = []
  let leavesOutDeepElements: Bool
  /// Whether an element past the limit stopped the parse (when elements are not left out).
  var depthExceeded = false
  /// How deep the parser is inside an element past the limit (0: not inside one).
  var skippedDepth = 0
  /// The first element of each part left out for its depth: its name and start tag.
  var cuts: [(name: String, line: Int, column: Int)] = []
  /// Whether the parser stopped with an error inside a part left out (its own depth limit).
  var stoppedInCut = false
  var errorLine: Int?
  var errorColumn: Int?
  var errorCode: Int?
  /// The character data in document order (text, CDATA, comments), counted for runs of
  /// combining marks. Inline markup between pieces (`<b>`, `<xliff:g>`, `<g>`) does not end a
  /// run, which a value's text may join; the start and end tags of the elements that hold a
  /// value, key or note (``valueBoundaries``) do: two values side by side are two texts (the
  /// seventy-first attack's A71-8).
  var marks = CombiningMarkRun.Counter()

  /// The elements whose tags end a run of combining marks: those that hold one text of their
  /// own in Android resources (`string`, `item`), XLIFF 1.2 and 2.0 (`source`, `target`, `note`,
  /// `trans-unit`, `unit`, `segment`) and property lists (`key`, `string`, `dict`, `array`).
  static let valueBoundaries: Set<String> = [
    "resources", "string", "item", "plurals", "string-array", "trans-unit", "source", "target", "note",
    "notes", "seg-source", "unit", "segment", "alt-trans", "key", "dict", "array", "plist", "integer", "real",
  ]
  /// Whether text or an attribute value held a run of more than `CombiningMarkRun.maximum`
  /// combining marks once its references were resolved; the parse stopped there.
  var longMarkRun = false
  /// The start tag whose attribute held the run, as the readers count places; `nil` when it was
  /// in text, which is placed where the parser stopped.
  var markRunTag: (line: Int, column: Int)?

  var locator: XMLStartTagLocator

  init(maximumDepth: Int, leavesOutDeepElements: Bool, locator: XMLStartTagLocator) {
    self.maximumDepth = maximumDepth
    self.leavesOutDeepElements = leavesOutDeepElements
    self.locator = locator
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    // Every start tag is located, also those left out, so the locator stays in step.
    let start = locator.next(named: elementName) ?? (parser.lineNumber, parser.columnNumber)
    if Self.valueBoundaries.contains(elementName) { marks = CombiningMarkRun.Counter() }
    guard skippedDepth == 0, stack.count < maximumDepth else {
      guard leavesOutDeepElements else {
        depthExceeded = true
        errorLine = parser.lineNumber
        errorColumn = parser.columnNumber
        parser.abortParsing()
        return
      }
      if skippedDepth == 0 {
        cuts.append((elementName, max(1, start.line), max(1, start.column)))
        // The elements it is in, up to one already marked (whose own are marked too).
        for element in stack.reversed() {
          if element.holdsCut { break }
          element.holdsCut = true
        }
      }
      skippedDepth += 1
      return
    }
    if attributeDict.values.contains(where: CombiningMarkRun.hasLongRun) {
      // At the start tag, not where the parser is (past the tag's last attribute).
      stopAtMarkRun(parser, at: start)
      return
    }
    let element = XMLElementNode(
      name: elementName, attributes: attributeDict, line: max(1, start.line), column: max(1, start.column))
    if let parent = stack.last {
      parent.children.append(.element(element))
    } else if root == nil {
      root = element
    }
    stack.append(element)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if Self.valueBoundaries.contains(elementName) { marks = CombiningMarkRun.Counter() }
    guard skippedDepth == 0 else {
      skippedDepth -= 1
      return
    }
    _ = stack.popLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if marks.add(string) { return stopAtMarkRun(parser) }
    guard skippedDepth == 0 else { return }
    stack.last?.children.append(.text(string))
  }

  func parser(_ parser: XMLParser, foundCDATA cdataBlock: Data) {
    let text = String(decoding: cdataBlock, as: UTF8.self)
    if marks.add(text) { return stopAtMarkRun(parser) }
    guard skippedDepth == 0 else { return }
    stack.last?.children.append(.text(text))
  }

  /// Stops the parse at a run of combining marks that character references or pieces of text
  /// make (``longMarkRun``): the file is not read, as one with the run in its bytes is not.
  func stopAtMarkRun(_ parser: XMLParser, at tag: (line: Int, column: Int)? = nil) {
    guard !longMarkRun else { return }
    longMarkRun = true
    errorLine = max(1, parser.lineNumber)
    errorColumn = max(1, parser.columnNumber)
    markRunTag = tag.map { (max(1, $0.line), max(1, $0.column)) }
    parser.abortParsing()
  }

  func parser(_ parser: XMLParser, foundComment comment: String) {
    if marks.add(comment) { return stopAtMarkRun(parser) }
    guard skippedDepth == 0 else { return }
    // The parser is past the comment's `-->`: its first line is that less the lines it spans.
    let lineBreaks = comment.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    stack.last?.children.append(.comment(comment, line: max(1, parser.lineNumber - lineBreaks)))
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    // A warning about a well-formed document: libxml2 reads on, and so do the readers.
    if XMLTreeBuilder.libxml2Warnings.contains((parseError as NSError).code) { return }
    if errorLine == nil {
      stoppedInCut = skippedDepth > 0
      errorLine = max(1, parser.lineNumber)
      errorColumn = max(1, parser.columnNumber)
      errorCode = (parseError as NSError).code
      // Only the first error is reported, and after it libxml2 builds no more of the tree but
      // goes on looking for errors: one every 3 bytes of a 9.9 MB file took 49 s and 1.3 GB
      // (the fifty-second attack's A52-2).
      parser.abortParsing()
    }
  }
}

extension XMLTreeBuilder {
  /// Parses a localization document whose root element must be `rootName`; a wrong root is an
  /// `unexpectedType` diagnostic at the root's position, so every XML reader reports it alike.
  ///
  /// - Returns: the root when it is the expected one, a result holding the diagnostics so far,
  ///   and the UTF-8 text parsed (``Outcome/text``; also when the parser stopped at an error).
  static func parseDocument(
    _ data: Data, path: String, rootName: String, options: LocalizationReadOptions,
    leavesOutDeepElements: Bool = false
  ) -> (root: XMLElementNode?, result: XMLReadResult, text: [UInt8]) {
    let parsed = parse(
      data, path: path, maximumDepth: options.maximumNestingDepth,
      leavesOutDeepElements: leavesOutDeepElements)
    var result = XMLReadResult(diagnostics: parsed.diagnostics)
    guard let root = parsed.root else { return (nil, result, parsed.text) }
    guard root.name == rootName else {
      result.diagnostics.append(
        LocalizationDiagnostic(
          kind: .unexpectedType, at: root.location(in: path),
          message: "expected <\(rootName)> as the root element, found <\(root.name)>"))
      return (nil, result, [])
    }
    return (root, result, parsed.text)
  }
}
