import Testing
import TypeFitText

@Suite("Layout summaries")
struct LayoutSummaryTests {
  static let texts: [(String, String?)] = [
    ("Privacy and Security Settings", "en"), ("Datenschutzeinstellungen für Mitteilungen", "de"),
    ("通知の設定を変更する", "ja"), ("إعدادات الخصوصية والأمان", "ar"), ("First\nSecond line is longer\n\nEnd", nil),
    ("Benach\u{AD}richtigungen", "de"), ("", nil), ("   ", nil), ("A\n", nil),
  ]

  @Test("The summary has exactly the numbers of the full layout", arguments: [17.0, 28, 53])
  func matchesLayout(_ size: Double) throws {
    for (text, language) in Self.texts {
      let prepared = try Engines.system.prepare(text, language: language)
      for width in [60.0, 120, 343, .infinity] {
        for limit in [nil, 1, 2] as [Int?] {
          let parameters = LayoutParameters(pointSize: size, maxWidth: width, lineLimit: limit)
          let full = prepared.layout(parameters)
          let summary = prepared.summary(parameters)
          #expect(summary.linesNeeded == full.linesNeeded)
          #expect(summary.lineWidths == full.lines.map(\.width))
          #expect(summary.height == full.height)
          #expect(summary.isTruncated == full.isTruncated)
          #expect(summary.visibleText == full.visibleText)
          #expect(summary.naturalWidth == full.naturalWidth)
        }
      }
    }
  }

  @Test("Natural width is the widest paragraph")
  func naturalWidthOfParagraphs() throws {
    let prepared = try Engines.system.prepare("Short\nA much longer paragraph\nMid")
    let widest = try Engines.system.prepare("A much longer paragraph").naturalWidth(pointSize: 17)
    #expect(prepared.naturalWidth(pointSize: 17) == widest)
    #expect(prepared.layout(LayoutParameters(pointSize: 17)).linesNeeded == 3)
  }
}
