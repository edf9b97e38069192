import Foundation
import Testing

@testable import TypeFitLocalization

/// Definitions written twice, bad `\u` escapes, unknown plural quantities and unbalanced
/// quotes: each is a warning at its line, and the rest of the file is read.
@Suite("Hostile input: duplicates and Android text")
struct HostileDuplicateTests {
  private func read(_ text: String, path: String, _ format: LocalizationFormat) -> LocalizationReadResult {
    LocalizationReader.read(Data(text.utf8), path: path, format: format)
  }

  private func described(_ result: LocalizationReadResult) -> [String] {
    result.diagnostics.map { "\($0.severity) \($0.kind)@\($0.line ?? 0): \($0.message)" }
  }

  @Test("Android: incomplete and lone-surrogate \\u escapes say so; a surrogate pair is one character")
  func androidUnicodeEscapes() {
    let result = read(
      """
      <resources>
      <string name="k4">\\u12</string>
      <string name="k5">\\uD800 x</string>
      <string name="emoji">\\uD83D\\uDE00</string>
      <string name="ok">\\u00e9</string>
      </resources>
      """, path: "res/values-de/strings.xml", .android)
    #expect(result.strings.map(\.value) == ["\u{FFFD}", "\u{FFFD} x", "😀", "é"])
    #expect(
      described(result) == [
        #"warning invalidEscape@2: incomplete \u escape '\u12' in "k4" (four hex digits are needed); replaced by U+FFFD"#,
        #"warning invalidEncoding@3: invalid \u escape '\uD800' in "k5": a lone surrogate, not a character; replaced by U+FFFD"#,
      ])
  }

  @Test("Android: an unbalanced quote and an unknown plural quantity are warnings; the item is skipped")
  func androidQuotesAndQuantities() {
    let result = read(
      """
      <resources>
      <string name="k7">"unterminated</string>
      <plurals name="p"><item quantity="one">%d x</item>
      <item quantity="bogus">z</item><item quantity="other">%d y</item></plurals>
      </resources>
      """, path: "res/values-de/strings.xml", .android)
    #expect(result.strings.map(\.value) == ["unterminated", "%d x", "%d y"])
    #expect(
      described(result) == [
        #"warning syntaxError@2: unbalanced '"' in "k7": the quoted section it opens never closes; write \" for a literal quote"#,
        #"warning syntaxError@4: <item quantity="bogus"> in plurals "p" is not a plural category (zero, one, two, few, many, other); skipped"#,
      ])
  }

  @Test("Android: a plurals quantity given twice is a warning naming both lines; the first is kept (A25-5)")
  func androidDuplicateQuantity() {
    let result = read(
      """
      <resources>
      <plurals name="p">
      <item quantity="one">%d Datei</item>
      <item quantity="other">%d Dateien</item>
      <item quantity="other">%d WWWWWWWWWWWW</item>
      </plurals>
      </resources>
      """, path: "res/values-de/strings.xml", .android)
    #expect(result.strings.map(\.value) == ["%d Datei", "%d Dateien"])
    #expect(result.strings.map(\.variant.description) == ["plural.one", "plural.other"])
    #expect(
      described(result) == [
        #"warning duplicateKey@5: <item quantity="other"> in plurals "p" is given twice, at lines 4 and 5; the first is kept (aapt2 refuses a duplicate quantity)"#
      ])
  }

  @Test(
    "Android: a resource defined twice is a warning naming both lines; the first is kept, as aapt2 refuses both"
  )
  func androidDuplicates() {
    let result = read(
      """
      <resources>
      <string name="k1">first</string>
      <plurals name="k1"><item quantity="other">plural</item></plurals>
      <item type="string" name="k1">second</item>
      <string name="k2">kept</string>
      </resources>
      """, path: "res/values-de/strings.xml", .android)
    #expect(result.strings.map(\.value) == ["first", "plural", "kept"])
    #expect(
      described(result) == [
        #"warning duplicateKey@4: <item name="k1"> is defined twice, at lines 2 and 4; the first is kept (aapt2 refuses duplicate resources)"#
      ])
  }

  @Test(
    "Android product variants: the default product's string is read, others skipped with one warning per file"
  )
  func androidProducts() {
    let result = read(
      """
      <resources>
      <string name="tab" product="tablet">A much longer tablet title that wraps wraps</string>
      <string name="tab">Phone</string>
      <string name="pad" product="default">Default</string>
      <string name="pad" product="tv">TV</string>
      <plurals name="n" product="tablet"><item quantity="other">%d tablets</item></plurals>
      <item type="string" name="i" product="car">Car</item>
      <string-array name="a" product="tablet"><item>x</item></string-array>
      <string name="title">Settings</string>
      </resources>
      """, path: "res/values/strings.xml", .android)
    // aapt2 keeps product="default" (or no product) unless the app is built with --product.
    #expect(result.strings.map(\.key) == ["tab", "pad", "title"])
    #expect(result.strings.map(\.value) == ["Phone", "Default", "Settings"])
    #expect(
      described(result) == [
        #"note unsupportedContent@2: 5 resources for other products (product="car", product="tablet", product="tv") not checked: TypeFit checks the default product's strings (no product, or product="default"), which aapt2 keeps unless the app is built with --product"#
      ])
  }

  @Test("Android: two default-product values of one name are a duplicate; a default and a tablet one are not")
  func androidDefaultProductDuplicates() {
    let result = read(
      """
      <resources>
      <string name="k">first</string>
      <string name="k" product="default">second</string>
      <string name="t" product="">empty product</string>
      </resources>
      """, path: "res/values-de/strings.xml", .android)
    #expect(result.strings.map(\.value) == ["first", "empty product"])
    #expect(
      described(result) == [
        #"warning duplicateKey@3: <string name="k"> is defined twice, at lines 2 and 3; the first is kept (aapt2 refuses duplicate resources)"#
      ])
  }

  @Test(
    "XLIFF 2.0 and 1.2: a unit id repeated in one <file> is a warning naming both lines; the first is kept")
  func xliffDuplicates() {
    let version2 = read(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
      <file id="f1">
      <unit id="a"><segment><source>A</source><target>first</target></segment></unit>
      <unit id="a"><segment><source>A</source><target>second</target></segment></unit>
      </file>
      <file id="f2"><unit id="a"><segment><source>A</source><target>other file</target></segment></unit></file>
      </xliff>
      """, path: "de.xliff", .xliff)
    #expect(version2.strings.filter { $0.locale == "de" }.map(\.value) == ["first", "other file"])
    #expect(
      described(version2) == [
        #"warning duplicateKey@4: <unit id="a"> is defined twice in one <file>, at lines 3 and 4; the first is kept (XLIFF requires ids unique within a file)"#
      ])
    let version1 = read(
      """
      <xliff version="1.2"><file original="a" source-language="en" target-language="de"><body>
      <trans-unit id="a"><source>A</source><target>first</target></trans-unit>
      <group><trans-unit id="a"><source>A</source><target>second</target></trans-unit></group>
      </body></file></xliff>
      """, path: "de.xliff", .xliff)
    #expect(version1.strings.filter { $0.locale == "de" }.map(\.value) == ["first"])
    #expect(version1.diagnostics.map { "\($0.kind)@\($0.line ?? 0)" } == ["duplicateKey@3"])
  }

  @Test(
    "String Catalog: a key written twice keeps the last definition, as Xcode does; the warning names both lines"
  )
  func catalogDuplicates() {
    let result = read(
      """
      {"sourceLanguage":"en","strings":{
      "a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"first"}}}},
      "b":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"B"}}}},
      "a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"second"}}}}
      },"version":"1.0"}
      """, path: "Localizable.xcstrings", .xcstrings)
    #expect(
      result.strings.filter { $0.locale == "de" }.map { "\($0.key)=\($0.value)@\($0.location.line)" } == [
        "b=B@3", "a=second@4",
      ])
    #expect(
      described(result) == [
        #"warning duplicateKey@2: key "a" is defined again at line 4; the last definition is kept, as Xcode reads it, and this one is skipped"#
      ])
  }

  @Test(
    "String Catalog: a member written twice inside an entry (a value, a locale) keeps the last, as Xcode reads it, with a warning at the skipped one"
  )
  func catalogRepeatedMembers() {
    let result = read(
      """
      {"sourceLanguage":"en","strings":{
      "k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Kurz",
      "value":"Datenschutzeinstellungen"}}}},
      "l":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Long texte"}},
      "fr":{"stringUnit":{"state":"translated","value":"Court"}},
      "it":{"stringUnit":{"state":"translated","value":"Breve"}}}}
      },"version":"1.0"}
      """, path: "Localizable.xcstrings", .xcstrings)
    #expect(
      result.strings.filter { $0.locale != "en" }.map { "\($0.key).\($0.locale)=\($0.value)" } == [
        "k.de=Datenschutzeinstellungen", "l.fr=Court", "l.it=Breve",
      ])
    #expect(
      described(result) == [
        #"warning duplicateKey@2: "value" is written again later in the same object of the entry "k"; the last is kept, as Xcode reads it, and this one is skipped"#,
        #"warning duplicateKey@4: "fr" is written again later in the same object of the entry "l"; the last is kept, as Xcode reads it, and this one is skipped"#,
      ])
  }

  @Test(
    "String Catalog: a second top-level \"strings\" is read too (Xcode reads only it), with a warning; none of its strings is dropped"
  )
  func catalogRepeatedStrings() {
    let result = read(
      """
      {"sourceLanguage":"en",
      "strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A"}}}}},
      "strings":{"b":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"B"}}}}},
      "version":"1.0"}
      """, path: "Localizable.xcstrings", .xcstrings)
    #expect(result.strings.filter { $0.locale == "de" }.map { "\($0.key)=\($0.value)" } == ["a=A", "b=B"])
    #expect(
      described(result) == [
        #"warning duplicateKey@3: "strings" is written again here, after line 2; Xcode reads only the last one, so the strings of line 2 are not in the app: both are checked here"#
      ])
  }

  @Test("String Catalog: a later sourceLanguage is the one used for the strings after it, with a warning")
  func catalogRepeatedSourceLanguage() {
    let result = read(
      """
      {"sourceLanguage":"en","sourceLanguage":"de",
      "strings":{"Hallo":{}},"version":"1.0"}
      """, path: "Localizable.xcstrings", .xcstrings)
    #expect(result.strings.map { "\($0.key).\($0.locale)=\($0.value)" } == ["Hallo.de=Hallo"])
    #expect(result.diagnostics.map { "\($0.kind)@\($0.line ?? 0)" } == ["duplicateKey@1"])
  }
}
