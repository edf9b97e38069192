import TypeFitCheck
import TypeFitRow
import TypeFitText

/// Writes a check as one self-contained HTML file (`typefit check --format html`).
///
/// The head and each row stream as the run goes; the summary (counts by rule, severity, locale
/// and size) and the filterable, sortable findings table are written at the end and moved to
/// the top by the page's script. Each row with findings carries its picture strip per layout
/// context, failing sizes outlined, with the numbers at those sizes; strips sit as
/// inert text in `<script type="text/x-svg">` (never parsed into elements at load) and are
/// drawn when opened and scrolled into view, and glyphs are defined once for the whole page. Rows without findings are listed without
/// pictures (unless ``includesPicturesOfCleanRows``) and hidden until "Show rows without
/// findings" is ticked. No network, no other files.
///
/// ```swift
/// var writer = HTMLReportWriter(engine: engine, contexts: [LayoutContext()])
/// var html = writer.begin(info)
/// for result in results { html += writer.write(result) }
/// html += writer.finish(summary)
/// ```
public struct HTMLReportWriter: CheckReportWriter {
  /// Draws the pictures.
  public var renderer: RowPictureRenderer
  /// The run's layout contexts, in the order of ``CheckResult/reports``.
  public var contexts: [LayoutContext]
  /// Whether rows without findings get pictures too (default `false`, to keep files small).
  public var includesPicturesOfCleanRows: Bool
  /// The least severe finding that earns a row its picture strip (default: warnings and
  /// errors). Rows whose findings are all notes — a label that wraps, a value that stacks —
  /// are listed with their numbers but not drawn, which keeps a big catalog's report small.
  public var pictureThreshold: Severity = .warning
  /// Which categories each strip shows (default: the failing ones and `large`).
  public var pictureCategories: PictureCategorySelection

  private var glyphs = GlyphLibrary()
  private var entries: [HTMLFindingEntry] = []
  private var rowCount = 0

  /// - Parameters:
  ///   - engine: the engine the check measured with.
  ///   - contexts: the run's layout contexts (``CheckRunInfo/contexts``).
  ///   - options: picture options; the default draws touch targets, truncation markers and text
  ///     frames (the page can hide each), at the run's categories.
  ///   - pictureCategories: which categories each strip shows; `.all` draws the full strip
  ///     (about three times the size on a catalog failing at three sizes).
  ///   - includesPicturesOfCleanRows: draw rows without findings too.
  public init(
    engine: TextEngine, contexts: [LayoutContext],
    options: RowPictureOptions = RowPictureOptions(overlays: [.touchTargets, .truncation, .textFrames]),
    pictureCategories: PictureCategorySelection = .failingAndDefault,
    includesPicturesOfCleanRows: Bool = false
  ) {
    self.pictureCategories = pictureCategories
    self.renderer = RowPictureRenderer(engine: engine, options: options)
    self.contexts = contexts
    self.includesPicturesOfCleanRows = includesPicturesOfCleanRows
  }

  public mutating func begin(_ info: CheckRunInfo) -> String {
    if !info.categories.isEmpty { renderer.options.categories = info.categories }
    if contexts.isEmpty { contexts = info.contexts }
    let inputs = info.inputs.joined(separator: ", ")
    return HTMLDocumentShell.head(title: "TypeFit report: \(inputs)")
      + "<header><h1>TypeFit report</h1><p class=\"meta\">\(XMLEscaping.attribute(inputs)) · profile "
      + "\(XMLEscaping.attribute(info.profileID)) · \(XMLEscaping.attribute(info.contexts.map(\.device.name).joined(separator: ", "))) · "
      + "font stack \(XMLEscaping.attribute(info.fontStack)) · TypeFit \(XMLEscaping.attribute(info.toolVersion))</p>"
      + "<p><a href=\"#summary\">Summary</a> · <a href=\"#findings\">Findings</a> · <a href=\"#rows\">Rows</a></p></header>\n"
      + "<main>\n<section id=\"rows\" aria-labelledby=\"rows-heading\"><h2 id=\"rows-heading\">Rows</h2>\n"
  }

  public mutating func write(_ result: CheckResult) -> String {
    rowCount += 1
    let id = "row-\(rowCount)"
    let item = result.item
    for (_, finding) in result.findings {
      entries.append(HTMLFindingEntry(rowID: id, key: item.key, locale: item.locale, finding: finding))
    }
    let pairs = zip(result.reports, contexts.isEmpty ? [LayoutContext()] : contexts).map { ($0, $1) }
    let article = HTMLRowArticle(
      id: id, key: item.key, locale: item.locale,
      provenance: "\(item.location) · \(item.locale)" + (item.variant == "base" ? "" : " · \(item.variant)"),
      reports: pairs, pictureCategories: pictureCategories)
    return article.html(
      renderer: renderer, glyphs: &glyphs,
      withPictures: includesPicturesOfCleanRows
        || (result.worstSeverity.map { $0 >= pictureThreshold } ?? false))
  }

  public mutating func finish(_ summary: CheckSummary) -> String {
    "</section>\n" + HTMLSummarySection(summary: summary, entries: entries).html + "</main>\n"
      + HTMLDocumentShell.tail(glyphs: glyphs, engine: renderer.engine)
  }
}
