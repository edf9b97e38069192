import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// A Swift file saved as UTF-16 lost its rows behind a warning about bytes that are not valid
/// UTF-8, and the run could exit 0 (the twenty-third attack's A23-13). It is now refused with its
/// encoding named, an input not read: exit 3 in every report, the good file still checked.
@Suite("Hostile input: Swift files in UTF-16")
struct HostileSwiftEncodingTests {
  @Test("a UTF-16 Swift file with a BOM: exit 3 naming the encoding; the good file's TF001 error stays")
  func utf16() throws {
    let folder = try HostileSwiftFileUnreadableTests.app()
    let bytes: [UInt8] =
      [0xFF, 0xFE]
      + HostileSwiftNotReadTests.settings.utf16.flatMap {
        [UInt8($0 & 0xFF), UInt8($0 >> 8)]
      }
    try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/app/U16.swift"))
    let message =
      "the file is UTF-16 (little-endian, found by its byte order mark), which TypeFit does not read in "
      + "Swift sources (the Swift compiler reads UTF-8); save it as UTF-8; not read, so its rows are not "
      + "discovered"
    try HostileSwiftFileUnreadableTests.expectErrorOfTheRun(
      folder, stderr: "Error: \(folder.path)/app/U16.swift:1: \(message)\n", message: message)
    let rows = CapturedRun(["rows", folder.path + "/app"])
    #expect(rows.exitCode == 3)
    #expect(rows.stderr == "\(folder.path)/app/U16.swift:1:1: error: \(message)\n")
    #expect(rows.stdout.contains("real.title"))
  }
}
