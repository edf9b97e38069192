/// Which per-category layouts a ``RowReport`` keeps. The rules always see every category;
/// this only decides what the report carries for its reader.
///
/// A full ``RowCategoryLayout`` holds each label's lines, visible text and the touch-target
/// list. Building and keeping it at every category and context is most of the cost of a large
/// check, and a report that lists findings only needs the layouts its findings quote.
public enum LayoutRetention: Sendable, Hashable {
  /// Every requested category (pictures, `typefit row`).
  case all
  /// Every requested category without the lines: each label's numbers (lines needed and
  /// shown, size, truncation) and, only where the label is cut, its visible text; its line
  /// widths, its visible text where it is not cut and the touch targets are left empty. What
  /// the JSON and NDJSON reports write, without laying every label out again line by line.
  case allWithoutLines
  /// The first category of each finding: the layout its message quotes (the text, SARIF and
  /// JUnit reports).
  case firstFindingCategories
  /// None: findings only.
  case none
}
