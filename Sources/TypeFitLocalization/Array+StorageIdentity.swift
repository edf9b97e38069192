extension Array {
  /// The address of the array's element storage, as an integer: the same for every copy of one
  /// array that was not changed since, so lists shared by many rows (a computed property's
  /// alternatives, a `Picker`'s options) are told apart or found again in O(1), whatever their
  /// length. Two live arrays share it only when they share their storage; an empty array may
  /// share it with any other empty one. Meaningful only while the array is kept alive: a
  /// dictionary keyed by it must hold the array too.
  public var storageIdentity: UInt {
    withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
  }
}
