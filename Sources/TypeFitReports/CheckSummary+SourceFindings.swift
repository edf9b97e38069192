import TypeFitCheck
import TypeFitDiscovery

extension CheckSummary {
  /// The source findings (``sourceFindings``) errors first, then warnings, then notes, each in
  /// file, line, column and rule order: as the text report lists them.
  public var rankedSourceFindings: [SourceFinding] { SourceFindingReport.ranked(sourceFindings) }
}
