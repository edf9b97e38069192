/// TF017 (`not-modelled`) for `.environment(\.legibilityWeight, .bold)` on a row or around rows:
/// SwiftUI draws the texts under it as with the Bold Text setting on (a heavier, wider weight),
/// and the run measures them with the setting it was given (`--bold-text`, off by default), so
/// a text may be reported narrower than it is drawn (the eighty-second attack's A82-12: no note,
/// where `.tracking(2)` beside it got one). `.regular` is not noted: it only matters when the
/// run checks Bold Text on, and `--bold-text both` shows both.
extension SourceRuleScanner {
  /// The note for `.environment(\.legibilityWeight, .bold)`, at the modifier's name; nothing for
  /// another key path or value.
  func environmentLegibilityWeight(
    _ arguments: [CallSyntax.Argument], modifier: Int, into findings: inout Findings
  ) {
    guard let value = EnvironmentKeyPathValue.value(of: "legibilityWeight", arguments, in: stream),
      names(value, ["bold"])
    else { return }
    findings.add(
      modifier, .notModelled,
      ".environment(\\.legibilityWeight, \(stream.sourceText(value))) forces Bold Text on the texts under it; "
        + "they are measured with the run's Bold Text setting (off unless --bold-text on or both) (not modelled)",
      note: true)
  }
}
