import TypeFit

/// `typefit devices`: the named iPhones and iPads `--device` accepts, with their sizes.
enum DevicesCommand: CLICommand {
  static let name = "devices"
  static let abstract = "List the devices --device accepts: width, height, scale, Display Zoom and source."
  static let usage = "typefit devices [--format text|json] [--output F]"
  static let options: [OptionSpec] = [
    OptionSpec("format", value: "F", help: "text (default) or json."),
    OutputDestination.option,
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32 {
    let format = try arguments.choice("format", from: ["text", "json"], default: "text")
    let output = try OutputDestination(arguments, io: io)
    if format == "json" {
      try output.write(json(Device.catalog).serialized(indent: 2) + "\n")
    } else {
      try output.write(text(Device.catalog, style: TerminalStyle(enabled: output.isTerminal)))
    }
    return ExitCode.success
  }

  /// `{"default", "devices": [{"name", "family", "width", "height", "scale", "displayZoom",
  /// "source"}]}`; sizes are portrait points.
  static func json(_ devices: [Device]) -> JSONValue {
    .object([
      ("default", .string(Device.default.name)),
      (
        "devices",
        .array(
          devices.map { device in
            .object([
              ("name", .string(device.name)), ("family", .string(device.family.rawValue)),
              ("width", .number(device.portraitWidth)),
              ("height", device.portraitHeight.map { .number($0) } ?? .null),
              ("scale", .number(device.scale)),
              ("displayZoom", .bool(device.isDisplayZoom)), ("source", .string(device.source)),
            ])
          })
      ),
    ])
  }

  /// One aligned table, portrait sizes in points.
  static func text(_ devices: [Device], style: TerminalStyle) -> String {
    var table = TextTable(
      ["name", "width", "height", "scale", "Display Zoom", "source"], rightAligned: [1, 2, 3])
    for device in devices {
      table.append([
        device.name, DecimalText.json(device.portraitWidth),
        device.portraitHeight.map(DecimalText.json) ?? "?", "@\(DecimalText.json(device.scale))x",
        device.isDisplayZoom ? "yes" : "", device.source,
      ])
    }
    return table.render(header: style.dim) + "\nSizes are portrait points. Default: \(Device.default.name).\n"
  }
}
