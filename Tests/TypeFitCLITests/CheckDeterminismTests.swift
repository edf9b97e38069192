import Testing
import _TypeFitTestSupport

/// `typefit check` writes the same bytes whatever the thread count and however often it runs.
@Suite("check output is deterministic")
struct CheckDeterminismTests {
  @Test("JSON of Examples/Settings is byte-identical over five runs at 1, 2 and 8 threads")
  func threadsAndReruns() {
    let settings = TestPaths.packageRoot.appendingPathComponent("Examples/Settings").path
    let runs = ["1", "2", "8", "2", "8"].map { threads in
      CapturedRun(["check", settings, "--quiet", "--format", "json", "--threads", threads])
    }
    let first = runs[0]
    #expect(first.stdout.utf8.count > 100_000)
    for (index, run) in runs.enumerated().dropFirst() {
      #expect(run.exitCode == first.exitCode)
      #expect(Array(run.stdout.utf8) == Array(first.stdout.utf8), "run \(index + 1) differs from run 1")
      #expect(run.stderr == first.stderr)
    }
  }
}
