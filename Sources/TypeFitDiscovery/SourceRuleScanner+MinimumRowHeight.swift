/// TF017 (`not-modelled`) for `.environment(\.defaultMinListRowHeight, h)` around rows (on a list):
/// SwiftUI makes each row of the list at least `h` points tall, and the row model lays rows out
/// with the system's minimum height, so a row below `h` is reported lower than the app draws it
/// (the eighty-first attack's A81-12: 44 pt at Large under a minimum of 80 pt, with no note).
extension SourceRuleScanner {
  /// The note for `.environment(\.defaultMinListRowHeight, …)` around rows, at the modifier's
  /// name; nothing for another key path. On a row it is not noted: the list reads the value.
  func environmentMinimumRowHeight(
    _ arguments: [CallSyntax.Argument], modifier: Int, into findings: inout Findings
  ) {
    guard let value = EnvironmentKeyPathValue.value(of: "defaultMinListRowHeight", arguments, in: stream)
    else { return }
    let written = ".environment(\\.defaultMinListRowHeight, \(stream.sourceText(value)))"
    let system = "the rows are laid out with the system's minimum height (44 pt at Large)"
    let message: String
    if case .value(let points) = number(value, field: "the height in points", in: Self.heights) {
      // The system's minimum at Large (44 pt, which grows at larger sizes) or less raises no row: it
      // can only let rows be shorter (the eighty-second attack's A82-10: 44 was said to raise them).
      if points == Self.systemMinimumRowHeight {
        message =
          "is the system's own minimum row height at Large, which changes nothing there; at larger sizes it lets "
          + "the rows be shorter than the system's minimum they are laid out with (48 pt at xLarge), so a shorter "
          + "row is reported taller than it is drawn"
      } else if points < Self.systemMinimumRowHeight {
        message =
          "lets the list's rows be as short as \(Self.points(points)) pt; \(system), so a shorter row is "
          + "reported taller than it is drawn"
      } else {
        message =
          "gives the list's rows at least \(Self.points(points)) pt; \(system), so a row below it is reported "
          + "lower than it is drawn"
      }
    } else {
      message =
        "sets the list's minimum row height at run time; \(system), so a row's height may differ from the one "
        + "drawn"
    }
    findings.add(modifier, .notModelled, "\(written) \(message) (not modelled)", note: true)
  }

  /// The minimum height of a list row at Large, in points, that the row model lays rows out
  /// with (the profile's minimum row height at Large; it grows with larger sizes: 48 pt at
  /// xLarge, 52 pt at xxLarge).
  static let systemMinimumRowHeight = 44.0
}
