import Testing
import TypeFitText

@Suite("Tail truncation as UILabel's byTruncatingTail")
struct TruncationTests {
  @Test("One line keeps whole clusters beside the ellipsis")
  func oneLine() throws {
    let layout = try Engines.system.measure(
      "Privacy and Security Settings",
      parameters: LayoutParameters(pointSize: 17, maxWidth: 120, lineLimit: 1))
    #expect(layout.isTruncated)
    #expect(layout.linesNeeded == 3)
    #expect(layout.visibleText == "Privacy and S…")
    #expect(layout.lines.map(\.text) == ["Privacy and S…"])
    #expect(layout.lines[0].width <= 120)
  }

  @Test("The last allowed line is cut; earlier lines stay whole")
  func twoLines() throws {
    let layout = try Engines.system.measure(
      "Privacy and Security Settings",
      parameters: LayoutParameters(pointSize: 17, maxWidth: 120, lineLimit: 2))
    #expect(layout.lines.map(\.text) == ["Privacy and", "Security Setti…"])
    #expect(layout.visibleText == "Privacy and Security Setti…")
    #expect(layout.height == 122.0 / 3.0)  // 2 × 20.287 = 40.574 pt = 121.72 px → 122 px at @3x
  }

  @Test("Spaces before the ellipsis are dropped")
  func noSpaceBeforeEllipsis() throws {
    let layout = try Engines.system.measure(
      "Account settings", parameters: LayoutParameters(pointSize: 17, maxWidth: 80, lineLimit: 1))
    #expect(layout.visibleText == "Account…")
  }

  @Test("A truncated line never runs past a mandatory break")
  func stopsAtNewline() throws {
    let layout = try Engines.system.measure(
      "A\nB\nC", parameters: LayoutParameters(pointSize: 17, maxWidth: 300, lineLimit: 2))
    #expect(layout.lines.map(\.text) == ["A", "B…"])
  }

  @Test("Text that fits is not truncated and is shown whole")
  func fits() throws {
    let layout = try Engines.system.measure(
      "Account", parameters: LayoutParameters(pointSize: 17, maxWidth: 300, lineLimit: 1))
    #expect(!layout.isTruncated)
    #expect(layout.visibleText == "Account")
  }

  @Test("The ellipsis is measured in the truncated text's own font")
  func ellipsisInFallbackFont() throws {
    let layout = try Engines.system.measure(
      "通知の設定を変更する", language: "ja", parameters: LayoutParameters(pointSize: 17, maxWidth: 60, lineLimit: 1))
    #expect(layout.visibleText == "通知…")
    // Noto Sans CJK JP's ellipsis is one em wide: 2 ideographs + "…" = 51 pt.
    #expect(layout.lines[0].width == 51)
  }
}
