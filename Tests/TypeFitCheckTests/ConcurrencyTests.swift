import Dispatch
import Foundation
import Testing
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitCheck

/// The async entry points: results in order, and Task cancellation reaching the checker.
@Suite struct ConcurrencyTests {
  /// A measurer that counts the labels it prepares and, on the first, tells the test it has
  /// started and waits until the test lets it go on.
  final class GatedMeasurer: LabelMeasuring, @unchecked Sendable {
    private let inner = FixedAdvanceMeasurer()
    private let lock = NSLock()
    private var count = 0
    let started = DispatchSemaphore(value: 0)
    let proceed = DispatchSemaphore(value: 0)

    var prepared: Int {
      lock.lock()
      defer { lock.unlock() }
      return count
    }

    func prepareLabel(_ text: String, language: String?, weight: FontWeight) throws -> any PreparedLabel {
      lock.lock()
      count += 1
      let first = count == 1
      lock.unlock()
      if first {
        started.signal()
        proceed.wait()
      }
      return try inner.prepareLabel(text, language: language, weight: weight)
    }
  }

  static func items(_ count: Int) -> [CheckItem] {
    (0..<count).map { index in
      CheckItem(
        key: "key.\(index)", locale: "en", location: SourceLocation(file: "A.strings", line: index + 1),
        format: .strings, row: Row(title: "Row number \(index)", language: "en"))
    }
  }

  static func checker(_ measurer: any LabelMeasuring, chunk: Int) -> BatchChecker {
    BatchChecker(
      measurer: measurer, contexts: [LayoutContext(device: .width(375))], chunkSize: chunk, threadCount: 1)
  }

  @Test("The stream delivers the same results in the same order as the synchronous check")
  func streamMatchesSync() async throws {
    let checker = Self.checker(FixedAdvanceMeasurer(), chunk: 7)
    let items = Self.items(40)
    var expected: [CheckResult] = []
    try checker.check(items) { expected.append($0) }
    var streamed: [CheckResult] = []
    for try await result in checker.results(for: items) { streamed.append(result) }
    #expect(streamed == expected)
    #expect(try await checker.check(items) == expected)
    #expect(streamed.first?.reports.first?.layouts.map(\.category) == CheckConfiguration.defaultCategories)
  }

  @Test("Cancelling the task stops the batch after the chunk in progress and throws CancellationError")
  func cancellingTheTaskStopsTheBatch() async throws {
    let measurer = GatedMeasurer()
    let checker = Self.checker(measurer, chunk: 10)
    let task = Task { try await checker.check(Self.items(2_000)) }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        measurer.started.wait()
        done.resume()
      }
    }
    task.cancel()
    measurer.proceed.signal()
    let outcome = await task.result
    #expect(throws: CancellationError.self) { try outcome.get() }
    // Only the first chunk (10 rows, one label each) was measured.
    #expect(measurer.prepared == 10)
  }

  @Test("Leaving the loop or cancelling the consumer sets the checker's cancellation flag")
  func streamTerminationCancels() async throws {
    let checker = Self.checker(FixedAdvanceMeasurer(), chunk: 4)
    let leftEarly = CancellationFlag()
    let taken = try await Task {
      var taken = 0
      for try await _ in checker.results(for: Self.items(500), cancellation: leftEarly) {
        taken += 1
        if taken == 3 { break }
      }
      return taken
    }.value
    #expect(taken == 3)
    #expect(leftEarly.isCancelled)

    let cancelled = CancellationFlag()
    let task = Task {
      var taken = 0
      for try await _ in checker.results(for: Self.items(500), cancellation: cancelled) { taken += 1 }
      return taken
    }
    task.cancel()
    _ = try await task.value
    #expect(cancelled.isCancelled)
  }

  @Test("One row: result(for:) equals check(_:), and a cancelled task does not start it")
  func oneRow() async throws {
    let checker = Self.checker(FixedAdvanceMeasurer(), chunk: 4)
    let item = Self.items(1)[0]
    #expect(try await checker.result(for: item) == checker.check(item))
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await checker.result(for: item)
    }
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}
