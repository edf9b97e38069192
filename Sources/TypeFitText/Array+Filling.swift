extension Array {
  /// `count` copies of `value`: the array `Array(repeating:count:)` makes, allocated through
  /// `reserveCapacity`.
  ///
  /// `Array(repeating:count:)` (and `Array(unsafeUninitializedCapacity:initializingWith:)`)
  /// allocate through a standard-library function that is not specialized for the element
  /// type, which looks the array storage's type up in the runtime's generic metadata cache on
  /// every call: about 280 instructions (callgrind), more than the allocation itself. Preparing
  /// a text makes about nineteen such arrays (advances, prefix sums, clusters per code unit,
  /// bidi levels, scripts), so a 20,000-value catalog made 375,000 of them. `reserveCapacity`
  /// allocates through code specialized in this module, whose type lookup is cached.
  ///
  /// ```swift
  /// let advances = [Double](filling: 0, count: 12)   // twelve zeros
  /// ```
  ///
  /// - Precondition: `count >= 0`.
  init(filling value: Element, count: Int) {
    precondition(count >= 0, "Can't construct Array with count < 0")
    self.init()
    guard count > 0 else { return }
    reserveCapacity(count)
    append(contentsOf: repeatElement(value, count: count))
  }
}
