import Foundation

/// Golden text files stored beside the tests, re-recorded with `TYPEFIT_RECORD=1`.
///
/// ```swift
/// let outcome = GoldenFile.verify(table, named: "account-ios18-375.tsv")
/// #expect(outcome.isMatch, "\(outcome)")
/// ```
public enum GoldenFile {
  /// What comparing with a golden file found.
  public enum Outcome: Sendable, Equatable, CustomStringConvertible {
    /// The file holds exactly the text.
    case matched
    /// `TYPEFIT_RECORD=1` was set and the file was written.
    case recorded(path: String)
    /// The file does not exist.
    case missing(path: String)
    /// The texts differ; the first differing line (1-based) with both versions.
    case mismatch(path: String, line: Int, expected: String, actual: String)

    /// Whether the test should pass (matched or recorded).
    public var isMatch: Bool {
      switch self {
      case .matched, .recorded: true
      case .missing, .mismatch: false
      }
    }

    public var description: String {
      switch self {
      case .matched: "matched"
      case .recorded(let path): "recorded \(path)"
      case .missing(let path):
        "golden file \(path) is missing; run the tests with TYPEFIT_RECORD=1 to record it"
      case .mismatch(let path, let line, let expected, let actual):
        "\(path) differs at line \(line):\n  expected: \(expected)\n  actual:   \(actual)\n"
          + "(run with TYPEFIT_RECORD=1 to re-record after checking the change)"
      }
    }
  }

  /// Whether golden files are being re-recorded (`TYPEFIT_RECORD=1`).
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["TYPEFIT_RECORD"] == "1"
  }

  /// Compares `actual` with the file `name` in `directory` beside the calling test file, or
  /// writes it when recording.
  ///
  /// - Parameters:
  ///   - actual: the text produced by the test.
  ///   - name: the file name, such as `account-ios18-375.tsv`.
  ///   - directory: a folder next to the test file (default `Goldens`).
  ///   - testFilePath: the calling file, found from `#filePath`.
  public static func verify(
    _ actual: String, named name: String, directory: String = "Goldens",
    testFilePath: StaticString = #filePath
  ) -> Outcome {
    let testFile = URL(fileURLWithPath: "\(testFilePath)")
    let folder = testFile.deletingLastPathComponent().appendingPathComponent(directory)
    let file = folder.appendingPathComponent(name)
    if isRecording {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: file)
        return .recorded(path: file.path)
      } catch {
        return .mismatch(path: file.path, line: 0, expected: "(could not write: \(error))", actual: "")
      }
    }
    guard let data = FileManager.default.contents(atPath: file.path) else { return .missing(path: file.path) }
    let expected = String(decoding: data, as: UTF8.self)
    if expected == actual { return .matched }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let left = index < expectedLines.count ? String(expectedLines[index]) : "(end of file)"
      let right = index < actualLines.count ? String(actualLines[index]) : "(end of text)"
      if left != right { return .mismatch(path: file.path, line: index + 1, expected: left, actual: right) }
    }
    return .mismatch(path: file.path, line: 0, expected: expected, actual: actual)
  }
}
