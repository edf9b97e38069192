import Foundation
import Testing

/// `typefit-bench` with filters no case's name contains: it printed an empty table and exited 0
/// (a fresh user's U56-9); it says so on standard error and exits 2.
@Suite struct BenchFilterTests {
  static let bench = EndToEndTests.built("typefit-bench")

  @Test(
    "a filter matching no case: said, nothing on standard output, exit 2",
    .enabled(
      if: BenchFilterTests.bench != nil, "typefit-bench not built beside the tests (swift build first)"))
  func noCaseMatched() throws {
    let run = try EndToEndTests.run(
      ["no-such-case", "nor-this", "--quick", "--sample=10", "--samples=1"], executable: Self.bench)
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.contains(
        "typefit-bench: no case matched 'no-such-case', 'nor-this' (a case runs when its name contains a "
          + "filter); nothing was timed. Cases of this run: "))
    // The cases offered are named, so the user can pick a filter.
    #expect(run.stderr.contains("row evaluation (report, 12 categories)"))
  }
}
