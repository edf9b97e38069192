import Testing

@testable import TypeFitCLI

@Suite struct ParsingAndHelpTests {
  @Test("Help has USAGE and OPTIONS sections generated from the option table")
  func help() {
    for command in TypeFitTool.commands {
      let run = CapturedRun([command.name, "--help"])
      #expect(run.exitCode == 0)
      #expect(run.stdout.contains("USAGE: \(command.usage)"))
      #expect(run.stdout.contains("OPTIONS:"))
      for option in command.options { #expect(run.stdout.contains("--\(option.name)")) }
    }
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
