import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// `.lproj` folders whose names are not language tags are reported by the name they have and
/// skipped; tags with extensions keep their canonical lower case.
@Suite("Hostile input: locale folders")
struct HostileLocaleFolderTests {
  @Test("-o.lproj and --help.lproj are reported as written and skipped; the good file is still checked")
  func optionLikeFolders() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("-o.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try folder.write("--help.lproj/Localizable.strings", "\"b\" = \"B\";\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run) == [
        "invalidLanguageTag: locale '--help' is not a BCP 47 language tag (such as de or pt-BR); its strings are not checked",
        "invalidLanguageTag: locale '-o' is not a BCP 47 language tag (such as de or pt-BR); its strings are not checked",
      ])
  }

  @Test("zh-Hant-TW-u-co-pinyin.lproj keeps the extension's co in lower case")
  func extensionCase() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("zh-Hant-TW-u-co-pinyin.lproj/Localizable.strings", "\"k\" = \"設定\";\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let json = try run.jsonObject()
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.compactMap { $0["locale"] as? String }.sorted() == ["en", "zh-Hant-TW-u-co-pinyin"])
  }
}
