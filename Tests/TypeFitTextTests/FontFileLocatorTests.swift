import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitText

/// The eleventh attack's S1: a stack's faces were looked for with one `access` per search folder
/// and face (20,000 folders × 3,000 faces ran for minutes). ``FontFileLocator`` lists each folder
/// once and asks only the folders that hold a face's name, with the same answers.
@Suite("Finding a stack's face files")
struct FontFileLocatorTests {
  /// `a` (missing), `b` with `f.ttf` and `sub/g.ttf`, `c` with `f.ttf` and `H.ttf`.
  private static func folders() throws -> (TemporaryFolder, [String]) {
    let folder = try TemporaryFolder("locator")
    try folder.write("b/f.ttf", "b")
    try folder.write("b/sub/g.ttf", "g")
    try folder.write("c/f.ttf", "c")
    try folder.write("c/H.ttf", "h")
    return (folder, ["a", "b", "c"].map { folder.path + "/" + $0 })
  }

  /// The forty-third attack's A43-6: a stack naming one folder under 57 spellings had it listed
  /// 57 times (by the index and twice by script discovery); it is one folder, where it first
  /// appears, and a path that does not exist is kept once by its bytes.
  @Test("one folder under several spellings is searched once, where it first appears")
  func spellingsOfOneFolder() throws {
    let (folder, paths) = try Self.folders()
    let b = paths[1]
    let spellings = [b, b + "/", folder.path + "/./b", folder.path + "/c/../b", paths[2], paths[0], paths[0]]
    let distinct = FontFileLocator.distinctFolders(spellings)
    #expect(distinct.map(\.written) == [b, paths[2], paths[0]])
    #expect(FontFileLocator(searchPaths: spellings).folders == [b, paths[2], paths[0]])
  }

  /// The forty-third attack's A43-5: script discovery checked every name of a search folder
  /// shaped `<prefix><letters>-Regular.ttf` a character at a time; 200,000 names of 220 letters
  /// took 115 s (debug). A script's name is at most 40 letters.
  @Test("script names in file names: letters only, 1 to 40 of them")
  func scriptNamesInFileNames() {
    #expect(
      FontStackDefinition.scriptName(of: "NotoSansGujarati-Regular.ttf", prefix: "NotoSans")! == (
        "Gujarati", "ttf"
      ))
    #expect(
      FontStackDefinition.scriptName(of: "NotoSansThai-Regular.otf", prefix: "NotoSans")! == ("Thai", "otf"))
    #expect(FontStackDefinition.scriptName(of: "NotoSans-Regular.ttf", prefix: "NotoSans") == nil)
    #expect(FontStackDefinition.scriptName(of: "NotoSansThai2-Regular.ttf", prefix: "NotoSans") == nil)
    #expect(FontStackDefinition.scriptName(of: "NotoSansThai-Bold.ttf", prefix: "NotoSans") == nil)
    #expect(FontStackDefinition.scriptName(of: "NotoSansThaï-Regular.ttf", prefix: "NotoSans") == nil)
    let forty = String(repeating: "a", count: 40)
    #expect(
      FontStackDefinition.scriptName(of: "NotoSans\(forty)-Regular.ttf", prefix: "NotoSans")?.0 == forty)
    #expect(FontStackDefinition.scriptName(of: "NotoSans\(forty)b-Regular.ttf", prefix: "NotoSans") == nil)
  }

  @Test("the first folder holding the file wins, as a search folder by folder finds it")
  func firstFolderWins() throws {
    let (folder, paths) = try Self.folders()
    var locator = FontFileLocator(searchPaths: paths)
    #expect(locator.locate("f.ttf") == folder.path + "/b/f.ttf")
    #expect(locator.locate("H.ttf") == folder.path + "/c/H.ttf")
    #expect(locator.locate("sub/g.ttf") == folder.path + "/b/sub/g.ttf")
    #expect(locator.locate("./f.ttf") == folder.path + "/b/./f.ttf")
    // `..` may lead anywhere: every folder is asked, the missing `a` first.
    #expect(locator.locate("../c/H.ttf") == folder.path + "/b/../c/H.ttf")
    #if os(Linux)
      // The index ignores case (a Mac's file system does); the kernel here does not.
      #expect(locator.locate("h.ttf") == nil)
    #endif
    #expect(locator.locate("missing.ttf") == nil)
    #expect(locator.locate(folder.path + "/c/H.ttf") == folder.path + "/c/H.ttf")
    #expect(locator.locate(folder.path + "/c/missing.ttf") == nil)
  }

  @Test("a missing name costs no access call, however many folders are searched")
  func missingNamesCostNothing() throws {
    let (folder, paths) = try Self.folders()
    let missingFolders = (0..<61).map { "\(folder.path)/missing\($0)" }
    var locator = FontFileLocator(searchPaths: missingFolders + paths)
    for index in 0..<3_000 { #expect(locator.locate("Missing\(index).ttf") == nil) }
    #expect(locator.probes == 0)
    // One call for a name one folder holds, two for a name two hold when the first is taken.
    #expect(locator.locate("H.ttf") == folder.path + "/c/H.ttf")
    #expect(locator.probes == 1)
    #expect(locator.locate("f.ttf") == folder.path + "/b/f.ttf")
    #expect(locator.probes == 2)
    // An answer is remembered.
    #expect(locator.locate("f.ttf") == folder.path + "/b/f.ttf")
    #expect(locator.probes == 2)
  }

  @Test("a folder named twice is searched once, where it first appears")
  func repeatedFolders() throws {
    let (_, paths) = try Self.folders()
    let locator = FontFileLocator(searchPaths: paths + paths + [paths[2]])
    #expect(locator.folders == paths)
  }
}
