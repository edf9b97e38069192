/// Turns the readers' columns (UTF-8 bytes from the start of the decoded line,
/// ``SourceLocation/column``) into UTF-16 code units, SARIF's `utf16CodeUnits` column kind
/// ("each UTF-16 code unit is considered to occupy one column": OASIS SARIF 2.1.0, §3.14.27
/// "columnKind property").
///
/// The file's bytes are decoded as the readers decode them (UTF-8 with or without a byte order
/// mark, UTF-16), and lines end at LF, CRLF or a lone CR, as the `.strings` tokenizer counts
/// them. A prefix of ASCII is the same in both units: `"äöü😀" = "…"` has its value at byte 16
/// and UTF-16 unit 11 (`ä`, `ö`, `ü` are two bytes and one unit each, `😀` four bytes and two
/// units).
///
/// A column costs at most ``checkpointSpacing`` bytes of counting, however long the line
/// (A21-11: 150,000 findings on one 3.6 MB line each read the line from its start before):
/// the UTF-16 units before every ``checkpointSpacing``-th byte of the file are counted once,
/// and a prefix's units are the difference of two such counts. A UTF-8 byte that does not
/// continue a character begins one UTF-16 unit, or two when it begins a four-byte character.
///
/// Line starts are kept sparsely: the start of every ``linesPerMark``-th line, and of the first
/// line after each ``bytesPerMark`` bytes, so a file of 50,000,000 empty lines keeps about
/// 400,000 marks, not 50,000,000 starts (the forty-fifth attack's A45-3: 547 MB for a 50 MB
/// file, and a failed allocation under `ulimit -v`). A line is found from the mark before it, at
/// most ``linesPerMark`` lines and ``bytesPerMark`` bytes away, and the last line found is kept,
/// so findings on one long line count its length once.
///
/// ```swift
/// var converter = UTF16ColumnConverter(bytes: Array("\"äöü😀\" = \"x\";".utf8))
/// converter.utf16Column(line: 1, utf8Column: 16)  // 11
/// ```
public struct UTF16ColumnConverter: Sendable {
  private let utf8: [UInt8]
  /// The lines marked, ascending; `markLines[0]` is line 1.
  private let markLines: [Int]
  /// Where each marked line starts in `utf8`.
  private let markOffsets: [Int]
  /// The lines of the file (a last line without its line end counts).
  private let lineCount: Int
  /// The line last found, where it starts and where the next one does (or the end).
  private var lastLine: (line: Int, start: Int, end: Int)?
  /// `checkpoints[k]`: the UTF-16 units of the first `k * checkpointSpacing` bytes.
  private let checkpoints: [Int]
  /// The bytes between two counted places (a power of two).
  public static let checkpointSpacing = 256
  /// How many lines are marked (the tests' measure of what is kept).
  var markCount: Int { markLines.count }
  /// The most lines between two marks: 128.
  public static let linesPerMark = 128
  /// The most bytes from a mark to a line start not marked: 64 KiB.
  public static let bytesPerMark = 64 << 10

  /// A converter for a file's bytes; a file refused as text (UTF-32) has no columns.
  public init(bytes: [UInt8]) {
    let decoded = SourceTextDecoder.decodeUTF8(bytes, path: "")
    let text = decoded.isRefused ? [] : decoded.utf8
    utf8 = text
    var lines = [1]
    var offsets = [0]
    var line = 1
    var counted = [0]
    counted.reserveCapacity(text.count / Self.checkpointSpacing + 1)
    // Eight bytes at a time: a word without a line end is passed over, and the UTF-16 units
    // of a word are counted from its bytes' high bits (a byte-by-byte count cost about 18
    // instructions a byte: 64 M for the 1.7 MB catalog of a SARIF run whose read problems
    // needed a column, perf39).
    text.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let raw = UnsafeRawPointer(base)
      let count = buffer.count
      var offset = 0
      while offset < count {
        if offset + 8 <= count,
          !Self.mayHoldLineEnd(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        {
          offset += 8
          continue
        }
        let byte = base[offset]
        offset += 1
        if byte == 0x0A || (byte == 0x0D && (offset == count || base[offset] != 0x0A)) {
          line += 1
          if line - lines[lines.count - 1] >= Self.linesPerMark
            || offset - offsets[offsets.count - 1] >= Self.bytesPerMark
          {
            lines.append(line)
            offsets.append(offset)
          }
        }
      }
      var units = 0
      var block = 0
      while block + Self.checkpointSpacing <= count {
        for word in stride(from: block, to: block + Self.checkpointSpacing, by: 8) {
          units += Self.units(inWord: raw.loadUnaligned(fromByteOffset: word, as: UInt64.self))
        }
        block += Self.checkpointSpacing
        counted.append(units)
      }
    }
    markLines = lines
    markOffsets = offsets
    lineCount = line
    checkpoints = counted
  }

  /// Whether one of the eight bytes of `word` may be LF or CR (never false when one is).
  private static func mayHoldLineEnd(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
    return zeroBytes(word ^ (ones &* 0x0A)) | zeroBytes(word ^ (ones &* 0x0D)) != 0
  }

  /// The UTF-16 units the eight bytes of `word` begin (``units(_:)`` of each, summed): each
  /// byte one, less the continuation bytes (`10xxxxxx`), plus the lead bytes of four-byte
  /// characters (`11110xxx` and above).
  private static func units(inWord word: UInt64) -> Int {
    let highs: UInt64 = 0x8080_8080_8080_8080
    // Shifted left, each byte's bit 6 (5, 4) lands on its own bit 7.
    let continuation = word & ~(word << 1) & highs
    let fourByteLead = word & (word << 1) & (word << 2) & (word << 3) & highs
    return 8 - continuation.nonzeroBitCount + fourByteLead.nonzeroBitCount
  }

  /// The UTF-16 units a UTF-8 byte begins: none for a continuation byte, two for the first
  /// byte of a four-byte character, one otherwise.
  private static func units(_ byte: UInt8) -> Int {
    if byte & 0xC0 == 0x80 { return 0 }
    return byte >= 0xF0 ? 2 : 1
  }

  /// Where `line` (1 to ``lineCount``) starts, and where the next line starts (or the end of
  /// the bytes): from the last mark at or before it, or the line last found.
  private mutating func bounds(of line: Int) -> (start: Int, end: Int) {
    if let lastLine, lastLine.line == line { return (lastLine.start, lastLine.end) }
    // The last mark at or before `line`: markLines[0] is 1, so there is one.
    var low = 0
    var high = markLines.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if markLines[middle] <= line { low = middle } else { high = middle - 1 }
    }
    var start = markOffsets[low]
    for _ in markLines[low]..<line { start = nextLineStart(after: start) }
    let end = line < lineCount ? nextLineStart(after: start) : utf8.count
    lastLine = (line, start, end)
    return (start, end)
  }

  /// The start of the line after the one that holds `offset`: past its LF, CRLF or lone CR
  /// (the end of the bytes when it has none).
  private func nextLineStart(after offset: Int) -> Int {
    utf8.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      let raw = UnsafeRawPointer(base)
      let count = buffer.count
      var index = offset
      while index < count {
        if index + 8 <= count, !Self.mayHoldLineEnd(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        {
          index += 8
          continue
        }
        let byte = base[index]
        index += 1
        if byte == 0x0A { return index }
        if byte == 0x0D { return index < count && base[index] == 0x0A ? index + 1 : index }
      }
      return count
    }
  }

  /// The UTF-16 units of the file's first `offset` bytes.
  private func units(before offset: Int) -> Int {
    let checkpoint = offset / Self.checkpointSpacing
    var units = checkpoints[checkpoint]
    var index = checkpoint * Self.checkpointSpacing
    while index < offset {
      units += Self.units(utf8[index])
      index += 1
    }
    return units
  }

  /// The 1-based UTF-16 column of the place `utf8Column` bytes into `line` (both 1-based), or
  /// `nil` when the file has no such line or the column is past the line's end (then the
  /// location does not belong to these bytes).
  public mutating func utf16Column(line: Int, utf8Column: Int) -> Int? {
    guard line >= 1, line <= lineCount, utf8Column >= 1 else { return nil }
    let (start, end) = bounds(of: line)
    let prefixEnd = start + utf8Column - 1
    guard prefixEnd <= end else { return nil }
    var whole = prefixEnd
    if prefixEnd < utf8.count, utf8[prefixEnd] & 0xC0 == 0x80 {
      // Inside a character (not a reader's column): its cut bytes count as decoding gives them.
      while whole > start, utf8[whole] & 0xC0 == 0x80 { whole -= 1 }
    }
    let cut = String(decoding: utf8[whole..<prefixEnd], as: UTF8.self).utf16.count
    return units(before: whole) - units(before: start) + cut + 1
  }
}
