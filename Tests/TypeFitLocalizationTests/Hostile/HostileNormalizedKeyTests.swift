import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// Keys that differ only in Unicode normalization (`café` with U+00E9, or with `e` + U+0301)
/// are two keys to the app, though Swift's `String ==` calls them equal. The String Catalog,
/// XLIFF and Android readers read both, with no duplicate warning; a key written twice with the
/// same bytes is still a duplicate.
@Suite("Hostile input: keys that differ only in Unicode normalization, in every format")
struct HostileNormalizedKeyTests {
  /// `café` composed (NFC) and decomposed (NFD).
  static let composed = "caf\u{E9}"
  static let decomposed = "cafe\u{301}"

  private func read(_ text: String, path: String, _ format: LocalizationFormat) -> LocalizationReadResult {
    LocalizationReader.read(Data(text.utf8), path: path, format: format)
  }

  /// Each string as `key=value` in bytes, so the twins are told apart.
  private func entries(_ result: LocalizationReadResult, locale: String = "de") -> [[UInt8]] {
    result.strings.filter { $0.locale == locale }.map { Array("\($0.key)=\($0.value)".utf8) }
  }

  private func bytes(_ texts: [String]) -> [[UInt8]] { texts.map { Array($0.utf8) } }

  private func described(_ result: LocalizationReadResult) -> [String] {
    result.diagnostics.map { "\($0.severity) \($0.kind)@\($0.line ?? 0): \($0.message)" }
  }

  @Test("String Catalog: twin keys are both read without a warning; a key written twice is still a duplicate")
  func catalogTwins() {
    let result = read(
      """
      {"sourceLanguage":"en","strings":{
      "\(Self.composed)":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"NFC"}}}},
      "\(Self.decomposed)":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"NFD"}}}},
      "a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"first"}}}},
      "a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"second"}}}}
      },"version":"1.0"}
      """, path: "Localizable.xcstrings", .xcstrings)
    #expect(entries(result) == bytes(["\(Self.composed)=NFC", "\(Self.decomposed)=NFD", "a=second"]))
    #expect(
      described(result) == [
        #"warning duplicateKey@4: key "a" is defined again at line 5; the last definition is kept, as Xcode reads it, and this one is skipped"#
      ])
  }

  @Test("String Catalog: a twin written twice is a duplicate of itself only")
  func catalogTwinWrittenTwice() {
    let result = read(
      """
      {"sourceLanguage":"en","strings":{
      "\(Self.decomposed)":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"NFD 1"}}}},
      "\(Self.composed)":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"NFC"}}}},
      "\(Self.decomposed)":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"NFD 2"}}}}
      },"version":"1.0"}
      """, path: "Localizable.xcstrings", .xcstrings)
    #expect(entries(result) == bytes(["\(Self.composed)=NFC", "\(Self.decomposed)=NFD 2"]))
    #expect(result.diagnostics.map { "\($0.kind)@\($0.line ?? 0)" } == ["duplicateKey@2"])
    #expect(
      result.diagnostics.map { Array($0.message.utf8) } == [
        Array(
          "key \"\(Self.decomposed)\" is defined again at line 4; the last definition is kept, as Xcode reads it, and this one is skipped"
            .utf8)
      ])
  }

  /// Each string's value and variant, its names in bytes (`%#@café@ → one` looks the same for
  /// both twins).
  private func variants(_ strings: [LocalizedString]) -> [[UInt8]] {
    strings.map { string in
      let forms = string.variant.components.map { component -> String in
        guard case .substitution(let name, let form) = component else { return "\(component)" }
        return name + ">" + form
      }
      return Array((string.value + " | " + forms.joined(separator: ", ")).utf8)
    }
  }

  /// Found while fixing the seventy-ninth attack's A79-3: the plural expander keyed variables
  /// by `String`, so the twins were one variable (the later's forms, taken at both references).
  @Test(".stringsdict: twin variables of one entry are two, each with its own forms")
  func stringsDictTwinVariables() {
    func variable(_ name: String, _ one: String, _ other: String) -> String {
      "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>\(one)</string>"
        + "<key>other</key><string>\(other)</string></dict>"
    }
    let result = read(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>k</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@\(Self.composed)@ %#@\(Self.decomposed)@</string>
      \(variable(Self.composed, "A1", "A2"))
      \(variable(Self.decomposed, "B1", "B2"))
      </dict></dict></plist>
      """, path: "de.lproj/Localizable.stringsdict", .stringsdict)
    #expect(described(result) == [])
    let (c, d) = (Self.composed, Self.decomposed)
    #expect(
      variants(result.strings)
        == bytes([
          "A1 B1 | \(c)>one, \(d)>one", "A1 B2 | \(c)>one, \(d)>other", "A2 B1 | \(c)>other, \(d)>one",
          "A2 B2 | \(c)>other, \(d)>other",
        ]))
  }

  @Test("String Catalog: twin substitutions of one string are two, each with its own forms")
  func catalogTwinSubstitutions() {
    func substitution(_ name: String, _ position: Int, _ one: String, _ other: String) -> String {
      #""\#(name)":{"argNum":\#(position),"formatSpecifier":"lld","variations":{"plural":{"#
        + #""one":{"stringUnit":{"state":"translated","value":"\#(one)"}},"#
        + #""other":{"stringUnit":{"state":"translated","value":"\#(other)"}}}}}"#
    }
    let result = read(
      """
      {"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{
      "stringUnit":{"state":"translated","value":"%#@\(Self.composed)@ %#@\(Self.decomposed)@"},
      "substitutions":{
      \(substitution(Self.composed, 1, "A1", "A2")),
      \(substitution(Self.decomposed, 2, "B1", "B2"))
      }}}}},"version":"1.0"}
      """, path: "Localizable.xcstrings", .xcstrings)
    #expect(described(result) == [])
    let (c, d) = (Self.composed, Self.decomposed)
    #expect(
      variants(result.strings.filter { $0.locale == "de" })
        == bytes([
          "A1 B1 | \(c)>one, \(d)>one", "A1 B2 | \(c)>one, \(d)>other", "A2 B1 | \(c)>other, \(d)>one",
          "A2 B2 | \(c)>other, \(d)>other",
        ]))
    // Each takes its own argument: the first the count 1, the second another.
    #expect(result.strings.filter { $0.locale == "de" }.map { $0.argumentForms.count } == [2, 2, 2, 2])
  }

  @Test("XLIFF 1.2: twin unit ids are two units; an id written twice is still a duplicate")
  func xliffVersion1Twins() {
    let result = read(
      """
      <xliff version="1.2"><file original="a" source-language="en" target-language="de"><body>
      <trans-unit id="\(Self.composed)"><source>A</source><target>NFC</target></trans-unit>
      <trans-unit id="\(Self.decomposed)"><source>A</source><target>NFD</target></trans-unit>
      <trans-unit id="b"><source>B</source><target>first</target></trans-unit>
      <trans-unit id="b"><source>B</source><target>second</target></trans-unit>
      </body></file></xliff>
      """, path: "de.xliff", .xliff)
    #expect(entries(result) == bytes(["\(Self.composed)=NFC", "\(Self.decomposed)=NFD", "b=first"]))
    #expect(result.diagnostics.map { "\($0.kind)@\($0.line ?? 0)" } == ["duplicateKey@5"])
  }

  @Test("XLIFF 2.0: twin unit ids are two units; an id written twice is still a duplicate")
  func xliffVersion2Twins() {
    let result = read(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
      <file id="f1">
      <unit id="\(Self.decomposed)"><segment><source>A</source><target>NFD</target></segment></unit>
      <unit id="\(Self.composed)"><segment><source>A</source><target>NFC</target></segment></unit>
      <unit id="\(Self.composed)"><segment><source>A</source><target>again</target></segment></unit>
      </file>
      </xliff>
      """, path: "de.xliff", .xliff)
    #expect(entries(result) == bytes(["\(Self.decomposed)=NFD", "\(Self.composed)=NFC"]))
    #expect(
      result.diagnostics.map { Array("\($0.kind)@\($0.line ?? 0): \($0.message)".utf8) } == [
        Array(
          ("duplicateKey@5: <unit id=\"\(Self.composed)\"> is defined twice in one <file>, at lines 4 and 5; "
            + "the first is kept (XLIFF requires ids unique within a file)").utf8)
      ])
  }

  @Test("Android: twin names are two resources; a name written twice is still a duplicate")
  func androidTwins() {
    let result = read(
      """
      <resources>
      <string name="\(Self.decomposed)">NFD</string>
      <string name="\(Self.composed)">NFC</string>
      <string name="k">first</string>
      <string name="k">second</string>
      </resources>
      """, path: "res/values-de/strings.xml", .android)
    #expect(entries(result) == bytes(["\(Self.decomposed)=NFD", "\(Self.composed)=NFC", "k=first"]))
    #expect(
      described(result) == [
        #"warning duplicateKey@5: <string name="k"> is defined twice, at lines 4 and 5; the first is kept (aapt2 refuses duplicate resources)"#
      ])
  }

  @Test("Android: @string/café resolves to the resource with the same bytes, in its file and in another")
  func androidReferencesByBytes() throws {
    let sameFile = read(
      """
      <resources>
      <string name="\(Self.decomposed)">NFD</string>
      <string name="\(Self.composed)">NFC</string>
      <string name="r">@string/\(Self.composed)</string>
      </resources>
      """, path: "res/values-de/strings.xml", .android)
    #expect(entries(sameFile).last == Array("r=NFC".utf8))
    #expect(sameFile.diagnostics.isEmpty)

    let folder = try TemporaryFolder("nfckeys")
    try folder.write(
      "res/values/strings.xml",
      """
      <resources>
      <string name="\(Self.decomposed)">NFD</string>
      <string name="\(Self.composed)">NFC</string>
      </resources>
      """)
    try folder.write(
      "res/values-de/strings.xml",
      "<resources><string name=\"r\">@string/\(Self.composed)</string></resources>")
    let read = LocalizationReader().read(paths: [folder.path])
    #expect(
      read.strings.filter { $0.locale == "de" }.map { Array("\($0.key)=\($0.value)".utf8) } == [
        Array("r=NFC".utf8)
      ])
    #expect(read.diagnostics.isEmpty)
  }
}
