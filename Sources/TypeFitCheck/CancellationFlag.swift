import TypeFitConcurrency

/// A flag another thread sets to stop a batch check early; the checker finishes the chunk in
/// progress, emits nothing after it, and throws ``CheckError/cancelled``.
public final class CancellationFlag: Sendable {
  private let cancelled = Locked(false)

  public init() {}

  /// Asks the check to stop.
  public func cancel() {
    cancelled.withLock { $0 = true }
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { cancelled.value }
}
