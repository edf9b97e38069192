/// The first run of too many combining marks in a row in a file's text: Unicode's non-starters,
/// the scalars whose canonical combining class is not 0.
///
/// Swift compares and hashes a `String` by its canonical equivalence, normalizing as it goes, and
/// the standard library's normalizer sorts each run of non-starters by combining class in time
/// that grows with the square of the run. A value, key or identifier of 25,000 alternating marks
/// (U+0651 SHADDA, U+064E FATHA) took 5 s each to compare, a 400 KB `.strings` file of four of
/// them 45 s, a 400 KB `typefit.json` member name over 300 s (the sixty-eighth attack's A68-4 to
/// A68-6). Text that shows anything has short runs: Unicode's stream-safe text format allows 30
/// (UAX #15, section 13, https://www.unicode.org/reports/tr15/#Stream_Safe_Text_Format), and
/// TypeFit's shaping leaves out marks past the 30th (``maximum`` is more lenient, for text made
/// to look heavy). A file with a longer run is not read (``InputFileError/combiningMarkRun(line:)``).
///
/// ```swift
/// CombiningMarkRun.firstLine(in: Array("a\u{0301}b".utf8))   // nil: one mark
/// ```
package enum CombiningMarkRun {
  /// The longest run of non-starters a file read may hold: 128, over four times the 30 of the
  /// stream-safe format. Comparing a run of 128 costs about 4,000 steps; the attack's 50,000,
  /// about 600 million.
  package static let maximum = 128

  /// The words every refusal of such a run uses, which a summary can look for.
  package static let runWords = "combining marks in a row"

  /// Why a run is refused, the one wording of every message that refuses one: `more than 128
  /// combining marks in a row (Unicode's stream-safe text format allows 30, UAX #15), which take
  /// time growing with the square of their number to compare`, with `how` after `in a row`
  /// (` once its escapes are resolved`).
  package static func refusalReason(_ how: String = "") -> String {
    "more than \(maximum) \(runWords)\(how) (Unicode's stream-safe text format allows 30, UAX #15), which "
      + "take time growing with the square of their number to compare"
  }

  /// The 1-based line where the first run longer than ``maximum`` starts, or `nil` when there is
  /// none. The bytes are read as UTF-16 in the order of a UTF-16 byte order mark when they start
  /// with one; else as UTF-8 (a malformed sequence ends a run) and, when they hold a zero byte,
  /// also as UTF-16 in both orders (a `.strings` file may be UTF-16 without a mark, which the
  /// reader guesses). Only scalars from U+0300 up are looked up: none below is a non-starter.
  /// - Complexity: O(n) in the bytes.
  package static func firstLine(in bytes: [UInt8]) -> Int? {
    if bytes.count >= 2, bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF {
      return firstLine(inUTF16: bytes, from: 2, bigEndian: bytes[0] == 0xFE)
    }
    let utf8 = firstLine(inUTF8: bytes)
    if let line = utf8.line { return line }
    guard utf8.sawZero else { return nil }
    return firstLine(inUTF16: bytes, from: 0, bigEndian: false)
      ?? firstLine(inUTF16: bytes, from: 0, bigEndian: true)
  }

  /// One bit per Basic Multilingual Plane code point, set for the non-starters, from the
  /// standard library's Unicode data (`canonicalCombiningClass`), made once: a lookup there
  /// cost about 50 instructions a byte of an 8.5 MB String Catalog, on the one thread that
  /// reads it before any row is planned (perf48).
  private static let basicPlaneNonStarters: [UInt64] = {
    var bits = [UInt64](repeating: 0, count: 1_024)
    for value in UInt32(0x300)..<0x10000 {
      guard let scalar = Unicode.Scalar(value), scalar.properties.canonicalCombiningClass != .notReordered
      else { continue }
      bits[Int(value >> 6)] |= 1 << UInt64(value & 63)
    }
    return bits
  }()

  /// Whether the scalar `value` is a non-starter (canonical combining class not 0); `false` for
  /// a surrogate or a value past U+10FFFF.
  package static func isNonStarter(_ value: UInt32) -> Bool {
    if value < 0x300 { return false }
    if value < 0x10000 { return basicPlaneNonStarters[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0 }
    guard let scalar = Unicode.Scalar(value) else { return false }
    return scalar.properties.canonicalCombiningClass != .notReordered
  }

  private static func firstLine(inUTF16 bytes: [UInt8], from start: Int, bigEndian: Bool) -> Int? {
    var scan = Scan()
    var index = start
    var pendingHigh: UInt32?
    while index + 1 < bytes.count {
      let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
      let unit = UInt32(high) << 8 | UInt32(low)
      index += 2
      if (0xD800...0xDBFF).contains(unit) {
        pendingHigh = unit
        continue
      }
      var value = unit
      if (0xDC00...0xDFFF).contains(unit), let first = pendingHigh {
        value = 0x10000 + ((first - 0xD800) << 10) + (unit - 0xDC00)
      }
      pendingHigh = nil
      if scan.add(value) { return scan.runStartLine }
    }
    return nil
  }

  /// The UTF-8 scan, and whether the bytes hold a zero byte. Lines are not counted as the bytes
  /// go: the run's line is counted from its offset once a run is found.
  private static func firstLine(inUTF8 bytes: [UInt8]) -> (line: Int?, sawZero: Bool) {
    let (runStart, sawZero) = bytes.withUnsafeBufferPointer { firstRunOffset(inUTF8: $0) }
    guard let runStart else { return (nil, sawZero) }
    // Lines end as the readers end them: at LF, CR, or CR LF (the sixty-ninth attack's A69-3:
    // a file of CR line ends was said to have its run on line 1).
    var line = 1
    var previous: UInt8 = 0
    for byte in bytes[..<runStart] {
      if byte == 0x0D || byte == 0x0A && previous != 0x0D { line += 1 }
      previous = byte
    }
    return (line, sawZero)
  }

  /// Whether `text` holds a run of more than ``maximum`` non-starters: for text made from
  /// escapes, character references or joined markup, which a file's bytes do not show as one
  /// run (the sixty-ninth attack's A69-1: `\u0651` escapes in a String Catalog or `typefit.json`,
  /// `&#x651;` in Android resources). Text of fewer than 2 × (``maximum`` + 1) UTF-8 bytes cannot
  /// hold one (each non-starter takes at least two bytes) and is answered at once.
  package static func hasLongRun(_ text: String) -> Bool {
    guard text.utf8.count > 2 * maximum + 1 else { return false }
    var text = text
    return text.withUTF8 { firstRunOffset(inUTF8: $0).offset != nil }
  }

  /// Whether UTF-8 `bytes` hold a run of more than ``maximum`` non-starters.
  package static func hasLongRun(utf8 bytes: [UInt8]) -> Bool {
    guard bytes.count > 2 * maximum + 1 else { return false }
    return bytes.withUnsafeBufferPointer { firstRunOffset(inUTF8: $0).offset != nil }
  }

  /// The byte offset where the first run of more than ``maximum`` non-starters starts in UTF-8
  /// `bytes` (a malformed sequence ends a run), and whether they hold a zero byte. Eight ASCII
  /// bytes are passed over at a time (none is a non-starter, so each ends any run): byte by
  /// byte, with lines counted as it went, the scan cost about 35 instructions a byte of an
  /// 8.5 MB String Catalog (perf49).
  private static func firstRunOffset(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> (
    offset: Int?, sawZero: Bool
  ) {
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let lowBits: UInt64 = 0x0101_0101_0101_0101
    let count = bytes.count
    guard let base = bytes.baseAddress else { return (nil, false) }
    let raw = UnsafeRawPointer(base)
    var sawZero = false
    var run = 0
    var runStart = 0
    var index = 0
    while index < count {
      if index + 8 <= count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if word & highBits == 0 {
          // A zero byte makes `word - lowBits` borrow into that byte's high bit.
          if (word &- lowBits) & ~word & highBits != 0 { sawZero = true }
          run = 0
          index += 8
          continue
        }
      }
      let lead = bytes[index]
      if lead < 0x80 {
        if lead == 0 { sawZero = true }
        run = 0
        index += 1
        continue
      }
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
      guard length > 1, index + length <= count else {
        run = 0
        index += 1
        continue
      }
      var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
      var valid = true
      for offset in 1..<length {
        let byte = bytes[index + offset]
        guard byte & 0xC0 == 0x80 else {
          valid = false
          break
        }
        value = value << 6 | UInt32(byte & 0x3F)
      }
      guard valid else {
        // A malformed sequence ends a run.
        run = 0
        index += 1
        continue
      }
      if isNonStarter(value) {
        if run == 0 { runStart = index }
        run += 1
        if run > maximum { return (runStart, sawZero) }
      } else {
        run = 0
      }
      index += length
    }
    return (nil, sawZero)
  }

  /// A run of non-starters counted across pieces of text that arrive one after another: an XML
  /// parser's character data, which it hands over in pieces split at each character reference
  /// (`&#x651;`), so a run made of references is in no piece whole (the seventieth attack's
  /// A70-1: XLIFF notes, property-list keys and Android attributes of escaped marks took
  /// 11–94 s a megabyte).
  ///
  /// ```swift
  /// var counter = CombiningMarkRun.Counter()
  /// counter.add("b")                                         // false
  /// counter.add(String(repeating: "\u{0651}", count: 129))   // true
  /// ```
  package struct Counter {
    /// The non-starters at the end of the text so far.
    package private(set) var run = 0

    package init() {}

    /// Counts the scalars of `text` after those before it; `true` once the run passes
    /// ``CombiningMarkRun/maximum``.
    /// - Complexity: O(n) in the scalars of `text`.
    package mutating func add(_ text: String) -> Bool {
      for scalar in text.unicodeScalars {
        guard CombiningMarkRun.isNonStarter(scalar.value) else {
          run = 0
          continue
        }
        run += 1
        if run > CombiningMarkRun.maximum { return true }
      }
      return false
    }
  }

  /// The run and line counts as scalars come.
  private struct Scan {
    var line = 1
    var runStartLine = 1
    var run = 0
    /// The scalar before, so that CR LF ends one line.
    var previous: UInt32 = 0

    /// Counts `value`; `true` once the run passes ``CombiningMarkRun/maximum``.
    mutating func add(_ value: UInt32) -> Bool {
      defer { previous = value }
      guard CombiningMarkRun.isNonStarter(value) else {
        if value == 0x0D || value == 0x0A && previous != 0x0D { line += 1 }
        run = 0
        return false
      }
      if run == 0 { runStartLine = line }
      run += 1
      return run > CombiningMarkRun.maximum
    }
  }
}
