import Testing
import TypeFitRow

@testable import TypeFitCheck

/// ``CheckSession/caseExpansion``: the most a text case makes a label's UTF-8 longer, which
/// bounds a row's weight by its string's when no row is composed (the run then plans its rows
/// once, not a second time to count them; Docs/Performance.md, perf30).
@Suite("Text case expansion")
struct CaseExpansionTests {
  /// The languages whose case rules differ from the root's (Turkish and Azerbaijani dotted and
  /// dotless i, Lithuanian dot above, Greek accents, Dutch IJ), and English.
  static let languages = ["en", "tr", "az", "lt", "el", "nl"]

  @Test("No character a text case changes grows past caseExpansion times its UTF-8 bytes; ΐ reaches it")
  func bound() {
    var largest = 0
    var beyond: [String] = []
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value),
        scalar.properties.changesWhenUppercased || scalar.properties.changesWhenLowercased
      else { continue }
      let text = String(Character(scalar))
      for language in Self.languages {
        for textCase in TextCase.allCases {
          let bytes = RowRule.cased(text, textCase, language: language).utf8.count
          largest = max(largest, bytes * 100 / text.utf8.count)
          if bytes > text.utf8.count * CheckSession.caseExpansion {
            beyond.append("U+\(String(value, radix: 16)) \(textCase) \(language)")
          }
        }
      }
    }
    #expect(beyond.isEmpty)
    #expect(largest == 300)
    let upper = RowRule.cased("ΐ", .uppercase, language: "en")
    #expect(upper.unicodeScalars.map(\.value) == [0x399, 0x308, 0x301])
  }
}
