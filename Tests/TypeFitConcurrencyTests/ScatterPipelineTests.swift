import Foundation
import Synchronization
import Testing

@testable import TypeFitConcurrency

/// The pipeline that lays out a check's chunks without a barrier between them: each job's array
/// is the one ``concurrentScatter(count:units:workers:_:)`` makes, whatever the threads and the
/// jobs in flight, and a job never collected is finished and freed.
@Suite("Scatter pipeline")
struct ScatterPipelineTests {
  /// Units that own every `units`-th position, as in the scatter's example.
  private static func strided(count: Int, units: Int, base: Int) -> @Sendable (Int, ScatterSlots<Int>) -> Void
  {
    { unit, slots in
      for position in stride(from: unit, to: count, by: units) {
        slots.initialize(position, to: base + position)
      }
    }
  }

  @Test("jobs in flight together come back whole and in their own order", arguments: [1, 2, 4])
  func jobsInFlight(workers: Int) {
    let pipeline = ScatterPipeline<Int>(workers: workers)
    defer { pipeline.close() }
    let first = pipeline.submit(count: 1_000, units: 7, Self.strided(count: 1_000, units: 7, base: 0))
    let second = pipeline.submit(count: 5, units: 5, Self.strided(count: 5, units: 5, base: 10_000))
    let third = pipeline.submit(count: 0, units: 0) { _, _ in Issue.record("no unit for an empty job") }
    #expect(pipeline.collect(second) == [10_000, 10_001, 10_002, 10_003, 10_004])
    #expect(pipeline.collect(first) == Array(0..<1_000))
    #expect(pipeline.collect(third) == [])
    #expect(pipeline.startedThreads == workers - 1)
  }

  @Test("the same array as concurrentScatter for 50 jobs handed in two at a time")
  func sameAsScatter() {
    let pipeline = ScatterPipeline<Int>(workers: 3)
    defer { pipeline.close() }
    var previous: ScatterPipeline<Int>.Job?
    var expected: [[Int]] = []
    var collected: [[Int]] = []
    for job in 0..<50 {
      let count = 1 + job * 13 % 97
      let units = 1 + job % 9
      expected.append(
        concurrentScatter(
          count: count, units: units, workers: 2, Self.strided(count: count, units: units, base: job)))
      let submitted = pipeline.submit(
        count: count, units: units, Self.strided(count: count, units: units, base: job))
      if let previous { collected.append(pipeline.collect(previous)) }
      previous = submitted
    }
    if let previous { collected.append(pipeline.collect(previous)) }
    #expect(collected == expected)
  }

  /// Counts the instances alive, to show a job's elements are freed once each.
  private final class Tracked: Sendable {
    static let alive = Atomic<Int>(0)
    let value: Int
    init(_ value: Int) {
      self.value = value
      Self.alive.add(1, ordering: .relaxed)
    }
    deinit { Self.alive.subtract(1, ordering: .relaxed) }
  }

  @Test("a job never collected is finished at close and its elements freed")
  func uncollectedJob() {
    let ran = Atomic<Int>(0)
    do {
      let pipeline = ScatterPipeline<Tracked>(workers: 2)
      let collected = pipeline.submit(count: 3, units: 3) { unit, slots in
        slots.initialize(unit, to: Tracked(unit))
      }
      _ = pipeline.submit(count: 40, units: 40) { unit, slots in
        ran.add(1, ordering: .relaxed)
        slots.initialize(unit, to: Tracked(unit))
      }
      #expect(pipeline.collect(collected).map(\.value) == [0, 1, 2])
      pipeline.close()
      #expect(ran.load(ordering: .relaxed) == 40)
    }
    #expect(Tracked.alive.load(ordering: .relaxed) == 0)
  }

  /// Counts its live instances, apart from ``Tracked`` (tests run in parallel).
  private final class Moved: Sendable {
    static let alive = Atomic<Int>(0)
    let value: Int
    init(_ value: Int) {
      self.value = value
      Self.alive.add(1, ordering: .relaxed)
    }
    deinit { Self.alive.subtract(1, ordering: .relaxed) }
  }

  private struct Stop: Error, Equatable {}

  @Test("collect(each:) hands every element over in order, and frees those left when the body throws")
  func collectEach() {
    do {
      let pipeline = ScatterPipeline<Moved>(workers: 2)
      defer { pipeline.close() }
      let job = pipeline.submit(count: 50, units: 7) { unit, slots in
        for position in stride(from: unit, to: 50, by: 7) { slots.initialize(position, to: Moved(position)) }
      }
      var seen: [Int] = []
      pipeline.collect(job) { (element: consuming Moved) in seen.append(element.value) }
      #expect(seen == Array(0..<50))
      #expect(Moved.alive.load(ordering: .relaxed) == 0)
      let stopped = pipeline.submit(count: 10, units: 2) { unit, slots in
        for position in stride(from: unit, to: 10, by: 2) { slots.initialize(position, to: Moved(position)) }
      }
      var kept: [Moved] = []
      #expect(throws: Stop()) {
        try pipeline.collect(stopped) { (element: consuming Moved) throws(Stop) in
          if element.value == 4 { throw Stop() }
          kept.append(element)
        }
      }
      #expect(kept.map(\.value) == [0, 1, 2, 3])
      #expect(Moved.alive.load(ordering: .relaxed) == 4)
      kept = []
    }
    #expect(Moved.alive.load(ordering: .relaxed) == 0)
  }

  @Test("collect(each:) hands each element over alone: the pipeline keeps no copy while the body runs")
  func collectEachMoves() {
    let pipeline = ScatterPipeline<Moved>(workers: 1)
    defer { pipeline.close() }
    let job = pipeline.submit(count: 5, units: 1) { _, slots in
      for position in 0..<5 { slots.initialize(position, to: Moved(position)) }
    }
    var unique: [Bool] = []
    pipeline.collect(job) { (element: consuming Moved) in
      var held = consume element
      unique.append(isKnownUniquelyReferenced(&held))
    }
    // Handed over as a copy (perf25), each element was also held by the pipeline until the
    // body returned: [false, false, false, false, false].
    #expect(unique == [true, true, true, true, true])
  }

  @Test("with no thread started, the calling thread makes every job, and says so once")
  func noThreads() {
    let notes = Locked<[String]>([])
    let pipeline = ScatterPipeline<Int>(
      workers: 3, starter: { _ in (EAGAIN, nil) }, shortage: { note in notes.withLock { $0.append(note) } })
    defer { pipeline.close() }
    let job = pipeline.submit(count: 10, units: 3, Self.strided(count: 10, units: 3, base: 100))
    #expect(pipeline.collect(job) == Array(100..<110))
    #expect(pipeline.startedThreads == 0)
    #expect(
      notes.value == [
        "could not start a worker thread (Resource temporarily unavailable); working on 1 thread (the calling one) "
          + "of the 3 asked for"
      ])
  }

  @Test("jobs handed in after close are made by the calling thread")
  func afterClose() {
    let pipeline = ScatterPipeline<Int>(workers: 2)
    pipeline.close()
    let job = pipeline.submit(count: 4, units: 2, Self.strided(count: 4, units: 2, base: 7))
    #expect(pipeline.collect(job) == [7, 8, 9, 10])
  }
}
