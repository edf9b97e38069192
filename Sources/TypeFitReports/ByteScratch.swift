import TypeFitRow

/// About a kilobyte of stack memory that a JSON writer fills without the checks an array makes
/// on every append (uniqueness, capacity), then appends to the output array in one copy.
///
/// Used for the members of a layout (``LayoutJSONWriter``), whose size is bounded: names,
/// numbers and flags, under 300 bytes per label. Text of unbounded length (a cut label's
/// visible text) is written to the output itself, after a ``flush(to:)``.
///
/// ```swift
/// withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ByteScratch.allocation) { buffer in
///   var scratch = ByteScratch(buffer)
///   scratch.append(#""height":"#)
///   scratch.appendJSON(44.333333)
///   scratch.flush(to: &output)   // output ends with "height":44.333
/// }
/// ```
struct ByteScratch {
  /// Bytes that can be written before a flush in a scratch of ``allocation`` bytes. With
  /// ``numberRoom`` it stays within the 1,024 bytes `withUnsafeTemporaryAllocation` takes from
  /// the stack; a larger request is a heap allocation per use (which cost more than the appends
  /// it saves, made per layout; made once per result, a larger scratch gathers its lines).
  static let stackCapacity = 960
  /// Bytes after ``stackCapacity`` where numbers are formatted (right to left) before they are
  /// copied: more than the longest fixed decimal or Swift `Double` text.
  static let numberRoom = 48
  /// What to allocate for one scratch.
  static let allocation = stackCapacity + numberRoom

  private let base: UnsafeMutablePointer<UInt8>
  /// Bytes that can be written before a flush: the buffer less ``numberRoom``.
  let capacity: Int
  /// Bytes written since the last flush.
  private(set) var count = 0

  /// - Parameter buffer: at least ``allocation`` bytes, alive as long as the scratch is used.
  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    precondition(buffer.count >= Self.allocation, "ByteScratch needs \(Self.allocation) bytes")
    base = buffer.baseAddress!
    capacity = buffer.count - Self.numberRoom
  }

  /// Bytes that can still be written before a flush.
  var room: Int { capacity - count }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    precondition(count < capacity, "ByteScratch is full")
    base[count] = byte
    count += 1
  }

  @inline(__always)
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { copy(from: $0.baseAddress!, count: $0.count) }
  }

  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      if let start = buffer.baseAddress { copy(from: start, count: buffer.count) }
    }
  }

  /// Copies bytes read elsewhere (a layout's members, `ReusedLayoutMembers`); they must fit
  /// in ``room``.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    if let start = bytes.baseAddress { copy(from: start, count: bytes.count) }
  }

  /// A JSON number as `DecimalText.appendJSON` writes it: at most three decimals, `null` when
  /// not finite, Swift's shortest form when too large for a fixed decimal.
  mutating func appendJSON(_ value: Double) {
    guard value.isFinite else {
      append("null")
      return
    }
    // A whole number (most heights and point sizes) has no fraction to round: its digits,
    // as `DecimalText` writes them below 9e12 (×1000 is then exact and below its limit).
    if value.magnitude < 9e12, value == value.rounded(.towardZero) {
      append(Int(value))
      return
    }
    let end = base + capacity + Self.numberRoom
    if let start = DecimalText.write(value, fractionDigits: 3, before: end) {
      copy(from: start, count: end - start)
    } else {
      for byte in String(value).utf8 { append(byte) }
    }
  }

  /// A whole number in decimal, as `DecimalText.append(_:to:)` writes it.
  mutating func append(_ value: Int) {
    if value >= 0, value < 10 {
      append(UInt8(ascii: "0") &+ UInt8(value))
      return
    }
    if value < 0 { append(UInt8(ascii: "-")) }
    let end = base + capacity + Self.numberRoom
    let start = DecimalText.writeDigits(value.magnitude, before: end)
    copy(from: start, count: end - start)
  }

  /// Appends the bytes written and starts again from empty.
  mutating func flush(to output: inout [UInt8]) {
    guard count > 0 else { return }
    output.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    count = 0
  }

  @inline(__always)
  private mutating func copy(from start: UnsafePointer<UInt8>, count length: Int) {
    precondition(length <= room, "ByteScratch is full")
    (base + count).update(from: start, count: length)
    count += length
  }

  @inline(__always)
  private mutating func copy(from start: UnsafeMutablePointer<UInt8>, count length: Int) {
    copy(from: UnsafePointer(start), count: length)
  }
}
