/// The bytes of one OpenType table, read big-endian with every read bounds-checked: a read past
/// the table's end throws ``FontTableBytes/Malformed`` instead of trapping, since a font file is
/// input TypeFit does not control.
///
/// OpenType stores every integer big-endian, and every offset inside a table counts from the
/// start of the structure that holds it ("Data types", chapter 2 of the OpenType specification,
/// <https://learn.microsoft.com/typography/opentype/spec/otff#data-types>).
struct FontTableBytes {
  /// A read outside the table, or a structure this reader does not accept.
  struct Malformed: Error, Equatable {
    /// What was wrong, for tests and diagnostics (`"offset 70000 past the end (1234 bytes)"`).
    let reason: String
  }

  /// The table's bytes; they must stay valid while the reader is used.
  let bytes: UnsafeRawBufferPointer

  /// Number of bytes in the table.
  var count: Int { bytes.count }

  /// The `uint16` (also `Offset16`, `uint16` glyph ID or class value) at `offset`.
  ///
  /// - Throws: ``Malformed`` when the two bytes do not lie inside the table.
  func uint16(at offset: Int) throws(Malformed) -> UInt16 {
    guard offset >= 0, offset <= bytes.count - 2 else {
      throw Malformed(reason: "a 16-bit value at offset \(offset) lies past the end (\(bytes.count) bytes)")
    }
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  /// The `uint32` (also `Offset32` or `Tag`) at `offset`.
  ///
  /// - Throws: ``Malformed`` when the four bytes do not lie inside the table.
  func uint32(at offset: Int) throws(Malformed) -> UInt32 {
    guard offset >= 0, offset <= bytes.count - 4 else {
      throw Malformed(reason: "a 32-bit value at offset \(offset) lies past the end (\(bytes.count) bytes)")
    }
    return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }

  /// Checks that an array of `count` records of `size` bytes starting at `offset` lies inside
  /// the table (so the reads of its elements need no further thought about `count`).
  ///
  /// - Throws: ``Malformed`` when it does not.
  func checkArray(at offset: Int, count: Int, size: Int) throws(Malformed) {
    guard offset >= 0, count >= 0, offset + count * size <= bytes.count else {
      throw Malformed(
        reason:
          "\(count) records of \(size) bytes at offset \(offset) run past the end (\(bytes.count) bytes)")
    }
  }

  /// The structure `base` plus the `Offset16` read at `field` (an offset counted from `base`).
  ///
  /// - Throws: ``Malformed`` when the field lies outside the table or the offset is 0 (a
  ///   `NULL` offset, where the structures read here require a table).
  func offset16(from base: Int, at field: Int) throws(Malformed) -> Int {
    let offset = Int(try uint16(at: field))
    guard offset != 0 else { throw Malformed(reason: "a NULL offset at \(field)") }
    return base + offset
  }

  /// The structure `base` plus the `Offset32` read at `field`.
  ///
  /// - Throws: ``Malformed`` as ``offset16(from:at:)``.
  func offset32(from base: Int, at field: Int) throws(Malformed) -> Int {
    let offset = Int(try uint32(at: field))
    guard offset != 0 else { throw Malformed(reason: "a NULL offset at \(field)") }
    return base + offset
  }
}
