extension PreparedText {
  /// About how many bytes this prepared text holds: its arrays (cluster starts, spaces,
  /// segments, and per optical instance the prefix sums and faces) and its text, plus a fixed
  /// allowance for the headers and the ellipsis table. For caches that bound their memory in
  /// bytes; it is an estimate from the element counts, not a measurement of the allocator.
  public var approximateByteCount: Int {
    var bytes = 512 + text.utf8.count
    bytes += clusterStarts.count * MemoryLayout<Int32>.stride
    bytes += clusterIsSpace.count * MemoryLayout<Bool>.stride
    bytes += segments.count * MemoryLayout<Segment>.stride
    bytes += instanceFromPointSizes.count * MemoryLayout<Double>.stride
    // Instances shared between optical sizes are counted once.
    var seen: [ObjectIdentifier] = []
    for instance in instances where !seen.contains(ObjectIdentifier(instance)) {
      seen.append(ObjectIdentifier(instance))
      bytes += 256 + instance.prefix.count * MemoryLayout<PrefixSums>.stride
      bytes += instance.clusterFace.count * MemoryLayout<Int32>.stride
      bytes += instance.ellipsisEm.count * 48
    }
    return bytes
  }
}
