import Foundation
import Testing
import TypeFitDiscovery
import _TypeFitTestSupport

@Suite("Finding Swift files")
struct SwiftSourceWalkerTests {
  /// The fiftieth attack's A50-6: `Row.swift` beside `row.swift` gave both files' rows and
  /// nothing said, where a Mac's checkout keeps one.
  @Test("Swift files whose paths differ only in case: both found, the later warned of, naming the earlier")
  func caseTwins() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typefit-walk-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for path in [
      "Views/Row.swift", "Views/row.swift", "views/Other.swift", "Views/Other.swift", "Views/Rows.swift",
    ] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("struct V {}\n".utf8).write(to: url)
    }
    let outcome = SwiftSourceWalker().findFiles(in: [root.path])
    #expect(
      outcome.files.map { String($0.dropFirst(root.path.count + 1)) } == [
        "Views/Other.swift", "Views/Row.swift", "Views/Rows.swift", "Views/row.swift", "views/Other.swift",
      ])
    let tail =
      " differ only in case. A checkout on a case-insensitive file system (macOS's default) keeps one of the "
      + "two, so the app ships one of them; both are checked here. Keep one"
    #expect(
      outcome.diagnostics.map { "\($0.location.file): \($0.message)" } == [
        root.path + "/Views/row.swift: this file and " + root.path
          + "/Views/Row.swift are one file on a case-insensitive file system: their file names" + tail,
        root.path + "/views/Other.swift: this file and " + root.path
          + "/Views/Other.swift are one file on a case-insensitive file system: their folders' names" + tail,
      ])
    #expect(outcome.diagnostics.allSatisfy { $0.kind == .caseTwinFile && $0.severity == .warning })
  }

  @Test("Folders deeper than the limit are reported and not entered; files above it are found")
  func depthLimit() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typefit-walk-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    var folder = root
    for level in 0..<12 {
      folder = folder.appendingPathComponent("d")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("struct V\(level) {}\n".utf8).write(to: folder.appendingPathComponent("V\(level).swift"))
    }
    let outcome = SwiftSourceWalker(maximumDepth: 5).findFiles(in: [root.path])
    // Levels 1…5 are entered (depth 0 is the root); the folder at depth 6 is reported.
    #expect(
      outcome.files.map { ($0 as NSString).lastPathComponent } == [
        "V0.swift", "V1.swift", "V2.swift", "V3.swift", "V4.swift",
      ])
    #expect(
      outcome.diagnostics.map(\.message) == [
        "folders nested deeper than 5 levels; not searched, so no file inside is checked"
      ])
    #expect(outcome.diagnostics.first?.severity == .error)
  }

  @Test("A link back to a folder's own parent is reported; a link to a finished sibling is not walked again")
  func linksBackAndAcross() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typefit-walk-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let manager = FileManager.default
    for folder in ["a", "b"] {
      try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
      try Data("struct \(folder.uppercased()) {}\n".utf8).write(
        to: root.appendingPathComponent("\(folder)/\(folder.uppercased()).swift"))
    }
    // a/up leads back to the root; b/toA leads to a, which is b's sibling, not its ancestor,
    // but was searched before it (a sorts first), so it is not searched again.
    try manager.createSymbolicLink(atPath: root.path + "/a/up", withDestinationPath: "..")
    try manager.createSymbolicLink(atPath: root.path + "/b/toA", withDestinationPath: "../a")
    let outcome = SwiftSourceWalker().findFiles(in: [root.path])
    // A.swift reached again through b/toA is read once.
    #expect(outcome.files == [root.path + "/a/A.swift", root.path + "/b/B.swift"])
    #expect(outcome.diagnostics.map(\.location.file) == [root.path + "/a/up"])
    // The root, a and b.
    #expect(outcome.foldersListed == 3)
    #expect(outcome.diagnostics.allSatisfy { $0.message.hasPrefix("symbolic link leads back to ") })
    #expect(outcome.diagnostics.allSatisfy { $0.kind == .symlinkNotFollowed })
  }

  /// Thirty-fourth attack A34-1: A32-1's refusal covered the localization walk only; a `.swift`
  /// link or a folder link into `.git` had what is there read as the app's rows, and
  /// `.git/config` was lexed as Swift.
  @Test("links into a .git folder are not followed, files or folders, nor a path given through one")
  func linksIntoGitFolder() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typefit-walk-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let manager = FileManager.default
    for folder in ["/.git/info", "/App"] {
      try manager.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
    }
    try Data("struct Secret {}\n".utf8).write(to: URL(fileURLWithPath: root + "/.git/info/V.swift"))
    try Data("[core]\n".utf8).write(to: URL(fileURLWithPath: root + "/.git/config"))
    try Data("struct A {}\n".utf8).write(to: URL(fileURLWithPath: root + "/App/A.swift"))
    try manager.createSymbolicLink(atPath: root + "/App/gitinfo", withDestinationPath: "../.git/info")
    try manager.createSymbolicLink(atPath: root + "/App/Leak.swift", withDestinationPath: "../.git/config")
    let outcome = SwiftSourceWalker().findFiles(in: [root])
    #expect(outcome.files == [root + "/App/A.swift"])
    #expect(
      outcome.diagnostics.map { "\($0.kind)|\($0.location.file.dropFirst(root.count))|\($0.message)" } == [
        "symlinkNotFollowed|/App/gitinfo|symbolic link leads into a .git folder (to ../.git/info); not "
          + "followed: version control's files are never read (they may hold the job's credentials)",
        "symlinkNotFollowed|/App/Leak.swift|symbolic link leads into a .git folder (to ../.git/config); not "
          + "followed: version control's files are never read (they may hold the job's credentials)",
      ])
    // Given through the link, file or folder: refused the same way.
    for given in [root + "/App/gitinfo/V.swift", root + "/App/gitinfo", root + "/App/Leak.swift"] {
      let refused = SwiftSourceWalker().findFiles(in: [given])
      #expect(refused.files.isEmpty, "\(given)")
      #expect(refused.diagnostics.map(\.kind) == [.symlinkNotFollowed])
      #expect(refused.diagnostics.map(\.severity) == [.error])
    }
    // A path written into `.git` is the user's choice.
    #expect(SwiftSourceWalker().findFiles(in: [root + "/.git/info"]).files == [root + "/.git/info/V.swift"])
  }
}

@Suite("Finding Swift files: folders linked as a graph")
struct SwiftSourceWalkerGraphTests {
  /// Folders `d0` … `d40` beside each other; each `dI` but the last holds two links, `a` and `b`,
  /// to `../d(I+1)`: 2^40 paths lead from `d0` to `d40`, which holds the only Swift file.
  @Test("a folder reached by 2^40 paths of links is listed once and its file read once")
  func linkGraph() throws {
    let folder = try TemporaryFolder("walk-graph")
    let levels = 40
    try folder.write("d\(levels)/V.swift", "struct V {}\n")
    for level in 0..<levels {
      try FileManager.default.createDirectory(
        atPath: folder.path + "/d\(level)", withIntermediateDirectories: true)
      for name in ["a", "b"] {
        try FileManager.default.createSymbolicLink(
          atPath: folder.path + "/d\(level)/\(name)", withDestinationPath: "../d\(level + 1)")
      }
    }
    let outcome = SwiftSourceWalker().findFiles(in: [folder.path])
    // The given folder and d0 … d40, each once.
    #expect(outcome.foldersListed == levels + 2)
    // The file is reported at its path without links, as the localization walker reports it
    // (the forty-second attack's A42-2: the first path in name order, d0/a/a/…/a/V.swift, passes
    // the kernel's 40 links and could not be opened).
    #expect(outcome.files == [folder.path + "/d\(levels)/V.swift"])
    #expect(outcome.diagnostics.isEmpty)
  }
}
