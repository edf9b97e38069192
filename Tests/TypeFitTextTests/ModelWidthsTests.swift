import Testing
import TypeFitDynamicType

@testable import TypeFitText

/// ``ModelWidths`` answers what ``SFWidthModel`` answers, for every weight, upright and italic.
@Suite struct ModelWidthsTests {
  @Test func sameWidthsAsTheModelForEveryWeightAndScalar() {
    for weight in FontWeight.allCases {
      for italic in [false, true] {
        let table = ModelWidths.of(weight: weight, italic: italic)
        for value: UInt32 in 0x20...0x7E {
          let scalar = Unicode.Scalar(value)!
          let expected =
            italic
            ? SFWidthModel.italicComponents(of: scalar, weight: weight)!
            : SFWidthModel.components(of: scalar, weight: weight)!
          let got = table.components(value)
          // The same bits, not merely close: the layout's sums must not move.
          #expect(got?.small.bitPattern == expected.small.bitPattern, "\(weight) \(italic) \(value)")
          #expect(got?.large.bitPattern == expected.large.bitPattern, "\(weight) \(italic) \(value)")
        }
      }
    }
  }

  @Test func tabIsASpaceAndOtherScalarsHaveNoWidths() {
    let bold = ModelWidths.of(weight: .bold, italic: false)
    let space = SFWidthModel.components(of: " ", weight: .bold)!
    #expect(bold.components(0x09)?.small == space.small)
    #expect(bold.components(0x09)?.large == space.large)
    for value: UInt32 in [0x00, 0x0A, 0x1F, 0x7F, 0xA0, 0xE9, 0x2026, 0x1_F600] {
      #expect(bold.components(value) == nil, "\(value)")
    }
    // `a` in regular at 2048 units per em (SFWidthModel's documented example).
    #expect(ModelWidths.of(weight: .regular, italic: false).components(0x61)?.small == 1130.0 / 2048)
  }

  @Test func accumulationReadsTheTable() {
    #expect(
      WidthAccumulation.modelComponents(0x61, weight: .semibold, italic: true)?.large
        == SFWidthModel.italicComponents(of: "a", weight: .semibold)!.large)
    #expect(WidthAccumulation.modelComponents(0xE9, weight: .semibold) == nil)
  }
}
