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
    var converter = UTF16ColumnConverter(bytes: Array(("// header\n" + Self.line + "\n").utf8))
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
    var fromUTF16 = UTF16ColumnConverter(bytes: [UInt8](utf16))
    #expect(fromUTF16.utf16Column(line: 2, utf8Column: 16) == 11)
    var afterCR = UTF16ColumnConverter(bytes: Array(("x\r" + Self.line).utf8))
    #expect(afterCR.utf16Column(line: 2, utf8Column: 16) == 11)
  }

  @Test(
    "columns across many checkpoints, marks and line ends agree with counting each line's prefix",
    arguments: [120, 1_500])
  func manyCheckpoints(lineTotal: Int) {
    // Lines of ASCII, two-, three- and four-byte characters, ended by LF, CRLF or a lone CR,
    // long enough to cross many 256-byte checkpoints, some characters straddling them.
    let pieces = ["ab", "ä", "日本", "😀", "xyz ", "\"", "ё", "👋🏽"]
    let ends = ["\n", "\r\n", "\r"]
    var lines: [String] = []
    for index in 0..<lineTotal {
      var line = ""
      for step in 0...(index % 37) { line += pieces[(index + step) % pieces.count] }
      lines.append(line)
    }
    var text = ""
    for (index, line) in lines.enumerated() { text += line + ends[index % ends.count] }
    var converter = UTF16ColumnConverter(bytes: Array(text.utf8))
    var checked = 0
    // Every other line backwards, then the rest forwards: lines found from a mark, not only
    // from the line before.
    let order =
      Array(stride(from: lines.count - 1, through: 0, by: -2))
      + Array(stride(from: lines.count - 2, through: 0, by: -2)).reversed()
    for index in order {
      let line = lines[index]
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
    #expect(converter.utf16Column(line: lineTotal + 2, utf8Column: 1) == nil)
  }

  /// The forty-fifth attack's A45-3: a 50 MB `.strings` file of line ends kept 50,000,000 line
  /// starts (547 MB at once) when SARIF asked for a column of its syntax error.
  @Test("a file of 1,000,000 empty lines keeps about a 128th of them as marks, and finds its last line")
  func sparseMarks() {
    let text = String(repeating: "\n", count: 1_000_000) + "\"a\" = \"b\" x;\n"
    var converter = UTF16ColumnConverter(bytes: Array(text.utf8))
    #expect(converter.markCount == 1_000_000 / UTF16ColumnConverter.linesPerMark + 1)
    #expect(converter.utf16Column(line: 1_000_001, utf8Column: 13) == 13)
    #expect(converter.utf16Column(line: 1_000_000, utf8Column: 1) == 1)
    #expect(converter.utf16Column(line: 1_000_000, utf8Column: 3) == nil)
    #expect(converter.utf16Column(line: 1_000_002, utf8Column: 2) == nil)
    // Long lines are marked by their bytes: 300 lines of 1,000 bytes, a mark every 66 lines.
    let long = String(repeating: String(repeating: "é", count: 500) + "\n", count: 300)
    var longLines = UTF16ColumnConverter(bytes: Array(long.utf8))
    #expect(longLines.markCount == 5)
    #expect(longLines.utf16Column(line: 250, utf8Column: 1_001) == 501)
  }
}
