import Foundation
import Testing
import TypeFitDynamicType
import _TypeFitTestSupport

@testable import TypeFitText

/// Engines for the width-model tests.
enum WidthEngines {
  /// The system stack with the faces as they are (`--metrics font`): Inter + HIG tracking.
  static let systemFontWidths: TextEngine = {
    var definition = FontStackDefinition.iosSystem
    definition.metrics.widths = .font
    return try! TextEngine(definition: definition)
  }()

  /// Inter Display Regular alone, for its kerning and advances.
  static let interDisplayRegular: TextEngine = try! TextEngine(
    definition: .singleFace(path: TestPaths.font("InterDisplay-Regular.otf")))
}

/// The CTLine widths of the iOS 26.1 harvest: `(string, size, weight, width in points)`.
private func calibrationWidths(_ shared: URL) throws -> [(
  text: String, size: Double, weight: Int, width: Double
)] {
  struct Font: Decodable {
    let pointSize: Double
    let weight: Int
    let italic: Bool
    let monospaced: Bool
    let stringWidths: [String: Double]
  }
  struct Document: Decodable { let fonts: [Font] }
  let data = try Data(contentsOf: shared.appendingPathComponent("reference/sf-ios26-metrics.json"))
  let fonts = try JSONDecoder().decode(Document.self, from: data).fonts
  return fonts.filter { !$0.italic && !$0.monospaced && (400...700).contains($0.weight) }.flatMap { font in
    font.stringWidths.map { (text: $0.key, size: font.pointSize, weight: font.weight, width: $0.value) }
  }
}

private func percentile(_ values: [Double], _ p: Double) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let position = p * Double(sorted.count - 1)
  let low = Int(position.rounded(.down))
  let high = min(low + 1, sorted.count - 1)
  return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
}

@Suite("System stack widths: the SF model through the engine")
struct SystemWidthsTests {
  // MARK: Exact values (no shared data needed)

  @Test("'Hello UIKit' at 17 pt regular is SF's advance sum, 79.6626 pt (Inter Display has no pair in it)")
  func helloUIKitExact() throws {
    let width = try Engines.system.measure("Hello UIKit", parameters: LayoutParameters(pointSize: 17))
      .naturalWidth
    let model = try #require(SFWidthModel.widthEm(of: "Hello UIKit", pointSize: 17, weight: .regular)) * 17
    #expect(abs(width - model) < 1e-9)
    #expect(abs(width - 79.66259765625) < 1e-6)
  }

  @Test(
    "Layout uses the blend of the requested size: 17 pt small design, 24 pt a mix, 53 pt large design",
    arguments: [8.0, 17, 19, 20, 24, 28, 40, 53, 60])
  func blendBySize(size: Double) throws {
    let prepared = try Engines.system.prepare("Hello UIKit")
    let model =
      try #require(SFWidthModel.widthEm(of: "Hello UIKit", pointSize: size, weight: .regular)) * size
    #expect(abs(prepared.naturalWidth(pointSize: size) - model) < 1e-9)
  }

  @Test("Weights follow the request: semibold 'Hello UIKit' at 17 pt is SF Semibold's sum")
  func semibold() throws {
    let width = try Engines.system.measure(
      "Hello UIKit", weight: .semibold, parameters: LayoutParameters(pointSize: 17)
    ).naturalWidth
    let model = try #require(SFWidthModel.widthEm(of: "Hello UIKit", pointSize: 17, weight: .semibold)) * 17
    #expect(abs(width - model) < 1e-9)
  }

  @Test(
    "Kerning is Inter Display's at every size, × SF's design scale: 'AV' is SF's advances + the scaled A–V pair"
  )
  func displayKerning() throws {
    // Inter Display's kerning: shaped width minus the sum of hmtx advances.
    let display = try WidthEngines.interDisplayRegular.measure(
      "AV", parameters: LayoutParameters(pointSize: 1)
    )
    .naturalWidth
    let nominal = try #require(
      WidthEngines.interDisplayRegular.stack.faces[0].advanceEm(of: 0x41)
        .flatMap { a in WidthEngines.interDisplayRegular.stack.faces[0].advanceEm(of: 0x56).map { a + $0 } })
    let kerning = display - nominal
    #expect(kerning < -0.02)  // a real pair
    for size in [12.0, 17, 24, 34] {
      let width = try Engines.system.measure("AV", parameters: LayoutParameters(pointSize: size)).naturalWidth
      let model = try #require(SFWidthModel.widthEm(of: "AV", pointSize: size, weight: .regular))
      // × SF's kerning scale at that size: 1 in the small design, 1.2037 in the large one.
      let factor = FontStackDefinition.MetricsPolicy.KerningScales.sfModel.factor(pointSize: size)
      #expect(abs(width - (model + factor * kerning) * size) < 1e-9)
    }
  }

  @Test(
    "Other primary-face characters are Inter's advance × fallbackScale + SF tracking: 'é' at 17 and 24 pt")
  func scaledFallback() throws {
    let inter = try #require(Engines.interRegular.stack.faces[0].advanceEm(of: 0xE9))
    let display = try #require(WidthEngines.interDisplayRegular.stack.faces[0].advanceEm(of: 0xE9))
    for (size, advance) in [(17.0, inter), (24.0, display)] {
      let width = try Engines.system.measure("é", parameters: LayoutParameters(pointSize: size)).naturalWidth
      let expected =
        (SFWidthModel.fallbackScale(pointSize: size, weight: .regular) * advance
          + SFWidthModel.trackingEm(pointSize: size)) * size
      #expect(abs(width - expected) < 1e-9)
    }
  }

  @Test("Fallback faces keep their own advances, untracked: 'Hello 設定' is SF's 'Hello ' + two CJK ems")
  func fallbackFacesUntouched() throws {
    let width = try Engines.system.measure(
      "Hello 設定", language: "ja", parameters: LayoutParameters(pointSize: 17)
    )
    .naturalWidth
    let latin = try #require(SFWidthModel.widthEm(of: "Hello ", pointSize: 17, weight: .regular)) * 17
    #expect(abs(width - (latin + 34)) < 1e-9)
  }

  @Test("A soft hyphen used as a break is drawn as SF's '-' with SF tracking")
  func softHyphen() throws {
    let layout = try Engines.system.measure(
      "Daten\u{AD}schutz", language: "de", parameters: LayoutParameters(pointSize: 17, maxWidth: 60))
    #expect(layout.lines.map(\.text) == ["Daten-", "schutz"])
    let model = try #require(SFWidthModel.widthEm(of: "Daten-", pointSize: 17, weight: .regular))
    let prepared = try Engines.system.prepare("Daten-")
    let kerning = prepared.naturalWidth(pointSize: 17) / 17 - model
    #expect(abs(layout.lines[0].width - (model + kerning) * 17) < 1e-9)
  }

  @Test("The ellipsis in the primary face is Inter's '…' scaled to SF, with SF tracking")
  func ellipsis() throws {
    let prepared = try Engines.system.prepare("Hello")
    let metrics = prepared.scaled(for: 17)
    let inter = try #require(Engines.interRegular.stack.faces[0].advanceEm(of: 0x2026))
    let expected =
      (SFWidthModel.fallbackScale(pointSize: 17, weight: .regular) * inter
        + SFWidthModel.trackingEm(pointSize: 17))
      * 17
    #expect(abs(metrics.ellipsisWidth(after: 4) - expected) < 1e-9)
  }

  // MARK: Arithmetic

  @Test(
    "Advances add up; a range's width leaves out only its kerning with the neighbours, at every size",
    arguments: [11.0, 17, 19.5, 22, 53])
  func additivity(size: Double) throws {
    let prepared = try Engines.system.prepare("Größe: 12 Wörter — «Привет» AVAWAY 設定", language: "de")
    let metrics = prepared.scaled(for: size)
    let n = Int32(prepared.clusterCount)
    let total = metrics.width(from: 0, to: n)
    // The whole text has no neighbours: its width is its running sum.
    #expect(abs(total - metrics.advanceSum(from: 0, to: n)) < 1e-9)
    let parts = (0..<n).reduce(0.0) { $0 + metrics.advanceSum(from: $1, to: $1 + 1) }
    #expect(abs(total - parts) < 1e-9)
    let split = n / 2
    #expect(
      abs(total - metrics.advanceSum(from: 0, to: split) - metrics.advanceSum(from: split, to: n)) < 1e-9)
    // "AVAWAY" kerns A-V, V-A, A-W…: a range ending inside it is wider alone than summed.
    let a = Int32(
      prepared.text.distance(from: prepared.text.startIndex, to: prepared.text.range(of: "AVAW")!.lowerBound))
    #expect(metrics.width(from: 0, to: a + 1) > metrics.advanceSum(from: 0, to: a + 1) + 0.01 * size / 17)
    #expect(abs(metrics.width(from: 0, to: a) - metrics.advanceSum(from: 0, to: a)) < 1e-9)
  }

  // MARK: --metrics font

  @Test("The font width model reproduces the old Inter widths: HarfBuzz advances + HIG tracking")
  func fontModelIsTheOldBehaviour() throws {
    let plain = try Engines.interRegular.measure(
      "Wi-Fi Settings", parameters: LayoutParameters(pointSize: 17)
    )
    .naturalWidth
    let tracked = try WidthEngines.systemFontWidths.measure(
      "Wi-Fi Settings", parameters: LayoutParameters(pointSize: 17)
    ).naturalWidth
    #expect(abs(plain - 113.108) < 0.0005)
    #expect(abs((tracked - plain) - 14 * -0.026 * 17) < 1e-9)
  }

  @Test("The two models differ: SF is wider than tracked Inter for 'Wi-Fi Settings' at 17 pt")
  func modelsDiffer() throws {
    let sf = try Engines.system.measure("Wi-Fi Settings", parameters: LayoutParameters(pointSize: 17))
      .naturalWidth
    let font = try WidthEngines.systemFontWidths.measure(
      "Wi-Fi Settings", parameters: LayoutParameters(pointSize: 17)
    ).naturalWidth
    #expect(sf != font)
  }

  // MARK: Policy

  @Test("Stack JSON without a widths field decodes as the font model; with it, round-trips")
  func decoding() throws {
    let old = #"{"tracking":"hig","lineHeightEm":1.193359375}"#
    let policy = try JSONDecoder().decode(FontStackDefinition.MetricsPolicy.self, from: Data(old.utf8))
    #expect(policy.widths == .font)
    let encoded = try JSONEncoder().encode(FontStackDefinition.iosSystem)
    let decoded = try JSONDecoder().decode(FontStackDefinition.self, from: encoded)
    #expect(decoded == FontStackDefinition.iosSystem)
    #expect(decoded.metrics.widths == .sfIOS)
    #expect(String(decoding: encoded, as: UTF8.self).contains(#""widths":"sf-ios""#))
  }

  @Test("Default models: sf-ios for the system stack, sf-face for SF Pro, font for one face")
  func defaults() {
    #expect(FontStackDefinition.iosSystem.metrics.widths == .sfIOS)
    #expect(FontStackDefinition.sfProMacOS.metrics.widths == .sfFace)
    #expect(FontStackDefinition.singleFace(path: "/x.otf").metrics.widths == .font)
  }

  @Test("SF cuts are told apart by file and family name")
  func cuts() {
    #expect(SFCut.classify(path: "/System/Library/Fonts/SFNS.ttf", family: "System Font") == .macOS)
    #expect(SFCut.classify(path: "/x/SFUI.ttf", family: ".SF UI Text") == .iOS)
    #expect(SFCut.classify(path: "/x/SF-Pro.ttf", family: "SF Pro") == .unknown)
    #expect(
      SFCut.classify(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", family: "Inter") == .notSF)
    #expect(Engines.system.stack.sfCut == .notSF)
  }

  // MARK: Against iOS (shared data)

  @Test(
    "'Hello UIKit' at 17 pt regular matches the iOS CTLine width within 0.3%",
    .enabled(if: TestPaths.hasShared, "SKIPPED: needs ../shared beside the checkout (corpora and references)")
  )
  func helloUIKitAgainstIOS() throws {
    let shared = try #require(TestPaths.shared)
    let reference = try #require(
      try calibrationWidths(shared).first { $0.text == "Hello UIKit" && $0.size == 17 && $0.weight == 400 })
    let width = try Engines.system.measure("Hello UIKit", parameters: LayoutParameters(pointSize: 17))
      .naturalWidth
    #expect(abs(width / reference.width - 1) < 0.003)
  }

  @Test(
    "Every calibration CTLine width, regular to bold, 8–40 pt, through the engine: median ≤ 0.3%, max ≤ 1%",
    .enabled(if: TestPaths.hasShared, "SKIPPED: needs ../shared beside the checkout (corpora and references)")
  )
  func calibrationThroughEngine() throws {
    let shared = try #require(TestPaths.shared)
    let references = try calibrationWidths(shared)
    #expect(references.count == 432)
    var errors: [(size: Double, weight: Int, error: Double)] = []
    for reference in references {
      let weight = try #require(FontWeight(rawValue: reference.weight))
      let width = try Engines.system.measure(
        reference.text, weight: weight, parameters: LayoutParameters(pointSize: reference.size)
      ).naturalWidth
      errors.append((reference.size, reference.weight, width / reference.width - 1))
    }
    let all = errors.map { abs($0.error) }
    #expect(percentile(all, 0.5) <= 0.003)
    #expect(all.max()! <= 0.01)
    // The table in Docs/Accuracy.md ("How the engine uses the model") is this output.
    let bands: [(String, ClosedRange<Double>)] = [
      ("8–12 pt", 8...12), ("13–17 pt", 13...17.5), ("18–27 pt", 18...27), ("28–40 pt", 28...40),
    ]
    for (label, range) in bands {
      var row = "| \(label) |"
      for weight in [400, 500, 600, 700, 0] {
        let band = errors.filter { range.contains($0.size) && (weight == 0 || $0.weight == weight) }
          .map { abs($0.error) * 100 }
        row += String(format: " %.3f%% / %.3f%% |", percentile(band, 0.5), band.max() ?? 0)
      }
      print(row)
    }
    print(
      String(
        format: "all: median %.3f%%, p95 %.3f%%, max %.3f%%, mean signed %+.3f%%", percentile(all, 0.5) * 100,
        percentile(all, 0.95) * 100, all.max()! * 100,
        errors.map(\.error).reduce(0, +) / Double(errors.count) * 100))
  }
}
