import Synchronization
import Testing
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitCheck

@Suite("SecondSightingFilter: a cache stores a value on its key's second sighting")
struct SecondSightingFilterTests {
  @Test("a key is admitted from its second sighting on; other keys are not")
  func secondSighting() {
    var filter = SecondSightingFilter(capacity: 1_024)
    #expect(filter.bitCount == 8_192)
    #expect(filter.sightingsPerRound == 1_024)
    #expect(filter.admits(hash: "Settings".hashValue) == false)
    #expect(filter.sightings == 1)
    #expect(filter.admits(hash: "Settings".hashValue) == true)
    #expect(filter.admits(hash: "Settings".hashValue) == true)
    #expect(filter.sightings == 1)
    #expect(filter.admits(hash: "Einstellungen".hashValue) == false)
    #expect(filter.sightings == 2)
  }

  @Test("the bit array: one byte per entry of capacity, a power of two, at least 64 bits")
  func size() {
    #expect(SecondSightingFilter(capacity: 0).bitCount == 64)
    #expect(SecondSightingFilter(capacity: 0).sightingsPerRound == 1)
    #expect(SecondSightingFilter(capacity: 8).bitCount == 64)
    #expect(SecondSightingFilter(capacity: 9).bitCount == 128)
    #expect(SecondSightingFilter(capacity: 4_096).bitCount == 32_768)
    #expect(SecondSightingFilter(capacity: 32_768).bitCount == 262_144)
  }

  @Test("the bits are cleared after a round of first sightings, so old keys are forgotten")
  func rounds() {
    // 64 bits: hash h sets bit h & 63 and bit (h >> 32 | h << 32) & 63 (0 for small hashes).
    var filter = SecondSightingFilter(capacity: 4)
    for hash in [1, 2, 3, 4] { #expect(filter.admits(hash: hash) == false) }
    #expect(filter.sightings == 4)
    #expect(filter.admits(hash: 1) == true)  // a second sighting is not a first: no clearing
    #expect(filter.admits(hash: 5) == false)  // the fifth first sighting clears the round first
    #expect(filter.sightings == 1)
    #expect(filter.admits(hash: 1) == false)  // forgotten, recorded again
    #expect(filter.admits(hash: 1) == true)
    #expect(filter.admits(hash: 5) == true)
  }

  @Test("a key whose two bits others set is admitted early (a collision only stores it sooner)")
  func collision() {
    var filter = SecondSightingFilter(capacity: 4)
    #expect(filter.admits(hash: 1) == false)  // bits 1 and 0
    #expect(filter.admits(hash: 2) == false)  // bits 2 and 0
    #expect(filter.admits(hash: 2 | 1 << 32) == true)  // bits 2 and 1: never seen, both set
    #expect(filter.admits(hash: 3 | 1 << 32) == false)  // bits 3 and 1: bit 3 not set
  }

  @Test("after a full round of distinct keys, fewer than 1 in 16 unseen keys is admitted")
  func falseAdmissions() {
    // SplitMix64 (Steele, Lea and Flood 2014) as a well-mixed, reproducible hash.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int(bitPattern: UInt(z ^ (z >> 31)))
    }
    var filter = SecondSightingFilter(capacity: 1_024)
    for _ in 0..<1_024 { _ = filter.admits(hash: next()) }
    // Each test below is a first sighting when not admitted; recording it would clear the round,
    // so the filter is copied for each.
    let full = filter
    var admitted = 0
    for _ in 0..<10_000 {
      var probe = full
      if probe.admits(hash: next()) { admitted += 1 }
    }
    #expect(admitted > 0)
    #expect(admitted < 10_000 / 16)
  }
}

@Suite("Caches that keep what they see twice")
struct SecondSightingCacheTests {
  @Test("BoundedCache advises storing a missed key's value only on its second miss")
  func boundedCache() {
    let cache = BoundedCache<String, Int>(capacity: 16, admitsOnSecondSighting: true)
    #expect(cache.admitsOnSecondSighting)
    guard case .miss(admits: false) = cache.lookup(HashedKey("a")) else {
      Issue.record("first sighting")
      return
    }
    guard case .miss(admits: true) = cache.lookup(HashedKey("a")) else {
      Issue.record("second sighting")
      return
    }
    cache.insert(7, for: HashedKey("a"))
    guard case .hit(7) = cache.lookup(HashedKey("a")) else {
      Issue.record("third sighting")
      return
    }
    #expect(cache.count == 1)
    let plain = BoundedCache<String, Int>(capacity: 16)
    #expect(!plain.admitsOnSecondSighting)
    guard case .miss(admits: true) = plain.lookup(HashedKey("a")) else {
      Issue.record("a cache without the filter stores every value")
      return
    }
  }

  @Test("a memoizing measurer that keeps on the second request prepares a text twice, then never")
  func measurer() throws {
    let counter = SightingPrepareCounter()
    let memo = MemoizingMeasurer(counter, keepsOnSecondRequest: true)
    #expect(memo.keepsOnSecondRequest)
    for _ in 0..<4 { _ = try memo.prepareLabel("Wi-Fi", language: "en", weight: .regular) }
    #expect(counter.count.withLock { $0 } == 2)
    _ = try memo.prepareLabel("Wi-Fi", language: "de", weight: .regular)  // another key
    #expect(counter.count.withLock { $0 } == 3)
    let keepsAll = MemoizingMeasurer(counter)
    #expect(!keepsAll.keepsOnSecondRequest)
    for _ in 0..<4 { _ = try keepsAll.prepareLabel("Bluetooth", language: "en", weight: .regular) }
    #expect(counter.count.withLock { $0 } == 4)
  }

  @Test("a run keeps rows and labels on their second sighting: a row in three chunks is laid out twice")
  func runMemory() {
    let counter = SightingPrepareCounter()
    let checker = BatchChecker(measurer: counter, contexts: [LayoutContext()], chunkSize: 1, threadCount: 1)
    let memory = checker.makeRunMemory()
    #expect(memory.measurer.keepsOnSecondRequest)
    #expect(memory.rows.admitsOnSecondSighting)
    let row = Row(title: "A rather long title that wraps at the largest sizes", isNavigable: false)
    let items = ["a", "b", "c"].map { key in
      CheckItem(
        key: key, locale: "en", location: SourceLocation(file: "Localizable.strings", line: 1),
        format: .strings, row: row)
    }
    var results: [CheckResult] = []
    for item in items { results += checker.checkChunk([item], memory: memory) }
    #expect(counter.count.withLock { $0 } == 2)
    #expect(memory.rows.count == 1)
    #expect(results.map(\.item.key) == ["a", "b", "c"])
    #expect(
      results.map { $0.reports.first?.findings.map(\.ruleID) } == Array(repeating: [.labelWraps], count: 3))
  }
}

/// Counts `prepareLabel` calls.
private final class SightingPrepareCounter: LabelMeasuring {
  let count = Mutex(0)
  private let inner = FixedAdvanceMeasurer()

  func prepareLabel(_ text: String, language: String?, weight: FontWeight) throws -> any PreparedLabel {
    count.withLock { $0 += 1 }
    return try inner.prepareLabel(text, language: language, weight: weight)
  }
}
