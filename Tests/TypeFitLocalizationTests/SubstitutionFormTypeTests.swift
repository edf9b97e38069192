import Foundation
import Testing

@testable import TypeFitLocalization

/// A String Catalog substitution's members of the wrong type are reported where they are
/// written, as the same damage at the top level is (the forty-eighth attack's A48-2: a form
/// `"one": 5` was dropped without a word; A48-3: a `formatSpecifier` of `5` was filled as `%@`).
@Suite("String Catalog: substitution forms and specifiers of the wrong type")
struct SubstitutionFormTypeTests {
  /// A catalog whose `de` value uses substitution `v`, with `one` and `formatSpecifier` as given.
  static func catalog(one: String, formatSpecifier: String = #""lld""#) -> String {
    #"{"sourceLanguage":"en","version":"1.0","strings":{"files":{"localizations":{"de":{"#
      + #""stringUnit":{"state":"translated","value":"Es gibt %#@v@"},"#
      + #""substitutions":{"v":{"argNum":1,"formatSpecifier":"# + formatSpecifier
      + #","variations":{"plural":{"one":"# + one
      + #","other":{"stringUnit":{"state":"translated","value":"%arg Dateien"}}}}}}}}}}}"#
  }

  static func read(_ text: String) -> LocalizationReadResult {
    LocalizationReader.read(Data(text.utf8), path: "Localizable.xcstrings", format: .xcstrings)
  }

  @Test(
    "a form of the wrong type is an error at the form; the other form is still checked",
    arguments: [
      ("5", #"expected an object for "one", found number"#),
      (#""Datei""#, #"expected an object for "one", found string"#),
      ("{}", #""one" has no "stringUnit" (nor "variations"); it has no text"#),
      (#"{"stringUnit":{"state":"translated","value":5}}"#, #"expected a string for "value", found number"#),
      // The forty-ninth attack's A49-2: said to have no "variations".
      (
        #"{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"%arg Datei"}}}}}"#,
        #""one" of substitution '%#@v@' holds "variations" and no "stringUnit": variations inside a "#
          + #"substitution's plural form are not read (Xcode writes a stringUnit there); this form is not checked"#
      ),
    ])
  func wrongForm(one: String, message: String) {
    let result = Self.read(Self.catalog(one: one))
    #expect(result.diagnostics.map(\.message) == [message])
    #expect(result.diagnostics.map(\.severity) == [.error])
    #expect(result.strings.filter { $0.locale == "de" }.map(\.value) == ["Es gibt %1$lld Dateien"])
  }

  @Test(
    "a form holding variations beside its stringUnit: its text checked, a warning that they are not (A50-5)")
  func variationsBesideStringUnit() {
    let result = Self.read(
      Self.catalog(
        one: #"{"stringUnit":{"state":"translated","value":"%arg Datei"},"#
          + #""variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"%arg D."}}}}}"#))
    #expect(
      result.diagnostics.map { "\($0.severity) \($0.message)" } == [
        #"warning "one" of substitution '%#@v@' holds "variations" beside its "stringUnit": variations inside a "#
          + #"substitution's plural form are not read; its stringUnit is checked"#
      ])
    #expect(
      result.strings.filter { $0.locale == "de" }.map(\.value) == [
        "Es gibt %1$lld Datei", "Es gibt %1$lld Dateien",
      ])
  }

  @Test("a formatSpecifier that is not a string is an error, not %@")
  func wrongSpecifier() {
    let result = Self.read(
      Self.catalog(
        one: #"{"stringUnit":{"state":"translated","value":"%arg Datei"}}"#, formatSpecifier: "5"))
    #expect(result.diagnostics.map(\.message) == [#"expected a string for "formatSpecifier", found number"#])
    #expect(result.diagnostics.first?.kind == .unexpectedType)
  }

  @Test("a top-level plural case {} is an error at the case; a whole catalog as Xcode writes it reads clean")
  func emptyTopLevelCase() {
    let text =
      #"{"sourceLanguage":"en","version":"1.0","strings":{"files":{"localizations":{"de":{"variations":{"plural":{"#
      + #""one":{},"other":{"stringUnit":{"state":"translated","value":"%lld Dateien"}}}}}}}}}"#
    let result = Self.read(text)
    #expect(
      result.diagnostics.map(\.message) == [#""one" has no "stringUnit" (nor "variations"); it has no text"#])
    #expect(result.strings.filter { $0.locale == "de" }.map(\.value) == ["%lld Dateien"])
    let clean = Self.read(Self.catalog(one: #"{"stringUnit":{"state":"translated","value":"%arg Datei"}}"#))
    #expect(clean.diagnostics.isEmpty)
    #expect(
      clean.strings.filter { $0.locale == "de" }.map(\.value) == [
        "Es gibt %1$lld Datei", "Es gibt %1$lld Dateien",
      ])
  }
}
