import Foundation
import Testing

@testable import TypeFitLocalization

/// XML property lists (`.stringsdict`, XML `.strings`) read as Foundation reads them on the
/// device: a comment inside `<string>` or `<key>` makes CoreFoundation's parser refuse the whole
/// file; plural forms under a key that is no category are never shown, and are warned about.
@Suite("Property lists: read as Foundation reads them (ninth attack)")
struct PropertyListFoundationReadingTests {
  private static func stringsdict(_ forms: String) -> Data {
    Data(
      ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>k</key><dict>"
        + "<key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
        + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>d</string>\n" + forms
        + "</dict></dict></dict></plist>\n").utf8)
  }

  private static let path = "de.lproj/Localizable.stringsdict"

  @Test("a comment inside a plural form's <string> refuses the .stringsdict, as Foundation does")
  func commentInStringsdictString() {
    let result = StringsDictReader.read(
      Self.stringsdict("<key>one</key><string>a<!-- c -->b</string>\n<key>other</key><string>other</string>"),
      path: Self.path)
    #expect(result.strings.isEmpty)
    #expect(
      result.diagnostics.map { "\($0.severity) \($0.kind)@\($0.line ?? 0): \($0.message)" } == [
        "error syntaxError@3: a comment inside <string> (line 3): Foundation cannot read this property list "
          + "(\"Encountered improper CDATA opening\"), so the app gets no table from this file; not checked. Move "
          + "the comment out of the <string>"
      ])
  }

  @Test(
    "a comment in an XML .strings <string> or <key> refuses the table; CDATA and comments between elements are read"
  )
  func commentInXMLStrings() {
    func read(_ body: String) -> LocalizationReadResult {
      StringsTableForm.readXML(
        Array(
          ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>" + body
            + "</dict></plist>\n").utf8),
        path: "de.lproj/Localizable.strings", options: LocalizationReadOptions()
      ).readResult
    }
    let inString = read("<key>a</key><string>x<!-- note -->y</string><key>b</key><string>B</string>")
    #expect(inString.strings.isEmpty)
    #expect(inString.diagnostics.map { "\($0.severity)@\($0.line ?? 0)" } == ["error@2"])
    #expect(read("<key>a<!-- c --></key><string>v</string>").strings.isEmpty)
    let cdata = read("<key>a</key><string>x<![CDATA[<b>]]>y</string>")
    #expect(cdata.strings.map(\.value) == ["x<b>y"])
    #expect(cdata.diagnostics.isEmpty)
    let between = read("<!-- c --><key>a</key><!-- c --><string>v</string>")
    #expect(between.strings.map(\.value) == ["v"])
    #expect(between.diagnostics.isEmpty)
  }

  @Test("the comment's own line is named when it is below its <string>")
  func commentLine() {
    let result = StringsDictReader.read(
      Self.stringsdict("<key>other</key><string>a\nb\n<!-- two\nlines -->c</string>"), path: Self.path)
    #expect(result.diagnostics.map(\.line) == [5])
  }

  @Test("plural forms under keys that are no category are warned about, as Android items and catalogs are")
  func unknownPluralForms() {
    let result = StringsDictReader.read(
      Self.stringsdict(
        "<key> one </key><string>a</string>\n<key>ONE</key><string>b</string>\n<key>bogus</key><string>c</string>\n"
          + "<key>other</key><string>%d others</string>"),
      path: Self.path)
    #expect(result.strings.map(\.value) == ["%d others"])
    #expect(
      result.diagnostics.map { "\($0.severity)@\($0.line ?? 0): \($0.message)" } == [
        "warning@3: plural form \" one \" of '%#@n@' in \"k\" is not a plural category (zero, one, two, few, many, other); skipped",
        "warning@4: plural form \"ONE\" of '%#@n@' in \"k\" is not a plural category (zero, one, two, few, many, other); skipped",
        "warning@5: plural form \"bogus\" of '%#@n@' in \"k\" is not a plural category (zero, one, two, few, many, other); skipped",
      ])
  }
}
