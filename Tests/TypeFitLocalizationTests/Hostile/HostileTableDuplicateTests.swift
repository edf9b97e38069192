import Foundation
import Testing

@testable import TypeFitLocalization

/// A key written twice in a `.strings` table or a `.stringsdict` `<dict>`: the app shows the
/// last value (Foundation's parsers set each pair into a dictionary as they read it), so only
/// that one is checked, and each earlier one is a warning naming both lines.
@Suite("Hostile input: duplicate keys in .strings and .stringsdict")
struct HostileTableDuplicateTests {
  private func read(_ text: String, path: String, _ format: LocalizationFormat) -> LocalizationReadResult {
    LocalizationReader.read(Data(text.utf8), path: path, format: format)
  }

  private func described(_ result: LocalizationReadResult) -> [String] {
    result.diagnostics.map { "\($0.severity) \($0.kind)@\($0.line ?? 0): \($0.message)" }
  }

  /// What Foundation's own property list parser makes of `text`: the value of each key.
  private func foundationValues(_ text: String) throws -> [String: String] {
    let plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
    return try #require(plist as? [String: String])
  }

  static let table = """
    "k" = "Ein sehr sehr langer Titel der in einer Zeile nicht passt";
    "other" = "Andere";
    "k" = "Mittel";
    "k" = "Kurz";
    """

  @Test(".strings: a key defined three times keeps the last value; two warnings name the last line")
  func stringsLastWins() {
    let result = read(Self.table, path: "de.lproj/Localizable.strings", .strings)
    #expect(
      result.strings.map { "\($0.key)=\($0.value)@\($0.location.line)" } == ["other=Andere@2", "k=Kurz@4"])
    #expect(
      described(result) == [
        #"warning duplicateKey@1: key "k" is defined again at line 4; the last definition is kept, as Foundation reads the table, and this one is skipped"#,
        #"warning duplicateKey@3: key "k" is defined again at line 4; the last definition is kept, as Foundation reads the table, and this one is skipped"#,
      ])
  }

  @Test(".strings: the value kept is the one Foundation's PropertyListSerialization gives")
  func stringsMatchFoundation() throws {
    let foundation = try foundationValues(Self.table)
    #expect(foundation == ["k": "Kurz", "other": "Andere"])
    let result = read(Self.table, path: "de.lproj/Localizable.strings", .strings)
    #expect(Dictionary(uniqueKeysWithValues: result.strings.map { ($0.key, $0.value) }) == foundation)
  }

  @Test(".strings: 100,000 definitions of one key give one string, 100 warnings and one counting line")
  func stringsManyDuplicates() {
    let text = (0..<100_000).map { "\"k\" = \"v\($0)\";\n" }.joined() + "\"good\" = \"Gut\";\n"
    let result = read(text, path: "de.lproj/Localizable.strings", .strings)
    #expect(result.strings.map { "\($0.key)=\($0.value)" } == ["k=v99999", "good=Gut"])
    #expect(result.diagnostics.count == 101)
    #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(result.diagnostics.first?.line == 1)
    #expect(result.diagnostics[99].line == 100)
    #expect(
      result.diagnostics.last?.message
        == "and 99899 more warnings in this file; only the first 100 are listed")
  }

  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>Ein sehr sehr langer Titel</string></dict></dict>
    <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>
    <key>other</key><string>Kurz</string>
    <key>other</key><string>Doppelt</string></dict></dict>
    <key>good</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>Gut</string></dict></dict>
    </dict></plist>
    """

  @Test(
    ".stringsdict: a top-level key and a plural form written twice keep their last values; warnings name both lines"
  )
  func stringsdictLastWins() {
    let result = read(Self.stringsdict, path: "de.lproj/Localizable.stringsdict", .stringsdict)
    #expect(
      result.strings.map { "\($0.key)=\($0.value)@\($0.location.line)" } == ["k=Doppelt@6", "good=Gut@7"])
    #expect(
      described(result) == [
        #"warning duplicateKey@3: key "k" is defined again at line 4 in this <dict>; the last definition is kept, as Foundation reads the property list, and this one is skipped"#,
        #"warning duplicateKey@5: key "other" is defined again at line 6 in this <dict>; the last definition is kept, as Foundation reads the property list, and this one is skipped"#,
      ])
  }

  @Test(".stringsdict: the values kept are the ones Foundation's PropertyListSerialization gives")
  func stringsdictMatchesFoundation() throws {
    let plist = try PropertyListSerialization.propertyList(from: Data(Self.stringsdict.utf8), format: nil)
    let top = try #require(plist as? [String: Any])
    let k = try #require(top["k"] as? [String: Any])
    let n = try #require(k["n"] as? [String: Any])
    #expect(n["other"] as? String == "Doppelt")
    let result = read(Self.stringsdict, path: "de.lproj/Localizable.stringsdict", .stringsdict)
    #expect(result.strings.first { $0.key == "k" }?.value == "Doppelt")
  }

  @Test(".stringsdict: 5,000 definitions of one key read in linear work: one string, 100 warnings listed")
  func stringsdictManyDuplicates() {
    let entry =
      "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>v</string></dict></dict>\n"
    let text =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n"
      + String(repeating: entry, count: 5_000) + "</dict></plist>\n"
    let result = read(text, path: "de.lproj/Localizable.stringsdict", .stringsdict)
    #expect(result.strings.map(\.value) == ["v"])
    #expect(result.diagnostics.count == 101)
    #expect(
      result.diagnostics.last?.message == "and 4899 more warnings in this file; only the first 100 are listed"
    )
  }
}
