import Foundation
import Testing
import TypeFitCheck
import TypeFitLocalization
import TypeFitRow
import TypeFitText
import TypeFitTextMeasuring
import _TypeFitTestSupport

/// TF004 must not fire on text whose fonts the README's packages install: the default stack
/// finds every installed `NotoSans<Script>-Regular.ttf` (``FontStackDefinition/ScriptDiscovery``).
@Suite("Script coverage of the default stack")
struct ScriptCoverageTests {
  static let engine = try? TextEngine(stack: FontStack(.iosSystem))

  /// Every grapheme cluster of `strings`, once per language.
  static func clusters(_ strings: [LocalizedString]) -> Set<[String]> {
    var seen = Set<[String]>()
    for string in strings {
      for character in string.value { seen.insert([String(character), string.locale]) }
    }
    return seen
  }

  /// The clusters no face of the stack covers, as `locale: U+XXXX`.
  static func uncovered(_ clusters: Set<[String]>) throws -> [String] {
    let measurer = TextEngineMeasurer(engine: try #require(engine))
    var missing: [String] = []
    for pair in clusters.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      do {
        _ = try measurer.prepareLabel(pair[0], language: pair[1], weight: .regular)
      } catch LabelMeasuringError.missingGlyphs(let codePoints) {
        missing.append(
          pair[1] + ": " + codePoints.map { String(format: "U+%04X", $0) }.joined(separator: " "))
      }
    }
    return missing
  }

  @Test(
    "Every character of every locale of both shared corpora has a font (no TF004)",
    .enabled(if: TestPaths.shared != nil, "SKIPPED: needs ../shared/corpus"))
  func sharedCorpora() throws {
    let corpus = try #require(TestPaths.shared).appendingPathComponent("corpus")
    let read = LocalizationReader().read(paths: [
      corpus.appendingPathComponent("IceCubesApp").path, corpus.appendingPathComponent("mastodon-ios").path,
    ])
    let clusters = Self.clusters(read.strings)
    #expect(Set(read.strings.map(\.locale)).count == 36)  // 19 Ice Cubes + 30 Mastodon, 13 shared
    #expect(try Self.uncovered(clusters) == [])
  }

  @Test("Every character of every locale of the bundled example has a font (no TF004)")
  func bundledExample() throws {
    let read = LocalizationReader().read(paths: [
      TestPaths.packageRoot.appendingPathComponent("Examples/Settings").path
    ])
    #expect(Set(read.strings.map(\.locale)).count == 11)
    #expect(try Self.uncovered(Self.clusters(read.strings)) == [])
  }

  static let indicFonts = ["Gujarati", "Gurmukhi", "Kannada", "Telugu", "Sinhala", "Malayalam", "Oriya"]
    .allSatisfy {
      FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoSans\($0)-Regular.ttf")
    }

  @Test(
    "Gujarati, Gurmukhi, Kannada, Telugu, Sinhala, Malayalam and Oriya are found among the installed fonts",
    .enabled(if: indicFonts, "needs fonts-noto-core"))
  func discoveredScripts() throws {
    let families = FontStackDefinition.iosSystem.discoveredScriptFamilies()
    let scripts = Set(families.flatMap { $0.scripts ?? [] })
    #expect(scripts.isSuperset(of: ["Gujr", "Guru", "Knda", "Telu", "Sinh", "Mlym", "Orya"]))
    // Families the definition lists are not found twice; names that are no script are passed over.
    #expect(!scripts.contains("Arab"))
    #expect(!families.contains { $0.family == "Noto Sans Math" || $0.family == "Noto Sans Display" })
    #expect(families.first { $0.scripts == ["Gujr"] }?.family == "Noto Sans Gujarati")
    #expect(families.allSatisfy { $0.required == false })
    let texts = [
      ("gu", "સેટિંગ્સ"), ("pa", "ਸੈਟਿੰਗਾਂ"), ("kn", "ಸೆಟ್ಟಿಂಗ್‌ಗಳು"), ("te", "సెట్టింగ్‌లు"), ("si", "සැකසීම්"),
      ("ml", "ക്രമീകരണങ്ങൾ"), ("or", "ସେଟିଂସମୂହ"),
    ]
    let measurer = TextEngineMeasurer(engine: try #require(Self.engine))
    for (language, text) in texts {
      #expect(throws: Never.self) {
        _ = try measurer.prepareLabel(text, language: language, weight: .regular)
      }
    }
  }
}
