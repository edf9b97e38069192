import Foundation
import Testing
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
