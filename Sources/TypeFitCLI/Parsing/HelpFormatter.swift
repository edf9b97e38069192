/// Writes `--help` text from a command's declaration: `OVERVIEW:`, `USAGE:`, `ARGUMENTS:`
/// and `OPTIONS:` sections, wrapped at ``width`` columns.
enum HelpFormatter {
  /// The width of help text in columns, counted in characters: a terminal's default 80 (a
  /// fresh user's U52-10: option descriptions of up to 358 characters wrapped back into the
  /// name column).
  static let width = 80
  /// The column at which an entry's description starts: two spaces, then a name column of 24.
  static let descriptionColumn = 26

  static func help(for command: any CLICommand.Type) -> String {
    var text = wrap(words(command.abstract), lead: "OVERVIEW:", indent: 10) + "\n\n"
    text += usage(command) + "\n"
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

  /// `USAGE: typefit NAME …`, wrapped between the usage line's groups (a bracketed or
  /// parenthesised group is never split), the lines after the first under the first argument.
  /// `lead` is `Usage:` after a usage error, which prints it wrapped too (a fresh user's U54-9:
  /// `check`'s line of 330 characters took five lines of an 80-column terminal, broken anywhere).
  static func usage(_ command: any CLICommand.Type, lead: String = "USAGE:") -> String {
    let (usage, start) = (command.usage, "typefit \(command.name)")
    guard usage.hasPrefix(start + " ") else { return "\(lead) \(usage)" }
    var groups: [Substring] = []
    var depth = 0
    for word in usage.dropFirst(start.count + 1).split(separator: " ") {
      if depth > 0, let last = groups.popLast() {
        groups.append(usage[last.startIndex..<word.endIndex])
      } else {
        groups.append(word)
      }
      depth += word.filter { "[(".contains($0) }.count - word.filter { "])".contains($0) }.count
    }
    let first = lead + " " + start
    return wrap(groups, lead: first, indent: first.count + 1)
  }

  /// One entry of `ARGUMENTS:` or `OPTIONS:`: the name, then its description wrapped under
  /// ``descriptionColumn`` (a name too long for its column is on a line of its own). A line
  /// break in `help` starts a new line.
  static func row(_ name: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: descriptionColumn)
    let fits = name.count < descriptionColumn - 2
    var lead = fits ? "  " + name + String(repeating: " ", count: descriptionColumn - 2 - name.count) : indent
    var text = fits ? "" : "  " + name + "\n"
    for paragraph in help.split(separator: "\n", omittingEmptySubsequences: false) {
      text += wrap(words(paragraph), lead: lead, indent: descriptionColumn) + "\n"
      lead = indent
    }
    return text
  }

  private static func words<S: StringProtocol>(_ text: S) -> [Substring] {
    text.split(separator: " ").map { Substring($0) }
  }

  /// `units` joined by single spaces after `lead` (a space between them unless `lead` ends in
  /// white space), in lines of at most ``width`` characters; each line after the first starts
  /// with `indent` spaces. A unit too wide for a line of its own stands alone on one.
  static func wrap(_ units: [Substring], lead: String, indent: Int) -> String {
    var lines: [String] = []
    var line = lead
    var hasUnit = false
    for unit in units {
      let space = !hasUnit && (line.last?.isWhitespace ?? true) ? "" : " "
      if hasUnit, line.count + 1 + unit.count > width {
        lines.append(line)
        line = String(repeating: " ", count: indent) + unit
      } else {
        line += space + unit
      }
      hasUnit = true
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
