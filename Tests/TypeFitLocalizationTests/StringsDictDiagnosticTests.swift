import Foundation
import Testing

@testable import TypeFitLocalization

/// Each problem in a `.stringsdict` is reported once, where it is written, however many
/// combinations of forms the entry expands to.
@Suite("stringsdict: one diagnostic per problem")
struct StringsDictDiagnosticTests {
  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>files</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@count@ %q in %#@folders@</string>
        <key>count</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>one</key>
          <string>%d file</string>
          <key>other</key>
          <string>%d files %</string>
        </dict>
        <key>folders</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>one</key>
          <string>one folder</string>
          <key>other</key>
          <string>%d folders</string>
        </dict>
      </dict>
    </dict>
    </plist>
    """

  @Test("a bad specifier in the format is one warning at the format's line, not one per combination")
  func oncePerText() {
    let result = StringsDictReader.read(Data(Self.plist.utf8), path: "en.lproj/Localizable.stringsdict")
    #expect(result.strings.count == 4)
    #expect(
      result.diagnostics.map { "\($0.line ?? 0): \($0.message)" } == [
        "7: incomplete format specifier: '%q' at byte 10 of the en NSStringLocalizedFormatKey of \"files\", \"%#@count@ %q in %#@folders@\"; left as written",
        "15: incomplete format specifier: '%' at byte 9 of the en form 'other' of '%#@count@' in \"files\", \"%d files %\"; left as written",
      ])
  }

  @Test("filling the expanded strings reports nothing more; other formats still report")
  func fillerQuiet() {
    let result = StringsDictReader.read(Data(Self.plist.utf8), path: "en.lproj/Localizable.stringsdict")
    let filler = FormatArgumentFiller()
    #expect(result.strings.allSatisfy { filler.fill($0).diagnostics.isEmpty })
    #expect(result.strings[0].value == "%d file %q in one folder")
    #expect(filler.fill(result.strings[0]).text.hasSuffix(" file %q in one folder"))
    var plain = result.strings[0]
    plain.format = .strings
    #expect(
      filler.fill(plain).diagnostics.map(\.message) == [
        "incomplete format specifier: '%q' at byte 8 of the en value of \"files\", \"%d file %q in one folder\"; left as written"
      ])
  }

  @Test(
    "a missing variable, an empty plural dictionary, an unknown rule type and a missing one each say what they are"
  )
  func formlessVariables() {
    func variable(_ name: String, _ body: String) -> String {
      "<key>\(name)</key><dict>\(body)</dict>"
    }
    let plural = "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
    let plist =
      "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>k</key><dict>"
      + "<key>NSStringLocalizedFormatKey</key><string>%#@a@ %#@b@ %#@c@ %#@d@</string>"
      + variable("b", plural + "<key>NSStringFormatValueTypeKey</key><string>d</string>")
      + variable(
        "c", "<key>NSStringFormatSpecTypeKey</key><string>Bogus</string><key>other</key><string>x</string>")
      + variable("d", "<key>other</key><string>y</string>")
      + "</dict></dict></plist>"
    let result = StringsDictReader.read(Data(plist.utf8), path: "de.lproj/Localizable.stringsdict")
    #expect(result.strings.map(\.value) == ["%#@a@ %#@b@ %#@c@ %#@d@"])
    #expect(
      result.diagnostics.map(\.message) == [
        "variable '%#@a@' has no plural rule dictionary; left as written",
        "variable '%#@b@' has a plural rule dictionary without any form (zero, one, two, few, many or other); "
          + "left as written",
        "variable '%#@c@' has NSStringFormatSpecTypeKey 'Bogus', not NSStringPluralRuleType, the only type a "
          + "variable takes; left as written",
        "variable '%#@d@' has a dictionary without NSStringFormatSpecTypeKey (NSStringPluralRuleType is read); "
          + "left as written",
      ])
  }

  /// The fifty-fourth attack's L6: a variable typed with the entry's device rule was told that
  /// NSStringPluralRuleType is the only type the format defines.
  @Test("a variable typed with a rule of the whole entry is told where that rule belongs")
  func entryRuleOnAVariable() {
    let plist =
      "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>k</key><dict>"
      + "<key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict>"
      + "<key>NSStringFormatSpecTypeKey</key><string>NSStringDeviceSpecificRuleType</string>"
      + "<key>iphone</key><string>x</string></dict></dict></dict></plist>"
    let result = StringsDictReader.read(Data(plist.utf8), path: "de.lproj/Localizable.stringsdict")
    #expect(
      result.diagnostics.map(\.message) == [
        "variable '%#@v@' has NSStringFormatSpecTypeKey 'NSStringDeviceSpecificRuleType', not "
          + "NSStringPluralRuleType, the only type a variable takes (NSStringDeviceSpecificRuleType is a rule of the "
          + "whole entry, written in place of its NSStringLocalizedFormatKey); left as written"
      ])
  }
}
