import Foundation

/// A value shared between threads, reached only inside ``withLock(_:)``.
///
/// The one place in the package that pairs a lock with `@unchecked Sendable`: every access to
/// the value goes through ``withLock(_:)``, which holds the lock, so the value may be of a type
/// that is not `Sendable` itself (a pool of C-backed contexts handed from thread to thread).
/// `Synchronization.Mutex` would demand that values cross it as `sending`, which such pools
/// cannot promise to the compiler.
///
/// `withLock` is inlinable, so callers in other modules get it specialized for their value and
/// result types (unspecialized, every call went through generic value witnesses), and the value
/// lives in memory of its own rather than in a stored property: an `inout` access to a class's
/// stored property is checked for exclusivity at run time (`swift_beginAccess`, about a hundred
/// instructions), which the lock makes redundant.
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// count.value  // 1
/// ```
public final class Locked<Value>: @unchecked Sendable {
  @usableFromInline let lock = NSLock()
  /// The value, reached only with `lock` held.
  @usableFromInline let stored: UnsafeMutablePointer<Value>

  /// - Parameter value: the initial value.
  public init(_ value: Value) {
    stored = .allocate(capacity: 1)
    stored.initialize(to: value)
  }

  deinit {
    stored.deinitialize(count: 1)
    stored.deallocate()
  }

  /// Runs `body` with the value while no other thread can reach it.
  ///
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws (the lock is released either way).
  @inlinable
  public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result)
    throws(Failure)
    -> Result
  {
    lock.lock()
    defer { lock.unlock() }
    return try body(&stored.pointee)
  }
}

extension Locked where Value: Sendable {
  /// A copy of the value as it is now.
  public var value: Value { withLock { $0 } }
}
