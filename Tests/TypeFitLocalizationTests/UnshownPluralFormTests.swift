import Foundation
import Testing
import TypeFitInput
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// A plural form the string's language never shows (the twenty-sixth attack's A26-9: `few` under
/// `en` was laid out, a false TF001 error) is left out by a reader with plural rules, with one
/// warning per key and locale; `zero` stays in Apple's formats, which show it for 0.
@Suite("Plural forms a language never shows")
struct UnshownPluralFormTests {
  /// The categories ICU gives these languages (checked against ICU in `PluralCategoriesTests`).
  static let rules = LanguagePluralRules { tag in
    switch tag {
    case "en": ["one", "other"]
    case "ru": ["one", "few", "many", "other"]
    case "ja": ["other"]
    default: nil
    }
  }

  private func read(_ files: [(String, String)], rules: LanguagePluralRules? = Self.rules) throws -> (
    strings: [String], diagnostics: [String]
  ) {
    let folder = try TemporaryFolder("unshown-plurals")
    for (path, text) in files { try folder.write(path, text) }
    var reader = LocalizationReader()
    reader.pluralRules = rules
    let result = reader.read(paths: [folder.path])
    let strings = result.strings.map { "\($0.key) \($0.locale) \($0.variant): \($0.value)" }
    let diagnostics = result.diagnostics.map {
      "\($0.severity) \($0.kind) \(BytePath.lastName(of: $0.file))@\($0.line ?? 0): \($0.message)"
    }
    return (strings, diagnostics)
  }

  static let catalog = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
    "t2": {"localizations": {"en": {"variations": {"plural": {
      "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
      "other": {"stringUnit": {"state": "translated", "value": "%lld files"}},
      "few": {"stringUnit": {"state": "translated", "value": "%lld WWWW"}},
      "many": {"stringUnit": {"state": "translated", "value": "%lld WWWWW"}},
      "zero": {"stringUnit": {"state": "translated", "value": "No files"}}}}},
      "ru": {"variations": {"plural": {
      "one": {"stringUnit": {"state": "translated", "value": "%lld файл"}},
      "few": {"stringUnit": {"state": "translated", "value": "%lld файла"}},
      "many": {"stringUnit": {"state": "translated", "value": "%lld файлов"}},
      "other": {"stringUnit": {"state": "translated", "value": "%lld файла"}}}}}}},
    "t": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Files"}}}}}}
    """

  @Test("String Catalog: few and many under en are left out with one warning; zero and ru's forms stay")
  func catalogForms() throws {
    let read = try read([("Localizable.xcstrings", Self.catalog)])
    #expect(
      read.strings == [
        "t2 en plural.zero: No files", "t2 en plural.one: %lld file", "t2 en plural.other: %lld files",
        "t2 ru plural.one: %lld файл", "t2 ru plural.few: %lld файла", "t2 ru plural.many: %lld файлов",
        "t2 ru plural.other: %lld файла", "t en : Files",
      ])
    #expect(
      read.diagnostics == [
        "note unshownPluralForm Localizable.xcstrings@5: plural forms few, many of \"t2\" are never shown in en: "
          + "iOS chooses among en's CLDR plural categories (one, other), and zero for 0; not checked"
      ])
  }

  @Test("Without plural rules every form is read, as before")
  func noRules() throws {
    let read = try read([("Localizable.xcstrings", Self.catalog)], rules: nil)
    #expect(read.strings.count == 10)
    #expect(read.diagnostics.isEmpty)
  }

  @Test(".stringsdict: a substitution's few under en is left out; zero stays; an unknown language keeps all")
  func stringsDictForms() throws {
    func dict(_ forms: [String]) -> String {
      let written = forms.map { "<key>\($0)</key><string>%d \($0)</string>" }.joined()
      return """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>n</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@c@</string>
        <key>c</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>\(written)</dict></dict></dict></plist>
        """
    }
    let read = try read([
      ("en.lproj/Localizable.stringsdict", dict(["zero", "one", "few", "other"])),
      ("xx.lproj/Localizable.stringsdict", dict(["one", "few", "other"])),
    ])
    #expect(
      read.strings == [
        "n en %#@c@ → zero: %d zero", "n en %#@c@ → one: %d one", "n en %#@c@ → other: %d other",
        "n xx %#@c@ → one: %d one", "n xx %#@c@ → few: %d few", "n xx %#@c@ → other: %d other",
      ])
    // xx is no known language: warned of (A51-5), and all its forms kept.
    #expect(read.diagnostics.count == 2)
    #expect(
      read.diagnostics.first?.hasPrefix(
        "note unshownPluralForm Localizable.stringsdict@5: plural form few of \"n\" is never shown in en: "
      ) == true)
    #expect(
      read.diagnostics.last?.hasPrefix(
        "warning invalidLanguageTag Localizable.stringsdict@5: locale 'xx' does not start with a known language code"
      ) == true, "\(read.diagnostics)")
  }

  @Test("Android: zero under en is never shown (Android ignores it), few under ja neither; one warning each")
  func androidForms() throws {
    let read = try read([
      (
        "res/values/strings.xml",
        """
        <resources><plurals name="p">
        <item quantity="zero">No files</item>
        <item quantity="one">%d file</item>
        <item quantity="other">%d files</item>
        </plurals></resources>
        """
      ),
      (
        "res/values-ja/strings.xml",
        """
        <resources><plurals name="p"><item quantity="few">%d WWW</item>
        <item quantity="other">%d 個</item></plurals></resources>
        """
      ),
    ])
    #expect(
      read.strings == ["p ja plural.other: %d 個", "p en plural.one: %d file", "p en plural.other: %d files"])
    #expect(
      read.diagnostics == [
        "note unshownPluralForm strings.xml@1: plural form few of \"p\" is never shown in ja: Android chooses "
          + "among ja's CLDR plural categories (other) only; not checked",
        "note unshownPluralForm strings.xml@2: plural form zero of \"p\" is never shown in en: Android chooses "
          + "among en's CLDR plural categories (one, other) only; not checked",
      ])
  }

  /// The twenty-eighth attack's A28-5: `ja` with only `one` (never shown in Japanese) and `en`
  /// with only `one` have no `other`, the form iOS falls back to: a warning each, not only the
  /// note that leaves `ja`'s `one` out.
  @Test("A plural with no other form gets a warning naming it; a form never shown keeps its note")
  func missingOther() throws {
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
      "items": {"localizations": {
      "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld item"}}}}},
      "ja": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld 個"}}}}},
      "ru": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld штука"}},
      "other": {"stringUnit": {"state": "translated", "value": "%lld штуки"}}}}}}}}}
      """
    let read = try read([("Localizable.xcstrings", catalog)])
    #expect(
      read.strings == [
        "items en plural.one: %lld item", "items ru plural.one: %lld штука",
        "items ru plural.other: %lld штуки",
      ])
    let because =
      "iOS falls back to other for the numbers its other forms do not cover (other is the one category every "
      + "language has); add it"
    #expect(
      read.diagnostics == [
        "warning missingPluralOther Localizable.xcstrings@3: plural \"items\" has no form other in en: \(because)",
        "warning missingPluralOther Localizable.xcstrings@4: plural \"items\" has no form other in ja: \(because)",
        "note unshownPluralForm Localizable.xcstrings@4: plural form one of \"items\" is never shown in ja: iOS "
          + "chooses among ja's CLDR plural categories (other), and zero for 0; not checked",
      ])
  }

  /// The twenty-eighth attack's A28-3: a catalog's `pt_BR` was a locale apart from `pt-BR`, whose
  /// forms no rule filtered; it is spelled as a `pt_BR.lproj` folder is.
  @Test("A String Catalog locale and source language written with _ are BCP 47 tags, their forms filtered")
  func underscoreLocales() throws {
    let forms = ["zero", "one", "two", "few", "many", "other"].map {
      "\"\($0)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"%lld \($0)\"}}"
    }.joined(separator: ", ")
    let catalog = """
      {"sourceLanguage": "pt_BR", "version": "1.0", "strings": {
      "items": {"localizations": {"pt_BR": {"variations": {"plural": {\(forms)}}}}},
      "title": {"localizations": {"zh_Hant": {"stringUnit": {"state": "translated", "value": "標題"}}}}}}
      """
    let rules = LanguagePluralRules { $0 == "pt-BR" ? ["one", "many", "other"] : nil }
    let read = try read([("Localizable.xcstrings", catalog)], rules: rules)
    #expect(
      read.strings == [
        "items pt-BR plural.zero: %lld zero", "items pt-BR plural.one: %lld one",
        "items pt-BR plural.many: %lld many", "items pt-BR plural.other: %lld other", "title pt-BR : title",
        "title zh-Hant : 標題",
      ])
    #expect(read.diagnostics.count == 1)
    #expect(
      read.diagnostics.first?.hasPrefix(
        "note unshownPluralForm Localizable.xcstrings@2: plural forms two, few of \"items\" are never shown in pt-BR"
      )
        == true, "\(read.diagnostics)")
  }
}
