import Foundation
import Testing

@testable import TypeFitLocalization

@Suite("XML readers: stringsdict, XLIFF, Android")
struct XMLReaderTests {
  private func readFixture(_ name: String, format: LocalizationFormat) throws -> LocalizationReadResult {
    let path = FixturePaths.fixture(name)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return LocalizationReader.read(data, path: name, format: format)
  }

  @Test("stringsdict: every combination of plural forms, in CLDR order, at the form's line")
  func stringsdictPlurals() throws {
    let result = try readFixture("ru.lproj/Localizable.stringsdict", format: .stringsdict)
    let plurals = result.strings.filter { $0.key == "files.in.folders" }
    #expect(
      plurals.map(\.value) == [
        "%ld файл в одной папке", "%ld файл в %ld папках", "%ld файла в одной папке",
        "%ld файла в %ld папках",
        "%ld файла в одной папке", "%ld файла в %ld папках",
      ])
    #expect(plurals.map(\.location.line) == [18, 18, 20, 20, 16, 16])
    #expect(plurals[1].variant.description == "%#@files@ → one, %#@folders@ → many")
    #expect(plurals.allSatisfy { $0.locale == "ru" && $0.format == .stringsdict })
  }

  @Test("stringsdict: width variants, and a non-dictionary entry reported")
  func stringsdictWidths() throws {
    let result = try readFixture("ru.lproj/Localizable.stringsdict", format: .stringsdict)
    let widths = result.strings.filter { $0.key == "welcome" }
    #expect(
      widths.map { "\($0.variant)=\($0.value)@\($0.location.line)" } == [
        "width.20=Привет@39", "width.50=Добро пожаловать@41",
      ])
    #expect(result.diagnostics.map { "\($0.kind)@\($0.line ?? 0)" } == ["unexpectedType@45"])
  }

  @Test("billion laughs is refused before parsing, naming the entity line")
  func billionLaughs() throws {
    let result = try readFixture("billion-laughs.stringsdict", format: .stringsdict)
    #expect(result.strings.isEmpty)
    #expect(result.diagnostics.map { "\($0.kind)@\($0.line ?? 0)" } == ["unsafeXML@3"])
  }

  @Test("external entities (XXE) are refused, never resolved")
  func externalEntity() throws {
    let result = try readFixture("xxe.xliff", format: .xliff)
    #expect(result.strings.isEmpty)
    #expect(result.diagnostics.map(\.kind) == [.unsafeXML])
    #expect(result.diagnostics.first?.line == 3)
  }

  @Test("an undeclared entity reference is a syntax error, not an expansion")
  func undeclaredEntity() {
    let xml = "<resources>\n<string name=\"a\">&nope;</string>\n</resources>"
    let result = AndroidStringsReader.read(Data(xml.utf8), path: "values/strings.xml")
    #expect(result.strings.isEmpty)
    #expect(result.diagnostics.map(\.kind) == [.syntaxError])
    #expect(result.diagnostics.first?.line == 2)
  }

  @Test("malformed, truncated and empty XML give one diagnostic each")
  func malformedXML() {
    for (text, line) in [("<plist><dict>\n<key>a</key>\n", 2), ("", nil), ("<plist><dict></plist>", 1)]
      as [(String, Int?)]
    {
      let result = StringsDictReader.read(Data(text.utf8), path: "en.lproj/a.stringsdict")
      #expect(result.strings.isEmpty)
      #expect(result.diagnostics.map(\.kind) == [.syntaxError])
      #expect(result.diagnostics.first?.line == line)
    }
    let mismatch = StringsDictReader.read(Data("<plist><dict></plist>".utf8), path: "a.stringsdict")
    #expect(
      mismatch.diagnostics.first?.message
        == "malformed XML: closing tag does not match the open element (libxml2 error 76)")
  }

  @Test("deeply nested XML: the element past the limit is a nesting diagnostic, and the rest is read")
  func deepXML() {
    let xml = String(repeating: "<a>", count: 5000) + String(repeating: "</a>", count: 5000)
    let result = XLIFFReader.read(Data(xml.utf8), path: "deep.xliff")
    // The 65th <a> is left out with what it holds; what was read has <a> for its root.
    #expect(result.diagnostics.map(\.kind) == [.nestingTooDeep, .unexpectedType])
    #expect(result.diagnostics.first?.column == 3 * 64 + 1)
  }

  @Test("XLIFF: source and target with notes, states, original file and Xcode variant ids")
  func xliff() throws {
    let result = try readFixture("Export/de.xcloc/Localized Contents/de.xliff", format: .xliff)
    #expect(result.diagnostics.isEmpty)
    let summary = result.strings.map {
      "\($0.locale)|\($0.key)|\($0.variant)|\($0.value)|\($0.location.line)"
    }
    #expect(
      summary == [
        "en|Save||Save|9", "de|Save||Sichern|10", "en|%lld items|plural.one|%lld item|14",
        "de|%lld items|plural.one|%lld Objekt|15", "en|Untranslated||Untranslated|19",
      ])
    #expect(result.strings[1].comment == "Toolbar button")
    #expect(result.strings[1].state == .translated)
    #expect(result.strings[3].state == .needsReview)
    #expect(result.strings.allSatisfy { $0.originalFile == "App/Localizable.xcstrings" })
  }

  @Test("XLIFF: state filter and source exclusion")
  func xliffOptions() throws {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: FixturePaths.fixture("Export/de.xcloc/Localized Contents/de.xliff")))
    let options = LocalizationReadOptions(includedStates: [.translated], includesXLIFFSource: false)
    let result = XLIFFReader.read(data, path: "de.xliff", options: options)
    #expect(result.strings.map(\.value) == ["Sichern"])
  }

  @Test("Android: escapes, quotes, whitespace, CDATA, markup, plurals and arrays")
  func android() throws {
    let result = try readFixture("res/values-pt-rBR/strings.xml", format: .android)
    // Its one translatable="false" string is counted, not checked (A32-3).
    #expect(
      result.diagnostics.map(\.message) == [
        "1 string of resources marked translatable=\"false\" not checked: TypeFit checks the strings translators "
          + "localize; references to them are resolved"
      ])
    let values = Dictionary(
      result.strings.map { ("\($0.key)\($0.variant.isBase ? "" : "#\($0.variant)")", $0.value) },
      uniquingKeysWith: { first, _ in first })
    #expect(values["greeting"] == "Olá, mundo!")
    #expect(values["escapes"] == "It's \"quoted\"\nnext\tline @home ?why \\ é")
    #expect(values["spaces"] == "many spaces collapse")
    #expect(values["quoted"] == "  kept   as is  ")
    #expect(values["cdata"] == "<i>raw</i> & ready")
    #expect(values["app_id"] == nil)
    #expect(values["hello_user"] == "Olá %1$s, %2$d novas")
    #expect(values["songs#plural.one"] == "%d música")
    #expect(values["planets#item.1"] == "Vênus")
    #expect(values["accent"] == nil)
    #expect(result.strings.map(\.location.line) == [4, 5, 6, 8, 9, 11, 13, 14, 17, 18])
    #expect(result.strings.first?.comment == "Shown on the home screen")
    #expect(result.strings.allSatisfy { $0.locale == "pt-BR" })
  }

  @Test(
    "Android locales from values folders",
    arguments: [
      ("res/values/strings.xml", "en"), ("res/values-b+sr+Latn/strings.xml", "sr-Latn"),
    ])
  func androidLocales(path: String, locale: String) throws {
    let result = try readFixture(path, format: .android)
    #expect(result.strings.map(\.locale) == [locale])
  }

  @Test("Android qualifier parsing")
  func qualifiers() {
    #expect(AndroidResourceQualifiers.locale(folder: "values-zh-rTW-night", defaultLocale: "en") == "zh-TW")
    #expect(AndroidResourceQualifiers.locale(folder: "values-land", defaultLocale: "fr") == "fr")
    #expect(AndroidResourceQualifiers.locale(folder: "values-b+es+419", defaultLocale: "en") == "es-419")
  }

  @Test("Android's legacy folder codes iw, in and ji are read as he, id and yi (A13-18)")
  func legacyLanguageQualifiers() {
    #expect(AndroidResourceQualifiers.locale(folder: "values-iw", defaultLocale: "en") == "he")
    #expect(AndroidResourceQualifiers.locale(folder: "values-in-rID", defaultLocale: "en") == "id-ID")
    #expect(AndroidResourceQualifiers.locale(folder: "values-ji", defaultLocale: "en") == "yi")
    // Android's folder for Filipino (A70-9), known as a language and read as ICU's `fil`.
    #expect(AndroidResourceQualifiers.locale(folder: "values-tl", defaultLocale: "en") == "fil")
    #expect(LocaleTag.unknownLanguage(of: "tl") == nil)
    // Modern codes and `b+` tags are as written.
    #expect(AndroidResourceQualifiers.locale(folder: "values-he", defaultLocale: "en") == "he")
    #expect(AndroidResourceQualifiers.locale(folder: "values-b+iw", defaultLocale: "en") == "iw")
  }

  @Test("A region qualifier Android does not accept is named; the folder is read as its language (A13-18)")
  func invalidRegionQualifier() {
    #expect(AndroidResourceQualifiers.locale(folder: "values-es-r419", defaultLocale: "en") == "es")
    #expect(
      AndroidResourceQualifiers.regionProblem(folder: "values-es-r419")
        == "folder values-es-r419: 'r419' is not a region qualifier (Android's is r and a two-letter region, as "
        + "rBR; a UN M.49 area such as 419 is written values-b+es+419), so the folder is read as 'es'; aapt2 "
        + "refuses this folder name")
    #expect(
      AndroidResourceQualifiers.regionProblem(folder: "values-iw-rUSA")?.hasSuffix(
        "read as 'he'; aapt2 refuses this folder name") == true)
    #expect(
      AndroidResourceQualifiers.regionProblem(folder: "values-de-r12")
        == "folder values-de-r12: 'r12' is not a region qualifier (Android's is r and a two-letter region, as "
        + "rBR), so the folder is read as 'de'; aapt2 reads it as the region '12', which is not a region code"
    )
    for fine in [
      "values", "values-es", "values-pt-rBR", "values-pt-rbr", "values-de-rde", "values-b+es+419",
      "values-en-round", "values-night", "values-de-land",
    ] {
      #expect(AndroidResourceQualifiers.regionProblem(folder: fine) == nil, "\(fine)")
    }
  }

  @Test("Folder qualifiers are read in any case, as aapt2 lower-cases them (A29-5)")
  func qualifiersInAnyCase() {
    let read = { (folder: String) in AndroidResourceQualifiers.locale(folder: folder, defaultLocale: "en") }
    #expect(read("values-DE") == "de")
    #expect(read("values-De") == "de")
    #expect(read("values-de-rde") == "de-DE")
    #expect(read("values-de-rDE") == "de-DE")
    #expect(read("values-DE-RDE-NIGHT") == "de-DE")
    #expect(read("values-IW") == "he")
    #expect(read("values-B+SR+LATN") == "sr-Latn")
    #expect(read("values-CAR") == "en")
    #expect(read("values-NIGHT") == "en")
    #expect(AndroidResourceQualifiers.qualifiers(of: "values-DE-rde-Night") == ["de", "rde", "night"])
    // A region qualifier with no region: aapt2 refuses the folder; named, read as the language.
    #expect(read("values-de-r") == "de")
    #expect(
      AndroidResourceQualifiers.regionProblem(folder: "values-de-r")
        == "folder values-de-r: 'r' is a region qualifier without a region (Android's is r and a two-letter "
        + "region, as rBR), so the folder is read as 'de'; aapt2 refuses this folder name")
  }

  /// Thirtieth attack A30-6: these folders were read as the default locale without a word.
  @Test("A qualifier Android does not know is named in a warning; known ones are not (A30-6)")
  func unknownQualifiers() {
    let problem = { (folder: String) in
      AndroidResourceQualifiers.qualifierProblem(folder: folder, defaultLocale: "en")
    }
    #expect(
      problem("values-r")
        == "folder values-r: 'r' is not a qualifier Android knows (a language such as de, a region after it "
        + "such as rBR, b+sr+Latn, night, land, v21, sw600dp, …), so the folder is read as 'en'; aapt2 refuses "
        + "this folder name")
    #expect(problem("values-İ")?.hasPrefix("folder values-İ: 'İ' is not a qualifier Android knows") == true)
    #expect(problem("values-ſ")?.hasPrefix("folder values-ſ: 'ſ' is not a qualifier Android knows") == true)
    #expect(
      problem("values-de-Nacht")?.hasSuffix("so the folder is read as 'de'; aapt2 refuses this folder name")
        == true)
    #expect(
      problem("values-")
        == "folder values-: an empty qualifier (two dashes, or one at the end), so the folder is read as 'en'; "
        + "aapt2 refuses this folder name")
    #expect(
      problem("values--de")?.hasSuffix("so the folder is read as 'de'; aapt2 refuses this folder name")
        == true)
    // Thirty-first attack A31-7: a language after another kind of qualifier, a second region.
    #expect(
      problem("values-night-de")
        == "folder values-night-de: the language qualifier 'de' comes after 'night' (Android wants it first, "
        + "after mcc and mnc only), so the folder is read as 'de'; aapt2 refuses this folder name")
    #expect(
      problem("values-de-rDE-rAT")
        == "folder values-de-rDE-rAT: 'rAT' is a second language or region qualifier, so the folder is read "
        + "as 'de-DE'; aapt2 refuses this folder name")
    #expect(problem("values-de-fr")?.hasPrefix("folder values-de-fr: 'fr' is a second language") == true)
    // Thirty-second attack A32-5: mcc after the language, a repeated qualifier, an empty b+
    // subtag, a region of other characters.
    #expect(
      problem("values-de-mcc310")
        == "folder values-de-mcc310: 'mcc310' comes after the language or another qualifier (Android wants mcc "
        + "and mnc first), so the folder is read as 'de'; aapt2 refuses this folder name")
    #expect(
      problem("values-de-night-night")?.hasPrefix("folder values-de-night-night: 'night' is written twice")
        == true)
    #expect(problem("values-b+de+")?.hasPrefix("folder values-b+de+: 'b+de+' has an empty subtag") == true)
    // The eighty-first attack's A81-11: a second mcc or mnc, or an mcc after the mnc (aapt2 reads
    // one mcc, then one mnc).
    #expect(
      problem("values-mcc310-mnc004-mcc311")
        == "folder values-mcc310-mnc004-mcc311: 'mcc311' comes after 'mnc004' (Android wants one mcc, then one "
        + "mnc), so the folder is read as 'en'; aapt2 refuses this folder name")
    #expect(
      problem("values-MCC310-mcc311-de")?.hasPrefix(
        "folder values-MCC310-mcc311-de: 'mcc311' comes after 'MCC310' (Android wants one mcc") == true)
    #expect(
      problem("values-mnc004-mcc310")?.hasPrefix("folder values-mnc004-mcc310: 'mcc310' comes after 'mnc004'")
        == true)
    #expect(
      problem("values-mcc310-mnc004-MNC005")?.hasPrefix(
        "folder values-mcc310-mnc004-MNC005: 'MNC005' comes after 'mnc004'") == true)
    // The fifty-fifth attack's L3, which holds: a region after a b+ tag, an empty b+ after a
    // language.
    #expect(
      problem("values-b+de-rDE")
        == "folder values-b+de-rDE: 'rDE' is a second language or region qualifier, so the folder is read "
        + "as 'de'; aapt2 refuses this folder name")
    #expect(problem("values-de-b+")?.hasPrefix("folder values-de-b+: 'b+' has an empty subtag") == true)
    #expect(
      problem("values-de-rÄÖ")?.hasPrefix("folder values-de-rÄÖ: 'rÄÖ' is not a qualifier Android knows")
        == true)
    #expect(problem("values-night-r12")?.hasPrefix("folder values-night-r12: 'r12' is not") == true)
    for fine in [
      "values", "values-de", "values-pt-rBR", "values-b+sr+Latn", "values-night", "values-v21",
      "values-sw600dp", "values-w820dp", "values-h480dp", "values-mcc310-mnc004-en-rUS", "values-xxhdpi",
      "values-MCC310-MNC004-night", "values-mnc004",
      "values-320dpi", "values-land", "values-ldrtl", "values-television", "values-NOTNIGHT",
      "values-640x480",
      "values-feminine", "values-12key", "values-de-r12",
    ] {
      #expect(problem(fine) == nil, "\(fine)")
    }
    let xml = Data(#"<resources><string name="k">Ein Text</string></resources>"#.utf8)
    let result = LocalizationReader.read(xml, path: "res/values-İ/strings.xml", format: .android)
    #expect(result.strings.map(\.locale) == ["en"])
    #expect(result.diagnostics.map(\.severity) == [.warning])
    #expect(result.diagnostics.first?.message.hasPrefix("folder values-İ: 'İ' is not a qualifier") == true)
  }

  @Test("values-DE is German with no diagnostic, values-de-r is named in a warning at the file (A29-5)")
  func folderCaseInFiles() {
    let xml = Data(#"<resources><string name="k">Ein Text</string></resources>"#.utf8)
    for (path, locale) in [
      ("res/values-DE/strings.xml", "de"), ("res/values-de-rde/strings.xml", "de-DE"),
      ("res/values-de-r/strings.xml", "de"),
    ] {
      let result = LocalizationReader.read(xml, path: path, format: .android)
      #expect(result.strings.map(\.locale) == [locale], "\(path)")
      if path.contains("values-de-r/") {
        #expect(
          result.diagnostics.map { "\($0.kind) \($0.severity) \($0.file):\($0.line ?? 0): \($0.message)" }
            == [
              "invalidLanguageTag warning res/values-de-r/strings.xml:1: folder values-de-r: 'r' is a region "
                + "qualifier without a region (Android's is r and a two-letter region, as rBR), so the folder is "
                + "read as 'de'; aapt2 refuses this folder name"
            ])
      } else {
        #expect(result.diagnostics.isEmpty, "\(path)")
      }
    }
  }

  @Test("XML locations are the start tag's '<', even across lines and after look-alike comments")
  func exactXMLLocations() {
    let xml = """
      <resources>
          <!-- <string name="fake"> --><string name="a">A</string>
        <string
            name="b"><![CDATA[<string name="c">]]></string><string name="d">é</string>
      </resources>
      """
    let result = AndroidStringsReader.read(Data(xml.utf8), path: "values/strings.xml")
    #expect(
      result.strings.map { "\($0.key)@\($0.location.line):\($0.location.column)" } == [
        "a@2:34", "b@3:3", "d@4:54",
      ])
  }
}
