import TypeFit

/// `typefit fonts`: the resolved font stack, each face's file, version and coverage.
enum FontsCommand: CLICommand {
  static let name = "fonts"
  static let needsWorkRoom = true
  static let abstract = "Show the resolved font stack: faces, files, versions and coverage."
  static let usage =
    "typefit fonts [--font PATH | --stack FILE] [--metrics ios|font] [--format text|json] [--definition]"
  static let options: [OptionSpec] =
    FontSelection.options + [
      OptionSpec("format", value: "F", help: "text or json (default text)."),
      OptionSpec(
        "definition", help: "Print the stack's definition as JSON (the format of Fonts/*.json) and stop."),
    ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32 {
    let format = try arguments.choice("format", from: ["text", "json"], default: "text")
    let definition = try FontSelection.definition(arguments)
    // The listing goes to standard output, which may be open on a file the command reads: the
    // `--font` or `--stack` file, or a font of the stack (`fonts --font f.otf >> f.otf`).
    try OutputDestination.refuseAmongInputs(arguments, fonts: definition)
    if arguments.flag("definition") {
      io.out(try definition.jsonText())
      return ExitCode.success
    }
    let stack = try FontStack(definition)
    let faces = stack.faceSummaries
    if format == "json" {
      let json = JSONValue.object([
        ("stack", .string(stack.definition.name)), ("summary", .string(stack.definition.summary)),
        ("tracking", .string(stack.definition.metrics.tracking.rawValue)),
        ("widths", .string(stack.definition.metrics.widths.rawValue)),
        ("widthModel", .string(stack.widthModelDescription)), ("sfCut", .string(stack.sfCut.rawValue)),
        ("lineHeightEm", stack.definition.metrics.lineHeightEm.map { .number($0) } ?? .string("font")),
        (
          "faces",
          .array(
            faces.map { face in
              .object([
                ("role", .string(face.role)), ("family", .string(face.family)),
                ("weight", .string(face.weight.name)),
                ("file", .string(face.path)), ("index", .int(face.index)), ("version", .string(face.version)),
                ("codePoints", .int(face.codePointCount)), ("unitsPerEm", .int(Int(face.unitsPerEm))),
              ])
            })
        ),
        ("skipped", .array(stack.skippedFaces.map { .string($0) })),
      ])
      io.out(json.serialized(indent: 2) + "\n")
      return ExitCode.success
    }
    // Names, summaries, families, versions and paths come from stack files and fonts, which a
    // repository can ship: each is escaped for the terminal (`TerminalText`).
    let shown = { (text: String) in TerminalText.escaped(text) }
    var out = "Font stack: \(shown(stack.definition.name))\n  \(shown(stack.definition.summary))\n"
    let tracking =
      stack.definition.metrics.widths == .sfIOS
      ? "SF's own, inside the width model" : stack.definition.metrics.tracking.rawValue
    out += "  tracking: \(tracking); line height: "
    out += stack.definition.metrics.lineHeightEm.map { "\(DecimalText.json($0)) em" } ?? "the face's own"
    out += "\n  widths: \(shown(stack.widthModelDescription))\n\n"
    for face in faces {
      out +=
        "  \(shown(face.role).padding(toLength: 22, withPad: " ", startingAt: 0)) \(shown(face.family)) \(face.weight.name)\n"
      out +=
        "      \(shown(face.path))\(face.index > 0 ? " #\(face.index)" : "")  version \(shown(face.version))  "
      out += "\(face.codePointCount) code points, \(Int(face.unitsPerEm)) units/em\n"
    }
    // A stack file's optional face outside its repository is skipped when it does not load,
    // whatever the reason, so the line does not say "not found" for it.
    let why = stack.definition.fileRoot == nil ? "not found" : "not found or not usable"
    for skipped in stack.skippedFaces { out += "  skipped (\(why)): \(shown(skipped))\n" }
    io.out(out)
    return ExitCode.success
  }
}
