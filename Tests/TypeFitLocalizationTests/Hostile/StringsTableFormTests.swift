import Foundation
import Testing

@testable import TypeFitLocalization

/// `.strings` tables in the other property-list forms Foundation reads: braced old-style text
/// and XML; binary ones are refused by name.
@Suite("Strings tables: braced, XML and binary forms")
struct StringsTableFormTests {
  static func read(_ text: String, path: String = "de.lproj/Localizable.strings") -> LocalizationReadResult {
    LocalizationReader.read(Data(text.utf8), path: path, format: .strings)
  }

  static func summary(_ result: LocalizationReadResult) -> [String] {
    result.strings.map { "\($0.locale) \($0.key)=\($0.value) @\($0.location.line):\($0.location.column)" }
  }

  static func messages(_ result: LocalizationReadResult) -> [String] {
    result.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
  }

  @Test("an outer { … } is read as Foundation reads it: the entries, no diagnostic")
  func braced() {
    let result = Self.read("{\n\"a\" = \"Eins\";\n\"b\" = \"Zwei\";\n}\n")
    #expect(Self.summary(result) == ["de a=Eins @2:7", "de b=Zwei @3:7"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test("a braced table never closed, or with entries after its '}', is an error at the place")
  func bracedErrors() {
    let open = Self.read("{ \"a\" = \"Eins\";\n")
    #expect(Self.summary(open) == ["de a=Eins @1:9"])
    #expect(
      Self.messages(open) == ["1:15: the '{' at 1:1 is never closed; expected '}' at the end of the table"])
    let after = Self.read("{ \"a\" = \"Eins\"; }\n\"b\" = \"Zwei\";\n")
    #expect(Self.summary(after) == ["de a=Eins @1:9"])
    #expect(
      Self.messages(after) == ["2:1: expected the end of the table after its closing '}', found a string"])
  }

  @Test("a brace that does not open the table is still a stray character")
  func strayBrace() {
    let result = Self.read("\"a\" = \"Eins\";\n{\n\"b\" = \"Zwei\";\n")
    #expect(Self.summary(result) == ["de a=Eins @1:7", "de b=Zwei @3:7"])
    #expect(Self.messages(result).count == 1)
    #expect(Self.messages(result).first?.hasPrefix("2:1: expected a quoted key, found '{'") == true)
  }

  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict>
    <key>a</key><string>Eins</string>
    <key>b</key><string>Zwei &amp; drei</string>
    <key>n</key><integer>3</integer>
    </dict></plist>
    """

  @Test("an XML property list is read with the plist reader: strings located at <string>, others warned")
  func xmlTable() {
    let result = Self.read(Self.xml)
    #expect(Self.summary(result) == ["de a=Eins @4:13", "de b=Zwei & drei @5:13"])
    #expect(
      Self.messages(result) == [
        "6:13: expected <string> for key \"n\" of a strings table, found <integer>; skipped"
      ])
    #expect(result.strings.allSatisfy { $0.format == .strings })
  }

  @Test("an XML table starting with <plist>, or in UTF-16 with a byte order mark, is XML too")
  func xmlDetection() {
    #expect(StringsTableForm(Array("  <plist><dict/></plist>".utf8)) == .xml)
    #expect(StringsTableForm(Array("\u{FEFF}<!DOCTYPE plist>".utf8)) == .xml)
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in "<?xml version=\"1.0\"?>".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    #expect(StringsTableForm(utf16) == .xml)
    #expect(StringsTableForm(Array("\"<plist>\" = \"x\";".utf8)) == .text)
    #expect(StringsTableForm(Array("/* <plist> */".utf8)) == .text)
  }

  @Test("an XML table goes through the XML safety checks: an entity declaration is refused")
  func xmlSafety() {
    let result = Self.read(
      "<?xml version=\"1.0\"?><!DOCTYPE plist [<!ENTITY e \"x\">]><plist><dict><key>a</key><string>&e;</string></dict></plist>"
    )
    #expect(result.strings.isEmpty)
    #expect(result.diagnostics.map(\.kind) == [.unsafeXML])
  }

  @Test("a binary property list is refused by name, with what to do")
  func binary() {
    let result = Self.read("bplist00\u{1}\u{2}")
    #expect(result.strings.isEmpty)
    #expect(
      Self.messages(result) == [
        "1:1: a binary property list (bplist): TypeFit reads text and XML strings tables only; convert it with 'plutil -convert xml1' to check it"
      ])
    #expect(result.diagnostics.first?.severity == .error)
  }

  @Test(
    "a binary .stringsdict is refused by name as a binary strings table is, not as bytes that are not UTF-8")
  func binaryStringsDict() {
    let result = LocalizationReader.read(
      Data("bplist00\u{1}\u{2}\u{FF}".utf8), path: "de.lproj/Localizable.stringsdict", format: .stringsdict)
    #expect(result.strings.isEmpty)
    #expect(
      Self.messages(result) == [
        "1:1: a binary property list (bplist): TypeFit reads XML property lists (.stringsdict) only; convert it with 'plutil -convert xml1' to check it"
      ])
    #expect(result.diagnostics.first?.severity == .error)
  }
}
