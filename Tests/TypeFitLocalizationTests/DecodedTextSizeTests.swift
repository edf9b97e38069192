import Foundation
import Synchronization
import Testing

@testable import TypeFitLocalization

/// The size of a file's text as the readers hold it (the forty-sixth attack's A46-1: a 10 MB
/// comment of 0xFF bytes was 30 MB of U+FFFD, which the memory question did not count).
@Suite("Decoded text size")
struct DecodedTextSizeTests {
  /// Byte sequences that are valid, invalid in each way the Unicode Standard names (a lone
  /// continuation byte, a truncated sequence, an overlong form, a surrogate, above U+10FFFF,
  /// C0/C1/F5 leads), with and without a byte order mark, and UTF-16 both ways.
  static let inputs: [[UInt8]] = [
    Array("Hallo Welt".utf8),
    Array("日本語のテキスト".utf8),
    [0xEF, 0xBB, 0xBF] + Array("mit BOM".utf8),
    Array(repeating: 0xFF, count: 1000),
    [0x61, 0x80, 0x62],
    [0xE2, 0x82, 0x61, 0xE2],
    [0xC0, 0xAF, 0xE0, 0x80, 0xAF],
    [0xED, 0xA0, 0x80, 0x41],
    [0xF4, 0x90, 0x80, 0x80, 0xF5, 0x41],
    [0xEF, 0xBB, 0xBF, 0xFF, 0xFE, 0x41],
    [0xFF, 0xFE] + Array("k = 中文".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
    [0xFE, 0xFF] + [0xD8, 0x00, 0x00, 0x41, 0xDC, 0x00],
    [0xFF, 0xFE, 0x41, 0x00, 0x42],
  ]

  @Test("the count is the length of what decodeUTF8 gives, for valid, invalid and UTF-16 text")
  func countMatchesDecoding() {
    for input in Self.inputs {
      let decoded = SourceTextDecoder.decodeUTF8(input, path: "x.strings")
      #expect(SourceTextDecoder.decodedUTF8Count(input) == decoded.utf8.count, "\(input.prefix(12))")
    }
    // Each bad byte is one U+FFFD, three bytes.
    #expect(SourceTextDecoder.decodedUTF8Count(Array(repeating: 0xFF, count: 1000)) == 3000)
    #expect(SourceTextDecoder.decodedUTF8Count([0xC0, 0xAF, 0xE0, 0x80, 0xAF]) == 15)
    #expect(SourceTextDecoder.decodedUTF8Count(Array("Hallo".utf8)) == 5)
  }

  @Test("bad UTF-8 is repaired as String(decoding:) repairs it, made without a string between")
  func repairMatchesStringDecoding() {
    for input in Self.inputs where SourceTextDecoder.detectEncoding(input).0 == .utf8 {
      let body = input.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(input.dropFirst(3)) : input
      let decoded = SourceTextDecoder.decodeUTF8(input, path: "x.strings")
      #expect(decoded.utf8 == Array(String(decoding: body, as: UTF8.self).utf8), "\(input.prefix(12))")
    }
  }

  @Test("a UTF-32 file, refused whole, has no text")
  func utf32() {
    let utf32: [UInt8] = [0xFF, 0xFE, 0x00, 0x00, 0x41, 0x00, 0x00, 0x00]
    #expect(SourceTextDecoder.decodedUTF8Count(utf32) == 0)
  }

  @Test("the entry question is asked with the text's size: three times the bytes for 0xFF bytes")
  func entryQuestionAsked() throws {
    let root = NSTemporaryDirectory() + "typefit-textsize-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/de.lproj", withIntermediateDirectories: true)
    let bytes: [UInt8] =
      Array("/*".utf8) + Array(repeating: 0xFF, count: 3000) + Array("*/ \"k\" = \"v\";\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: root + "/de.lproj/Localizable.strings"))
    let asked = Asked()
    var reader = LocalizationReader()
    reader.admitsEntries = { _, bytes, textBytes, entries in
      asked.sizes.withLock { $0.append([bytes, textBytes, entries]) }
      return nil
    }
    _ = reader.read(paths: [root])
    // 2 + 3,000 + 14 bytes; 2 + 9,000 + 14 of text; one `=`, one `;`.
    #expect(asked.sizes.withLock { $0 } == [[3016, 9016, 1]])
  }

  final class Asked: Sendable {
    let sizes = Mutex<[[Int]]>([])
  }
}
