import TypeFitLocalization

/// What the first read of a check hands from the thread that reads the files to the one that
/// collects the parts: a file begins, some of its strings, its problems.
enum FirstReadEvent: Sendable {
  /// The strings handed over at once: 512, so the hand-off costs little per string.
  static let batchSize = 512

  case begin(LocalizationFile?)
  case strings([LocalizedString])
  case end([LocalizationDiagnostic], UnlistedDiagnosticCounts)
}
