import Foundation
import Testing

@testable import TypeFitLocalization

/// Readers lose nothing in silence: what they skip is a diagnostic with its line, one bad
/// entry never drops the entries after it, and declared encodings are honoured or refused.
@Suite("Hostile input: readers")
struct HostileReaderTests {
  private func read(_ text: String, path: String, _ format: LocalizationFormat) -> LocalizationReadResult {
    LocalizationReader.read(Data(text.utf8), path: path, format: format)
  }

  @Test("XLIFF 2.0 is read: units, segments, notes, srcLang and trgLang")
  func xliff2() {
    let result = read(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
        <file id="f1">
          <group id="g">
            <unit id="settings.title">
              <notes><note>Screen title</note></notes>
              <segment state="translated"><source>Settings</source><target>Einstellungen</target></segment>
            </unit>
          </group>
        </file>
      </xliff>
      """, path: "de.xliff", .xliff)
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.strings.map { "\($0.locale):\($0.key)=\($0.value)@\($0.location.line)" } == [
        "en:settings.title=Settings@7", "de:settings.title=Einstellungen@7",
      ])
    #expect(result.strings.first?.comment == "Screen title")
  }

  @Test("an unknown XLIFF version, a <file> without <body>, and targets without target-language are reported")
  func xliffStructure() {
    let future = read(#"<?xml version="1.0"?><xliff version="3.0"><file/></xliff>"#, path: "a.xliff", .xliff)
    #expect(
      future.diagnostics.map(\.message) == [
        "XLIFF version '3.0' is not read (only 1.x and 2.x); nothing read"
      ])
    #expect(future.diagnostics.map(\.kind) == [.unsupportedContent])
    let noBody = read(
      "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n<file original=\"a\" source-language=\"en\" target-language=\"de\">\n</file></xliff>",
      path: "b.xliff", .xliff)
    #expect(
      noBody.diagnostics.map { "\($0.line ?? 0): \($0.message)" } == [
        "3: <file> has no <body>: no <trans-unit> to read"
      ])
    #expect(noBody.diagnostics.first?.severity == .error)
    let noTarget = read(
      "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\"><body>\n<trans-unit id=\"k\"><source>Hi</source>\n<target>Hallo</target></trans-unit></body></file></xliff>",
      path: "c.xliff", .xliff)
    #expect(noTarget.strings.map(\.value) == ["Hi"])
    #expect(
      noTarget.diagnostics.map { "\($0.line ?? 0): \($0.message)" } == [
        "4: <file> has no target-language, so its <target> texts cannot be given a locale; not read"
      ])
  }

  @Test("an XLIFF declared ISO-8859-1 is decoded as such; an unknown encoding is refused by name")
  func declaredEncodings() {
    var bytes = Array(
      "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" target-language=\"fr\"><body><trans-unit id=\"k\"><source>Done</source><target>Termin"
        .utf8)
    bytes.append(0xE9)  // é in ISO-8859-1
    bytes += Array("</target></trans-unit></body></file></xliff>".utf8)
    let latin = LocalizationReader.read(Data(bytes), path: "fr.xliff", format: .xliff)
    #expect(latin.diagnostics.isEmpty)
    #expect(latin.strings.last?.value == "Terminé")
    let shiftJIS = read(
      #"<?xml version="1.0" encoding="Shift_JIS"?><xliff version="1.2"/>"#, path: "ja.xliff", .xliff)
    #expect(
      shiftJIS.diagnostics.map(\.message) == [
        "the XML declaration names encoding 'Shift_JIS', which TypeFit does not read (UTF-8, UTF-16, ISO-8859-1, US-ASCII and windows-1252 are read); save the file as UTF-8"
      ])
  }

  /// An XLIFF of one `de` unit whose target is `target` (bytes), declared in `encoding`, the
  /// target on line 3.
  private func xliff(encoding: String, target: [UInt8]) -> LocalizationReadResult {
    var bytes = Array(
      "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" target-language=\"de\"><body>\n<trans-unit id=\"k\"><source>a</source><target>"
        .utf8)
    bytes += target
    bytes += Array("</target></trans-unit></body></file></xliff>".utf8)
    return LocalizationReader.read(Data(bytes), path: "de.xliff", format: .xliff)
  }

  @Test(
    "windows-1252: defined bytes are read as they are, each undefined byte is U+FFFD, the first named at its place"
  )
  func windows1252UndefinedBytes() {
    // "Gr" Ÿ 0x81 "e": the attack's file (A17-18), read as Gr\u{FFFD}\u{FFFD}e before.
    let one = xliff(encoding: "windows-1252", target: Array("Gr".utf8) + [0x9F, 0x81] + Array("e".utf8))
    #expect(one.strings.last?.value == "GrŸ\u{FFFD}e")
    #expect(
      one.diagnostics.map(\.description) == [
        "de.xliff:3:49: byte 0x81 is not a character in windows-1252, the encoding the XML declaration names "
          + "(0x81, 0x8D, 0x8F, 0x90 and 0x9D are undefined there); replaced by U+FFFD, and the other bytes read "
          + "as windows-1252"
      ])
    #expect(one.diagnostics.map(\.kind) == [.invalidEncoding])
    #expect(one.diagnostics.map(\.severity) == [.error])
    // "Grüße " 0x8D Ÿ € and 0x90: the valid bytes around the undefined ones are kept.
    let many = xliff(
      encoding: "windows-1252", target: [0x47, 0x72, 0xFC, 0xDF, 0x65, 0x20, 0x8D, 0x9F, 0x80, 0x90, 0x93])
    #expect(many.strings.last?.value == "Grüße \u{FFFD}Ÿ€\u{FFFD}“")
    #expect(many.diagnostics.first?.message.hasPrefix("byte 0x8D is not a character in windows-1252") == true)
    #expect(many.diagnostics.first?.message.contains("(and 1 more byte undefined after it)") == true)
    #expect(many.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["3:52"])
    // A valid windows-1252 file reads without a word, every byte 0x80–0xFF as Foundation reads it.
    let defined = (0x80...0xFF).map(UInt8.init).filter { ![0x81, 0x8D, 0x8F, 0x90, 0x9D].contains($0) }
    let valid = xliff(encoding: "cp1252", target: defined)
    #expect(valid.diagnostics.isEmpty)
    #expect(valid.strings.last?.value == String(data: Data(defined), encoding: .windowsCP1252))
    #expect(valid.strings.last?.value.unicodeScalars.count == defined.count)
  }

  @Test("US-ASCII with a byte above 0x7F: read as ISO-8859-1, and the first such byte named at its place")
  func asciiWithHighBytes() {
    let result = xliff(encoding: "US-ASCII", target: [0x47, 0x72, 0xFC, 0xDF, 0x65])
    #expect(result.strings.last?.value == "Grüße")
    #expect(
      result.diagnostics.map(\.description) == [
        "de.xliff:3:48: byte 0xFC is not ASCII, the encoding the XML declaration names (US-ASCII) (and 1 more "
          + "byte above 0x7F after it); the text was read as ISO-8859-1: declare the encoding the file is in, or "
          + "save it as UTF-8"
      ])
    #expect(result.diagnostics.map(\.kind) == [.invalidEncoding])
    let plain = xliff(encoding: "ascii", target: Array("Gruesse".utf8))
    #expect(plain.diagnostics.isEmpty)
    #expect(plain.strings.last?.value == "Gruesse")
  }

  @Test(
    "Android: <item type=\"string\"> is read, formatted=\"false\" keeps %, translatable=\"FALSE\" is skipped")
  func androidItems() {
    let result = read(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <resources>
        <item type="string" name="item_title">Title</item>
        <item type="dimen" name="margin">16dp</item>
        <string name="percent" formatted="false">100% %d sure</string>
        <string name="brand" translatable="FALSE">TypeFit</string>
        <string name="count">%d files</string>
      </resources>
      """, path: "res/values-de/strings.xml", .android)
    #expect(result.strings.map(\.key) == ["item_title", "percent", "count"])
    #expect(result.strings.map(\.isFormatted) == [true, false, true])
    let filler = FormatArgumentFiller()
    #expect(filler.fill(result.strings[1]).text == "100% %d sure")
    #expect(filler.fill(result.strings[1]).diagnostics.isEmpty)
    #expect(filler.fill(result.strings[2]).text == "1,234 files")
    #expect(
      result.diagnostics.map(\.message) == [
        "1 string of resources marked translatable=\"false\" not checked: TypeFit checks the strings translators "
          + "localize; references to them are resolved"
      ])
  }

  /// Thirty-second attack A32-3: `translatable="false"` strings were left out without a word,
  /// and a reference to one (`@string/app_name`, Android's usual way to write an app's name
  /// once) was "defined by no strings file" and measured as written.
  @Test(
    "a reference to a translatable=\"false\" string shows its text; the string itself is counted, not checked"
  )
  func referenceToUntranslatable() {
    let result = read(
      """
      <resources>
        <string name="app_name" translatable="false">MyApp</string>
        <string name="title">Über @string/x</string>
        <string name="about">@string/app_name</string>
        <string-array name="names" translatable="false"><item>A</item><item>B</item></string-array>
      </resources>
      """, path: "res/values/strings.xml", .android)
    #expect(result.strings.map { "\($0.key)=\($0.value)" } == ["title=Über @string/x", "about=MyApp"])
    #expect(result.diagnostics.map(\.severity) == [.note])
    #expect(result.diagnostics.first?.message.hasPrefix("3 strings of resources marked translatable") == true)
  }

  @Test(
    "two plist <key>s in a row refuse the file at the first, as CoreFoundation refuses it (it takes the second for the value)"
  )
  func plistKeysInARow() {
    let result = read(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>lost</key>
      <key>files</key>
      <dict><key>NSStringLocalizedFormatKey</key><string>%d Dateien</string></dict>
      </dict></plist>
      """, path: "de.lproj/Localizable.stringsdict", .stringsdict)
    #expect(result.strings.isEmpty)
    #expect(
      result.diagnostics.map { "\($0.line ?? 0): \($0.message)" } == [
        "3: <key>lost</key> (line 3) is followed by another <key>, which Foundation reads as its value, so the "
          + "element after them (line 5) stands where a <key> belongs: Foundation cannot read this property list "
          + "(\"Found non-key inside <dict>\"), so the app gets no table from this file; not checked. Give "
          + "<key>lost</key> a value, or remove it"
      ])
  }

  @Test("one catalog entry nested too deep is skipped alone; the entries after it are read")
  func deepCatalogEntry() {
    let deep = String(repeating: #"{"a":"#, count: 100) + "1" + String(repeating: "}", count: 100)
    let json =
      #"{"sourceLanguage":"en","strings":{"first":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Eins"}}}},"#
      + #""deep":\#(deep),"#
      + #""last":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Drei"}}}}},"version":"1.0"}"#
    let result = read(json, path: "L.xcstrings", .xcstrings)
    #expect(result.strings.filter { $0.locale == "de" }.map(\.value) == ["Eins", "Drei"])
    #expect(result.diagnostics.map(\.kind) == [.nestingTooDeep])
    #expect(
      result.diagnostics.first?.message.hasSuffix(#"in the entry "deep"; that entry was skipped"#) == true)
  }

  @Test("bare CR line endings count as lines in .strings and catalogs")
  func bareCR() {
    let strings = read(
      "\"a\" = \"A\";\r\"b\" = \"B\";\r\"c\" = \"C\";\r", path: "de.lproj/L.strings", .strings)
    #expect(strings.strings.map(\.location.line) == [1, 2, 3])
    let catalog = read(
      "{\r\"sourceLanguage\":\"en\",\r\"strings\":{\r\"k\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"x\"}}}}}}",
      path: "L.xcstrings", .xcstrings)
    #expect(catalog.strings.last?.location.line == 4)
  }

  @Test("%#x is 0x4d2, %#o is 02322; a %999999d width stops at the label limit")
  func formatFlags() {
    let filler = FormatArgumentFiller()
    #expect(filler.fill("%#x %#X %#o %x").text == "0x4d2 0X4D2 02322 4d2")
    let padded = filler.fill(String(repeating: "%999999d", count: 100))
    #expect(padded.text.utf16.count == FormatArgumentFiller.maximumPaddedLength)
    #expect(padded.isCapped)
  }

  @Test("the 17th substitution variable is expanded; 5,000 variables read in bounded work and warnings")
  func manyVariables() {
    func stringsdict(_ count: Int, defined: Int) -> String {
      let references = (0..<count).map { "%#@v\($0)@" }.joined(separator: " ")
      let variables = (0..<defined).map {
        "<key>v\($0)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
          + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>x\($0)</string></dict>"
      }.joined()
      return "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>k</key><dict>"
        + "<key>NSStringLocalizedFormatKey</key><string>\(references)</string>\(variables)</dict></dict></plist>"
    }
    let seventeen = read(stringsdict(17, defined: 17), path: "de.lproj/L.stringsdict", .stringsdict)
    #expect(seventeen.diagnostics.isEmpty)
    #expect(seventeen.strings.first?.value.hasSuffix("x15 x16") == true)
    let many = read(stringsdict(5_000, defined: 2_500), path: "de.lproj/L.stringsdict", .stringsdict)
    #expect(many.strings.count == 1)
    #expect(many.strings.first?.value.hasPrefix("x0 x1 x2") == true)
    #expect(many.diagnostics.count == SubstitutionExpander.reportedNames + 1)
    #expect(many.diagnostics.last?.message == "and 2492 more variables without forms; left as written")
  }

  @Test("an XMLParser error comes with its meaning (libxml2 error 81: encoding)")
  func xmlErrorMeaning() {
    #expect(XMLTreeBuilder.describe(81).hasPrefix("the bytes do not match the document's encoding"))
    // Thirty-second attack A32-7: a declaration after a line break named a reserved name only.
    #expect(
      XMLTreeBuilder.describe(64)
        == "reserved name: names starting with 'xml' are reserved; an XML declaration (<?xml …?>) must be the "
        + "very first thing in the file, before any space, line break or comment (libxml2 error 64)")
    // Thirty-first attack A31-2: XML 1.1 was "XMLParser error 97", a bare number.
    #expect(
      XMLTreeBuilder.describe(97)
        == "XML version other than 1.0, such as 1.1, which the XML reader does not read: declare "
        + "version=\"1.0\"; localization files need nothing of XML 1.1 (libxml2 error 97)")
    // Fifty-second attack A52-7: a prefix without its declaration was a bare number.
    #expect(
      XMLTreeBuilder.describe(201)
        == "a namespace prefix used without its declaration: declare it on the root element, as Android's "
        + "<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\" "
        + "xmlns:tools=\"http://schemas.android.com/tools\"> does (libxml2 error 201)")
    #expect(
      XMLTreeBuilder.describe(9999)
        == "XMLParser error 9999 (libxml2 xmlParserErrors; check the document is well-formed XML)")
  }

  /// Fifty-second attack A52-7: Android's `<xliff:g>` with `xmlns:xliff` forgotten on
  /// `<resources>` stops libxml2 with a namespace error, once a bare number.
  @Test("a namespace prefix without its declaration is said to be one, at its place")
  func undeclaredNamespacePrefix() {
    let text = "<resources>\n<string name=\"a\">Hi <xliff:g id=\"n\">%1$s</xliff:g></string>\n</resources>\n"
    let result = read(text, path: "res/values-de/strings.xml", .android)
    #expect(result.strings.isEmpty)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.line == 2)
    #expect(
      result.diagnostics.first?.message.hasPrefix(
        "malformed XML: a namespace prefix used without its declaration: declare it on the root element")
        == true)
    #expect(result.diagnostics.first?.message.hasSuffix("(libxml2 error 201)") == true)
  }

  /// Thirty-second attack A32-4: libxml2 counts line feeds only, so in a file of bare-CR line
  /// endings every syntax error was at line 1, at the file's byte offset.
  @Test("a syntax error in a file of bare-CR line endings is placed at its line and column")
  func bareCarriageReturnPlace() {
    let text = "<resources>\r<string name=\"a\">x</string>\r<string name=\"d\">x</stri>\r</resources>\r"
    let result = read(text, path: "res/values-de/strings.xml", .android)
    #expect(result.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0)" }.first?.hasPrefix("3:") == true)
    #expect(
      XMLTreeBuilder.placeCountingCarriageReturns(in: Array("ab\rcd\r\nef".utf8), line: 1, column: 5) == (
        2, 2
      ))
    // Line feeds only, or CRLF: libxml2's place as it is.
    #expect(
      XMLTreeBuilder.placeCountingCarriageReturns(in: Array("ab\r\ncd".utf8), line: 2, column: 2) == (2, 2))
  }

  /// Thirty-fourth attack A34-3: the places TypeFit finds itself before libxml2 runs counted
  /// line feeds only, so in a bare-CR file each was on line 1 (`1:48` for `3:8`).
  @Test(
    "places found before the XML parser runs count a bare CR as a line end, as in LF and CR LF files",
    arguments: [
      ("<resources>\n<string name=\"a\">x</string>\n<!-- a -- b -->\n</resources>", "3:8"),
      ("<?xml version=\"1.0\"?>\n<!DOCTYPE r [\n<!ENTITY x \"y\">\n]>\n<resources/>", "3:0"),
      ("<resources>\n\n<?name?>\n</resources>", "3:0"),
      ("<resources>\n\n<string name=\"a\"><![CDATA[ abc \n\n", "3:18"),
      ("<resources>\n<string name=\"a\">x</string>\n\n<a b=\"<\"/>\n</resources>", "4:7"),
    ])
  func preScanPlacesAfterBareCarriageReturns(text: String, place: String) {
    for ending in ["\n", "\r\n", "\r"] {
      let result = read(
        text.replacingOccurrences(of: "\n", with: ending), path: "res/values-de/strings.xml", .android)
      #expect(
        result.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0)" }.first == place,
        "\(ending.debugDescription): \(result.diagnostics.map(\.message))")
    }
    let attributes = (0..<200).map { "a\($0)=\"1\"" }.joined(separator: " ")
    let many = read(
      "<resources>\r\r<string \(attributes)>x</string>\r</resources>", path: "v/strings.xml", .android)
    #expect(many.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0)" }.first == "3:1")
  }

  @Test("a .strings text under an XML name is 'not an XML document' at the line of its first character")
  func notXML() {
    let result = read("\n\n\"k\" = \"v\";\n", path: "res/values-de/strings.xml", .android)
    #expect(result.strings.isEmpty)
    #expect(result.diagnostics.map(\.kind) == [.syntaxError])
    #expect(result.diagnostics.first?.file == "res/values-de/strings.xml")
    #expect(result.diagnostics.first?.line == 3)
    #expect(
      result.diagnostics.first?.message
        == "not an XML document: the text does not start with '<' (is it a .strings, JSON or plain-text file "
        + "with an XML name?) (libxml2 error 4)")
    let xliff = read("{\"k\": 1}", path: "de.xliff", .xliff)
    #expect(xliff.diagnostics.first?.message.hasPrefix("not an XML document: ") == true)
  }

  @Test("the walker is linear in depth: 200 nested folders give one file and no diagnostic")
  func deepWalk() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typefit-walk-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let deepest = root + String(repeating: "/d", count: 200) + "/de.lproj"
    try FileManager.default.createDirectory(atPath: deepest, withIntermediateDirectories: true)
    try Data("\"k\" = \"v\";".utf8).write(to: URL(fileURLWithPath: deepest + "/L.strings"))
    let found = LocalizationFileWalker().findFiles(in: [root])
    #expect(found.files.map(\.path) == [deepest + "/L.strings"])
    #expect(found.diagnostics.isEmpty)
  }

  @Test(
    "language tags: BCP 47 shape only",
    arguments: [
      ("de", true), ("pt-BR", true), ("zh-Hant-TW", true), ("pt_BR", true), ("x-private", true), ("", false),
      ("+", false), ("b+", false), ("d e", false), ("de-", false), ("toolongsubtag", false),
      ("e\u{1B}", false),
    ])
  func languageTags(_ tag: String, _ wellFormed: Bool) {
    #expect(LocaleTag.isWellFormed(tag) == wellFormed)
  }

  @Test("a .strings value of 300,000 escapes reads whole, and the key after it is kept")
  func manyEscapes() {
    let escapes = String(repeating: #"\n\"\U00E9"#, count: 100_000)
    let result = read(
      "\"long\" = \"a\(escapes)b\";\n\"next\" = \"N\";\n", path: "de.lproj/L.strings", .strings)
    #expect(result.diagnostics.isEmpty)
    #expect(result.strings.map(\.key) == ["long", "next"])
    #expect(result.strings.first?.value == "a" + String(repeating: "\n\"é", count: 100_000) + "b")
    #expect(result.strings.last.map { "\($0.value)@\($0.location.line):\($0.location.column)" } == "N@2:10")
  }

  @Test("the walker stops after maximumEntries entries with an error; the files found before are kept")
  func entryCap() throws {
    let root = NSTemporaryDirectory() + "typefit-cap-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    for name in ["a", "b", "c"] {
      try FileManager.default.createDirectory(
        atPath: "\(root)/\(name).lproj", withIntermediateDirectories: true)
      for file in 0..<4 {
        try Data("\"k\" = \"v\";".utf8).write(
          to: URL(fileURLWithPath: "\(root)/\(name).lproj/T\(file).strings"))
      }
    }
    // 3 folders in the root, then 4 files in each: a.lproj brings it to 7, b.lproj to 11.
    let outcome = LocalizationFileWalker(maximumEntries: 10).findFiles(in: [root])
    #expect(
      outcome.files.map { String($0.path.dropFirst(root.count + 1)) }
        == (0..<4).map { "a.lproj/T\($0).strings" })
    #expect(
      outcome.diagnostics.map { "\($0.severity) \($0.file.dropFirst(root.count + 1)): \($0.message)" } == [
        "error b.lproj: the walk stopped here, after listing more than 10 files and folders; "
          + "the files found so far are checked, the rest are not (give narrower paths)"
      ])
    #expect(LocalizationFileWalker(maximumEntries: 15).findFiles(in: [root]).files.count == 12)
  }
}
