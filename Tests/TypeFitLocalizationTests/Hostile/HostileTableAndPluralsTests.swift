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
  /// diagnostics as `file:line:column: message`.
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
        "\(name($0.file)):\($0.line ?? 0):\($0.column ?? 0): \($0.severity) \($0.kind): \($0.message)"
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
  /// `.strings` pair is a warning naming the catalog, in every language's table, also when the
  /// table has a `.stringsdict`.
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
    let catalog = "which Xcode compiles into this table's place in the app (a target cannot ship both)"
    #expect(
      read.diagnostics == [
        "App/de.lproj/Localizable.strings:1:10: warning duplicateKey: key \"only\" is also defined in "
          + "Localizable.stringsdict at line 3, which Foundation shows instead; \(skipped)",
        "App/de.lproj/Localizable.strings:2:7: warning duplicateKey: key \"p\" is also defined in "
          + "Localizable.xcstrings at line 5, \(catalog); \(skipped)",
        "App/de.lproj/Localizable.strings:0:0: warning duplicateKey: \(Self.catalogTwin)",
        "App/en.lproj/Localizable.strings:1:7: warning duplicateKey: key \"k\" is also defined in "
          + "Localizable.xcstrings at line 4, \(catalog); \(skipped)",
        "App/en.lproj/Localizable.strings:0:0: warning duplicateKey: \(Self.catalogTwin)",
      ])
  }

  /// The warning of a `.strings` file whose table `Localizable.xcstrings` holds too.
  static let catalogTwin =
    "the String Catalog Localizable.xcstrings in the folder above holds the same table, and Xcode compiles it "
    + "into this file's place in the app (a target cannot ship both): this .strings file is not what ships "
    + "with the catalog. Its keys Localizable.xcstrings defines are skipped; the others are still checked, in "
    + "case another target ships this file. Remove it once the catalog holds its strings"

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
      read.diagnostics == ["App/en.lproj/Localizable.strings:0:0: warning duplicateKey: \(Self.catalogTwin)"])
    // Without the catalog among the inputs, nothing is said.
    #expect(Self.read(["App/en.lproj"], under: folder).diagnostics.isEmpty)
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
