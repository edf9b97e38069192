import Testing
import TypeFitLocalization

@testable import TypeFitCheck

/// The first read's recording counts files and read problems against its budget, not only
/// strings: 60,000 files of no strings and one read error each were held whole (A38-10).
@Suite("Recorded first read: files and read problems count")
struct RecordedInputBudgetTests {
  private func file(_ index: Int) -> LocalizationFile {
    LocalizationFile(path: "f\(index)/de.lproj/L.strings", format: .strings)
  }

  @Test("Ten empty files weigh 10 × 256 bytes and their paths: kept under 2,800, dropped under 2,700")
  func emptyFiles() {
    // Each path is 21 bytes: 10 × (256 + 21) = 2,770.
    for (limit, complete) in [(2_800, true), (2_700, false)] {
      var recording = RecordedInput(byteLimit: limit)
      for index in 0..<10 {
        recording.begin(file(index))
        recording.end(diagnostics: [])
      }
      #expect(recording.isComplete == complete)
      #expect(recording.files.count == (complete ? 10 : 0))
    }
  }

  @Test("A file's read problems weigh 256 bytes each with their path and message")
  func readProblems() {
    let problem = LocalizationDiagnostic(kind: .syntaxError, file: "a.strings", message: "expected '='")
    // 256 + 9 for the file; 256 + 9 + 12 for each problem: 10 problems take 2,770 more.
    for (limit, complete) in [(3_035, true), (3_034, false)] {
      var recording = RecordedInput(byteLimit: limit)
      recording.begin(LocalizationFile(path: "a.strings", format: .strings))
      recording.end(diagnostics: Array(repeating: problem, count: 10))
      #expect(recording.isComplete == complete)
    }
  }
}
