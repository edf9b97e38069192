/// A rule decided on an app's Swift source rather than on a row's geometry: row discovery
/// (`TypeFitDiscovery.SourceRuleScanner`) reports its findings with a Swift location, so the
/// geometry evaluation has nothing to add.
protocol SourceRuleDefinition: RuleDefinition {}

extension SourceRuleDefinition {
  /// Source rules decide on code, not on geometry: no finding from a laid-out row.
  static func findings(in input: RuleInput) -> [Finding] { [] }

  /// Not asked by ``RuleEvaluator``: see ``findings(in:)``.
  static var decidesOnGeometry: Bool { false }
}
