import TypeFitLocalization

/// How many lines of each type a sharded NDJSON report holds before its summary line, as that
/// line counts them: `"lines":{"result":R,"problem":P,"sourceFinding":S}` (the lines' `"type"`),
/// written by ``NDJSONReportWriter`` in sharded runs only, after `"run"`. The merge compares
/// them with the lines it reads, so a shard with a line removed, repeated or added (a problem
/// line, which nothing else counts; ninth attack) is refused, and removes the member.
struct ShardLineCounts {
  /// The member's key in the summary line.
  static let key = "lines"

  /// Lines of each type.
  struct Counts: Equatable {
    var results = 0
    var problems = 0
    var sourceFindings = 0
  }

  /// What the summary line says.
  let declared: Counts
  /// The summary line's number, for messages.
  let line: Int
  /// The report's name, for messages.
  let report: String

  /// The member as the writer writes it.
  static func member(_ counts: Counts) -> JSONValue {
    .object([
      ("result", .int(counts.results)), ("problem", .int(counts.problems)),
      ("sourceFinding", .int(counts.sourceFindings)),
    ])
  }

  /// Reads the counts from the summary line, whose number in the report is `line`.
  ///
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` when the line has no `"lines"`
  ///   member, or one without the three counts as whole numbers.
  init(summaryLine: String, line: Int, report: String) throws(ReportMergeError) {
    self.line = line
    self.report = report
    let root = try? JSONNode.parse(Array(summaryLine.utf8), maximumDepth: ReportMerger.maximumNesting)
    func count(_ name: String) -> Int? {
      guard let text = root?[Self.key]?[name]?.numberText, text.utf8.count <= 16,
        text.utf8.allSatisfy({ (0x30...0x39).contains($0) })
      else { return nil }
      return Int(text)
    }
    guard let results = count("result"), let problems = count("problem"),
      let sourceFindings = count("sourceFinding")
    else {
      throw .malformed(
        report: report,
        reason: "its summary line (line \(line)) has no \"\(Self.key)\" counting its result, problem and "
          + "sourceFinding lines, which typefit writes in every NDJSON shard; write the shards with the "
          + "typefit that merges them")
    }
    declared = Counts(results: results, problems: problems, sourceFindings: sourceFindings)
  }

  /// Checks the lines read against the counts.
  ///
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` naming the first type whose
  ///   count differs, both numbers and the summary line.
  func check(_ counted: Counts) throws(ReportMergeError) {
    for (type, read, said) in [
      ("result", counted.results, declared.results), ("problem", counted.problems, declared.problems),
      ("sourceFinding", counted.sourceFindings, declared.sourceFindings),
    ] where read != said {
      throw .malformed(
        report: report,
        reason: "it holds \(read) \(type) line\(read == 1 ? "" : "s"), but its summary line (line \(line)) "
          + "counts \(said) (\"\(Self.key)\"): a line was removed or added since typefit wrote the shard")
    }
  }
}
