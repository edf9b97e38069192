import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// XML property lists that libxml2 reads and CoreFoundation's own XML property-list parser
/// (`CFPropertyList.c`, what the device uses) refuses whole: a value element written wrong, an
/// unknown element, markup inside a value. TypeFit refuses such a file with an error naming
/// the place and CoreFoundation's words, and reads the other files (tenth attack, H3).
@Suite("Property lists: value elements as CoreFoundation reads them (tenth attack H3)")
struct PropertyListValueConformanceTests {
  private static let path = "de.lproj/Localizable.stringsdict"

  /// A `.stringsdict` whose entry holds `<key>extra</key>` and then `value` on line 4.
  private static func stringsdict(_ value: String) -> Data {
    Data(
      ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<plist version=\"1.0\"><dict><key>k</key><dict>\n"
        + "<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\n"
        + "<key>extra</key>\(value)\n"
        + "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n"
        + "<key>one</key><string>one</string><key>other</key><string>other</string></dict>\n"
        + "</dict></dict></plist>\n").utf8)
  }

  private static func refusal(_ problem: String, _ foundation: String, _ fix: String) -> String {
    "\(problem): Foundation cannot read this property list (\"\(foundation)\"), so the app gets no table from "
      + "this file; not checked. \(fix)"
  }

  private static let integerFix =
    "Write a whole number such as 42 or 0x2A, without spaces after it, entities or CDATA"
  private static let elementsFix =
    "A property list holds only the elements plist, dict, key, string, array, integer, real, true, false, date and data"

  /// Each value CoreFoundation refuses, with the line, column and message TypeFit gives.
  static let refused: [(value: String, line: Int, column: Int, message: String)] = [
    (
      "<integer><!-- c -->1</integer>", 4, 26,
      refusal(
        "a comment inside <integer> (line 4)", "Encountered empty <integer>",
        "Move the comment out of the <integer>")
    ),
    (
      "<integer>1<!-- c --></integer>", 4, 27,
      refusal(
        "a comment inside <integer> (line 4)",
        "Encountered unexpected character ! while looking for close tag",
        "Move the comment out of the <integer>")
    ),
    (
      "<real>1.5<!-- c --></real>", 4, 26,
      refusal(
        "a comment inside <real> (line 4)", "Encountered improper CDATA opening",
        "Move the comment out of the <real>")
    ),
    (
      "<data>AAAA<!-- c --></data>", 4, 27,
      refusal(
        "a comment inside <data> (line 4)", "Encountered unexpected character ! while looking for close tag",
        "Move the comment out of the <data>")
    ),
    (
      "<date>2026-12-02T13:25:00Z<!-- c --></date>", 4, 43,
      refusal(
        "a comment inside <date> (line 4)", "Could not interpret <date>", "Move the comment out of the <date>"
      )
    ),
    (
      "<integer>abc</integer>", 4, 26,
      refusal(
        "<integer> (line 4) holds \"abc\", which is not an integer", "Hex digit in non-hex <integer>",
        integerFix)
    ),
    (
      "<integer>1 </integer>", 4, 27,
      refusal(
        "<integer> (line 4) holds \"1 \", which is not an integer",
        "Unknown character ' ' (0x20) in <integer>",
        integerFix)
    ),
    (
      "<integer>&#49;</integer>", 4, 26,
      refusal(
        "<integer> (line 4) holds \"&#49;\", which is not an integer",
        "Unknown character '&' (0x26) in <integer>",
        integerFix)
    ),
    (
      "<integer><![CDATA[1]]></integer>", 4, 26,
      refusal(
        "a CDATA section inside <integer> (line 4)", "Encountered empty <integer>",
        "Write the value without CDATA")
    ),
    (
      "<integer>18446744073709551616</integer>", 4, 45,
      refusal(
        "<integer> (line 4) holds \"18446744073709551616\", which is not an integer",
        "Integer overflow in <integer>",
        integerFix)
    ),
    (
      "<integer>-9223372036854775809</integer>", 4, 45,
      refusal(
        "<integer> (line 4) holds \"-9223372036854775809\", which is not an integer",
        "Integer underflow in <integer>", integerFix)
    ),
    (
      "<integer>-</integer>", 4, 27,
      refusal("<integer> (line 4) holds \"-\", which is not an integer", "Incomplete <integer>", integerFix)
    ),
    (
      "<integer></integer>", 4, 17,
      refusal(
        "<integer> (line 4) holds \"\", which is not an integer", "Encountered empty <integer>", integerFix)
    ),
    (
      "<integer/>", 4, 17,
      refusal(
        "an empty <integer/>", "Encountered empty <integer>", "Give it a value, or remove it with its <key>")
    ),
    (
      "<real>abc</real>", 4, 17,
      refusal(
        "<real> (line 4) holds \"abc\", which is not a number", "Encountered misformatted real",
        "Write a decimal number such as 1.5 or -2e3, without spaces after it")
    ),
    (
      "<real>1.5 </real>", 4, 17,
      refusal(
        "<real> (line 4) holds \"1.5 \", which is not a number", "Encountered misformatted real",
        "Write a decimal number such as 1.5 or -2e3, without spaces after it")
    ),
    (
      "<data>AAé=</data>", 4, 25,
      refusal(
        "<data> (line 4) holds \"é\", which is not base64",
        "Could not interpret <data> (invalid character 0xC3)",
        "Write the data in base64 (A–Z, a–z, 0–9, +, /, =)")
    ),
    (
      "<date>2026-12-02</date>", 4, 17,
      refusal(
        "<date> (line 4) holds \"2026-12-02\", which is not a date in the form YYYY-MM-DDThh:mm:ssZ",
        "Could not interpret <date>", "Write it as 2026-12-02T13:25:00Z")
    ),
    (
      "<true>x</true>", 4, 23,
      refusal("<true> (line 4) is not empty", "Encountered non-empty <true>", "Write <true/>")
    ),
    (
      "<false> </false>", 4, 24,
      refusal("<false> (line 4) is not empty", "Encountered non-empty <false>", "Write <false/>")
    ),
    (
      "<foo>1</foo>", 4, 17,
      refusal("an element <foo>", "Encountered unknown tag foo", elementsFix)
    ),
    (
      "<String>v</String>", 4, 17,
      refusal("an element <String>", "Encountered unknown tag String", elementsFix)
    ),
    (
      "<string>a<?pi x?>b</string>", 4, 26,
      refusal(
        "a processing instruction inside <string> (line 4)",
        "Encountered unexpected character ? while looking for close tag",
        "Move the processing instruction out of the <string>")
    ),
    (
      "<string>a<b>x</b></string>", 4, 26,
      refusal(
        "an element <b> inside <string> (line 4)",
        "Encountered unexpected character b while looking for close tag",
        "Write '<' in text as &lt;, or remove the element")
    ),
    (
      "<string>v</string> junk", 4, 36,
      refusal(
        "text (\"j\") between the elements of <dict>",
        "Encountered unexpected character j while looking for open tag",
        "Put text inside a <string>, or remove it")
    ),
    (
      "<string>v</string><![CDATA[x]]>", 4, 35,
      refusal(
        "a CDATA section between the elements of <dict>", "Encountered unexpected EOF",
        "Put it inside a <string>, or remove it")
    ),
    (
      "<string>v</string><string>w</string>", 4, 35,
      refusal(
        "a value with no <key> before it in <dict> (line 2)", "Found non-key inside <dict>",
        "Give it a <key>, or remove it")
    ),
    (
      "<string>&#000000065;</string>", 4, 25,
      refusal(
        "the character reference &#000000065; has more than 8 digits",
        "Encountered unparseable unicode sequence while parsing data (too large of a value for a Unicode sequence)",
        "Write it without leading zeros")
    ),
  ]

  @Test(
    "a value CoreFoundation refuses refuses the whole .stringsdict, at its place, in CoreFoundation's words")
  func refusedValues() {
    for (value, line, column, message) in Self.refused {
      let result = StringsDictReader.read(Self.stringsdict(value), path: Self.path)
      #expect(result.strings.isEmpty, "\(value)")
      #expect(
        result.diagnostics.map {
          "\($0.severity) \($0.kind) \($0.file):\($0.line ?? 0):\($0.column ?? 0): \($0.message)"
        }
          == ["error syntaxError \(Self.path):\(line):\(column): \(message)"], "\(value)")
    }
  }

  @Test("values CoreFoundation reads are read, and the entry's strings are given")
  func acceptedValues() {
    let accepted = [
      "<integer>42</integer>", "<integer> -0x1F</integer>", "<integer>+ 7</integer>",
      "<integer>000</integer>",
      "<integer>0x0</integer>", "<integer>18446744073709551615</integer>",
      "<integer>-9223372036854775808</integer>", "<real>1.5</real>", "<real> -2e3</real>", "<real>.5</real>",
      "<real>7.</real>", "<real>-INF</real>", "<real>NaN</real>", "<real>Infinity</real>",
      "<real>1&#46;5</real>",
      "<real><![CDATA[2.5]]></real>", "<data>AAAA\n  BB==</data>", "<data></data>", "<data>!?</data>",
      "<date>2026-12-02T13:25:00Z</date>", "<date>-300-01-01T00:00:00Z</date>", "<true/>", "<false />",
      "<true></true>", "<array/>", "<array><string>a</string><integer>1</integer></array>", "<dict/>",
      "<string/>", "<string>&#233;&lt;&#x41;<![CDATA[<x>]]></string>", "<?pi data?><string>v</string>",
      "<!-- c --><string>v</string><!-- d -->", "<string>&#00000065;</string>",
    ]
    for value in accepted {
      let result = StringsDictReader.read(Self.stringsdict(value), path: Self.path)
      #expect(result.diagnostics.isEmpty, "\(value): \(result.diagnostics.map(\.message))")
      #expect(result.strings.map(\.value) == ["one", "other"], "\(value)")
    }
  }

  @Test(
    "a second object in <plist> and a DOCTYPE with an internal subset are refused, as CoreFoundation refuses them"
  )
  func documentLevel() {
    let second = StringsDictReader.read(
      Data("<plist>\n<dict></dict>\n<string>x</string>\n</plist>\n".utf8), path: Self.path)
    #expect(
      second.diagnostics.map { "\($0.line ?? 0): \($0.message)" } == [
        "3: "
          + Self.refusal(
            "a second object in <plist> (line 1)",
            "Encountered unexpected element (plist can only include one object)", "Keep one <dict> in <plist>"
          )
      ])
    let subset = StringsDictReader.read(
      Data("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n]>\n<plist><dict/></plist>\n".utf8), path: Self.path)
    #expect(subset.diagnostics.map(\.line) == [2])
    #expect(
      subset.diagnostics.first?.message.hasPrefix("a DOCTYPE with an internal subset ('[ … ]'): ") == true)
  }

  @Test("an XML .strings table with a value CoreFoundation refuses is not read")
  func xmlStringsTable() {
    let result = StringsTableForm.readXML(
      Array(
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n<key>a</key><string>A</string>\n"
          + "<key>b</key><integer>abc</integer>\n</dict></plist>\n").utf8),
      path: "de.lproj/Localizable.strings", options: LocalizationReadOptions()
    ).readResult
    #expect(result.strings.isEmpty)
    #expect(
      result.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" } == [
        "4:22: "
          + Self.refusal(
            "<integer> (line 4) holds \"abc\", which is not an integer", "Hex digit in non-hex <integer>",
            Self.integerFix)
      ])
  }

  @Test("what CoreFoundation reads and libxml2 refuses (&#0;, ']]>' in text) is an error that says so")
  func libxml2Refusals() {
    let nul = StringsDictReader.read(Self.stringsdict("<string>a&#x00;b</string>"), path: Self.path)
    #expect(nul.strings.isEmpty)
    #expect(
      nul.diagnostics.map { "\($0.severity) \($0.kind) \($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
        == [
          "error syntaxError 4:26: a character reference to U+0000 (&#0;): Foundation reads it as a NUL character, "
            + "but the XML parser TypeFit uses refuses it (libxml2 error 9), so this file is not checked. Remove it: an "
            + "app cannot show U+0000"
        ])
    let cdataEnd = StringsDictReader.read(Self.stringsdict("<string>a]]>b</string>"), path: Self.path)
    #expect(cdataEnd.strings.isEmpty)
    #expect(
      cdataEnd.diagnostics.map { "\($0.severity) \($0.kind) \($0.line ?? 0): \($0.message)" } == [
        "error syntaxError 4: ']]>' in text: Foundation reads it as text, but the XML parser TypeFit uses refuses "
          + "it outside a CDATA section (libxml2 error 62), so this file is not checked. Write ']]&gt;'"
      ])
  }

  @Test("every prefix of a document with each construct is checked without a crash; the whole is read")
  func truncatedText() {
    let document = Array(
      ("\u{FEFF}<?xml version=\"1.0\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"x.dtd\">\n"
        + "<!-- c --><plist version=\"1.0\"><dict><key>a</key><string>x&amp;&#233;<![CDATA[<y>]]></string>"
        + "<key>b</key><integer> -0x1F</integer><key>c</key><real>1.5e3</real><key>d</key><data>AA==</data>"
        + "<key>e</key><date>2026-12-02T13:25:00Z</date><key>f</key><true/><key>g</key><false></false>"
        + "<key>h</key><array><string/><dict/></array><?pi d?></dict></plist>\n").utf8)
    #expect(PropertyListConformance.refusal(in: document, path: "x") == nil)
    var refused = 0
    for length in 0..<document.count {
      if PropertyListConformance.refusal(in: Array(document[..<length]), path: "x") != nil { refused += 1 }
    }
    // Most prefixes end inside a value or tag; the checker names that instead of reading past the end.
    #expect(refused > document.count / 2)
  }

  @Test("a refused file beside a good one: one error for it, every string of the other is read")
  func goodFileBeside() throws {
    let folder = try TemporaryFolder("plist-conformance")
    let good = String(decoding: Self.stringsdict("<integer>1</integer>"), as: UTF8.self)
    try folder.write(
      "de.lproj/Localizable.stringsdict",
      String(decoding: Self.stringsdict("<integer>abc</integer>"), as: UTF8.self))
    try folder.write("fr.lproj/Localizable.stringsdict", good)
    let result = LocalizationReader().read(paths: [folder.path])
    #expect(result.strings.map { "\($0.locale) \($0.value)" } == ["fr one", "fr other"])
    #expect(
      result.diagnostics.map { "\($0.severity) \(($0.file as NSString).lastPathComponent):\($0.line ?? 0)" }
        == [
          "error Localizable.stringsdict:4"
        ])
    #expect(result.diagnostics.first?.file.hasSuffix("de.lproj/Localizable.stringsdict") == true)
  }
}
