import Foundation
import Testing
import TypeFitDynamicType
import _TypeFitTestSupport

@testable import TypeFitText

/// SF's italic widths under the SF model, against the iOS 26.1 harvest's `.SFUI-RegularItalic`.
@Suite("SF italic widths")
struct SFItalicWidthsTests {
  /// CTLine widths of `.SFUI-RegularItalic` (harvest `sf-ios26-metrics.json`), points.
  static let helloUIKit: [(size: Double, iOS: Double)] = [
    (12, 59.783203125), (17, 79.94482421875), (34, 155.7392578125), (40, 182.36328125),
  ]

  @Test(
    "Regular italic 'Hello UIKit' (no kerning pair in SF or Inter Display Italic) is iOS's CTLine width",
    arguments: helloUIKit)
  func helloUIKitItalic(reference: (size: Double, iOS: Double)) throws {
    let width = try Engines.system.prepare("Hello UIKit", italic: true).naturalWidth(
      pointSize: reference.size)
    // Before the italic tables (upright widths): −0.35 % at 12–17 pt, −1.58 % at 34–40 pt.
    #expect(abs(width / reference.iOS - 1) < 0.00002)
  }

  @Test("Regular italic pangram at 40 pt: 767.79 pt against iOS's 768.14 pt (−0.05 %; was −2.05 %)")
  func pangramItalic() throws {
    let width = try Engines.system.prepare("The quick brown fox jumps over the lazy dog", italic: true)
      .naturalWidth(pointSize: 40)
    #expect(abs(width / 768.14453125 - 1 + 0.00046) < 0.0001)
  }

  @Test("Italic at a weight the harvest lacks adds regular's italic-minus-upright difference per character")
  func otherWeightsApproximated() throws {
    for scalar in ["a", "f", "W"] as [Unicode.Scalar] {
      let bold = try #require(SFWidthModel.components(of: scalar, weight: .bold))
      let regular = try #require(SFWidthModel.components(of: scalar, weight: .regular))
      let italicRegular = try #require(SFWidthModel.italicComponents(of: scalar, weight: .regular))
      let italicBold = try #require(SFWidthModel.italicComponents(of: scalar, weight: .bold))
      #expect(abs(italicBold.small - (bold.small + italicRegular.small - regular.small)) < 1e-12)
      #expect(abs(italicBold.large - (bold.large + italicRegular.large - regular.large)) < 1e-12)
    }
    #expect(SFWidthModel.italicComponents(of: "\u{E9}", weight: .bold) == nil)
  }

  @Test("Upright text is unchanged by the italic tables: the italic variant alone is marked italic")
  func uprightUnchanged() throws {
    #expect(FontStackDefinition.iosSystem.metrics.italic == false)
    #expect(FontStackDefinition.iosSystem.italicVariant.metrics.italic)
    let upright = try Engines.system.prepare("Hello UIKit").naturalWidth(pointSize: 17)
    #expect(abs(upright - 79.66259765625) < 1e-6)
  }
}
