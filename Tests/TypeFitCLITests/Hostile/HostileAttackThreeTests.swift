import Foundation
import Testing
import _TypeFitTestSupport

/// Cases from a fresh user's attack on the CLI: duplicate keys in `.strings` and
/// `.stringsdict`, separators between `.strings` entries, and the warning for links out of the
/// input when `--follow-external-links` is given. Each keeps the good file beside the bad one.
@Suite("Hostile input: duplicates, separators and external links in check")
struct HostileAttackThreeTests {
  @Test(
    "a .strings key defined twice: only the last value is checked (no TF001 on the dead one), a duplicateKey warning names both lines"
  )
  func stringsDuplicate() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      "de.lproj/Localizable.strings",
      "\"k\" = \"Ein sehr sehr langer Titel der in einer Zeile nicht passt und abgeschnitten wird\";\n"
        + "\"k\" = \"Kurz\";\n")
    // Rows, so that `--title-lines 1` applies (it leaves labels alone): the dead value would
    // truncate if it were checked.
    try folder.write("typefit.json", #"{"defaultRole": "row"}"#)
    let run = Hostile.check([folder.path], ["--title-lines", "1"])
    #expect(run.exitCode == 0)
    let json = try run.jsonObject()
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(
      results.map {
        "\($0["key"] as? String ?? "")@\($0["line"] as? Int ?? 0)=\(($0["texts"] as? [String: String])?["title"] ?? "")"
      }
        == ["k@2=Kurz", "good.key@1=Settings"])
    #expect(
      Hostile.diagnostics(run) == [
        #"duplicateKey: key "k" is defined again at line 2; the last definition is kept, as Foundation reads the table, and this one is skipped"#
      ])
    #expect((json["problems"] as? [[String: Any]])?.isEmpty ?? true)
  }

  @Test("a .stringsdict key and a plural form written twice: the last are checked, one row, two warnings")
  func stringsdictDuplicate() throws {
    let folder = try Hostile.folderWithGoodFile()
    let variable =
      "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
      + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
    try folder.write(
      "de.lproj/Localizable.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\(variable)<key>other</key><string>Ein sehr sehr langer Titel der nicht passt</string></dict></dict>
      <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\(variable)
      <key>other</key><string>Kurz</string>
      <key>other</key><string>Doppelt</string></dict></dict>
      </dict></plist>
      """)
    try folder.write("typefit.json", #"{"defaultRole": "row"}"#)
    let run = Hostile.check([folder.path], ["--title-lines", "1"])
    #expect(run.exitCode == 0)
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    #expect(
      results.map { "\($0["key"] as? String ?? "")=\(($0["texts"] as? [String: String])?["title"] ?? "")" }
        == ["k=Doppelt", "good.key=Settings"])
    #expect(
      Hostile.diagnostics(run).map { $0.prefix(25) } == [
        "duplicateKey: key \"k\" is ", "duplicateKey: key \"other\"",
      ])
  }

  @Test("one U+2028 and one U+0085 between .strings entries lose no entry; the U+0085 is an error")
  func separators() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      "de.lproj/h.strings", "\"k3\" = \"v3\";\u{2028}\"k4\"=\"v4\";\u{85}\"k5\"=\"v5\";\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == ["k3", "k4", "k5", Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run) == [
        "syntaxError: expected a quoted key, found '\u{85}'; skipped (Foundation stops reading the table there: "
          + "the entries after it show their keys in the app)"
      ])
  }

  @Test(
    "--follow-external-links: the localization files behind a link are read, and source discovery says it did not search the link for Swift"
  )
  func externalLinkWarning() throws {
    let outside = try TemporaryFolder()
    try outside.write("de.lproj/Localizable.strings", "\"ext.key\" = \"Extern\";\n")
    try outside.write("Ext.swift", "import SwiftUI\n")
    let folder = try Hostile.folderWithGoodFile()
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/ext", withDestinationPath: outside.path)
    let followed = Hostile.check([folder.path], ["--follow-external-links"])
    #expect(followed.exitCode == 0)
    #expect(Hostile.resultKeys(followed) == [Hostile.goodKey, "ext.key"])
    #expect(
      followed.stderr.contains(
        "Warning: \(folder.path)/ext: symbolic link leads outside the input (to \(outside.path)); "
          + "not searched for Swift sources (--follow-external-links follows links to localization files only)\n"
      ))
    #expect(!followed.stderr.contains("not followed"))
    let refused = Hostile.check([folder.path])
    #expect(Hostile.resultKeys(refused) == [Hostile.goodKey])
    // The localization walker's warning, as the report has it (A29-4).
    #expect(
      refused.stderr.contains("(to \(outside.path)); not followed (--follow-external-links allows it)\n"),
      "\(refused.stderr)")
  }
}
