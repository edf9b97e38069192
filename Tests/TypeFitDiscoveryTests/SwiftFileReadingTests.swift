import Foundation
import Testing
import TypeFitInput
import _TypeFitTestSupport

@testable import TypeFitDiscovery

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Swift files are read as localization files are: only regular files, and a refusal says why.
@Suite("Reading Swift files")
struct SwiftFileReadingTests {
  @Test("a FIFO named V.swift is refused as not a regular file, without blocking; the file beside it is read")
  func fifo() throws {
    let folder = try TemporaryFolder("swift-fifo")
    try folder.write(
      "A.swift", "import SwiftUI\nstruct A: View { var body: some View { List { Text(\"k\") } } }\n")
    #expect(mkfifo(folder.path + "/V.swift", 0o644) == 0)
    let result = RowDiscovery().discover(in: [folder.path])
    #expect(result.filesRead == 1)
    #expect(result.rows.map { $0.title?.reference } == [.key("k", table: nil)])
    #expect(
      result.diagnostics.map { "\($0.kind) \($0.location.file): \($0.message)" } == [
        "unreadableFile \(folder.path)/V.swift: a FIFO (named pipe), not a regular file; only regular files are read"
      ])
  }
}

/// A Swift file swapped for a link after the walk found it (thirteenth attack A13-5, Swift
/// sources): 11 of 30 `rows` runs read an outside file renamed over a walked one.
@Suite("Walked Swift files swapped for links are not read")
struct WalkedSwiftFileSwapTests {
  @Test("a walked file swapped for a link out of the input is not read; unchanged, it is")
  func swappedForLink() throws {
    let folder = try TemporaryFolder()
    let base = try #require(FileSystemPath.resolved(folder.path))
    try folder.write("app/A.swift", "NavigationLink(\"k\") { Text(\"x\") }\n")
    try folder.write("outside/B.swift", "NavigationLink(\"SECRET\") { Text(\"x\") }\n")
    let outcome = SwiftSourceWalker().findFiles(in: [base + "/app"])
    let path = base + "/app/A.swift"
    #expect(outcome.files == [path])
    var diagnostics: [DiscoveryDiagnostic] = []
    #expect(RowDiscovery.read(path, identity: outcome.identities[0], diagnostics: &diagnostics) != nil)
    try FileManager.default.createSymbolicLink(
      atPath: base + "/app/swap", withDestinationPath: "../outside/B.swift")
    try #require(rename(base + "/app/swap", path) == 0)
    #expect(RowDiscovery.read(path, identity: outcome.identities[0], diagnostics: &diagnostics) == nil)
    #expect(
      diagnostics.map(\.message) == [
        "the file changed after the input was searched (a link or another file is now in its place); not read"
      ])
  }
}
