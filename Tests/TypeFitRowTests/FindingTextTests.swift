import Foundation
import Testing
import TypeFitDynamicType

@testable import TypeFitRow

@Suite("Messages made when read")
struct FindingTextTests {
  @Test("TF008's message made when read is the message written at once, and its length is known unwritten")
  func labelWrapsMessage() {
    for role in LabelRole.allCases {
      for first in ContentSizeCategory.allCases {
        for (firstLines, mostLines) in [(2, 2), (2, 4), (3, 12), (9, 10), (2, 123)] {
          let text = FindingText.labelWraps(
            role: role, first: first, firstLines: firstLines, most: .accessibility5, mostLines: mostLines)
          let written = TF008LabelWraps.message(
            role: role, first: first, firstLines: firstLines, most: .accessibility5, mostLines: mostLines)
          #expect(text.string == written)
          #expect(text.utf8Count == written.utf8.count, "\(written)")
          // The bytes the JSON report writes from, made without a `String`.
          #expect(text.withUTF8 { Array($0) } == Array(written.utf8))
        }
      }
    }
    let text = FindingText.labelWraps(
      role: .title, first: .xLarge, firstLines: 2, most: .accessibility5, mostLines: 4)
    #expect(text.string == "title wraps from xLarge (2 lines), up to 4 lines at AX5")
    #expect(text.utf8Count == 55)
    let same = FindingText.labelWraps(
      role: .subtitle, first: .large, firstLines: 3, most: .large, mostLines: 3)
    #expect(same.string == "subtitle wraps from large (3 lines)")
  }

  @Test("A finding with a message made when read equals, hashes and codes as one written at once")
  func findingsCompareByMessage() throws {
    let lazy = Finding(
      ruleID: .labelWraps, severity: RuleID.labelWraps.severity,
      text: .labelWraps(role: .title, first: .xLarge, firstLines: 2, most: .accessibility5, mostLines: 4),
      role: .title, categories: [.xLarge, .accessibility5])
    let written = Finding(
      ruleID: .labelWraps, message: "title wraps from xLarge (2 lines), up to 4 lines at AX5", role: .title,
      categories: [.xLarge, .accessibility5])
    #expect(lazy == written)
    #expect(lazy.hashValue == written.hashValue)
    #expect(Set([lazy, written]).count == 1)
    #expect(lazy.messageUTF8Count == 55)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let lazyJSON = try encoder.encode(lazy)
    #expect(lazyJSON == (try encoder.encode(written)))
    #expect(
      String(decoding: lazyJSON, as: UTF8.self)
        == #"{"categories":["xLarge","AX5"],"message":"title wraps from xLarge (2 lines), up to 4 lines at AX5","#
        + #""role":"title","ruleID":"TF008","severity":"note"}"#)
    let decoded = try JSONDecoder().decode(Finding.self, from: lazyJSON)
    #expect(decoded == lazy)
    var edited = lazy
    edited.message += "!"
    #expect(edited.message == "title wraps from xLarge (2 lines), up to 4 lines at AX5!")
    #expect(edited != lazy)
  }
}
