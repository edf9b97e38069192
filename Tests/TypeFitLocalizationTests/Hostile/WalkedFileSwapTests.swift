import Foundation
import Testing
import TypeFitInput
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// A file or folder swapped for a link after the walk found it (thirteenth attack A13-5): a
/// process beside the check renamed a link to a file outside the input over a walked
/// `Localizable.strings`, and the reader followed it: 37 of 60 runs put the outside file's
/// strings in the report. A walked file is read only if its path still leads to the file the
/// walk saw, and a walked folder listed only if it is still the folder its parent listed.
@Suite("Walked files and folders swapped for links are not read")
struct WalkedFileSwapTests {
  /// `app/de.lproj/Localizable.strings` and `outside/de.lproj/Localizable.strings` (a secret),
  /// under one temporary folder.
  struct Layout {
    let folder: TemporaryFolder
    let base: String
    var app: String { base + "/app" }
    var walked: String { app + "/de.lproj/Localizable.strings" }
    var secret: String { base + "/outside/de.lproj/Localizable.strings" }

    init() throws {
      folder = try TemporaryFolder("walked-swap")
      base = try #require(FileSystemPath.resolved(folder.path))
      try folder.write("app/de.lproj/Localizable.strings", "\"title\" = \"Titel\";\n")
      try folder.write("outside/de.lproj/Localizable.strings", "\"token\" = \"SECRET-OUTSIDE\";\n")
    }

    /// Puts a symbolic link to `target` in place of `path` by renaming it over, as the attack did.
    func swap(_ path: String, forLinkTo target: String) throws {
      let temporary = path + ".swap"
      try FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: target)
      try #require(rename(temporary, path) == 0)
    }
  }

  static let changed =
    "the file changed after the input was searched (a link or another file is now in its place); not read"

  @Test("a walked file swapped for a link out of the input: an error, and nothing of the outside file read")
  func fileSwappedForLink() throws {
    let layout = try Layout()
    let found = LocalizationFileWalker().findFiles(in: [layout.app])
    #expect(found.files.map(\.path) == [layout.walked])
    try layout.swap(layout.walked, forLinkTo: layout.secret)
    let result = LocalizationReader().read(file: found.files[0])
    #expect(result.strings.isEmpty)
    #expect(result.diagnostics.map(\.message) == [Self.changed])
    #expect(result.diagnostics.map(\.severity) == [.error])
    #expect(result.diagnostics.map(\.file) == [layout.walked])
  }

  @Test("a walked file rewritten in place (same file) is read as it is now")
  func fileRewrittenInPlace() throws {
    let layout = try Layout()
    let found = LocalizationFileWalker().findFiles(in: [layout.app])
    let handle = try #require(FileHandle(forWritingAtPath: layout.walked))
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data("\"title\" = \"Neu\";\n".utf8))
    try handle.close()
    let result = LocalizationReader().read(file: found.files[0])
    #expect(result.strings.map(\.value) == ["Neu"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test("a file the caller named (no walk) is read wherever its path leads, as before")
  func namedFileFollowsItsPath() throws {
    let layout = try Layout()
    try layout.swap(layout.walked, forLinkTo: layout.secret)
    let result = LocalizationReader().read(file: LocalizationFile(path: layout.walked, format: .strings))
    #expect(result.strings.map(\.key) == ["token"])
  }

  @Test("a folder swapped for a link between its parent's listing and its own is not listed")
  func folderSwappedForLink() throws {
    let layout = try Layout()
    let entries = try FileSystemPath.entries(ofFolder: layout.app)
    let lproj = try #require(entries.first { $0.name == "de.lproj" })
    try FileManager.default.removeItem(atPath: layout.app + "/de.lproj")
    try layout.swap(layout.app + "/de.lproj", forLinkTo: layout.base + "/outside/de.lproj")
    #expect(throws: FileSystemPath.ListingError.self) {
      try FileSystemPath.entries(ofFolder: layout.app + "/de.lproj", identity: lproj.identity)
    }
    do {
      _ = try FileSystemPath.entries(ofFolder: layout.app + "/de.lproj", identity: lproj.identity)
    } catch {
      #expect(
        error.reason
          == "it changed while the input was searched (another folder or a link is now in its place)")
    }
    // Unchanged, the same folder lists.
    let app = try #require(FileSystemPath.identity(layout.app))
    #expect(try FileSystemPath.entries(ofFolder: layout.app, identity: app).map(\.name) == ["de.lproj"])
  }
}
