import TypeFit

/// `typefit row`: lays one row out at every requested category and checks it.
enum RowCommand: CLICommand {
  static let name = "row"
  static let needsWorkRoom = true
  static let abstract = "Lay one list row out at each Dynamic Type size and check it against the rules."
  static let usage =
    "typefit row --title T [--subtitle S] [--value V] [--accessory A] [--leading SPEC] [--title-style S] "
    + "[--title-lines N] … [--device NAME | --width PT] [--list-style S] [--platform P] [--categories RANGE] "
    + "[--format text|json|svg|html] [--overlays LIST] [--output F] [--fail-on error|warning|never]"
  static let options: [OptionSpec] =
    RowOptions.options + LayoutOptions.options + FontSelection.options + [
      OptionSpec(
        "format", value: "F",
        help:
          "text (default), json, svg (a strip of the row at each category, drawn from glyph outlines) or html."
      ),
      PictureOverlaySelection.option,
      OutputDestination.option,
      FailOnThreshold.option,
    ]

  /// The output formats `--format` recognises.
  enum Format: String, CaseIterable {
    case text
    case json
    case svg
    case html
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32 {
    let format = try Format(
      rawValue: arguments.formatChoice(from: Format.allCases.map(\.rawValue), default: "text"))!
    let row = try RowOptions.row(arguments)
    // A picture is bounded as the HTML report's pictures are, before any layout (A27-4).
    let characters = row.labels.reduce(0) { $0 + $1.label.text.utf16.count }
    if format == .svg || format == .html, characters > RowPictureRenderer.maximumCharacters {
      io.message(
        "Error: --format \(format.rawValue) draws a row of at most \(RowPictureRenderer.maximumCharacters) "
          + "characters (title, subtitle and value together, in UTF-16 units), as the HTML report of typefit "
          + "check does; this one has \(characters). Give shorter labels, or use --format text or json")
      return ExitCode.usage
    }
    if let warning = try RowOptions.language(arguments)?.warning { io.message("Warning: \(warning)") }
    for note in RowOptions.weightNotes(arguments) { io.message("Note: \(note)") }
    let context = try LayoutOptions.context(arguments)
    let categories = try LayoutOptions.categories(arguments)
    let threshold = try FailOnThreshold(arguments)
    let overlays = try PictureOverlaySelection.overlays(
      arguments, format: format.rawValue, default: format == .html ? .all : [.touchTargets, .truncation])
    let fonts = try FontSelection.definition(arguments)
    let output = try OutputDestination(arguments, fonts: fonts, io: io)
    let engine = try EngineCache().engine(for: fonts)
    // A picture draws every line's glyph outlines at each category, and the layout of every
    // format keeps each part's lines at each category: refused by name before any layout when
    // the limit on memory leaves too little for them (the twentieth attack's A20-20 for the
    // pictures, the twenty-first's A21-8 for the text and JSON formats).
    if let budget = AddressSpaceBudget.current() {
      let textBytes = ["title", "subtitle", "value"].reduce(0) { $0 + (arguments.value($1)?.utf8.count ?? 0) }
      let picture =
        format == .svg || format == .html
        ? budget.pictureShortfall(textBytes: textBytes, categories: categories.count, format: format.rawValue)
        : nil
      if let refusal = picture ?? budget.rowLayoutShortfall(textBytes: textBytes) {
        io.message("Error: \(refusal)")
        return ExitCode.unreadableInput
      }
    }
    let measurer = TextEngineMeasurer(engine: engine)
    let report = try RowLayoutEngine(measurer: measurer).report(for: row, in: context, categories: categories)
    switch format {
    case .text:
      let text = RowTextReport(
        report: report, context: context, fontStack: fonts.name,
        style: TerminalStyle(enabled: output.isTerminal)
      ).render()
      try output.write(text)
    case .json:
      try output.write(json(report, context: context, fontStack: fonts.name).serialized(indent: 2) + "\n")
    case .svg, .html:
      try output.write(
        picture(
          report, context: context, format: format, engine: engine,
          options: RowPictureOptions(categories: categories, overlays: overlays)))
    }
    return threshold.exitCode(for: report.findings)
  }

  /// The whole JSON document: tool, version, font stack, context, then the report.
  static func json(_ report: RowReport, context: LayoutContext, fontStack: String) -> JSONValue {
    .object([
      ("tool", .string("typefit")), ("version", .string(TypeFitTool.version)),
      ("fontStack", .string(fontStack)), ("context", context.jsonValue), ("report", report.jsonValue),
    ])
  }

  /// Pictures of the row: an SVG strip of every requested category, or an HTML page with the
  /// strip, its numbers and toggles for the overlays.
  static func picture(
    _ report: RowReport, context: LayoutContext, format: Format, engine: TextEngine,
    options: RowPictureOptions
  ) -> String {
    if format == .html {
      return HTMLRowPage.html(for: report, in: context, engine: engine, options: options)
    }
    return RowPictureRenderer(engine: engine, options: options).svg(for: report, in: context)
  }
}
