import TypeFitDynamicType

/// Which categories a row's strip shows in an HTML report.
public enum PictureCategorySelection: Sendable, Hashable {
  /// Every category of the run (12 panels by default).
  case all
  /// The categories where the row fails, plus `large` (the default size) for comparison:
  /// fewer panels, so a big catalog's report stays a fraction of the size.
  case failingAndDefault

  /// The categories to draw, ascending, out of the run's.
  func categories(
    of run: [ContentSizeCategory], failing: Set<ContentSizeCategory>
  ) -> [ContentSizeCategory] {
    switch self {
    case .all: run
    case .failingAndDefault: run.filter { failing.contains($0) || $0 == .default }
    }
  }
}
