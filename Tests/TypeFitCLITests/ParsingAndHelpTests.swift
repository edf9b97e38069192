import Foundation
import Testing
import _TypeFitTestSupport

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

  /// A fresh user's U54-7: `check -o.xcstrings`, a file of that name beside it, said only that
  /// the option is unknown.
  @Test("an unknown option that is also a file or folder here says how to give it as a path")
  func unknownOptionNamingAFile() throws {
    let folder = try TemporaryFolder("option-named-file")
    try folder.write("-o.xcstrings", "{}")
    try folder.write("--shard/x.strings", "")
    let hint = { (name: String) in
      "; '\(name)' is also a file or folder here: to name it as a path, put -- before the paths or write ./\(name)"
    }
    #expect(ArgumentParser.pathHint(folder.path + "/-o.xcstrings") == hint(folder.path + "/-o.xcstrings"))
    #expect(ArgumentParser.pathHint(folder.path + "/--shard") == hint(folder.path + "/--shard"))
    #expect(ArgumentParser.pathHint(folder.path + "/-x.xcstrings").isEmpty)
    // Through the parser, from the working folder (the test's own: no such file there).
    let run = CapturedRun(["check", "-o.xcstrings"])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: unknown option '-o.xcstrings' (one-letter options here: -h -f -o -q; others start with --)\n"),
      "\(run.stderr)")
  }

  /// A fresh user's U55-11: `check --format ./-o.xcstrings` (the path taken as the value) said
  /// only `give at least one file or folder to check`.
  @Test("an invalid --format value is said before the missing paths, and that it is a file here")
  func invalidFormatNamingAFile() throws {
    let folder = try TemporaryFolder("format-named-file")
    try folder.write("-o.xcstrings", "{}")
    let path = folder.path + "/-o.xcstrings"
    let formats = CheckOutput.formatNames.joined(separator: ", ")
    let run = CapturedRun(["check", "--format", path])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: --format must be one of \(formats); got '\(path)'; '\(path)' is a file or folder here, taken as "
          + "--format's value: give --format a format, then the paths\n"), "\(run.stderr)")
    // Not a file: the value's problem alone, still before the missing paths.
    let bogus = CapturedRun(["check", "--format", "bogus"])
    #expect(
      bogus.stderr.hasPrefix("Error: --format must be one of \(formats); got 'bogus'\n"), "\(bogus.stderr)")
    // A valid format without paths: the missing paths.
    #expect(
      CapturedRun(["check", "--format", "json"]).stderr.hasPrefix(
        "Error: give at least one file or folder to check\n"))
  }

  /// Eighty-second attack A82-11: `check App -o --format json` (a forgotten `-o` value) wrote
  /// the text report to a new file named `--format` and took `json` for an input, where
  /// `--format -o` is refused. An `--output` value that is one of the command's options is
  /// refused; `./--format` (or `--output=--format`) names such a file.
  @Test(
    "an --output value that is one of the command's options is refused; ./--format names the file",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func outputNamingAnOption() throws {
    let folder = try TemporaryFolder("output-named-option")
    try folder.write("App/de.lproj/Localizable.strings", "\"k\" = \"Wert\";\n")
    for (arguments, spelled, value) in [
      (["check", "App", "-o", "--format", "json"], "-o", "--format"),
      (["check", "App", "--output", "-f", "json"], "--output", "-f"),
      (["check", "App", "-o", "--format=json"], "-o", "--format=json"),
      (["check", "App", "-o", "--quiet"], "-o", "--quiet"),
      (["check", "App", "-o", "-h"], "-o", "-h"),
      (["rows", "App", "-o", "--format"], "-o", "--format"),
      (["row", "--title", "Wi-Fi", "-o", "--format", "svg"], "-o", "--format"),
    ] {
      let run = try Hostile.runBinary(in: folder.path, arguments)
      #expect(run.exitCode == 2, "\(arguments): \(run.stderr)")
      #expect(
        run.stderr.hasPrefix(
          "Error: \(spelled) needs a file name; got '\(value)', an option: give \(spelled) a file, or write "
            + "./\(value) for a file of that name\n"), "\(run.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + value.prefix { $0 != "=" }))
    }
    // `--` and a misspelt option read as options too (U56-4: reports named `--` and `--fromat`).
    for (value, what) in [("--", "the end of the options"), ("--fromat", "which reads as an option")] {
      let run = try Hostile.runBinary(in: folder.path, ["check", "-o", value, "App"])
      #expect(run.exitCode == 2, "\(value): \(run.stderr)")
      #expect(
        run.stderr.hasPrefix(
          "Error: -o needs a file name; got '\(value)', \(what): give -o a file, or write ./\(value) for a "
            + "file of that name\n"), "\(run.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + value))
    }
    // A file of that name, written as a path, and standard output.
    let named = try Hostile.runBinary(in: folder.path, ["check", "App", "-o", "./--format", "-f", "json"])
    #expect(named.exitCode == 0, "\(named.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/--format"))
    let inline = try Hostile.runBinary(in: folder.path, ["check", "App", "--output=--bogus", "-q"])
    #expect(inline.exitCode == 0, "\(inline.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/--bogus"))
    let standardOutput = try Hostile.runBinary(in: folder.path, ["check", "App", "-o", "-", "-f", "json"])
    #expect(standardOutput.exitCode == 0)
    #expect(standardOutput.stdout.hasPrefix("{"))
  }

  @Test(
    "check -o.xcstrings or --formats beside a file or folder of that name: the hint, exit 2",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func unknownOptionNamingAFileThroughTheBinary() throws {
    let folder = try TemporaryFolder("option-named-file")
    try folder.write("-o.xcstrings", "{}")
    try folder.write("--formats/a.strings", "")
    for (argument, opening) in [
      (
        "-o.xcstrings",
        "unknown option '-o.xcstrings' (one-letter options here: -h -f -o -q; others start with --)"
      ),
      ("--formats", "unknown option '--formats' (did you mean --format?)"),
      ("--shardz", "unknown option '--shardz' (did you mean --shard?)"),
    ] {
      let run = try Hostile.runBinary(in: folder.path, ["check", argument])
      #expect(run.exitCode == 2, "\(argument): \(run.stderr)")
      let first = run.stderr.prefix { $0 != "\n" }
      #expect(first.hasPrefix("Error: " + opening), "\(run.stderr)")
      let hinted = argument != "--shardz"
      #expect(
        first.hasSuffix(
          "; '\(argument)' is also a file or folder here: to name it as a path, put -- before the paths or "
            + "write ./\(argument)") == hinted, "\(run.stderr)")
    }
  }

  /// A fresh user's U54-9: the usage line after a usage error was one line of 330 characters
  /// for `check`, though `--help` is wrapped at 80 columns.
  @Test("the usage after a usage error is wrapped at 80 columns, then the --help hint")
  func usageAfterErrorWrapped() {
    for command in TypeFitTool.commands {
      let run = CapturedRun([command.name, "--no-such-option"])
      #expect(run.exitCode == 2, "\(command.name)")
      let lines: [Substring] = run.stderr.split(separator: "\n")
      let wide = lines.dropFirst().filter { $0.count > 80 }
      #expect(wide.isEmpty, "typefit \(command.name): \(wide)")
      #expect(
        run.stderr.hasSuffix(
          HelpFormatter.usage(command, lead: "Usage:") + "\n  See 'typefit \(command.name) --help'.\n"))
    }
    let check = CapturedRun(["check", "--no-such-option"])
    #expect(
      check.stderr.hasPrefix(
        "Error: unknown option '--no-such-option'\n"
          + "Usage: typefit check <paths…> [--config F] [--device NAME | --width PT]\n"
          + "                     [--list-style S] [--platform P] [--categories RANGE]\n"),
      "\(check.stderr)")
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
