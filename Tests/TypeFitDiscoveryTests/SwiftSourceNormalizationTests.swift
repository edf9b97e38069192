import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitDiscovery

/// Swift files whose names differ only in Unicode normalization are two files on Linux; the
/// walker reads both and warns of the later (one file on macOS), and a link to the other normalization of the folder given leads out of it.
@Suite("Finding Swift files: names that differ only in Unicode normalization")
struct SwiftSourceNormalizationTests {
  @Test(
    "Vü.swift (NFC) and Vü.swift (NFD) are both found, NFD first (byte order), both give rows, NFC warned of")
  func twinFilesBothFound() throws {
    let folder = try TemporaryFolder("nfc-swift")
    let nfc = "V\u{FC}.swift"
    let nfd = "Vu\u{308}.swift"
    try folder.write(
      nfc, "struct A: View { var body: some View { List { NavigationLink(\"kA\") { D() } } } }\n")
    try folder.write(
      nfd, "struct B: View { var body: some View { List { NavigationLink(\"kB\") { D() } } } }\n")
    try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
    let outcome = SwiftSourceWalker().findFiles(in: [folder.path])
    #expect(
      outcome.files.map { Array($0.utf8) } == [
        Array((folder.path + "/" + nfd).utf8), Array((folder.path + "/" + nfc).utf8),
      ])
    // One file on macOS (APFS ignores normalization): the later is warned of (A52-8).
    #expect(outcome.diagnostics.map(\.kind) == [.caseTwinFile])
    #expect(
      outcome.diagnostics.first?.message.hasPrefix(
        "this file and \(folder.path)/\(nfd) are one file on macOS: their file names differ only in Unicode "
          + "normalization") == true)
    let result = RowDiscovery().discover(in: [folder.path])
    #expect(result.rows.compactMap { $0.title?.reference.key } == ["kB", "kA"])
  }

  @Test("a link to the other normalization of the folder given leads out of it and is not followed")
  func linkToTwinOfRootLeadsOut() throws {
    let folder = try TemporaryFolder("nfc-swift")
    try folder.write("e\u{301}/Secret.swift", "struct S {}\n")
    try folder.write("\u{E9}/Good.swift", "struct G {}\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/\u{E9}/Linked.swift", withDestinationPath: "../e\u{301}/Secret.swift")
    let root = folder.path + "/\u{E9}"
    let outcome = SwiftSourceWalker().findFiles(in: [root])
    #expect(outcome.files.map { ($0 as NSString).lastPathComponent } == ["Good.swift"])
    #expect(outcome.diagnostics.map(\.kind) == [.symlinkNotFollowed])
  }
}
