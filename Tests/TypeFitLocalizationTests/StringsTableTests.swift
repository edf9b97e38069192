import Testing

@testable import TypeFitLocalization

@Suite("Strings tables")
struct StringsTableTests {
  @Test("A table is its file name without the extension, and its path without the .lproj folder")
  func fromFile() throws {
    let table = try #require(StringsTable(file: "App/de.lproj/Localizable.strings"))
    #expect(table == StringsTable(name: "Localizable", path: "App/Localizable"))
    #expect(StringsTable(file: "App/fr.lproj/Localizable.stringsdict") == table)
    #expect(StringsTable(file: "/src/App/Base.lproj/Main.strings")?.path == "/src/App/Main")
    #expect(
      StringsTable(file: "Shared/Settings.xcstrings")
        == StringsTable(name: "Settings", path: "Shared/Settings"))
    #expect(
      StringsTable(file: "de.lproj/My.Table.strings") == StringsTable(name: "My.Table", path: "My.Table"))
    // A folder that is not an .lproj stays in the path.
    #expect(StringsTable(file: "Widget/Strings/Localizable.strings")?.path == "Widget/Strings/Localizable")
    #expect(StringsTable(file: "") == nil)
    #expect(StringsTable(file: "de.lproj/.strings") == nil)
  }

  @Test("A combining mark after a slash does not join the slash to the next name")
  func combiningMarkAfterSlash() {
    let table = StringsTable(file: "de.lproj/\u{301}Other.strings")
    #expect(table == StringsTable(name: "\u{301}Other", path: "\u{301}Other"))
  }

  @Test("A string's table comes from its file, or from <file original> for XLIFF; Android has none")
  func ofStrings() {
    func string(_ file: String, _ format: LocalizationFormat, original: String? = nil) -> LocalizedString {
      LocalizedString(
        key: "k", locale: "de", value: "v", location: SourceLocation(file: file, line: 1), format: format,
        originalFile: original)
    }
    #expect(string("de.lproj/Other.strings", .strings).table?.name == "Other")
    #expect(string("Localizable.xcstrings", .xcstrings).table?.name == "Localizable")
    #expect(
      string("de.xliff", .xliff, original: "App/en.lproj/InfoPlist.strings").table
        == StringsTable(name: "InfoPlist", path: "App/InfoPlist"))
    #expect(string("de.xliff", .xliff).table == nil)
    #expect(string("res/values-de/strings.xml", .android).table == nil)
  }

  @Test(
    "The memo of the last file's table answers as each string's own table, telling NFC and NFD paths apart")
  func memo() {
    func string(_ file: String, _ format: LocalizationFormat, original: String? = nil) -> LocalizedString {
      LocalizedString(
        key: "k", locale: "de", value: "v", location: SourceLocation(file: file, line: 1), format: format,
        originalFile: original)
    }
    let strings = [
      string("App/de.lproj/Localizable.strings", .strings),
      string("App/de.lproj/Localizable.strings", .strings),
      string("App/de.lproj/Other.strings", .strings),
      // The same folder name, NFC then NFD: two files, two tables.
      string("Caf\u{E9}/Settings.xcstrings", .xcstrings),
      string("Cafe\u{301}/Settings.xcstrings", .xcstrings),
      string("Caf\u{E9}/Settings.xcstrings", .xcstrings),
      string("res/values-de/strings.xml", .android),
      string("de.xliff", .xliff, original: "App/en.lproj/InfoPlist.strings"),
      string("de.xliff", .xliff),
      string("App/de.lproj/Localizable.strings", .stringsdict),
    ]
    var memo = StringsTableMemo()
    for each in strings {
      #expect(memo.table(of: each) == each.table, "\(each.location.file)")
    }
    #expect(memo.table(file: "Caf\u{E9}/Settings.xcstrings")?.path.utf8.count == 14)
    #expect(memo.table(file: "Cafe\u{301}/Settings.xcstrings")?.path.utf8.count == 15)
    #expect(
      memo.table(file: "App/fr.lproj/Localizable.strings")
        == StringsTable(name: "Localizable", path: "App/Localizable"))
    #expect(memo.table(file: "") == nil)
  }
}
