import Foundation
import Testing

@testable import TypeFitCheck

@Suite("Finding typefit.json")
struct ConfigurationLocatorTests {
  /// A fresh folder tree: `repo/.git/HEAD` (a Git folder: an empty `.git` marks no repository,
  /// A70-10), `repo/app/Resources/`, removed afterwards by the caller.
  static func makeTree() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typefit-locate-\(UUID().uuidString)"
    ).path
    for folder in ["repo/.git", "repo/app/Resources", "outside"] {
      try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    try Data("ref: refs/heads/main\n".utf8).write(to: URL(fileURLWithPath: root + "/repo/.git/HEAD"))
    return root
  }

  static func write(_ path: String) throws { try Data("{}".utf8).write(to: URL(fileURLWithPath: path)) }

  @Test("The nearest typefit.json above an input wins, up to the repository root")
  func nearest() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write(root + "/repo/typefit.json")
    let input = root + "/repo/app/Resources"
    #expect(
      ConfigurationLocator.locate(inputs: [input], currentDirectory: "/").path == root + "/repo/typefit.json")
    try Self.write(root + "/repo/app/typefit.json")
    #expect(
      ConfigurationLocator.locate(inputs: [input], currentDirectory: "/").path == root
        + "/repo/app/typefit.json")
    // A relative input is taken from the current directory.
    #expect(
      ConfigurationLocator.locate(inputs: ["app/Resources/../Resources"], currentDirectory: root + "/repo")
        .path
        == root + "/repo/app/typefit.json")
  }

  /// The fiftieth attack's A50-7: a Mac's case-insensitive file system finds `TypeFit.json` as
  /// the configuration; here it was passed over without a word.
  @Test(
    "A file named typefit.json but for case is not used and is named, in each folder searched before the one used"
  )
  func misnamed() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let input = root + "/repo/app/Resources"
    try Self.write(root + "/repo/app/TypeFit.json")
    try Self.write(root + "/repo/app/Resources/TYPEFIT.JSON")
    // Not a twin: another name.
    try Self.write(root + "/repo/app/typefit.jsonc")
    try Self.write(root + "/outside/TypeFit.json")
    let none = ConfigurationLocator.locate(inputs: [input], currentDirectory: "/")
    #expect(none.path == nil)
    #expect(none.misnamed == [root + "/repo/app/Resources/TYPEFIT.JSON", root + "/repo/app/TypeFit.json"])
    // The repository's own file is used; the misnamed files below it are still named.
    try Self.write(root + "/repo/typefit.json")
    let found = ConfigurationLocator.locate(inputs: [input, input], currentDirectory: "/")
    #expect(found.path == root + "/repo/typefit.json")
    #expect(found.misnamed == [root + "/repo/app/Resources/TYPEFIT.JSON", root + "/repo/app/TypeFit.json"])
    // Where typefit.json is found first, the search stops: nothing above it is named, but its
    // twin beside it is (a Mac's checkout keeps one of the two: A52-9).
    try Self.write(root + "/repo/app/Resources/typefit.json")
    let nearest = ConfigurationLocator.locate(inputs: [input], currentDirectory: "/")
    #expect(nearest.path == root + "/repo/app/Resources/typefit.json")
    #expect(nearest.misnamed == [root + "/repo/app/Resources/TYPEFIT.JSON"])
    // A folder so named is no configuration.
    try FileManager.default.removeItem(atPath: root + "/repo/app/Resources/TYPEFIT.JSON")
    try FileManager.default.createDirectory(
      atPath: root + "/repo/app/Resources/TypeFit.json", withIntermediateDirectories: true)
    #expect(ConfigurationLocator.locate(inputs: [input], currentDirectory: "/").misnamed == [])
    // The current directory's, searched last.
    let here = ConfigurationLocator.locate(inputs: [], currentDirectory: root + "/outside")
    #expect(here.path == nil)
    #expect(here.misnamed == [root + "/outside/TypeFit.json"])
  }

  /// The seventy-ninth attack's A79-5: each input searched and listed every folder up to its
  /// root, so 4,000 files named in one folder took 87 s. A search stops at a folder an earlier
  /// input's search took, with the same root; the result is the one the folder gives.
  @Test("Many files named in one folder: the result of their folder, each misnamed file once")
  func manyInputsInOneFolder() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = root + "/repo/app/Resources"
    var inputs: [String] = []
    for index in 0..<50 {
      let file = folder + "/T\(index).strings"
      try Self.write(file)
      inputs.append(file)
    }
    try Self.write(root + "/repo/app/TypeFit.json")
    try Self.write(root + "/repo/typefit.json")
    // A nested repository's input after them: its own root, searched on its own.
    try FileManager.default.createDirectory(
      atPath: root + "/repo/app/nested/.git", withIntermediateDirectories: true)
    try Data("ref: refs/heads/main\n".utf8).write(
      to: URL(fileURLWithPath: root + "/repo/app/nested/.git/HEAD"))
    try Self.write(root + "/repo/app/nested/typefit.json")
    let files = ConfigurationLocator.locate(
      inputs: inputs + [root + "/repo/app/nested"], currentDirectory: "/")
    #expect(files.path == root + "/repo/typefit.json")
    #expect(files.misnamed == [root + "/repo/app/TypeFit.json"])
    #expect(files.conflicting == [root + "/repo/app/nested/typefit.json"])
    let whole = ConfigurationLocator.locate(
      inputs: [folder, root + "/repo/app/nested"], currentDirectory: "/")
    #expect(
      files.path == whole.path && files.misnamed == whole.misnamed && files.conflicting == whole.conflicting)
  }

  @Test("Inputs whose nearest typefit.json differ are named as conflicting; a shared one is not")
  func conflicting() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/repo/other", withIntermediateDirectories: true)
    try Self.write(root + "/repo/typefit.json")
    let app = root + "/repo/app/Resources"
    let other = root + "/repo/other"
    // Both climb to the repository's file: one configuration, no conflict.
    let shared = ConfigurationLocator.locate(inputs: [app, other], currentDirectory: "/")
    #expect(shared.path == root + "/repo/typefit.json")
    #expect(shared.conflicting == [])
    try Self.write(root + "/repo/app/typefit.json")
    let both = ConfigurationLocator.locate(inputs: [app, other, app], currentDirectory: "/")
    #expect(both.path == root + "/repo/app/typefit.json")
    #expect(both.conflicting == [root + "/repo/typefit.json"])
    let reversed = ConfigurationLocator.locate(inputs: [other, app], currentDirectory: "/")
    #expect(reversed.path == root + "/repo/typefit.json")
    #expect(reversed.conflicting == [root + "/repo/app/typefit.json"])
  }

  @Test("The search stops at the repository root; then the current directory's file is used")
  func stopsAtRoot() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write(root + "/typefit.json")  // above the repository: not used
    let input = root + "/repo/app/Resources"
    #expect(ConfigurationLocator.locate(inputs: [input], currentDirectory: "/").path == nil)
    try Self.write(root + "/outside/typefit.json")
    #expect(
      ConfigurationLocator.locate(inputs: [input], currentDirectory: root + "/outside").path
        == root + "/outside/typefit.json")
  }

  @Test(
    "Outside a repository only the input's own folder is searched: a stray parent typefit.json is not used")
  func noRepository() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    // `outside` has no `.git` above it (the temporary folder is not in a repository).
    try FileManager.default.createDirectory(
      atPath: root + "/outside/x/app", withIntermediateDirectories: true)
    try Self.write(root + "/outside/typefit.json")
    try Self.write(root + "/outside/x/app/Localizable.strings")
    #expect(ConfigurationLocator.repositoryRoot(above: root + "/outside/x/app") == nil)
    #expect(ConfigurationLocator.locate(inputs: [root + "/outside/x/app"], currentDirectory: "/").path == nil)
    #expect(
      ConfigurationLocator.locate(
        inputs: [root + "/outside/x/app/Localizable.strings"], currentDirectory: "/"
      )
      .path == nil)
    // The input's own folder (the folder given, or a given file's folder) is searched.
    try Self.write(root + "/outside/x/app/typefit.json")
    #expect(
      ConfigurationLocator.locate(inputs: [root + "/outside/x/app"], currentDirectory: "/").path
        == root + "/outside/x/app/typefit.json")
    #expect(
      ConfigurationLocator.locate(
        inputs: [root + "/outside/x/app/Localizable.strings"], currentDirectory: "/"
      )
      .path == root + "/outside/x/app/typefit.json")
    // The current directory's file is still the fallback.
    try FileManager.default.removeItem(atPath: root + "/outside/x/app/typefit.json")
    #expect(
      ConfigurationLocator.locate(inputs: [root + "/outside/x/app"], currentDirectory: root + "/outside").path
        == root + "/outside/typefit.json")
  }

  @Test("A typefit.json that links out of the repository is passed over and named")
  func linkOut() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write(root + "/outside/typefit.json")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/repo/app/typefit.json", withDestinationPath: root + "/outside/typefit.json")
    let found = ConfigurationLocator.locate(inputs: [root + "/repo/app/Resources"], currentDirectory: "/")
    #expect(found.path == nil)
    #expect(found.skipped == [root + "/repo/app/typefit.json"])
  }

  /// Thirty-fourth attack A34-2: `App/typefit.json -> ../.git/config` was read as the
  /// configuration (it stays inside the repository), and its JSON error quoted the file.
  @Test("A typefit.json that links into .git is passed over and named; the one above it is used")
  func linkIntoGitFolder() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Data("[core]\n".utf8).write(to: URL(fileURLWithPath: root + "/repo/.git/config"))
    try Self.write(root + "/repo/typefit.json")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/repo/app/typefit.json", withDestinationPath: "../.git/config")
    let found = ConfigurationLocator.locate(inputs: [root + "/repo/app/Resources"], currentDirectory: "/")
    #expect(found.path == root + "/repo/typefit.json")
    #expect(found.skipped.isEmpty)
    #expect(found.skippedIntoGitFolder == [root + "/repo/app/typefit.json"])
    // Read by name (`--config`), the file opened in `.git` is refused by the read itself.
    #expect(throws: CheckError.self) {
      try CheckConfiguration.load(contentsOf: root + "/repo/app/typefit.json", confinedTo: root + "/repo")
    }
    do {
      _ = try CheckConfiguration.load(contentsOf: root + "/repo/app/typefit.json", confinedTo: root + "/repo")
    } catch {
      #expect(
        "\(error)".contains(
          "it leads into a .git folder through a symbolic link; not read: version control's files are never read"
        ),
        "\(error)")
    }
  }

  @Test(
    "A folder whose name starts with a combining mark is a name of its own: the nearest typefit.json above it wins"
  )
  func combiningMarkFolder() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    // `x/\u{301}`: as `Character`s, `/` and U+0301 are one, and `x/\u{301}` looked like one name.
    try FileManager.default.createDirectory(
      atPath: root + "/repo/x/\u{301}", withIntermediateDirectories: true)
    try Self.write(root + "/repo/typefit.json")
    try Self.write(root + "/repo/x/typefit.json")
    let found = ConfigurationLocator.locate(inputs: [root + "/repo/x/\u{301}"], currentDirectory: "/")
    #expect(found.path.map { Array($0.utf8) } == Array((root + "/repo/x/typefit.json").utf8))
    #expect(
      Array(ConfigurationLocator.absolutePath("x/\u{301}/../y", from: "/r").utf8) == Array("/r/x/y".utf8))
  }

  @Test("`..` after a link is taken as the kernel takes it (A13-7); one file reached two ways is one (A13-8)")
  func dotDotAfterLinkAndOneFileTwoWays() throws {
    let root = try Self.makeTree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let real = try #require(
      realpath(root, nil).map { pointer in
        defer { free(pointer) }
        return String(cString: pointer)
      })
    try FileManager.default.createDirectory(atPath: real + "/repo/other", withIntermediateDirectories: true)
    try Self.write(real + "/repo/app/typefit.json")
    // `app/up -> ../other`, so `app/up/../app` is `repo/app` for the kernel, `app/app` lexically.
    try FileManager.default.createSymbolicLink(atPath: real + "/repo/app/up", withDestinationPath: "../other")
    let found = ConfigurationLocator.locate(inputs: ["app/up/../app"], currentDirectory: real + "/repo")
    #expect(found.path == real + "/repo/app/typefit.json")
    // Lexically right spellings are searched as before, by the path as written.
    #expect(
      ConfigurationLocator.locate(inputs: ["app/Resources/.."], currentDirectory: real + "/repo").path
        == real + "/repo/app/typefit.json")
    // `lnk -> app`: `check lnk app` names one file two ways, not two configurations.
    try FileManager.default.createSymbolicLink(atPath: real + "/repo/lnk", withDestinationPath: "app")
    let twoWays = ConfigurationLocator.locate(inputs: ["lnk", "app"], currentDirectory: real + "/repo")
    #expect(twoWays.path == real + "/repo/lnk/typefit.json")
    #expect(twoWays.conflicting == [])
  }
}
