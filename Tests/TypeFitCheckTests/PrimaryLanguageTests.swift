import Testing
import TypeFitLocalization

@testable import TypeFitCheck

/// The primary language subtag that decides a string's development language: the shortcut for
/// ASCII tags gives what lowercasing and splitting the whole tag gives.
@Suite("Primary language of a locale")
struct PrimaryLanguageTests {
  /// What the planner worked out before the shortcut, for every tag.
  private static func bySplitting(_ tag: String) -> String {
    String(tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
  }

  @Test(
    "the first subtag, lowercase, as lowercasing and splitting the whole tag gives it",
    arguments: [
      ("de", "de"), ("pt-BR", "pt"), ("zh-Hans", "zh"), ("sr-Latn-RS", "sr"), ("en_GB", "en"),
      ("EN-us", "en"),
      ("Pt", "pt"), ("-en", "en"), ("_x-y", "x"), ("", ""), ("-", ""), ("--", ""), ("de--", "de"),
      ("a1-b", "a1"),
      ("x-private", "x"), ("de-\u{212A}", "de"), ("\u{212A}-de", "k"), ("ß-x", "ß"), ("de\r\nx", "de\r\nx"),
      ("é", "é"), ("e\u{301}-x", "e\u{301}"), ("de-\u{301}", "de-\u{301}"), ("-\u{301}de", "-\u{301}de"),
    ])
  func primaryLanguage(tag: String, expected: String) {
    #expect(RowPlanner.primaryLanguage(tag) == expected)
    #expect(ExactText(RowPlanner.primaryLanguage(tag)) == ExactText(Self.bySplitting(tag)))
  }
}
