import Foundation
import TypeFit

/// `typefit measure`: one string, or NDJSON batches on standard input.
enum MeasureCommand: CLICommand {
  static let name = "measure"
  static let needsWorkRoom = true
  static let abstract = "Measure a string: lines, widths, height and truncation at a size and width."
  static let usage =
    "typefit measure (--text T | --batch) [--style S --category C | --size PT] [--weight W] [--italic] "
    + "[--monospaced-digits] [--width PT] [--lines N] [--lang BCP47] [--font PATH | --stack FILE] "
    + "[--metrics ios|font] [--format text|json]"
  static let options: [OptionSpec] =
    [
      OptionSpec("text", value: "T", help: "The text to measure."),
      OptionSpec("batch", help: "Read NDJSON requests on stdin, write one NDJSON result per line, in order."),
      OptionSpec(
        "style", value: "S",
        help:
          "Text style (body, headline, …), at --category (default large). With --text, --style or --size is "
          + "required."),
      OptionSpec("category", value: "C", help: "Content size category (xSmall … AX5); default large."),
      OptionSpec("size", value: "PT", help: "Font size in points (instead of --style)."),
      OptionSpec(
        "weight", value: "W",
        help: "ultraLight, thin, light, regular, medium, semibold, bold, heavy, black, or 100–900 "
          + "(other numbers: the nearest; default: the style's, or regular)."),
      OptionSpec("italic", help: "Italic (SwiftUI .italic()): the stack's italic faces."),
      OptionSpec("monospaced-digits", help: "Tabular digits (SwiftUI .monospacedDigit()): OpenType tnum."),
      OptionSpec("width", value: "PT", help: "Available width in points (default: unbounded)."),
      OptionSpec("lines", value: "N", help: "Line limit; 0 or absent for unlimited."),
      OptionSpec(
        "lang", value: "BCP47", help: "Language of the text (de, th, zh-Hant) for breaks and CJK fonts."),
      OptionSpec("format", value: "F", help: "text or json (default text)."),
    ] + FontSelection.options

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32 {
    let engines = EngineCache()
    let font = try FontSelection.definition(arguments)
    // Results go to standard output, which may be open on a file the run reads: a font of the
    // stack, or with `--batch` the file standard input reads (`< b.ndjson 1<>b.ndjson`).
    try OutputDestination.refuseAmongInputs(arguments, fonts: font)
    if arguments.flag("batch") {
      if arguments.value("text") != nil { throw UsageError("give either --text or --batch, not both") }
      return MeasureBatch(engines: engines, defaultFont: font, io: io).run()
    }
    guard let text = arguments.value("text") else { throw UsageError("give --text T or --batch") }
    let format = try arguments.choice("format", from: ["text", "json"], default: "text")
    let request = try MeasureRequest(
      text: text, style: arguments.value("style"), category: arguments.value("category"),
      size: arguments.number("size", in: MeasureRequest.pointSizes), weight: arguments.value("weight"),
      width: arguments.number("width", in: MeasureRequest.widths),
      lines: arguments.int("lines", in: MeasureRequest.lineLimits), language: arguments.value("lang"),
      font: font, italic: arguments.flag("italic"), monospacedDigits: arguments.flag("monospaced-digits"))
    for message in request.messages { io.message("\(message.label): \(message.text)") }
    // The engine is loaded first, so that what the limit on memory leaves counts the fonts; a
    // text too long for the rest is refused by name (the twentieth attack's A20-20).
    if let budget = AddressSpaceBudget.current() {
      _ = try engines.engine(for: font)
      if let refusal = budget.measureShortfall(textBytes: text.utf8.count) {
        io.message("Error: \(refusal)")
        return ExitCode.unreadableInput
      }
    }
    let layout: TextLayout
    do {
      layout = try request.run(engines)
    } catch let error as TextError {
      if case .invalidParameter = error { throw UsageError(error.description) }
      throw error
    }
    if format == "json" {
      io.out(json(request, layout).serialized(indent: 2) + "\n")
    } else {
      io.out(report(request, layout))
    }
    return ExitCode.success
  }

  static func json(_ request: MeasureRequest, _ layout: TextLayout) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("text", .string(request.text)), ("size", .number(request.pointSize)),
      ("weight", .string(request.weight.name)),
    ]
    if request.italic { members.append(("italic", .bool(true))) }
    if request.monospacedDigits { members.append(("monospacedDigits", .bool(true))) }
    members += [
      ("maxWidth", request.maxWidth.isFinite ? .number(request.maxWidth) : .null),
      ("lineLimit", request.lineLimit.map { .int($0) } ?? .null),
      ("lines", .int(layout.linesShown)), ("linesNeeded", .int(layout.linesNeeded)),
      ("width", .number(layout.width)),
      ("naturalWidth", .number(layout.naturalWidth)), ("lineHeight", .number(layout.lineHeight)),
      ("height", .number(layout.height)), ("truncated", .bool(layout.isTruncated)),
      ("visibleText", .string(layout.visibleText)),
      (
        "lineTexts",
        .array(layout.lines.map { .object([("text", .string($0.text)), ("width", .number($0.width))]) })
      ),
    ]
    return .object(members)
  }

  static func report(_ request: MeasureRequest, _ layout: TextLayout) -> String {
    let width = request.maxWidth.isFinite ? "\(DecimalText.json(request.maxWidth)) pt" : "unbounded"
    var out =
      "\"\(TerminalText.escaped(request.text))\" at \(DecimalText.json(request.pointSize)) pt \(request.weight.name)"
      + (request.italic ? " italic" : "") + (request.monospacedDigits ? " monospaced digits" : "")
      + ", width \(width)\n"
    out +=
      "lines \(layout.linesShown) of \(layout.linesNeeded) needed · natural width \(DecimalText.json(layout.naturalWidth)) pt"
    out +=
      " · line height \(DecimalText.json(layout.lineHeight)) pt · height \(DecimalText.json(layout.height)) pt"
    out += layout.isTruncated ? " · TRUNCATED\n" : "\n"
    for (i, line) in layout.lines.enumerated() {
      out +=
        "  \(i + 1)  \(DecimalText.json(line.width).padding(toLength: 9, withPad: " ", startingAt: 0)) \(TerminalText.escaped(line.text))\n"
    }
    return out
  }
}
