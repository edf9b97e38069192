import Foundation
import Testing
import TypeFitDynamicType

@testable import TypeFitText

/// The iOS 26.1 `UIFont.systemFont` harvest in `../shared/reference/`, found from this file.
private struct SFReference: Sendable {
  struct Font: Decodable, Sendable {
    let pointSize: Double
    let weight: Int
    let italic: Bool
    let monospaced: Bool
    let advances: [String: Double]
    let stringWidths: [String: Double]
  }

  struct Document: Decodable, Sendable {
    let source: String
    let fonts: [Font]
  }

  /// `<package root>/../shared/reference/sf-ios26-metrics.json`.
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TypeFitTextTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root
    .deletingLastPathComponent()
    .appendingPathComponent("shared/reference/sf-ios26-metrics.json")

  /// The decoded harvest, or `nil` when the file is absent (tests that need it are skipped).
  static let shared: Document? = {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return try? JSONDecoder().decode(Document.self, from: data)
  }()

  static let skipReason: Comment =
    "SKIPPED: sf-ios26-metrics.json not found beside the package (../shared/reference/)"

  /// Upright, proportional fonts of the weights the issue targets.
  static func targetFonts(_ document: Document) -> [Font] {
    let weights: Set = [400, 500, 600, 700]
    return document.fonts.filter { !$0.italic && !$0.monospaced && weights.contains($0.weight) }
  }
}

/// Median and maximum of absolute values.
private func summary(_ values: [Double]) -> (median: Double, max: Double) {
  let sorted = values.map(abs).sorted()
  guard !sorted.isEmpty else { return (0, 0) }
  let mid = sorted.count / 2
  let median = sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  return (median, sorted[sorted.count - 1])
}

@Suite("SF width model")
struct SFWidthModelTests {
  // MARK: Exact values (no shared data needed)

  @Test("advance of a at 17 pt regular is 1078/2048 em, as iOS 26 reports")
  func exactAdvance() throws {
    let advance = try #require(SFWidthModel.advance(of: "a", pointSize: 17, weight: .regular))
    #expect(abs(advance - 1078.0 / 2048) < 1e-12)
    #expect(abs(advance * 17 - 8.9482421875) < 1e-9)
  }

  @Test("Size factors from the whole-size tables equal the model's functions at every weight")
  func sizeFactors() {
    for weight in FontWeight.allCases {
      for size in [0.0, 8, 11, 17, 19, 20, 28, 40, 53, 256, 17.5, 256.5, 300, -1] {
        let factors = SFWidthModel.sizeFactors(pointSize: size, weight: weight)
        #expect(factors.blend == SFWidthModel.blend(pointSize: size), "\(size) pt \(weight)")
        #expect(factors.trackingEm == SFWidthModel.trackingEm(pointSize: size), "\(size) pt \(weight)")
        #expect(
          factors.fallbackScale == SFWidthModel.fallbackScale(pointSize: size, weight: weight),
          "\(size) pt \(weight)")
      }
    }
    let regular = SFWidthModel.sizeFactors(pointSize: 17, weight: .regular)
    #expect(regular.trackingEm == -52.0 / 2048)
    #expect(regular.blend == 0)
    #expect(abs(regular.fallbackScale - 0.9928) < 0.0001)
  }

  @Test("components, blend and tracking have their fitted values")
  func decomposition() throws {
    let a = try #require(SFWidthModel.components(of: "a", weight: .regular))
    #expect(abs(a.small - 1130.0 / 2048) < 1e-12)
    #expect(abs(a.large - 1028.0 / 2048) < 1e-12)
    #expect(SFWidthModel.blend(pointSize: 12) == 0)
    #expect(SFWidthModel.blend(pointSize: 17) == 0)
    #expect(SFWidthModel.blend(pointSize: 19) == 1489.0 / 16384)
    #expect(SFWidthModel.blend(pointSize: 24) == 13405.0 / 16384)
    #expect(SFWidthModel.blend(pointSize: 28) == 1)
    #expect(SFWidthModel.blend(pointSize: 60) == 1)
    #expect(SFWidthModel.trackingEm(pointSize: 12) == 0)
    #expect(SFWidthModel.trackingEm(pointSize: 17) == -52.0 / 2048)
    #expect(SFWidthModel.trackingEm(pointSize: 40) == 19.0 / 2048)
    // Beyond 40 pt: the HIG's slope from the harvested 40 pt value (HIG 10 → 6 at 53 pt).
    #expect(SFWidthModel.trackingEm(pointSize: 53) == 11.0 / 2048)
    #expect(SFWidthModel.trackingEm(pointSize: 60) == 7.0 / 2048)
  }

  @Test("width at a size is arithmetic on the components")
  func widthIsArithmetic() throws {
    let text = "Settings"
    for size in [11.0, 17.5, 21, 33, 58] {
      let b = SFWidthModel.blend(pointSize: size)
      var expected = 0.0
      for scalar in text.unicodeScalars {
        let parts = try #require(SFWidthModel.components(of: scalar, weight: .semibold))
        expected += (1 - b) * parts.small + b * parts.large + SFWidthModel.trackingEm(pointSize: size)
      }
      let width = try #require(SFWidthModel.widthEm(of: text, pointSize: size, weight: .semibold))
      #expect(abs(width - expected) < 1e-12)
    }
  }

  @Test("scalars outside printable ASCII have no SF advance")
  func uncovered() {
    #expect(SFWidthModel.advance(of: "é", pointSize: 17, weight: .regular) == nil)
    #expect(SFWidthModel.advance(of: "\u{1F}", pointSize: 17, weight: .regular) == nil)
    #expect(SFWidthModel.advance(of: "\u{7F}", pointSize: 17, weight: .regular) == nil)
    #expect(SFWidthModel.widthEm(of: "Café", pointSize: 17, weight: .regular) == nil)
  }

  @Test("the macOS-cut correction interpolates the issue's table")
  func macOSCut() {
    #expect(SFWidthModel.macOSCutCorrectionEm(pointSize: 9) == 50.0 / 2048)
    #expect(SFWidthModel.macOSCutCorrectionEm(pointSize: 17) == 37.0 / 2048)
    #expect(SFWidthModel.macOSCutCorrectionEm(pointSize: 12.5) == 42.5 / 2048)
    #expect(SFWidthModel.macOSCutCorrectionEm(pointSize: 20) == 0)
    #expect(SFWidthModel.macOSCutCorrectionEm(pointSize: 34) == 0)
  }

  @Test("the fallback scale has its fitted values and switches with Inter Display at 20 pt")
  func fallbackScale() {
    #expect(abs(SFWidthModel.fallbackScale(pointSize: 17, weight: .regular) - 0.9928) < 1e-4)
    #expect(abs(SFWidthModel.fallbackScale(pointSize: 20, weight: .regular) - 1.0706) < 1e-4)
    #expect(abs(SFWidthModel.fallbackScale(pointSize: 40, weight: .bold) - 1.0072) < 1e-4)
    for weight in FontWeight.allCases {
      for size in stride(from: 8.0, through: 60, by: 0.5) {
        let scale = SFWidthModel.fallbackScale(pointSize: size, weight: weight)
        #expect(scale > 0.85 && scale < 1.15)
      }
    }
  }

  @Test("tracking steps across 40 pt, where the harvest ends, no more than inside it")
  func continuityBeyondHarvest() throws {
    // Inside the harvest the tracking moves by up to 2/2048 em per point (32 → 33 pt).
    let step = 2.0 / 2048
    for size in stride(from: 40.0, through: 59, by: 1) {
      let change = SFWidthModel.trackingEm(pointSize: size + 1) - SFWidthModel.trackingEm(pointSize: size)
      #expect(abs(change) <= step + 1e-12)
    }
    #expect(SFWidthModel.blend(pointSize: 40) == SFWidthModel.blend(pointSize: 58))
  }

  // MARK: Against the harvest

  @Test(
    "every harvested advance is reproduced (regular to bold: median ≤ 0.3%, max ≤ 1%)",
    .enabled(if: SFReference.shared != nil, SFReference.skipReason))
  func advancesMatchHarvest() throws {
    let document = try #require(SFReference.shared)
    var errors: [Double] = []
    for font in SFReference.targetFonts(document) {
      let weight = try #require(FontWeight(rawValue: font.weight))
      for (key, measured) in font.advances {
        let scalar = try #require(key.unicodeScalars.first)
        let em = try #require(SFWidthModel.advance(of: scalar, pointSize: font.pointSize, weight: weight))
        errors.append((em * font.pointSize - measured) / measured)
      }
    }
    let (median, maximum) = summary(errors)
    #expect(errors.count == 4 * 36 * 95)
    #expect(median <= 0.003)
    #expect(maximum <= 0.01)
    // The fit is exact up to the harvest's float32 rounding.
    #expect(maximum <= 0.0001)
  }

  @Test(
    "all nine weights are reproduced within float32 rounding",
    .enabled(if: SFReference.shared != nil, SFReference.skipReason))
  func allWeightsMatchHarvest() throws {
    let document = try #require(SFReference.shared)
    var worst = 0.0
    for font in document.fonts where !font.italic && !font.monospaced {
      let weight = try #require(FontWeight(rawValue: font.weight))
      for (key, measured) in font.advances {
        let scalar = try #require(key.unicodeScalars.first)
        let em = try #require(SFWidthModel.advance(of: scalar, pointSize: font.pointSize, weight: weight))
        worst = max(worst, abs(em * font.pointSize - measured) / measured)
      }
    }
    #expect(worst <= 0.0001)
  }

  @Test(
    "every calibration CTLine width is met without kerning (median ≤ 0.3%, max ≤ 1%)",
    .enabled(if: SFReference.shared != nil, SFReference.skipReason))
  func calibrationWidths() throws {
    let document = try #require(SFReference.shared)
    var errors: [Double] = []
    for font in SFReference.targetFonts(document) {
      let weight = try #require(FontWeight(rawValue: font.weight))
      for (text, measured) in font.stringWidths {
        let em = try #require(SFWidthModel.widthEm(of: text, pointSize: font.pointSize, weight: weight))
        errors.append((em * font.pointSize - measured) / measured)
      }
    }
    let (median, maximum) = summary(errors)
    #expect(errors.count == 4 * 36 * 3)
    #expect(median <= 0.003)
    #expect(maximum <= 0.01)
  }

  @Test(
    "a string without SF kerning pairs measures exactly the sum of its advances: tracking is included",
    .enabled(if: SFReference.shared != nil, SFReference.skipReason))
  func trackingIsInTheAdvances() throws {
    let document = try #require(SFReference.shared)
    for font in SFReference.targetFonts(document) {
      let measured = try #require(font.stringWidths["Hello UIKit"])
      let sum = "Hello UIKit".unicodeScalars.reduce(0.0) { $0 + (font.advances[String($1)] ?? .nan) }
      #expect(abs(sum - measured) < 1e-6)
      let weight = try #require(FontWeight(rawValue: font.weight))
      let em = try #require(
        SFWidthModel.widthEm(of: "Hello UIKit", pointSize: font.pointSize, weight: weight))
      #expect(abs(em * font.pointSize - measured) / measured < 1e-5)
    }
  }

  /// Inter Display's GPOS pair-kerning totals for the calibration strings, in 1/2048 em
  /// (`hb-shape` 6.0.0 with `kern` on minus off, fonts-inter 4.0~beta7; see
  /// Scripts/fit-sf-width-model.py). Keys: weight, then string.
  static let interDisplayKerningUnits: [Int: [String: Double]] = [
    400: ["The quick brown fox jumps over the lazy dog": -230, "Hello UIKit": 0, "0123456789": -28],
    500: ["The quick brown fox jumps over the lazy dog": -229, "Hello UIKit": 0, "0123456789": -28],
    600: ["The quick brown fox jumps over the lazy dog": -226, "Hello UIKit": 0, "0123456789": -28],
    700: ["The quick brown fox jumps over the lazy dog": -226, "Hello UIKit": 0, "0123456789": -28],
  ]

  @Test(
    "adding Inter Display's kerning brings calibration widths closer to CTLine",
    .enabled(if: SFReference.shared != nil, SFReference.skipReason))
  func kerningHelps() throws {
    let document = try #require(SFReference.shared)
    var plain: [Double] = []
    var kerned: [Double] = []
    for font in SFReference.targetFonts(document) {
      let weight = try #require(FontWeight(rawValue: font.weight))
      for (text, measured) in font.stringWidths {
        let em = try #require(SFWidthModel.widthEm(of: text, pointSize: font.pointSize, weight: weight))
        let kern = try #require(Self.interDisplayKerningUnits[font.weight]?[text]) / 2048
        plain.append((em * font.pointSize - measured) / measured)
        kerned.append(((em + kern) * font.pointSize - measured) / measured)
      }
    }
    let before = summary(plain)
    let after = summary(kerned)
    #expect(after.median < before.median)
    #expect(after.max < before.max)
    #expect(after.max <= 0.0025)
  }
}
