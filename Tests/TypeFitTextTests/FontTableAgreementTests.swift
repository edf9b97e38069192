import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitText

/// Copies of Inter damaged as the forty-ninth attack damaged them: a download cut inside its
/// last table (A49-1), tables that disagree with each other with their checksums made right
/// (A49-3), and a collection one of whose fonts' offsets leads nowhere (A49-4). Each was
/// measured, or refused for the wrong reason, before.
@Suite(
  "Font files: tables cut at the end, tables that disagree, collections with a bad font offset",
  .enabled(if: FileManager.default.fileExists(atPath: FontFileExtentTests.inter)))
struct FontTableAgreementTests {
  /// Inter's bytes.
  static func inter() throws -> [UInt8] {
    try [UInt8](Data(contentsOf: URL(fileURLWithPath: FontFileExtentTests.inter)))
  }

  /// The big-endian 32-bit number at `at`.
  static func word(_ bytes: [UInt8], _ at: Int) -> Int {
    bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  static func setWord(_ bytes: inout [UInt8], _ at: Int, _ value: Int) {
    for shift in 0..<4 { bytes[at + shift] = UInt8(truncatingIfNeeded: value >> (8 * (3 - shift))) }
  }

  /// Where the table record of `tag` starts in the single-font file `bytes`.
  static func record(_ tag: String, in bytes: [UInt8]) throws -> Int {
    let count = Int(bytes[4]) << 8 | Int(bytes[5])
    return try #require((0..<count).map { 12 + 16 * $0 }.first { bytes[$0..<$0 + 4].elementsEqual(tag.utf8) })
  }

  /// `bytes` written to `name` in `folder`, refused for `reason` (or read when it is `nil`).
  static func expectRefusal(_ bytes: [UInt8], _ name: String, in folder: TemporaryFolder, _ reason: String?)
    throws
  {
    let file = "\(folder.path)/\(name)"
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    if let reason {
      #expect(throws: TextError.invalidFontFile(path: file, reason: reason)) {
        try FontFileMapping(path: file)
      }
    } else {
      #expect(try FontFileMapping(path: file).bytes.count == bytes.count)
    }
  }

  @Test(
    "a copy cut inside its last table is refused as cut short, by 1 byte too; one cut in its padding only is read"
  )
  func cutInsideLastTable() throws {
    let folder = try TemporaryFolder()
    let bytes = try Self.inter()
    let hmtx = try Self.record("hmtx", in: bytes)
    let end = Self.word(bytes, hmtx + 8) + Self.word(bytes, hmtx + 12)
    // `hmtx` is Inter's last table, followed by 2 bytes of padding.
    #expect(bytes.count - end == 2)
    try Self.expectRefusal(Array(bytes.dropLast(2)), "padding-cut.otf", in: folder, nil)
    // A49-1 (5 bytes: 3 of hmtx's own) and A50-9 (3 bytes: 1 of its own, which the checksum may
    // not see when it is zero).
    for cut in [3, 5] {
      try Self.expectRefusal(
        Array(bytes.dropLast(cut)), "cut\(cut).otf", in: folder,
        "its table directory lists tables up to byte \(end), but the file has \(bytes.count - cut) bytes: it was "
          + "cut short (copy or download it again)")
    }
  }

  @Test("a tag listed twice, its checksums right: refused, whichever record a shaper would take (A50-1)")
  func tagListedTwice() throws {
    let folder = try TemporaryFolder()
    var bytes = try Self.inter()
    let post = try Self.record("post", in: bytes)
    bytes.replaceSubrange(post..<post + 4, with: Array("hmtx".utf8))
    FontChecksums.fix(&bytes)
    try Self.expectRefusal(
      bytes, "twice.otf", in: folder,
      "its table directory lists table 'hmtx' twice: the file is damaged (copy or download it again)")
  }

  @Test("tables that overlap, an hmtx shorter than hhea and maxp ask, a layout table of another version")
  func disagreeingTables() throws {
    let folder = try TemporaryFolder()
    let intact = try Self.inter()
    let hmtx = try Self.record("hmtx", in: intact)
    let gpos = try Self.record("GPOS", in: intact)
    // hmtx pointed at GPOS's bytes.
    var overlapping = intact
    Self.setWord(&overlapping, hmtx + 8, Self.word(intact, gpos + 8))
    FontChecksums.fix(&overlapping)
    let gposStart = Self.word(intact, gpos + 8)
    // At one offset the shorter comes first: hmtx's 10,190 bytes, then GPOS's 70,470.
    let hmtxLength = Self.word(intact, hmtx + 12)
    try Self.expectRefusal(
      overlapping, "overlap.otf", in: folder,
      "its tables 'hmtx' (bytes \(gposStart)–\(gposStart + hmtxLength)) and 'GPOS' (from byte \(gposStart)) "
        + "overlap: the file is damaged (copy or download it again)")
    // hmtx of 1,000 bytes.
    var short = intact
    Self.setWord(&short, hmtx + 12, 1_000)
    FontChecksums.fix(&short)
    let hhea = Self.word(intact, try Self.record("hhea", in: intact) + 8)
    let maxp = Self.word(intact, try Self.record("maxp", in: intact) + 8)
    let metrics = Int(intact[hhea + 34]) << 8 | Int(intact[hhea + 35])
    let glyphs = Int(intact[maxp + 4]) << 8 | Int(intact[maxp + 5])
    #expect(metrics == 2_547)
    try Self.expectRefusal(
      short, "short-hmtx.otf", in: folder,
      "its table 'hmtx' is 1000 bytes long, where 'hhea' (\(metrics) metrics) and 'maxp' (\(glyphs) glyphs) ask "
        + "for \(4 * metrics + 2 * max(0, glyphs - metrics)): the file is damaged (copy or download it again)"
    )
    // GPOS of length 0 (checksum 0), and GPOS of version 0.
    var empty = intact
    Self.setWord(&empty, gpos + 12, 0)
    FontChecksums.fix(&empty)
    try Self.expectRefusal(
      empty, "empty-gpos.otf", in: folder,
      "its table 'GPOS' is 0 bytes long, shorter than the 10 bytes of its header: the file is damaged (copy or "
        + "download it again)")
    var version = intact
    version[gposStart + 1] = 0
    FontChecksums.fix(&version)
    try Self.expectRefusal(
      version, "gpos-version0.otf", in: folder,
      "its table 'GPOS' has version 0.x, where OpenType defines only 1.x: the file is damaged (copy or download "
        + "it again)")
  }

  @Test("a collection whose second font's offset is 0, misaligned or past the end: refused, naming that font")
  func collectionWithBadFontOffset() throws {
    let folder = try TemporaryFolder()
    let font = try Self.inter()
    // `ttcf` 1.0, two fonts: Inter after the 20-byte header, its table offsets moved by 20.
    var moved = font
    for index in 0..<(Int(font[4]) << 8 | Int(font[5])) {
      let at = 12 + 16 * index + 8
      Self.setWord(&moved, at, Self.word(font, at) + 20)
    }
    // The last: a directory of no tables appended after Inter (A50-8).
    let emptyDirectory = 20 + moved.count
    for (second, name) in [
      (0, "zero"), (21, "misaligned"), (1_000_000_000, "past"), (emptyDirectory, "empty"),
    ] {
      var bytes: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 20] + [0, 0, 0, 0]
      Self.setWord(&bytes, 16, second)
      bytes += moved + [0, 1, 0, 0] + Array(repeating: 0, count: 8)
      try Self.expectRefusal(
        bytes, "two-\(name).ttc", in: folder,
        "its font #1 has its table directory at byte \(second), where no table directory begins: the collection "
          + "is damaged (copy or download it again)")
    }
    // Both fonts at Inter: read.
    let good: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 20, 0, 0, 0, 20] + moved
    try Self.expectRefusal(good, "two-good.ttc", in: folder, nil)
  }
}
