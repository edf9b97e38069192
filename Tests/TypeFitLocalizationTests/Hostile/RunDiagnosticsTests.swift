import Testing

@testable import TypeFitLocalization

/// A run of many bad files lists the first problems of each severity in report order and
/// counts the rest exactly (the thirty-eighth attack's A38-10: 60,000 unreadable files held
/// 60,000 diagnostics, and a JSON report's end ran out of memory building them).
@Suite("Hostile input: read problems of a whole run")
struct RunDiagnosticsTests {
  private func error(_ file: String, line: Int? = nil) -> LocalizationDiagnostic {
    LocalizationDiagnostic(kind: .syntaxError, file: file, line: line, message: "expected '='")
  }

  private func files(_ count: Int) -> [String] {
    (0..<count).map { "f\(String(100_000 + $0).dropFirst())/de.lproj/L.strings" }
  }

  @Test("2,500 errors: the first 1,000 by file, then the 1,001st with a count of the other 1,499")
  func errorsPastTheLimit() {
    var run = RunDiagnostics()
    // Added last first: which are listed does not depend on the order of reading.
    for file in files(2_500).reversed() { run.append(error(file, line: 3)) }
    let (listed, unlisted) = run.listed()
    #expect(listed.count == 1_001)
    // In the order added (the reports sort them), the counting line last.
    #expect(listed[0].file == "f00999/de.lproj/L.strings")
    #expect(listed[999].file == "f00000/de.lproj/L.strings")
    #expect(
      listed[1_000].description
        == "f01000/de.lproj/L.strings:3: expected '='; and 1499 more read errors in this run are not listed "
        + "(a run lists the first 1000 of each severity)"
    )
    #expect(listed[1_000].kind == .syntaxError)
    #expect(unlisted == UnlistedDiagnosticCounts(errors: 1_499))
    // The run's count: the lines listed and the unlisted ones.
    #expect(listed.count + unlisted.errors == 2_500)
  }

  @Test("Within the limit every problem is listed, as added, and nothing is counted apart")
  func withinTheLimit() {
    var run = RunDiagnostics()
    run.append(error("b.strings", line: 2))
    run.append(error("a.strings", line: 9))
    run.append(
      LocalizationDiagnostic(kind: .duplicateKey, severity: .warning, file: "a.strings", message: "dup"))
    let (listed, unlisted) = run.listed()
    #expect(
      listed.map(\.description) == [
        "b.strings:2: expected '='", "a.strings:9: expected '='", "a.strings: dup",
      ])
    #expect(unlisted == UnlistedDiagnosticCounts())
  }

  @Test("Severities are limited apart: 3 errors, 5 warnings and 4 notes under a limit of 2")
  func severitiesApart() {
    var run = RunDiagnostics(listedPerSeverity: 2)
    for file in files(3) { run.append(error(file)) }
    for file in files(5) {
      run.append(LocalizationDiagnostic(kind: .duplicateKey, severity: .warning, file: file, message: "w"))
    }
    for file in files(4) {
      run.append(
        LocalizationDiagnostic(kind: .baseLocalizationCopy, severity: .note, file: file, message: "n"))
    }
    let (listed, unlisted) = run.listed()
    #expect(listed.count { $0.severity == .error } == 3)
    #expect(listed.count { $0.severity == .warning } == 3)
    #expect(listed.count { $0.severity == .note } == 3)
    #expect(unlisted == UnlistedDiagnosticCounts(errors: 0, warnings: 2, notes: 1))
    #expect(
      listed.filter { $0.severity == .warning }.last?.message
        == "w; and 2 more read warnings in this run are not listed (a run lists the first 2 of each severity)"
    )
    #expect(
      listed.filter { $0.severity == .note }.last?.message
        == "n; and 1 more note in this run is not listed (a run lists the first 2 of each severity)")
    // One problem past the limit is listed as it is: there is nothing more to count.
    #expect(listed.filter { $0.severity == .error }.last?.message == "expected '='")
  }

  /// Fifty-first attack A51-14: 12 files of 150 errors each (a file lists 100 and a line that
  /// counts 50) said "and 211 more read errors in this run are not listed": the lines dropped,
  /// not the 808 errors of 1,800 not listed one by one.
  @Test("the run's counting line counts the problems the files' counting lines stand for too")
  func fileCountingLinesCounted() {
    var run = RunDiagnostics(listedPerSeverity: 10)
    for file in files(3) {
      for line in 1...4 { run.append(error(file, line: line)) }
      // The file's counting line, standing for 50 errors: itself and 49 counted apart.
      run.append(
        LocalizationDiagnostic(
          kind: .syntaxError, file: file, line: nil,
          message: "and 50 more errors in this file; only the first 4 are listed"))
      run.count(unlisted: UnlistedDiagnosticCounts(errors: 49))
    }
    let (listed, unlisted) = run.listed()
    // 3 × 54 = 162 errors: 10 listed (a file's counting line, without a line number, before its
    // errors), the 11th (the third file's counting line) with the count of the other 151.
    #expect(listed.count == 11)
    #expect(unlisted.errors == 151)
    #expect(listed.count + unlisted.errors == 162)
    #expect(
      listed.last?.message
        == "and 50 more errors in this file; only the first 4 are listed; and 151 more read errors in this "
        + "run are not listed, those the files' own counting "
        + "lines stand for included (a run lists the first 10 of each severity)")
  }

  @Test("Appending another run's problems lists what one run of them all lists")
  func appendingRuns() {
    let all = files(40).map { error($0, line: 1) }
    var whole = RunDiagnostics(listedPerSeverity: 7)
    whole.append(contentsOf: all.shuffled())
    var first = RunDiagnostics(listedPerSeverity: 7)
    var second = RunDiagnostics(listedPerSeverity: 7)
    for (index, diagnostic) in all.enumerated() {
      if index % 3 == 0 { first.append(diagnostic) } else { second.append(diagnostic) }
    }
    second.append(first)
    #expect(
      DiagnosticOrder.sorted(second.listed().diagnostics)
        == DiagnosticOrder.sorted(whole.listed().diagnostics))
    #expect(second.listed().unlisted == UnlistedDiagnosticCounts(errors: 32))
    #expect(whole.listed().diagnostics.last?.file == "f00007/de.lproj/L.strings")
    #expect(whole.listed().diagnostics.prefix(7).map(\.file).sorted() == Array(files(7)))
  }
}
