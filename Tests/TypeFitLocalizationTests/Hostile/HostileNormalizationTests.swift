import Foundation
import Testing
import TypeFitInput
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// Names that differ only in Unicode normalization (`é` as U+00E9, or as `e` + U+0301) are two
/// names to Linux and to Foundation's `.strings` tables, while Swift's `String ==` calls them
/// equal. Paths are split, compared and sorted by bytes, so neither is skipped or mistaken for
/// the other.
@Suite("Hostile input: names that differ only in Unicode normalization")
struct HostileNormalizationTests {
  /// `é` composed (NFC) and decomposed (NFD).
  static let composed = "\u{E9}"
  static let decomposed = "e\u{301}"

  /// The names listed in `folder`, as bytes (two names `==` as `String` stay two).
  static func listed(_ folder: String) throws -> [[UInt8]] {
    try FileManager.default.contentsOfDirectory(atPath: folder).map { Array($0.utf8) }.sorted {
      $0.lexicographicallyPrecedes($1)
    }
  }

  @Test("a path splits at the byte '/': a name may start with a combining mark")
  func namesSplitAtSlashBytes() {
    #expect(
      BytePath.names(of: "reports/\u{301}/../r.json").map { Array($0.utf8) } == [
        Array("reports".utf8), [0xCC, 0x81], Array("..".utf8), Array("r.json".utf8),
      ])
    // As `Character`s, `/` and the accent are one, and the path has three names.
    #expect("reports/\u{301}/../r.json".split(separator: "/").count == 3)
    #expect(
      Array(BytePath.lastName(of: "de.lproj/\u{301}L.strings").utf8) == [0xCC, 0x81] + Array("L.strings".utf8)
    )
    #expect(Array(BytePath.folder(of: "/a/\u{301}b").utf8) == Array("/a".utf8))
    #expect(BytePath.isAbsolute("/\u{301}x"))
    #expect(Array(BytePath.absolute("x/\u{301}/../y", from: "/src").utf8) == Array("/src/x/y".utf8))
  }

  @Test("containment is decided on bytes: a folder is not inside its other normalization")
  func containmentOnBytes() {
    let nfc = "/src/" + Self.composed
    let nfd = "/src/" + Self.decomposed
    #expect(nfc == nfd)  // what String compares
    #expect(!BytePath.isInside(nfd + "/victim.json", nfc))
    #expect(!BytePath.isInside(nfd, nfc))
    #expect(BytePath.isInside(nfc + "/x", nfc))
    #expect(BytePath.isInside(nfc, nfc))
    #expect(!BytePath.isBelow(nfc, nfc))
    #expect(BytePath.isInside("/anything", "/"))
    #expect(!BytePath.isInside("/src/ab", "/src/a"))
    #expect(Set([ExactText(nfc), ExactText(nfd)]).count == 2)
    #expect(ExactText(nfd) < ExactText(nfc))  // "e" (0x65) before 0xC3
    #expect(Set(["K"]).containsExactly("K"))
    #expect(!Set(["K"]).containsExactly("\u{212A}"))  // KELVIN SIGN, canonically "K"
  }

  @Test("folders Résumé (NFC) and Résumé (NFD) are both walked, NFD first (byte order)")
  func twinFoldersBothWalked() throws {
    let folder = try TemporaryFolder("nfc")
    let nfc = "R\(Self.composed)sum\(Self.composed)"
    let nfd = "R\(Self.decomposed)sum\(Self.decomposed)"
    try folder.write(nfc + "/de.lproj/Localizable.strings", "\"k1\" = \"A\";\n")
    try folder.write(nfd + "/de.lproj/Localizable.strings", "\"k2\" = \"B\";\n")
    try #require(try Self.listed(folder.path).count == 2)
    let found = LocalizationFileWalker().findFiles(in: [folder.path])
    #expect(
      found.files.map { Array($0.path.utf8) } == [
        Array((folder.path + "/" + nfd + "/de.lproj/Localizable.strings").utf8),
        Array((folder.path + "/" + nfc + "/de.lproj/Localizable.strings").utf8),
      ])
    #expect(found.diagnostics.isEmpty)
    let read = LocalizationReader().read(paths: [folder.path])
    #expect(read.strings.map(\.key) == ["k2", "k1"])
  }

  @Test("tables Tâble.strings (NFC) and Tâble.strings (NFD) in one folder are both read")
  func twinTablesBothRead() throws {
    let folder = try TemporaryFolder("nfc")
    try folder.write("de.lproj/T\u{E2}ble.strings", "\"k1\" = \"A\";\n")
    try folder.write("de.lproj/Ta\u{302}ble.strings", "\"k2\" = \"B\";\n")
    // Only the NFC table has plural rules; the NFD table's `k2` must not be skipped for them.
    try folder.write(
      "de.lproj/T\u{E2}ble.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>k2</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>ein</string><key>other</key><string>viele</string></dict>
      </dict></dict></plist>
      """)
    try #require(try Self.listed(folder.path + "/de.lproj").count == 3)
    let found = LocalizationFileWalker().findFiles(in: [folder.path])
    #expect(found.files.count == 3)
    let read = LocalizationReader().read(paths: [folder.path])
    let pairs = read.strings.map { Array((BytePath.lastName(of: $0.location.file) + " " + $0.key).utf8) }
    #expect(pairs.contains(Array("Ta\u{302}ble.strings k2".utf8)))
    #expect(pairs.contains(Array("T\u{E2}ble.strings k1".utf8)))
    // No key of one is a duplicate of the other's; the two tables are one file on macOS, which
    // the later is warned of (A52-8).
    #expect(
      read.diagnostics.filter { $0.kind == .duplicateKey }.map {
        $0.message.contains("differ only in Unicode normalization")
      }
        == [true])
  }

  @Test("a link to the other normalization of the input folder leads out: reported, not read")
  func linkToTwinOfRootLeadsOut() throws {
    let folder = try TemporaryFolder("nfc")
    try folder.write(Self.decomposed + "/Secret.strings", "\"secret.key\" = \"TOP-SECRET\";\n")
    try folder.write(Self.composed + "/en.lproj/Localizable.strings", "\"good\" = \"Good\";\n")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/" + Self.composed + "/de.lproj", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/" + Self.composed + "/de.lproj/Secret.strings",
      withDestinationPath: "../../" + Self.decomposed + "/Secret.strings")
    try #require(try Self.listed(folder.path).count == 2)
    let root = folder.path + "/" + Self.composed
    let found = LocalizationFileWalker().findFiles(in: [root])
    #expect(found.files.map { BytePath.lastName(of: $0.path) } == ["Localizable.strings"])
    #expect(found.diagnostics.map(\.kind) == [.externalLink])
    let read = LocalizationReader().read(paths: [root])
    #expect(read.strings.map(\.key) == ["good"])
  }

  @Test("a .strings file whose name starts with a combining mark takes the locale of its .lproj folder")
  func combiningMarkFileName() throws {
    #expect(
      LocaleTag.fromLprojPath("a/de.lproj/\u{301}Localizable.strings", developmentLanguage: "en") == "de")
    #expect(LocalizationFormat(path: "res/values-de/\u{301}strings.xml") == .android)
    let folder = try TemporaryFolder("nfc")
    try folder.write("de.lproj/\u{301}Localizable.strings", "\"k1\" = \"Lang\";\n")
    let read = LocalizationReader().read(paths: [folder.path])
    #expect(read.strings.map(\.locale) == ["de"])
  }

  @Test(
    "keys café (NFC) and café (NFD) are two keys of a .strings table, as Foundation reads it; no duplicate warning"
  )
  func twinKeysInOneTable() throws {
    let folder = try TemporaryFolder("nfc")
    try folder.write(
      "de.lproj/Localizable.strings",
      "\"caf\u{E9}\" = \"Ein sehr langer Text\";\n\"cafe\u{301}\" = \"Kurz\";\n\"caf\u{E9}\" = \"Lang\";\n")
    let read = LocalizationReader().read(paths: [folder.path])
    #expect(read.strings.map { Array($0.key.utf8) } == [Array("cafe\u{301}".utf8), Array("caf\u{E9}".utf8)])
    #expect(read.strings.map(\.value) == ["Kurz", "Lang"])
    // Only the NFC key is defined twice: its first definition is the one skipped.
    #expect(read.diagnostics.map(\.kind) == [.duplicateKey])
    #expect(read.diagnostics.map(\.line) == [1])
  }

  @Test("a .stringsdict key shadows only the .strings key with the same code points")
  func stringsdictShadowsExactKey() throws {
    let folder = try TemporaryFolder("nfc")
    try folder.write("de.lproj/Localizable.strings", "\"caf\u{E9}\" = \"A\";\n\"cafe\u{301}\" = \"B\";\n")
    try folder.write(
      "de.lproj/Localizable.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>cafe\u{301}</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>ein</string><key>other</key><string>viele</string></dict>
      </dict></dict></plist>
      """)
    let read = LocalizationReader().read(paths: [folder.path])
    let fromTable = read.strings.filter { $0.format == .strings }
    #expect(fromTable.map { Array($0.key.utf8) } == [Array("caf\u{E9}".utf8)])
    #expect(read.diagnostics.filter { $0.kind == .duplicateKey }.map(\.line) == [2])
  }
}
