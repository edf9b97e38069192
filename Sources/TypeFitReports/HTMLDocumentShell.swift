import TypeFitText

/// The parts every TypeFit HTML page shares: the head with inline CSS, and the tail with the
/// glyph definitions the pictures reference and the inline script. Nothing is loaded from the
/// network or from other files.
enum HTMLDocumentShell {
  /// `<!DOCTYPE html>` through the opening `<body>`.
  static func head(title: String) -> String {
    "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      + "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
      + "<meta name=\"generator\" content=\"TypeFit\"><title>\(XMLEscaping.attribute(title))</title>"
      + "<style>\(HTMLReportStylesheet.css)\n\(RowPictureStylesheet.css)</style></head>\n<body>\n"
  }

  /// The glyph definitions, the script and the closing tags.
  static func tail(glyphs: GlyphLibrary, engine: TextEngine) -> String {
    "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\" focusable=\"false\">"
      + "<defs>\(glyphs.definitions(engine: engine))</defs></svg>\n"
      + "<script>\(HTMLReportScript.javaScript)</script>\n</body></html>\n"
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
