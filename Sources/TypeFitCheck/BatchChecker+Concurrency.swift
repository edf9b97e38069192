import TypeFitConcurrency
import TypeFitRow

/// Swift concurrency entry points: the same checks, run off the cooperative thread pool,
/// stopping when the calling task is cancelled.
///
/// ```swift
/// let checker = BatchChecker(measurer: TextEngineMeasurer(engine: engine), contexts: [LayoutContext()])
/// for try await result in checker.results(for: items) {
///   print(result.item.key, result.findings.count)
/// }
/// ```
extension BatchChecker {
  /// The results of `items`, in input order, as they are checked.
  ///
  /// The work runs on a thread TypeFit starts for it (`WorkerThreads.runDetached`; the chunks
  /// spread over the cores as in ``check(_:cancellation:progress:emit:)``), not on the
  /// cooperative pool, so a long check does not starve other tasks. When the system starts no
  /// thread, the check runs on the calling thread before the stream is returned, its results
  /// waiting in the stream's buffer, instead of waiting for a thread for ever as a Dispatch queue
  /// would (the eleventh attack's T1). When the consuming task is cancelled, or the loop ends
  /// early (`break`), the stream ends and the check stops after the chunk in progress
  /// (at most ``chunkSize`` rows later); no result is delivered after that.
  ///
  /// Results the consumer has not taken yet wait in the stream's buffer; a consumer slower
  /// than the check holds up to all of them.
  ///
  /// - Parameter items: the rows to check.
  /// - Returns: a stream of one result per item; it throws only what the check itself throws
  ///   (nothing, for a measurer that reports problems as findings).
  public func results(for items: [CheckItem]) -> AsyncThrowingStream<CheckResult, any Error> {
    results(for: items, cancellation: CancellationFlag())
  }

  /// ``results(for:)`` with the flag that its termination sets, for tests.
  func results(for items: [CheckItem], cancellation: CancellationFlag)
    -> AsyncThrowingStream<CheckResult, any Error>
  {
    AsyncThrowingStream { continuation in
      continuation.onTermination = { _ in cancellation.cancel() }
      let checker = self
      WorkerThreads.runDetached {
        do {
          try checker.check(items, cancellation: cancellation) { continuation.yield($0) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
    }
  }

  /// Checks `items` and returns every result, in input order.
  ///
  /// The check runs on a thread TypeFit starts for it, as ``results(for:)``'s does (on the
  /// calling thread when the system starts none). Cancelling the calling task sets the check's
  /// ``CancellationFlag`` through `withTaskCancellationHandler`: the check stops after the chunk
  /// in progress and this throws `CancellationError`.
  ///
  /// - Throws: `CancellationError` when the task was cancelled.
  public func check(_ items: [CheckItem]) async throws -> [CheckResult] {
    let flag = CancellationFlag()
    let checker = self
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        WorkerThreads.runDetached {
          var results: [CheckResult] = []
          results.reserveCapacity(items.count)
          do {
            try checker.check(items, cancellation: flag) { results.append($0) }
            continuation.resume(returning: results)
          } catch CheckError.cancelled {
            continuation.resume(throwing: CancellationError())
          } catch {
            continuation.resume(throwing: error)
          }
        }
      }
    } onCancel: {
      flag.cancel()
    }
  }

  /// Checks one row in every context.
  ///
  /// One row takes milliseconds (each label is shaped once and laid out at every category as
  /// arithmetic), so it runs on the calling task; cancellation is honoured before it starts.
  ///
  /// - Throws: `CancellationError` when the task is already cancelled.
  public func result(for item: CheckItem) async throws -> CheckResult {
    try Task.checkCancellation()
    return check(item)
  }
}
