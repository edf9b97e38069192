internal import CHarfBuzz
import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitText

/// Runs shaped without HarfBuzz (``DirectShapingPlan``): which runs qualify, and that a
/// qualifying run has HarfBuzz's glyphs, clusters, advances and offsets, in every face on the
/// machine.
@Suite("Shaping without HarfBuzz gives HarfBuzz's glyphs")
struct DirectShapingTests {
  /// One shaped glyph: glyph, cluster, advances and offsets in font units.
  struct Glyph: Equatable, CustomStringConvertible {
    var glyph: UInt32
    var cluster: UInt32
    var xAdvance: Int32
    var yAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
    var description: String { "\(glyph)@\(cluster):\(xAdvance),\(yAdvance)+\(xOffset),\(yOffset)" }
  }

  static func glyphs(_ run: ShapedRun?) -> [Glyph] {
    guard let run else { return [] }
    return (0..<run.count).map {
      Glyph(
        glyph: run.infos[$0].codepoint, cluster: run.infos[$0].cluster, xAdvance: run.positions[$0].x_advance,
        yAdvance: run.positions[$0].y_advance, xOffset: run.positions[$0].x_offset,
        yOffset: run.positions[$0].y_offset)
    }
  }

  /// Texts in the default shaper's scripts: kerning pairs, punctuation, digits, accented
  /// letters, and text that must not qualify (marks, U+2044, `x` between digits, joiners).
  static let texts: [(text: String, script: String)] = [
    ("Hello, World!", "Latn"), ("AVATAR Typography WAVE To Yo", "Latn"), ("0123456789 1,234.56", "Latn"),
    ("Ünïcödé façade naïve œuvre ǅ", "Latn"), ("İstanbul ılık ĳ IJsland", "Latn"),
    ("L'Équipe «Über» „quote“", "Latn"),
    ("Settings — Wi-Fi & Bluetooth…", "Latn"), ("3×4 2x3 a->b <= (x) [y] {z}", "Latn"), ("1⁄2 3⁄4", "Latn"),
    ("e\u{0301} i\u{0307}", "Latn"), ("a\u{200D}b\u{00AD}c", "Latn"), ("Привет, мир! ГДЕ Тут", "Cyrl"),
    ("Ελληνικά ΑΥΤΟ Τα", "Grek"), ("漢字かなカナ、「引用」。", "Hani"), ("ひらがな", "Hira"), ("カタカナ・テスト", "Kana"),
    ("Straße Größe Fußgänger", "Latn"), ("Vậy Được Tiếng Việt", "Latn"), ("Ç'est ŁÓDŹ Žluťoučký kůň", "Latn"),
    ("  ", "Latn"), ("\u{00A0}a\u{2009}b\u{2011}c", "Latn"), ("€100 £5 ¥3 ₹9", "Latn"), ("A", "Latn"),
    ("%@ boosted your post", "Latn"), ("NAME@HOST.COM a@b", "Latn"), ("Box of 2 x 3", "Latn"),
    ("<-> --> <=", "Latn"), ("E-mail Wi-Fi x-ray", "Latn"),
    ("Հայերեն Բարեւ", "Armn"), ("ქართული", "Geor"), ("（全角）！", "Hani"),
  ]

  /// Seeded random strings of ASCII letters, digits, spaces and punctuation.
  static func randomTexts(count: Int) -> [String] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let alphabet = Array("AVWTYLPFKOXaevwtyloj.,;:'\"-!? 0123456789rfkAVTW")
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = 1 + Int(state >> 59)
      return String(
        (0..<length).map { _ in
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          return alphabet[Int(state >> 33) % alphabet.count]
        })
    }
  }

  static let fontsInstalled = FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter")

  @Test(
    "Every qualifying run in every face is HarfBuzz's, in several languages, with and without tnum",
    .enabled(if: fontsInstalled, "needs fonts-inter (/usr/share/fonts/opentype/inter)"))
  func sameGlyphsInEveryFace() throws {
    let stack = Engines.system.stack
    let direct = try ShapingContext(stack: stack, skipsComposition: true, shapesDirectly: true)
    let harfBuzz = try ShapingContext(stack: stack, skipsComposition: true, shapesDirectly: false)
    let texts = Self.texts + Self.randomTexts(count: 60).map { ($0, "Latn") }
    var compared = 0
    var qualified = 0
    var kerned = 0
    let faces = CompositionSkipTests.faces()
    for face in faces {
      for tag in ["en", "tr", "nl", "ja", "ru"] {
        let language = hb_language_from_string(tag, -1)
        for (text, script) in texts {
          for tabular in [false, true] {
            let units = Array(text.utf16)
            units.withUnsafeBufferPointer { buffer in
              let range = 0..<buffer.count
              let code = ScriptCode(script)
              let expected = Self.glyphs(
                harfBuzz.shapeRun(
                  buffer, range: range, face: face, level: 0, script: code, language: language,
                  tabularDigits: tabular))
              let withoutComposition = direct.shapesWithoutComposition(
                buffer, range: range, face: face, level: 0, script: code)
              if let run = direct.shapeDirectly(
                buffer, range: range, face: face, level: 0, script: code, language: language,
                tabularDigits: tabular, withoutComposition: withoutComposition)
              {
                qualified += 1
                let got = Self.glyphs(run)
                let hmtx = got.map { hb_font_get_glyph_h_advance(face.hbFont, $0.glyph) }
                if zip(got, hmtx).contains(where: { $0.xAdvance != $1 }) { kerned += 1 }
                #expect(got == expected, "\(face.path) \(tag) \(text.debugDescription) tnum \(tabular)")
              }
              compared += 1
            }
          }
        }
      }
    }
    print(
      "direct shaping: \(faces.count) faces, \(compared) runs, \(qualified) shaped directly, \(kerned) kerned"
    )
    #expect(faces.count >= 20)
    // Most faces here lack Latin or are refused (a `kern` table, no `GPOS`); Inter qualifies.
    #expect(qualified > compared / 10)
    #expect(kerned > 1_000)
  }

  @Test(
    "In Inter, plain words qualify; x, U+2044, marks and joiners do not",
    .enabled(if: fontsInstalled, "needs fonts-inter (/usr/share/fonts/opentype/inter)"))
  func interQualification() throws {
    let face = try CompositionSkipTests.face(named: "Inter-Regular.otf")
    let context = try ShapingContext(
      stack: Engines.system.stack, skipsComposition: true, shapesDirectly: true)
    let language = hb_language_from_string("en", -1)
    func qualifies(_ text: String, tabular: Bool = false) -> Bool {
      Array(text.utf16).withUnsafeBufferPointer { buffer in
        let range = 0..<buffer.count
        let without = context.shapesWithoutComposition(
          buffer, range: range, face: face, level: 0, script: .latin)
        return context.shapeDirectly(
          buffer, range: range, face: face, level: 0, script: .latin, language: language,
          tabularDigits: tabular,
          withoutComposition: without) != nil
      }
    }
    #expect(qualifies("Hello, World"))
    #expect(qualifies("AVATAR Typography"))
    #expect(qualifies("Größe 42"))
    #expect(!qualifies("Größe 42", tabular: true))  // tnum's lookup starts at the digits
    #expect(!qualifies("2x3"))  // calt starts at x
    #expect(!qualifies("1⁄2"))
    #expect(!qualifies("e\u{0301}"))
    #expect(!qualifies("a\u{200D}b"))
    #expect(!qualifies("a->b"))  // the ligature -> applies
    #expect(!qualifies("%@ boosted your post"))  // calt turns @ after % into @.case
    #expect(qualifies("Mail me at home"))
    // calt's rules for x need digits around it; the ones that match in a word have no
    // lookup records (`ignore sub`), and the lookup's coverages are exact.
    #expect(qualifies("Alexandra"))
    #expect(qualifies("Box of 2"))  // calt's rule at x needs digits on both sides
    // Right to left is never shaped directly.
    let run = Array("Hello".utf16).withUnsafeBufferPointer { buffer in
      context.shapeDirectly(
        buffer, range: 0..<5, face: face, level: 1, script: .latin, language: language, tabularDigits: false,
        withoutComposition: true)
    }
    #expect(run == nil)
  }

  @Test(
    "Inter kerns AV, To and Yo by its pair tables, as HarfBuzz does",
    .enabled(if: fontsInstalled, "needs fonts-inter (/usr/share/fonts/opentype/inter)"))
  func interKerning() throws {
    let face = try CompositionSkipTests.face(named: "Inter-Regular.otf")
    let direct = try ShapingContext(stack: Engines.system.stack, skipsComposition: true, shapesDirectly: true)
    let harfBuzz = try ShapingContext(
      stack: Engines.system.stack, skipsComposition: true, shapesDirectly: false)
    let language = hb_language_from_string("en", -1)
    for text in ["AV", "To", "Yo", "WAVE"] {
      let units = Array(text.utf16)
      try units.withUnsafeBufferPointer { buffer in
        let range = 0..<buffer.count
        let run = try #require(
          direct.shapeDirectly(
            buffer, range: range, face: face, level: 0, script: .latin, language: language,
            tabularDigits: false,
            withoutComposition: true))
        let got = Self.glyphs(run)
        let first = got[0]
        #expect(first.xAdvance < hb_font_get_glyph_h_advance(face.hbFont, first.glyph), "\(text) is kerned")
        let expected = Self.glyphs(
          harfBuzz.shapeRun(buffer, range: range, face: face, level: 0, script: .latin, language: language))
        #expect(got == expected)
      }
    }
  }
}

/// The sixty-fifth attack's hand-built fonts (A65-1 to A65-4) exhausted memory, ran for minutes
/// or kerned where HarfBuzz does not: only installed fonts are shaped directly.
@Suite("Direct shaping trusts only installed fonts")
struct DirectShapingInstalledFontTests {
  @Test(
    "a copy of Inter outside the installed font folders is shaped by HarfBuzz, the installed one directly",
    .enabled(if: DirectShapingTests.fontsInstalled, "needs fonts-inter (/usr/share/fonts/opentype/inter)"))
  func onlyInstalledFonts() throws {
    let installed = try CompositionSkipTests.face(named: "Inter-Regular.otf")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typefit-direct-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copyPath = folder.appendingPathComponent("Inter-Regular.otf").path
    try FileManager.default.copyItem(atPath: installed.path, toPath: copyPath)
    let copy = try FontFace(path: copyPath, index: 0)
    #expect(installed.mapping.isInstalled)
    #expect(!copy.mapping.isInstalled)
    let context = try ShapingContext(
      stack: Engines.system.stack, skipsComposition: true, shapesDirectly: true)
    let language = hb_language_from_string("en", -1)
    func direct(_ face: FontFace) -> ShapedRun? {
      Array("AVATAR Typography".utf16).withUnsafeBufferPointer { buffer in
        context.shapeDirectly(
          buffer, range: 0..<buffer.count, face: face, level: 0, script: .latin, language: language,
          tabularDigits: false, withoutComposition: true)
      }
    }
    #expect(direct(installed) != nil)
    #expect(direct(copy) == nil)
  }
}

/// The sixty-third attack's A63-1 to A63-7 turned direct shaping off by default; session 46
/// turned it on again for installed fonts only (``DirectShapingInstalledFontTests``).
@Suite("Direct shaping is on by default with HarfBuzz 6.0, off with TYPEFIT_DIRECT_SHAPING=0")
struct DirectShapingDefaultTests {
  @Test("a context made with the defaults shapes directly unless TYPEFIT_DIRECT_SHAPING=0")
  func onByDefault() throws {
    let refused = ProcessInfo.processInfo.environment[DirectShapingSetting.variableName] == "0"
    #expect(DirectShapingSetting.isOn == (!refused && CompositionSkipSetting.harfBuzzIsVerified))
    let context = try ShapingContext(stack: Engines.system.stack)
    #expect(context.shapesDirectly == DirectShapingSetting.isOn)
    if refused { #expect(!context.shapesDirectly) }
  }
}
