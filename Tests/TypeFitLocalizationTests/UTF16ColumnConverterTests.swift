import Foundation
import Testing

@testable import TypeFitLocalization

/// The readers count columns in UTF-8 bytes; SARIF declares UTF-16 code units, so the columns
/// are converted by reading the line again (seventh attack F23).
@Suite("UTF-16 columns from the readers' byte columns")
struct UTF16ColumnConverterTests {
  static let line = "\"äöü😀\" = \"Datenschutzeinstellungen\";"

  @Test("a value after ä, ö, ü and an emoji is at byte 16 and UTF-16 unit 11")
  func nonASCIIPrefix() {
    // The value's opening quote is byte 15 from 0: the reader's column 16.
    #expect(Array(Self.line.utf8)[15] == UInt8(ascii: "\""))
    #expect(Array(Self.line.utf8)[16] == UInt8(ascii: "D"))
    let converter = UTF16ColumnConverter(bytes: Array(("// header\n" + Self.line + "\n").utf8))
    #expect(converter.utf16Column(line: 2, utf8Column: 16) == 11)
    #expect(converter.utf16Column(line: 1, utf8Column: 4) == 4)
    // Past the line's end, or a line the file does not have: no column.
    #expect(converter.utf16Column(line: 2, utf8Column: 200) == nil)
    #expect(converter.utf16Column(line: 9, utf8Column: 2) == nil)
  }

  @Test("UTF-16 files, CRLF and lone CR line ends count as the readers count them")
  func encodingsAndLineEnds() {
    var utf16 = Data([0xFF, 0xFE])
    for unit in ("x\r\n" + Self.line).utf16 {
      utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)])
    }
    #expect(UTF16ColumnConverter(bytes: [UInt8](utf16)).utf16Column(line: 2, utf8Column: 16) == 11)
    #expect(
      UTF16ColumnConverter(bytes: Array(("x\r" + Self.line).utf8)).utf16Column(line: 2, utf8Column: 16) == 11)
  }

  @Test("columns across many checkpoints and line ends agree with counting each line's prefix")
  func manyCheckpoints() {
    // Lines of ASCII, two-, three- and four-byte characters, ended by LF, CRLF or a lone CR,
    // long enough to cross many 256-byte checkpoints, some characters straddling them.
    let pieces = ["ab", "ä", "日本", "😀", "xyz ", "\"", "ё", "👋🏽"]
    let ends = ["\n", "\r\n", "\r"]
    var lines: [String] = []
    for index in 0..<120 {
      var line = ""
      for step in 0...(index % 37) { line += pieces[(index + step) % pieces.count] }
      lines.append(line)
    }
    var text = ""
    for (index, line) in lines.enumerated() { text += line + ends[index % ends.count] }
    let converter = UTF16ColumnConverter(bytes: Array(text.utf8))
    var checked = 0
    for (index, line) in lines.enumerated() {
      let bytes = Array(line.utf8)
      for offset in 0...bytes.count where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
        let expected = String(decoding: bytes[..<offset], as: UTF8.self).utf16.count + 1
        #expect(
          converter.utf16Column(line: index + 1, utf8Column: offset + 1) == expected, "line \(index + 1)")
        checked += 1
      }
    }
    #expect(checked > 2_000)
    #expect(text.utf8.count > 20 * UTF16ColumnConverter.checkpointSpacing)
  }
}
