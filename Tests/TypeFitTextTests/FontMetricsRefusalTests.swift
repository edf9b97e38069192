import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitText

/// The fifteenth attack's A15-6: copies of Inter with one metric field changed were measured
/// without a word, a negative `sTypoLineGap` giving lines −177 pt tall and
/// `hhea.numberOfHMetrics` 0 giving text no width. Such a face is refused by the field.
@Suite("Hostile input: font metrics that give impossible layouts")
struct FontMetricsRefusalTests {
  static let inter = TestPaths.font("Inter-Regular.otf")

  /// A copy of Inter in `folder` with the big-endian 16-bit field at `offset` of table `tag`
  /// set to `value`.
  static func patched(_ tag: String, offset: Int, value: Int16, in folder: TemporaryFolder) throws -> String {
    try patched([(tag, offset, value)], in: folder)
  }

  /// A copy of Inter in `folder` with each big-endian 16-bit field (table, offset in it) set.
  static func patched(_ fields: [(tag: String, offset: Int, value: Int16)], in folder: TemporaryFolder) throws
    -> String
  {
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: inter)))
    func read16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func read32(_ at: Int) -> Int { read16(at) << 16 | read16(at + 2) }
    let tables = read16(4)
    for (tag, offset, value) in fields {
      let records: [Int] = (0..<tables).map { 12 + 16 * $0 }
      let record = try #require(records.first { String(decoding: bytes[$0..<$0 + 4], as: UTF8.self) == tag })
      let field = read32(record + 8) + offset
      bytes[field] = UInt8(truncatingIfNeeded: UInt16(bitPattern: value) >> 8)
      bytes[field + 1] = UInt8(truncatingIfNeeded: UInt16(bitPattern: value))
    }
    // The tables still match their checksums, so the refusal tested is the metrics' own.
    FontChecksums.fix(&bytes)
    let path =
      folder.path + "/" + fields.map { "\($0.tag.filter(\.isLetter))-\($0.offset)" }.joined(separator: "_")
      + ".otf"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The forty-fifth attack's A45-1: a copy of Inter cut inside its last table (`hmtx`) measured
  /// `AVAWAY Ta fi` at 27.8 pt instead of 107.0 without a word.
  @Test("a font file cut short of the tables its directory lists is refused, with both sizes")
  func cutShort() throws {
    let folder = try TemporaryFolder()
    let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.inter))
    #expect(bytes.count == 258_992)
    let cut = folder.path + "/cut.otf"
    try bytes.prefix(250_000).write(to: URL(fileURLWithPath: cut))
    #expect(
      throws: TextError.invalidFontFile(
        path: cut,
        reason:
          "its table directory lists tables up to byte 258990, but the file has 250000 bytes: it was cut short "
          + "(copy or download it again)")
    ) { try TextEngine(definition: .singleFace(path: cut)) }
    // Within a table's padding (3 bytes) of its end, and whole, the font loads.
    let padded = folder.path + "/padded.otf"
    try bytes.prefix(258_990).write(to: URL(fileURLWithPath: padded))
    #expect(throws: Never.self) { try TextEngine(definition: .singleFace(path: padded)) }
  }

  @Test("a line gap that makes lines negative is refused, naming the metrics in font units")
  func negativeLineHeight() throws {
    let folder = try TemporaryFolder()
    // OS/2 `sTypoLineGap` (offset 72): Inter sets USE_TYPO_METRICS, so its typo metrics are used.
    let path = try Self.patched("OS/2", offset: 72, value: -32768, in: folder)
    #expect(
      throws: TextError.invalidFontFile(
        path: path,
        reason:
          "its lines would be -29360 font units tall (ascender 2728, descender -680, line gap -32768); a "
          + "line must have a positive height")
    ) { try TextEngine(definition: .singleFace(path: path)) }
  }

  @Test("hhea.numberOfHMetrics 0 is refused; the unchanged font and a zero line gap load")
  func noHorizontalMetrics() throws {
    let folder = try TemporaryFolder()
    let path = try Self.patched("hhea", offset: 34, value: 0, in: folder)
    #expect(
      throws: TextError.invalidFontFile(
        path: path,
        reason: "its hhea.numberOfHMetrics is 0, so its glyphs have no advances; a font has at least one")
    ) { try TextEngine(definition: .singleFace(path: path)) }
    let zeroGap = try Self.patched("OS/2", offset: 72, value: 0, in: folder)
    let width = try TextEngine(definition: .singleFace(path: zeroGap)).measure(
      "Hello", parameters: LayoutParameters(pointSize: 17)
    ).naturalWidth
    #expect(width > 30 && width < 60)
  }

  /// The sixteenth attack's A16-5: one horizontal metric whose advance is 0 gave every glyph no
  /// width, one unit past the refusal of `numberOfHMetrics` 0.
  @Test("one horizontal metric of advance 0 for every glyph is refused")
  func zeroAdvances() throws {
    let folder = try TemporaryFolder()
    let path = try Self.patched([("hhea", 34, 1), ("hmtx", 0, 0)], in: folder)
    #expect(
      throws: TextError.invalidFontFile(
        path: path,
        reason:
          "its space, letters and digits have no advance (hmtx gives them 0), so its text would have no width"
      )
    ) { try TextEngine(definition: .singleFace(path: path)) }
  }
}
