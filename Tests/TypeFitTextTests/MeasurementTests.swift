import Testing
import TypeFitText
import _TypeFitTestSupport

@Suite("Measuring widths and heights")
struct MeasurementTests {
  @Test("HarfBuzz shapes 'Wi-Fi Settings' in Inter Regular at 17 pt to 113.108 pt")
  func wiFiSettingsWidth() throws {
    let layout = try Engines.interRegular.measure(
      "Wi-Fi Settings", parameters: LayoutParameters(pointSize: 17))
    #expect(abs(layout.naturalWidth - 113.108) < 0.0005)
    #expect(layout.linesNeeded == 1)
  }

  @Test("Widths scale linearly with the point size when no tracking applies")
  func linearScaling() throws {
    let prepared = try Engines.interRegular.prepare("Wi-Fi Settings")
    let at17 = prepared.naturalWidth(pointSize: 17)
    let at34 = prepared.naturalWidth(pointSize: 34)
    #expect(abs(at34 - 2 * at17) < 1e-9)
  }

  @Test("The system stack's line height is SF's 2444/2048 em: 20.287109375 pt at 17 pt")
  func sfLineHeight() throws {
    let layout = try Engines.system.measure("Account", parameters: LayoutParameters(pointSize: 17))
    #expect(layout.lineHeight == 20.287109375)
    // Rounded up to the @3x pixel grid: 60.86 px → 61 px.
    #expect(abs(layout.height - 61.0 / 3.0) < 1e-12)
  }

  @Test("Heights round up to the display's pixel grid at @2x")
  func pixelGridAt2x() throws {
    let layout = try Engines.system.measure(
      "Account", parameters: LayoutParameters(pointSize: 17, maxWidth: 300, displayScale: 2))
    #expect(layout.height == 20.5)
  }

  @Test("--font uses the face's own vertical metrics and no tracking")
  func singleFaceMetrics() throws {
    let layout = try Engines.interRegular.measure("Account", parameters: LayoutParameters(pointSize: 17))
    // Inter 3.19 hhea: ascender 2728, descender −680, line gap 0 on a 2816-unit em.
    #expect(abs(layout.lineHeight - 17 * (2728.0 + 680.0) / 2816.0) < 1e-9)
  }

  @Test("HIG tracking applies to the system stack's faces as they are: −26/1000 em per cluster at 17 pt")
  func trackingApplied() throws {
    let plain = try Engines.interRegular.measure("Account", parameters: LayoutParameters(pointSize: 17))
      .naturalWidth
    let tracked = try WidthEngines.systemFontWidths.measure(
      "Account", parameters: LayoutParameters(pointSize: 17)
    )
    .naturalWidth
    #expect(abs((tracked - plain) - 7 * -0.026 * 17) < 1e-9)
  }

  @Test("Fallback faces keep their own spacing: no SF tracking on Japanese")
  func noTrackingOnFallback() throws {
    let layout = try Engines.system.measure("設定", language: "ja", parameters: LayoutParameters(pointSize: 17))
    // Noto Sans CJK JP ideographs are one em wide.
    #expect(layout.naturalWidth == 34)
  }

  @Test("Empty text needs no lines and no height")
  func emptyText() throws {
    let layout = try Engines.system.measure("", parameters: LayoutParameters(pointSize: 17, maxWidth: 100))
    #expect(layout.linesNeeded == 0)
    #expect(layout.height == 0)
    #expect(!layout.isTruncated)
  }

  @Test("An emoji newer than the fonts and ICU (Emoji 16.0's U+1FAE9) is measured as an emoji, its text kept")
  func newerEmoji() throws {
    // Debian's Noto Color Emoji 2.042 and ICU 72 stop at Emoji 15.0 (A81-13): without a stand-in
    // the text was a TF004 error that iOS 18.4 does not have.
    let tired = try Engines.system.measure("Müde \u{1FAE9}", parameters: LayoutParameters(pointSize: 17))
    let grinning = try Engines.system.measure("Müde \u{1F600}", parameters: LayoutParameters(pointSize: 17))
    #expect(tired.naturalWidth == grinning.naturalWidth)
    #expect(abs(tired.naturalWidth - 68.608) < 0.0005)
    // Cut, the visible text shows the character itself, not the stand-in.
    let cut = try Engines.system.measure(
      "Müde " + String(repeating: "\u{1FAE9}", count: 14) + " und so weiter",
      parameters: LayoutParameters(pointSize: 17, maxWidth: 100, lineLimit: 1))
    #expect(cut.isTruncated)
    #expect(cut.visibleText == "Müde \u{1FAE9}…")
    // Only unassigned code points of the emoji blocks stand in: an unassigned Greek code point,
    // and a newer emoji beside it, are refused with both code points.
    #expect(throws: TextError.missingGlyphs(codePoints: [0x0378, 0x1FAE9])) {
      try Engines.system.prepare("Settings \u{0378} \u{1FAE9}")
    }
  }

  @Test("Characters of emoji presentation a symbol font also maps are one emoji advance wide (U55-1)")
  func emojiPresentation() throws {
    // Body at Large is 17 pt. Noto Sans Symbols 2 maps 🩹, ☕ and ⭐ and comes before Noto Color
    // Emoji in the stack: they were 17, 14.501 and 11.968 pt; iOS draws Apple Color Emoji.
    func width(_ text: String) throws -> Double {
      try Engines.system.measure(text, parameters: LayoutParameters(pointSize: 17)).naturalWidth
    }
    let grinning = try width("\u{1F600}")
    #expect(abs(grinning - 21.167) < 0.0005)
    for emoji in ["\u{1FA79}", "\u{2615}", "\u{2B50}", "\u{231A}", "\u{1F004}", "\u{1F0CF}", "\u{26BD}"] {
      #expect(try width(emoji) == grinning, "\(emoji)")
    }
    // VS15 asks for the text glyph: ☕︎ keeps Noto Sans Symbols 2's 14.501 pt.
    #expect(abs(try width("\u{2615}\u{FE0E}") - 14.501) < 0.0005)
    // VS16 and keycap sequences are emoji: ❤️ (Inter's ❤ is 16.829 pt), #️⃣ (was 18.734 pt).
    #expect(abs(try width("\u{2764}") - 16.829) < 0.0005)
    #expect(try width("\u{2764}\u{FE0F}") == grinning)
    #expect(try width("#\u{FE0F}\u{20E3}") == grinning)
    // In text: the words' widths plus one emoji advance (124.744 pt before, with Symbols 2's ☕).
    let mixed = try width("Kaffee \u{2615} trinken")
    let words = try width("Kaffee  trinken")
    #expect(abs(mixed - (words + grinning)) < 0.0005)
    #expect(abs(mixed - 131.41) < 0.0005)
  }

  @Test("A character no face covers is refused with its code point")
  func missingGlyphs() throws {
    #expect(throws: TextError.missingGlyphs(codePoints: [0x10FFFD])) {
      try Engines.system.prepare("Settings \u{10FFFD}")
    }
    #expect(
      TextError.missingGlyphs(codePoints: [0x10FFFD]).description == "no configured font covers U+10FFFD")
  }

  @Test(
    "Bad layout parameters are errors naming the value",
    arguments: [
      LayoutParameters(pointSize: 0), LayoutParameters(pointSize: .nan),
      LayoutParameters(pointSize: 17, maxWidth: 0),
      LayoutParameters(pointSize: 17, maxWidth: -5), LayoutParameters(pointSize: 17, maxWidth: .nan),
      LayoutParameters(pointSize: 17, lineLimit: -1), LayoutParameters(pointSize: .infinity),
    ])
  func invalidParameters(_ parameters: LayoutParameters) {
    #expect(throws: TextError.self) { try parameters.validate() }
  }

  @Test("A line limit of 0 means unlimited, as UILabel's numberOfLines")
  func zeroLineLimit() throws {
    let layout = try Engines.system.measure(
      "Privacy and Security Settings",
      parameters: LayoutParameters(pointSize: 17, maxWidth: 120, lineLimit: 0))
    #expect(layout.linesShown == 3)
    #expect(!layout.isTruncated)
  }
}
