import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// fresh27 F27-1: Mastodon ships `Base.lproj/Localizable.strings` and `en.lproj/Localizable.strings`
/// with the same keys; both were read as `en`, so every English key was checked twice. iOS shows
/// English from `en.lproj`: the `Base.lproj` copy is left out, with one note per file.
@Suite("Base.lproj keys the development language's own table also has")
struct BaseLocalizationCopyTests {
  @Test("a key in Base.lproj and en.lproj is read once, from en.lproj; Base-only keys and other tables stay")
  func developmentLanguageWins() throws {
    let folder = try TemporaryFolder("base-copies")
    try folder.write(
      "R/Base.lproj/Localizable.strings",
      "\"k\" = \"Base k\";\n\"only\" = \"Only in Base\";\n\"p\" = \"P\";\n")
    try folder.write("R/Base.lproj/Other.strings", "\"k\" = \"Other k\";\n")
    try folder.write("R/en.lproj/Localizable.strings", "\"k\" = \"English k\";\n")
    try folder.write("R/en.lproj/Localizable.stringsdict", HostileTableAndPluralsTests.pluralTable(["p"]))
    try folder.write("R/de.lproj/Localizable.strings", "\"k\" = \"Deutsch k\";\n")
    let read = HostileTableAndPluralsTests.read(["R"], under: folder)
    #expect(
      read.strings == [
        "only base @R/Base.lproj/Localizable.strings:2",
        "k base @R/Base.lproj/Other.strings:1",
        "k base @R/de.lproj/Localizable.strings:1",
        "k base @R/en.lproj/Localizable.strings:1",
        "p %#@n@ → one @R/en.lproj/Localizable.stringsdict:3",
        "p %#@n@ → other @R/en.lproj/Localizable.stringsdict:3",
      ])
    #expect(
      read.diagnostics == [
        "R/Base.lproj/Localizable.strings:0:0: note baseLocalizationCopy: 2 keys of this Base.lproj table are "
          + "also in en.lproj/Localizable.strings and en.lproj/Localizable.stringsdict, which iOS shows in en; "
          + "their Base.lproj copies are left out (the keys only Base.lproj has are checked)"
      ])
    let english = LocalizationReader().read(paths: [folder.path + "/R"]).strings.filter {
      $0.locale == "en" && $0.location.file.hasSuffix("Localizable.strings")
    }
    #expect(english.filter { $0.key == "k" }.map(\.value) == ["English k"])
  }

  @Test("with another development language, en.lproj is a language of its own and Base.lproj is kept")
  func otherDevelopmentLanguage() throws {
    let folder = try TemporaryFolder("base-copies")
    try folder.write("R/Base.lproj/Localizable.strings", "\"k\" = \"Basis\";\n")
    try folder.write("R/en.lproj/Localizable.strings", "\"k\" = \"English\";\n")
    var options = LocalizationReadOptions()
    options.developmentLanguage = "de"
    let result = LocalizationReader(options: options).read(paths: [folder.path + "/R"])
    #expect(result.strings.map { "\($0.locale) \($0.value)" } == ["de Basis", "en English"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test("a Base.lproj table in another folder than en.lproj's is not compared with it")
  func otherFolder() throws {
    let folder = try TemporaryFolder("base-copies")
    try folder.write("A/Base.lproj/Localizable.strings", "\"k\" = \"A\";\n")
    try folder.write("B/en.lproj/Localizable.strings", "\"k\" = \"B\";\n")
    let result = LocalizationReader().read(paths: [folder.path])
    #expect(result.strings.map(\.value) == ["A", "B"])
    #expect(result.diagnostics.isEmpty)
  }
}
