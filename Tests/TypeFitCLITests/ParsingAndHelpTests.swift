import Testing

@testable import TypeFitCLI

@Suite struct ParsingAndHelpTests {
  /// The `USAGE:` section of `help`, its wrapped lines joined again by single spaces.
  private func usageSection(_ help: String) -> String? {
    guard let start = help.range(of: "USAGE: "),
      let end = help.range(of: "\n\n", range: start.upperBound..<help.endIndex)
    else { return nil }
    return help[start.upperBound..<end.lowerBound].split(separator: "\n").map {
      $0.drop { $0 == " " }
    }.joined(separator: " ")
  }

  @Test("Help has USAGE and OPTIONS sections generated from the option table")
  func help() {
    for command in TypeFitTool.commands {
      let run = CapturedRun([command.name, "--help"])
      #expect(run.exitCode == 0)
      #expect(usageSection(run.stdout) == command.usage)
      #expect(run.stdout.contains("OPTIONS:"))
      for option in command.options { #expect(run.stdout.contains("--\(option.name)")) }
    }
  }

  /// A fresh user's U52-10: `check --help` had lines of up to 358 characters, which an
  /// 80-column terminal wrapped back into the option column.
  @Test("--help is wrapped at 80 columns, descriptions under their column")
  func helpWidth() {
    for command in TypeFitTool.commands {
      let help = CapturedRun([command.name, "--help"]).stdout
      let wide = help.split(separator: "\n").filter { $0.count > 80 }
      #expect(wide.isEmpty, "typefit \(command.name) --help: \(wide)")
    }
    // The top-level help too (the eightieth attack's A80-3: its command list ran to 98 columns).
    for arguments in [["--help"], ["help"], []] {
      let run = CapturedRun(arguments)
      let help = run.stdout + run.stderr
      let wide = help.split(separator: "\n").filter { $0.count > 80 }.map(String.init)
      #expect(help.contains("COMMANDS:"), "typefit \(arguments): \(help)")
      #expect(wide.isEmpty, "typefit \(arguments): \(wide)")
    }
    let check = CapturedRun(["check", "--help"]).stdout
    let indent = String(repeating: " ", count: 26)
    #expect(
      check.contains(
        "\n  --min-severity <LEVEL>  Report findings at least this severe: note, warning or\n"
          + "\(indent)error (default note; warning for sarif, github and\n"
          + "\(indent)xcode).\n"), "\(check)")
    #expect(
      check.hasPrefix(
        "OVERVIEW: Check every localized string as a list row at every Dynamic Type size.\n\n"
          + "USAGE: typefit check <paths…> [--config F] [--device NAME | --width PT]\n"
          + "                     [--list-style S] [--platform P] [--categories RANGE]\n"))
    let row = CapturedRun(["row", "--help"]).stdout
    #expect(
      row.hasPrefix(
        "OVERVIEW: Lay one list row out at each Dynamic Type size and check it against\n          the rules.\n"
      ))
    // A character is a column: a description of non-ASCII text is not cut short by its bytes.
    #expect(
      HelpFormatter.row("x", String(repeating: "é ", count: 30)).split(separator: "\n").map(\.count) == [
        79, 31,
      ])
  }

  /// A fresh user's U52-11: `measure --help`'s usage line left out `--stack`.
  @Test("every usage line but check's and row's (which elide some) names every option the command parses")
  func usageNamesEveryOption() {
    for command in TypeFitTool.commands where ![CheckCommand.name, RowCommand.name].contains(command.name) {
      for option in command.options {
        #expect(command.usage.contains("--\(option.name)"), "typefit \(command.name): --\(option.name)")
      }
    }
  }

  @Test("An unknown option suggests the nearest one")
  func suggestion() {
    let run = CapturedRun(["row", "--title", "A", "--widht", "375"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("did you mean --width?"))
  }

  @Test("--name=value and --name value parse the same")
  func equalsForm() {
    let spaced = CapturedRun(["styles", "--category", "large", "--format", "json"])
    let joined = CapturedRun(["styles", "--category=large", "--format=json"])
    #expect(spaced.exitCode == 0)
    #expect(spaced.stdout == joined.stdout)
  }

  @Test("--override takes NAME=VALUE pairs, repeatable, and rejects other shapes")
  func overrides() throws {
    let parsed = try ArgumentParser.parse(
      ["--override", "verticalMargin=12", "--override=imageToTextPadding=8"], options: LayoutOptions.options
    )
    #expect(try LayoutOptions.overrides(parsed) == ["verticalMargin": 12, "imageToTextPadding": 8])
    let bad = try ArgumentParser.parse(["--override", "verticalMargin"], options: LayoutOptions.options)
    #expect(throws: UsageError.self) { try LayoutOptions.overrides(bad) }
  }

  @Test("New commands are registered in the tool")
  func registered() {
    let names = TypeFitTool.commands.map { $0.name }
    #expect(["row", "styles", "devices", "rules"].allSatisfy(names.contains))
  }
}
