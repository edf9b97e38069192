/// The order in which ``ShapingContext`` shapes a text's optical instances: first the instances
/// a predicate picks (the ones whose primary face is the SF model's kerning face, whose shaping
/// the others reuse), then the rest, each group in ascending index order.
///
/// The same order as a stable sort of `0..<count` that puts picked indices first, without the
/// sort or an array: up to 64 instances (a stack has one per primary family, 2 for Inter and
/// Inter Display) are two bit masks.
///
/// ```swift
/// Array(InstanceOrder(count: 3) { $0 == 2 })  // [2, 0, 1]
/// ```
struct InstanceOrder: Sequence, IteratorProtocol {
  /// Picked indices not yet handed out, one bit each (up to 64 instances).
  private var picked: UInt64 = 0
  /// The other indices not yet handed out.
  private var others: UInt64 = 0
  /// The whole order, for more than 64 instances.
  private var listed: [Int] = []
  private var position = 0

  /// - Parameters:
  ///   - count: the number of instances (indices `0..<count`).
  ///   - isPicked: whether an instance goes first; asked once per instance (twice above 64).
  init(count: Int, first isPicked: (Int) -> Bool) {
    guard count <= UInt64.bitWidth else {
      let all = 0..<count
      listed = all.filter(isPicked) + all.filter { !isPicked($0) }
      return
    }
    for index in 0..<count {
      if isPicked(index) { picked |= 1 << UInt64(index) } else { others |= 1 << UInt64(index) }
    }
  }

  mutating func next() -> Int? {
    if picked != 0 {
      let index = picked.trailingZeroBitCount
      picked &= picked - 1
      return index
    }
    if others != 0 {
      let index = others.trailingZeroBitCount
      others &= others - 1
      return index
    }
    guard position < listed.count else { return nil }
    defer { position += 1 }
    return listed[position]
  }
}
