import Foundation
import Testing
import TypeFitDynamicType
import _TypeFitTestSupport

@testable import TypeFitText

/// `prepare` shapes a run once when two optical sizes would shape it the same way (fallback
/// faces, and Inter Display's kerning for the SF model). These tests prepare the same texts
/// with that reuse turned off, shaping every run of every instance, and require identical
/// layouts, so the shortcut can never change a result.
@Suite("Shaping reuse gives the same results as shaping everything")
struct ShapingReuseTests {
  /// Texts that exercise every kind of run: fallback faces inside Latin, scripts the primary
  /// face lacks, right-to-left text, marks, emoji sequences, tabs, controls and soft hyphens.
  static let texts: [(String, String?)] = [
    ("Wi-Fi Settings", "en"), ("AVATAR Tower, Type: \"VAT\"", "en"), ("Privacy\tand\tSecurity", nil),
    ("Benach\u{AD}richtigungen und Datenschutzeinstellungen", "de"), ("通知の設定を変更する", "ja"),
    ("设置 Wi-Fi 网络", "zh-Hans"), ("設定 Wi-Fi 網路", "zh-Hant"), ("알림 설정을 변경합니다", "ko"),
    ("إعدادات الخصوصية Wi-Fi والأمان", "ar"), ("הגדרות פרטיות 2024", "he"), ("การตั้งค่าความเป็นส่วนตัว", "th"),
    ("गोपनीयता सेटिंग्स", "hi"), ("Family 👨‍👩‍👧‍👦 and 🏳️‍🌈 flags", "en"), ("e\u{301}te\u{301} cafe\u{301}", "fr"),
    ("Ελληνικά και Русский текст", nil), ("Line one\nLine two\u{2028}three", nil), ("x ≤ y → z ∞", nil),
    ("Price: 12,50 € · ½ off ™", "de"), ("Tap ⌘ or ⇧ then ␣", "en"), ("", nil), ("   ", nil),
  ]

  @Test("Kerning blended from two weights' faces is shared between instances without changing a result")
  func blendedKerning() throws {
    var definition = FontStackDefinition.iosSystem
    for i in definition.primary.indices {
      definition.primary[i].faces = definition.primary[i].faces.filter {
        $0.italic != true && ($0.weight == .regular || $0.weight == .bold)
      }
    }
    let engine = try TextEngine(definition: definition)
    let reference = try ShapingContext(stack: engine.stack)
    reference.reusesShaping = false
    #expect(engine.stack.kerningSource(weight: .semibold).single == nil)
    for (text, language) in Self.texts {
      let fast = try engine.prepare(text, language: language, weight: .semibold)
      let slow = try reference.prepare(text, language: language, weight: .semibold)
      for size in [11.0, 17, 20, 28, 53] {
        for width in [60.0, 180] {
          let parameters = LayoutParameters(pointSize: size, maxWidth: width)
          #expect(
            fast.summary(parameters) == slow.summary(parameters), "\(text) at \(size) pt in \(width) pt")
        }
      }
    }
  }

  @Test("Same summaries with and without reuse", arguments: [FontWeight.regular, .semibold, .bold])
  func sameSummaries(_ weight: FontWeight) throws {
    var inputs = Self.texts
    if let shared = TestPaths.requireShared("shaping reuse over the corpus") {
      let corpus = CorpusSample.strings(in: shared).sorted { ($0.language, $0.text) < ($1.language, $1.text) }
      let step = max(1, corpus.count / 600)
      inputs += stride(from: 0, to: corpus.count, by: step).map { (corpus[$0].text, corpus[$0].language) }
    }
    let engine = try TextEngine(definition: .iosSystem)
    let reference = try ShapingContext(stack: engine.stack)
    reference.reusesShaping = false
    var compared = 0
    for (text, language) in inputs {
      let fast = Result { try engine.prepare(text, language: language, weight: weight) }
      let slow = Result { try reference.prepare(text, language: language, weight: weight) }
      switch (fast, slow) {
      case (.success(let fast), .success(let slow)):
        for size in [11.0, 17, 19, 20, 23, 28, 53] {
          for width in [60.0, 180, 343] {
            for limit in [nil, 2] as [Int?] {
              let parameters = LayoutParameters(pointSize: size, maxWidth: width, lineLimit: limit)
              #expect(
                fast.summary(parameters) == slow.summary(parameters), "\(text) at \(size) pt in \(width) pt")
              compared += 1
            }
          }
        }
      case (.failure(let fast), .failure(let slow)):
        #expect("\(fast)" == "\(slow)", "\(text)")
      default:
        Issue.record("one path failed and the other did not: \(text)")
      }
    }
    #expect(compared > 0)
  }
}
