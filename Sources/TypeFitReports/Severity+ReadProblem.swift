import TypeFitLocalization
import TypeFitRow

extension Severity {
  /// The level a read problem is reported at: an error for input lost, a warning for what
  /// looks wrong, a note for content left out by design (fresh24 F24-5).
  init(_ readProblem: LocalizationDiagnostic.Severity) {
    switch readProblem {
    case .error: self = .error
    case .warning: self = .warning
    case .note: self = .note
    }
  }
}
