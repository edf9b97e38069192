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
        // The table's `.stringsdict` is the catalog's too (A82-5), whatever keys it shares.
        "App/de.lproj/Localizable.stringsdict:0:0: warning catalogShadowsStrings: "
          + Self.catalogTwin(Self.sharesNoKey, file: ".stringsdict"),
        "App/en.lproj/Localizable.strings:0:0: warning catalogShadowsStrings: "
          + Self.catalogTwin(
            "The 1 key it shares with the catalog, \"k\" (line 1), is skipped (the catalog's values are "
              + "checked); its other strings are still checked"),
      ])
  }

  /// The warning of a `.strings` (or `file`) file whose table `App/Localizable.xcstrings` (or
  /// `catalog`) holds too, saying `keys` of the keys the two share.
  static func catalogTwin(
    _ keys: String, catalog: String = "App/Localizable.xcstrings", file: String = ".strings"
  ) -> String {
    "the String Catalog \(catalog) holds the same table, and Xcode compiles it into this file's place in "
      + "the app (a target cannot ship both): this \(file) file is not what ships with the catalog. \(keys), "
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
    // The catalog named by its path's names, as reports write the file's path (a fresh user's
    // U56-6: `…/./App//Localizable.xcstrings`, as typed).
    let spelled = LocalizationReader().read(paths: [folder.path + "/./App//"])
    #expect(
      spelled.diagnostics.map(\.message).allSatisfy {
        $0.hasPrefix("the String Catalog \(folder.path)/App/Localizable.xcstrings holds the same table, ")
      })
    #expect(spelled.diagnostics.count == 2)
    // A catalog beside the `.lproj` folder, not above it (perhaps another target's): not taken,
    // both values checked; said, as one project's (U56-5, `catalogInSiblingFolder`).
    let beside = try TemporaryFolder("table-and-catalog-beside")
    try beside.write("App/Catalogs/Localizable.xcstrings", catalog)
    try beside.write("App/Other/de.lproj/Localizable.strings", "\"k\" = \"WLAN alt\";\n")
    let apart = Self.read(["App"], under: beside)
    #expect(apart.strings.last == "k base @App/Other/de.lproj/Localizable.strings:1")
    #expect(apart.strings.count == 3)
    #expect(
      apart.diagnostics == [
        "App/Other/de.lproj/Localizable.strings:0:0: warning catalogShadowsStrings: "
          + Self.siblingCatalog("App/Catalogs/Localizable.xcstrings")
      ])
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

  /// The warning of a table file whose catalog is in another folder of its project (U56-5).
  static func siblingCatalog(_ catalog: String, file: String = ".strings") -> String {
    "the String Catalog \(catalog) holds the same table in another folder of this project: if one target holds "
      + "both, Xcode compiles the catalog into this file's place and this \(file) file does not ship. All of its "
      + "strings are checked, since another target may ship it (which target holds which file is in the Xcode "
      + "project, not read). Remove it once the catalog holds its strings"
  }

  /// A fresh user's U56-5: a leftover `.stringsdict` in a sibling folder of the catalog
  /// (`A/de.lproj/Localizable.stringsdict` beside `B/Localizable.xcstrings`) got no warning,
  /// while one below the catalog's folder did. Within one project (the nearest folder holding
  /// an Xcode project, a `Package.swift` or a `.git`, else the input given) it is warned of,
  /// and still checked whole; across projects (two apps checked together) it is not.
  @Test(
    "a table's file in a sibling folder of its catalog: a warning within one project, none across (U56-5)")
  func catalogInSiblingFolder() throws {
    let folder = try TemporaryFolder("sibling-catalog")
    let catalog = """
      { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : { "de" : { "stringUnit" : \
      { "state" : "translated", "value" : "WLAN" } } } } }, "version" : "1.0" }
      """
    try folder.write("App/B/Localizable.xcstrings", catalog)
    try folder.write("App/A/de.lproj/Localizable.stringsdict", Self.pluralTable(["k"]))
    try folder.write("App/A/de.lproj/InfoPlist.strings", "\"k\" = \"x\";\n")
    let read = Self.read(["App"], under: folder)
    // Nothing skipped: the .stringsdict's plural forms are checked beside the catalog's value.
    #expect(read.strings.filter { $0.contains("Localizable.stringsdict") }.count == 2)
    #expect(
      read.diagnostics == [
        "App/A/de.lproj/Localizable.stringsdict:0:0: warning catalogShadowsStrings: "
          + Self.siblingCatalog("App/B/Localizable.xcstrings", file: ".stringsdict")
      ])
    // The catalog's path as reports write paths, by its names (U56-6).
    let spelled = LocalizationReader().read(paths: [folder.path + "/./App//"])
    #expect(
      spelled.diagnostics.map(\.message) == [
        Self.siblingCatalog(folder.path + "/App/B/Localizable.xcstrings", file: ".stringsdict")
      ])
    // Two projects under the input (an Xcode project in each): not paired.
    try folder.write("App/A/A.xcodeproj/project.pbxproj", "")
    #expect(Self.read(["App"], under: folder).diagnostics.isEmpty)
    // Nor two inputs without projects, as two apps checked together are.
    let apps = try TemporaryFolder("sibling-catalog-apps")
    try apps.write("One/Localizable.xcstrings", catalog)
    try apps.write("Two/de.lproj/Localizable.stringsdict", Self.pluralTable(["k"]))
    #expect(Self.read(["One", "Two"], under: apps).diagnostics.isEmpty)
    #expect(Self.read(["."], under: apps).diagnostics.count == 1)
  }

  /// Eighty-second attack A82-5: a leftover `de.lproj/Localizable.stringsdict` beside a String
  /// Catalog of the same table was checked beside the catalog's plural entries, with no warning.
  /// Xcode compiles the catalog into both `Localizable.strings` and `Localizable.stringsdict`, so
  /// the `.stringsdict` gets the `.strings` twin's treatment: one warning, its shared keys skipped.
  @Test(
    "a .stringsdict of a catalog's table: one catalogShadowsStrings warning, its shared keys skipped (A82-5)")
  func catalogShadowsStringsdict() throws {
    let folder = try TemporaryFolder("table-and-catalog")
    try folder.write(
      "App/Localizable.xcstrings",
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "items" : { "localizations" : { "de" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Element" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Elemente" } } } } } } },
          "k" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Katalog" } } } }
        },
        "version" : "1.0"
      }
      """)
    try folder.write("App/de.lproj/Localizable.strings", "\"k\" = \"Alt\";\n")
    // `items` the catalog holds; `own` only this file (kept: another target may ship it); `k`
    // also the `.strings` file's, so the `.strings` pair is one of the catalog's shared keys.
    try folder.write("App/de.lproj/Localizable.stringsdict", Self.pluralTable(["items", "own", "k"]))
    let read = Self.read(["App"], under: folder)
    #expect(
      read.strings.filter { $0.contains(".lproj/") } == [
        "own %#@n@ → one @App/de.lproj/Localizable.stringsdict:4",
        "own %#@n@ → other @App/de.lproj/Localizable.stringsdict:4",
      ])
    // The source language's key, and the catalog's two German forms only.
    #expect(
      read.strings.filter { $0.hasPrefix("items ") } == [
        "items base @App/Localizable.xcstrings:4", "items plural.one @App/Localizable.xcstrings:5",
        "items plural.other @App/Localizable.xcstrings:6",
      ])
    #expect(
      read.diagnostics == [
        "App/de.lproj/Localizable.strings:0:0: warning catalogShadowsStrings: "
          + Self.catalogTwin(
            "The 1 key it shares with the catalog, \"k\" (line 1), is skipped (the catalog's values are "
              + "checked); its other strings are still checked"),
        "App/de.lproj/Localizable.stringsdict:0:0: warning catalogShadowsStrings: "
          + Self.catalogTwin(
            "The 2 keys it shares with the catalog, \"items\" (line 3), \"k\" (line 5), are skipped (the catalog's "
              + "values are checked); its other strings are still checked", file: ".stringsdict"),
      ])
    // Given alone, without the catalog, the .stringsdict is read whole, without a word.
    let alone = Self.read(["App/de.lproj/Localizable.stringsdict"], under: folder)
    #expect(alone.strings.count == 6)
    #expect(alone.diagnostics.isEmpty)
  }

  /// Eighty-second attack A82-8: the pairings compared paths as written, so
  /// `./App/de.lproj` beside `App/Localizable.xcstrings` (or `App//…`, or an absolute path)
  /// checked both values of a shared key, without a word; the same for the `.strings` and
  /// `.stringsdict` of one table and for a `Base.lproj` copy. Paths are compared by their names
  /// from the working folder (``PairingPaths``).
  @Test("catalog twins, .stringsdict twins and Base.lproj copies pair however the paths are spelled (A82-8)")
  func pairingIgnoresSpelling() throws {
    let folder = try TemporaryFolder("table-spelling")
    try folder.write(
      "App/Localizable.xcstrings",
      """
      { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : { "de" : { "stringUnit" : \
      { "state" : "translated", "value" : "Katalog" } } } } }, "version" : "1.0" }
      """)
    try folder.write("App/de.lproj/Localizable.strings", "\"k\" = \"Alt\";\n")
    try folder.write("App/Base.lproj/Other.strings", "\"b\" = \"Base\";\n")
    try folder.write("App/en.lproj/Other.strings", "\"b\" = \"English\";\n\"p\" = \"strings\";\n")
    try folder.write("App/en.lproj/Other.stringsdict", Self.pluralTable(["p"]))
    let whole = Self.read(["App"], under: folder)
    #expect(
      whole.strings == [
        "k base @App/Localizable.xcstrings:1",
        "k base @App/Localizable.xcstrings:1",
        "b base @App/en.lproj/Other.strings:1",
        "p %#@n@ → one @App/en.lproj/Other.stringsdict:3",
        "p %#@n@ → other @App/en.lproj/Other.stringsdict:3",
      ])
    #expect(
      whole.diagnostics.map { $0.prefix { $0 != ":" } + ($0.contains("warning") ? " warning" : " note") } == [
        "App/Base.lproj/Other.strings note", "App/de.lproj/Localizable.strings warning",
        "App/en.lproj/Other.strings warning",
      ])
    for spelling in [
      ["App/./de.lproj", "App//Localizable.xcstrings", "App/Base.lproj/", "App/en.lproj"],
      [
        "App/de.lproj/", "./App/Localizable.xcstrings", "./App/Base.lproj", "App//en.lproj/Other.strings",
        "App/en.lproj/./Other.stringsdict",
      ],
    ] {
      let read = Self.read(spelling, under: folder)
      func tidy(_ line: String) -> String {
        line.replacingOccurrences(of: "/./", with: "/").replacingOccurrences(of: "//", with: "/")
          .replacingOccurrences(of: "./App/", with: "App/")
      }
      // In another order: the walk sorts the paths as written (`./App` before `App`).
      #expect(read.strings.map(tidy).sorted() == whole.strings.sorted(), "\(spelling)")
      #expect(read.diagnostics.map(tidy).sorted() == whole.diagnostics.sorted(), "\(spelling)")
    }
    // A relative path and an absolute one are one path from the working folder.
    let paths = PairingPaths(workingFolder: "/src/")
    #expect(paths.key("./App//de.lproj/Localizable.strings") == "/src/App/de.lproj/Localizable.strings")
    #expect(paths.key("/src/./App/Localizable.xcstrings") == "/src/App/Localizable.xcstrings")
    #expect(paths.key(".") == "/src")
    // `..` stays: through a link, `a/..` need not be the folder holding `a`.
    #expect(paths.key("App/../App/x") == "/src/App/../App/x")
    #expect(PairingPaths(workingFolder: nil).key("./App//x") == "App/x")
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
