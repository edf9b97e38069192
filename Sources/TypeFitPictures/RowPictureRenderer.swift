import TypeFitCheck
import TypeFitDynamicType
import TypeFitReports
import TypeFitRow
import TypeFitText
import TypeFitTextMeasuring

/// Draws a row as iOS lays it out, one panel per content size category side by side, as SVG.
///
/// Labels are drawn from the engine's glyph outlines, so the picture needs no fonts: each
/// distinct glyph is one `<path>` in `<defs>`, placed by `<use>`. Under each panel a caption
/// gives the category and the row height. Output is deterministic and valid XML.
///
/// ```swift
/// let engine = try TextEngine(definition: .iosSystem)
/// let renderer = RowPictureRenderer(engine: engine)
/// let svg = try renderer.svg(for: Row(title: "Account"), in: LayoutContext())
/// // "<svg xmlns=…" with 12 panels, 44 pt at large
/// ```
public struct RowPictureRenderer: Sendable {
  /// The engine that measured the rows; it shapes and outlines their glyphs.
  public let engine: TextEngine
  /// Categories, overlays, highlights, spacing.
  public var options: RowPictureOptions

  /// The most characters (UTF-16 units of the labels, summed) a row drawn on its own may hold:
  /// 10,000, the limit of a row the HTML report of `typefit check` draws. `typefit row -f svg`
  /// drew whatever it was given: three 45,600-character labels made a 104 MB picture and took
  /// 703 MB (twenty-seventh attack A27-4).
  public static let maximumCharacters = HTMLReportLimits.defaultPicturedCharactersPerRow

  /// Height reserved under the panels for captions, in points.
  static let captionHeight = 22.0

  /// - Parameters:
  ///   - engine: the text engine the reports were measured with (default stack: SF metrics).
  ///   - options: what to draw (default all 12 categories, touch-target and truncation overlays).
  public init(engine: TextEngine, options: RowPictureOptions = RowPictureOptions()) {
    self.engine = engine
    self.options = options
  }

  /// Lays the row out with the engine (``TextEngineMeasurer``) and draws it.
  ///
  /// - Parameters:
  ///   - row: the row.
  ///   - context: device, list style, profile and display scale.
  /// - Returns: a standalone SVG document (UTF-8 text ending in a newline).
  /// - Throws: ``LabelMeasuringError/failed(_:)`` when the engine fails for a reason other than
  ///   missing glyphs (those are drawn as a note).
  public func svg(for row: Row, in context: LayoutContext) throws(LabelMeasuringError) -> String {
    let report = try RowLayoutEngine(measurer: TextEngineMeasurer(engine: engine))
      .report(for: row, in: context, categories: options.categories)
    return svg(for: report, in: context)
  }

  /// Draws a report's layouts.
  ///
  /// - Parameters:
  ///   - report: a report computed in `context` (its layouts give every position).
  ///   - context: the layout context the report was computed in.
  /// - Returns: a standalone SVG document with its glyph definitions.
  public func svg(for report: RowReport, in context: LayoutContext) -> String {
    var glyphs = GlyphLibrary()
    let strip = strip(for: report, in: context, glyphs: &glyphs, standalone: true).svg
    return strip.replacingOccurrences(
      of: RowPictureRenderer.definitionsSlot, with: "<defs>\(glyphs.definitions(engine: engine))</defs>")
      + "\n"
  }

  /// Where a standalone strip's `<defs>` go.
  private static let definitionsSlot = "<!--defs-->"

  /// The `<svg>` element of a strip, as markup runs and glyph lines. Glyphs are recorded in
  /// `glyphs`; the caller writes their definitions once, in this SVG (`standalone`) or elsewhere
  /// in the same HTML document.
  func strip(
    for report: RowReport, in context: LayoutContext, glyphs: inout GlyphLibrary, standalone: Bool
  ) -> StripMarkup {
    var source = LabelGlyphSource(engine: engine, row: report.row)
    return strip(for: report, in: context, glyphs: &glyphs, source: &source, standalone: standalone)
  }

  /// ``strip(for:in:glyphs:standalone:)`` drawing the labels from `source`, which the strips
  /// of one row share (in its other contexts), so a line is shaped once for all of them;
  /// `source` must be the row of `report`.
  func strip(
    for report: RowReport, in context: LayoutContext, glyphs: inout GlyphLibrary,
    source: inout LabelGlyphSource, standalone: Bool
  ) -> StripMarkup {
    let n = { (v: Double) in DecimalText.svg(v) }
    let wanted = Set(options.categories)
    let layouts = report.layouts.filter { wanted.contains($0.category) }
    let spacing = options.spacing
    let panelWidth = context.screenWidth
    let tallest = layouts.map(\.height).max() ?? 44
    let backgroundHeight = tallest + 2 * spacing
    let width = layouts.isEmpty ? panelWidth : Double(layouts.count) * (panelWidth + spacing) - spacing
    let height = backgroundHeight + Self.captionHeight
    let firstTitle = layouts.first?.label(.title).flatMap {
      source.shape($0, displayScale: context.displayScale)
    }
    let direction = RowDirection(
      language: report.row.language, titleIsRightToLeft: firstTitle?.lines.first?.isRightToLeft ?? false)
    // "1 content size category", not "categories" (the new-user walk's NU-11).
    let title =
      "\(report.row.title.text) at \(layouts.count) content size \(layouts.count == 1 ? "category" : "categories")"

    var output = StripMarkup()
    output.append(
      // Inside an HTML page the namespace is implied; a standalone file needs it.
      (standalone ? "<svg xmlns=\"http://www.w3.org/2000/svg\" " : "<svg ")
        + "width=\"\(n(width))\" height=\"\(n(height))\" "
        + "viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" class=\"row-strip\" "
        + "data-direction=\"\(direction.isRightToLeft ? "rtl" : "ltr")\"><title>")
    // The title is this row's own text: a run of its own.
    output.breakRun()
    output.append(XMLEscaping.attribute(title))
    output.breakRun()
    output.append("</title>")
    if standalone { output.append("<style>\(RowPictureStylesheet.css)</style>" + Self.definitionsSlot) }
    if layouts.isEmpty {
      let reason = report.findings.first?.message ?? "No layout was requested."
      output.append(
        "<rect class=\"background\" width=\"\(n(width))\" height=\"\(n(backgroundHeight))\"/>"
          + "<text class=\"caption failing\" x=\"\(n(spacing))\" y=\"\(n(backgroundHeight / 2))\">"
          + "Not drawn: \(XMLEscaping.attribute(reason))</text>")
    }
    for (index, layout) in layouts.enumerated() {
      let x = Double(index) * (panelWidth + spacing)
      let failing = options.highlighted.contains(layout.category)
      output.append(
        "<g class=\"panel\(failing ? " failing" : "")\" data-category=\"\(layout.category.name)\" "
          + "data-row-height=\"\(n(layout.height))\" transform=\"translate(\(n(x)) 0)\">"
          + "<rect class=\"background\" width=\"\(n(panelWidth))\" height=\"\(n(backgroundHeight))\"/>")
      if failing {
        output.append(
          "<rect class=\"highlight\" x=\"1\" y=\"1\" width=\"\(n(panelWidth - 2))\" "
            + "height=\"\(n(backgroundHeight - 2))\"/>")
      }
      let panel = RowPanelRenderer(
        row: report.row, layout: layout, context: context, direction: direction, overlays: options.overlays)
      output.append("<g class=\"row\" transform=\"translate(0 \(n(spacing)))\">")
      panel.draw(into: &output, source: &source, glyphs: &glyphs)
      output.append("</g>")
      let caption = "\(layout.category.name) · \(n(layout.height)) pt"
      output.append(
        "<text class=\"caption\(failing ? " failing" : "")\" x=\"\(n(panelWidth / 2))\" "
          + "y=\"\(n(backgroundHeight + 15))\" text-anchor=\"middle\">\(XMLEscaping.attribute(caption))</text></g>"
      )
    }
    output.append("</svg>")
    return output
  }
}
