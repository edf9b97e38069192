/// `typefit`'s exit codes (documented in `Docs/CLI.md` and the README).
public enum ExitCode {
  /// Clean: no findings at or above `--fail-on`.
  public static let success: Int32 = 0
  /// Findings at or above `--fail-on`.
  public static let findings: Int32 = 1
  /// The command line cannot be run as written.
  public static let usage: Int32 = 2
  /// Some input could not be read; the rest was still checked and reported.
  public static let unreadableInput: Int32 = 3
  /// The results could not be written (disk full, `/dev/full`, a closed pipe): nothing was
  /// put in place of an earlier `--output` file.
  public static let outputFailed: Int32 = 4
}
