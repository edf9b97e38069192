import TypeFitDynamicType
import TypeFitReports
import TypeFitRow
import TypeFitText

/// The shared tables of an HTML page whose script builds the findings table, the rows and the
/// pictures: every distinct string and strip markup run stored once, and the glyphs the strips
/// use.
///
/// Rows (``HTMLRowRecord``) refer to strings and runs by their index, assigned on first use so
/// the output is deterministic. ``metadataJSON(contexts:hidesCleanRows:)`` writes the tables
/// with the rule, category and context names the script needs:
///
/// ```json
/// {"strings":["settings.wifi","ja",…],"runs":["<svg xmlns=…",…],
///  "rules":[["TF001","label-truncated","error"],…],"severities":["note","warning","error"],
///  "categories":["xSmall",…,"AX5"],"contexts":[["iPhone 17 Pro","insetGrouped",44]],"hideClean":true}
/// ```
struct HTMLReportData {
  /// The glyphs the strips reference; their outlines are defined once in the page.
  var glyphs = GlyphLibrary()

  private var strings: [String] = []
  private var stringIndex: [String: Int] = [:]
  private var runs: [String] = []
  private var runIndex: [String: Int] = [:]
  /// The bytes of pictures written so far: strip parts and the markup runs they added
  /// (``HTMLReportLimits/pictureBytes``).
  private(set) var pictureBytes = 0

  /// The index of a string in the page's string table, added on first use. The table holds
  /// the string as the text report shows it (``TerminalText/escaped(_:limit:)``): a key's
  /// controls and bidirectional characters are shown as `\u{202E}`, never obeyed by the page
  /// (twenty-sixth attack A26-8).
  mutating func string(_ written: String) -> Int {
    let value = TerminalText.escaped(written)
    if let index = stringIndex[value] { return index }
    stringIndex[value] = strings.count
    strings.append(value)
    return strings.count - 1
  }

  /// The index of a strip markup run in the page's run table, added on first use.
  mutating func run(_ markup: String) -> Int {
    if let index = runIndex[markup] { return index }
    runIndex[markup] = runs.count
    runs.append(markup)
    pictureBytes += markup.utf8.count
    return runs.count - 1
  }

  /// A strip as JSON parts: a number is a run's index, an array a glyph line
  /// `[scale, x, baseline, id, dx, id, dx, …]`. Each `dx` is the glyph's offset from the previous
  /// glyph's (the first from the origin) in 1/10 000 em; an `id` is `[id, dy]` for a glyph
  /// raised by `dy` (1/10 000 em).
  mutating func stripParts(_ markup: StripMarkup) -> String {
    // Written as bytes: a strip holds thousands of small numbers.
    var output: [UInt8] = []
    for part in markup.parts {
      if !output.isEmpty { output.append(UInt8(ascii: ",")) }
      switch part {
      case .markup(let text):
        DecimalText.append(run(text), to: &output)
      case .line(let line):
        output.append(UInt8(ascii: "["))
        output.append(contentsOf: DecimalText.svg(line.scale, digits: 6).utf8)
        output.append(UInt8(ascii: ","))
        output.append(contentsOf: DecimalText.svg(line.originX).utf8)
        output.append(UInt8(ascii: ","))
        output.append(contentsOf: DecimalText.svg(line.baseline).utf8)
        var x = 0
        for glyph in line.glyphs {
          output.append(UInt8(ascii: ","))
          if glyph.y == 0 {
            DecimalText.append(glyph.id, to: &output)
          } else {
            output.append(UInt8(ascii: "["))
            DecimalText.append(glyph.id, to: &output)
            output.append(UInt8(ascii: ","))
            DecimalText.append(glyph.y, to: &output)
            output.append(UInt8(ascii: "]"))
          }
          output.append(UInt8(ascii: ","))
          DecimalText.append(glyph.x - x, to: &output)
          x = glyph.x
        }
        output.append(UInt8(ascii: "]"))
      }
    }
    pictureBytes += output.count
    return String(decoding: output, as: UTF8.self)
  }

  /// The page's tables as one JSON object (see the type's discussion).
  func metadataJSON(contexts: [LayoutContext], hidesCleanRows: Bool) -> String {
    let list = { (values: [String]) in
      "["
        + values.map { value in
          var text = ""
          JSONValue.writeString(value, to: &text)
          return text
        }.joined(separator: ",") + "]"
    }
    let rules = RuleID.allCases.map { list([$0.rawValue, $0.name, $0.severity.rawValue]) }
    let contextRows = contexts.map { context in
      "[" + list([context.device.name, context.listStyle.rawValue]).dropFirst().dropLast() + ","
        + DecimalText.svg(context.profile[.minimumTouchTarget], digits: 1) + "]"
    }
    return
      "{\"strings\":\(list(strings)),\n\"runs\":\(list(runs)),\n\"rules\":[\(rules.joined(separator: ","))],"
      + "\"severities\":\(list(Severity.allCases.map(\.rawValue))),"
      + "\"categories\":\(list(ContentSizeCategory.allCases.map(\.name))),"
      + "\"contexts\":[\(contextRows.joined(separator: ","))],\"hideClean\":\(hidesCleanRows)}"
  }

  /// The glyph outlines as `<path id d>`s in one hidden `<svg>`, for every strip's `<use>`.
  func glyphDefinitions(engine: TextEngine) -> String {
    "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\" focusable=\"false\">"
      + "<defs>\(glyphs.definitions(engine: engine))</defs></svg>\n"
  }
}
