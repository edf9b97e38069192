internal import CHarfBuzz
import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitText

/// Shaping without `ccmp` where a face's trigger set proves it changes nothing: the same glyphs,
/// clusters and advances as shaping with it, for every face on the machine.
@Suite("Shaping without ccmp gives the glyphs of shaping with it")
struct CompositionSkipTests {
  /// One shaped glyph as (glyph, cluster, advance in font units).
  struct Glyph: Equatable, CustomStringConvertible {
    var glyph: UInt32
    var cluster: UInt32
    var advance: Int32
    var description: String { "\(glyph)@\(cluster):\(advance)" }
  }

  /// Texts with their scripts: plain text of the default shaper's scripts, and texts that hold
  /// triggers (a capital before U+20DD or U+20DE, `i` and `j` before combining marks), marks,
  /// variation selectors, spaces and characters fonts often lack, and a lone surrogate.
  static let texts: [(units: [UInt16], script: String)] =
    [
      ("Hello, World!", "Latn"), ("AVATAR Typography 0123456789", "Latn"),
      ("Ünïcödé façade naïve œuvre ǅ", "Latn"), ("İstanbul ılık ĳ", "Latn"), ("i\u{0307} j\u{0301}x", "Latn"),
      ("A\u{20DD} B\u{20DE} x\u{20DD}", "Latn"), ("\u{20DD}A", "Latn"), ("e\u{0301}\u{0323}", "Latn"),
      ("fi ffl ½ 3⁄4 Ⅻ №", "Latn"), ("\u{00A0}a\u{2009}b\u{2011}c\u{200D}d\u{00AD}", "Latn"),
      ("Привет, мир", "Cyrl"), ("Ελληνικά ΐ", "Grek"), ("漢字かなカナ", "Hani"), ("☺\u{FE0F} \u{1F600}", "Zyyy"),
      ("Ǘ ǘ ṩ ẞ", "Latn"), ("Ab\u{E0100}", "Latn"),
    ].map { (Array($0.0.utf16), $0.1) } + [([0x41, 0xD800, 0x42, 0xDC00], "Latn")]

  static func glyphs(_ run: ShapedRun?) -> [Glyph] {
    guard let run else { return [] }
    return (0..<run.count).map {
      Glyph(
        glyph: run.infos[$0].codepoint, cluster: run.infos[$0].cluster, advance: run.positions[$0].x_advance)
    }
  }

  /// The faces to compare: every face of the built-in stack, and every OpenType or TrueType file
  /// of the system's font folders (face 0), each path once.
  static func faces() -> [FontFace] {
    var seen: Set<String> = []
    var faces: [FontFace] = []
    for face in Engines.system.stack.faces where seen.insert(face.path).inserted { faces.append(face) }
    for folder in ["/usr/share/fonts/opentype", "/usr/share/fonts/truetype"] {
      guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
      for case let file as String in walker
      where [".otf", ".ttf", ".ttc"].contains(where: { file.hasSuffix($0) }) {
        let path = folder + "/" + file
        guard seen.insert(path).inserted, let face = try? FontFace(path: path, index: 0) else { continue }
        faces.append(face)
      }
    }
    return faces
  }

  static func face(named fileName: String) throws -> FontFace {
    try #require(Engines.system.stack.faces.first { $0.path.hasSuffix("/" + fileName) })
  }

  @Test(
    "Every face shapes every text alike with and without the skip",
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter"),
      "needs fonts-inter (/usr/share/fonts/opentype/inter)"))
  func sameGlyphsInEveryFace() throws {
    let stack = Engines.system.stack
    let skipping = try ShapingContext(stack: stack, skipsComposition: true)
    let shaping = try ShapingContext(stack: stack, skipsComposition: false)
    let language = hb_language_from_string("en", -1)
    var skipped = 0
    var compared = 0
    var refusedFaces: [String] = []
    let faces = Self.faces()
    for face in faces {
      if case .failure(let refusal) = face.compositionTriggers {
        refusedFaces.append("\(face.path): \(refusal.reason)")
      }
      for (units, script) in Self.texts {
        units.withUnsafeBufferPointer { text in
          let range = 0..<text.count
          let code = ScriptCode(script)
          if skipping.shapesWithoutComposition(text, range: range, face: face, level: 0, script: code) {
            skipped += 1
          }
          #expect(!shaping.shapesWithoutComposition(text, range: range, face: face, level: 0, script: code))
          let with = Self.glyphs(
            shaping.shapeRun(text, range: range, face: face, level: 0, script: code, language: language))
          let without = Self.glyphs(
            skipping.shapeRun(text, range: range, face: face, level: 0, script: code, language: language))
          #expect(
            with == without,
            "\(face.path) \(String(decoding: units, as: UTF16.self).debugDescription): \(with) against \(without)"
          )
          compared += 1
        }
      }
    }
    print(
      "ccmp skip: \(faces.count) faces, \(compared) runs compared, \(skipped) shaped without ccmp; "
        + "\(refusedFaces.count) faces always with ccmp")
    for line in refusedFaces.prefix(20) { print("  \(line)") }
    #expect(faces.count >= 20)
    #expect(skipped > compared / 4)
  }

  @Test(
    "Inter's triggers are the enclosing marks and the marks after i and j, not the capitals",
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter"),
      "needs fonts-inter (/usr/share/fonts/opentype/inter)"))
  func interTriggers() throws {
    let face = try Self.face(named: "Inter-Regular.otf")
    let triggers = try face.compositionTriggers.get()
    func glyph(_ codePoint: UInt32) throws -> UInt32 {
      var glyph: hb_codepoint_t = 0
      try #require(hb_font_get_nominal_glyph(face.hbFont, codePoint, &glyph) != 0)
      return glyph
    }
    #expect(triggers.glyphs.contains(try glyph(0x20DD)))
    #expect(triggers.glyphs.contains(try glyph(0x20DE)))
    #expect(triggers.glyphs.contains(try glyph(0x0307)))
    #expect(!triggers.glyphs.contains(try glyph(0x41)))
    #expect(!triggers.glyphs.contains(try glyph(0x69)))
    print(
      "Inter Regular: \(triggers.glyphs.count) trigger glyphs; code points other than marks: "
        + triggers.codePoints.sorted().map { String($0, radix: 16, uppercase: true) }.joined(separator: " "))
    #expect(triggers.asciiTriggers == (0, 0))
    #expect(!triggers.uncoveredTriggers)
    func allows(_ text: String) -> Bool {
      let units = Array(text.utf16)
      return units.withUnsafeBufferPointer { triggers.allowsSkip($0, range: 0..<$0.count, font: face.hbFont) }
    }
    #expect(allows("Hello, World! Ünïcödé façade"))
    #expect(!allows("A\u{20DD}"))
    #expect(!allows("B\u{20DE}"))
    #expect(!allows("i\u{0307}"))
    #expect(!allows("e\u{FE0F}"))
  }

  @Test(
    "Inter's weights share one analysis: their GSUB and cmap tables are the same bytes",
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter"),
      "needs fonts-inter (/usr/share/fonts/opentype/inter)"))
  func weightsShareAnalysis() throws {
    let regular = try Self.face(named: "Inter-Regular.otf").compositionTriggers.get()
    let bold = try Self.face(named: "Inter-Bold.otf").compositionTriggers.get()
    let display = try Self.face(named: "InterDisplay-Regular.otf").compositionTriggers.get()
    #expect(regular === bold)
    #expect(regular !== display)
  }

  /// A GSUB table 1.0 whose one feature, `ccmp`, has one lookup with one chained-context rule
  /// (format 3): input coverage `input`, lookahead coverage `lookahead`.
  static func chainedRuleTable(input: [UInt16], lookahead: [UInt16]) -> [UInt8] {
    var words: [UInt16] = [1, 0, 0, 10, 24]  // version, scriptList, featureList, lookupList
    words += [1, 0x6363, 0x6D70, 8]  // FeatureList: 1 record, 'ccmp', Feature at +8
    words += [0, 1, 0]  // Feature: params, 1 lookup, index 0
    words += [1, 4]  // LookupList: 1 lookup at +4
    words += [6, 0, 1, 8]  // Lookup: type 6, flag 0, 1 subtable at +8
    let inputCoverage = 14
    let lookaheadCoverage = inputCoverage + 4 + 2 * input.count
    words += [3, 0, 1, UInt16(inputCoverage), 1, UInt16(lookaheadCoverage), 0]
    words += [1, UInt16(input.count)] + input
    words += [1, UInt16(lookahead.count)] + lookahead
    return words.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
  }

  static func analyze(_ bytes: [UInt8], face: FontFace) -> Result<
    CompositionTriggers, CompositionTriggers.Refusal
  > {
    bytes.withUnsafeBytes { raw in
      Result { () throws(CompositionTriggers.Refusal) in
        try CompositionTriggers.analyze(
          gsub: FontTableBytes(bytes: raw), face: hb_font_get_face(face.hbFont), font: face.hbFont)
      }
    }
  }

  @Test(
    "The reader picks the rule's lightest position and refuses every truncation and garbage",
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter"),
      "needs fonts-inter (/usr/share/fonts/opentype/inter)"))
  func readerOnBuiltAndBrokenTables() throws {
    let face = try Self.face(named: "Inter-Regular.otf")
    func glyph(_ codePoint: UInt32) -> UInt16 {
      var glyph: hb_codepoint_t = 0
      _ = hb_font_get_nominal_glyph(face.hbFont, codePoint, &glyph)
      return UInt16(glyph)
    }
    let (a, b, c, circle) = (glyph(0x41), glyph(0x42), glyph(0x43), glyph(0x20DD))
    // A capital before U+20DD: the mark (no text without marks holds it) is the trigger.
    let enclosing = Self.chainedRuleTable(input: [a], lookahead: [circle])
    #expect(try Self.analyze(enclosing, face: face).get().glyphs == [UInt32(circle)])
    // A or C before B: B (one code point) is lighter than A and C (two).
    let letters = Self.chainedRuleTable(input: [a, c], lookahead: [b])
    let lettersTriggers = try Self.analyze(letters, face: face).get()
    #expect(lettersTriggers.glyphs == [UInt32(b)])
    #expect(lettersTriggers.asciiTriggers.1 == 1 << (0x42 - 64))
    // Every truncation of the built table is refused, none traps.
    for length in 0..<letters.count {
      #expect(throws: CompositionTriggers.Refusal.self) {
        try Self.analyze(Array(letters.prefix(length)), face: face).get()
      }
    }
    // Unknown formats and versions are refused.
    var badFormat = letters
    badFormat[36 + 1] = 4  // chained context format 4
    #expect(throws: CompositionTriggers.Refusal.self) { try Self.analyze(badFormat, face: face).get() }
    var badVersion = letters
    badVersion[1] = 2
    #expect(throws: CompositionTriggers.Refusal.self) { try Self.analyze(badVersion, face: face).get() }
    // Garbage after a valid header, and Inter's own table cut short: no trap, and a cut table
    // whose ccmp lookups are cut is refused.
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      var garbage = (0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) }
      garbage[0] = 0
      garbage[1] = 1
      garbage[2] = 0
      garbage[3] = UInt8.random(in: 0...1, using: &generator)
      _ = Self.analyze(garbage, face: face)
    }
    let blob = hb_face_reference_table(hb_font_get_face(face.hbFont), CompositionTriggers.gsubTag)
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    let data = try #require(hb_blob_get_data(blob, &length))
    let gsub = Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
    #expect(throws: Never.self) { try Self.analyze(gsub, face: face).get() }
    for cut in stride(from: 0, to: gsub.count, by: max(1, gsub.count / 97)) {
      let result = Self.analyze(Array(gsub.prefix(cut)), face: face)
      if cut < 64 { #expect(throws: CompositionTriggers.Refusal.self) { try result.get() } }
    }
  }

  @Test(
    "Through the segment cache, runs with and without triggers sharing pieces give the glyphs of ccmp",
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter"),
      "needs fonts-inter (/usr/share/fonts/opentype/inter)"))
  func segmentCacheKeepsKindsApart() throws {
    let face = try Self.face(named: "Inter-Regular.otf")
    let stack = Engines.system.stack
    let cached = try ShapingContext(stack: stack, segmentCache: ShapedSegmentCache(), skipsComposition: true)
    let plain = try ShapingContext(stack: stack, skipsComposition: false)
    let language = hb_language_from_string("en", -1)
    // The same words before a run's trigger and in runs without one.
    let texts = [
      "Hello world again", "Hello world A\u{20DD}", "Open world B\u{20DE}", "Open world now",
      "i\u{0307} world again",
    ]
    var skippedRuns = 0
    for _ in 0..<3 {
      for text in texts {
        let units = Array(text.utf16)
        var starts = [Bool](repeating: false, count: units.count)
        for (i, unit) in units.enumerated() where unit == 0x20 && i + 1 < units.count { starts[i + 1] = true }
        units.withUnsafeBufferPointer { units in
          let range = 0..<units.count
          if cached.shapesWithoutComposition(units, range: range, face: face, level: 0, script: .latin) {
            skippedRuns += 1
          }
          let reference = Self.glyphs(
            plain.shapeRun(units, range: range, face: face, level: 0, script: .latin, language: language))
          let throughCache = Self.glyphs(
            cached.shapeRun(
              units, range: range, face: face, level: 0, script: .latin, language: language,
              segmentStarts: starts))
          #expect(throughCache == reference, "\(text.debugDescription)")
        }
      }
    }
    #expect(skippedRuns == 6)
    #expect(cached.segmentCache?.statistics.hits ?? 0 > 0)
  }

  @Test("TYPEFIT_CCMP_SKIP takes 1 and 0 and names an unknown value")
  func setting() {
    #expect(CompositionSkipSetting(value: "1") == .on)
    #expect(CompositionSkipSetting(value: "0") == .off)
    #expect(CompositionSkipSetting(value: nil) == .default)
    // Debian's HarfBuzz 6.0.0, the version the proof was checked against: on by default.
    #expect(CompositionSkipSetting.harfBuzzIsVerified == (String(cString: hb_version_string()) == "6.0.0"))
    #expect(CompositionSkipSetting.warning(for: nil) == nil)
    #expect(CompositionSkipSetting.warning(for: "1") == nil)
    #expect(
      CompositionSkipSetting.warning(for: "yes")
        == "TYPEFIT_CCMP_SKIP is 'yes', which is not a value TypeFit knows: write 1 (shape without ccmp where a "
        + "face proves it changes nothing) or 0 (always shape with ccmp). Going on with the default (ccmp "
        + "skipped where proven exact)")
  }
}
