import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// The twenty-ninth attack's A29-6: the strings a run's `states` left out were counted and
/// named nowhere. Each file now says, in one note, how many it left out, by state.
@Suite("Translation states left out: one note per file")
struct LeftOutStatesTests {
  static func read(_ states: Set<TranslationState>?) -> LocalizationReadResult {
    LocalizationReader.read(
      Data(TestCatalogs.mixedStates.utf8), path: "Localizable.xcstrings", format: .xcstrings,
      options: LocalizationReadOptions(includedStates: states))
  }

  @Test("a String Catalog: the units left out, by state, in one note at the file; plain entries too")
  func catalogNote() {
    let result = LeftOutStatesTests.read([.translated])
    #expect(
      result.strings.map { "\($0.key) \($0.locale) \($0.variant)" } == [
        "b en ", "b de plural.other", "c en ",
      ])
    #expect(
      result.diagnostics.map { "\($0.kind) \($0.severity) \($0.file):\($0.line ?? 0): \($0.message)" } == [
        "excludedState note Localizable.xcstrings:0: 3 strings not checked: their translation states "
          + "(needs_review: 1, new: 1, stale: 1) are not among typefit.json's \"states\" (translated)"
      ])
    // A state no string has: everything with a state is left out, and said.
    let none = LeftOutStatesTests.read([TranslationState(rawValue: "x-foo")])
    #expect(
      none.diagnostics.map(\.message) == [
        "4 strings not checked: their translation states (needs_review: 1, new: 1, stale: 1, translated: 1) "
          + "are not among typefit.json's \"states\" (x-foo)"
      ])
    // Without a filter, or when nothing is left out, no note.
    #expect(LeftOutStatesTests.read(nil).diagnostics.isEmpty)
    let all = LeftOutStatesTests.read([.translated, .new, .needsReview, .stale])
    #expect(all.diagnostics.isEmpty)
  }

  @Test("one string of one state, and states past the sixteenth counted together")
  func wordingAndCap() {
    let options = LocalizationReadOptions(includedStates: [.translated])
    var one = LeftOutStates()
    let admitted = [one.admits(.new, options), one.admits(nil, options), one.admits(.translated, options)]
    #expect(admitted == [false, true, true])
    #expect(
      one.note(file: "f", options: options)?.message
        == "1 string not checked: its translation state (new: 1) is not among typefit.json's \"states\" (translated)"
    )
    var many = LeftOutStates()
    for index in 0..<20 { _ = many.admits(TranslationState(rawValue: "x-\(index)"), options) }
    _ = many.admits(TranslationState(rawValue: "x-0"), options)
    let message = many.note(file: "f", options: options)?.message ?? ""
    #expect(
      message.hasPrefix("21 strings not checked: their translation states (x-0: 2, x-1: 1, x-10: 1"),
      "\(message)")
    #expect(message.contains(", other states: 4)"), "\(message)")
  }

  @Test("XLIFF: the targets left out, by their mapped state, in one note")
  func xliffNote() {
    let xliff = """
      <xliff version="1.2"><file source-language="en" target-language="de" original="L.xcstrings"><body>
      <trans-unit id="a"><source>A</source><target state="translated">A-de</target></trans-unit>
      <trans-unit id="b"><source>B</source><target state="needs-review-translation">B-de</target></trans-unit>
      <trans-unit id="c"><source>C</source><target state="new">C-de</target></trans-unit>
      <trans-unit id="d"><source>D</source><target state="x-custom">D-de</target></trans-unit>
      </body></file></xliff>
      """
    let options = LocalizationReadOptions(includedStates: [.translated], includesXLIFFSource: false)
    let result = XLIFFReader.read(Data(xliff.utf8), path: "de.xliff", options: options)
    #expect(result.strings.map(\.value) == ["A-de"])
    #expect(
      result.diagnostics.map { "\($0.kind) \($0.file): \($0.message)" } == [
        "excludedState de.xliff: 3 strings not checked: their translation states (needs_review: 1, new: 1, "
          + "x-custom: 1) are not among typefit.json's \"states\" (translated)"
      ])
  }

  /// The eightieth attack's A80-9: `needs-translation` was kept as `needs_review`, so a run
  /// leaving out untranslated strings checked it, and `state="bogus"` had no warning where a
  /// String Catalog's unknown state has one.
  @Test("XLIFF 1.2 and 2.0 states: not yet translated is new, an unknown one is warned of (A80-9)")
  func xliffStates() {
    let xliff = """
      <xliff version="1.2"><file source-language="en" target-language="de" original="L.strings"><body>
      <trans-unit id="a"><source>A</source><target state="new">A-de</target></trans-unit>
      <trans-unit id="b"><source>B</source><target state="needs-translation">B</target></trans-unit>
      <trans-unit id="c"><source>C</source><target state="translated">C-de</target></trans-unit>
      <trans-unit id="e"><source>E</source><target state="x-custom">E-de</target></trans-unit>
      <trans-unit id="f"><source>F</source><target state="signed-off">F-de</target></trans-unit>
      <trans-unit id="g"><source>G</source><target state="needs-review-translation">G-de</target></trans-unit>
      <trans-unit id="i"><source>I</source><target state="bogus">I-de</target></trans-unit>
      </body></file></xliff>
      """
    let options = LocalizationReadOptions(
      includedStates: [.translated, .needsReview], includesXLIFFSource: false)
    let result = XLIFFReader.read(Data(xliff.utf8), path: "de.xliff", options: options)
    #expect(result.strings.map(\.value) == ["C-de", "F-de", "G-de"])
    let known =
      "XLIFF 1.2 has final, needs-adaptation, needs-l10n, needs-review-adaptation, needs-review-l10n, "
      + "needs-review-translation, needs-translation, new, signed-off, translated, and x- custom states"
    #expect(
      result.diagnostics.map { "\($0.kind) \($0.severity) \($0.line ?? 0): \($0.message)" } == [
        "unexpectedType warning 8: unknown state \"bogus\" (\(known)); the string is not checked: typefit.json's "
          + "\"states\" leaves it out",
        "excludedState note 0: 4 strings not checked: their translation states (bogus: 1, new: 2, x-custom: 1) "
          + "are not among typefit.json's \"states\" (needs_review, translated)",
      ])
    #expect(
      ["initial", "translated", "reviewed", "final", "needs-l10n", "x-a"].map {
        TranslationState(xliffState: $0)
      }
        == [.new, .translated, .translated, .translated, .needsReview, TranslationState(rawValue: "x-a")])
    // XLIFF 2.0: its four states, no x- ones (custom states go in subState).
    let two = """
      <xliff version="2.0" srcLang="en" trgLang="de"><file id="f">
      <unit id="a"><segment state="initial"><source>A</source><target>A-de</target></segment></unit>
      <unit id="b"><segment state="reviewed"><source>B</source><target>B-de</target></segment></unit>
      <unit id="c"><segment state="x-mine"><source>C</source><target>C-de</target></segment></unit>
      </file></xliff>
      """
    let all = LocalizationReadOptions(includesXLIFFSource: false)
    let second = XLIFFReader.read(Data(two.utf8), path: "de.xliff", options: all)
    #expect(
      second.strings.map { "\($0.value) \($0.state?.rawValue ?? "-")" } == [
        "A-de new", "B-de translated", "C-de x-mine",
      ])
    #expect(
      second.diagnostics.map(\.message) == [
        "unknown state \"x-mine\" (XLIFF 2.0 has initial, translated, reviewed, final); the string is checked"
      ])
  }
}
