import Foundation
import Testing

@testable import TypeFitLocalization

/// Eighty-first attack A81-1 and A81-2: the warning for an `@string/` reference no file defines
/// names at most four folders and three unread files, but each one listed every folder searched
/// (A81-2: 4,000 folders of one configuration, 47 s of CPU in a debug build) and filtered and
/// escaped every unread file of the run (A81-1: 3,000 unread files and 16,000 missing
/// references, 65 s). The work of a message is counted (``AndroidResourceIndex/messageSteps``)
/// rather than timed: it must not grow with the folders or the unread files.
@Suite("Android: the missing-reference warning's cost does not grow with the run")
struct AndroidMissingReferenceScaleTests {
  /// An index of `paths`, whose files read as `body(path)`, or as unreadable for `nil`.
  static func index(_ paths: [String], body: @escaping (String) -> String?) -> AndroidResourceIndex {
    AndroidResourceIndex(paths: paths, options: LocalizationReadOptions()) { path in
      body(path).map { Array(("<resources>" + $0 + "</resources>").utf8) }
    }
  }

  /// `count` spellings of `land-night-xxhdpi` that differ only in the case of their letters:
  /// aapt2 reads them all as one configuration.
  static func caseVariants(_ count: Int) -> [String] {
    let letters = Array("land-night-xxhdpi")
    return (0..<count).map { number in
      var bit = 0
      return String(
        letters.map { letter in
          guard letter.isLetter else { return letter }
          defer { bit += 1 }
          return number >> bit & 1 == 1 ? Character(letter.uppercased()) : letter
        })
    }
  }

  @Test("2,000 folders of one configuration: the first four named and all counted, a few steps each (A81-2)")
  func foldersCounted() throws {
    let folders = Self.caseVariants(2_000).map { "res/values-" + $0 }
    let paths = folders.map { $0 + "/strings.xml" } + ["res/values/strings.xml"]
    let index = Self.index(paths) { _ in #"<string name="x">X</string>"# }
    let firstFour = Array(folders.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.prefix(4))
    #expect(index.definition(of: "nowhere", from: folders[0] + "/strings.xml") == nil)
    for folder in folders {
      let searched = index.searchedFolders(from: folder + "/strings.xml", first: 4)
      // Its own, the other folders of the configuration in byte order, then values.
      #expect(searched.count == 2_001)
      #expect(searched.first == [folder] + firstFour.filter { $0 != folder }.prefix(3))
    }
    // At most five folders looked at for each (its own skipped once): 2,000 × 2,001 before.
    #expect(index.messageSteps <= 5 * folders.count)
    // Few folders: all named, own first, the default last.
    let few = Self.index(["r/values-de/a.xml", "r/values-DE/a.xml", "r/values/a.xml"]) { _ in "" }
    let fromDE = few.searchedFolders(from: "r/values-DE/a.xml", first: 4)
    #expect(fromDE.first == ["r/values-DE", "r/values-de", "r/values"])
    #expect(fromDE.count == 3)
    // The default named as written when the run has none; a folder of a more general locale.
    let written = Self.index(["r/values-de-rAT/a.xml", "r/values-de/a.xml"]) { _ in "" }
    let fromAT = written.searchedFolders(from: "r/values-de-rAT/a.xml", first: 4)
    #expect(fromAT.first == ["r/values-de-rAT", "r/values-de", "r/values"])
    #expect(fromAT.count == 3)
    let fromValues = few.searchedFolders(from: "r/values/a.xml", first: 4)
    #expect(fromValues.first == ["r/values"])
    #expect(fromValues.count == 1)
  }

  @Test("2,000 unread files and 1,000 missing references: three named, all counted, a few steps each (A81-1)")
  func unreadCounted() throws {
    let unread = (0..<2_000).map { "res/values/strings\(String(1_000_000 + $0).dropFirst()).xml" }
    let asking = "res/values-de/strings.xml"
    let index = Self.index(unread + [asking, "res/values-fr/strings.xml"]) { path in
      path.hasPrefix("res/values/") ? nil : #"<string name="x">X</string>"#
    }
    let references = 1_000
    for number in 0..<references {
      #expect(index.definition(of: "n\(number)", from: asking) == nil)
      let found = index.unreadFiles(searchedFrom: asking, first: 3)
      #expect(found.count == 2_000)
      #expect(found.first == Array(unread.prefix(3)))
    }
    // Four files at most for each searched configuration (values-de and values): 2,000 for each
    // reference before.
    #expect(index.messageSteps <= 8 * references)
    // A folder not searched from the asking file's (values-fr from values-de) adds none.
    let other = Self.index(["r/values-fr/bad.xml", "r/values/bad.xml", "r/values-de/a.xml"]) { path in
      path.hasSuffix("bad.xml") ? nil : ""
    }
    #expect(other.definition(of: "n", from: "r/values-de/a.xml") == nil)
    #expect(other.definition(of: "n", from: "r/values-fr/a.xml") == nil)
    let fromDE = other.unreadFiles(searchedFrom: "r/values-de/a.xml", first: 3)
    #expect(fromDE.first == ["r/values/bad.xml"])
    #expect(fromDE.count == 1)
    let fromBad = other.unreadFiles(searchedFrom: "r/values-fr/bad.xml", first: 3)
    #expect(fromBad.first == ["r/values/bad.xml"])
    #expect(fromBad.count == 1)
  }

  @Test("the warning names three unread files and counts the rest, in the order tried (A81-1's message)")
  func messageUnchanged() throws {
    let root = NSTemporaryDirectory() + "typefit-amissing-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let values = root + "/res/values"
    try FileManager.default.createDirectory(atPath: values, withIntermediateDirectories: true)
    for number in 0..<40 {
      try Data("<resources><string name='x'>oops</resources>".utf8).write(
        to: URL(fileURLWithPath: values + "/strings\(String(100 + number).dropFirst()).xml"))
    }
    try AndroidReferenceTests.write(
      "values-de/strings.xml",
      #"<string name="r1">@string/n1</string>"# + "\n" + #"<string name="r2">@string/n2</string>"#,
      under: root)
    let result = LocalizationReader().read(paths: [root])
    let messages = result.diagnostics.filter { $0.file.hasSuffix("values-de/strings.xml") }.map(\.message)
    let files = "\(values)/strings00.xml, \(values)/strings01.xml, \(values)/strings02.xml and 37 more"
    #expect(
      messages
        == [1, 2].map {
          "\"r\($0)\" refers to @string/n\($0), which no strings file of values-de or values defines; \(files), "
            + "which might, were not read (see their own diagnostics); measured as written"
        })
  }
}
