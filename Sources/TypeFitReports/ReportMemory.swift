/// What a report's writer still needs in memory when the report ends, for a caller that
/// budgets memory (the command line under `ulimit -v`).
public enum ReportMemory {
  /// Bytes the report's end takes for each finding kept so far, beside what the finding's
  /// problem already takes: the problems are ranked there (a rank and a position each, and the
  /// sort's room) before they are written a piece at a time. A finding makes at most one
  /// problem, so counting findings never counts too few.
  public static let endBytesPerFinding = ProblemList.rankingBytesPerProblem
}
