import Synchronization

/// Byte arrays written and emptied, kept to be filled again: a JSON or NDJSON result's text is
/// made on a worker into an array from here (``take()``) and, once a gathered write has
/// written it (``StreamingOutput/append(handingOver:)``), the calling thread gives the array
/// back (``give(_:)``) with its storage.
///
/// Without it each result's array (about 5 KB of JSON, 15 KB of NDJSON) was allocated on a
/// worker and freed on the calling thread, in another `malloc` arena: glibc's `_int_malloc`,
/// `unlink_chunk` and `_int_free` for 100,000 arrays (Docs/Performance.md, session 56).
///
/// At most ``capacity`` arrays are kept, each of at most ``largestKept`` bytes of storage, so the
/// pool holds at most 64 MiB; a run keeps about as many as it has results in flight (two chunks).
final class ByteArrayPool: Sendable {
  /// The most arrays kept.
  static let capacity = 2048
  /// Arrays with more storage than this (a result of rare size) are freed, not kept: 32 KiB.
  static let largestKept = 32 * 1024

  private let arrays = Mutex<[[UInt8]]>([])

  init() {}

  /// An empty array, with the storage of one given back when there is one.
  func take() -> [UInt8] {
    arrays.withLock { $0.popLast() } ?? []
  }

  /// Keeps `bytes`' storage for a later ``take()``, emptied; frees it when the pool is full or
  /// the storage is larger than ``largestKept``.
  func give(_ bytes: consuming [UInt8]) {
    guard bytes.capacity <= Self.largestKept else { return }
    // Emptied here, while this thread holds the array's only reference: no copy is made.
    bytes.removeAll(keepingCapacity: true)
    let kept = bytes
    arrays.withLock {
      if $0.count < Self.capacity { $0.append(kept) }
    }
  }
}
