import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// A key in both `Localizable.strings` and `Localizable.stringsdict` of one folder: Foundation
/// reads the `.strings` table, then sets every `.stringsdict` entry over it, so the app shows
/// the `.stringsdict` entry. Only that one is checked; the `.strings` pair is a warning.
@Suite("Hostile input: one key in a table's .strings and .stringsdict")
struct HostileTableAndPluralsTests {
  /// A `.stringsdict` with a plural entry for each of `keys`, one `<key>` per line from line 3.
  static func pluralTable(_ keys: [String]) -> String {
    let entries = keys.map { key in
      "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
        + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>ein</string>"
        + "<key>other</key><string>%d viele</string></dict></dict>\n"
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n" + entries.joined()
      + "</dict></plist>\n"
  }

  /// What the reader makes of the folder: `key variant @file:line` per string, and the
  /// diagnostics as `file:line:column: message`, paths under `folder` without its path.
  static func read(_ paths: [String], under folder: TemporaryFolder) -> (
    strings: [String], diagnostics: [String]
  ) {
    let result = LocalizationReader().read(paths: paths.map { folder.path + "/" + $0 })
    func name(_ file: String) -> String { String(file.dropFirst(folder.path.count + 1)) }
    return (
      result.strings.map {
        "\($0.key) \($0.variant.isBase ? "base" : $0.variant.description) @\(name($0.location.file)):\($0.location.line)"
      },
      result.diagnostics.map {
        "\(name($0.file)):\($0.line ?? 0):\($0.column ?? 0): \($0.severity) \($0.kind): "
          + $0.message.replacingOccurrences(of: folder.path + "/", with: "")
      }
    )
  }

  @Test(
    "The .strings pair is skipped with one warning at its line; the .stringsdict entry and other tables are checked"
  )
  func stringsdictWins() throws {
    let folder = try TemporaryFolder("table-and-plurals")
    try folder.write("de.lproj/Localizable.strings", "\"k\" = \"a\";\n\"only\" = \"nur\";\n")
    try folder.write("de.lproj/Localizable.stringsdict", Self.pluralTable(["k"]))
    try folder.write("de.lproj/Other.strings", "\"k\" = \"b\";\n")
    try folder.write("fr.lproj/Localizable.strings", "\"k\" = \"c\";\n")
    let read = Self.read(["de.lproj", "fr.lproj"], under: folder)
    #expect(
      read.strings == [
        "only base @de.lproj/Localizable.strings:2",
        "k %#@n@ → one @de.lproj/Localizable.stringsdict:3",
        "k %#@n@ → other @de.lproj/Localizable.stringsdict:3",
        "k base @de.lproj/Other.strings:1",
        "k base @fr.lproj/Localizable.strings:1",
      ])
    #expect(
      read.diagnostics == [
        "de.lproj/Localizable.strings:1:7: warning duplicateKey: key \"k\" is also defined in "
          + "Localizable.stringsdict at line 3, which Foundation shows instead; this .strings value is skipped"
      ])
  }

  /// Eightieth attack A80-5: `Localizable.xcstrings` beside `en.lproj/Localizable.strings` (a
  /// migration's leftover) was checked twice, without a word. The catalog's key is kept; the
  /// `.strings` pair is skipped and counted in its file's one warning naming the catalog (U55-8),
  /// in every language's table, also when the table has a `.stringsdict`.
  @Test("A String Catalog's key is kept over the same table's .lproj .strings pair, with a warning (A80-5)")
  func catalogWins() throws {
    let folder = try TemporaryFolder("table-and-catalog")
    try folder.write(
      "App/Localizable.xcstrings",
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "k" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "New text" } } } },
          "p" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Neu" } } } }
        },
        "version" : "1.0"
      }
      """)
    try folder.write("App/en.lproj/Localizable.strings", "\"k\" = \"Old text\";\n\"only\" = \"kept\";\n")
    try folder.write("App/de.lproj/Localizable.strings", "\"only\" = \"da\";\n\"p\" = \"alt\";\n")
    try folder.write("App/de.lproj/Localizable.stringsdict", Self.pluralTable(["only"]))
    try folder.write("App/en.lproj/Other.strings", "\"k\" = \"other table\";\n")
    let read = Self.read(["App"], under: folder)
    #expect(
      read.strings == [
        "k base @App/Localizable.xcstrings:4",
        // The source language's and de's.
        "p base @App/Localizable.xcstrings:5",
        "p base @App/Localizable.xcstrings:5",
        "only %#@n@ → one @App/de.lproj/Localizable.stringsdict:3",
        "only %#@n@ → other @App/de.lproj/Localizable.stringsdict:3",
        "only base @App/en.lproj/Localizable.strings:2",
        "k base @App/en.lproj/Other.strings:1",
      ])
    let skipped = "this .strings value is skipped"
    #expect(
      read.diagnostics == [
        "App/de.lproj/Localizable.strings:1:10: warning duplicateKey: key \"only\" is also defined in "
          + "Localizable.stringsdict at line 3, which Foundation shows instead; \(skipped)",
        "App/de.lproj/Localizable.strings:0:0: warning catalogShadowsStrings: "
          + Self.catalogTwin(
            "The 1 key it shares with the catalog, \"p\" (line 2), is skipped (the catalog's values are "
              + "checked); its other strings are still checked"),
        "App/en.lproj/Localizable.strings:0:0: warning catalogShadowsStrings: "
          + Self.catalogTwin(
            "The 1 key it shares with the catalog, \"k\" (line 1), is skipped (the catalog's values are "
              + "checked); its other strings are still checked"),
      ])
  }

  /// The warning of a `.strings` file whose table `App/Localizable.xcstrings` (or `catalog`)
  /// holds too, saying `keys` of the keys the two share.
  static func catalogTwin(_ keys: String, catalog: String = "App/Localizable.xcstrings") -> String {
    "the String Catalog \(catalog) holds the same table, and Xcode compiles it into this file's place in "
      + "the app (a target cannot ship both): this .strings file is not what ships with the catalog. \(keys), "
      + "in case another target ships this file. Remove it once the catalog holds its strings"
  }

  /// The words of ``catalogTwin(_:catalog:)`` for a file sharing no key with the catalog.
  static let sharesNoKey = "It shares no key with the catalog, so all of its strings are still checked"

  /// A fresh user's U54-3: a leftover `.strings` file of the catalog's table sharing no key with
  /// it got no warning, and its keys were checked as if it shipped.
  @Test(
    "a catalog and a .strings file of its table that share no key: one warning per .strings file, keys kept")
  func catalogTwinWithoutSharedKeys() throws {
    let folder = try TemporaryFolder("table-and-catalog")
    try folder.write(
      "App/Localizable.xcstrings",
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "privacy" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Privacy" } } } }
        },
        "version" : "1.0"
      }
      """)
    try folder.write("App/en.lproj/Localizable.strings", "\"other\" = \"Other\";\n\"more\" = \"More\";\n")
    try folder.write("App/en.lproj/Other.strings", "\"other\" = \"Another table\";\n")
    let read = Self.read(["App"], under: folder)
    #expect(
      read.strings == [
        "privacy base @App/Localizable.xcstrings:4",
        "other base @App/en.lproj/Localizable.strings:1",
        "more base @App/en.lproj/Localizable.strings:2",
        "other base @App/en.lproj/Other.strings:1",
      ])
    #expect(
      read.diagnostics == [
        "App/en.lproj/Localizable.strings:0:0: warning catalogShadowsStrings: \(Self.catalogTwin(Self.sharesNoKey))"
      ])
    // Without the catalog among the inputs, nothing is said.
    #expect(Self.read(["App/en.lproj"], under: folder).diagnostics.isEmpty)
  }

  /// A fresh user's U55-8: each key shared with the catalog got a warning of its own repeating
  /// the file's explanation (201 warnings for 200 keys). One warning counts them and names the
  /// first three, in line order.
  @Test("a .strings file sharing 5 keys with the catalog: one warning counting them, naming the first 3")
  func catalogTwinCountsSharedKeys() throws {
    let folder = try TemporaryFolder("table-and-catalog")
    let keys = ["e", "d", "c", "b", "a"]
    let entries = keys.map {
      "\"\($0)\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : "
        + "{ \"state\" : \"translated\", \"value\" : \"V\" } } } }"
    }
    try folder.write(
      "App/Localizable.xcstrings",
      "{ \"sourceLanguage\" : \"en\", \"strings\" : { \(entries.joined(separator: ", ")) }, \"version\" : \"1.0\" }"
    )
    try folder.write(
      "App/en.lproj/Localizable.strings", (keys + ["own"]).map { "\"\($0)\" = \"old\";\n" }.joined())
    let read = Self.read(["App"], under: folder)
    #expect(
      read.strings.filter { $0.contains(".lproj/") } == ["own base @App/en.lproj/Localizable.strings:6"])
    #expect(
      read.diagnostics == [
        "App/en.lproj/Localizable.strings:0:0: warning catalogShadowsStrings: "
          + Self.catalogTwin(
            "The 5 keys it shares with the catalog, \"e\" (line 1), \"d\" (line 2), \"c\" (line 3) and 2 more, "
              + "are skipped (the catalog's values are checked); its other strings are still checked")
      ])
  }

  /// A fresh user's U55-9: a catalog further up than the folder directly above the `.lproj`
  /// (`App/Localizable.xcstrings`, `App/Resources/en.lproj/Localizable.strings`) was not found,
  /// and both values of a key were checked. Xcode compiles a target's catalog into its table's
  /// place wherever the two sit; one beside (not above) is likely another app's or target's.
  @Test("a catalog two folders above the .lproj holds the table too; one beside it does not (U55-9)")
  func catalogFurtherUp() throws {
    let folder = try TemporaryFolder("table-and-catalog")
    let catalog = """
      { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : { "de" : { "stringUnit" : \
      { "state" : "translated", "value" : "WLAN" } } } } }, "version" : "1.0" }
      """
    try folder.write("App/Localizable.xcstrings", catalog)
    try folder.write("App/Resources/en.lproj/Localizable.strings", "\"own\" = \"Own\";\n")
    try folder.write("App/Other/de.lproj/Localizable.strings", "\"k\" = \"WLAN alt\";\n")
    // Another table's name is not the catalog's.
    try folder.write("App/Other/de.lproj/InfoPlist.strings", "\"k\" = \"x\";\n")
    let read = Self.read(["App"], under: folder)
    #expect(
      read.strings == [
        // The source language's and de's.
        "k base @App/Localizable.xcstrings:1",
        "k base @App/Localizable.xcstrings:1",
        "k base @App/Other/de.lproj/InfoPlist.strings:1",
        "own base @App/Resources/en.lproj/Localizable.strings:1",
      ])
    #expect(
      read.diagnostics == [
        "App/Other/de.lproj/Localizable.strings:0:0: warning catalogShadowsStrings: "
          + Self.catalogTwin(
            "The 1 key it shares with the catalog, \"k\" (line 1), is skipped (the catalog's values are "
              + "checked); its other strings are still checked"),
        "App/Resources/en.lproj/Localizable.strings:0:0: warning catalogShadowsStrings: "
          + Self.catalogTwin(Self.sharesNoKey),
      ])
    // A catalog beside the `.lproj` folder, not above it (another app's or target's, as when
    // two apps are checked together): not taken, both values checked.
    let beside = try TemporaryFolder("table-and-catalog-beside")
    try beside.write("App/Catalogs/Localizable.xcstrings", catalog)
    try beside.write("App/Other/de.lproj/Localizable.strings", "\"k\" = \"WLAN alt\";\n")
    let apart = Self.read(["App"], under: beside)
    #expect(apart.strings.last == "k base @App/Other/de.lproj/Localizable.strings:1")
    #expect(apart.strings.count == 3)
    #expect(apart.diagnostics.isEmpty)
    // Two above (and one beside): the nearest above is the one.
    try beside.write("App/Localizable.xcstrings", catalog)
    try beside.write("App/Other/Localizable.xcstrings", catalog)
    #expect(
      Self.read(["App"], under: beside).diagnostics == [
        "App/Other/de.lproj/Localizable.strings:0:0: warning catalogShadowsStrings: "
          + Self.catalogTwin(
            "The 1 key it shares with the catalog, \"k\" (line 1), is skipped (the catalog's values are "
              + "checked); its other strings are still checked",
            catalog: "App/Other/Localizable.xcstrings")
      ])
  }

  @Test("A .strings file given without its .stringsdict is read whole; a key only in the .strings is kept")
  func onlyWhatIsGiven() throws {
    let folder = try TemporaryFolder("table-and-plurals")
    try folder.write("de.lproj/Localizable.strings", "\"k\" = \"a\";\n")
    try folder.write("de.lproj/Localizable.stringsdict", Self.pluralTable(["other"]))
    let alone = Self.read(["de.lproj/Localizable.strings"], under: folder)
    #expect(alone.strings == ["k base @de.lproj/Localizable.strings:1"])
    #expect(alone.diagnostics.isEmpty)
    let both = Self.read(["de.lproj"], under: folder)
    #expect(both.strings.first == "k base @de.lproj/Localizable.strings:1")
    #expect(both.strings.count == 3)
    #expect(both.diagnostics.isEmpty)
  }

  @Test("150 keys in both give 100 warnings and one line counting the other 50, as other warnings are capped")
  func warningsAreCapped() throws {
    let folder = try TemporaryFolder("table-and-plurals")
    let keys = (0..<150).map { "k\($0)" }
    try folder.write("de.lproj/Localizable.strings", keys.map { "\"\($0)\" = \"v\";\n" }.joined())
    try folder.write("de.lproj/Localizable.stringsdict", Self.pluralTable(keys))
    let read = Self.read(["de.lproj"], under: folder)
    #expect(read.strings.count == 300)
    #expect(read.strings.allSatisfy { $0.contains(".stringsdict:") })
    #expect(read.diagnostics.count == 101)
    #expect(read.diagnostics[99].hasPrefix("de.lproj/Localizable.strings:100:"))
    #expect(
      read.diagnostics.last?.hasSuffix(
        "and 50 more warnings in this file; only the first 100 are listed") == true)
  }
}
