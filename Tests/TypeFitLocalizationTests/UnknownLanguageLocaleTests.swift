import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// The fifty-first attack's A51-5: a locale of no known language from the input
/// (`klingon.lproj`, a configuration's `"developmentLanguage": "german"`) was measured with the
/// root line breaking and default fonts without a word, where `--lang german` is warned of.
@Suite("Input locales of no known language")
struct UnknownLanguageLocaleTests {
  static func warning(_ locale: String, hint: String = "") -> String {
    "locale '\(locale)' does not start with a known language code (ISO 639, such as de or fil), so its strings are "
      + "measured with the default line breaking and fonts\(hint)"
  }

  @Test("klingon.lproj and a Base.lproj of development language 'german' are read, warned of once a file")
  func warnedOnce() throws {
    let folder = try TemporaryFolder("unknown-language")
    try folder.write("R/klingon.lproj/Localizable.strings", "\"a\" = \"Qapla'\";\n\"b\" = \"x\";\n")
    try folder.write("R/Base.lproj/Localizable.strings", "\"a\" = \"Hallo\";\n")
    try folder.write("R/de.lproj/Localizable.strings", "\"a\" = \"Hallo\";\n")
    try folder.write("R/x-private.lproj/Localizable.strings", "\"a\" = \"p\";\n")
    var options = LocalizationReadOptions()
    options.developmentLanguage = "german"
    let result = LocalizationReader(options: options).read(paths: [folder.path + "/R"])
    #expect(
      result.strings.map { "\($0.locale) \($0.key)" } == [
        "german a", "de a", "klingon a", "klingon b", "x-private a",
      ])
    #expect(
      result.diagnostics.map {
        "\(URL(fileURLWithPath: $0.file).pathComponents.suffix(2).joined(separator: "/")):\($0.line ?? 0) \($0.severity) \($0.message)"
      }
        == [
          "Base.lproj/Localizable.strings:1 warning " + Self.warning("german", hint: "; did you mean de?"),
          "klingon.lproj/Localizable.strings:1 warning "
            + Self.warning("klingon", hint: "; did you mean tlh?"),
        ])
    #expect(result.diagnostics.map(\.locale) == ["german", "klingon"])
    #expect(LocaleTag.unknownLanguage(of: "zh_Hant") == nil)
    #expect(LocaleTag.unknownLanguage(of: "ckb") == nil)
    #expect(LocaleTag.unknownLanguage(of: "i-klingon") == nil)
    #expect(LocaleTag.unknownLanguage(of: "dee-DE") == "dee")
    // Withdrawn codes ICU reads as he, id and yi (A52-5).
    #expect(["iw", "in", "ji-US"].compactMap(LocaleTag.unknownLanguage(of:)) == [])
  }
}
