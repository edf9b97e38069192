import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses a row-strip SVG with `XMLParser` and collects what the picture tests check.
final class PictureSVGScanner: NSObject, XMLParserDelegate {
  /// One `<g class="panel">`.
  struct Panel {
    var category = ""
    var rowHeight = 0.0
    /// `<use>` elements: (href, glyph origin x and y in panel points).
    var uses: [(href: String, x: Double, y: Double)] = []
    /// `points` of chevron polylines.
    var chevrons: [[(x: Double, y: Double)]] = []
    /// Classes of every element in the panel.
    var classes: [String] = []
  }

  private(set) var panels: [Panel] = []
  private(set) var definedIDs: Set<String> = []
  private(set) var error: Error?
  private var panelDepth: Int?
  private var depth = 0
  /// The enclosing glyph line's matrix (a, e, f): a glyph at x is drawn at (e + a × x, f).
  private var line: (scale: Double, x: Double, y: Double)?

  /// Parses `svg`; `nil` when it is not well-formed XML.
  static func scan(_ svg: String) -> PictureSVGScanner? {
    let scanner = PictureSVGScanner()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = scanner
    guard parser.parse(), scanner.error == nil else { return nil }
    return scanner
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    depth += 1
    let classes = attributes["class"] ?? ""
    if let id = attributes["id"] { definedIDs.insert(id) }
    if name == "g", classes.split(separator: " ").first == "panel" {
      panelDepth = depth
      var panel = Panel()
      panel.category = attributes["data-category"] ?? ""
      panel.rowHeight = Double(attributes["data-row-height"] ?? "") ?? -1
      panels.append(panel)
      return
    }
    guard panelDepth != nil, !panels.isEmpty else { return }
    if !classes.isEmpty { panels[panels.count - 1].classes.append(classes) }
    if name == "g", let transform = attributes["transform"], transform.hasPrefix("matrix(") {
      let m = Self.numbers(in: transform)
      if m.count == 6 { line = (m[0], m[4], m[5]) }
    }
    if name == "use", let line {
      let x = Double(attributes["x"] ?? "0") ?? .nan
      let y = Double(attributes["y"] ?? "0") ?? .nan
      panels[panels.count - 1].uses.append(
        (attributes["href"] ?? "", line.x + line.scale * x, line.y - line.scale * y))
    }
    if name == "polyline", classes.contains("chevron") {
      let values = Self.numbers(in: attributes["points"] ?? "")
      panels[panels.count - 1].chevrons.append(
        stride(from: 0, to: values.count - 1, by: 2).map { (values[$0], values[$0 + 1]) })
    }
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?)
  {
    if depth == panelDepth { panelDepth = nil }
    depth -= 1
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }

  private static func numbers(in text: String) -> [Double] {
    text.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
  }
}
