import TypeFitCheck
import TypeFitDynamicType
import TypeFitReports
import TypeFitRow
import TypeFitText

/// Writes a check as one self-contained HTML file (`typefit check --format html`).
///
/// The rows stream as the run goes, as compact JSON in one `<script type="application/json">`
/// (`HTMLRowRecord`): strings, strip markup runs and glyphs are stored once
/// (`HTMLReportData`) and numbers rounded. At the end come the summary (counts by rule,
/// severity, locale and size) as HTML, the findings section's filters and table header, the
/// shared tables, the glyph outlines (once for the whole page) and the script. The script
/// builds the filterable, sortable findings table and the row articles a page at a time, and
/// draws a row's picture strips (failing sizes outlined, with the numbers at those sizes) only
/// when they scroll into view. Rows without findings get no pictures (unless
/// ``includesPicturesOfCleanRows``) and are shown only when "Show rows without findings" is
/// ticked. No network, no other files.
///
/// A big run's page is bounded (`HTMLReportLimits`, A18-6): pictures for the rows of the
/// first 1,000 warnings and errors of each rule, rows listed for the first 20,000 findings of
/// each rule and the first 20,000 rows without findings; no pictures for a row whose labels hold
/// over 10,000 characters, nor past 64 MiB of pictures (A21-13); the summary says how many findings
/// and rows are not shown and that the JSON, NDJSON and SARIF reports hold them all.
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

  /// What the page lists and draws; ``HTMLReportLimits/standard`` unless a test sets
  /// smaller limits.
  var selection = HTMLRowSelection(limits: .standard)

  private var data = HTMLReportData()
  private var rowCount = 0
  private var findingCount = 0
  private var locales: Set<String> = []
  private var rules: Set<RuleID> = []
  private var categories: Set<ContentSizeCategory> = []
  /// The part of a sharded run, named in the title, the header and the summary.
  private var shard: Shard?
  /// The folder the configuration's path is written relative to.
  private let sourceRoot: String?

  /// - Parameters:
  ///   - engine: the engine the check measured with.
  ///   - contexts: the run's layout contexts (``CheckRunInfo/contexts``).
  ///   - options: picture options; the default draws touch targets, truncation markers and text
  ///     frames (the page can hide each), at the run's categories.
  ///   - pictureCategories: which categories each strip shows; `.all` draws the full strip
  ///     (about three times the size on a catalog failing at three sizes).
  ///   - includesPicturesOfCleanRows: draw rows without findings too.
  ///   - sourceRoot: the folder the header's configuration path is written relative to, as the
  ///     text and JSON reports write it (``ReportOptions/sourceRoot``; the CLI passes its working
  ///     folder), so that a report kept as a CI artifact does not show the runner's paths.
  public init(
    engine: TextEngine, contexts: [LayoutContext],
    options: RowPictureOptions = RowPictureOptions(overlays: [.touchTargets, .truncation, .textFrames]),
    pictureCategories: PictureCategorySelection = .failingAndDefault,
    includesPicturesOfCleanRows: Bool = false, sourceRoot: String? = nil
  ) {
    self.sourceRoot = sourceRoot
    self.pictureCategories = pictureCategories
    self.renderer = RowPictureRenderer(engine: engine, options: options)
    self.contexts = contexts
    self.includesPicturesOfCleanRows = includesPicturesOfCleanRows
  }

  public mutating func begin(_ info: CheckRunInfo) -> String {
    if !info.categories.isEmpty { renderer.options.categories = info.categories }
    if contexts.isEmpty { contexts = info.contexts }
    // Paths are shown as the text report shows them (A26-8: a folder's bidirectional override
    // would reorder the header).
    let inputs = TerminalText.escaped(info.inputs.joined(separator: ", "))
    shard = info.shard
    // A part of a sharded run says so in its title, header and summary, so that it is not read
    // as the whole check.
    let part = info.shard.map { " (\(ShardNotice.name($0)))" } ?? ""
    let configuration = info.configurationFile.map { ReportPath.relative($0, to: sourceRoot) } ?? "none"
    let partLine =
      info.shard.map {
        "<p class=\"shard\"><strong>\(ShardNotice.sentence($0, capitalized: true)).</strong></p>"
      } ?? ""
    return HTMLDocumentShell.head(title: "TypeFit report\(part): \(inputs)")
      + "<header><h1>TypeFit report\(part)</h1><p class=\"meta\">\(XMLEscaping.attribute(inputs)) · profile "
      + "\(XMLEscaping.attribute(info.profileID)) · \(XMLEscaping.attribute(info.contexts.map(\.device.name).joined(separator: ", "))) · "
      + "font stack \(XMLEscaping.attribute(info.fontStack)) · config \(XMLEscaping.attribute(TerminalText.escaped(configuration))) · "
      + "TypeFit \(XMLEscaping.attribute(info.toolVersion))</p>" + partLine
      + "<p><a href=\"#summary\">Summary</a> · <a href=\"#findings\">Findings</a> · <a href=\"#rows\">Rows</a></p></header>\n"
      + HTMLDataBlock.opening(id: "typefit-rows") + "["
  }

  public mutating func write(_ result: CheckResult) -> String {
    let findings = result.findings.map(\.finding)
    let characters = result.reports.reduce(0) { total, report in
      report.row.labels.reduce(total) { $0 + $1.label.text.utf16.count }
    }
    let choice = selection.choose(
      findings,
      wantsPictures: includesPicturesOfCleanRows
        || (result.worstSeverity.map { $0 >= pictureThreshold } ?? false),
      pictureThreshold: pictureThreshold, characters: characters, pictureBytes: data.pictureBytes)
    guard choice != .omitted else { return "" }
    rowCount += 1
    let item = result.item
    for finding in findings {
      findingCount += 1
      locales.insert(item.locale)
      rules.insert(finding.ruleID)
      categories.formUnion(finding.categories)
    }
    let pairs = zip(result.reports, contexts.isEmpty ? [LayoutContext()] : contexts).map { ($0, $1) }
    let record = HTMLRowRecord(
      key: item.key, locale: item.locale,
      location: (item.location.file, item.location.line, item.location.column),
      provenance: [item.locale] + (item.variant.isBase ? [] : [item.variantName]) + [
        item.roleAssignment.description
      ],
      reports: pairs, pictureCategories: pictureCategories)
    let json = record.json(renderer: renderer, data: &data, withPictures: choice == .drawn)
    return (rowCount == 1 ? "\n" : ",\n") + HTMLDataBlock.escaped(json)
  }

  public mutating func finish(_ summary: CheckSummary, to sink: any ReportSink) {
    let section = HTMLSummarySection(
      summary: summary, locales: locales, rules: rules, categories: categories, findingCount: findingCount,
      shard: shard, selection: selection)
    sink.append(
      "]" + HTMLDataBlock.closing + "\n<main>\n" + section.html + HTMLDocumentShell.rowsSection + "</main>\n")
    sink.append(
      HTMLDocumentShell.tail(
        data: data, contexts: contexts.isEmpty ? [LayoutContext()] : contexts, hidesCleanRows: true,
        engine: renderer.engine))
  }
}
