import TypeFit

/// One `measure` request: a text and how to lay it out, from options or an NDJSON line.
struct MeasureRequest {
  /// Point sizes a request may ask for: the largest Dynamic Type size (AX5 Large Title) is
  /// under 100 pt.
  static let pointSizes: ClosedRange<Double> = 1...1000
  /// Widths a request may ask for, in points.
  static let widths: ClosedRange<Double> = 1...100_000
  /// Line limits: 0 (unlimited) to 1,000.
  static let lineLimits: ClosedRange<Int> = 0...1000
  /// The longest text measured, in UTF-16 units: the same limit as a label in `check`
  /// (`RowPlanner.maximumLabelLength`).
  static let maximumTextLength = RowPlanner(configuration: CheckConfiguration()).maximumLabelLength

  var text: String
  var pointSize: Double
  var weight: FontWeight
  var maxWidth: Double
  var lineLimit: Int?
  var language: String?
  var font: FontStackDefinition
  /// `.italic()`: the stack's italic faces.
  var italic = false
  /// `.monospacedDigit()`: tabular digits.
  var monospacedDigits = false
  /// What the request's values were changed to, for standard error (a numeric weight rounded
  /// to a named one).
  var notes: [String] = []
  /// What may not be measured as meant, for standard error (a language no ISO 639 list has).
  var warnings: [String] = []

  /// ``warnings`` then ``notes``, each with the word standard error starts it with.
  var messages: [(label: String, text: String)] {
    warnings.map { ("Warning", $0) } + notes.map { ("Note", $0) }
  }

  /// Measures with the engine for the request's font stack.
  func run(_ engines: EngineCache) throws -> TextLayout {
    let parameters = LayoutParameters(pointSize: pointSize, maxWidth: maxWidth, lineLimit: lineLimit)
    try parameters.validate()
    return try engines.engine(for: font).measure(
      text, language: language, weight: weight, italic: italic, monospacedDigits: monospacedDigits,
      parameters: parameters)
  }

  /// The batch contract's output object (Docs/CLI.md): `id`, `lines`, `width`, `naturalWidth`,
  /// `height`, `truncated`, `visibleText`, then `linesNeeded` and `lineHeight`.
  static func resultJSON(id: JSONValue, _ layout: TextLayout) -> JSONValue {
    .object([
      ("id", id), ("lines", .int(layout.linesShown)), ("width", .number(layout.width)),
      ("naturalWidth", .number(layout.naturalWidth)), ("height", .number(layout.height)),
      ("truncated", .bool(layout.isTruncated)), ("visibleText", .string(layout.visibleText)),
      ("linesNeeded", .int(layout.linesNeeded)), ("lineHeight", .number(layout.lineHeight)),
    ])
  }
}

extension MeasureRequest {
  /// Builds a request from option values (command line or an NDJSON line).
  ///
  /// - Parameter batchLine: whether the values come from a `measure --batch` line, whose
  ///   messages name its fields (`"size"`, `"lang"`) rather than options (`--size`, `--lang`:
  ///   the fifty-first attack's A51-2). The language is read by ``LanguageOption``: `de_DE` is
  ///   measured as `de-DE`.
  /// - Throws: ``UsageError`` naming the bad or missing value.
  init(
    text: String, style: String?, category: String?, size: Double?, weight: String?, width: Double?,
    lines: Int?,
    language: String?, batchLine: Bool = false, font: FontStackDefinition, italic: Bool = false,
    monospacedDigits: Bool = false
  ) throws {
    let name = { (field: String) in batchLine ? "\"\(field)\"" : "--\(field)" }
    var pointSize = size
    var styleWeight = FontWeight.regular
    if let style {
      if size != nil { throw UsageError("give either \(name("size")) or \(name("style")), not both") }
      let resolved = try StyleResolution.resolve(style: style, category: category)
      pointSize = resolved.pointSize
      styleWeight = resolved.weight
    } else if category != nil {
      throw UsageError("\(name("category")) needs \(name("style"))")
    }
    guard let pointSize else {
      throw UsageError(
        batchLine
          ? "give \"size\" (points) or \"style\" (a text style, with \"category\")"
          : "give --size PT or --style S (with --category C)")
    }
    let length = text.utf16.count
    guard length <= Self.maximumTextLength else {
      throw UsageError(
        "text is \(length) UTF-16 units long, more than the \(Self.maximumTextLength)-unit limit of a label")
    }
    let language = try language.map { try LanguageOption($0, name: name("lang")) }
    var chosenWeight = styleWeight
    var notes: [String] = []
    if let weight {
      guard let parsed = FontWeight.resolving(weight) else {
        throw UsageError(FontWeight.refusal(of: weight))
      }
      chosenWeight = parsed.weight
      if let note = parsed.note { notes.append(note) }
    }
    self.init(
      text: text, pointSize: pointSize, weight: chosenWeight, maxWidth: width ?? .infinity, lineLimit: lines,
      language: language?.tag, font: font, italic: italic, monospacedDigits: monospacedDigits, notes: notes,
      warnings: language?.warning.map { [$0] } ?? [])
  }
}
