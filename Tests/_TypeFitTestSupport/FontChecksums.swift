/// Table checksums of an sfnt font file made right again after a test edits its bytes, so the
/// edit reaches the checks after the checksum's (an attacker can do the same).
public enum FontChecksums {
  /// Sets every table record's checksum of the single-font file `bytes` to its table's sum:
  /// big-endian 32-bit words modulo 2^32, the last padded with zeros, `head`'s word at byte 8
  /// (`checksumAdjustment`) left out (OpenType specification, "Calculating checksums").
  public static func fix(_ bytes: inout [UInt8]) {
    func word(_ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
    let tables = Int(bytes[4]) << 8 | Int(bytes[5])
    for record in (0..<tables).map({ 12 + 16 * $0 }) {
      let start = Int(word(record + 8))
      let length = Int(word(record + 12))
      let isHead = bytes[record..<record + 4].elementsEqual("head".utf8)
      var sum: UInt32 = 0
      for offset in stride(from: start, to: start + length, by: 4) where !(isHead && offset == start + 8) {
        let word = (0..<4).reduce(UInt32(0)) { value, index in
          value << 8 | UInt32(offset + index < start + length ? bytes[offset + index] : 0)
        }
        sum &+= word
      }
      for index in 0..<4 {
        bytes[record + 4 + index] = UInt8(truncatingIfNeeded: sum >> (8 * UInt32(3 - index)))
      }
    }
  }
}
