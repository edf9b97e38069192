import Testing
import TypeFitDynamicType
import TypeFitRow
import _TypeFitTestSupport

/// The Bold Text setting as a layout context dimension.
@Suite("Bold Text")
struct BoldTextTests {
  @Test(
    "With Bold Text on, every weight is two named weights heavier (unconfirmed profile value), capped at black"
  )
  func mapping() {
    var context = LayoutContext()
    #expect(context.drawnWeight(.regular) == .regular)
    context.boldText = true
    #expect(context.drawnWeight(.regular) == .semibold)
    #expect(context.drawnWeight(.semibold) == .heavy)
    #expect(context.drawnWeight(.heavy) == .black && context.drawnWeight(.black) == .black)
    #expect(context.profile.constant(.boldTextWeightIncrease)?.confidence == .unconfirmed)
  }

  @Test("A row's labels are measured and reported at the heavier weight; an override changes the step")
  func rowWeights() throws {
    let engine = RowLayoutEngine(measurer: FixedAdvanceMeasurer())
    var bold = LayoutContext()
    bold.boldText = true
    let row = Row(title: RowLabel("Account", textStyle: .headline))
    let reports = try engine.reports(for: row, in: [LayoutContext(), bold], categories: [.large])
    #expect(reports[0].layout(at: .large)?.label(.title)?.weight == .semibold)
    #expect(reports[1].layout(at: .large)?.label(.title)?.weight == .heavy)
    bold.profile = try PlatformProfile.ios18.overriding(["boldTextWeightIncrease": 100])
    let stepped = try engine.report(for: row, in: bold, categories: [.large])
    #expect(stepped.layout(at: .large)?.label(.title)?.weight == .bold)
    #expect(throws: RowModelError.self) {
      try PlatformProfile.ios18.overriding(["boldTextWeightIncrease": 150])
    }
  }
}
