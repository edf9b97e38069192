import TypeFitReports
import TypeFitRow
import TypeFitText

/// The parts every TypeFit HTML page shares: the head with inline CSS, the rows section the
/// script fills, and the tail with the page's data, the glyph definitions the pictures reference
/// and the inline script. Nothing is loaded from the network or from other files.
enum HTMLDocumentShell {
  /// `<!DOCTYPE html>` through the opening `<body>`.
  static func head(title: String) -> String {
    "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      + "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
      + "<meta name=\"generator\" content=\"TypeFit\"><title>\(XMLEscaping.attribute(title))</title>"
      + "<style>\(HTMLReportStylesheet.css)\n\(RowPictureStylesheet.css)</style></head>\n<body>\n"
  }

  /// The page's data (the rows, then the shared tables), the glyph definitions, the script and
  /// the closing tags. `rows` is the JSON array of ``HTMLRowRecord``s, already escaped
  /// (``HTMLDataBlock/escaped(_:)``).
  static func tail(data: HTMLReportData, contexts: [LayoutContext], hidesCleanRows: Bool, engine: TextEngine)
    -> String
  {
    HTMLDataBlock.opening(id: "typefit-meta")
      + HTMLDataBlock.escaped(data.metadataJSON(contexts: contexts, hidesCleanRows: hidesCleanRows))
      + HTMLDataBlock.closing + "\n" + data.glyphDefinitions(engine: engine)
      + "<script>\(HTMLReportScript.javaScript)</script>\n</body></html>\n"
  }

  /// The rows section: the script fills the list a page at a time.
  static let rowsSection =
    "<section id=\"rows\" aria-labelledby=\"rows-heading\"><h2 id=\"rows-heading\">Rows</h2>"
    + "<p id=\"rows-status\" aria-live=\"polite\"></p><div id=\"row-list\"></div>"
    + pager(id: "rows-pager", label: "Pages of rows") + "</section>\n"

  /// What a browser without JavaScript shows where the table and the rows would be.
  static let noScriptNotice =
    "<noscript><p class=\"notice\">This page builds its findings table, rows and pictures with "
    + "JavaScript from data inside the page. Turn JavaScript on to see them; the summary works "
    + "without it.</p></noscript>"

  /// Previous and next buttons around the position, hidden until the script needs them.
  static func pager(id: String, label: String) -> String {
    "<nav class=\"pager\" id=\"\(id)\" aria-label=\"\(label)\" hidden><button type=\"button\" data-step=\"-1\">"
      + "Previous</button> <span class=\"position\"></span> <button type=\"button\" data-step=\"1\">Next</button></nav>"
  }

  /// The switches that hide or show each picture overlay (by CSS class).
  static let overlaySwitches: String = {
    let switches = [
      ("touch-target", "Touch targets"), ("truncation", "Truncation markers"),
      ("text-frame", "Text frames"), ("margin", "Layout margins"),
    ]
    return "<fieldset class=\"filters\"><legend>Picture overlays</legend>"
      + switches.map { overlay, label in
        "<label class=\"check\"><input type=\"checkbox\" data-overlay=\"\(overlay)\" checked> \(label)</label>"
      }.joined() + "</fieldset>"
  }()
}
