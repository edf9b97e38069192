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

  @Test("The metrics have exactly the numbers of the full layout", arguments: [17.0, 28, 53])
  func metricsMatchLayout(_ size: Double) throws {
    for (text, language) in Self.texts {
      let prepared = try Engines.system.prepare(text, language: language)
      for width in [0.0, 60, 120, 343, .infinity, .nan] {
        for limit in [nil, 0, 1, 2] as [Int?] {
          let parameters = LayoutParameters(
            pointSize: size, maxWidth: width, lineLimit: limit, displayScale: 3)
          let full = prepared.layout(parameters)
          let metrics = prepared.metrics(parameters)
          #expect(metrics.linesNeeded == full.linesNeeded, "\(text) \(width) \(String(describing: limit))")
          #expect(metrics.linesShown == full.linesShown)
          #expect(metrics.height == full.height)
          #expect(metrics.isTruncated == full.isTruncated)
          #expect(metrics.naturalWidth == full.naturalWidth)
          #expect(metrics.lineHeight == full.lineHeight)
        }
      }
    }
  }

  @Test("Metrics from a size's shared numbers are the metrics of every width", arguments: [11.0, 17, 28, 53])
  func sizeMetricsMatchMetrics(_ size: Double) throws {
    let texts =
      Self.texts + [("Wi-Fi", "en"), ("Soft\u{AD}hyphen\u{AD}ated words here", "en"), ("A B\n", nil)]
    for (text, language) in texts {
      let prepared = try Engines.system.prepare(text, language: language)
      let shared = prepared.sizeMetrics(pointSize: size)
      for width in [-5.0, 0, 30, 60, 120, 343, 1_000, .infinity, .nan] {
        for limit in [nil, 0, 1, 2] as [Int?] {
          let parameters = LayoutParameters(
            pointSize: size, maxWidth: width, lineLimit: limit, displayScale: 3)
          #expect(
            prepared.metrics(shared, maxWidth: width, lineLimit: limit, displayScale: 3)
              == prepared.metrics(parameters),
            "\(text) at \(size) pt in \(width) pt, limit \(String(describing: limit))")
        }
      }
    }
  }

  @Test("A size's shared numbers: one line up to the widest prefix, none for a forced break or empty text")
  func sizeMetricsValues() throws {
    let plain = try Engines.system.prepare("Privacy and Security Settings", language: "en").sizeMetrics(
      pointSize: 17)
    #expect(plain.unwrappedLineCount == 1)
    #expect(plain.unwrappedWidth == plain.naturalWidth)
    #expect(plain.naturalWidth > 200 && plain.naturalWidth < 240)
    let lineHeight: Double = 17.0 * 2444 / 2048
    #expect(plain.lineHeight == lineHeight)
    let forced = try Engines.system.prepare("First\nSecond", language: "en").sizeMetrics(pointSize: 17)
    #expect(forced.unwrappedWidth == nil)
    let trailing = try Engines.system.prepare("Last line\n", language: "en").sizeMetrics(pointSize: 17)
    #expect(trailing.unwrappedWidth == trailing.naturalWidth)
    let empty = try Engines.system.prepare("", language: "en").sizeMetrics(pointSize: 17)
    #expect(empty.unwrappedLineCount == 0)
    #expect(empty.unwrappedWidth == -.infinity)
  }

  @Test("A size's numbers answer the widths they keep unwrapped, and the metrics of a line count")
  func sizeMetricsArithmetic() {
    let size = LabelSizeMetrics(
      pointSize: 17, naturalWidth: 80, lineHeight: 20.25, unwrappedWidth: 80, unwrappedLineCount: 1)
    #expect(size.unwrappedLineCount(atWidth: 80) == 1)
    #expect(size.unwrappedLineCount(atWidth: 80 - 1e-7) == 1)  // within the 10⁻⁶ pt slack
    #expect(size.unwrappedLineCount(atWidth: 79.99) == nil)
    #expect(size.unwrappedLineCount(atWidth: .nan) == nil)  // as 0 pt
    let forced = LabelSizeMetrics(
      pointSize: 17, naturalWidth: 80, lineHeight: 20.25, unwrappedWidth: nil, unwrappedLineCount: 1)
    #expect(forced.unwrappedLineCount(atWidth: .infinity) == nil)
    let empty = LabelSizeMetrics(
      pointSize: 17, naturalWidth: 0, lineHeight: 20.25, unwrappedWidth: -.infinity, unwrappedLineCount: 0)
    #expect(empty.unwrappedLineCount(atWidth: .nan) == 0)
    // 2 × 20.25 = 40.5 pt, 121.5 px at @3x, rounded up to 122 px.
    #expect(
      size.metrics(linesNeeded: 3, lineLimit: 2, displayScale: 3)
        == LabelMetrics(
          linesNeeded: 3, linesShown: 2, naturalWidth: 80, lineHeight: 20.25, height: 122.0 / 3,
          isTruncated: true))
    // No limit (0 or nil): 60.75 pt, 182.25 px, rounded up to 183 px; at no valid scale, to 61 pt.
    let unlimited = LabelMetrics(
      linesNeeded: 3, linesShown: 3, naturalWidth: 80, lineHeight: 20.25, height: 61, isTruncated: false)
    #expect(size.metrics(linesNeeded: 3, lineLimit: 0, displayScale: 3) == unlimited)
    #expect(size.metrics(linesNeeded: 3, lineLimit: nil, displayScale: 3) == unlimited)
    #expect(size.metrics(linesNeeded: 3, lineLimit: nil, displayScale: 0) == unlimited)
    #expect(size.metrics(linesNeeded: 3, lineLimit: nil, displayScale: .nan) == unlimited)
  }

  @Test("Metrics of a long German title at 53 pt in 295 pt: 4 lines needed, 2 shown, cut")
  func metricsValues() throws {
    let prepared = try Engines.system.prepare("Datenschutzeinstellungen für Mitteilungen", language: "de")
    let metrics = prepared.metrics(
      LayoutParameters(pointSize: 53, maxWidth: 295, lineLimit: 2, displayScale: 3))
    #expect(metrics.linesNeeded == 4)
    #expect(metrics.linesShown == 2)
    #expect(metrics.isTruncated)
    // Two lines of 63.248 pt (Inter Display line height at 53 pt) rounded up to the @3x grid.
    #expect(abs(metrics.lineHeight - 63.248) < 0.001)
    #expect(abs(metrics.height - 126.667) < 0.001)
    // 942.72 pt before SF's large-design kerning scale (×1.2037 of Inter Display's kerning).
    #expect(abs(metrics.naturalWidth - 941.80) < 0.01)
  }

  @Test("Natural width is the widest paragraph")
  func naturalWidthOfParagraphs() throws {
    let prepared = try Engines.system.prepare("Short\nA much longer paragraph\nMid")
    let widest = try Engines.system.prepare("A much longer paragraph").naturalWidth(pointSize: 17)
    #expect(prepared.naturalWidth(pointSize: 17) == widest)
    #expect(prepared.layout(LayoutParameters(pointSize: 17)).linesNeeded == 3)
  }
}
