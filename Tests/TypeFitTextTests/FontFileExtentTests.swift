import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitText

/// A font file is read up to the end of its last table (thirteenth attack A13-1): a
/// repository's stack named 8 faces, each a real 60 KB font padded with zeros to 2 GB (sparse
/// on disk), and each was read whole: 3.93 GB, then out of memory.
@Suite("Font files: read up to the end of their tables")
struct FontFileExtentTests {
  static let inter = TestPaths.font("Inter-Regular.otf")
  static let cjk = TestPaths.font("NotoSansCJK-Regular.ttc")

  /// The size of the file at `path`.
  static func size(_ path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
  }

  /// A copy of `font` in `folder` padded with a hole to `size` bytes (sparse: no disk used).
  static func padded(_ font: String, in folder: TemporaryFolder, to size: Int) throws -> String {
    let file = "\(folder.path)/padded-\((font as NSString).lastPathComponent)"
    try FileManager.default.copyItem(atPath: font, toPath: file)
    try #require(truncate(file, off_t(size)) == 0)
    return file
  }

  @Test("a font padded with zeros to 256 MiB is read as its own bytes and measures as the font")
  func paddedFontReadToItsTables() throws {
    let folder = try TemporaryFolder()
    let file = try Self.padded(Self.inter, in: folder, to: 256 << 20)
    let mapping = try FontFileMapping(path: file)
    #expect(mapping.bytes.count == (try Self.size(Self.inter)))
    #expect(!mapping.isMapped)
    // The version still describes the whole file (what revalidation compares).
    var info = stat()
    try #require(stat(file, &info) == 0)
    #expect(mapping.version == FontFileVersion(info))
    let parameters = LayoutParameters(pointSize: 17)
    let alone = try TextEngine(definition: .singleFace(path: Self.inter)).measure(
      "Hello", parameters: parameters)
    let padded = try TextEngine(definition: .singleFace(path: file)).measure("Hello", parameters: parameters)
    #expect(padded == alone)
  }

  @Test(
    "a font collection padded with zeros is read up to its last font's last table",
    .enabled(if: FileManager.default.fileExists(atPath: FontFileExtentTests.cjk)))
  func paddedCollectionReadToItsTables() throws {
    let folder = try TemporaryFolder()
    let file = try Self.padded(Self.cjk, in: folder, to: try Self.size(Self.cjk) + (64 << 20))
    #expect(try FontFileMapping(path: file).bytes.count == (try Self.size(Self.cjk)))
    // Its second font (Korean) is there.
    let face = try FontFace(path: file, index: 1)
    #expect(face.path == file)
  }

  @Test("an sfnt header naming no tables, padded to 64 MiB: 12 bytes read, then refused as a font")
  func emptyDirectoryReadAsTwelveBytes() throws {
    let folder = try TemporaryFolder()
    let file = "\(folder.path)/otto.otf"
    // `OTTO`, numTables 0, searchRange, entrySelector, rangeShift.
    try Data([0x4F, 0x54, 0x54, 0x4F, 0, 0, 0, 0, 0, 0, 0, 0]).write(to: URL(fileURLWithPath: file))
    try #require(truncate(file, 64 << 20) == 0)
    #expect(try FontFileMapping(path: file).bytes.count == 12)
    #expect(throws: TextError.self) { try FontFace(path: file, index: 0) }
  }

  /// Read whole before the forty-fifth attack's A45-1, which showed a font cut short is
  /// measured wrong without a word.
  @Test("a table record past the file's end: refused as cut short, naming both ends")
  func tableBeyondTheFile() throws {
    let folder = try TemporaryFolder()
    let file = "\(folder.path)/long.otf"
    // One table record: tag `head`, checksum 0, offset 0x7000_0000, length 0x1000.
    var bytes: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0]
    bytes += [0x68, 0x65, 0x61, 0x64, 0, 0, 0, 0, 0x70, 0, 0, 0, 0, 0, 0x10, 0]
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    try #require(truncate(file, 1 << 20) == 0)
    #expect(
      throws: TextError.invalidFontFile(
        path: file,
        reason:
          "its table directory lists tables up to byte 1879052288, but the file has 1048576 bytes: it was cut "
          + "short (copy or download it again)")
    ) { try FontFileMapping(path: file) }
  }

  /// Used as written before the forty-sixth attack's A46-2: a `head` of length 0 measured
  /// `AVAWAY Ta fi` at 301.2 pt instead of 107.0.
  @Test("a table inside the directory, or a header table shorter than its header: refused as damaged")
  func damagedDirectory() throws {
    let folder = try TemporaryFolder()
    // Two table records (directory end 12 + 32 = 44): `hmtx` and `head`, each as given; the file
    // is as long as its tables.
    func font(hmtx: (offset: UInt8, length: UInt8), head: (offset: UInt8, length: UInt8)) throws -> String {
      let file = "\(folder.path)/f-\(hmtx.offset)-\(head.length).otf"
      var bytes: [UInt8] = [0, 1, 0, 0, 0, 2, 0, 32, 0, 1, 0, 0]
      bytes += [0x68, 0x6D, 0x74, 0x78, 0, 0, 0, 0, 0, 0, 0, hmtx.offset, 0, 0, 0, hmtx.length]
      bytes += [0x68, 0x65, 0x61, 0x64, 0, 0, 0, 0, 0, 0, 0, head.offset, 0, 0, 0, head.length]
      bytes += Array(repeating: 0, count: 200 - bytes.count)
      try Data(bytes).write(to: URL(fileURLWithPath: file))
      return file
    }
    let overlapping = try font(hmtx: (0, 8), head: (44, 54))
    #expect(
      throws: TextError.invalidFontFile(
        path: overlapping,
        reason:
          "its table 'hmtx' starts at byte 0, inside the table directory (which ends at byte 44): the file is "
          + "damaged (copy or download it again)")
    ) { try FontFileMapping(path: overlapping) }
    let emptyHead = try font(hmtx: (100, 8), head: (44, 0))
    #expect(
      throws: TextError.invalidFontFile(
        path: emptyHead,
        reason:
          "its table 'head' is 0 bytes long, shorter than the 54 bytes of its header: the file is damaged (copy "
          + "or download it again)")
    ) { try FontFileMapping(path: emptyHead) }
    // Both as they should be: read up to the end of the last table (100 + 8).
    #expect(try FontFileMapping(path: font(hmtx: (100, 8), head: (44, 54))).bytes.count == 108)
    #expect(FontFileExtent.tagName(0x4F53_2F32) == "OS/2")
    #expect(FontFileExtent.tagName(0x0A41_4243) == "?ABC")
  }

  @Test(
    "a table's checksum: big-endian words summed modulo 2^32, the last padded, head's adjustment left out")
  func checksum() {
    let words: [UInt8] = [0, 0, 0, 1, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 5, 0xAB]
    words.withUnsafeBytes { bytes in
      // 1 + 0xFFFFFFFF + 5 wraps to 5; the padded last word is 0xAB000000.
      #expect(FontFileExtent.checksum(of: bytes, isHead: false) == 0xAB00_0005)
      // In `head` the third word (its checksumAdjustment) counts as zero.
      #expect(FontFileExtent.checksum(of: bytes, isHead: true) == 0xAB00_0000)
    }
  }

  /// Measured as written before the forty-seventh attack: an `hmtx` cut to 1,000 bytes at
  /// 27.8 pt for 107.0 (A47-1), a `GPOS` cut to 0 bytes without its kerning (A47-2), a `cmap`
  /// whose record points past it mapping nothing (A47-4). Damage inside a table is what only
  /// the checksum sees.
  @Test(
    "a copy of Inter whose table no longer matches its checksum is refused, naming the table",
    .enabled(if: FileManager.default.fileExists(atPath: FontFileExtentTests.inter)),
    // Words inside the tables: lengths cut short now meet the tables' agreement first
    // (`FontTableAgreementTests`, A49-3): glyph 2's advance and side bearing, GPOS's lookup
    // list offset and the word after it, cmap's first encoding record's offset.
    arguments: [("hmtx", 0), ("GPOS", 0), ("cmap", 0xFFFF_FFF0)] as [(String, UInt32)])
  func checksumMismatch(tag: String, value: UInt32) throws {
    let folder = try TemporaryFolder()
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.inter)))
    let count = Int(bytes[4]) << 8 | Int(bytes[5])
    let record = try #require(
      (0..<count).map { 12 + 16 * $0 }.first { bytes[$0..<$0 + 4].elementsEqual(tag.utf8) })
    let tableStart = bytes[(record + 8)..<(record + 12)].reduce(0) { $0 << 8 | Int($1) }
    let tableLength = bytes[(record + 12)..<(record + 16)].reduce(0) { $0 << 8 | Int($1) }
    // The table's third word.
    let at = tableStart + 8
    for shift in 0..<4 { bytes[at + shift] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(3 - shift))) }
    let file = "\(folder.path)/damaged-\(tag).otf"
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    #expect(
      throws: TextError.invalidFontFile(
        path: file,
        reason:
          "its table '\(tag)' (\(tableLength) bytes) does not add up to the checksum its table directory "
          + "records: the file is damaged, or was changed without updating it (copy or download it again, or save "
          + "it again from a font editor)")
    ) { try FontFileMapping(path: file) }
    // The copy as it was is read.
    let intact = "\(folder.path)/intact.otf"
    try FileManager.default.copyItem(atPath: Self.inter, toPath: intact)
    #expect(try FontFileMapping(path: intact).bytes.count == Self.size(Self.inter))
  }

  @Test("WOFF and WOFF2 web fonts are refused before they are read (A14-3, A14-5)")
  func webFontsRefused() throws {
    let folder = try TemporaryFolder()
    for signature in ["wOFF", "wOF2"] {
      let file = "\(folder.path)/f-\(signature).woff"
      try Data(Array(signature.utf8) + [0, 1, 0, 0]).write(to: URL(fileURLWithPath: file))
      try #require(truncate(file, 64 << 20) == 0)
      #expect(
        throws: TextError.invalidFontFile(
          path: file,
          reason: "a WOFF web font; TypeFit reads .ttf, .otf and .ttc fonts: give the font it was made from")
      ) { try FontFileMapping(path: file) }
    }
  }
}
