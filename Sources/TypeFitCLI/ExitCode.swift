/// `typefit`'s exit codes (Docs/CLI.md).
public enum ExitCode {
  /// Clean: no findings at or above `--fail-on`.
  public static let success: Int32 = 0
  /// Findings at or above `--fail-on`.
  public static let findings: Int32 = 1
  /// The command line cannot be run as written.
  public static let usage: Int32 = 2
  /// Some input could not be read; the rest was still checked and reported.
  public static let unreadableInput: Int32 = 3
}
