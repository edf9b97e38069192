/// Arrays ``ShapingContext`` fills afresh for every text it prepares and drops once the text is
/// prepared (the UTF-16 units, the cluster of each unit, and per optical instance the `hmtx`
/// advances and which clusters the primary face draws), kept from text to text so that their
/// storage is allocated once per context instead of once per text: an allocation and its
/// release cost about 250 instructions, six per text.
///
/// An array is taken out while in use (``take(_:)``) and put back after: the context holds no
/// second reference to storage being written, so writing it copies nothing. One put back while
/// still referenced elsewhere is only replaced at its next use, never shared.
struct PrepareScratch {
  var units: [UInt16] = []
  var clusterOfUnit: [Int32] = []
  var nominal: [Double] = []
  var isPrimary: [Bool] = []

  /// The array `slot` held, emptied with its storage kept; `slot` is left empty until the
  /// caller puts the array back.
  static func take<Element>(_ slot: inout [Element]) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &slot)
    taken.removeAll(keepingCapacity: true)
    return taken
  }
}
