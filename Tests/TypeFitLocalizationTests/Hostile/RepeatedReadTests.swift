import Foundation
import Testing
import TypeFitInput
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// The thirty-fourth attack's A34-5: a file is read once for each locale folder and file name it
/// is reached by, so a pull request's links multiplied the reading of one table without bound
/// (60 folder links × 60 file links to one 117 KB table: 3,600 reads, 256 s of CPU in a debug
/// build, under `--locales de` too).
@Suite("Hostile input: one table reached by many names through links")
struct RepeatedReadTests {
  /// `de.lproj/Localizable.strings` (`size` bytes) and `count` folder links `es.lproj`,
  /// `fr.lproj`… pointing at `de.lproj`.
  static func layout(links count: Int) throws -> (TemporaryFolder, String, Int) {
    let folder = try TemporaryFolder("repeated-reads")
    let root = try #require(FileSystemPath.resolved(folder.path))
    let table = (0..<20).map { "\"key.\($0)\" = \"Wert \($0)\";\n" }.joined()
    try folder.write("de.lproj/Localizable.strings", table)
    for locale in ["es", "fr", "it", "nl", "sv"].prefix(count) {
      try FileManager.default.createSymbolicLink(
        atPath: root + "/\(locale).lproj", withDestinationPath: "de.lproj")
    }
    return (folder, root, table.utf8.count)
  }

  @Test("names past the budget are not read, each an error naming the name first read; the first are")
  func budget() throws {
    let (folder, root, size) = try Self.layout(links: 5)
    _ = folder
    // A read of this small table is charged 4 KiB (A36-12).
    #expect(size < RepeatedReadBudget.minimumCharge)
    var reader = LocalizationReader()
    reader.repeatedReadLimit = 4_096 * 2 + 2_048
    let result = reader.read(paths: [root])
    // Path order: de, es, fr, it, nl, sv. `de` is the first name; es and fr are charged; the
    // others pass the budget.
    #expect(Set(result.strings.map(\.locale)) == ["de", "es", "fr"])
    #expect(result.strings.count == 60)
    #expect(
      result.diagnostics.map { "\($0.kind)|\($0.severity)|\($0.file.dropFirst(root.count))" } == [
        "unreadableFile|error|/it.lproj/Localizable.strings",
        "unreadableFile|error|/nl.lproj/Localizable.strings",
        "unreadableFile|error|/sv.lproj/Localizable.strings",
      ])
    #expect(
      result.diagnostics.first?.message
        == "the file this name leads to through symbolic links is read as \(root)/de.lproj/Localizable.strings, "
        + "and reading it and other files again under more names passed the run's limit of 10240 bytes (each read "
        + "counted as at least 4096); not read under this name (see Docs/Reliability.md, A34-5)")
  }

  /// The thirty-sixth attack's A36-16: names of one file made by hard links were refused with
  /// a message about symbolic links, where there were none.
  @Test("a hard link past the budget is called a hard link")
  func hardLinks() throws {
    let folder = try TemporaryFolder("repeated-hard-links")
    let root = try #require(FileSystemPath.resolved(folder.path))
    try folder.write("de.lproj/Localizable.strings", "\"k\" = \"Wert\";\n")
    for locale in ["es", "fr", "it"] {
      try FileManager.default.createDirectory(
        atPath: root + "/\(locale).lproj", withIntermediateDirectories: true)
      try FileManager.default.linkItem(
        atPath: root + "/de.lproj/Localizable.strings", toPath: root + "/\(locale).lproj/Localizable.strings")
    }
    var reader = LocalizationReader()
    reader.repeatedReadLimit = 4_096 + 2_048
    let result = reader.read(paths: [root])
    // Every name is without symbolic links; the first in order is read freely, es is charged.
    #expect(Set(result.strings.map(\.locale)) == ["de", "es"])
    #expect(
      result.diagnostics.map { String($0.file.dropFirst(root.count)) } == [
        "/fr.lproj/Localizable.strings", "/it.lproj/Localizable.strings",
      ])
    #expect(
      result.diagnostics.first?.message.hasPrefix(
        "this name is a hard link to a file read as \(root)/de.lproj/Localizable.strings, and reading it and other files "
      ) == true, "\(result.diagnostics.first?.message ?? "")")
  }

  /// A34-5's run had `aa.lproj` … before `de.lproj`, so the links' names took the budget and
  /// `de` itself was not read ("nothing was checked" under `--locales de`).
  @Test("the name without links is read freely, wherever it sorts; the links' names pay")
  func realNameFree() throws {
    let (folder, root, _) = try Self.layout(links: 0)
    _ = folder
    for locale in ["ca", "cs", "da"] {
      try FileManager.default.createSymbolicLink(
        atPath: root + "/\(locale).lproj", withDestinationPath: "de.lproj")
    }
    var reader = LocalizationReader()
    reader.repeatedReadLimit = 4_096 * 2
    let result = reader.read(paths: [root])
    #expect(Set(result.strings.map(\.locale)) == ["ca", "cs", "de"])
    #expect(
      result.diagnostics.map { String($0.file.dropFirst(root.count)) } == ["/da.lproj/Localizable.strings"])
  }

  /// A table's `.stringsdict` is read before its `.strings` file to skip the pairs it defines;
  /// one not read under a name must not make that name's `.strings` pairs skipped.
  @Test("a .stringsdict name past the budget skips none of its .strings file's pairs")
  func dictionaryPastBudget() throws {
    let (folder, root, _) = try Self.layout(links: 1)
    try folder.write(
      "de.lproj/Localizable.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>key.0</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d Wert</string><key>other</key><string>%d Werte</string></dict>
      </dict></dict></plist>
      """)
    var reader = LocalizationReader()
    reader.repeatedReadLimit = 4_096
    let result = reader.read(paths: [root])
    let spanish = result.strings.filter { $0.locale == "es" }
    #expect(spanish.count == 20)
    #expect(spanish.first { $0.key == "key.0" }?.value == "Wert 0")
    #expect(
      result.diagnostics.map { "\($0.kind)|\($0.file.dropFirst(root.count))" } == [
        "duplicateKey|/de.lproj/Localizable.strings",
        "unreadableFile|/es.lproj/Localizable.stringsdict",
      ])
  }

  /// The thirty-sixth attack's A36-12: 1,000 files of 12 bytes behind 676 folder links were
  /// 676,000 names charged 8 MB in all (empty files nothing): 223 s of CPU, debug. Each read is
  /// charged at least 4 KiB, and past the first 100 refused names the rest are counted, not
  /// listed one by one.
  @Test("many small files behind many links: reads charged 4 KiB each, 100 refusals listed, the rest counted")
  func manySmallFiles() throws {
    let folder = try TemporaryFolder("repeated-small-reads")
    let root = try #require(FileSystemPath.resolved(folder.path))
    for index in 0..<30 { try folder.write("de.lproj/T\(index).strings", "") }
    for locale in ["es", "fr", "it", "nl", "sv"] {
      try FileManager.default.createSymbolicLink(
        atPath: root + "/\(locale).lproj", withDestinationPath: "de.lproj")
    }
    var reader = LocalizationReader()
    reader.repeatedReadLimit = 4_096 * 10
    let result = reader.read(paths: [root])
    // 150 names of files read as de: 10 read, 140 refused, 100 listed, the last counting 40.
    #expect(result.diagnostics.count == 100)
    #expect(
      result.diagnostics.last?.message.hasSuffix(
        "; 40 more names of files read under other names are not read either, not listed") == true)
  }

  @Test("by default 64 MiB: a few linked locale folders are all read")
  func defaultLimit() throws {
    #expect(LocalizationReader().repeatedReadLimit == 64 << 20)
    let (folder, root, _) = try Self.layout(links: 3)
    _ = folder
    let result = LocalizationReader().read(paths: [root])
    #expect(result.strings.count == 80)
    #expect(result.diagnostics.isEmpty)
  }
}

/// The thirty-fourth attack's A34-6: Android merges the files of one `values-…` folder, and
/// `aapt2` refuses a name defined in two of them; both definitions were checked, without a word.
/// The warning quotes the element whole, `<string name="a">` (the thirty-eighth attack's A38-8:
/// its `>` was missing).
@Suite("Hostile input: an Android resource defined in two files of one folder")
struct AndroidFolderDuplicateTests {
  @Test("the second file's definition is skipped with a warning naming the first; other folders are apart")
  func secondDefinitionSkipped() throws {
    let folder = try TemporaryFolder("android-folder-duplicates")
    try folder.write(
      "res/values-de/other.xml",
      "<resources>\n<string name=\"a\">Zwei ist viel länger</string>\n"
        + "<plurals name=\"p\"><item quantity=\"one\">ein</item><item quantity=\"other\">viele</item></plurals>\n"
        + "<string-array name=\"s\"><item>Rot</item></string-array>\n</resources>\n")
    try folder.write(
      "res/values-de/strings.xml",
      "<resources>\n<string name=\"a\">Eins</string>\n<string name=\"b\">Bee</string>\n"
        + "<string name=\"p\">kein Plural</string>\n"
        + "<plurals name=\"p\"><item quantity=\"one\">eins</item><item quantity=\"other\">mehr</item></plurals>\n"
        + "<string-array name=\"s\"><item>Grün</item></string-array>\n</resources>\n")
    try folder.write(
      "lib/res/values-de/strings.xml", "<resources>\n<string name=\"a\">Overlay</string>\n</resources>\n")
    let result = LocalizationReader().read(paths: [folder.path])
    #expect(
      result.strings.map { "\($0.location.file.dropFirst(folder.path.count)):\($0.key)=\($0.value)" } == [
        "/lib/res/values-de/strings.xml:a=Overlay",
        "/res/values-de/other.xml:a=Zwei ist viel länger",
        "/res/values-de/other.xml:p=ein",
        "/res/values-de/other.xml:p=viele",
        "/res/values-de/other.xml:s=Rot",
        "/res/values-de/strings.xml:b=Bee",
        "/res/values-de/strings.xml:p=kein Plural",
      ])
    let other = folder.path + "/res/values-de/other.xml"
    #expect(
      result.diagnostics.map { "\($0.kind)@\($0.line ?? 0): \($0.message)" } == [
        "duplicateKey@2: <string name=\"a\"> is also defined in \(other) at line 2, in the same folder, which "
          + "Android merges into one set of resources (aapt2 refuses a name defined twice); this definition is "
          + "skipped",
        "duplicateKey@5: <plurals name=\"p\"> is also defined in \(other) at line 3, in the same folder, which "
          + "Android merges into one set of resources (aapt2 refuses a name defined twice); this definition is "
          + "skipped",
        "duplicateKey@6: <string-array name=\"s\"> is also defined in \(other) at line 4, in the same folder, "
          + "which Android merges into one set of resources (aapt2 refuses a name defined twice); this definition "
          + "is skipped",
      ])
  }

  /// The thirty-sixth attack's A36-6: `values-de`, `values-DE` and `values-b+de` are one
  /// configuration to aapt2; a name in each was checked three times, without a word.
  @Test("folders of one configuration are one set of resources; other configurations stay apart")
  func sameConfigurationFolders() throws {
    let folder = try TemporaryFolder("android-configuration-duplicates")
    try folder.write("res/values/strings.xml", "<resources><string name=\"t\">Title</string></resources>\n")
    try folder.write("res/values-DE/strings.xml", "<resources><string name=\"t\">Eins</string></resources>\n")
    try folder.write(
      "res/values-b+de/strings.xml", "<resources><string name=\"t\">Zwei</string></resources>\n")
    try folder.write("res/values-de/strings.xml", "<resources><string name=\"t\">Drei</string></resources>\n")
    try folder.write(
      "res/values-de-night/strings.xml", "<resources><string name=\"t\">Nacht</string></resources>\n")
    try folder.write(
      "res/values-de-rAT/strings.xml", "<resources><string name=\"t\">Servus</string></resources>\n")
    try folder.write(
      "res/values-b+de+AT/strings.xml", "<resources><string name=\"t\">Grüß Gott</string></resources>\n")
    let result = LocalizationReader().read(paths: [folder.path])
    #expect(
      result.strings.map { "\($0.locale)=\($0.value)" } == [
        "de=Eins", "de-AT=Grüß Gott", "de=Nacht", "en=Title",
      ])
    let first = folder.path + "/res/values-DE/strings.xml"
    let skipped = result.diagnostics.filter { $0.kind == .duplicateKey }
    #expect(
      skipped.map { String($0.file.dropFirst(folder.path.count)) } == [
        "/res/values-b+de/strings.xml", "/res/values-de-rAT/strings.xml", "/res/values-de/strings.xml",
      ])
    #expect(
      skipped.first?.message
        == "<string name=\"t\"> is also defined in \(first) at line 1, a folder of the same configuration, which "
        + "Android merges into one set of resources (aapt2 refuses a name defined twice); this definition is skipped"
    )
    #expect(
      AndroidResourceQualifiers.configuration(folder: "values-b+de+AT-night", defaultLocale: "en")
        == "de-AT night")
    #expect(
      AndroidResourceQualifiers.configuration(folder: "values-DE-rat-NIGHT-v21", defaultLocale: "en")
        == "de-AT night v21")
    #expect(AndroidResourceQualifiers.configuration(folder: "values", defaultLocale: "en") == "")
    #expect(AndroidResourceQualifiers.configuration(folder: "values-night", defaultLocale: "en") == " night")
    // A54-1: a language qualifier naming no locale is a configuration of its own.
    #expect(AndroidResourceQualifiers.configuration(folder: "values-b+", defaultLocale: "en") == "(b+)")
  }

  /// The fifty-fourth attack's A54-1: `values-b+` (refused by aapt2, read as locale '') was taken
  /// for `values`' configuration; its string, refused for its tag, hid the default one.
  @Test("a folder naming no locale hides no string of the default folder")
  func refusedFolderHidesNothing() throws {
    let folder = try TemporaryFolder("android-empty-locale")
    try folder.write(
      "res/values/strings.xml", "<resources><string name=\"title\">Datenschutz</string></resources>\n")
    try folder.write(
      "res/values-b+/strings.xml", "<resources><string name=\"title\">OK</string></resources>\n")
    let result = LocalizationReader().read(paths: [folder.path])
    #expect(result.strings.map { "\($0.locale)=\($0.value)" }.contains("en=Datenschutz"))
    #expect(!result.diagnostics.contains { $0.kind == .duplicateKey })
  }
}
