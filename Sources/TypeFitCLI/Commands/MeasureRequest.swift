import TypeFit

/// One `measure` request: a text and how to lay it out, from options or an NDJSON line.
struct MeasureRequest {
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
  /// - Throws: ``UsageError`` naming the bad or missing value.
  init(
    text: String, style: String?, category: String?, size: Double?, weight: String?, width: Double?,
    lines: Int?,
    language: String?, font: FontStackDefinition, italic: Bool = false, monospacedDigits: Bool = false
  ) throws {
    var pointSize = size
    var styleWeight = FontWeight.regular
    if let style {
      if size != nil { throw UsageError("give either --size or --style, not both") }
      let resolved = try StyleResolution.resolve(style: style, category: category)
      pointSize = resolved.pointSize
      styleWeight = resolved.weight
    } else if category != nil {
      throw UsageError("--category needs --style")
    }
    guard let pointSize else { throw UsageError("give --size PT or --style S (with --category C)") }
    var chosenWeight = styleWeight
    var notes: [String] = []
    if let weight {
      guard let parsed = FontWeight.resolving(weight) else {
        throw UsageError(
          "unknown weight '\(weight)'; valid: \(FontWeight.namesAndNumbers), or a number 1–1000")
      }
      chosenWeight = parsed.weight
      if let note = parsed.note { notes.append(note) }
    }
    self.init(
      text: text, pointSize: pointSize, weight: chosenWeight, maxWidth: width ?? .infinity, lineLimit: lines,
      language: language, font: font, italic: italic, monospacedDigits: monospacedDigits, notes: notes)
  }
}
