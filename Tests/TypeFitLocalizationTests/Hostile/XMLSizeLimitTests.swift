import Foundation
import Testing

@testable import TypeFitLocalization

/// XML files are refused over 10,000,000 bytes, the most libxml2 parses without its huge mode,
/// before parsing and with the size and the limit named; a file at the limit is read.
@Suite("Hostile input: XML size limit")
struct XMLSizeLimitTests {
  /// An Android `strings.xml` of exactly `size` bytes: one string, padded with a comment.
  private func androidFile(size: Int) -> Data {
    let head = "<resources><string name=\"k\">Wert</string><!-- "
    let tail = " --></resources>\n"
    return Data((head + String(repeating: "x", count: size - head.utf8.count - tail.utf8.count) + tail).utf8)
  }

  @Test(
    "an Android file of 10,000,000 bytes is read; one of 10,000,001 is refused up front naming both numbers")
  func androidLimit() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-xmlsize-\(UUID())")
    let values = folder.appendingPathComponent("res/values-de")
    try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = values.appendingPathComponent("strings.xml")
    try androidFile(size: 10_000_000).write(to: file)
    let read = LocalizationReader().read(paths: [folder.path])
    #expect(read.strings.map { "\($0.key)=\($0.value)" } == ["k=Wert"])
    #expect(read.diagnostics.isEmpty)

    try androidFile(size: 10_000_001).write(to: file)
    let refused = LocalizationReader().read(paths: [folder.path])
    #expect(refused.strings.isEmpty)
    #expect(refused.diagnostics.map(\.kind) == [.unreadableFile])
    #expect(
      refused.diagnostics.map(\.message) == ["file is 10000001 bytes, more than the 10000000-byte limit"])
  }

  @Test("a larger maximumXMLFileSize is lowered to the parser's 10,000,000 bytes")
  func limitNotRaised() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-xmlsize-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("de.lproj/Localizable.stringsdict")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try androidFile(size: 10_000_001).write(to: file)
    let reader = LocalizationReader(maximumXMLFileSize: 64 << 20)
    let refused = reader.read(file: LocalizationFile(path: file.path, format: .stringsdict))
    #expect(
      refused.diagnostics.map(\.message) == ["file is 10000001 bytes, more than the 10000000-byte limit"])
  }

  @Test("Latin-1 text under the limit that grows past it as UTF-8 is refused as unreadable, not malformed")
  func latin1Growth() {
    let head = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><resources><string name=\"k\">"
    let tail = "</string></resources>\n"
    let bytes = Array(head.utf8) + [UInt8](repeating: 0xE9, count: 5_000_000) + Array(tail.utf8)
    let result = LocalizationReader.read(Data(bytes), path: "res/values-de/strings.xml", format: .android)
    #expect(result.strings.isEmpty)
    #expect(result.diagnostics.map(\.kind) == [.unreadableFile])
    let utf8Count = head.utf8.count - " encoding=\"ISO-8859-1\"".utf8.count + 10_000_000 + tail.utf8.count
    #expect(
      result.diagnostics.map(\.message) == [
        "the XML text is \(utf8Count) bytes as UTF-8, more than the 10000000-byte limit of XML files (the most "
          + "the XML parser reads); not read"
      ])
  }
}
