import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// Configuration values that cost time or memory out of proportion, sizes that are not range
/// checked, and filters that leave nothing: each is an error naming the place and the allowed
/// values, or a warning naming the entry, while the good file beside it is still reported.
@Suite("Hostile input: configuration limits and filters")
struct HostileConfigurationLimitTests {
  @Test("a match pattern over 1,000 characters is refused at its line and column")
  func longMatchPattern() throws {
    let folder = try Hostile.folderWithGoodFile()
    let pattern = "*" + String(repeating: "a", count: 1_000) + "b"
    try folder.write("typefit.json", "{\n  \"rows\": [\n    {\"match\": \"\(pattern)\"}\n  ]\n}\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:3:15: rows[0].match: the pattern is 1002 characters long; at most 1000 are allowed\n"
      ),
      "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("1,000 match rows that match nothing give 100 warnings and one line counting the other 900")
  func unmatchedRowsCapped() throws {
    let folder = try Hostile.folderWithGoodFile()
    let rows = (0..<1_000).map { #"{"match": "k\#($0).*", "titleLines": 1}"# }
    try folder.write("typefit.json", "{\"rows\": [" + rows.joined(separator: ",\n") + "]}\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let warnings = run.stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("Warning: ") }
    #expect(warnings.count == 101)
    // Each at its entry (A76-2); the counting line at the first entry it counts.
    let file = folder.path + "/typefit.json"
    #expect(
      warnings.first == "Warning: \(file):1:11: " + #"rows[0].match: "k0.*" matches no key in the input"#)
    #expect(
      warnings[99] == "Warning: \(file):100:1: " + #"rows[99].match: "k99.*" matches no key in the input"#)
    #expect(
      warnings.last
        == "Warning: \(file):101:1: and 900 more warnings in the configuration; only the first 100 are listed"
    )
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
  }

  @Test("a long match pattern is quoted in a warning by its first 80 characters and …")
  func longPatternShortenedInWarning() throws {
    let folder = try Hostile.folderWithGoodFile()
    let pattern = "*" + String(repeating: "a", count: 998) + "b"
    try folder.write("typefit.json", "{\"rows\": [{\"match\": \"\(pattern)\", \"titleLines\": 1}]}")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "Warning: \(folder.path)/typefit.json:1:11: rows[0].match: \"*" + String(repeating: "a", count: 79)
          + "…\" matches no key in the input\n"))
    #expect(!run.stderr.contains(String(repeating: "a", count: 80)))
  }

  @Test("a 1,000-character pattern is allowed, and the good key beside it is still reported")
  func longestPatternAllowed() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("de.lproj/Localizable.strings", "\"\(String(repeating: "a", count: 5_000))\" = \"A\";\n")
    let pattern = "*" + String(repeating: "a", count: 998) + "b"
    try folder.write(
      "typefit.json", "{\"ignore\": [\"\(pattern)\"], \"rows\": [{\"match\": \"good.*\", \"titleLines\": 1}]}"
    )
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(Hostile.resultKeys(run) == [String(repeating: "a", count: 5_000), Hostile.goodKey])
  }

  @Test("an ignore pattern over 1,000 characters is refused at its line and column")
  func longIgnorePattern() throws {
    let folder = try Hostile.folderWithGoodFile()
    let pattern = String(repeating: "x", count: 1_001)
    try folder.write("typefit.json", "{\"ignore\": [\"a\", \"\(pattern)\"]}")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:1:18: ignore: the pattern is 1001 characters long; at most 1000 are allowed\n"
      ),
      "\(run.stderr)")
  }

  @Test("more than 1,000 rows or ignore patterns are refused at the list, naming the limit")
  func tooManyRules() throws {
    let folder = try Hostile.folderWithGoodFile()
    let rows = (0..<1_001).map { "{\"match\": \"k\($0).*\"}" }.joined(separator: ",")
    try folder.write("typefit.json", "{\"rows\": [\(rows)]}")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:1:10: rows: 1001 entries; at most 1000 are allowed (a \"match\" pattern covers many keys)\n"
      ),
      "\(run.stderr)")
    let patterns = (0..<1_001).map { "\"k\($0).*\"" }.joined(separator: ",")
    try folder.write("typefit.json", "{\"ignore\": [\(patterns)]}")
    let ignore = Hostile.check([folder.path])
    #expect(ignore.exitCode == 2)
    #expect(
      ignore.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:1:12: ignore: 1001 patterns; at most 1000 are allowed (one pattern with * covers many keys)\n"
      ),
      "\(ignore.stderr)")
  }

  @Test("1,000 match rules (the most allowed) over 500 keys are accepted and every key is reported")
  func manyRulesApplied() throws {
    let folder = try Hostile.folderWithGoodFile()
    let keys = (0..<500).map { "\"row\($0).title\" = \"Settings\";" }.joined(separator: "\n")
    try folder.write("de.lproj/Localizable.strings", keys + "\n")
    var rules = (0..<999).map { "{\"match\": \"*nomatch\($0)*\"}" }
    rules.append("{\"match\": \"row499.*\", \"titleLines\": 3}")
    try folder.write("typefit.json", "{\"rows\": [\(rules.joined(separator: ","))]}")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(Hostile.resultKeys(run).count == 501)
    #expect(Hostile.resultKeys(run).contains(Hostile.goodKey))
  }
}
