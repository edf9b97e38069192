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
}
