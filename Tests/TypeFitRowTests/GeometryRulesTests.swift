import Testing

@testable import TypeFitRow

@Suite struct GeometryRulesTests {
  @Test("The evaluator asks TF001 to TF003 and TF005 to TF008; TF004 and the source rules decide elsewhere")
  func geometryRules() {
    let asked = RuleCatalog.geometryRules.map { $0.descriptor.id }
    #expect(
      asked == [
        .labelTruncated, .rowTargetTooSmall, .accessoryTargetTooSmall, .nameSaysLink, .rowExceedsScreen,
        .valueStacked, .labelWraps,
      ])
    let leftOut = RuleCatalog.rules.filter { !$0.decidesOnGeometry }.map { $0.descriptor.id }
    #expect(
      leftOut == [
        .missingGlyphs, .labelNotScaled, .textShrinks, .fixedRowHeight, .tapGestureRow, .chevronNotDecorative,
        .rowSplit, .rowLinkTrait, .odsSelectionNavigates, .notModelled,
      ])
  }
}
