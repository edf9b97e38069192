import TypeFitReports
import TypeFitRow
import TypeFitText

/// One row's report as a self-contained HTML page (`typefit row --format html`): the row's
/// findings, the numbers at the failing sizes and its picture strip with every overlay
/// switchable.
public enum HTMLRowPage {
  /// - Parameters:
  ///   - report: the row's report, computed in `context` with `engine`.
  ///   - context: the layout context.
  ///   - engine: the engine that measured the row; it draws the glyphs.
  ///   - options: picture options (default: all overlays but the margins, all categories).
  /// - Returns: the page, UTF-8 text ending in a newline.
  public static func html(
    for report: RowReport, in context: LayoutContext, engine: TextEngine,
    options: RowPictureOptions = RowPictureOptions(overlays: [
      .touchTargets, .truncation, .textFrames, .margins,
    ])
  ) -> String {
    let renderer = RowPictureRenderer(engine: engine, options: options)
    var data = HTMLReportData()
    let title = report.row.title.text
    let record = HTMLRowRecord(
      key: title, locale: report.row.language ?? "und", location: nil,
      provenance: [report.deviceName, "profile \(report.profileID)", context.listStyle.rawValue],
      reports: [(report, context)])
    let row = record.json(renderer: renderer, data: &data, withPictures: true)
    let shown = TerminalText.escaped(title)
    return HTMLDocumentShell.head(title: "TypeFit: \(shown)")
      + "<header><h1>Row “\(XMLEscaping.attribute(shown))”</h1></header>\n"
      + HTMLDataBlock.opening(id: "typefit-rows") + "[" + HTMLDataBlock.escaped(row) + "]"
      + HTMLDataBlock.closing + "\n<main>" + HTMLDocumentShell.overlaySwitches
      + HTMLDocumentShell.noScriptNotice
      + HTMLDocumentShell.rowsSection + "</main>\n"
      + HTMLDocumentShell.tail(data: data, contexts: [context], hidesCleanRows: false, engine: engine)
  }
}
