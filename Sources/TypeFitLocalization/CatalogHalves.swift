/// How a large String Catalog is read on two threads at once: the entries of `strings` from
/// the middle of the file on are read on a thread this starts while the calling thread reads
/// those before, and the stream hands out the first half's strings, then the second's.
///
/// The strings and diagnostics are the same, in the same order, as one thread reading the file
/// gives: the second half begins at an entry boundary the duplicate-key scout noted (the first
/// entry at or after the file's middle byte), with the reader's state at that point (the
/// source language, duplicate keys, the top-level members read); its diagnostics are added after
/// the first half's under the same limits of 100 per severity. When the halves could differ from
/// one reading (the first half stops elsewhere than the boundary, or both report a first unknown
/// member, which a file reports once), the second half's work is dropped and the calling thread
/// reads on from the boundary itself.
///
/// `CheckSession` does not turn it on: measured on a 100,000-value catalog, the first read of a
/// check is then bound by collecting the strings' parts on one thread, and took no less time
/// (Docs/Performance.md, perf14a).
///
/// ```swift
/// var reader = LocalizationReader()
/// reader.catalogHalves = CatalogHalves(start: WorkerThreads.startJoinable)
/// ```
public struct CatalogHalves: Sendable {
  /// Files of fewer bytes are read on one thread: 1 MiB by default (about 12,000 values of a
  /// typical catalog), where a thread's start and the hand-over cost little against the reading.
  public var minimumBytes: Int
  /// The share of the file's bytes, in percent, before the entry where the second half begins:
  /// the calling thread reads up to there while the started thread reads the rest. 50 by default.
  public var firstHalfPercent: Int
  /// Starts `work` on a thread of its own and gives the function that waits for it to end, or
  /// `nil` when no thread could be started (the file is then read on the calling thread alone).
  public var start: @Sendable (_ work: @escaping @Sendable () -> Void) -> (@Sendable () -> Void)?

  /// - Parameters:
  ///   - minimumBytes: the smallest file, in bytes, read in two halves.
  ///   - firstHalfPercent: where the second half begins, in percent of the file's bytes.
  ///   - start: starts a thread and gives its join.
  public init(
    minimumBytes: Int = 1 << 20, firstHalfPercent: Int = 50,
    start: @escaping @Sendable (_ work: @escaping @Sendable () -> Void) -> (@Sendable () -> Void)?
  ) {
    self.minimumBytes = minimumBytes
    self.firstHalfPercent = min(max(firstHalfPercent, 1), 99)
    self.start = start
  }
}
