/// What one context has asked of its stack's faces, remembered by face and scalar or glyph:
/// whether a face maps a scalar above U+007F (``FontFace/covers(_:)``, a `cmap` lookup of about
/// 210 instructions) and a glyph's `hmtx` advance (``FontFace/glyphAdvanceEm(_:)``, about 130).
/// Text of one script asks the same few hundred questions again and again.
///
/// Each answer is a pure function of its face and scalar or glyph, so the memo returns what
/// the face would. Direct-mapped tables of ``slotCount`` slots each: a slot keeps the last
/// question that hashed to it, and a different question there is asked of the face and
/// replaces it. Not thread-safe: each ``ShapingContext`` owns one.
final class FaceLookupMemo {
  /// Slots per table (a power of two): 4,096 coverage answers (32 KB) and 4,096 advances
  /// (64 KB).
  static let slotCount = 4_096
  private static let slotShift: UInt64 = 64 - 12

  private let stack: FontStack
  /// `key | covered` per slot, where `key` (never 0) is ``key(face:value:)``; 0 when empty.
  private let coverage: UnsafeMutablePointer<UInt64>
  private let advanceKeys: UnsafeMutablePointer<UInt64>
  private let advances: UnsafeMutablePointer<Double>
  /// Each face's ``FontFace/asciiCoverage``, two words per face, so that ASCII needs no face.
  private let asciiCoverage: UnsafeMutablePointer<UInt64>

  init(stack: FontStack) {
    self.stack = stack
    asciiCoverage = .allocate(capacity: 2 * stack.faces.count)
    for (i, face) in stack.faces.enumerated() {
      (asciiCoverage + 2 * i).initialize(to: face.asciiCoverage.0)
      (asciiCoverage + 2 * i + 1).initialize(to: face.asciiCoverage.1)
    }
    coverage = .allocate(capacity: Self.slotCount)
    coverage.initialize(repeating: 0, count: Self.slotCount)
    advanceKeys = .allocate(capacity: Self.slotCount)
    advanceKeys.initialize(repeating: 0, count: Self.slotCount)
    advances = .allocate(capacity: Self.slotCount)
    advances.initialize(repeating: 0, count: Self.slotCount)
  }

  deinit {
    coverage.deallocate()
    advanceKeys.deallocate()
    advances.deallocate()
    asciiCoverage.deallocate()
  }

  /// A question's key: the face index plus one above the 32-bit scalar or glyph ID, which is
  /// shifted left once so that bit 0 is free for the coverage answer.
  @inline(__always)
  static func key(face: Int, value: UInt32) -> UInt64 {
    (UInt64(truncatingIfNeeded: face + 1) << 33) | (UInt64(value) << 1)
  }

  /// The slot of `key` (Fibonacci hashing of the key's high bits).
  @inline(__always)
  static func slot(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> slotShift)
  }

  /// Whether face `face` of the stack maps `scalar` (``FontFace/covers(_:)``).
  @inline(__always)
  func covers(face: Int, _ scalar: UInt32) -> Bool {
    // ASCII is one bit of the face's own coverage.
    if scalar < 128 { return asciiCoverage[2 * face + Int(scalar >> 6)] & (1 << UInt64(scalar & 63)) != 0 }
    let key = Self.key(face: face, value: scalar)
    let slot = Self.slot(key)
    let entry = coverage[slot]
    if entry & ~1 == key { return entry & 1 != 0 }
    let covered = stack.faces[face].covers(scalar)
    coverage[slot] = key | (covered ? 1 : 0)
    return covered
  }

  /// The `hmtx` advance of glyph `glyph` in face `face`, in em (``FontFace/glyphAdvanceEm(_:)``).
  @inline(__always)
  func glyphAdvanceEm(face: Int, _ glyph: UInt32) -> Double {
    let key = Self.key(face: face, value: glyph)
    let slot = Self.slot(key)
    if advanceKeys[slot] == key { return advances[slot] }
    let advance = stack.faces[face].glyphAdvanceEm(glyph)
    advanceKeys[slot] = key
    advances[slot] = advance
    return advance
  }
}
