import Foundation
import Testing

@testable import TypeFitLocalization

/// A `.stringsdict` that Xcode exported to XLIFF (`/key:dict/…:dict/:string` unit ids) is read
/// back into the entries the `.stringsdict` itself gives.
@Suite("XLIFF: exported .stringsdict entries")
struct XLIFFStringsDictExportTests {
  static let stringsDict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>items</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@n@ in %#@folders@</string>
        <key>n</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>d</string>
          <key>one</key>
          <string>%d Element</string>
          <key>other</key>
          <string>%d Elemente</string>
        </dict>
        <key>folders</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>one</key>
          <string>einem Ordner</string>
          <key>other</key>
          <string>%d Ordnern</string>
        </dict>
      </dict>
      <key>broken</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@missing@ Dateien</string>
      </dict>
    </dict>
    </plist>
    """

  /// The same content as Xcode's "Export Localizations" writes it (no
  /// `NSStringFormatSpecTypeKey` units for `n`, one for `folders`).
  static let xliff = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/en.lproj/Localizable.stringsdict" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <trans-unit id="/items:dict/NSStringLocalizedFormatKey:dict/:string">
            <source>%#@n@ in %#@folders@</source>
            <target>%#@n@ in %#@folders@</target>
            <note>Items in folders</note>
          </trans-unit>
          <trans-unit id="/items:dict/n:dict/NSStringFormatValueTypeKey:dict/:string">
            <source>d</source>
            <target>d</target>
          </trans-unit>
          <trans-unit id="/items:dict/n:dict/one:dict/:string">
            <source>%d item</source>
            <target>%d Element</target>
          </trans-unit>
          <trans-unit id="/items:dict/n:dict/other:dict/:string">
            <source>%d items</source>
            <target state="needs-review-translation">%d Elemente</target>
          </trans-unit>
          <trans-unit id="/items:dict/folders:dict/NSStringFormatSpecTypeKey:dict/:string">
            <source>NSStringPluralRuleType</source>
            <target>NSStringPluralRuleType</target>
          </trans-unit>
          <trans-unit id="/items:dict/folders:dict/one:dict/:string">
            <source>one folder</source>
            <target>einem Ordner</target>
          </trans-unit>
          <trans-unit id="/items:dict/folders:dict/other:dict/:string">
            <source>%d folders</source>
            <target>%d Ordnern</target>
          </trans-unit>
          <trans-unit id="/broken:dict/NSStringLocalizedFormatKey:dict/:string">
            <source>%#@missing@ files</source>
            <target>%#@missing@ Dateien</target>
          </trans-unit>
        </body>
      </file>
    </xliff>
    """

  static func texts(_ strings: [LocalizedString], locale: String) -> [String] {
    strings.filter { $0.locale == locale }.map { "\($0.key) [\($0.variant)] \($0.value)" }
  }

  @Test("the exported units give the same checked texts as the .stringsdict")
  func sameTextsAsTheStringsDict() {
    let plist = StringsDictReader.read(Data(Self.stringsDict.utf8), path: "de.lproj/Localizable.stringsdict")
    let export = XLIFFReader.read(Data(Self.xliff.utf8), path: "de.xliff")
    let expected = [
      "items [%#@n@ → one, %#@folders@ → one] %d Element in einem Ordner",
      "items [%#@n@ → one, %#@folders@ → other] %d Element in %d Ordnern",
      "items [%#@n@ → other, %#@folders@ → one] %d Elemente in einem Ordner",
      "items [%#@n@ → other, %#@folders@ → other] %d Elemente in %d Ordnern",
      // Kept as written, with the warning about the variable it names.
      "broken [] %#@missing@ Dateien",
    ]
    #expect(Self.texts(plist.strings, locale: "de") == expected)
    #expect(Self.texts(export.strings, locale: "de") == expected)
    #expect(
      Self.texts(export.strings, locale: "en").first
        == "items [%#@n@ → one, %#@folders@ → one] %d item in one folder")
    #expect(export.strings.allSatisfy { $0.format == .xliff })
    #expect(export.strings.allSatisfy { $0.originalFile == "App/en.lproj/Localizable.stringsdict" })
  }

  @Test("a reference to a variable the export lacks is the .stringsdict reader's warning, at the unit's line")
  func missingVariableSameDiagnostic() {
    let plist = StringsDictReader.read(Data(Self.stringsDict.utf8), path: "de.lproj/Localizable.stringsdict")
    let export = XLIFFReader.read(Data(Self.xliff.utf8), path: "de.xliff")
    let plistMessages = plist.diagnostics.map(\.message)
    #expect(plistMessages.count == 1)
    // Source and target side each report it, at their own line.
    #expect(export.diagnostics.map(\.message) == plistMessages + plistMessages)
    #expect(export.diagnostics.map { "\($0.file):\($0.line ?? 0)" } == ["de.xliff:35", "de.xliff:36"])
    #expect(plist.diagnostics.map { "\($0.file):\($0.line ?? 0)" } == ["de.lproj/Localizable.stringsdict:32"])
  }

  /// A79-3: each unit's variable is found in a dictionary (a search of the variables per unit
  /// made an entry of many variables quadratic: 45,000 took over 448 s). Many variables, their
  /// units interleaved, still give the `.stringsdict` reader's texts.
  @Test("an entry of many variables, their units interleaved, reads as the .stringsdict")
  func manyVariables() {
    let count = 200
    var plist = "<plist version=\"1.0\"><dict><key>k</key><dict>"
    plist += "<key>NSStringLocalizedFormatKey</key><string>%#@v0@ %#@v\(count - 1)@</string>"
    var units = """
      <xliff version="1.2"><file original="L.stringsdict" source-language="en" target-language="de"><body>
      <trans-unit id="/k:dict/NSStringLocalizedFormatKey:dict/:string"><source>%#@v0@ %#@v\(count - 1)@</source>\
      <target>%#@v0@ %#@v\(count - 1)@</target></trans-unit>

      """
    for index in 0..<count {
      plist +=
        "<key>v\(index)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
      plist += "<key>one</key><string>\(index)a</string><key>other</key><string>\(index)b</string></dict>"
    }
    // Every variable's `one` unit, then every variable's `other` unit.
    for form in ["one", "other"] {
      for index in 0..<count {
        let text = "\(index)\(form == "one" ? "a" : "b")"
        units +=
          "<trans-unit id=\"/k:dict/v\(index):dict/\(form):dict/:string\">"
          + "<source>\(text)</source><target>\(text)</target></trans-unit>\n"
      }
    }
    plist += "</dict></dict></plist>"
    units += "</body></file></xliff>"
    let fromPlist = StringsDictReader.read(Data(plist.utf8), path: "de.lproj/L.stringsdict")
    let export = XLIFFReader.read(Data(units.utf8), path: "de.xliff")
    let values = export.strings.filter { $0.locale == "de" }.map(\.value)
    #expect(values == ["0a 199a", "0a 199b", "0b 199a", "0b 199b"])
    #expect(fromPlist.strings.map(\.value) == values)
    #expect(export.diagnostics.isEmpty && fromPlist.diagnostics.isEmpty)
  }

  @Test("each string keeps its unit's line, note and state")
  func unitPlaceNoteAndState() {
    let export = XLIFFReader.read(Data(Self.xliff.utf8), path: "de.xliff")
    let german = export.strings.filter { $0.locale == "de" }
    // Located at the first form substituted: `n`'s `one` (line 16) or `other` (line 20); the
    // unexpanded `broken` at its format key (line 36).
    #expect(german.map { $0.location.line } == [16, 16, 20, 20, 36])
    #expect(german.map(\.state) == [nil, nil, .needsReview, .needsReview, nil])
    var options = LocalizationReadOptions()
    options.includedStates = [.translated]
    let reviewed = XLIFFReader.read(Data(Self.xliff.utf8), path: "de.xliff", options: options)
    #expect(Self.texts(reviewed.strings, locale: "de").count == 3)
    let format = XLIFFReader.read(
      Data(
        """
        <xliff version="1.2"><file original="L.stringsdict" source-language="en" target-language="de"><body>
        <trans-unit id="/plain:dict/NSStringLocalizedFormatKey:dict/:string"><source>Plain</source><target>Schlicht</target><note>A note</note></trans-unit>
        </body></file></xliff>
        """.utf8), path: "p.xliff")
    #expect(format.strings.map(\.key) == ["plain", "plain"])
    #expect(format.strings.map(\.comment) == ["A note", "A note"])
    #expect(format.strings.map(\.isXLIFFSource) == [true, false])
  }

  @Test("forms without a format key are the .stringsdict reader's warning, not dropped in silence")
  func formsWithoutFormatKey() {
    let export = XLIFFReader.read(
      Data(
        """
        <xliff version="1.2"><file original="L.stringsdict" source-language="en" target-language="de"><body>
        <trans-unit id="/orphan:dict/n:dict/one:dict/:string"><source>one</source><target>eins</target></trans-unit>
        </body></file></xliff>
        """.utf8), path: "o.xliff")
    #expect(export.strings.isEmpty)
    #expect(
      export.diagnostics.map(\.description) == [
        "o.xliff:2:1: key \"orphan\" has no NSStringLocalizedFormatKey; skipped",
        "o.xliff:2:1: key \"orphan\" has no NSStringLocalizedFormatKey; skipped",
      ])
  }

  @Test("a unit written like a path but not one is a warning and read as a plain string")
  func malformedPaths() {
    let export = XLIFFReader.read(
      Data(
        """
        <xliff version="1.2"><file original="L.stringsdict" source-language="en" target-language="de"><body>
        <trans-unit id="/k:dict/n:dict/onee:dict/:string"><source>one</source><target>eins</target></trans-unit>
        <trans-unit id="/k:dict/:string"><source>a</source><target>b</target></trans-unit>
        <trans-unit id="/k:dict/a:dict/b:dict/c:dict/:string"><source>a</source><target>b</target></trans-unit>
        <trans-unit id="/k:dict/Other:dict/:string"><source>a</source><target>b</target></trans-unit>
        <trans-unit id="/k:dict/x:string"><source>a</source><target>b</target></trans-unit>
        </body></file></xliff>
        """.utf8), path: "m.xliff")
    #expect(
      export.strings.filter { !$0.isXLIFFSource }.map(\.key) == [
        "/k:dict/n:dict/onee:dict/:string", "/k:dict/:string", "/k:dict/a:dict/b:dict/c:dict/:string",
        "/k:dict/Other:dict/:string", "/k:dict/x:string",
      ])
    let prefix = "is written like a .stringsdict path but"
    let suffix = "read as a plain string with that id"
    let deep = "a .stringsdict string is 2 (the format key) or 3 (a form of a variable) deep"
    let expected: [String] = [
      "m.xliff:2:1: <trans-unit id=\"/k:dict/n:dict/onee:dict/:string\"> \(prefix) 'onee' in variable 'n' is not a "
        + "plural form (zero, one, two, few, many, other); \(suffix)",
      "m.xliff:3:1: <trans-unit id=\"/k:dict/:string\"> \(prefix) its path has 1 name; \(deep); \(suffix)",
      "m.xliff:4:1: <trans-unit id=\"/k:dict/a:dict/b:dict/c:dict/:string\"> \(prefix) its path has 4 names; \(deep); "
        + suffix,
      "m.xliff:5:1: <trans-unit id=\"/k:dict/Other:dict/:string\"> \(prefix) 'Other' is not NSStringLocalizedFormatKey, "
        + "the only string an entry holds directly; \(suffix)",
      "m.xliff:6:1: <trans-unit id=\"/k:dict/x:string\"> \(prefix) its path does not end with ':dict/:string' (names "
        + "ending in ':dict/' and then ':string'); \(suffix)",
    ]
    #expect(export.diagnostics.map(\.description) == expected)
    #expect(export.diagnostics.allSatisfy { $0.severity == .warning })
  }

  @Test("ids that are not paths stay plain keys")
  func plainIds() {
    #expect(XcodeStringsDictPath.read("/Settings") == .notAPath)
    #expect(XcodeStringsDictPath.read("Done:dict/x:string") == .notAPath)
    #expect(
      XcodeStringsDictPath.read("/%lld Recent Visitors:dict/recentVisitors:dict/one:dict/:string")
        == .path(XcodeStringsDictPath(key: "%lld Recent Visitors", names: ["recentVisitors", "one"])))
    #expect(
      XcodeStringsDictPath.read("/w:dict/NSStringVariableWidthRuleType:dict/20:dict/:string")
        == .path(XcodeStringsDictPath(key: "w", names: ["NSStringVariableWidthRuleType", "20"])))
  }
}
