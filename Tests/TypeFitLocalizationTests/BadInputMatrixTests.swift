import Foundation
import Testing

@testable import TypeFitLocalization

/// The reader half of the bad-input matrix (Docs/Reliability.md): each damaged file gives one
/// exact diagnostic kind, severity and place, and every string around the damage is still read.
@Suite("Bad-input matrix: readers")
struct BadInputMatrixTests {
  /// One row of the matrix: bytes in a format, and what reading them must report.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let format: LocalizationFormat
    let bytes: [UInt8]
    let kind: LocalizationDiagnostic.Kind
    let severity: LocalizationDiagnostic.Severity
    /// Expected line; `nil` when the diagnostic concerns the whole file.
    let line: Int?
    /// Keys that must still be read despite the damage.
    let keptKeys: Set<String>

    init(
      _ name: String, _ format: LocalizationFormat, _ text: String, kind: LocalizationDiagnostic.Kind,
      severity: LocalizationDiagnostic.Severity = .error, line: Int?, kept: Set<String> = []
    ) {
      self.init(name, format, bytes: Array(text.utf8), kind: kind, severity: severity, line: line, kept: kept)
    }

    init(
      _ name: String, _ format: LocalizationFormat, bytes: [UInt8], kind: LocalizationDiagnostic.Kind,
      severity: LocalizationDiagnostic.Severity = .error, line: Int?, kept: Set<String> = []
    ) {
      self.name = name
      self.format = format
      self.bytes = bytes
      self.kind = kind
      self.severity = severity
      self.line = line
      self.keptKeys = kept
    }

    var testDescription: String { name }
  }

  /// UTF-16 little-endian bytes of `text`, with or without a byte order mark.
  static func utf16LE(_ text: String, bom: Bool = true) -> [UInt8] {
    (bom ? [0xFF, 0xFE] : []) + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
  }

  static let nestedJSON = #"{"strings":{"a":"# + String(repeating: "[", count: 10_000) + "}}"
  static let nestedPlist =
    "<plist><dict><key>k</key>" + String(repeating: "<dict><key>a</key>", count: 500) + "</plist>"
  static let entityHeader =
    "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n"
  static let laughs =
    "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;&lol;\">]>\n"

  static let cases: [Case] = [
    // Truncated JSON and wrong JSON types (.xcstrings).
    Case(
      "truncated catalog", .xcstrings, #"{"strings":{"a":{"localizations":{"de":{"stringUnit":{"value":"x""#,
      kind: .syntaxError, line: 1),
    Case("empty catalog", .xcstrings, "", kind: .syntaxError, line: 1),
    Case("catalog is an array", .xcstrings, "[1, 2]", kind: .unexpectedType, line: 1),
    Case("strings is an array", .xcstrings, #"{"strings":["a"]}"#, kind: .unexpectedType, line: 1),
    Case(
      "value is a number, next key kept", .xcstrings,
      #"{"strings":{"a":{"localizations":{"de":{"stringUnit":{"value":5}}}},"#
        + "\n" + #""b":{"localizations":{"de":{"stringUnit":{"value":"ok"}}}}}}"#,
      kind: .unexpectedType, line: 1, kept: ["b"]),
    Case(
      "value is a boolean on line 2", .xcstrings,
      #"{"strings":{"a":{"localizations":{"de":{"stringUnit":{"value":"ok"}}}},"#
        + "\n" + #""b":{"localizations":{"de":{"stringUnit":{"value":true}}}}}}"#,
      kind: .unexpectedType, line: 2, kept: ["a"]),
    Case(
      "lone surrogate escape in JSON", .xcstrings,
      #"{"strings":{"a":{"localizations":{"de":{"stringUnit":{"value":"x\ud800y"}}}}}}"#,
      kind: .invalidEncoding, severity: .warning, line: 1, kept: ["a"]),
    Case(
      "syntax error in a catalog's third entry", .xcstrings,
      #"{"sourceLanguage":"en","strings":{"a":{},"#
        + "\n" + #""b":{"localizations":{"de":{"stringUnit":{"value":"B"}}}},"# + "\n"
        + #""c":{"localizations":[}}"#,
      kind: .syntaxError, line: 3, kept: ["a", "b"]),
    Case("JSON nested 10,000 deep", .xcstrings, nestedJSON, kind: .nestingTooDeep, line: 1),
    Case(
      "invalid UTF-8 in a catalog", .xcstrings,
      bytes: Array(#"{"strings":{"a":{"localizations":{"de":{"stringUnit":{"value":""#.utf8) + [0xC3, 0x28]
        + Array(#""}}}}}}"#.utf8), kind: .invalidEncoding, line: 1, kept: ["a"]),
    // .strings: grammar, encodings, byte order marks.
    Case(
      "missing semicolon", .strings, "\"a\" = \"Hallo\";\n\"b\" = \"Welt\"\n\"c\" = \"x\";\n",
      kind: .syntaxError, line: 3, kept: ["a", "b", "c"]),
    Case(
      "unterminated string", .strings, "\"a\" = \"ok\";\n\"b\" = \"open;\n",
      kind: .syntaxError, line: 2, kept: ["a"]),
    Case(
      "value missing its closing quote mid-file", .strings,
      "\"a\" = \"ok\";\n\"b\" = \"open;\n\"c\" = \"x\";\n",
      kind: .syntaxError, line: 2, kept: ["a", "c"]),
    Case(
      "invalid UTF-8 on line 2", .strings,
      bytes: Array("\"a\" = \"ok\";\n\"b\" = \"".utf8) + [0xC3] + Array("\";\n\"c\" = \"fine\";\n".utf8),
      kind: .invalidEncoding, line: 2, kept: ["a", "b", "c"]),
    Case(
      "lone high surrogate in \\U escape", .strings, "\"a\" = \"\\UD800\";\n\"b\" = \"ok\";\n",
      kind: .invalidEncoding, severity: .warning, line: 1, kept: ["a", "b"]),
    Case(
      "lone low surrogate in \\U escape", .strings, "\"a\" = \"ok\";\n\"b\" = \"x\\UDC00\";\n",
      kind: .invalidEncoding, severity: .warning, line: 2, kept: ["a", "b"]),
    Case(
      "lone surrogate in raw UTF-16", .strings,
      bytes: utf16LE("\"a\" = \"") + [0x00, 0xD8] + utf16LE("\";\n\"b\" = \"ok\";\n", bom: false),
      kind: .invalidEncoding, line: 1, kept: ["a", "b"]),
    Case(
      "UTF-16 BOM on UTF-8 text", .strings, bytes: [0xFF, 0xFE] + Array("\"a\" = \"b\";\n".utf8),
      kind: .invalidEncoding, line: nil),
    Case(
      "unknown escape", .strings, "\"a\" = \"\\q\";\n", kind: .invalidEscape, severity: .warning, line: 1,
      kept: ["a"]),
    // .stringsdict and XML formats.
    Case("empty stringsdict", .stringsdict, "", kind: .syntaxError, line: nil),
    Case("empty XLIFF", .xliff, "", kind: .syntaxError, line: nil),
    Case("empty Android XML", .android, "", kind: .syntaxError, line: nil),
    Case("plist nested 500 deep", .stringsdict, nestedPlist, kind: .nestingTooDeep, line: 1),
    Case(
      "external entity in stringsdict", .stringsdict,
      entityHeader + "<plist><dict><key>k</key><string>&xxe;</string></dict></plist>", kind: .unsafeXML,
      line: 2),
    Case(
      "billion laughs in XLIFF", .xliff,
      laughs
        + "<xliff><file source-language=\"en\" target-language=\"de\"><body><trans-unit id=\"a\"><source>&lol2;</source><target>x</target></trans-unit></body></file></xliff>",
      kind: .unsafeXML, line: 2),
    Case(
      "external entity in Android XML", .android,
      entityHeader + "<resources><string name=\"a\">&xxe;</string></resources>", kind: .unsafeXML, line: 2),
    // Regression: crashed Foundation's XMLParser (strlen of a null PI data pointer); fuzz find.
    Case(
      "processing instruction without data (fuzz crash)", .stringsdict,
      bytes: Array("<?xml".utf8) + [0xD7] + Array("?>\n<plot".utf8), kind: .unsafeXML, line: 1),
    Case(
      "<?name?> right after another '<?' (second fuzz crash)", .android,
      "<resourc<?<?xm?>\n<resources/>", kind: .unsafeXML, line: 1),
    // Third fuzz crash: libxml2 went on after an unterminated comment holding a byte it could
    // not decode, and met `<?xm?>` inside an attribute value.
    Case(
      "<?name?> after an unterminated comment with an undecodable byte (third fuzz crash)", .android,
      bytes: Array("<resources>\n<!-- shown on the home scre".utf8) + [0xA5, 0x91]
        + Array("\n<string name=\"g\u{12}<?xm?>c\">x</string>\n</resources>".utf8),
      kind: .unsafeXML, line: 3),
    Case(
      "<?name?> in a closed comment holding a control character is refused (the parser may stop there)",
      .android,
      "<resources>\n<!-- \u{01} <?xm?> -->\n<string name=\"a\">x</string>\n</resources>",
      kind: .unsafeXML, line: 2),
    Case(
      "<?name?> inside Android resources", .android,
      "<resources>\n<string name=\"a\">x</string>\n<?tool?>\n</resources>", kind: .unsafeXML, line: 3),
    Case(
      "unclosed element in Android XML", .android,
      "<resources>\n<string name=\"a\">x</string>\n<string name=\"b\">open\n<string name=\"c\">ok</string>\n</resources>",
      kind: .syntaxError, line: 5),
    Case(
      "truncated XLIFF", .xliff,
      "<xliff><file source-language=\"en\" target-language=\"de\"><body>\n<trans-unit id=\"b\"><source>A</source><target>B",
      kind: .syntaxError, line: 2),
    Case(
      "invalid UTF-8 in XLIFF", .xliff,
      bytes: Array(
        "<xliff><file source-language=\"en\" target-language=\"de\"><body>\n<trans-unit id=\"a\"><source>A</source><target>"
          .utf8)
        + [0xFF] + Array("</target></trans-unit></body></file></xliff>".utf8), kind: .invalidEncoding,
      line: 2,
      kept: ["a"]),
  ]

  @Test("each damaged file reports its exact kind and place, and keeps the rest", arguments: cases)
  func matrix(_ testCase: Case) throws {
    let path = testCase.format == .android ? "res/values-de/strings.xml" : "de.lproj/Localizable"
    let result = LocalizationReader.read(Data(testCase.bytes), path: path, format: testCase.format)
    let diagnostic = try #require(
      result.diagnostics.first { $0.kind == testCase.kind }, "diagnostics: \(result.diagnostics)")
    #expect(diagnostic.severity == testCase.severity)
    #expect(diagnostic.file == path)
    #expect(diagnostic.line == testCase.line)
    #expect(
      testCase.keptKeys.isSubset(of: Set(result.strings.map(\.key))), "read: \(result.strings.map(\.key))")
    #expect(result.strings.allSatisfy { $0.location.file == path && $0.location.line >= 1 })
  }

  @Test("<?name?> inside a comment or CDATA is text, and the XML declaration is no instruction")
  func processingInstructionLookalikes() {
    let xml = """
      <?xml version="1.0" encoding="utf-8"?>
      <resources><!-- <?a?> --><string name="a"><![CDATA[<?b?>]]></string></resources>
      """
    let result = LocalizationReader.read(Data(xml.utf8), path: "res/values/strings.xml", format: .android)
    #expect(result.diagnostics.isEmpty)
    #expect(result.strings.map(\.value) == ["<?b?>"])
  }

  @Test("an empty .strings file is a valid empty table: no strings, no diagnostics")
  func emptyStringsFile() {
    let result = LocalizationReader.read(Data(), path: "de.lproj/x.strings", format: .strings)
    #expect(result.strings.isEmpty && result.diagnostics.isEmpty)
  }

  @Test("a UTF-8 byte order mark and a UTF-16 big-endian one both read")
  func byteOrderMarks() {
    let utf8 = LocalizationReader.read(
      Data([0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";".utf8)), path: "x.strings", format: .strings)
    let utf16BE: [UInt8] =
      [0xFE, 0xFF] + "\"a\" = \"b\";".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    let bigEndian = LocalizationReader.read(Data(utf16BE), path: "x.strings", format: .strings)
    #expect(utf8.strings.map(\.value) == ["b"] && utf8.diagnostics.isEmpty)
    #expect(bigEndian.strings.map(\.value) == ["b"] && bigEndian.diagnostics.isEmpty)
  }

  @Test("a 10 MB value is read whole and quickly, in .strings and in a catalog")
  func tenMegabyteValue() {
    let value = String(repeating: "Einstellungen ", count: 10_000_000 / 14)
    let strings = LocalizationReader.read(
      Data("\"k\" = \"\(value)\";\n\"next\" = \"x\";".utf8), path: "x.strings", format: .strings)
    #expect(strings.strings.first?.value.utf8.count == value.utf8.count)
    #expect(strings.strings.map(\.key) == ["k", "next"])
    let catalog = LocalizationReader.read(
      Data(#"{"strings":{"k":{"localizations":{"de":{"stringUnit":{"value":"\#(value)"}}}}}}"#.utf8),
      path: "x.xcstrings", format: .xcstrings)
    #expect(catalog.strings.contains { $0.value.utf8.count == value.utf8.count })
  }

  @Test("a catalog of 200,000 keys in a file is read completely")
  func manyKeys() throws {
    let count = 200_000
    var text = #"{"sourceLanguage":"en","strings":{"#
    text.reserveCapacity(count * 80)
    for index in 0..<count {
      if index > 0 { text += ",\n" }
      text += #""k\#(index)":{"localizations":{"de":{"stringUnit":{"value":"W\#(index)"}}}}"#
    }
    text += "}}"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-many-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Big.xcstrings")
    try Data(text.utf8).write(to: file)
    let result = LocalizationReader().read(paths: [folder.path])
    #expect(result.diagnostics.isEmpty)
    let german = result.strings.filter { $0.locale == "de" }
    #expect(german.count == count)
    #expect(german.last?.location.line == count)
  }

  @Test("a folder named like a file is reported unreadable, not skipped in silence")
  func folderNamedLikeFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-dir-\(UUID())")
    let fake = folder.appendingPathComponent("Localizable.strings")
    try FileManager.default.createDirectory(at: fake, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = LocalizationReader().read(file: LocalizationFile(path: fake.path, format: .strings))
    #expect(result.diagnostics.map(\.kind) == [.unreadableFile])
    #expect(result.diagnostics.first?.file == fake.path)
  }
}
