/// A `typefit` subcommand: a declaration (name, usage, option table) and a run function.
public protocol CLICommand {
  /// The subcommand's name (`measure`).
  static var name: String { get }
  /// One-line description for `typefit --help`.
  static var abstract: String { get }
  /// The usage line after `USAGE:`.
  static var usage: String { get }
  /// Positional arguments and their help.
  static var argumentsHelp: [(String, String)] { get }
  /// The option table; parsing and help come from it.
  static var options: [OptionSpec] { get }
  /// Whether the command reads inputs or loads a font stack: under a memory limit it is refused
  /// before anything is read when the limit leaves less than the room a check's work needs, where
  /// other commands need only a small floor (`false` by default).
  static var needsWorkRoom: Bool { get }
  /// Runs the command and returns the exit code (0 clean, 1 findings, 2 usage, 3 unreadable input).
  ///
  /// - Throws: ``UsageError`` for bad arguments (exit 2); other errors are reported as `Error:`.
  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32
}

extension CLICommand {
  public static var argumentsHelp: [(String, String)] { [] }
  public static var needsWorkRoom: Bool { false }
}
