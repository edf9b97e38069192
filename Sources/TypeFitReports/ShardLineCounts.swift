import TypeFitLocalization

/// How many lines of each type a sharded report holds, as the report counts them:
/// `"lines":{"result":R,"problem":P,"sourceFinding":S}`. ``NDJSONReportWriter`` writes it in a
/// sharded run's summary line, after `"run"`, counting the lines before it by their `"type"`;
/// ``JSONReportWriter`` writes it in a sharded run's tail, on its own line before `"summary"`,
/// counting the lines of `"results"`, `"problems"` and `"sourceFindings"` (one result, problem
/// or source finding a line). The merge compares them with the lines it reads, so a shard with a
/// line removed, repeated or added (a problem line, which nothing else counts; ninth attack) is
/// refused, and removes the member.
///
/// An NDJSON shard also counts, after it, the rows it holds that have no result line
/// (`"rowsWithoutLines":U`, only when there are): a spoken text is not laid out, so NDJSON writes
/// no line for it, though `summary.rows` counts it and the run gave it a position (the
/// sixty-first attack's A61-7: the merge took the positions its lines hold for the run's rows).
/// A JSON shard writes every row as a result, so it has none.
struct ShardLineCounts {
  /// The member's key in the summary line or tail.
  static let key = "lines"
  /// The key of the NDJSON shard's rows without a result line, in its summary line.
  static let rowsWithoutLinesKey = "rowsWithoutLines"

  /// Lines of each type.
  struct Counts: Equatable {
    var results = 0
    var problems = 0
    var sourceFindings = 0
  }

  /// What the report says.
  let declared: Counts
  /// The rows the shard holds without a result line (NDJSON; 0 when it writes none).
  private(set) var rowsWithoutLines = 0
  /// Where the report says it, for messages: `its summary line (line 705)`, `line 412`.
  let place: String
  /// The report's name, for messages.
  let report: String

  /// The member as the writer writes it.
  static func member(_ counts: Counts) -> JSONValue {
    .object([
      ("result", .int(counts.results)), ("problem", .int(counts.problems)),
      ("sourceFinding", .int(counts.sourceFindings)),
    ])
  }

  /// Reads the counts from an NDJSON shard's summary line, whose number in the report is `line`.
  ///
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` when the line has no `"lines"`
  ///   member, or one without the three counts as whole numbers.
  init(summaryLine: String, line: Int, report: String) throws(ReportMergeError) {
    let root = try? JSONNode.parse(Array(summaryLine.utf8), maximumDepth: ReportMerger.maximumNesting)
    try self.init(
      root, place: "its summary line (line \(line))", report: report,
      absent: "its summary line (line \(line)) has no \"\(Self.key)\" counting its result, problem and "
        + "sourceFinding lines, which typefit writes in every NDJSON shard")
    if let value = root?[Self.rowsWithoutLinesKey] {
      guard let count = Self.wholeNumber(value.numberText) else {
        throw .malformed(
          report: report,
          reason:
            "its summary line (line \(line)) has a \"\(Self.rowsWithoutLinesKey)\" that is not a whole number "
            + "of at most 16 digits, as typefit writes it: the shard was edited")
      }
      rowsWithoutLines = count
    }
  }

  /// `text` as a whole number of at most 16 digits, as the writers write counts; else `nil`.
  private static func wholeNumber(_ text: String?) -> Int? {
    guard let text, text.utf8.count <= 16, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return Int(text)
  }

  /// Reads the counts from a JSON shard's tail members (`,\n"lines":{…},\n"inputDigest":"…"`,
  /// found by ``ReportMerger``), the first of which is on line `line` of the report; `nil` when
  /// the tail has none.
  ///
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` when there is no `"lines"`
  ///   member, or one without the three counts as whole numbers.
  init(jsonMembers: Substring?, line: Int, report: String) throws(ReportMergeError) {
    // `,\n"lines":…` → `{\n"lines":…}`: an object to parse.
    let root = jsonMembers.flatMap {
      try? JSONNode.parse(Array(("{" + $0.dropFirst() + "}").utf8), maximumDepth: ReportMerger.maximumNesting)
    }
    try self.init(
      root, place: "line \(line)", report: report,
      absent:
        "it has no \"\(Self.key)\" before its \"summary\" counting its result, problem and sourceFinding "
        + "lines, which typefit writes in every JSON shard")
  }

  private init(_ root: JSONNode?, place: String, report: String, absent: String) throws(ReportMergeError) {
    self.place = place
    self.report = report
    func count(_ name: String) -> Int? { Self.wholeNumber(root?[Self.key]?[name]?.numberText) }
    guard let results = count("result"), let problems = count("problem"),
      let sourceFindings = count("sourceFinding")
    else {
      // A member that is there but holds no counts is not missing (the thirty-ninth attack's
      // A39-7: `"result":99999999999999999` was "has no \"lines\"").
      guard root?[Self.key] == nil else {
        throw .malformed(
          report: report,
          reason:
            "\(place) has a \"\(Self.key)\" member whose result, problem and sourceFinding counts are not all "
            + "whole numbers of at most 16 digits, as typefit writes them: the shard was edited")
      }
      throw .malformed(
        report: report, reason: absent + "; write the shards with the typefit that merges them")
    }
    declared = Counts(results: results, problems: problems, sourceFindings: sourceFindings)
  }

  /// Checks the lines read against the counts.
  ///
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` naming the first type whose
  ///   count differs, both numbers and where the report counts them.
  func check(_ counted: Counts) throws(ReportMergeError) {
    for (type, read, said) in [
      ("result", counted.results, declared.results), ("problem", counted.problems, declared.problems),
      ("sourceFinding", counted.sourceFindings, declared.sourceFindings),
    ] where read != said {
      throw mismatch(type, read: read, said: said)
    }
  }

  /// Checks the result lines read against the count, before the results' positions are compared
  /// across shards: a shard that lost its last result made the positions of another's run past
  /// the rows left, and that intact shard was named (the fifty-fourth attack's A54-2).
  func checkResults(_ read: Int) throws(ReportMergeError) {
    if read != declared.results { throw mismatch("result", read: read, said: declared.results) }
  }

  private func mismatch(_ type: String, read: Int, said: Int) -> ReportMergeError {
    .malformed(
      report: report,
      reason: "it holds \(read) \(type) line\(read == 1 ? "" : "s"), but \(place) counts \(said) "
        + "(\"\(Self.key)\"): a line was removed or added since typefit wrote the shard")
  }
}
