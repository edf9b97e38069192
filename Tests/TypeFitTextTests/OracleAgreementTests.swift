import Foundation
import Testing
import TypeFitText
import _TypeFitTestSupport

/// Line counts against the independent Pango oracle on the real corpus strings, with the same
/// face on both sides for each script and no tracking (`--font`).
@Suite("Agreement with the Pango oracle")
struct OracleAgreementTests {
  /// The face serving each language family on both sides: Pango family name, file, index.
  static func face(for language: String) -> (family: String, file: String, index: Int) {
    let base = language.split(separator: "-").first.map(String.init) ?? language
    switch base {
    case "ar", "ckb", "fa": return ("Noto Sans Arabic", "NotoSansArabic-Regular.ttf", 0)
    case "he": return ("Noto Sans Hebrew", "NotoSansHebrew-Regular.ttf", 0)
    case "th": return ("Noto Sans Thai", "NotoSansThai-Regular.ttf", 0)
    case "hi", "mr", "ne": return ("Noto Sans Devanagari", "NotoSansDevanagari-Regular.ttf", 0)
    case "hy": return ("Noto Sans Armenian", "NotoSansArmenian-Regular.ttf", 0)
    case "ja": return ("Noto Sans CJK JP", "NotoSansCJK-Regular.ttc", 0)
    case "ko": return ("Noto Sans CJK KR", "NotoSansCJK-Regular.ttc", 1)
    case "zh" where language.contains("Hant") || language.contains("HK") || language.contains("TW"):
      return ("Noto Sans CJK TC", "NotoSansCJK-Regular.ttc", 3)
    case "zh": return ("Noto Sans CJK SC", "NotoSansCJK-Regular.ttc", 2)
    default: return ("Inter", "Inter-Regular.otf", 0)
    }
  }

  static let sizes: [Double] = [17, 28, 40, 53]
  static let widths: [Double] = [180, 260, 343]

  @Test(
    "Line counts agree with Pango on ≥ 99.5% of layouts where every word fits",
    .enabled(if: TestPaths.hasShared, "SKIPPED: needs ../shared beside the checkout (corpora and references)")
  )
  func agreement() throws {
    let shared = try #require(TestPaths.shared)
    let oracle = try #require(
      PangoOracle.build(), "the Pango oracle did not build (libpango1.0-dev missing?)")
    // A deterministic sample: every 7th unique single-paragraph string per language, at most 80 each.
    var perLanguage: [String: [String]] = [:]
    var seen = Set<String>()
    for (language, text) in CorpusSample.strings(in: shared)
    where !text.contains("\n") && !text.contains("\t") && !text.isEmpty
      && seen.insert(language + "\u{1}" + text).inserted
    {
      perLanguage[language, default: []].append(text)
    }
    var engines: [String: TextEngine] = [:]
    var cases: [(language: String, text: String, prepared: PreparedText, family: String)] = []
    var uncovered = 0
    for language in perLanguage.keys.sorted() {
      let face = Self.face(for: language)
      let engine =
        try engines[face.family]
        ?? TextEngine(
          definition: .singleFace(path: TestPaths.font(face.file), index: face.index))
      engines[face.family] = engine
      for (i, text) in perLanguage[language]!.enumerated() where i % 7 == 0 && i / 7 < 80 {
        do {
          cases.append((language, text, try engine.prepare(text, language: language), face.family))
        } catch TextError.missingGlyphs {
          uncovered += 1
        }
      }
    }
    var requests: [PangoOracle.Request] = []
    for c in cases {
      for size in Self.sizes {
        for width in Self.widths {
          requests.append(
            .init(family: c.family, size: size, width: width, language: c.language, text: c.text))
        }
      }
    }
    let answers = try oracle.answers(requests)
    #expect(answers.count == requests.count)
    var compared = 0
    var agreed = 0
    var overlong = (compared: 0, agreed: 0)
    var disagreements: [String] = []
    var k = 0
    for c in cases {
      for size in Self.sizes {
        for width in Self.widths {
          defer { k += 1 }
          guard k < answers.count else { continue }
          let ours = c.prepared.layout(LayoutParameters(pointSize: size, maxWidth: width))
          let theirs = answers[k]
          if c.prepared.widestUnbreakableWidth(pointSize: size) <= width {
            compared += 1
            if ours.linesNeeded == theirs.lines {
              agreed += 1
            } else if disagreements.count < 40 {
              disagreements.append(
                "\(c.language) \(size)pt/\(width)pt ours \(ours.linesNeeded) pango \(theirs.lines): \(c.text)"
              )
            }
          } else {
            overlong.compared += 1
            if ours.linesNeeded == theirs.lines { overlong.agreed += 1 }
          }
        }
      }
    }
    let rate = Double(agreed) / Double(max(compared, 1))
    print(
      "Oracle agreement: \(agreed)/\(compared) = \(String(format: "%.3f", rate * 100))% of layouts where every word fits"
    )
    print("  overlong words (iOS rules, not Pango's): \(overlong.agreed)/\(overlong.compared) agree")
    print("  strings not covered by the single face (skipped): \(uncovered)")
    for line in disagreements { print("  differs: \(line)") }
    #expect(compared > 3000)
    #expect(rate >= 0.995)
  }
}
