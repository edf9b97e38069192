/// Rule TF004, `missing-glyphs`: its catalog entry and its evaluation.
enum TF004MissingGlyphs: RuleDefinition {
  static let descriptor = RuleDescriptor(
    id: .missingGlyphs, name: "missing-glyphs", severity: .error,
    summary:
      "No configured font covers some characters of a label, so its measurement would be wrong and is "
      + "refused.",
    rationale:
      "List Row (Navigable) guide (Docs/References.md#list-row-navigable), Acceptance Checks › Dynamic Type requires labels that \"stay fully visible\"; TypeFit cannot "
      + "tell whether they do when it cannot measure the glyphs.",
    source: "TypeFit measurement policy (Docs/Rules.md#tf004-missing-glyphs)",
    fix:
      "Install or configure a font that covers the listed code points (typefit fonts shows the stack), or "
      + "fix the string if the characters are unintended.")

  /// No layout finding: TF004 comes from the measurer (``LabelMeasuringError/missingGlyphs(codePoints:)``),
  /// before any layout, through ``finding(role:codePoints:)``.
  static func findings(in input: RuleInput) -> [Finding] { [] }

  /// Not asked by ``RuleEvaluator``: see ``findings(in:)``.
  static var decidesOnGeometry: Bool { false }

  /// The finding for a label whose code points no font covers.
  static func finding(role: LabelRole, codePoints: [UInt32]) -> Finding {
    let error = LabelMeasuringError.missingGlyphs(codePoints: codePoints)
    return Finding(
      ruleID: .missingGlyphs, message: "\(role.rawValue) cannot be measured: \(error.description)", role: role
    )
  }
}
