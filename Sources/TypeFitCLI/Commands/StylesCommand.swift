import TypeFit

/// `typefit styles`: the HIG Dynamic Type table with SF tracking at each size: the tracking
/// `row` and `check` apply (SF's own, −52/2048 em at 17 pt), and the HIG table's nominal value
/// beside it (−26/1000 em), which is a rounding of it (Docs/Accuracy.md, fresh22 F22-9).
enum StylesCommand: CLICommand {
  static let name = "styles"
  static let abstract = "Show the HIG text style table: size, leading, weights and tracking per category."
  static let usage = "typefit styles [--category C | --categories RANGE] [--format text|json] [--output F]"
  static let options: [OptionSpec] = [
    OptionSpec("category", value: "C", help: "One content size category (xSmall … AX5)."),
    CategorySelection.option,
    OptionSpec("format", value: "F", help: "text (default) or json."),
    OutputDestination.option,
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32 {
    let format = try arguments.choice("format", from: ["text", "json"], default: "text")
    let categories = try selectedCategories(arguments)
    let output = try OutputDestination(arguments, io: io)
    if format == "json" {
      try output.write(json(categories).serialized(indent: 2) + "\n")
    } else {
      try output.write(text(categories, style: TerminalStyle(enabled: output.isTerminal)))
    }
    return ExitCode.success
  }

  /// `--category` or `--categories` (not both); all 12 by default.
  ///
  /// - Throws: ``UsageError`` for both options or an unknown category.
  static func selectedCategories(_ arguments: ParsedArguments) throws -> [ContentSizeCategory] {
    guard let one = arguments.value("category") else { return try CategorySelection.categories(arguments) }
    if arguments.value(CategorySelection.option.name) != nil {
      throw UsageError("give either --category or --categories, not both")
    }
    return [try UsageError.converting { try ContentSizeCategory(parsing: one) }]
  }

  /// `{"categories": [{"category", "styles": [{"style", "higName", "pointSize", "leading",
  /// "weight", "emphasizedWeight", "trackingMilliEm", "tracking", "higTrackingMilliEm"}]}]}`:
  /// `trackingMilliEm` and `tracking` (points) are what a row's label reports and is measured
  /// with, `higTrackingMilliEm` the HIG table's value.
  static func json(_ categories: [ContentSizeCategory]) -> JSONValue {
    .object([
      (
        "categories",
        .array(
          categories.map { category in
            .object([
              ("category", .string(category.name)),
              (
                "styles",
                .array(
                  TextStyle.hig.map { style in
                    let metrics = style.metrics(at: category)
                    return .object([
                      ("style", .string(style.name)), ("higName", .string(style.higName)),
                      ("pointSize", .number(metrics.pointSize)), ("leading", .number(metrics.leading)),
                      ("weight", .string(metrics.weight.name)),
                      ("emphasizedWeight", .string(metrics.emphasizedWeight.name)),
                      ("trackingMilliEm", .number(appliedTrackingEm(metrics) * 1000)),
                      ("tracking", .number(trackingPoints(metrics))),
                      ("higTrackingMilliEm", .number(SFTracking.milliEm(atPointSize: metrics.pointSize))),
                    ])
                  })
              ),
            ])
          })
      )
    ])
  }

  /// One table per category: style, size, leading, weight, emphasized weight, the tracking
  /// applied (1/1000 em and points), and the HIG table's tracking.
  static func text(_ categories: [ContentSizeCategory], style: TerminalStyle) -> String {
    var sections: [String] = []
    for category in categories {
      var table = TextTable(
        [
          "style", "size", "leading", "weight", "emphasized", "tracking 1/1000 em", "tracking pt",
          "HIG 1/1000 em",
        ],
        rightAligned: [1, 2, 5, 6, 7])
      for textStyle in TextStyle.hig {
        let metrics = textStyle.metrics(at: category)
        table.append([
          textStyle.name, DecimalText.json(metrics.pointSize), DecimalText.json(metrics.leading),
          metrics.weight.name, metrics.emphasizedWeight.name,
          DecimalText.json(appliedTrackingEm(metrics) * 1000),
          DecimalText.json(trackingPoints(metrics)),
          DecimalText.json(SFTracking.milliEm(atPointSize: metrics.pointSize)),
        ])
      }
      sections.append(style.bold(category.name) + "\n" + table.render(indent: 2, header: style.dim))
    }
    return sections.joined(separator: "\n") + "\n" + footnote
  }

  /// What the table's two trackings are, below it.
  static let footnote =
    "tracking: what typefit row and check apply (SF's own, in the system stack); HIG: the HIG table's value, "
    + "a rounding of it\n"

  /// The tracking a label of the style gets in the system font stack, in em: SF's own under
  /// the SF width model (`PreparedText.trackingEm(pointSize:)`, the value `row` reports), which
  /// is 2/2048 em per HIG 1/1000 em at 8–20 pt and within 1/2048 em of it elsewhere.
  static func appliedTrackingEm(_ metrics: TextStyleMetrics) -> Double {
    SFWidthModel.sizeFactors(pointSize: metrics.pointSize, weight: metrics.weight).trackingEm
  }

  /// The applied tracking at the style's size, in points.
  static func trackingPoints(_ metrics: TextStyleMetrics) -> Double {
    appliedTrackingEm(metrics) * metrics.pointSize
  }
}
