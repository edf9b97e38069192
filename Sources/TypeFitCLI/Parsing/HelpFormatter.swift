/// Writes `--help` text from a command's declaration: `OVERVIEW:`, `USAGE:`, `ARGUMENTS:`
/// and `OPTIONS:` sections.
enum HelpFormatter {
  static func help(for command: any CLICommand.Type) -> String {
    var text = "OVERVIEW: \(command.abstract)\n\nUSAGE: \(command.usage)\n"
    if !command.argumentsHelp.isEmpty {
      text += "\nARGUMENTS:\n"
      for (name, help) in command.argumentsHelp { text += row(name, help) }
    }
    text += "\nOPTIONS:\n"
    for option in command.options {
      text += row(option.synopsis, option.help)
    }
    text += row("-h, --help", "Show help information.")
    return text
  }

  private static func row(_ name: String, _ help: String) -> String {
    let padded =
      name.count < 24
      ? name + String(repeating: " ", count: 24 - name.count)
      : name + "\n" + String(repeating: " ", count: 26)
    return "  \(padded)\(help)\n"
  }
}
