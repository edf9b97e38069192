import Foundation
import Testing
import TypeFitInput
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// The thirty-fourth attack's A34-5: a file is read once for each locale folder and file name it
/// is reached by, so a pull request's links multiplied the reading of one table without bound
/// (60 folder links × 60 file links to one 117 KB table: 3,600 reads, 256 s of CPU in a debug
/// build, under `--locales de` too).
@Suite("Hostile input: one table reached by many names through links")
struct RepeatedReadTests {
  /// `de.lproj/Localizable.strings` (`size` bytes) and `count` folder links `es.lproj`,
  /// `fr.lproj`… pointing at `de.lproj`.
  static func layout(links count: Int) throws -> (TemporaryFolder, String, Int) {
    let folder = try TemporaryFolder("repeated-reads")
    let root = try #require(FileSystemPath.resolved(folder.path))
    let table = (0..<20).map { "\"key.\($0)\" = \"Wert \($0)\";\n" }.joined()
    try folder.write("de.lproj/Localizable.strings", table)
    for locale in ["es", "fr", "it", "nl", "sv"].prefix(count) {
      try FileManager.default.createSymbolicLink(
        atPath: root + "/\(locale).lproj", withDestinationPath: "de.lproj")
    }
    return (folder, root, table.utf8.count)
  }

  @Test("names past the budget are not read, each an error naming the name first read; the first are")
  func budget() throws {
    let (folder, root, size) = try Self.layout(links: 5)
    _ = folder
    var reader = LocalizationReader()
    reader.repeatedReadLimit = size * 2 + size / 2
    let result = reader.read(paths: [root])
    // Path order: de, es, fr, it, nl, sv. `de` is the first name; es and fr are charged; the
    // others pass the budget.
    #expect(Set(result.strings.map(\.locale)) == ["de", "es", "fr"])
    #expect(result.strings.count == 60)
    #expect(
      result.diagnostics.map { "\($0.kind)|\($0.severity)|\($0.file.dropFirst(root.count))" } == [
        "unreadableFile|error|/it.lproj/Localizable.strings",
        "unreadableFile|error|/nl.lproj/Localizable.strings",
        "unreadableFile|error|/sv.lproj/Localizable.strings",
      ])
    #expect(
      result.diagnostics.first?.message
        == "the file this name leads to through symbolic links is read as \(root)/de.lproj/Localizable.strings, "
        + "and reading it and other files again under more names passed the run's limit of \(size * 2 + size / 2) "
        + "bytes; not read under this name (see Docs/Reliability.md, A34-5)")
  }

  /// A34-5's run had `aa.lproj` … before `de.lproj`, so the links' names took the budget and
  /// `de` itself was not read ("nothing was checked" under `--locales de`).
  @Test("the name without links is read freely, wherever it sorts; the links' names pay")
  func realNameFree() throws {
    let (folder, root, size) = try Self.layout(links: 0)
    _ = folder
    for locale in ["ca", "cs", "da"] {
      try FileManager.default.createSymbolicLink(
        atPath: root + "/\(locale).lproj", withDestinationPath: "de.lproj")
    }
    var reader = LocalizationReader()
    reader.repeatedReadLimit = size * 2
    let result = reader.read(paths: [root])
    #expect(Set(result.strings.map(\.locale)) == ["ca", "cs", "de"])
    #expect(
      result.diagnostics.map { String($0.file.dropFirst(root.count)) } == ["/da.lproj/Localizable.strings"])
  }

  @Test("by default 16 MiB: a few linked locale folders are all read")
  func defaultLimit() throws {
    #expect(LocalizationReader().repeatedReadLimit == 16 << 20)
    let (folder, root, _) = try Self.layout(links: 3)
    _ = folder
    let result = LocalizationReader().read(paths: [root])
    #expect(result.strings.count == 80)
    #expect(result.diagnostics.isEmpty)
  }
}
