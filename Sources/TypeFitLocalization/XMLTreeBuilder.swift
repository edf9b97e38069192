import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses XML safely into an ``XMLElementNode`` tree with line numbers.
///
/// Safety: documents declaring entities are refused before parsing (``XMLSafety``),
/// external entities are never resolved, and nesting deeper than the limit aborts the
/// parse. Text is normalised to UTF-8 first, so UTF-16 files and files with invalid bytes
/// (reported) are read too.
enum XMLTreeBuilder {
  /// The root element (if any) and the diagnostics.
  struct Outcome {
    var root: XMLElementNode?
    var diagnostics: [LocalizationDiagnostic]
  }

  static func parse(_ data: Data, path: String, maximumDepth: Int) -> Outcome {
    let decoded = SourceTextDecoder.decode(data, path: path)
    var diagnostics = decoded.diagnostics
    var bytes = [UInt8](data)
    if decoded.encoding != .utf8 || !decoded.diagnostics.isEmpty || bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      bytes = Array(withoutEncodingDeclaration(decoded.text).utf8)
    }
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
      diagnostics.append(
        LocalizationDiagnostic(kind: .syntaxError, file: path, message: "empty XML document"))
      return Outcome(root: nil, diagnostics: diagnostics)
    }
    if let line = XMLSafety.entityDeclarationLine(in: bytes) {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .unsafeXML, file: path, line: line,
          message: "XML declares entities (<!ENTITY>); refused to avoid entity expansion attacks"))
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
    let parser = XMLParser(data: Data(bytes))
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.shouldReportNamespacePrefixes = false
    let builder = TreeBuildingDelegate(maximumDepth: maximumDepth, locator: XMLStartTagLocator(bytes: bytes))
    parser.delegate = builder
    let succeeded = parser.parse()
    if builder.depthExceeded {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .nestingTooDeep, file: path, line: builder.errorLine, column: builder.errorColumn,
          message: "XML nested deeper than \(maximumDepth) elements"))
      return Outcome(root: nil, diagnostics: diagnostics)
    }
    // On Linux `parse()` can return true after an error, so errors are checked separately.
    if !succeeded || builder.errorLine != nil || parser.parserError != nil || builder.root == nil {
      let code = builder.errorCode ?? (parser.parserError as NSError?)?.code
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .syntaxError, file: path, line: builder.errorLine ?? parser.lineNumber,
          column: builder.errorColumn ?? parser.columnNumber,
          message: "malformed XML: \(describe(code))"))
      return Outcome(root: nil, diagnostics: diagnostics)
    }
    return Outcome(root: builder.root, diagnostics: diagnostics)
  }

  /// Drops `encoding="…"` from the XML declaration once the text has been made UTF-8.
  private static func withoutEncodingDeclaration(_ text: String) -> String {
    guard text.hasPrefix("<?xml"), let end = text.range(of: "?>") else { return text }
    let declaration = String(text[..<end.lowerBound])
    let cleaned = declaration.replacingOccurrences(
      of: #"\s+encoding\s*=\s*("[^"]*"|'[^']*')"#, with: "", options: .regularExpression)
    return cleaned + text[end.lowerBound...]
  }

  /// Plain words for the libxml2 error numbers `XMLParser` reports.
  private static func describe(_ code: Int?) -> String {
    guard let code else { return "the parser stopped" }
    let messages: [Int: String] = [
      4: "empty document", 5: "unexpected end of document, or text after the root element",
      9: "invalid character", 26: "undefined entity reference", 27: "undefined entity reference",
      38: "malformed attribute", 39: "malformed attribute", 41: "malformed attribute",
      73: "expected '>'", 76: "closing tag does not match the open element",
      77: "unexpected end of document inside an element",
    ]
    return messages[code] ?? "XMLParser error \(code)"
  }
}

/// The delegate that builds the tree; aborts when nesting is too deep.
private final class TreeBuildingDelegate: NSObject, XMLParserDelegate {
  let maximumDepth: Int
  var root: XMLElementNode?
  var stack: [XMLElementNode] = []
  var depthExceeded = false
  var errorLine: Int?
  var errorColumn: Int?
  var errorCode: Int?

  var locator: XMLStartTagLocator

  init(maximumDepth: Int, locator: XMLStartTagLocator) {
    self.maximumDepth = maximumDepth
    self.locator = locator
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    guard stack.count < maximumDepth else {
      depthExceeded = true
      errorLine = parser.lineNumber
      errorColumn = parser.columnNumber
      parser.abortParsing()
      return
    }
    let start = locator.next(named: elementName) ?? (parser.lineNumber, parser.columnNumber)
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
    _ = stack.popLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.children.append(.text(string))
  }

  func parser(_ parser: XMLParser, foundCDATA cdataBlock: Data) {
    stack.last?.children.append(.text(String(decoding: cdataBlock, as: UTF8.self)))
  }

  func parser(_ parser: XMLParser, foundComment comment: String) {
    stack.last?.children.append(.comment(comment))
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if errorLine == nil {
      errorLine = max(1, parser.lineNumber)
      errorColumn = max(1, parser.columnNumber)
      errorCode = (parseError as NSError).code
    }
  }
}

extension XMLTreeBuilder {
  /// Parses a localization document whose root element must be `rootName`; a wrong root is an
  /// `unexpectedType` diagnostic at the root's position, so every XML reader reports it alike.
  ///
  /// - Returns: the root when it is the expected one, and a result holding the diagnostics so far.
  static func parseDocument(
    _ data: Data, path: String, rootName: String, options: LocalizationReadOptions
  ) -> (root: XMLElementNode?, result: LocalizationReadResult) {
    let parsed = parse(data, path: path, maximumDepth: options.maximumNestingDepth)
    var result = LocalizationReadResult(diagnostics: parsed.diagnostics)
    guard let root = parsed.root else { return (nil, result) }
    guard root.name == rootName else {
      result.diagnostics.append(
        LocalizationDiagnostic(
          kind: .unexpectedType, at: root.location(in: path),
          message: "expected <\(rootName)> as the root element, found <\(root.name)>"))
      return (nil, result)
    }
    return (root, result)
  }
}
