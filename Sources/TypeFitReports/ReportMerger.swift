import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Combines the JSON or NDJSON reports of the shards of one check (`--shard K/N`) into the
/// report the unsharded check writes, byte for byte. SARIF is not merged: each shard's SARIF
/// is uploaded under its own code-scanning category (`automationDetails`).
///
/// ```swift
/// let merged = try ReportMerger.merge([shard1, shard2, shard3])  // the texts of three reports
/// ```
///
/// Each shard reads and plans the whole input, so its head (settings), read problems and, in
/// SARIF, invocation are the same as the others'; they are taken from the first report after
/// checking that all agree. Results carry their position in the whole input (`"index"`), by
/// which they are put back in input order; the position is then removed. Problems (findings
/// grouped across locales, `ProblemList`) carry the position of their first occurrence: a
/// shard holds every locale of its keys, so each problem is whole in one shard, and the
/// shards' problems are ranked together as the unsharded run ranks them (severity, the size of
/// Apple's own controls last, first category, rule, then input order). JSON and NDJSON summaries are added up (rows, findings, counts per severity, rule, category and locale;
/// locales united; files and read problems are the same in every shard). SARIF's
/// `automationDetails`, which names a shard's category for code scanning, is removed.
public enum ReportMerger {
  /// The key of a result's position in sharded reports.
  static let positionKey = "index"
  /// The key that marks a sharded problem as the size of Apple's own control, which ranks
  /// after the problems the app can act on.
  static let systemControlKey = "systemControl"

  /// How many bytes of a report's opening tell its format (``format(of:)``) and, when it has
  /// none, why (``noFormatError(report:opening:)``: the first member of a report pretty-printed
  /// with its keys sorted, `{\n    "categories"`, is past the 16 bytes that tell a format).
  public static let openingLength = 64

  /// The formats that can be merged.
  public static let formats: [ReportFormat] = [.json, .ndjson]

  /// The format of a report's text, from its first bytes, or `nil` for one that cannot be merged.
  public static func format(of report: String) -> ReportFormat? {
    if report.hasPrefix("{\"$schema\":") { return .sarif }
    if report.hasPrefix("{\"tool\":") { return .json }
    if report.hasPrefix("{\"type\":") { return .ndjson }
    return nil
  }

  /// Why a report whose first bytes are `opening` has no format (``format(of:)`` gave `nil`):
  /// bytes put before what typefit writes are named, anything else is no TypeFit report.
  public static func noFormatError(report: String, opening: String) -> ReportMergeError {
    if opening.hasPrefix("\u{FEFF}") {
      return .leadingBytes(report: report, what: "a byte order mark (U+FEFF)")
    }
    if let first = opening.unicodeScalars.first, first == "\n" || first == "\r" {
      return .leadingBytes(report: report, what: "an empty line")
    }
    // An object whose first member is a report's first member, spaced otherwise: a report that
    // a pretty-printer wrote again (`json.dump(…, indent=2)`), said as A40-3's whole JSON on
    // one line is, not as no report at all.
    let key = firstMemberName(opening)
    if key == "$schema" { return .sarifNotMergeable(report: report) }
    if let key, key == "tool" || key == "type" {
      return .malformed(
        report: report,
        reason: "it opens as a TypeFit report does, but not laid out as typefit writes it "
          + reserializedAdvice)
    }
    // Another tool's sorted keys (`jq -S`, Python's `sort_keys=True`) put first the member that
    // sorts first: a JSON report's `"categories"`, or an NDJSON result or problem line's
    // `"category"` (the sixty-seventh attack's A67-3: called no TypeFit report).
    if let key, let format = sortedFirstMembers[key] {
      return .malformed(
        report: report,
        reason:
          "its first member is \"\(key)\", as in a TypeFit \(format == .json ? "JSON report" : "NDJSON line") "
          + "whose keys were sorted (by jq -S or Python's sort_keys?), not laid out as typefit writes it "
          + reserializedAdvice)
    }
    return .unknownFormat(report: report)
  }

  /// The member a report's first object opens with when another tool sorted its keys, and the
  /// report's format: a JSON report's `"categories"`, an NDJSON result or problem line's
  /// `"category"`.
  static let sortedFirstMembers: [String: ReportFormat] = ["categories": .json, "category": .ndjson]

  /// What the reasons for a report another tool wrote again end with.
  static let reserializedAdvice =
    "(was it re-serialized by another tool?); merge reads reports as typefit wrote them"

  /// Why a report another tool wrote again whole is not merged.
  static let reserializedReason =
    "it is whole JSON, but not laid out as typefit writes it " + reserializedAdvice

  /// The name of the first member of the object `opening` starts (white space allowed around
  /// its brace and name, the name ASCII without escapes), or `nil`.
  static func firstMemberName(_ opening: String) -> String? {
    var bytes = Substring(opening).utf8.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    guard bytes.first == UInt8(ascii: "{") else { return nil }
    bytes = bytes.dropFirst().drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    guard bytes.first == UInt8(ascii: "\""), let end = bytes.dropFirst().firstIndex(of: UInt8(ascii: "\""))
    else { return nil }
    let name = bytes[bytes.index(after: bytes.startIndex)..<end]
    guard name.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }) else { return nil }
    return String(decoding: name, as: UTF8.self)
  }

  /// The key of the shard (`{"index":K,"count":N}`) in a sharded report: in the JSON head, after
  /// the settings, and in the NDJSON summary line, after the tool.
  static let shardKey = "shard"

  /// The key of what a sharded NDJSON report's run checked with (the JSON head's fonts,
  /// profile, inputs, contexts, categories, minimum severity and configuration file), in its
  /// summary line after the shard: NDJSON has no head, and the merge compares and removes it.
  static let runKey = "run"

  /// The key of the digest of the rows every shard of a sharded run planned
  /// (``CheckSummary/inputDigest``), after `"lines"` (``ShardLineCounts``): in an NDJSON
  /// summary line, and in a JSON tail on its own line before `"summary"`. The merge refuses
  /// shards whose digests differ (one was run after the input changed) and removes it.
  static let inputDigestKey = "inputDigest"

  /// Every shard's input digest (`"inputDigest"`, as written: quoted, or `nil` when absent)
  /// is the first one's.
  ///
  /// - Throws: ``ReportMergeError/differentHeads(first:report:difference:)`` naming the first
  ///   shard whose digest differs, with both digests.
  static func checkInputDigests(_ digests: [String?], names: [String]) throws(ReportMergeError) {
    for (offset, digest) in digests.enumerated() where digest != digests[0] {
      throw .differentHeads(
        first: names[0], report: names[offset],
        difference:
          "its input differs: the digest of the rows every shard plans (their keys, locales, variants, "
          + "texts and shapes, \"\(inputDigestKey)\") is \(digest ?? "not set") in \(names[offset]), "
          + "\(digests[0] ?? "not set") in \(names[0]); run every shard on the same input")
    }
  }

  /// The merged report.
  ///
  /// - Parameters:
  ///   - reports: the texts of the shards' reports, in any order.
  ///   - names: what errors call each report (`typefit merge` gives the file names); by default
  ///     `report 1`, `report 2`…
  /// - Returns: the report an unsharded run writes.
  /// - Throws: ``ReportMergeError`` for an unknown or mixed format, a report TypeFit did not
  ///   write, one not written with `--shard K/N`, shards of different splits, a shard given
  ///   twice or missing, a shard number out of range, a duplicate position, a summary count
  ///   or total outside 0…2^53 − 1, text that is not JSON or is nested deeper than
  ///   ``maximumNesting``, lines of a type other than the shard counts (`"lines"`, as
  ///   `ShardLineCounts`), or reports of different runs (their input digests among the rest).
  public static func merge(_ reports: [String], names: [String]? = nil) throws(ReportMergeError) -> String {
    let (names, format) = try checkedFormat(reports, names: names)
    if format == .ndjson {
      // The streaming merge, on the texts in memory: one implementation for both.
      let merge = try NDJSONShardMerge(reports.map { InMemoryReportSource($0) }, names: names)
      var merged: [UInt8] = []
      try merge.write { merged += $0 }
      return String(decoding: merged, as: UTF8.self)
    }
    let merge = try JSONShardMerge(reports, names: names)
    var merged = ""
    merge.write { merged += $0 }
    return merged
  }

  /// The reports' names (`names`, or `report 1`, `report 2`… when it does not name each) and
  /// their one format, JSON or NDJSON.
  ///
  /// - Throws: ``ReportMergeError`` for no report, an unknown or mixed format, or SARIF.
  static func checkedFormat(_ reports: [String], names: [String]?) throws(ReportMergeError) -> (
    names: [String], format: ReportFormat
  ) {
    guard let first = reports.first else { throw .noReports }
    let names =
      names.flatMap { $0.count == reports.count ? $0 : nil } ?? reports.indices.map { "report \($0 + 1)" }
    guard let format = format(of: first) else { throw Self.noFormatError(report: names[0], opening: first) }
    for (offset, report) in reports.enumerated().dropFirst() {
      guard let other = Self.format(of: report) else {
        throw Self.noFormatError(report: names[offset], opening: report)
      }
      if other != format {
        throw .mixedFormats(
          first: names[0], firstFormat: format.rawValue, report: names[offset], format: other.rawValue)
      }
    }
    if format == .sarif { throw .sarifNotMergeable(report: names[0]) }
    return (names, format)
  }

  /// The merged JSON report in three parts: the head, the results (each without its position
  /// and its opening `{`, ranked), and the tail (problems, summary, diagnostics), after every
  /// check: ``JSONShardMerge`` writes them.
  ///
  /// - Throws: ``ReportMergeError`` as ``merge(_:names:)``.
  static func jsonParts(_ reports: [String], names: [String]) throws(ReportMergeError) -> (
    head: String, results: [Substring], tail: String
  ) {
    do {
      return try checkedJSONParts(reports, names: names)
    } catch {
      // A shard cut after its results began, or with something after its end, fails a later
      // check first (results not one per line, no "lines", read problems that differ from the
      // other shard's): its damage is named instead (the sixty-seventh attack's A67-2, A67-3),
      // unless the error is already a cut (``ReportMergeError/cut(report:reason:)``).
      if case .cut = error { throw error }
      for (offset, report) in reports.enumerated() where report.contains("\n\"results\":[") {
        if let damage = damage(of: report, name: names[offset]) { throw damage }
      }
      throw error
    }
  }

  /// Why a JSON report whose results began is not as typefit left it: cut in the middle of its
  /// JSON, or with text or white space after its end; `nil` when neither (or when its line ends
  /// were converted, which is said on its own).
  static func damage(of report: String, name: String) -> ReportMergeError? {
    let bytes = Array(report.utf8)
    guard !bytes.contains(13) else { return nil }
    do {
      try JSONNode.checkSyntax(bytes, maximumDepth: maximumNesting)
    } catch {
      // Where the text ends: a problem found there (a value, string, object or name unfinished)
      // is a cut, whatever the parser expected next.
      let endLine = bytes.count { $0 == UInt8(ascii: "\n") } + 1
      let endColumn = bytes.count - (bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
      let atEnd = error.line == endLine && error.column >= endColumn
      if error.message.hasPrefix("unexpected end of file") || atEnd {
        return .cut(
          report: name,
          reason: "it ends in the middle of its JSON (line \(error.line)): the report was cut (was the job "
            + "stopped while writing it, or the file copied in part?); run the shard again")
      }
      if error.message == "unexpected text after the JSON document" {
        return .malformed(
          report: name,
          reason: "it has text after its end, at line \(error.line) (was something appended to it?); "
            + "merge reads reports as typefit wrote them")
      }
      return nil
    }
    // Whole JSON: typefit writes one line end after the closing brace.
    guard let brace = bytes.lastIndex(of: UInt8(ascii: "}")) else { return nil }
    let after = bytes.count - brace - 1
    guard after > 1 || (after == 1 && bytes.last != UInt8(ascii: "\n")) else { return nil }
    return .malformed(
      report: name,
      reason: "it has \(after) bytes of white space after its closing brace, where typefit writes one line "
        + "end (was something appended to it?); merge reads reports as typefit wrote them")
  }

  /// ``jsonParts(_:names:)`` before the damage of a report is looked for.
  private static func checkedJSONParts(_ reports: [String], names: [String]) throws(ReportMergeError) -> (
    head: String, results: [Substring], tail: String
  ) {
    var shards: [Shard?] = []
    for (offset, report) in reports.enumerated() {
      // Reports are merged as typefit wrote them, byte for byte: a shard whose line ends were
      // converted, or that a tool re-serialized, would otherwise read as "not a shard".
      if report.utf8.contains(13) {
        throw .malformed(
          report: names[offset],
          reason: "its lines end in CR LF (converted by an editor or a Git setting?); merge reads reports "
            + "as typefit wrote them, with LF line ends")
      }
      // A report cut before its results (a job stopped while writing it) names no shard where
      // the writers put it: said as a cut report, as NDJSON's is, not as one written without
      // --shard (the thirty-seventh attack's A37-5).
      if !report.contains("\n\"results\":[") {
        // Whole JSON laid out otherwise is a report another tool wrote again, not a cut one
        // (the fortieth attack's A40-3), whatever it holds: Python's `json.dump` writes
        // `"severity": "error"`, which the check of severities as typefit writes them refused, so
        // the report was called cut (the sixty-second attack's A62-L2).
        if (try? JSONNode.checkSyntax(Array(report.utf8), maximumDepth: maximumNesting)) != nil {
          throw .malformed(report: names[offset], reason: Self.reserializedReason)
        }
        throw .cut(
          report: names[offset],
          reason: "it ends before its results array: the report was cut (was the job stopped while "
            + "writing it?), or is not a TypeFit JSON report; run the shard again")
      }
      shards.append(try shard(in: report, format: .json, name: names[offset]))
      if shards[offset] == nil, report.contains("\"" + shardKey + "\":") {
        throw .malformed(
          report: names[offset],
          reason: "it names a shard, but not where typefit writes it " + reserializedAdvice)
      }
    }
    try checkShards(shards, names: names)
    let parts = try mergeDocuments(reports, names: names)
    // The merge copies results and problems as written: each report must be JSON, so that no
    // raw control character or runaway nesting reaches the merged report.
    for (offset, report) in reports.enumerated() {
      if let error = syntaxError(in: Array(report.utf8)[...], firstLine: 1, name: names[offset]) {
        throw error
      }
    }
    // Then each result's members, whose names a syntax error would have hidden, and then what
    // each shard's summary and problems say of its results (A62-8).
    if let memberError = parts.memberError { throw memberError }
    if let recordError = parts.recordError { throw recordError }
    return (parts.head, parts.results, parts.tail)
  }

  /// The deepest nesting of arrays and objects a shard may have: far above the 9 levels the
  /// writers use (report, results, result, contexts, …), far below what exhausts the stack.
  public static let maximumNesting = 32

  /// Why `text` (starting at line `firstLine` of its report) is not one JSON document nested
  /// at most ``maximumNesting`` levels, or `nil` when it is one: the line and column.
  static func syntaxError(in text: ArraySlice<UInt8>, firstLine: Int, name: String) -> ReportMergeError? {
    do {
      try JSONNode.checkSyntax(Array(text), maximumDepth: maximumNesting)
      return unknownSeverity(in: text, firstLine: firstLine, name: name)
    } catch {
      let place = "line \(firstLine + error.line - 1), column \(error.column)"
      let reason =
        error.kind == .nestingTooDeep
        ? "arrays and objects nested deeper than \(maximumNesting) levels at \(place); typefit writes at most 9"
        : "not valid JSON at \(place): \(error.message)"
      return .malformed(report: name, reason: reason)
    }
  }

  // MARK: Shards

  /// Every report is a shard of the same split, each part given once.
  static func checkShards(_ shards: [Shard?], names: [String]) throws(ReportMergeError) {
    let sharded = shards.indices.first { shards[$0] != nil }
    if let unsharded = shards.indices.first(where: { shards[$0] == nil }) {
      throw .notSharded(report: names[unsharded], sharded: sharded.map { names[$0] })
    }
    guard let firstIndex = sharded, let first = shards[firstIndex] else { return }
    var holder: [Int: Int] = [:]
    for (offset, shard) in shards.enumerated() {
      guard let shard else { continue }
      if shard.count != first.count {
        throw .differentShardCounts(
          first: names[firstIndex], firstShard: first, report: names[offset], shard: shard)
      }
      if let earlier = holder[shard.index] {
        throw .repeatedShard(shard, first: names[earlier], again: names[offset])
      }
      holder[shard.index] = offset
    }
    let missing = (1...first.count).filter { holder[$0] == nil }
    if !missing.isEmpty { throw .missingShards(missing, count: first.count) }
  }

  /// The member `"shard":{"index":K,"count":N}` where the writers put it: in a JSON head (a
  /// member on a line of its own, which no string value can fake: strings escape line breaks),
  /// or in an NDJSON summary line before `"summary":`. The range covers the comma before it.
  private static func shardMember(in text: Substring, format: ReportFormat) -> Range<Substring.Index>? {
    let marker = (format == .ndjson ? ",\"" : ",\n\"") + shardKey + "\":{\"index\":"
    let limit: Substring
    if format == .ndjson {
      let lastLineStart = text.dropLast().lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
      guard let summary = text[lastLineStart...].range(of: "\"summary\":") else { return nil }
      limit = text[lastLineStart..<summary.lowerBound]
    } else {
      guard let results = text.range(of: "\n\"results\":[") else { return nil }
      limit = text[..<results.lowerBound]
    }
    guard let start = limit.range(of: marker), let end = limit[start.upperBound...].firstIndex(of: "}") else {
      return nil
    }
    return start.lowerBound..<limit.index(after: end)
  }

  /// The shard a JSON or NDJSON report says it is, or `nil` when it names none where the
  /// writers put it.
  ///
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` for a shard out of range
  ///   (`{"index":4,"count":3}`, a count above ``Shard/maximumCount``, a negative number).
  static func shard(in report: String, format: ReportFormat, name: String) throws(ReportMergeError) -> Shard?
  {
    let text = report[...]
    guard let member = shardMember(in: text, format: format) else { return nil }
    let object = text[member].drop { $0 != "{" }
    let prefix = "{\"index\":"
    let middle = ",\"count\":"
    guard object.hasPrefix(prefix), let comma = object.range(of: middle), object.hasSuffix("}") else {
      return nil
    }
    let index = object[object.index(object.startIndex, offsetBy: prefix.count)..<comma.lowerBound]
    let count = object[comma.upperBound..<object.index(before: object.endIndex)]
    func isWholeNumber(_ text: Substring) -> Bool {
      let digits = text.hasPrefix("-") ? text.dropFirst() : text
      return !digits.isEmpty && digits.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }
    guard isWholeNumber(index), isWholeNumber(count) else { return nil }
    if let k = Int(index), let n = Int(count), let shard = try? Shard(index: k, count: n) { return shard }
    func quoted(_ number: Substring) -> String {
      number.count <= 20 ? String(number) : "\(number.prefix(20))… (\(number.count) digits)"
    }
    throw .malformed(
      report: name,
      reason: "its shard \(quoted(index))/\(quoted(count)) is out of range: the part must be from 1 to the "
        + "count, and the count from 1 to \(Shard.maximumCount)")
  }

  /// The text without its shard member: as the unsharded run writes it.
  static func withoutShard(_ text: Substring, format: ReportFormat) -> String {
    guard let member = shardMember(in: text, format: format) else { return String(text) }
    return String(text[..<member.lowerBound] + text[member.upperBound...])
  }

  // MARK: JSON: head, one result per line, tail

  /// A JSON report cut into its parts.
  private struct Document {
    var head: Substring
    var results: [Substring]
    var tail: Substring
  }

  private static func split(_ text: String, report: String) throws(ReportMergeError) -> Document {
    let marker = "\n\"results\":["
    guard let open = text.range(of: marker) else {
      throw .malformed(report: report, reason: "no results array")
    }
    let head = text[..<open.upperBound]
    let rest = text[open.upperBound...]
    if rest.hasPrefix("]") { return Document(head: head, results: [], tail: rest) }
    // `[` + "\n]" (no result line at all) is not what typefit writes (it writes `[]`): malformed,
    // rather than an inverted range or the next array's end taken for this one's.
    guard rest.hasPrefix("\n"), !rest.hasPrefix("\n]"), let close = rest.range(of: "\n]") else {
      throw .malformed(report: report, reason: "results are not one per line")
    }
    let lines = rest[rest.index(after: rest.startIndex)..<close.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false)
    let results = lines.map { $0.hasSuffix(",") ? $0.dropLast() : $0 }
    return Document(head: head, results: results, tail: rest[rest.index(after: close.lowerBound)...])
  }

  private static func mergeDocuments(_ reports: [String], names: [String])
    throws(ReportMergeError) -> (
      head: String, results: [Substring], tail: String, memberError: ReportMergeError?,
      recordError: ReportMergeError?
    )
  {
    var documents: [Document] = []
    for (offset, report) in reports.enumerated() {
      documents.append(try split(report, report: names[offset]))
    }
    let head = withoutShard(documents[0].head, format: .json)
    for (offset, document) in documents.enumerated() {
      let otherHead = withoutShard(document.head, format: .json)
      if otherHead != head {
        throw differentHeads(head[...], otherHead[...], first: names[0], report: names[offset], part: "head")
      }
    }
    // What each shard counts of its lines and the input's digest: the digests are compared
    // before the results' positions, which name shards of different inputs less plainly; the
    // members are then left out, as the unsharded run has none.
    var declaredCounts: [ShardLineCounts] = []
    var digests: [String?] = []
    var tails: [Substring] = []
    for (offset, document) in documents.enumerated() {
      let members = try shardTailMembers(in: document.tail, report: names[offset])
      let line = members.map {
        reports[offset].utf8[..<$0.range.lowerBound].count { $0 == UInt8(ascii: "\n") } + 2
      }
      declaredCounts.append(
        try ShardLineCounts(
          jsonMembers: members.map { document.tail[$0.range] }, line: line ?? 0, report: names[offset]))
      digests.append(members?.digest)
      tails.append(
        members.map { document.tail[..<$0.range.lowerBound] + document.tail[$0.range.upperBound...] }
          ?? document.tail)
    }
    try checkInputDigests(digests, names: names)
    let values = ShardValues(jsonHead: head[...])
    var ordered: [(position: Int, sequence: Int, report: Int, line: Int, text: Substring)] = []
    var memberError: ReportMergeError?
    var records = documents.map { _ in ShardRecords() }
    for (offset, document) in documents.enumerated() {
      // The results start on the line after the head's `"results":[`.
      let firstLine = document.head.utf8.count(where: { $0 == UInt8(ascii: "\n") }) + 2
      for (number, line) in document.results.enumerated() {
        let place = (line: firstLine + number, column: positionKey.count + 5)
        let (position, rest) = try positionAndRest(line, report: names[offset], place: place)
        if memberError == nil, let problem = ResultMemberNames.problem(in: rest, format: .json, opened: true)
        {
          memberError = .malformed(
            report: names[offset], reason: "line \(place.line) is a result that \(problem)")
        }
        if memberError == nil, let problem = values.problem(in: rest, opened: true) {
          memberError = .malformed(
            report: names[offset], reason: "line \(place.line) is a result whose \(problem)")
        }
        records[offset].addResult(opened: rest)
        ordered.append((position, ordered.count, offset, place.line, rest))
      }
    }
    for (declared, document) in zip(declaredCounts, documents) {
      try declared.checkResults(document.results.count)
    }
    let results = try inOrder(ordered, names: names)
    var counted = documents.map { ShardLineCounts.Counts(results: $0.results.count) }
    var recordError: ReportMergeError?
    // The first problem's line: after `],` and `"problems":[` on lines of their own, or, with no
    // result, after `"results":[],` and `"problems":[`.
    let problemLines = documents.map { document in
      let firstResultLine = document.head.utf8.count(where: { $0 == UInt8(ascii: "\n") }) + 2
      return document.results.isEmpty ? firstResultLine + 1 : firstResultLine + document.results.count + 2
    }
    let tail = try mergedJSONTail(
      tails, names: names, results: documents.map(\.results.count), problemLines: problemLines,
      values: values,
      counted: &counted, records: &records, recordError: &recordError)
    for (declared, counted) in zip(declaredCounts, counted) { try declared.check(counted) }
    // The font files' digests are written by sharded runs only (they are compared above): the
    // merged head is the unsharded run's, without them.
    let mergedHead = ReportHeadDifference.removingMember(
      ReportJSON.fontDigestsKey, ofMember: "fonts", from: head[...])
    return (mergedHead, results, tail, memberError, recordError)
  }

  /// A JSON shard's members `,\n"lines":{…},\n"inputDigest":"…"` (``ShardLineCounts``,
  /// ``inputDigestKey``) where typefit writes them: each on a line of its own (which no string
  /// value can fake: strings escape line breaks) after the problems and source findings, before
  /// `"summary"`. The range covers the comma before them; the digest is its value as written.
  ///
  /// - Returns: `nil` when the tail has no `"lines"` there.
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` when other members stand there.
  private static func shardTailMembers(in tail: Substring, report: String) throws(ReportMergeError) -> (
    range: Range<Substring.Index>, digest: String?
  )? {
    guard let summary = tail.range(of: ",\n\"summary\":"),
      let start = tail[..<summary.lowerBound].range(of: ",\n\"" + ShardLineCounts.key + "\":")
    else { return nil }
    let range = start.lowerBound..<summary.lowerBound
    let members = ReportHeadDifference.members(of: ("{" + tail[range].dropFirst() + "}")[...])
    let linesName = "\"" + ShardLineCounts.key + "\""
    let digestName = "\"" + inputDigestKey + "\""
    guard members.map(\.name) == [linesName] || members.map(\.name) == [linesName, digestName] else {
      throw .malformed(
        report: report,
        reason:
          "its members before \"summary\" are not what typefit writes there in a shard (\"\(ShardLineCounts.key)\", "
          + "then \"\(inputDigestKey)\"); merge reads reports as typefit wrote them")
    }
    return (range, members.first { $0.name == digestName }?.value)
  }

  /// Why two heads (a JSON report's head, an NDJSON summary line up to its summary) differ:
  /// the first setting or member that does, with its value in each report
  /// (``ReportHeadDifference``), else only which `part` differs.
  static func differentHeads(
    _ firstHead: Substring, _ otherHead: Substring, first: String, report: String, part: String
  ) -> ReportMergeError {
    guard let difference = ReportHeadDifference.first(between: firstHead, and: otherHead) else {
      return .differentRuns(first: first, report: report, part: part)
    }
    return .differentHeads(
      first: first, report: report, difference: difference.sentence(report: report, first: first))
  }

  /// The results of JSON reports sorted by position, each position held by one result: a
  /// sharded run gives every row of its input its own position. (NDJSON: ``NDJSONShardMerge``.)
  private static func inOrder(
    _ entries: [(position: Int, sequence: Int, report: Int, line: Int, text: Substring)], names: [String]
  )
    throws(ReportMergeError)
    -> [Substring]
  {
    // The report and line that first hold each position.
    var owner: [Int: (report: Int, line: Int)] = [:]
    for entry in entries {
      guard let first = owner[entry.position] else {
        owner[entry.position] = (entry.report, entry.line)
        continue
      }
      guard first.report == entry.report else {
        throw .duplicatePosition(
          entry.position, first: "\(names[first.report]):\(first.line)",
          again: "\(names[entry.report]):\(entry.line)")
      }
      throw .malformed(
        report: names[first.report], reason: "two results have position \(entry.position) (\"index\")")
    }
    // The run numbers its rows 0, 1, 2, … and every row is a result of one shard, so the
    // positions of all shards together are exactly 0 to the number of rows − 1.
    for entry in entries where entry.position >= owner.count {
      throw .malformed(
        report: names[entry.report],
        reason: "a result's position (\"index\") is \(entry.position) at line \(entry.line), past the run's "
          + "\(owner.count) row\(owner.count == 1 ? "" : "s") (positions 0 to \(owner.count - 1))")
    }
    let sorted = entries.sorted { ($0.position, $0.sequence) < ($1.position, $1.sequence) }
    return sorted.map(\.text)
  }

  /// `{"index":N,…}` → (N, `{…}`); `place` is where N stands in the report, for the message.
  static func positionAtStart(
    _ line: Substring, report: String, place: (line: Int, column: Int)? = nil, kind: String = "result"
  ) throws(ReportMergeError) -> (Int, String) {
    let (position, rest) = try positionAndRest(line, report: report, place: place, kind: kind)
    return (position, "{" + rest)
  }

  /// `{"index":N,…}` → (N, `…`): the line after the comma that ends the position, not copied.
  static func positionAndRest(
    _ line: Substring, report: String, place: (line: Int, column: Int)? = nil, kind: String = "result"
  ) throws(ReportMergeError) -> (Int, Substring) {
    let prefix = "{\"" + positionKey + "\":"
    guard line.hasPrefix(prefix) else {
      // A line of a shard whose summary names its shard (twelfth attack A6: a duplicated
      // "type" member was reported as a report not written with --shard K/N).
      if let place {
        throw .malformed(
          report: report,
          reason:
            "line \(place.line) is a \(kind) without its position (\"\(positionKey)\") right after its "
            + "\"type\", where typefit writes it")
      }
      throw .notSharded(report: report, sharded: nil)
    }
    let value = line.dropFirst(prefix.count)
    let digits = value.prefix { $0.isASCII && $0.isNumber }
    let rest = line.dropFirst(prefix.count + digits.count)
    let at = place.map { " at line \($0.line), column \($0.column)" } ?? ""
    if value.hasPrefix("-"), value.dropFirst().first?.isNumber == true {
      let number = value.prefix { $0 == "-" || ($0.isASCII && $0.isNumber) }.prefix(21)
      throw .malformed(
        report: report,
        reason: "a \(kind)'s position (\"index\") is negative (\(number))\(at); positions start at 0")
    }
    // Whole but larger than any run's rows (A25-6: 2^63 was called "not a whole number"): a
    // report counts at most `ShardSummary.maximumCount` rows; a position within that and past the
    // run's rows is refused later, with the run's range.
    if !digits.isEmpty, rest.hasPrefix(","), Int(digits).map({ $0 > ShardSummary.maximumCount }) ?? true {
      let shown = digits.count <= 24 ? String(digits) : "\(digits.prefix(24))… (\(digits.count) digits)"
      throw .malformed(
        report: report,
        reason:
          "a \(kind)'s position (\"index\") is \(shown)\(at), out of range: a position is a whole number "
          + "from 0 to the run's rows less one, and a report counts at most \(ShardSummary.maximumCount) rows "
          + "(2^53 − 1)")
    }
    guard let position = Int(digits), rest.hasPrefix(",") else {
      throw .malformed(report: report, reason: "a \(kind)'s position (\"index\") is not a whole number\(at)")
    }
    return (position, rest.dropFirst())
  }

  // MARK: Summaries

  /// `…"summary":{…},<separator>"diagnostics":[…]}` split into the summary's text and the rest
  /// from the separator on.
  static func summaryAndRest(_ text: Substring, separator: String, report: String)
    throws(ReportMergeError)
    -> (summary: Substring, rest: Substring)
  {
    guard let start = text.range(of: "\"summary\":"),
      let end = text[start.upperBound...].range(of: separator + "\"diagnostics\":")
    else {
      // Where the writers put them, at the end: missing, the report was cut (the thirty-ninth
      // attack's A39-8: a cut NDJSON shard was only "malformed").
      throw .cut(
        report: report,
        reason: "it has no summary and diagnostics at its end: the report was cut (was the job stopped "
          + "while writing it?), or is not a TypeFit report; run the shard again")
    }
    return (text[start.upperBound..<end.lowerBound], text[end.lowerBound...])
  }

  /// Throws when the end of a shard after its summary (`,"diagnostics":[…]}` and a line feed)
  /// is not closed as typefit closes it: a shard cut inside its last line was compared with the
  /// others' read problems and called "from a different run", the intact shard named when it came
  /// later in the list (the fifty-fifth attack's A55-1).
  static func checkEnd(_ rest: Substring, report: String) throws(ReportMergeError) {
    // White space after the report is JSON's, and compared with the other shards' ends later.
    let end = rest.utf8.reversed().drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    guard end.starts(with: "}]".utf8) else {
      throw .cut(
        report: report,
        reason:
          "its last line is cut: it does not end with the ']}' that closes its diagnostics and the report "
          + "(was the job stopped while writing it?); run the shard again")
    }
  }

  /// Throws unless a shard's `summary.rows` is its results and its rows without a result line
  /// (an NDJSON shard's spoken texts, which its summary line counts: ``ShardLineCounts``).
  static func checkRows(_ rows: Int, results: Int, rowsWithoutLines: Int, report: String)
    throws(ReportMergeError)
  {
    guard rows - rowsWithoutLines != results else { return }
    let unlisted =
      rowsWithoutLines == 0
      ? ""
      : " and counts \(rowsWithoutLines) row\(rowsWithoutLines == 1 ? "" : "s") without a result line "
        + "(\"\(ShardLineCounts.rowsWithoutLinesKey)\")"
    throw .malformed(
      report: report,
      reason: "summary.rows is \(rows), but the report holds \(results) result\(results == 1 ? "" : "s") "
        + "(one per row)\(unlisted)")
  }

  /// The summaries added up, serialized as the writers do; `results` holds the number of
  /// results (rows) each shard's report holds and `rowsWithoutLines` (NDJSON; none when empty)
  /// the rows it counts that no line holds, which together its `summary.rows` must equal.
  ///
  /// - Throws: ``ReportMergeError/malformed(report:reason:)`` for an unreadable summary, an
  ///   unknown severity, rule, category or role, a row count other than the report's results,
  ///   or a count (or the total of the shards' counts)
  ///   outside 0…``ShardSummary/maximumCount``, naming the field; ``ReportMergeError/differentRuns(first:report:part:)``
  ///   for shards that read different numbers of files.
  static func addedUp(_ summaries: [Substring], names: [String], results: [Int], rowsWithoutLines: [Int] = [])
    throws(ReportMergeError) -> String
  {
    var total = CheckSummary()
    var files = 0
    var readProblems = (errors: 0, warnings: 0, notes: 0)
    // Why a shard checked nothing: the merged run checked nothing when no shard has a row
    // (the sixty-eighth attack's A68-3: such shards merged into a report without the reason,
    // and the merge exited 0).
    var nothingChecked: String?
    for (offset, text) in summaries.enumerated() {
      let report = names[offset]
      let fields = try ShardSummary(text, report: report)
      func add(_ count: Int, to sum: inout Int, _ field: String) throws(ReportMergeError) {
        try ShardSummary.add(count, to: &sum, field: "summary." + field, report: report)
      }
      func unknown(_ name: String, in field: String) -> ReportMergeError {
        .malformed(
          report: report, reason: "summary.\(field) counts \"\(name)\", which TypeFit does not write")
      }
      if offset > 0, fields.files != files {
        throw .differentRuns(first: names[0], report: report, part: "file count")
      }
      files = fields.files
      // One result per row: a summary that counts otherwise was edited, and would make the
      // merged summary contradict the merged results.
      try checkRows(
        fields.rows, results: results[offset],
        rowsWithoutLines: offset < rowsWithoutLines.count ? rowsWithoutLines[offset] : 0, report: report)
      // Read problems are the same in every shard (each reads everything).
      readProblems = (fields.readErrors, fields.readWarnings, fields.readNotes)
      // So is a notice on how the run was made (no Swift sources read).
      total.notice = fields.notice
      if nothingChecked == nil { nothingChecked = fields.nothingChecked }
      total.locales.formUnion(fields.locales)
      try add(fields.rows, to: &total.rows, "rows")
      try add(fields.rowsWithFindings, to: &total.rowsWithFindings, "rowsWithFindings")
      try add(
        fields.rowsWithErrorsOrWarnings, to: &total.rowsWithErrorsOrWarnings, "rowsWithErrorsOrWarnings")
      try add(fields.strings, to: &total.strings, "strings")
      for (name, count) in fields.bySeverity {
        guard let severity = Severity(rawValue: name) else { throw unknown(name, in: "bySeverity") }
        try add(count, to: &total.findingsBySeverity[severity, default: 0], "bySeverity.\(name)")
      }
      for (name, count) in fields.byRule {
        guard let rule = RuleID(rawValue: name) else { throw unknown(name, in: "byRule") }
        try add(count, to: &total.findingsByRule[rule, default: 0], "byRule.\(name)")
      }
      for (name, count) in fields.byCategory {
        guard let category = try? ContentSizeCategory(parsing: name) else {
          throw unknown(name, in: "byCategory")
        }
        try add(count, to: &total.findingsByCategory[category, default: 0], "byCategory.\(name)")
      }
      for (locale, count) in fields.byLocale {
        try add(count, to: &total.findingsByLocale[locale, default: 0], "byLocale.\(locale)")
      }
      for (name, count) in fields.rowsByRole {
        guard let role = ItemRole(rawValue: name) else { throw unknown(name, in: "rowsByRole") }
        try add(count, to: &total.rowsByRole[role, default: 0], "rowsByRole.\(name)")
      }
      // A key's locales are all in one shard: the shards' key counts add up.
      for (name, count) in fields.keysByRole {
        guard let role = ItemRole(rawValue: name) else { throw unknown(name, in: "keysByRole") }
        try add(count, to: &total.keysByRole[role, default: 0], "keysByRole.\(name)")
      }
      for (name, count) in fields.findingsByRole {
        guard let role = ItemRole(rawValue: name) else { throw unknown(name, in: "findingsByRole") }
        try add(count, to: &total.findingsByRole[role, default: 0], "findingsByRole.\(name)")
      }
    }
    if total.rows == 0 { total.nothingChecked = nothingChecked }
    var counts = SummaryCounts(total)
    // Every shard reads every file: the count is the same, and only the count is written.
    counts.files = files
    counts.readErrors = readProblems.errors
    counts.readWarnings = readProblems.warnings
    counts.readNotes = readProblems.notes
    return ReportJSON.summary(total, counts: counts).serialized()
  }

  /// The read problems of the first report, which every shard must share; they are written
  /// as they were.
  static func sharedRest(_ rests: [Substring], names: [String]) throws(ReportMergeError) -> Substring {
    for (offset, rest) in rests.enumerated() where rest != rests[0] {
      throw .differentRuns(first: names[0], report: names[offset], part: "list of read problems")
    }
    return rests[0]
  }

  // MARK: Problems

  /// One problem line of a shard, with what ranks it (``ProblemList/Rank``: the order a run's
  /// report uses, with the result's position across the shards before the shard's own order).
  struct RankedProblem {
    var rank: ProblemList.Rank
    var text: String
  }

  /// The fields of a problem that rank it.
  private struct ProblemFields: Decodable {
    var severity: String
    var rule: String
    var category: String?
  }

  /// A problem's line `{"index":N,…}` (`prefix` before the position, such as
  /// `{"type":"problem",` in NDJSON) read for ranking, the position removed.
  ///
  /// `place` is where the position stands in the report (line and column), for a message that
  /// names the line when there is none; `line`, without `place`, the line the problem is on, for
  /// the message about a problem that cannot be read.
  static func rankedProblem(
    _ line: Substring, prefix: String, sequence: Int, report: String, place: (line: Int, column: Int)? = nil,
    line number: Int? = nil, values: ShardValues
  )
    throws(ReportMergeError) -> RankedProblem
  {
    var (position, text) = try positionAtStart(
      "{" + line.dropFirst(prefix.count), report: report, place: place, kind: "problem")
    let marker = "{\"" + systemControlKey + "\":true,"
    let concernsSystemControl = text.hasPrefix(marker)
    if concernsSystemControl { text = "{" + text.dropFirst(marker.count) }
    if let problem = values.problem(in: text[...]) {
      let at = place.map { " on line \($0.line)" } ?? ""
      throw .malformed(report: report, reason: "a problem\(at) whose \(problem)")
    }
    let fields: ProblemFields
    do {
      fields = try JSONDecoder().decode(ProblemFields.self, from: Data(text.utf8))
    } catch {
      throw .malformed(report: report, reason: unreadableProblemReason(text, line: place?.line ?? number))
    }
    guard let severity = Severity(rawValue: fields.severity) else {
      throw .malformed(
        report: report, reason: unknownSeverityReason("\"" + fields.severity + "\"", line: place?.line))
    }
    guard let rule = RuleID(rawValue: fields.rule) else {
      throw .malformed(report: report, reason: "problem rule \(fields.rule)")
    }
    var categoryRank = -1
    if let name = fields.category {
      guard let category = try? ContentSizeCategory(parsing: name) else {
        throw .malformed(report: report, reason: "problem category \(name)")
      }
      categoryRank = category.rawValue
    }
    return RankedProblem(
      rank: ProblemList.Rank(
        severity: severity, concernsSystemControl: concernsSystemControl, firstCategory: categoryRank,
        rule: rule, position: position, sequence: sequence),
      text: prefix + text.dropFirst())
  }

  /// Why a problem's text (its position taken out) that the decoder could not read is no
  /// problem, on line `line` when it is known: what the JSON reader finds wrong with it, or the
  /// members it lacks. "unreadable problem" alone left the user to find a problem nested 1,000
  /// deep in its `"example"` (the seventy-ninth attack's A79-8).
  static func unreadableProblemReason(_ text: String, line: Int?) -> String {
    let problem = line.map { "line \($0) is a problem" } ?? "a problem is"
    do {
      try JSONNode.checkSyntax(Array(text.utf8), maximumDepth: maximumNesting)
    } catch {
      return error.kind == .nestingTooDeep
        ? "\(problem) with arrays and objects nested deeper than \(maximumNesting) levels; typefit writes at most 9"
        : "\(problem) that is not valid JSON: \(error.message)"
    }
    return
      "\(problem) whose \"severity\" and \"rule\" (and \"category\", when it has one) are not all strings, "
      + "as typefit writes them"
  }

  /// The shards' problems ranked together.
  private static func ranked(_ problems: [RankedProblem]) -> [String] {
    problems.sorted { $0.rank.precedes($1.rank) }.map(\.text)
  }

  /// JSON: `]` (or `\n]`), the problems ranked together, the source findings (written by the
  /// first shard only, ``CheckSession/shard``), the merged summary and the shared diagnostics.
  ///
  /// `counted` gets each shard's problem and source finding lines (one a line), for
  /// ``ShardLineCounts/check(_:)``; `records` each shard's problems and source findings, and
  /// `recordError` the first shard whose summary or problems disagree with its records
  /// (``ShardRecords/check(_:report:)``), thrown once the shards are known to be JSON.
  private static func mergedJSONTail(
    _ tails: [Substring], names: [String], results: [Int], problemLines: [Int], values: ShardValues,
    counted: inout [ShardLineCounts.Counts], records: inout [ShardRecords],
    recordError: inout ReportMergeError?
  ) throws(ReportMergeError) -> String {
    let opening = "],\n\"problems\":"
    let closing = ",\n\"summary\":"
    let sourceMember = ",\n\"sourceFindings\":[\n"
    var sourceFindings = ""
    var problems: [RankedProblem] = []
    var summaries: [Substring] = []
    var rests: [Substring] = []
    for (offset, shardTail) in tails.enumerated() {
      var tail = shardTail
      // `,\n"sourceFindings":[\n…\n]` before the summary: taken out, put back after the problems.
      if let start = tail.range(of: sourceMember),
        let end = tail[start.upperBound...].range(of: "\n]" + closing)
      {
        if !sourceFindings.isEmpty {
          throw .differentRuns(
            first: names[0], report: names[offset], part: "source findings (in more than one shard)")
        }
        sourceFindings = String(tail[start.lowerBound..<tail.index(end.lowerBound, offsetBy: 2)])
        // One line per finding, between the member's `[` and `]` lines.
        counted[offset].sourceFindings = sourceFindings.utf8.count { $0 == UInt8(ascii: "\n") } - 2
        for line in sourceFindings.split(separator: "\n").dropFirst() {
          records[offset].addSourceFinding(line.hasSuffix(",") ? line.dropLast() : line)
        }
        tail = tail[..<start.lowerBound] + tail[tail.index(end.lowerBound, offsetBy: 2)...]
      }
      guard tail.hasPrefix(opening) else {
        throw .malformed(report: names[offset], reason: "no problems array")
      }
      var rest = tail.dropFirst(opening.count)
      if rest.hasPrefix("[]" + closing) {
        rest = rest.dropFirst(2)
      } else {
        guard rest.hasPrefix("[\n"), !rest.hasPrefix("[\n]"), let close = rest.range(of: "\n]" + closing)
        else {
          throw .malformed(report: names[offset], reason: "problems are not one per line")
        }
        let lines = rest[rest.index(rest.startIndex, offsetBy: 2)..<close.lowerBound].split(
          separator: "\n", omittingEmptySubsequences: false)
        counted[offset].problems = lines.count
        for (number, line) in lines.enumerated() {
          problems.append(
            try rankedProblem(
              line.hasSuffix(",") ? line.dropLast() : line, prefix: "{", sequence: problems.count,
              report: names[offset], line: problemLines[offset] + number, values: values))
          records[offset].addProblem(problems[problems.count - 1].text[...])
        }
        rest = rest[rest.index(close.lowerBound, offsetBy: 2)...]
      }
      let parts = try summaryAndRest(rest, separator: ",\n", report: names[offset])
      try checkEnd(parts.rest, report: names[offset])
      summaries.append(parts.summary)
      // Compared without the final line feed, which one missing does not make another run's.
      rests.append(parts.rest.hasSuffix("\n") ? parts.rest.dropLast() : parts.rest)
    }
    let lines = ranked(problems)
    let problemsText = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n]"
    let summary = try addedUp(summaries, names: names, results: results)
    // Each summary read again (``addedUp`` read it whole), against the shard's records.
    for (offset, text) in summaries.enumerated() where recordError == nil {
      do {
        try records[offset].check(try ShardSummary(text, report: names[offset]), report: names[offset])
      } catch {
        recordError = error
      }
    }
    return opening + problemsText + sourceFindings + closing + summary
      + String(try sharedRest(rests, names: names)) + "\n"
  }
}
