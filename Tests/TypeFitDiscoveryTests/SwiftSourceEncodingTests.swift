import Testing

@testable import TypeFitDiscovery

/// A Swift file in UTF-16 or UTF-32 is refused whole with its encoding named, and counts as an
/// input not read (the twenty-third attack's A23-13).
@Suite("Swift sources in UTF-16 and UTF-32")
struct SwiftSourceEncodingTests {
  static let text = "import SwiftUI\nstruct V: View { var body: some View { List { Text(\"e1\") } } }\n"

  static func utf16(littleEndian: Bool, mark: Bool) -> [UInt8] {
    var bytes: [UInt8] = mark ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
    for unit in text.utf16 {
      let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      bytes += littleEndian ? pair : pair.reversed()
    }
    return bytes
  }

  @Test(
    "UTF-16 with and without a byte order mark, and UTF-32: an error naming the encoding, no rows, unread",
    arguments: [
      (utf16(littleEndian: true, mark: true), "UTF-16 (little-endian, found by its byte order mark)"),
      (utf16(littleEndian: false, mark: true), "UTF-16 (big-endian, found by its byte order mark)"),
      (utf16(littleEndian: true, mark: false), "UTF-16 (little-endian, found by its zero bytes)"),
      ([0xFF, 0xFE, 0x00, 0x00, 0x69, 0, 0, 0], "UTF-32 (little-endian, found by its byte order mark)"),
    ])
  func refused(bytes: [UInt8], encoding: String) throws {
    let result = RowDiscovery().discover(sources: [("U16.swift", bytes), ("Ok.swift", Array(Self.text.utf8))])
    #expect(result.rows.count == 1 && result.rows.first?.location.file == "Ok.swift")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(diagnostic.kind == .invalidEncoding && diagnostic.severity == .error)
    #expect(
      diagnostic.description
        == "U16.swift:1:1: error: the file is \(encoding), which TypeFit does not read in Swift sources (the "
        + "Swift compiler reads UTF-8); save it as UTF-8; not read, so its rows are not discovered")
    #expect(result.hasUnreadableInput)
  }

  @Test("UTF-8 with a BOM, Latin-1 bytes and a NUL stay UTF-8: read, with a warning for bad bytes only")
  func utf8Kept() {
    #expect(SwiftSourceEncoding.unreadEncoding([0xEF, 0xBB, 0xBF] + Array(Self.text.utf8)) == nil)
    #expect(
      SwiftSourceEncoding.unreadEncoding(Array("// caf".utf8) + [0xE9, 0x0A] + Array(Self.text.utf8)) == nil)
    #expect(
      SwiftSourceEncoding.unreadEncoding(Array("import UIKit".utf8) + [0] + Array(Self.text.utf8)) == nil)
    let latin = RowDiscovery().discover(source: "// caf\u{E9}\n" + Self.text, path: "L.swift")
    #expect(latin.rows.count == 1 && !latin.hasUnreadableInput)
  }
}
