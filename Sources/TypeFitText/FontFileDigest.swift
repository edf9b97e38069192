/// A 64-bit digest of a font file's bytes as TypeFit holds them (``FontFileMapping/bytes``: a
/// font read into memory up to the end of its last table, a mapped system font whole), written
/// in reports so that `typefit merge` refuses shards whose runs read different bytes at one
/// font path (thirteenth attack A13-24: a font rebuilt between two jobs of a CI matrix).
///
/// ```swift
/// FontFileDigest.hex(of: mapping.bytes)  // "3b9f0c…" (16 hexadecimal digits)
/// ```
///
/// The bytes are taken 8 at a time (little-endian words) in four independent lanes, each lane
/// `(lane ^ word) × K` rotated left by 31 bits, with K the 64-bit golden-ratio constant
/// `0x9e3779b97f4a7c15`; the last 0–31 bytes are padded with zeros into words of the lanes
/// that follow, and the lanes, the byte count and the padding are folded together by
/// SplitMix64's finalizer (Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", 2014). Each lane step is a bijection of the lane for a given word, so a change
/// to one word always changes the digest; four lanes let the processor overlap the
/// multiplications, so about 80 MB, the largest font stack in use, take some tens of
/// milliseconds (Docs/Reliability.md, A13-24). It is not cryptographic: it tells an edited or
/// rebuilt font from the one the other shards read, not a collision made on purpose.
///
/// The value depends only on the bytes: the same on every run, thread count and machine.
package enum FontFileDigest {
  /// The multiplier of each lane step: 2^64 divided by the golden ratio, rounded to odd.
  private static let multiplier: UInt64 = 0x9e37_79b9_7f4a_7c15
  /// Each lane's start: FNV-1a's 64-bit offset basis (as ``Shard``'s hash in `TypeFitCheck`),
  /// plus the lane's number, so equal words in different lanes count differently.
  private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325

  /// The digest of `bytes`.
  package static func digest(of bytes: UnsafeRawBufferPointer) -> UInt64 {
    var lanes: (UInt64, UInt64, UInt64, UInt64) = (basis, basis &+ 1, basis &+ 2, basis &+ 3)
    @inline(__always) func step(_ lane: inout UInt64, _ word: UInt64) {
      let mixed = (lane ^ word) &* multiplier
      lane = (mixed << 31) | (mixed >> 33)
    }
    let count = bytes.count
    let whole = count & ~31
    if let base = bytes.baseAddress {
      var offset = 0
      while offset < whole {
        step(&lanes.0, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
        step(&lanes.1, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)))
        step(&lanes.2, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)))
        step(&lanes.3, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)))
        offset += 32
      }
      // The last 0–31 bytes, zero-padded to four words (the byte count, folded in below,
      // tells them from real zeros).
      var tail: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
      withUnsafeMutableBytes(of: &tail) { words in
        for index in whole..<count { words[index - whole] = base.load(fromByteOffset: index, as: UInt8.self) }
      }
      step(&lanes.0, UInt64(littleEndian: tail.0))
      step(&lanes.1, UInt64(littleEndian: tail.1))
      step(&lanes.2, UInt64(littleEndian: tail.2))
      step(&lanes.3, UInt64(littleEndian: tail.3))
    }
    var value = finalized(UInt64(count))
    value = finalized(value ^ lanes.0)
    value = finalized(value ^ lanes.1)
    value = finalized(value ^ lanes.2)
    return finalized(value ^ lanes.3)
  }

  /// ``digest(of:)`` as 16 lowercase hexadecimal digits.
  package static func hex(of bytes: UnsafeRawBufferPointer) -> String {
    let digits = String(digest(of: bytes), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// SplitMix64's finalizer: every bit of `value` reaches every bit of the result.
  private static func finalized(_ value: UInt64) -> UInt64 {
    var mixed = value
    mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
    return mixed ^ (mixed >> 31)
  }
}
