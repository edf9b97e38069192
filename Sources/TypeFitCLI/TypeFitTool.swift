import Foundation
import TypeFit
import TypeFitConcurrency
import TypeFitInput

/// The `typefit` command: dispatches to a subcommand and maps errors to exit codes.
///
/// The executable's `main.swift` only calls ``run(argumentBytes:io:)``, so every command can be run
/// in-process by tests with captured output.
public enum TypeFitTool {
  /// The tool's version: the library's ``TypeFitVersion/current``, written into reports.
  public static let version = TypeFitVersion.current

  /// Subcommands in `--help` order.
  nonisolated(unsafe) public static let commands: [any CLICommand.Type] = [
    CheckCommand.self, RowCommand.self, RowsCommand.self, StylesCommand.self, DevicesCommand.self,
    RulesCommand.self, MeasureCommand.self, FontsCommand.self,
    MergeCommand.self,
  ]

  /// Runs a command line given as the bytes the system passed (see ``ArgumentBytes``): a text
  /// option's value that is not UTF-8 is a usage error (exit 2), not measured as U+FFFD.
  public static func run(argumentBytes: [[UInt8]], io: CommandIO) -> Int32 {
    do {
      return run(try ArgumentBytes.decode(argumentBytes), io: io)
    } catch {
      io.message("Error: \(error)")
      return ExitCode.usage
    }
  }

  /// ``run(argumentBytes:io:)`` on a stack of at least ``CommandStack/bytes`` (2 MiB), whatever
  /// `ulimit -s` says: what the executable calls on its main thread (fortieth attack A40-8).
  /// When the stack limit is lower and no thread with that stack can be started, nothing is
  /// run: the error says why, exit ``ExitCode/unreadableInput`` (3), as for a memory limit too
  /// small for a check.
  public static func runOnCommandStack(argumentBytes: [[UInt8]], io: CommandIO) -> Int32 {
    // From the start, not when the first report is written: a crash signal sent by another
    // process before then went to the Swift runtime's crash report, which printed a false
    // backtrace and let the run go on (the fiftieth attack's A50-4).
    InterruptCleanup.installHandlers()
    return CommandStack.run {
      run(argumentBytes: argumentBytes, io: io)
    } refused: { reason in
      io.message("Error: \(reason); nothing was run")
      return ExitCode.unreadableInput
    }
  }

  /// Whether an address-space limit leaves the process less than 4 MiB to start its work in,
  /// asked without allocating (``StartupRoom``): the executable's first question, before it reads
  /// its arguments or opens the standard streams.
  public static func hasNoRoomToStart() -> Bool {
    StartupRoom.isShort(of: 4 << 20)
  }

  /// Runs `typefit` with `arguments` (without the program name).
  ///
  /// Every path, help and `--version` included, ends the same way: when writing standard output
  /// failed (a full disk, a closed pipe, a closed descriptor), the error is printed and the exit
  /// code is ``ExitCode/outputFailed``.
  ///
  /// - Returns: the exit code.
  public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    // Said once, when the system will not start a worker thread (`RLIMIT_NPROC` reached): the
    // run goes on with the threads it has, its output the same.
    WorkerThreads.onShortage { io.message("Note: \($0)") }
    // Under `ulimit -v` or `ulimit -d`, folder listings and font loading stop before they take
    // the process past the limit (A42-4, A43-1); without a limit, nothing is asked.
    let budget = AddressSpaceBudget.current()
    // Before the work allocates: under a limit, one malloc arena and large blocks mapped on
    // their own, so what fits does not depend on the order blocks were freed in.
    LimitedMalloc.applyUnderLimit()
    if let budget {
      HeadroomGuard.install { budget.answer($0) }
    } else {
      HeadroomGuard.install(nil)
    }
    if let refusal = ArgumentBytes.markRunRefusal(arguments) {
      io.message("Error: \(refusal)")
      return ExitCode.usage
    }
    let code = dispatch(arguments, io: io, budget: budget)
    if code != ExitCode.outputFailed, let failure = io.outputFailure {
      io.message("Error: \(failure)")
      return ExitCode.outputFailed
    }
    return code
  }

  /// The options whose value is a path to read, and what to write instead of an empty one.
  static let pathOptions = [
    ("config", "a typefit.json file"),
    ("font", "a font file (PATH, or PATH#INDEX for a face in a collection)"),
    ("stdin-name", "the file standard input holds, such as de.lproj/Localizable.strings"),
    (
      "stack",
      "a font stack file or a built-in stack (\(FontStackDefinition.builtIn.map(\.name).joined(separator: ", ")))"
    ),
  ]

  /// Refuses an empty path, an input (`check ''`) or a path option (`--config ''`): the system
  /// takes it for no file at all, and the messages it led to named nothing (`: no such file or
  /// folder`) or the current folder (eleventh attack L1).
  ///
  /// - Throws: ``UsageError`` saying which path is empty.
  static func refuseEmptyPaths(_ parsed: ParsedArguments) throws {
    if parsed.positionals.contains("") {
      throw UsageError("an input is an empty path (''); name a file or folder")
    }
    for (name, wanted) in pathOptions where parsed.value(name)?.isEmpty == true {
      throw UsageError("--\(name) is an empty path (''); name \(wanted)")
    }
  }

  /// The refusal of `-q` or `--quiet` by a command without the option, saying why, in place of
  /// the parser's "unknown option" (`error`) (fresh22 F22-14: `typefit rows … -q`): `--quiet`
  /// turns off the progress `check` writes, and the other commands write none. `nil` for any
  /// other error.
  static func quietRefusal(_ error: UsageError, command: any CLICommand.Type) -> UsageError? {
    guard let given = ["-q", "--quiet"].first(where: { error.message.hasPrefix("unknown option '\($0)'") })
    else { return nil }
    return UsageError(
      "typefit \(command.name) has no \(given): it writes no progress to turn off (only check does), "
        + "so leave \(given) out")
  }

  /// Runs the command `arguments` name, or help or the version.
  ///
  /// - Parameter budget: the process's memory limits (``AddressSpaceBudget/current()``), `nil` for none.
  private static func dispatch(_ arguments: [String], io: CommandIO, budget: AddressSpaceBudget?) -> Int32 {
    // `--version` is honoured anywhere before `--`, as in `typefit check --version`.
    if arguments.prefix(while: { $0 != "--" }).contains("--version") {
      io.out("typefit \(version)\n")
      return ExitCode.success
    }
    guard let first = arguments.first, first != "--help", first != "-h" else {
      io.out(overview())
      return arguments.isEmpty ? ExitCode.usage : ExitCode.success
    }
    if first == "help" { return help(Array(arguments.dropFirst()), io: io) }
    guard let command = command(named: first) else {
      // An option where the command goes is an unknown option (U55-12: `--bogus` was an
      // unknown command).
      let suggested = suggestion(for: first)
      let problem =
        first.hasPrefix("-") && first != "-"
        ? "unknown option '\(first)'"
          + (suggested.isEmpty ? "; the options before a command are --help and --version" : suggested)
        : "unknown command '\(first)'\(suggested)"
      io.message(
        "Error: \(problem)",
        then: "Usage: typefit <command> [options]; see typefit --help\n")
      return ExitCode.usage
    }
    do {
      let parsed: ParsedArguments
      do {
        parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), options: command.options)
      } catch let error as UsageError {
        throw quietRefusal(error, command: command) ?? error
      }
      if parsed.flag("help") {
        io.out(HelpFormatter.help(for: command))
        return ExitCode.success
      }
      if command.argumentsHelp.isEmpty, let surplus = parsed.positionals.first {
        throw UsageError(
          "unexpected argument '\(surplus)': 'typefit \(command.name)' takes options only")
      }
      try refuseEmptyPaths(parsed)
      // An unknown `TYPEFIT_SEGMENT_CACHE` or `TYPEFIT_CCMP_SKIP` is the default; said once, before
      // the command runs.
      if let warning = SegmentCacheSetting.warning(for: SegmentCacheSetting.environmentValue) {
        io.message("Warning: \(warning)")
      }
      if let warning = CompositionSkipSetting.warning(for: CompositionSkipSetting.environmentValue) {
        io.message("Warning: \(warning)")
      }
      // Before anything is read or loaded: a limit that leaves a command's work no room is said
      // now (the forty-second attack's A42-4: the bundled example under `ulimit -v 127000` ended
      // in a failed allocation reading typefit.json; the forty-third's A43-1, A43-7 and A43-8:
      // `measure` and `fonts --stack` locating the stack's files, `merge`, `rows`).
      if let budget,
        let refusal = budget.tooSmall(
          for: command.name == "check" ? "a check" : "typefit \(command.name)",
          needing: command.needsWorkRoom ? AddressSpaceBudget.workBytes : AddressSpaceBudget.commandFloorBytes
        )
      {
        io.message("Error: \(refusal)")
        return ExitCode.unreadableInput
      }
      return try command.run(parsed, io: io)
    } catch let error as OutputError {
      io.message("Error: \(error.description)")
      return ExitCode.outputFailed
    } catch let error as UsageError where !error.showsUsage {
      io.message("Error: \(error.message)")
      return ExitCode.usage
    } catch let error as UsageError {
      io.message(
        "Error: \(error.message)",
        then: HelpFormatter.usage(command, lead: "Usage:") + "\n  See 'typefit \(command.name) --help'.\n")
      return ExitCode.usage
    } catch let error as TextError {
      // Several fonts that cannot be used: one line each (``TextError/messages``).
      for message in error.messages { io.message("Error: \(message)") }
      // Which reason is not said, so a font too large for a memory limit reads as missing: the
      // limit is named (the forty-second attack's A42-4 ended so under `ulimit -v 128000`).
      if error.withholdsReason, let budget = AddressSpaceBudget.current() {
        io.message(
          "Note: this run is under \(budget.limitName); a font that does not fit in what it leaves cannot be "
            + "used either, and is not told apart from a missing one. Raise it (\(budget.raise)) and run again to "
            + "tell")
      }
      return ExitCode.unreadableInput
    } catch {
      io.message("Error: \(error)")
      return ExitCode.unreadableInput
    }
  }

  /// The usage line of `typefit help`.
  static let helpUsage = "typefit help [<command>]"

  /// `typefit help [command]`: the command's help, or the overview; `typefit help help`,
  /// `typefit help --help` and `typefit help -h` describe `help` itself.
  ///
  /// - Returns: 0, or 2 (usage) for an unknown command, an unknown option or more than one
  ///   name; the error lists the commands.
  static func help(_ arguments: [String], io: CommandIO) -> Int32 {
    guard let name = arguments.first else {
      io.out(overview())
      return ExitCode.success
    }
    if arguments.count == 1, ["help", "--help", "-h"].contains(name) {
      io.out(helpForHelp())
      return ExitCode.success
    }
    guard arguments.count == 1, let command = command(named: name) else {
      let problem: String
      if arguments.count != 1 {
        problem = "help takes one command name, got \(arguments.count) arguments"
      } else if name.hasPrefix("-") {
        problem = "unknown option '\(name)' for help (it takes a command name or --help)"
      } else {
        problem = "unknown command '\(name)'\(suggestion(for: name))"
      }
      let names = (commands.map { $0.name } + ["help"]).joined(separator: ", ")
      io.message("Error: \(problem)", then: "Commands: \(names)\nUsage: \(helpUsage)\n")
      return ExitCode.usage
    }
    io.out(HelpFormatter.help(for: command))
    return ExitCode.success
  }

  /// The help of `typefit help`, in the layout of the commands' help.
  static func helpForHelp() -> String {
    let names = commands.map { $0.name }.joined(separator: ", ")
    return "OVERVIEW: Show the list of commands, or one command's options.\n\nUSAGE: \(helpUsage)\n\n"
      + "ARGUMENTS:\n"
      + HelpFormatter.row("<command>", "One of: \(names) (or help).\nWithout it, the list of commands.")
      + "\nOPTIONS:\n" + HelpFormatter.row("-h, --help", "Show help information.")
  }

  private static func command(named name: String) -> (any CLICommand.Type)? {
    commands.first { $0.name == name }
  }

  /// ` (did you mean 'check'?)` for a command misspelled; for an option in a command's place,
  /// the top level's own (`--verison`, `-v`, `-version`: `--version`), else nothing.
  private static func suggestion(for name: String) -> String {
    let options = ["--version", "--help"]
    let closest: String?
    if ["-v", "-V", "-version"].contains(name) {
      closest = "--version"
    } else {
      closest = NameSuggestion.closest(to: name, in: name.hasPrefix("-") ? options : commands.map { $0.name })
    }
    return closest.map { " (did you mean '\($0)'?)" } ?? ""
  }

  static func overview() -> String {
    var text = "OVERVIEW: Predicts how iOS list rows lay out at every Dynamic Type size.\n\n"
    text += "USAGE: typefit <command> [options]\n\nCOMMANDS:\n"
    // Wrapped at `HelpFormatter.width`, each abstract under its column (the eightieth attack's
    // A80-3: the list ran to 98 columns).
    for command in commands {
      let lead = "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0)
      let abstract = command.abstract.split(separator: " ")
      text += HelpFormatter.wrap(abstract, lead: lead, indent: lead.count) + "\n"
    }
    let closing = "See 'typefit help <command>' or 'typefit <command> --help' for a command's options."
    text += "\n" + HelpFormatter.wrap(closing.split(separator: " "), lead: "  ", indent: 2) + "\n"
    text += "  'typefit --version' prints the version.\n"
    return text
  }
}
