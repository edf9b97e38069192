import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// Conventions every command shares: surplus arguments, one-letter options, `help <command>`,
/// `--version` anywhere, and progress only on a terminal.
@Suite struct CLIMannersTests {
  @Test(
    "A command that takes no arguments refuses a surplus one with exit 2",
    arguments: [
      ["rules", "extra"], ["styles", "large"], ["devices", "-"], ["row", "--title", "A", "B"],
      ["fonts", "--", "x"],
    ])
  func surplusArgument(_ arguments: [String]) {
    let run = CapturedRun(arguments)
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: unexpected argument '\(arguments.last!)': 'typefit \(arguments[0])' takes options only\nUsage: "
      ))
    #expect(run.stdout.isEmpty)
  }

  @Test("-f and -o are --format and --output; -q is --quiet")
  func shortOptions() throws {
    let long = CapturedRun(["rules", "--format", "json"])
    let short = CapturedRun(["rules", "-f", "json"])
    #expect(short.exitCode == 0)
    #expect(short.stdout == long.stdout)
    let folder = try TemporaryFolder()
    let file = folder.path + "/rules.json"
    let written = CapturedRun(["rules", "-f", "json", "-o", file])
    #expect(written.exitCode == 0)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == long.stdout)
    let parsed = try ArgumentParser.parse(["-q", "-f", "sarif"], options: CheckCommand.options)
    #expect(parsed.flag("quiet"))
    #expect(parsed.value("format") == "sarif")
  }

  @Test("A short and a long form of the same option count as giving it twice")
  func shortAndLongTwice() {
    let run = CapturedRun(["rules", "-f", "json", "--format", "text"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.hasPrefix("Error: --format was given more than once\n"))
  }

  @Test("An unknown one-letter option lists the ones the command has")
  func unknownShort() {
    let run = CapturedRun(["rules", "-x"])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: unknown option '-x' (one-letter options here: -h -f -o; others start with --)\n"))
    #expect(CapturedRun(["styles", "-q"]).exitCode == 2)
  }

  @Test("Help shows the one-letter forms beside the long names")
  func helpShowsShortForms() {
    let help = CapturedRun(["check", "--help"]).stdout
    let indent = String(repeating: " ", count: 26)
    #expect(
      help.contains(
        "\n  -f, --format <F>        text (default), json, ndjson, sarif, junit, xcode,\n\(indent)github or html.\n"
      ))
    #expect(help.contains("\n  -o, --output <F>        "))
    #expect(
      help.contains(
        "\n  -q, --quiet             No progress on standard error, nor the note that no\n"
          + "\(indent)Swift sources were read (the report still says it).\n"))
  }

  @Test(
    "fresh22 F22-16: check --help says the Swift sources under the paths are read and other strings are labels"
  )
  func checkHelpNamesSwiftSources() {
    let help = CapturedRun(["check", "--help"]).stdout
    let indent = String(repeating: " ", count: 26)
    #expect(
      help.contains(
        "\n  <paths…>                Localization files or folders (.xcstrings, .strings,\n"
          + "\(indent).stringsdict, .xliff, .xcloc, values*/strings.xml);\n"
          + "\(indent)the .swift files under them are read for the app's\n"
          + "\(indent)rows (unless --no-discovery), and a string no row\n"
          + "\(indent)names is checked as a label or prose.\n"))
  }

  @Test("typefit help <command> prints the command's help; help alone prints the overview")
  func helpCommand() {
    for command in TypeFitTool.commands {
      let run = CapturedRun(["help", command.name])
      #expect(run.exitCode == 0)
      #expect(run.stdout == CapturedRun([command.name, "--help"]).stdout)
    }
    #expect(CapturedRun(["help"]).stdout == CapturedRun(["--help"]).stdout)
    let unknown = CapturedRun(["help", "chek"])
    #expect(unknown.exitCode == 2)
    #expect(unknown.stderr.hasPrefix("Error: unknown command 'chek' (did you mean 'check'?)\n"))
    #expect(CapturedRun(["help", "check", "row"]).exitCode == 2)
  }

  @Test("--version works anywhere before --, and prints the library's version")
  func versionAnywhere() {
    for arguments in [["--version"], ["check", "--version"], ["row", "--title", "A", "--version"]] {
      let run = CapturedRun(arguments)
      #expect(run.exitCode == 0)
      #expect(run.stdout == "typefit \(TypeFitVersion.current)\n")
    }
    #expect(TypeFitVersion.current == "0.2.0")
    // After `--` it is a path like any other (here one that does not exist: exit 3).
    let path = CapturedRun(["check", "--", "--version"])
    #expect(path.exitCode == 3)
    #expect(path.stderr.contains("--version"))
  }

  @Test("Progress text: done/total with percent, rate and time left; without a total, done and rate")
  func progressLine() {
    #expect(
      CheckProgress.line(done: 12_288, total: 20_480, elapsed: 8)
        == "typefit: 12,288/20,480 rows (60%) · 1,536 rows/s · 6 s left")
    #expect(CheckProgress.line(done: 5, total: nil, elapsed: 0.05) == "typefit: 5 rows")
    #expect(
      CheckProgress.line(done: 1_000, total: 1_000_000, elapsed: 1)
        == "typefit: 1,000/1,000,000 rows (0%) · 1,000 rows/s · 16 min 39 s left")
    #expect(CheckProgress.duration(7_300) == "2 h 01 min")
  }

  @Test("Progress is written to a terminal and cleared; piped standard error gets nothing")
  func progressOnlyOnTerminal() {
    final class Buffer: @unchecked Sendable {
      var text = ""
    }
    func run(terminal: Bool, quiet: Bool = false) -> (Int32, String, String) {
      let out = Buffer()
      let err = Buffer()
      let io = CommandIO(
        stdout: { out.text += $0 }, stderr: { err.text += $0 }, stderrIsTerminal: terminal)
      let code = TypeFitTool.run(
        ["check", CheckCommandTests.example, "--format", "json"] + (quiet ? ["-q"] : []), io: io)
      return (code, out.text, err.text)
    }
    let piped = run(terminal: false)
    let terminal = run(terminal: true)
    #expect(piped.2.isEmpty)
    #expect(terminal.2.hasPrefix("typefit: counting rows…"))
    #expect(terminal.2.hasSuffix("\r\u{1B}[2K"))
    #expect(terminal.1 == piped.1)
    #expect(run(terminal: true, quiet: true).2.isEmpty)
  }
}
