import TypeFit

/// `typefit rules`: the rule catalog with rationale, source, fix and help anchor.
enum RulesCommand: CLICommand {
  static let name = "rules"
  static let abstract = "List the rules \(RuleCatalog.idRange): severity, what, why, source, fix and help."
  static let usage = "typefit rules [--format text|json] [--output F]"
  static let options: [OptionSpec] = [
    OptionSpec("format", value: "F", help: "text (default) or json."),
    OutputDestination.option,
  ]

  /// Where the rules are documented; each rule's help anchor is appended after `#`.
  static let documentPath = "Docs/Rules.md"

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32 {
    let format = try arguments.choice("format", from: ["text", "json"], default: "text")
    let output = try OutputDestination(arguments, io: io)
    if format == "json" {
      try output.write(json(RuleCatalog.all).serialized(indent: 2) + "\n")
    } else {
      try output.write(text(RuleCatalog.all, style: TerminalStyle(enabled: output.isTerminal)))
    }
    return ExitCode.success
  }

  /// `{"rules": [{"id", "name", "severity", "summary", "rationale", "source", "fix", "help"}]}`;
  /// `help` is `Docs/Rules.md#anchor`.
  static func json(_ rules: [RuleDescriptor]) -> JSONValue {
    .object([
      (
        "rules",
        .array(
          rules.map { rule in
            .object([
              ("id", .string(rule.id.rawValue)), ("name", .string(rule.name)),
              ("severity", .string(rule.severity.rawValue)), ("summary", .string(rule.summary)),
              ("rationale", .string(rule.rationale)), ("source", .string(rule.source)),
              ("fix", .string(rule.fix)), ("help", .string(documentPath + "#" + rule.helpAnchor)),
            ])
          })
      )
    ])
  }

  /// A summary table, then each rule in full.
  static func text(_ rules: [RuleDescriptor], style: TerminalStyle) -> String {
    var table = TextTable(["id", "name", "severity", "summary"])
    for rule in rules {
      table.append([
        TextTable.Cell(rule.id.rawValue), TextTable.Cell(rule.name),
        TextTable.Cell(rule.severity.rawValue, decorate: { style.severity(rule.severity, $0) }),
        TextTable.Cell(rule.summary),
      ])
    }
    var out = table.render(header: style.dim)
    for rule in rules {
      out += "\n" + style.bold("\(rule.id.rawValue) \(rule.name)") + " (\(rule.severity.rawValue))\n"
      out += "  What:   \(rule.summary)\n  Why:    \(rule.rationale)\n  Source: \(rule.source)\n"
      out += "  Fix:    \(rule.fix)\n  Help:   \(documentPath)#\(rule.helpAnchor)\n"
    }
    return out
  }
}
