import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// A locale file that is a symbolic link to another locale's file is read for both locales; a
/// folder alias reaching the same locale file again is read once, at the path without links.
@Suite("File walker: one file shared by two locales")
struct SharedLocaleFileTests {
  /// `App/Sub/de.lproj/Localizable.strings` and `App/fr.lproj/Localizable.strings ->
  /// ../Sub/de.lproj/Localizable.strings`.
  private func sharedTable() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("App/Sub/de.lproj/Localizable.strings", "\"title\" = \"Einstellungen\";\n")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/App/fr.lproj", withIntermediateDirectories: true)
    #expect(
      symlink("../Sub/de.lproj/Localizable.strings", folder.path + "/App/fr.lproj/Localizable.strings") == 0)
    return folder
  }

  private func relative(_ outcome: LocalizationFileWalker.Outcome, _ folder: TemporaryFolder) -> [String] {
    outcome.files.map { String($0.path.dropFirst(folder.path.count + 1)) }
  }

  @Test("a locale file linked to another locale's file is found under both locales")
  func linkedLocaleFile() throws {
    let folder = try sharedTable()
    let outcome = LocalizationFileWalker().findFiles(in: [folder.path + "/App"])
    #expect(
      relative(outcome, folder) == [
        "App/Sub/de.lproj/Localizable.strings", "App/fr.lproj/Localizable.strings",
      ])
    #expect(outcome.diagnostics.isEmpty)
    let read = LocalizationReader().read(paths: [folder.path + "/App"])
    #expect(read.strings.map(\.locale).sorted() == ["de", "fr"])
  }

  @Test("a folder alias reaching the same locale file is read once, at the path without links")
  func folderAliasReadOnce() throws {
    let folder = try sharedTable()
    // `Alias` sorts before `Sub`, so the walk meets the file through the link first.
    #expect(symlink("Sub", folder.path + "/App/Alias") == 0)
    let outcome = LocalizationFileWalker().findFiles(in: [folder.path + "/App"])
    #expect(
      relative(outcome, folder) == [
        "App/Sub/de.lproj/Localizable.strings", "App/fr.lproj/Localizable.strings",
      ])
    // The file given again, directly, is not read twice.
    let twice = LocalizationFileWalker().findFiles(in: [
      folder.path + "/App", folder.path + "/App/Sub/de.lproj/Localizable.strings",
    ])
    #expect(twice.files.count == 2)
  }

  @Test("a locale folder that is a link to another locale's folder is read as its own locale")
  func linkedLocaleFolder() throws {
    let folder = try sharedTable()
    #expect(symlink("Sub/de.lproj", folder.path + "/App/it.lproj") == 0)
    let outcome = LocalizationFileWalker().findFiles(in: [folder.path + "/App"])
    #expect(
      relative(outcome, folder) == [
        "App/Sub/de.lproj/Localizable.strings", "App/fr.lproj/Localizable.strings",
        "App/it.lproj/Localizable.strings",
      ])
  }
}
