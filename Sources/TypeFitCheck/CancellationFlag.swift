import Foundation

/// A flag another thread sets to stop a batch check early; the checker finishes the chunk in
/// progress, emits nothing after it, and throws ``CheckError/cancelled``.
public final class CancellationFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var cancelled = false

  public init() {}

  /// Asks the check to stop.
  public func cancel() {
    lock.lock()
    cancelled = true
    lock.unlock()
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }
}
