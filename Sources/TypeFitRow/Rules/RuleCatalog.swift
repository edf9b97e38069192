/// All rules, in id order: the list of the rule files in `Rules/`.
public enum RuleCatalog {
  /// Every rule's definition, in id order; a rule's findings come in this order.
  static let rules: [any RuleDefinition.Type] = [
    TF001LabelTruncated.self,
    TF002RowTargetTooSmall.self,
    TF003AccessoryTargetTooSmall.self,
    TF004MissingGlyphs.self,
    TF005NameSaysLink.self,
    TF006RowExceedsScreen.self,
    TF007ValueStacked.self,
    TF008LabelWraps.self,
    TF009LabelNotScaled.self,
    TF010TextShrinks.self,
    TF011FixedRowHeight.self,
    TF012TapGestureRow.self,
    TF013ChevronNotDecorative.self,
    TF014RowSplit.self,
    TF015RowLinkTrait.self,
    TF016ODSSelectionNavigates.self,
    TF017NotModelled.self,
  ]

  /// The rules whose findings come from a row's geometry (``RuleDefinition/decidesOnGeometry``),
  /// in id order: those ``RuleEvaluator`` asks.
  static let geometryRules: [any RuleDefinition.Type] = rules.filter { $0.decidesOnGeometry }

  /// Every rule's catalog entry, in id order.
  public static let all: [RuleDescriptor] = rules.map { $0.descriptor }

  private static let byID: [RuleID: RuleDescriptor] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.id, $0) })

  /// The range of rule ids, as the docs and help quote it: `TF001–TF017`.
  public static var idRange: String {
    guard let first = all.first, let last = all.last else { return "" }
    return "\(first.id.rawValue)–\(last.id.rawValue)"
  }

  /// The descriptor of a rule.
  public static func descriptor(for id: RuleID) -> RuleDescriptor {
    // Every RuleID has a rule file; RuleCatalogTests checks the two lists agree.
    byID[id]!
  }
}
