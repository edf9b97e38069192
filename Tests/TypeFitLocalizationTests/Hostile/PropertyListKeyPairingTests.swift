import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// A `<dict>` is paired as CoreFoundation's `parseDictTag` pairs it: a `<key>`, then the next
/// element, whatever it is, for its value. A `<key>` the `<dict>` ends after, or an element
/// other than `<key>` where a key belongs (after two `<key>`s in a row), makes CoreFoundation
/// refuse the whole file, and TypeFit refuses it too; a `<key>` taken for the value of the one
/// before it is read as CoreFoundation reads it, with a warning. Each case was read by this
/// toolchain's `PropertyListSerialization` (issue 13, tenth attack H3's leftover).
@Suite("Property lists: <key> and value paired as CoreFoundation pairs them")
struct PropertyListKeyPairingTests {
  private static let path = "de.lproj/Localizable.stringsdict"

  private static func refusal(_ problem: String, _ foundation: String, _ fix: String) -> String {
    "\(problem): Foundation cannot read this property list (\"\(foundation)\"), so the app gets no table from "
      + "this file; not checked. \(fix)"
  }

  private static func described(_ diagnostics: [LocalizationDiagnostic]) -> [String] {
    diagnostics.map { "\($0.severity) \($0.kind) \($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
  }

  /// One entry `files`, then `tail` on line 5 and the end of the top `<dict>` on line 6.
  private static func stringsdict(_ tail: String) -> Data {
    Data(
      ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n<key>files</key>\n"
        + "<dict><key>NSStringLocalizedFormatKey</key><string>%d Dateien</string></dict>\n"
        + "\(tail)\n</dict></plist>\n").utf8)
  }

  @Test("a <key> the <dict> ends after refuses the file (\"Value missing for key inside <dict>\")")
  func keyAtTheEnd() {
    let result = StringsDictReader.read(Self.stringsdict("<key>lost</key>"), path: Self.path)
    #expect(result.strings.isEmpty)
    #expect(
      Self.described(result.diagnostics) == [
        "error syntaxError 5:1: "
          + Self.refusal(
            "<key>lost</key> (line 5) has no value: the <dict> (line 2) ends after it",
            "Value missing for key inside <dict>", "Give it a value, or remove it")
      ])
  }

  @Test("a <key> without a value in a plural rule's <dict> refuses the file")
  func keyAtTheEndOfANestedDict() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>k</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>one</key><string>one</string><key>other</key><string>other</string>
        <key>few</key></dict>
      </dict></dict></plist>
      """
    let result = StringsDictReader.read(Data(text.utf8), path: Self.path)
    #expect(result.strings.isEmpty)
    #expect(
      Self.described(result.diagnostics) == [
        "error syntaxError 6:3: "
          + Self.refusal(
            "<key>few</key> (line 6) has no value: the <dict> (line 4) ends after it",
            "Value missing for key inside <dict>", "Give it a value, or remove it")
      ])
  }

  @Test(
    "two <key>s in a row and then a value where a key belongs refuse the file (\"Found non-key inside <dict>\")"
  )
  func twoKeysThenAValue() {
    let result = StringsDictReader.read(
      Self.stringsdict("<key>lost</key>\n<key>more</key>\n<string>x</string>"), path: Self.path)
    #expect(result.strings.isEmpty)
    #expect(
      Self.described(result.diagnostics) == [
        "error syntaxError 5:1: "
          + Self.refusal(
            "<key>lost</key> (line 5) is followed by another <key>, which Foundation reads as its value, so the "
              + "element after them (line 7) stands where a <key> belongs",
            "Found non-key inside <dict>", "Give <key>lost</key> a value, or remove it")
      ])
  }

  @Test("a <key> CoreFoundation takes for the value of the <key> before it is read so, with a warning")
  func keyReadAsAValue() {
    let table = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>a</key>
      <key>b</key>
      <key>c</key><string>C</string>
      </dict></plist>
      """
    let result = StringsTableForm.readXML(
      Array(table.utf8), path: "de.lproj/Localizable.strings", options: LocalizationReadOptions()
    ).readResult
    // PropertyListSerialization reads this table as ["a": "b", "c": "C"].
    #expect(
      result.strings.map { "\($0.key)=\($0.value) line \($0.location.line)" } == ["a=b line 4", "c=C line 5"])
    #expect(
      Self.described(result.diagnostics) == [
        "warning unexpectedType 3:1: <key>a</key> is followed by another <key> (line 4), which Foundation reads as "
          + "its value, the string \"b\"; write <string>b</string> if that is meant, or give <key>a</key> its value"
      ])
  }

  @Test("a refused file beside a good one: one error for it, every string of the other is read")
  func goodFileBeside() throws {
    let folder = try TemporaryFolder("plist-key-pairing")
    try folder.write(
      "de.lproj/Localizable.stringsdict",
      String(decoding: Self.stringsdict("<key>lost</key>"), as: UTF8.self))
    try folder.write(
      "fr.lproj/Localizable.stringsdict",
      String(
        decoding: Self.stringsdict(
          "<key>more</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string></dict>"),
        as: UTF8.self))
    let result = LocalizationReader().read(paths: [folder.path])
    #expect(
      result.strings.map { "\($0.locale) \($0.key) \($0.value)" } == ["fr files %d Dateien", "fr more x"])
    #expect(
      result.diagnostics.map { "\($0.severity) \(($0.file as NSString).lastPathComponent):\($0.line ?? 0)" }
        == ["error Localizable.stringsdict:5"])
    #expect(result.diagnostics.first?.file.hasSuffix("de.lproj/Localizable.stringsdict") == true)
  }
}
