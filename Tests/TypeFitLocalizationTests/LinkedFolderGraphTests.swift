import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// Folders that link to each other as a graph (no loop) are walked in time linear in the
/// folders, not in the paths through them.
@Suite("File walker: folders linked as a graph")
struct LinkedFolderGraphTests {
  /// Folders `d0` … `dN` beside each other; each `dI` but the last holds two links, named
  /// `linkNames`, to `../d(I+1)`; `dN/de.lproj/Localizable.strings` is the only file.
  private func graph(levels: Int, linkNames: [String]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder("walk-graph")
    try folder.write("d\(levels)/de.lproj/Localizable.strings", "\"title\" = \"Einstellungen\";\n")
    for level in 0..<levels {
      try FileManager.default.createDirectory(
        atPath: folder.path + "/d\(level)", withIntermediateDirectories: true)
      for name in linkNames {
        #expect(symlink("../d\(level + 1)", folder.path + "/d\(level)/\(name)") == 0)
      }
    }
    return folder
  }

  @Test("a file 2^40 paths of links away is read once, at its path without links")
  func linkGraph() throws {
    let levels = 40
    let folder = try graph(levels: levels, linkNames: ["a", "b"])
    let outcome = LocalizationFileWalker().findFiles(in: [folder.path])
    #expect(outcome.files.map(\.path) == [folder.path + "/d\(levels)/de.lproj/Localizable.strings"])
    #expect(outcome.diagnostics.isEmpty)
    // The given folder and d0 once; d1 … d40 and de.lproj at most twice: first through d0's
    // links (d0 sorts first), then again by their own paths, so their files are reported there.
    // 2^40 paths lead to de.lproj; none is listed again.
    #expect(outcome.foldersListed == 2 + 2 * (levels + 1))
    let read = LocalizationReader().read(paths: [folder.path])
    #expect(read.strings.map { "\($0.locale):\($0.key)" } == ["de:title"])
  }
}
