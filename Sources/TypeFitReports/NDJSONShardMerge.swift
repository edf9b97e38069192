import TypeFitLocalization

/// A merge of NDJSON shard reports that streams: the shards are read from ``ReportSource``s
/// line by line, checked whole first (``init(_:names:)``, which reads each shard twice: for its
/// summary line, at its end, then every line), then joined into the report of the whole check by
/// ``write(_:)`` (a third reading), byte for byte what ``ReportMerger/merge(_:names:)`` returns.
///
/// ```swift
/// let merge = try NDJSONShardMerge([source1, source2, source3], names: ["1.ndjson", "2.ndjson", "3.ndjson"])
/// try merge.write { bytes in output.append(contentsOf: bytes) }
/// ```
///
/// What it holds is bounded by the shards' lines, not their size: for each shard a read
/// buffer (`ReportLineReader.chunkSize`, or its longest line) and its summary line; for the
/// whole merge one bit per row of the run (which positions are taken; a row without a result
/// line, a spoken text, takes none), and for each problem line
/// its rank and where it is (about 64 bytes, whatever the line's length). The results are a
/// k-way merge by position: each shard writes its results in the order of their positions, so
/// the next result is the smallest of the shards' next ones. The problems are ranked by what
/// was kept of them and read again from their shards in that order. Everything that can be
/// wrong with a shard is found by the first reading, so nothing is written for shards that
/// cannot be merged; the second reading only fails when a shard changed in between.
public struct NDJSONShardMerge {
  /// The bytes that start every result line of a sharded report, up to its position's digits.
  static let resultStart = Array("{\"type\":\"result\",\"\(ReportMerger.positionKey)\":".utf8)
  /// The same for a problem line.
  static let problemStart = Array("{\"type\":\"problem\",\"\(ReportMerger.positionKey)\":".utf8)
  static let resultPrefix = "{\"type\":\"result\","
  static let problemPrefix = "{\"type\":\"problem\","
  static let sourcePrefix = "{\"type\":\"sourceFinding\","
  static let summaryPrefix = "{\"type\":\"summary\","

  /// What the first reading keeps of one shard.
  private struct Scanned {
    var source: any ReportSource
    /// The summary line's number; the lines before it are the shard's results, problems and
    /// source findings.
    var summaryNumber: Int
    /// The shard's results (rows): each result's lines share one position.
    var results = 0
    /// Where each source finding line is (offset, byte count), in order.
    var sourceLines: [(offset: Int, count: Int)] = []
    /// A digest of every result line's number and position, in order: the writing reading
    /// must find the same (twelfth attack A2: a line changed in between was left out, or
    /// written at another place).
    var resultDigest = 0
  }

  /// One problem line: what ranks it, its shard and where it is.
  private struct Problem {
    var rank: ProblemList.Rank
    var shard: Int
    var offset: Int
    var count: Int
  }

  private let names: [String]
  private var shards: [Scanned] = []
  private var problems: [Problem] = []
  /// The merged summary line, line feed included: the merged report's last line.
  public private(set) var summaryLine = ""
  /// The first shard's summary line, which records the run (its `--min-severity` among others).
  public private(set) var firstSummaryLine = ""
  /// About how many bytes ``write(_:)`` gathers before it hands them on: 256 KiB (at least 1).
  public var pieceSize = 1 << 18

  /// Reads every shard once and checks that they merge.
  ///
  /// - Parameters:
  ///   - sources: the shards' reports, in any order.
  ///   - names: what errors call each report (`typefit merge` gives the file names); by default
  ///     `report 1`, `report 2`…
  /// - Throws: ``ReportMergeError`` for everything ``ReportMerger/merge(_:names:)`` refuses in
  ///   NDJSON, and for a shard whose results are not in the order of their positions, whose
  ///   lines are not UTF-8, or whose lines of one type (results, problems, source findings)
  ///   are not as many as its summary line counts (`"lines"`), or whose results and rows
  ///   without a result line (`"rowsWithoutLines"`) are not its `summary.rows`, and for shards
  ///   whose input digests differ (`"inputDigest"`: run on different inputs).
  public init(_ sources: [any ReportSource], names: [String]? = nil) throws(ReportMergeError) {
    try self.init(sources, names: names, maximumLineLength: ReportLineReader.maximumLineLength)
  }

  /// The longest line ``init(_:names:)`` reads, in bytes without its line feed: 64 MiB.
  public static var defaultMaximumLineLength: Int { ReportLineReader.maximumLineLength }

  /// ``init(_:names:)`` with another longest line than ``defaultMaximumLineLength``: a caller
  /// under a memory limit reads only lines it can hold (a merge holds a few copies of the
  /// longest line at once), and tests need not make a line of 64 MiB.
  ///
  /// - Parameters:
  ///   - maximumLineLength: the longest line read, in bytes; a longer one is refused, naming it.
  ///   - limitReason: what set a limit lower than ``defaultMaximumLineLength`` and how to raise
  ///     it (`the address-space limit (ulimit -v 150000 KiB): raise it`), said in that refusal.
  ///   - admitsSummary: asked after each shard's summary line is read, with its length in bytes
  ///     and how many shards, this one included, are still to be read: why the merge cannot
  ///     hold that many more such lines, or `nil` when it can (a caller under a memory limit;
  ///     the fortieth attack's A40-2: ten shards of 1.1 MB summary lines ended a merge).
  /// - Throws: also ``ReportMergeError/unreadable(report:reason:)`` with `admitsSummary`'s answer.
  public init(
    _ sources: [any ReportSource], names: [String]?, maximumLineLength: Int, limitReason: String? = nil,
    admitsSummary: ((_ lineBytes: Int, _ shardsLeft: Int) -> String?)? = nil
  ) throws(ReportMergeError) {
    guard !sources.isEmpty else { throw .noReports }
    let names =
      names.flatMap { $0.count == sources.count ? $0 : nil } ?? sources.indices.map { "report \($0 + 1)" }
    self.names = names
    try Self.checkFormats(sources, names: names)
    // Each shard's summary line up to its read problems (`,"diagnostics":[…]}`), which every
    // shard shares: only the first shard's are kept, the others compared with them as they are
    // read, so shards of many read problems are not all held at once (A38-11).
    var summaries: [(text: String, number: Int)] = []
    var firstRest = ""
    var restDiffers: Int?
    var declared: [Shard?] = []
    for (offset, source) in sources.enumerated() {
      var summary = try Self.lastLine(
        of: source, name: names[offset], maximumLineLength: maximumLineLength, limitReason: limitReason)
      if let refusal = admitsSummary?(summary.text.utf8.count, sources.count - offset) {
        throw .unreadable(report: names[offset], reason: refusal)
      }
      // A shard cut at a line's end (a job stopped while writing to `>`) ends with a result or
      // problem: said as a cut report, not as one written without --shard (A23-15). A summary
      // line another tool wrote again (Python's `json.dumps` line by line: `{"type": "summary", …`)
      // is whole: said as re-serialized, as a JSON report is (A62-L2), not as cut (A67-3).
      guard summary.text.hasPrefix(Self.summaryPrefix) else {
        if Self.isSummaryLine(summary.text) {
          throw .malformed(report: names[offset], reason: ReportMerger.reserializedReason)
        }
        throw .cut(
          report: names[offset],
          reason: "it ends at line \(summary.number) without its summary line: the report was cut "
            + "(was the job stopped while writing it?); run the shard again")
      }
      let rest = try ReportMerger.summaryAndRest(summary.text[...], separator: ",", report: names[offset])
        .rest
      try ReportMerger.checkEnd(rest, report: names[offset])
      if offset == 0 {
        firstRest = String(rest)
      } else if restDiffers == nil, rest != firstRest {
        restDiffers = offset
      }
      // Closed as the line's object, which readers of the summary line parse.
      summary.text = summary.text[..<rest.startIndex] + "}"
      summaries.append(summary)
      declared.append(try ReportMerger.shard(in: summary.text, format: .ndjson, name: names[offset]))
      if declared[offset] == nil,
        try Self.contains(Array("\"\(ReportMerger.shardKey)\":".utf8), in: source, name: names[offset])
      {
        throw .malformed(
          report: names[offset],
          reason: "it names a shard, but not where typefit writes it " + ReportMerger.reserializedAdvice)
      }
    }
    try ReportMerger.checkShards(declared, names: names)
    var positions = PositionSet(limit: sources.reduce(0) { $0 + $1.byteCount } / Self.resultStart.count + 1)
    var incomplete: ReportMergeError?
    var positionError: ReportMergeError?
    var syntaxErrors: [ReportMergeError?] = []
    var memberError: ReportMergeError?
    // A shard whose problems leave out a finding of its results (A62-8), thrown last.
    var recordError: ReportMergeError?
    var counted: [ShardLineCounts.Counts] = []
    var declaredCounts: [ShardLineCounts] = []
    for (offset, source) in sources.enumerated() {
      let name = names[offset]
      let summary = summaries[offset]
      var scanned = Scanned(source: source, summaryNumber: summary.number)
      var resultLines = try NDJSONResultLines(summaryLine: summary.text[...], report: name)
      declaredCounts.append(
        try ShardLineCounts(summaryLine: summary.text, line: summary.number, report: name))
      var lineCounts = ShardLineCounts.Counts()
      var syntaxError: ReportMergeError?
      var lastPosition: Int?
      var digest = Hasher()
      var findings = ShardRecords.LineFindings()
      /// One result line: checked whole with its result (``NDJSONResultLines``), its position
      /// new to the merge when it starts a result.
      func result(_ position: Int, text: String, line: Int) throws(ReportMergeError) {
        lineCounts.results += 1
        if memberError == nil, let problem = ResultMemberNames.problem(in: text[...], format: .ndjson) {
          memberError = .malformed(report: name, reason: "line \(line) is a result that \(problem)")
        }
        if memberError == nil, let problem = ShardValues().problem(in: text[...]) {
          memberError = .malformed(report: name, reason: "line \(line) is a result whose \(problem)")
        }
        digest.combine(line)
        digest.combine(position)
        if recordError == nil { findings.addResultLine(text) }
        if incomplete == nil {
          do { try resultLines.add(text[...], position: position, number: line) } catch { incomplete = error }
        }
        guard position != lastPosition else { return }
        defer { lastPosition = position }
        scanned.results += 1
        // A position taken, or out of order, is thrown after the summary lines are compared,
        // which name shards of different runs more plainly.
        guard positionError == nil else { return }
        switch positions.holder(of: position, in: offset) {
        case nil: break
        case .thisShard:
          positionError = .malformed(
            report: name, reason: "two results have position \(position) (\"\(ReportMerger.positionKey)\")")
          return
        case .earlierShard(let known):
          // The first shard holding it, and its line (read again: this is the error's path only).
          for earlier in known.map({ [$0] }) ?? Array(0..<offset) {
            let first = try Self.firstLine(holding: position, in: sources[earlier], name: names[earlier])
            guard first > 0 else { continue }
            positionError = .duplicatePosition(
              position, first: "\(names[earlier]):\(first)", again: "\(name):\(line)")
            return
          }
        }
        if let lastPosition, position < lastPosition {
          positionError = .malformed(
            report: name,
            reason:
              "line \(line) holds a result at position \(position) (\"\(ReportMerger.positionKey)\") after "
              + "one at position \(lastPosition); typefit writes a shard's results in the order of their positions"
          )
          return
        }
        positions.insert(position, shard: offset)
      }
      var reader = ReportLineReader(source, report: name)
      while let line = try reader.next(), line.number < summary.number {
        guard !line.bytes.isEmpty else { continue }
        if syntaxError == nil {
          syntaxError = ReportMerger.syntaxError(in: line.bytes, firstLine: line.number, name: name)
        }
        if let position = Self.fastPosition(in: line.bytes, start: Self.resultStart) {
          let text = String(decoding: line.bytes, as: UTF8.self)
          try result(position, text: text, line: line.number)
          continue
        }
        let text = String(decoding: line.bytes, as: UTF8.self)
        if text.hasPrefix(Self.problemPrefix) {
          if Self.fastPosition(in: line.bytes, start: Self.problemStart) == nil,
            let problem = ReportLineProblem.unexpected(line.bytes, number: line.number, report: name)
          {
            throw problem
          }
          let ranked = try ReportMerger.rankedProblem(
            text[...], prefix: Self.problemPrefix, sequence: problems.count, report: name,
            place: (line.number, Self.problemPrefix.count + ReportMerger.positionKey.count + 4),
            values: ShardValues())
          problems.append(
            Problem(rank: ranked.rank, shard: offset, offset: line.offset, count: line.bytes.count))
          if recordError == nil { findings.addProblemLine(text) }
          lineCounts.problems += 1
          continue
        }
        if text.hasPrefix(Self.sourcePrefix) {
          scanned.sourceLines.append((line.offset, line.bytes.count))
          lineCounts.sourceFindings += 1
          continue
        }
        // Not a line typefit writes here, or not in its usual shape: what is wrong with it.
        if let problem = ReportLineProblem.unexpected(line.bytes, number: line.number, report: name) {
          throw problem
        }
        guard text.hasPrefix(Self.resultPrefix) else {
          throw .malformed(
            report: name,
            reason:
              "line \(line.number) is not a result, problem or source finding as typefit writes them before "
              + "the summary line (each starts {\"type\":\"result\", {\"type\":\"problem\" or "
              + "{\"type\":\"sourceFinding\")")
        }
        // Not the usual shape: read as the merge always read it, for the exact error.
        let (position, _) = try ReportMerger.positionAtStart(
          "{" + text.dropFirst(Self.resultPrefix.count), report: name,
          place: (line.number, Self.resultPrefix.count + ReportMerger.positionKey.count + 4))
        try result(position, text: text, line: line.number)
      }
      if incomplete == nil {
        do { try resultLines.finishResult() } catch { incomplete = error }
      }
      positions.finishShard()
      if recordError == nil { recordError = try findings.unlisted(in: source, report: name) }
      scanned.resultDigest = digest.finalize()
      syntaxErrors.append(syntaxError)
      counted.append(lineCounts)
      shards.append(scanned)
    }
    // The summary lines: the same run, apart from the shard and what it counts of itself.
    var summaryTexts: [Substring] = []
    var prefixes: [Substring] = []
    var comparedPrefixes: [Substring] = []
    var digests: [String?] = []
    for summary in summaries {
      let line = summary.text[...]
      // Found when the rest was split off.
      guard let start = line.range(of: "\"summary\":") else { continue }
      summaryTexts.append(line[start.upperBound...].dropLast())
      // What the shard counts of itself and the input's digest differ from what the others
      // say or are compared apart; the run member is compared, then left out of the merged line.
      var prefix = ReportMerger.withoutShard(line[..<start.upperBound], format: .ndjson)
      let digestName = "\"" + ReportMerger.inputDigestKey + "\""
      digests.append(ReportHeadDifference.members(of: prefix[...]).first { $0.name == digestName }?.value)
      for key in [ShardLineCounts.key, ShardLineCounts.rowsWithoutLinesKey, ReportMerger.inputDigestKey] {
        prefix = ReportHeadDifference.removingMember(key, from: prefix[...])
      }
      comparedPrefixes.append(prefix[...])
      prefixes.append(ReportHeadDifference.removingMember(ReportMerger.runKey, from: prefix[...])[...])
    }
    for (offset, prefix) in comparedPrefixes.enumerated() where prefix != comparedPrefixes[0] {
      throw ReportMerger.differentHeads(
        comparedPrefixes[0], prefix, first: names[0], report: names[offset], part: "summary line's head")
    }
    try ReportMerger.checkInputDigests(digests, names: names)
    if let positionError { throw positionError }
    // The run numbers its rows 0, 1, 2, … and every row is a result of one shard, so the
    // positions of all shards together are 0 to the number of rows − 1: those of the result
    // lines, and those of the rows no line holds (a spoken text is not laid out), which each
    // shard counts in its summary line (A61-7: they were left out, so every later position was
    // "past the run's rows").
    var rows = positions.count
    for declared in declaredCounts {
      let (sum, overflow) = rows.addingReportingOverflow(declared.rowsWithoutLines)
      rows = overflow ? Int.max : sum
    }
    if let largest = positions.largest, largest >= rows {
      // A shard that lost or gained result lines is named first (A54-2).
      for (declared, counted) in zip(declaredCounts, counted) { try declared.checkResults(counted.results) }
      // So is a shard whose rows without a line were not counted as written, which left out
      // the positions of its spoken texts.
      for (offset, text) in summaryTexts.enumerated() {
        try ReportMerger.checkRows(
          try ShardSummary(text, report: names[offset]).rows, results: shards[offset].results,
          rowsWithoutLines: declaredCounts[offset].rowsWithoutLines, report: names[offset])
      }
      for (offset, source) in sources.enumerated() {
        guard let place = try Self.firstPosition(atLeast: rows, in: source, name: names[offset]) else {
          continue
        }
        throw .malformed(
          report: names[offset],
          reason:
            "a result's position (\"\(ReportMerger.positionKey)\") is \(place.position) at line \(place.line), "
            + "past the run's \(rows) row\(rows == 1 ? "" : "s") (positions 0 to \(rows - 1))")
      }
    }
    if let incomplete { throw incomplete }
    let summary = try ReportMerger.addedUp(
      summaryTexts, names: names, results: shards.map(\.results),
      rowsWithoutLines: declaredCounts.map(\.rowsWithoutLines))
    if let restDiffers {
      throw .differentRuns(first: names[0], report: names[restDiffers], part: "list of read problems")
    }
    summaryLine = String(prefixes[0]) + summary + firstRest + "\n"
    firstSummaryLine = summaries[0].text.dropLast() + firstRest
    for (declared, counted) in zip(declaredCounts, counted) { try declared.check(counted) }
    for case let error? in syntaxErrors { throw error }
    if let memberError { throw memberError }
    if let recordError { throw recordError }
  }

  /// Writes the merged report, in pieces of about ``pieceSize`` bytes, to `emit`.
  ///
  /// - Throws: ``ReportMergeError/unreadable(report:reason:)`` when a shard cannot be read
  ///   again, or no longer holds what the first reading found (it changed in between: a line
  ///   that is no longer a result, problem or source finding, a result line at another place
  ///   or position, or a source whose ``ReportSource/checkUnchanged()`` throws after the
  ///   last reading), before the summary line is handed to `emit`.
  public func write(_ emit: ([UInt8]) -> Void) throws(ReportMergeError) {
    let pieceSize = max(1, pieceSize)
    var output: [UInt8] = []
    output.reserveCapacity(pieceSize + (1 << 16))
    // A shard's controls and bidirectional characters written raw (by an older TypeFit, or by
    // hand) come out escaped as a report writes them (``JSONValue/appendEscapingControls(_:to:)``).
    var escaped: [UInt8] = []
    func emitEscaped() {
      escaped.removeAll(keepingCapacity: true)
      JSONValue.appendEscapingControls(output, to: &escaped)
      emit(escaped)
    }
    func flushIfFull() {
      guard output.count >= pieceSize else { return }
      emitEscaped()
      output.removeAll(keepingCapacity: true)
    }
    func changed(_ shard: Int) -> ReportMergeError {
      .unreadable(report: names[shard], reason: "it changed while it was being merged")
    }
    var readers = shards.indices.map { ReportLineReader(shards[$0].source, report: names[$0]) }
    var digests = shards.map { _ in Hasher() }
    /// The shard's next result line and its position, or `nil` after its last. Every line is
    /// a result, a problem or a source finding, and the results' lines and positions are those
    /// the first reading found (``Scanned/resultDigest``), or the shard changed in between.
    func nextResult(_ shard: Int) throws(ReportMergeError) -> (position: Int, line: ReportLineReader.Line)? {
      while let line = try readers[shard].next(), line.number < shards[shard].summaryNumber {
        if let position = Self.fastPosition(in: line.bytes, start: Self.resultStart) {
          digests[shard].combine(line.number)
          digests[shard].combine(position)
          return (position, line)
        }
        guard
          line.bytes.isEmpty || line.bytes.starts(with: Self.problemPrefix.utf8)
            || line.bytes.starts(with: Self.sourcePrefix.utf8)
        else {
          throw changed(shard)
        }
      }
      guard digests[shard].finalize() == shards[shard].resultDigest else { throw changed(shard) }
      return nil
    }
    var heads: [(position: Int, line: ReportLineReader.Line)?] = []
    for shard in shards.indices { heads.append(try nextResult(shard)) }
    var written = [Int](repeating: 0, count: shards.count)
    while true {
      var next: Int?
      for (shard, head) in heads.enumerated() {
        guard let head else { continue }
        if let best = next, let bestHead = heads[best], bestHead.position <= head.position { continue }
        next = shard
      }
      guard let shard = next, let position = heads[shard]?.position else { break }
      written[shard] += 1
      // The result's lines, one after the other in its shard.
      while let head = heads[shard], head.position == position {
        Self.appendWithoutPosition(head.line.bytes, kept: Self.resultPrefix.utf8.count, to: &output)
        heads[shard] = nil
        heads[shard] = try nextResult(shard)
        flushIfFull()
      }
    }
    for shard in shards.indices where written[shard] != shards[shard].results { throw changed(shard) }
    let ranked = problems.sorted { $0.rank.precedes($1.rank) }
    let marker = Array("\"\(ReportMerger.systemControlKey)\":true,".utf8)
    for problem in ranked {
      let bytes = try readers[problem.shard].bytes(at: problem.offset, count: problem.count)
      guard Self.fastPosition(in: bytes[...], start: Self.problemStart) != nil else {
        throw changed(problem.shard)
      }
      Self.appendWithoutPosition(
        bytes[...], kept: Self.problemPrefix.utf8.count, dropping: marker, to: &output)
      flushIfFull()
    }
    for (shard, scanned) in shards.enumerated() {
      for line in scanned.sourceLines {
        let bytes = try readers[shard].bytes(at: line.offset, count: line.count)
        guard bytes.starts(with: Self.sourcePrefix.utf8) else { throw changed(shard) }
        output += bytes
        output.append(UInt8(ascii: "\n"))
        flushIfFull()
      }
    }
    // A shard written to in place since it was opened, even with the same bytes where they
    // were read (twelfth attack A2).
    for (shard, scanned) in shards.enumerated() {
      do { try scanned.source.checkUnchanged() } catch { throw changed(shard) }
    }
    output += summaryLine.utf8
    emitEscaped()
  }

  // MARK: Reading lines

  /// The position of a line that starts with `start` (`{"type":"result","index":`), a whole
  /// number that fits an `Int` and a comma; `nil` for any other line.
  static func fastPosition(in line: ArraySlice<UInt8>, start: [UInt8]) -> Int? {
    guard line.starts(with: start) else { return nil }
    var position = 0
    var index = line.startIndex + start.count
    while index < line.endIndex, (0x30...0x39).contains(line[index]) {
      let (times10, overflow) = position.multipliedReportingOverflow(by: 10)
      let (sum, overflowAgain) = times10.addingReportingOverflow(Int(line[index] - 0x30))
      guard !overflow, !overflowAgain else { return nil }
      position = sum
      index += 1
    }
    guard index > line.startIndex + start.count, index < line.endIndex, line[index] == UInt8(ascii: ",")
    else {
      return nil
    }
    return position
  }

  /// Appends `{"type":"result",…` + the line after its position's comma (and after `dropping`
  /// when that follows), and a line feed: the line as an unsharded run writes it.
  private static func appendWithoutPosition(
    _ line: ArraySlice<UInt8>, kept: Int, dropping: [UInt8] = [], to output: inout [UInt8]
  ) {
    output += line.prefix(kept)
    guard var comma = line.dropFirst(kept).firstIndex(of: UInt8(ascii: ",")) else { return }
    comma += 1
    if !dropping.isEmpty, line[comma...].starts(with: dropping) { comma += dropping.count }
    output += line[comma...]
    output.append(UInt8(ascii: "\n"))
  }

  /// The report's last line that is not empty, and its number.
  ///
  /// - Throws: ``ReportMergeError`` for a line ending in CR LF, a line that is not UTF-8, a
  ///   line longer than `maximumLineLength`, or a line after the last summary line that is not
  ///   a line typefit writes (white space, a NUL, other bytes).
  private static func lastLine(
    of source: any ReportSource, name: String, maximumLineLength: Int, limitReason: String?
  ) throws(ReportMergeError) -> (text: String, number: Int) {
    var reader = ReportLineReader(
      source, report: name, maximumLineLength: maximumLineLength, limitReason: limitReason)
    var last: ReportLineReader.Line?
    /// The last summary line's number, and the first line after it, when it is not a line
    /// typefit writes (`{"type":…`): bytes after the end of the report.
    var summaryNumber: Int?
    var after: ReportLineReader.Line?
    while let line = try reader.next() {
      guard !line.bytes.isEmpty else { continue }
      if line.bytes.contains(13) {
        throw .malformed(
          report: name,
          reason: "its lines end in CR LF (converted by an editor or a Git setting?); merge reads reports "
            + "as typefit wrote them, with LF line ends")
      }
      if !line.bytes.allSatisfy({ $0 < 0x80 }), String(validating: line.bytes, as: UTF8.self) == nil {
        throw .unreadable(report: name, reason: "not UTF-8 (line \(line.number))")
      }
      if line.bytes.starts(with: summaryPrefix.utf8) {
        (summaryNumber, after) = (line.number, nil)
      } else if summaryNumber != nil, after == nil, !line.bytes.starts(with: "{\"type\":".utf8) {
        after = line
      }
      last = line
    }
    if let summaryNumber, let after {
      throw .malformed(
        report: name,
        reason: "line \(after.number), after its summary line (line \(summaryNumber)), holds "
          + "\(ReportLineProblem.described(after.bytes)); typefit ends a report with its summary line: remove "
          + "what follows it")
    }
    if let summaryNumber, let last, last.number != summaryNumber {
      throw .malformed(
        report: name,
        reason:
          "its summary line (line \(summaryNumber)) is not its last line: line \(last.number) is after it; "
          + "typefit writes the summary line last")
    }
    guard let last else { return ("", 0) }
    return (String(decoding: last.bytes, as: UTF8.self), last.number)
  }

  /// Whether `line` is one JSON object whose `"type"` is `"summary"`, however it is laid out.
  static func isSummaryLine(_ line: String) -> Bool {
    let root = try? JSONNode.parse(Array(line.utf8), maximumDepth: ReportMerger.maximumNesting)
    return root?["type"]?.string == "summary"
  }

  /// The format of every report from its first bytes: NDJSON, all of them.
  private static func checkFormats(_ sources: [any ReportSource], names: [String]) throws(ReportMergeError) {
    var formats: [ReportFormat] = []
    for (offset, source) in sources.enumerated() {
      let reader = ReportLineReader(source, report: names[offset])
      let opening = try reader.bytes(at: 0, count: min(ReportMerger.openingLength, source.byteCount))
      guard let format = ReportMerger.format(of: String(decoding: opening, as: UTF8.self)) else {
        throw ReportMerger.noFormatError(
          report: names[offset], opening: String(decoding: opening, as: UTF8.self))
      }
      if let first = formats.first, format != first {
        throw .mixedFormats(
          first: names[0], firstFormat: first.rawValue, report: names[offset], format: format.rawValue)
      }
      formats.append(format)
    }
    if formats[0] == .sarif { throw .sarifNotMergeable(report: names[0]) }
    guard formats[0] == .ndjson else {
      throw .mixedFormats(
        first: names[0], firstFormat: formats[0].rawValue, report: "this merge", format: "ndjson")
    }
  }

  /// Whether any line of the report holds `pattern`.
  private static func contains(_ pattern: [UInt8], in source: any ReportSource, name: String)
    throws(ReportMergeError)
    -> Bool
  {
    var reader = ReportLineReader(source, report: name)
    while let line = try reader.next() {
      var index = line.bytes.startIndex
      while let start = line.bytes[index...].firstIndex(of: pattern[0]) {
        if line.bytes[start...].starts(with: pattern) { return true }
        index = start + 1
      }
    }
    return false
  }

  /// The number of the first line of a result at `position` (for a message).
  private static func firstLine(holding position: Int, in source: any ReportSource, name: String)
    throws(ReportMergeError) -> Int
  {
    var reader = ReportLineReader(source, report: name)
    while let line = try reader.next() {
      if fastPosition(in: line.bytes, start: resultStart) == position { return line.number }
    }
    return 0
  }

  /// The first result line whose position is at least `rows` (for a message).
  private static func firstPosition(atLeast rows: Int, in source: any ReportSource, name: String)
    throws(ReportMergeError) -> (position: Int, line: Int)?
  {
    var reader = ReportLineReader(source, report: name)
    while let line = try reader.next() {
      if let position = fastPosition(in: line.bytes, start: resultStart), position >= rows {
        return (position, line.number)
      }
    }
    return nil
  }
}
