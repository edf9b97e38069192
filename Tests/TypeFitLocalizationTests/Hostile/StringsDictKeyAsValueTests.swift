import Foundation
import Testing

@testable import TypeFitLocalization

/// A `<key>` in a value's place in a `.stringsdict` is a string to CoreFoundation
/// (`parseDictTag` takes any element after a `<key>` for its value, and `<key>` parses as a
/// string), so a format, plural form or width variant written as `<key>` is what the app shows:
/// it is read and checked, with the warning at the `<key>` before it. A form or variant that is
/// no string at all (`<integer>`) gives the app no text, and is skipped with a warning at its
/// line (it was skipped without a word). Each file is read by this toolchain's
/// `PropertyListSerialization` in the test too.
@Suite("Property lists: a <key> read as a value is a string in .stringsdict")
struct StringsDictKeyAsValueTests {
  private static let path = "de.lproj/Localizable.stringsdict"

  private static func described(_ diagnostics: [LocalizationDiagnostic]) -> [String] {
    diagnostics.map { "\($0.severity) \($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
  }

  /// The entry `k` of `text` as Foundation reads it.
  private static func foundationEntry(_ text: String) throws -> [String: Any] {
    let plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
    return try #require((plist as? [String: Any])?["k"] as? [String: Any])
  }

  @Test("A format and plural forms written as <key> are read as Foundation reads them")
  func formatAndFormsAsKeys() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>k</key><dict>
      <key>NSStringLocalizedFormatKey</key><key>%#@n@</key>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><key>NSStringPluralRuleType</key>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><key>%d Datei</key>
      <key>other</key><string>%d Dateien</string>
      </dict></dict></dict></plist>
      """
    let entry = try Self.foundationEntry(text)
    #expect(entry["NSStringLocalizedFormatKey"] as? String == "%#@n@")
    let forms = try #require(entry["n"] as? [String: Any])
    #expect(forms["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType")
    #expect(forms["one"] as? String == "%d Datei")
    let result = StringsDictReader.read(Data(text.utf8), path: Self.path)
    #expect(
      result.strings.map { "\($0.variant) \($0.value) line \($0.location.line)" } == [
        "\(StringVariant([.substitution(name: "n", form: "one")])) %d Datei line 6",
        "\(StringVariant([.substitution(name: "n", form: "other")])) %d Dateien line 7",
      ])
    #expect(
      Self.described(result.diagnostics) == [
        "warning 3:1: <key>NSStringLocalizedFormatKey</key> is followed by another <key> (line 3), which Foundation "
          + "reads as its value, the string \"%#@n@\"; write <string>%#@n@</string> if that is meant, or give "
          + "<key>NSStringLocalizedFormatKey</key> its value",
        "warning 4:19: <key>NSStringFormatSpecTypeKey</key> is followed by another <key> (line 4), which Foundation "
          + "reads as its value, the string \"NSStringPluralRuleType\"; write <string>NSStringPluralRuleType</string> "
          + "if that is meant, or give <key>NSStringFormatSpecTypeKey</key> its value",
        "warning 6:1: <key>one</key> is followed by another <key> (line 6), which Foundation reads as its value, the "
          + "string \"%d Datei\"; write <string>%d Datei</string> if that is meant, or give <key>one</key> its value",
      ])
  }

  @Test("A plural form or width variant that is no string is skipped with a warning at its line")
  func formThatIsNoString() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>k</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>one</key><integer>1</integer>
      <key>other</key><string>%d Dateien</string>
      </dict></dict>
      <key>w</key><dict><key>NSStringVariableWidthRuleType</key><dict>
      <key>20</key><key>Kurz</key>
      <key>50</key><true/>
      </dict></dict></dict></plist>
      """
    let plist =
      try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any]
    let widths = try #require(
      (plist?["w"] as? [String: Any])?["NSStringVariableWidthRuleType"] as? [String: Any])
    #expect(widths["20"] as? String == "Kurz")
    #expect(widths["50"] as? Bool == true)
    let result = StringsDictReader.read(Data(text.utf8), path: Self.path)
    #expect(
      result.strings.map { "\($0.key) \($0.value) line \($0.location.line)" } == [
        "k %d Dateien line 6", "w Kurz line 9",
      ])
    #expect(
      Self.described(result.diagnostics) == [
        "warning 5:15: plural form \"one\" of '%#@n@' in \"k\" is <integer>, not a <string>: the app has no text for "
          + "it; skipped",
        "warning 9:1: <key>20</key> is followed by another <key> (line 9), which Foundation reads as its value, the "
          + "string \"Kurz\"; write <string>Kurz</string> if that is meant, or give <key>20</key> its value",
        "warning 10:14: variant '50' of \"w\" is <true>, not a <string>: the app has no text for it; skipped",
      ])
  }
}
