import Foundation
import Testing
import TypeFitInput
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// An input the command line names, exchanged with the tree's own link after it was judged
/// (the seventy-sixth attack's A76-3): the tree's process swapped its folder `App` for its link
/// `App.link -> /elsewhere` between the judgement and the walk, and `/elsewhere` was read and
/// reported as `App/…`. The walk is held to what was judged: its real path must stay inside the
/// boundary judged, and its identity (taken without following a link) must be what the walk opens.
@Suite("Inputs exchanged with a link after the judgement are not read")
struct JudgedInputSwapTests {
  /// `repo/.git/HEAD` (a repository), `repo/App/de.lproj/Localizable.strings`, and
  /// `outside/de.lproj/Localizable.strings` (a secret), under one temporary folder.
  struct Layout {
    let folder: TemporaryFolder
    let base: String
    var repository: String { base + "/repo" }
    var app: String { repository + "/App" }
    var table: String { app + "/de.lproj/Localizable.strings" }
    var outside: String { base + "/outside" }

    init() throws {
      folder = try TemporaryFolder("judged-swap")
      base = try #require(FileSystemPath.resolved(folder.path))
      try folder.write("repo/.git/HEAD", "ref: refs/heads/main\n")
      try folder.write("repo/App/de.lproj/Localizable.strings", "\"title\" = \"Titel\";\n")
      try folder.write("outside/de.lproj/Localizable.strings", "\"token\" = \"SECRET-OUTSIDE\";\n")
    }

    /// Moves `path` aside and puts a symbolic link to `target` in its place.
    func exchange(_ path: String, withLinkTo target: String) throws {
      try #require(rename(path, path + ".moved") == 0)
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }
  }

  @Test("an unchanged folder binds to its real path and its identity")
  func unchangedFolderBinds() throws {
    let layout = try Layout()
    let judgement = RepositoryBoundary.judgeInput(layout.app, currentDirectory: layout.base)
    #expect(judgement == .allowed(boundary: layout.repository))
    let identity = try #require(FileSystemPath.identity(layout.app))
    #expect(judgement.bind(layout.app) == .bound(realPath: layout.app, identity: identity))
  }

  @Test("a folder exchanged with a link out after the judgement is refused when bound")
  func exchangedBeforeBinding() throws {
    let layout = try Layout()
    let judgement = RepositoryBoundary.judgeInput(layout.app, currentDirectory: layout.base)
    try layout.exchange(layout.app, withLinkTo: layout.outside)
    #expect(
      judgement.bind(layout.app)
        == .changed(
          "it changed after it was judged: it now leads outside the folder it was judged to stay in; not read"
        ))
  }

  @Test("a folder exchanged with a link after binding is not listed: the identity differs")
  func exchangedAfterBinding() throws {
    let layout = try Layout()
    let judgement = RepositoryBoundary.judgeInput(layout.app, currentDirectory: layout.base)
    guard case .bound(_, let identity?) = judgement.bind(layout.app) else {
      Issue.record("the unchanged folder did not bind with an identity")
      return
    }
    try layout.exchange(layout.app, withLinkTo: layout.outside)
    #expect(throws: FileSystemPath.ListingError.self) {
      try FileSystemPath.entries(ofFolder: layout.app, identity: identity)
    }
  }

  @Test("a file given by path and exchanged with a link after the walk is not read")
  func givenFileExchangedBeforeRead() throws {
    let layout = try Layout()
    let found = LocalizationFileWalker().findFiles(in: [layout.table])
    #expect(found.files.map(\.path) == [layout.table])
    try layout.exchange(layout.table, withLinkTo: layout.outside + "/de.lproj/Localizable.strings")
    let result = LocalizationReader().read(file: found.files[0])
    #expect(result.strings.isEmpty)
    #expect(result.diagnostics.map(\.severity) == [.error])
    #expect(result.diagnostics.map(\.message) == [WalkedFileSwapTests.changed])
  }

  @Test(
    "a relative path goes up when a .. takes it above its start (A76-1)",
    arguments: [
      ("..", true), ("../x", true), ("a/../../x", true), ("./../x", true), ("a/b/../../..", true),
      ("a/../x", false), ("./x", false), ("x", false), (".", false), ("/..", false), ("/a/../..", false),
      ("a/..", false), ("...", false), ("..a", false),
    ])
  func goesUp(_ path: String, _ expected: Bool) {
    #expect(BytePath.goesUp(path) == expected)
  }

  @Test(
    "a real path is looked up without following links: its identity, a link or missing name put in its place, or the system's refusal"
  )
  func lookUpFollowingNoLink() throws {
    let layout = try Layout()
    let table = try #require(FileSystemPath.identity(layout.table))
    #expect(FileSystemPath.lookUpFollowingNoLink(layout.table) == .found(table))
    let root = try #require(FileSystemPath.identity("/"))
    #expect(FileSystemPath.lookUpFollowingNoLink("/") == .found(root))
    try layout.folder.link("repo/Linked", to: layout.app)
    // Why (A79-1): a link or a missing name is something put in the path's place; a path the
    // walk cannot take is the system's refusal, with its error.
    #expect(FileSystemPath.lookUpFollowingNoLink(layout.repository + "/Linked") == .replaced)
    #expect(FileSystemPath.lookUpFollowingNoLink(layout.repository + "/Linked/de.lproj") == .replaced)
    #expect(FileSystemPath.lookUpFollowingNoLink(layout.app + "/missing") == .replaced)
    #expect(FileSystemPath.lookUpFollowingNoLink(layout.table + "/below") == .replaced)
    #expect(FileSystemPath.lookUpFollowingNoLink("repo/App") == .failed(errno: EINVAL))
    #expect(FileSystemPath.lookUpFollowingNoLink(layout.app + "/../App") == .failed(errno: EINVAL))
    let long = "/" + String(repeating: "a/", count: Int(PATH_MAX) / 2 + 1)
    #expect(FileSystemPath.lookUpFollowingNoLink(long) == .failed(errno: ENAMETOOLONG))
  }

}
