import Foundation

/// How many bytes at the start of a font file its fonts use, read from the file's own table
/// directory before the file is read into memory.
///
/// An OpenType file is a table directory followed by the tables it lists (OpenType
/// specification, "Organization of an OpenType Font": the table directory's `numTables` and its
/// table records' `offset` and `length`, big-endian); a font collection (`ttcf`) is a header of
/// offsets to one such directory per font, and in version 2 a `DSIG` table's offset and length
/// ("Font Collections"). (WOFF and WOFF2 web fonts are refused before, `FontFileMapping`.) No
/// font reader looks past the last table, so bytes after it are never
/// used: a repository's font of 60 KB padded with zeros to 2 GB (sparse on disk, a few MB in a
/// git pack) was read whole, 2 GB per face (thirteenth attack A13-1). Every font file under
/// `/usr/share/fonts` on the machine that wrote this ends within 3 bytes of its last table
/// (tables are padded to 4 bytes), so real fonts are read whole as before.
enum FontFileExtent {
  /// The most fonts of a collection whose directories are read: Noto CJK's collections hold
  /// 10, Source Han's largest about 40; past it the file is read whole, as before. Each
  /// directory read is at most 1 MiB (65,535 table records of 16 bytes).
  static let maximumCollectionFonts = 256

  /// The bytes of the file open on `descriptor` (of `size` bytes) that its fonts use: the end
  /// of its last table, rounded up to 4 bytes, or `size` when that is smaller or when the file
  /// is not an sfnt or collection file whose headers could be read.
  static func usedBytes(of descriptor: Int32, size: Int) -> Int {
    usedBytes(tablesEnd: tablesEnd(of: descriptor), size: size)
  }

  /// ``usedBytes(of:size:)`` for a file whose tables end at `tablesEnd` (``tablesEnd(of:)``).
  static func usedBytes(tablesEnd end: Int?, size: Int) -> Int {
    guard let end else { return size }
    let padded = end > Int.max - 3 ? end : (end + 3) & ~3
    return min(size, padded)
  }

  /// The end of the last table the headers of the file open on `descriptor` name, or `nil` when
  /// it is not an sfnt or collection file whose headers could be read.
  static func tablesEnd(of descriptor: Int32) -> Int? {
    tables(of: descriptor).end
  }

  /// ``tablesEnd(of:)``, and why the directories show the file damaged (``damage(tag:offset:length:directoryEnd:)``),
  /// or `nil`.
  static func tables(of descriptor: Int32) -> (end: Int?, damage: String?) {
    var damage: String?
    let read: Reader = { bytes(descriptor, at: $0, count: $1) }
    let end = tablesEnd(
      reading: read, damage: &damage,
      judge: { Self.damage(tag: $0.tag, offset: $0.offset, length: $0.length, directoryEnd: $1) },
      judgeDirectory: { Self.disagreement(among: $0, reading: read) })
    return (end, damage)
  }

  /// One record of a table directory: the table's tag, checksum, offset and length (OpenType
  /// specification, "Organization of an OpenType Font", `TableRecord`).
  struct TableRecord {
    var tag: UInt32
    var checksum: UInt32
    var offset: UInt32
    var length: UInt32
  }

  /// The first table of the font file `bytes` (read whole up to its last table) whose bytes do
  /// not add up to the checksum its record gives, said as a reason to refuse the file; `nil`
  /// when every table matches or the headers cannot be read.
  ///
  /// A table's checksum is the sum, modulo 2^32, of its bytes read as big-endian 32-bit
  /// numbers, the last padded with zeros; `head`'s own is summed with its `checksumAdjustment`
  /// (bytes 8–11) taken as zero (OpenType specification, "Calculating checksums",
  /// <https://learn.microsoft.com/en-us/typography/opentype/spec/otff#calculating-checksums>).
  /// A table whose length or bytes were changed without it no longer matches, and FreeType
  /// and HarfBuzz never look: an `hmtx` cut to 1,000 bytes measured `AVAWAY Ta fi` at 27.8 pt
  /// instead of 107.0, a `GPOS` cut short lost the kerning and a `GSUB` cut short Arabic's
  /// joined forms (140.9 pt for 108.5), a `cmap` whose records point past it mapped no
  /// character, so every string fell back to another font; all without a word (the
  /// forty-seventh attack's A47-1, A47-2 and A47-4). Every font file under `/usr/share/fonts`
  /// on the machine that wrote this (331 files) matches in every table.
  static func checksumDamage(in bytes: UnsafeRawBufferPointer) -> String? {
    let read = reader(over: bytes)
    var damage: String?
    _ = tablesEnd(reading: read, damage: &damage) { record, _ in
      // A table reaching past the end was refused as cut short before this is asked
      // (``cutShortReason(tablesEnd:size:)``); summed with what is there all the same, so no
      // table is left unsummed (the forty-ninth attack's A49-1: one was).
      let start = min(Int(record.offset), bytes.count)
      let end = min(start + Int(record.length), bytes.count)
      let sum = checksum(
        of: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), isHead: record.tag == tagValue("head"))
      guard sum != record.checksum else { return nil }
      return
        "its table '\(tagName(record.tag))' (\(record.length) bytes) does not add up to the checksum its table "
        + "directory records: the file is damaged, or was changed without updating it (copy or download it "
        + "again, or save it again from a font editor)"
    }
    return damage
  }

  /// The OpenType checksum of one table's bytes (see ``checksumDamage(in:)``).
  static func checksum(of table: UnsafeRawBufferPointer, isHead: Bool) -> UInt32 {
    var sum: UInt32 = 0
    let words = table.count / 4
    for word in 0..<words where !(isHead && word == 2) {
      sum &+= UInt32(bigEndian: table.loadUnaligned(fromByteOffset: 4 * word, as: UInt32.self))
    }
    var last: UInt32 = 0
    for index in (4 * words)..<table.count {
      last |= UInt32(table[index]) << (8 * UInt32(3 - (index - 4 * words)))
    }
    return sum &+ last
  }

  /// The least length of the tables whose start is a fixed header a font cannot be read without
  /// (OpenType specification, each table's chapter: `head` version 1.0 is 54 bytes, `hhea` 36,
  /// `maxp` version 0.5 6, `OS/2` version 0 78, `post` 32, `cmap`'s header 4, `name`'s 6; the
  /// layout tables' version 1.0 headers: `GSUB` and `GPOS` 10, `GDEF` 12). An empty `GPOS`
  /// with a checksum of 0 lost the kerning without a word (the forty-ninth attack's A49-3).
  static let leastTableLengths: [UInt32: UInt32] = [
    tagValue("head"): 54, tagValue("hhea"): 36, tagValue("maxp"): 6, tagValue("OS/2"): 78,
    tagValue("post"): 32, tagValue("cmap"): 4, tagValue("name"): 6, tagValue("GSUB"): 10,
    tagValue("GPOS"): 10, tagValue("GDEF"): 12,
  ]

  /// Why one table record shows the file damaged, or `nil`: the table starts inside the table
  /// directory that lists it, or is shorter than its fixed header (``leastTableLengths``).
  /// FreeType and HarfBuzz take such a table as it is: a `head` of length 0 measured
  /// `AVAWAY Ta fi` at 301.2 pt instead of 107.0 (1,000 units per em for Inter's 2,816), an
  /// `hmtx` at offset 0 at 122.0 pt, and a `GPOS` there lost the kerning, without a word (the
  /// forty-sixth attack's A46-2). No font under `/usr/share/fonts` on the machine that wrote
  /// this (331 files, 357 fonts) has either.
  static func damage(tag: UInt32, offset: UInt32, length: UInt32, directoryEnd: Int) -> String? {
    let shown = "'\(tagName(tag))'"
    if length > 0, Int(offset) < directoryEnd {
      return "its table \(shown) starts at byte \(offset), inside the table directory (which ends at byte "
        + "\(directoryEnd)): the file is damaged (copy or download it again)"
    }
    if let least = leastTableLengths[tag], length < least {
      return
        "its table \(shown) is \(length) bytes long, shorter than the \(least) bytes of its header: the file "
        + "is damaged (copy or download it again)"
    }
    return nil
  }

  /// Why a file of `size` bytes whose tables end at `tablesEnd` cannot be used, or `nil`: its
  /// last table's own bytes reach past its end, so it was cut short (a download or copy that
  /// stopped); only the padding after a table (to 4 bytes) may be missing. FreeType and
  /// HarfBuzz would take what is there: a font cut inside its `hmtx` table measured
  /// `AVAWAY Ta fi` at 27.8 pt instead of 107.0, and one whose `GPOS` lay past the end lost its
  /// kerning, without a word (the forty-fifth attack's A45-1). Up to 3 bytes past the end were
  /// let pass as padding until the fiftieth attack's A50-9: a `head` laid out last and cut by
  /// 1–3 zero bytes still matched its checksum, and was measured at 1,000 units per em for
  /// 2,816 (301.2 pt for 107.0). No font under `/usr/share/fonts` reaches past its end.
  static func cutShortReason(tablesEnd end: Int?, size: Int) -> String? {
    guard let end, end > size else { return nil }
    return "its table directory lists tables up to byte \(end), but the file has \(size) bytes: it was cut "
      + "short (copy or download it again)"
  }

  /// Up to `count` bytes of a font file from `offset` (fewer at its end or on a read error).
  typealias Reader = (_ offset: Int, _ count: Int) -> [UInt8]

  /// A reader of a font file's bytes held in memory.
  private static func reader(over bytes: UnsafeRawBufferPointer) -> Reader {
    { offset, count in
      guard offset >= 0, count > 0, offset < bytes.count else { return [] }
      return Array(bytes[offset..<min(bytes.count, offset + count)])
    }
  }

  /// Where face `index` (its lower 16 bits) of the font file `bytes` has its table directory:
  /// the collection header's entry for it, or the index itself when the file is not a
  /// collection or its header cannot be read (FreeType then judges the index). Two indices of a
  /// collection leading to one directory are one font (thirteenth attack A13-15).
  static func directoryStart(ofFace index: Int, in bytes: UnsafeRawBufferPointer) -> Int {
    let read = reader(over: bytes)
    let face = index & 0xFFFF
    guard uint32(read, at: 0) == tagValue("ttcf"), let count = uint32(read, at: 8), face < count,
      let start = uint32(read, at: 12 + 4 * face)
    else { return face }
    return Int(start)
  }

  /// The end of the last table the file's headers name, or `nil` when they cannot be read; the
  /// first damage a table record shows goes to `damage`.
  ///
  /// - Parameter judge: why one record (with the end of its directory) shows the file damaged,
  ///   or `nil`.
  /// - Parameter judgeDirectory: why one directory's records, together, show it damaged, or
  ///   `nil`; asked when no record did.
  private static func tablesEnd(
    reading read: Reader, damage: inout String?, judge: (TableRecord, Int) -> String?,
    judgeDirectory: ([TableRecord]) -> String? = { _ in nil }
  ) -> Int? {
    guard let tag = uint32(read, at: 0) else { return nil }
    if sfntVersions.contains(tag) {
      return directoryEnd(read, at: 0, damage: &damage, judge: judge, judgeDirectory: judgeDirectory)
    } else if tag == tagValue("ttcf") {
      return collectionEnd(read, damage: &damage, judge: judge, judgeDirectory: judgeDirectory)
    }
    return nil
  }

  /// The versions a table directory begins with (OpenType specification, "Table Directory":
  /// `0x00010000` and `OTTO`; Apple's `true` and `typ1`).
  static let sfntVersions: Set<UInt32> = [0x0001_0000, tagValue("OTTO"), tagValue("true"), tagValue("typ1")]

  /// The end of the table directory at `start` and of every table it lists; the first damage
  /// a record shows goes to `damage` when it holds none yet.
  private static func directoryEnd(
    _ read: Reader, at start: Int, damage: inout String?, judge: (TableRecord, Int) -> String?,
    judgeDirectory: ([TableRecord]) -> String?
  ) -> Int? {
    guard let count = uint16(read, at: start + 4) else { return nil }
    let recordsStart = start + 12
    let records = read(recordsStart, 16 * Int(count))
    guard records.count == 16 * Int(count) else { return nil }
    let directoryEnd = recordsStart + records.count
    var end = directoryEnd
    let tables = (0..<Int(count)).map { index in
      TableRecord(
        tag: bigEndian(records, at: 16 * index), checksum: bigEndian(records, at: 16 * index + 4),
        offset: bigEndian(records, at: 16 * index + 8), length: bigEndian(records, at: 16 * index + 12))
    }
    for record in tables {
      end = max(end, Int(record.offset) + Int(record.length))
      if damage == nil { damage = judge(record, directoryEnd) }
    }
    if damage == nil { damage = judgeDirectory(tables) }
    return end
  }

  /// The end of a collection's header, of each of its fonts' directories and tables, and of
  /// its `DSIG` table (version 2).
  private static func collectionEnd(
    _ read: Reader, damage: inout String?, judge: (TableRecord, Int) -> String?,
    judgeDirectory: ([TableRecord]) -> String?
  ) -> Int? {
    guard let major = uint16(read, at: 4), let count = uint32(read, at: 8),
      count <= maximumCollectionFonts
    else { return nil }
    let offsets = read(12, 4 * Int(count))
    guard offsets.count == 4 * Int(count) else { return nil }
    let header = 12 + offsets.count
    var end = header
    var seen = Set<UInt32>()
    for font in 0..<Int(count) {
      let start = bigEndian(offsets, at: 4 * font)
      guard seen.insert(start).inserted else { continue }
      // An offset into the header, past the end, or at bytes that begin no directory: the
      // collection is damaged, whichever font is asked for (the forty-ninth attack's A49-4:
      // such a directory was read as one, and the file called cut short).
      // A directory of no tables is none either (A50-8: FreeType called it "unknown format").
      guard Int(start) >= header, let version = uint32(read, at: Int(start)), sfntVersions.contains(version),
        let tableCount = uint16(read, at: Int(start) + 4), tableCount > 0
      else {
        if damage == nil {
          damage =
            "its font #\(font) has its table directory at byte \(start), where no table directory begins: "
            + "the collection is damaged (copy or download it again)"
        }
        continue
      }
      guard
        let fontEnd = directoryEnd(
          read, at: Int(start), damage: &damage, judge: judge, judgeDirectory: judgeDirectory)
      else {
        return nil
      }
      end = max(end, fontEnd)
    }
    if major >= 2 {
      // `ulDsigTag`, `ulDsigLength`, `ulDsigOffset` after the offsets.
      let signature = read(header, 12)
      guard signature.count == 12 else { return nil }
      end = max(end, header + 12)
      if bigEndian(signature, at: 0) == tagValue("DSIG") {
        end = max(end, Int(bigEndian(signature, at: 8)) + Int(bigEndian(signature, at: 4)))
      }
    }
    return end
  }

  /// A tag's four bytes as text, each byte that is not printable ASCII shown as `?`.
  static func tagName(_ tag: UInt32) -> String {
    String(
      (0..<4).reversed().map { shift -> Character in
        let byte = UInt8(truncatingIfNeeded: tag >> (8 * UInt32(shift)))
        return (0x20..<0x7F).contains(byte) ? Character(Unicode.Scalar(byte)) : "?"
      })
  }

  /// The four ASCII characters of a table or format tag as one big-endian number.
  static func tagValue(_ tag: StaticString) -> UInt32 {
    tag.withUTF8Buffer { $0.reduce(0) { $0 << 8 | UInt32($1) } }
  }

  static func uint16(_ read: Reader, at offset: Int) -> UInt16? {
    let got = read(offset, 2)
    return got.count == 2 ? UInt16(got[0]) << 8 | UInt16(got[1]) : nil
  }

  static func uint32(_ read: Reader, at offset: Int) -> UInt32? {
    let got = read(offset, 4)
    return got.count == 4 ? bigEndian(got, at: 0) : nil
  }

  /// The big-endian 32-bit number at `offset` of `bytes`.
  private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// Up to `count` bytes of the file from `offset` (fewer at its end or on a read error).
  private static func bytes(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8] {
    guard count > 0, offset >= 0 else { return [] }
    var result = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let read = result.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done))
      }
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else { break }
      done += read
    }
    result.removeLast(count - done)
    return result
  }
}
