import Foundation
import TypeFit

/// `typefit merge`: joins the JSON or NDJSON reports of a sharded check
/// (`typefit check --shard K/N`) into the report of the whole check.
enum MergeCommand: CLICommand {
  static let name = "merge"
  static let abstract =
    "Merge the JSON or NDJSON reports of the shards of one check (SARIF uploads per shard)."
  static let usage = "typefit merge <reports…> [--output F] [--fail-on LEVEL]"
  static let argumentsHelp = [
    ("<reports…>", "The reports of every shard (check --shard K/N), all JSON or all NDJSON.")
  ]
  static let options: [OptionSpec] = [OutputDestination.option, FailOnThreshold.option]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32 {
    guard !arguments.positionals.isEmpty else {
      throw UsageError("give the reports of the shards to merge")
    }
    if arguments.positionals.contains("-") {
      throw UsageError(
        "merge reads report files, not standard input ('-'): it needs the report of every shard; "
          + "save each shard's report (check --shard K/N --output F) and give the files")
    }
    // Validated before anything is read; the shards' configuration may set it (``threshold``).
    let given = try FailOnThreshold(arguments)
    let output = try OutputDestination(arguments, io: io)
    let names = arguments.positionals
    try reserveDescriptors(forShards: names.count)
    let sources = try names.map { try ReportFileSource(path: $0) }
    let firstFormat = ReportMerger.format(of: try opening(of: sources[0], name: names[0]))
    if firstFormat == .ndjson {
      return try mergeStreaming(sources, names: names, failOn: given, arguments, output: output, io: io)
    }
    try refuseOtherFormats(sources, names: names, firstFormat: firstFormat)
    if let budget = AddressSpaceBudget.current(),
      let refusal = budget.jsonShardsShortfall(bytes: sources.reduce(0) { $0 + $1.byteCount })
    {
      throw UnreadableInputError(refusal)
    }
    let reports = try zip(sources, names).map { try readReport($0, name: $1) }
    let merge: JSONShardMerge
    let counts: [Severity: Int]
    let readErrors: Int
    let nothingChecked: String?
    do {
      merge = try JSONShardMerge(reports, names: names)
      counts = try ReportMerger.findingsBySeverity(in: merge.headAndTail, name: "the merged report")
      readErrors = try ReportMerger.readErrors(in: merge.headAndTail, name: "the merged report")
      nothingChecked = try ReportMerger.nothingChecked(in: merge.headAndTail, name: "the merged report")
    } catch {
      throw UnreadableInputError(error.description)
    }
    let failOn = try threshold(given, arguments, report: reports[0], name: names[0])
    try refuseUnrecordedSeverities(failOn, reports: reports, names: names)
    let stream = try StreamingOutput(path: output.path, io: io)
    merge.write { piece in stream.append { $0 += piece.utf8 } }
    try stream.commit()
    return judged(
      counts: counts, readErrors: readErrors, nothingChecked: nothingChecked, failOn: failOn, io: io)
  }

  /// Descriptors a merge wishes for beyond one per shard: the standard streams, the output's
  /// temporary file and its folder, the ICU files the process may hold, with room to spare.
  static let descriptorsBesideShards = 64

  /// Descriptors a merge cannot do without beyond one per shard (the standard streams, the
  /// output and its folder, ICU's data): a limit this far above the shards is enough, though
  /// ``descriptorsBesideShards`` is asked for when the hard limit allows.
  static let descriptorsAlwaysNeeded = 16

  /// Raises the soft limit of open files (`RLIMIT_NOFILE`) toward the hard limit when the
  /// shards need more (a merge holds every shard open; `--shard` allows 10,000 parts, while the
  /// usual soft limit is 1,024), as any process may (twelfth attack A9). It asks for the shards
  /// plus ``descriptorsBesideShards`` and refuses only below the shards plus
  /// ``descriptorsAlwaysNeeded`` (thirteenth attack A13-22: 3 shards under a limit of 64 were
  /// refused for want of 67).
  ///
  /// - Throws: ``UnreadableInputError`` (exit 3, as `Too many open files` was) naming the count
  ///   and the limit when even the hard limit is too low.
  static func reserveDescriptors(forShards count: Int) throws {
    #if canImport(Glibc)
      let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
      let resource = RLIMIT_NOFILE
    #endif
    var limit = rlimit()
    guard getrlimit(resource, &limit) == 0 else { return }
    let wished = rlim_t(count + descriptorsBesideShards)
    let needed = rlim_t(count + descriptorsAlwaysNeeded)
    guard limit.rlim_cur < wished else { return }  // an unlimited soft limit is the largest value
    let current = limit.rlim_cur
    let hard = limit.rlim_max
    limit.rlim_cur = min(wished, hard)
    if limit.rlim_cur > current, setrlimit(resource, &limit) == 0, limit.rlim_cur >= needed { return }
    if current >= needed { return }
    throw UnreadableInputError(
      "merging \(count) shards keeps each open and needs \(needed) open files, but the limit is \(current) "
        + "(hard limit \(hard)): raise it (ulimit -n \(needed))")
  }

  /// Merges NDJSON shards as they are read (``NDJSONShardMerge``): every shard is checked
  /// first, and only then is the merged report written, as it is made.
  private static func mergeStreaming(
    _ sources: [ReportFileSource], names: [String], failOn given: FailOnThreshold,
    _ arguments: ParsedArguments,
    output: OutputDestination, io: CommandIO
  ) throws -> Int32 {
    let merge: NDJSONShardMerge
    let counts: [Severity: Int]
    let readErrors: Int
    let nothingChecked: String?
    // Under a memory limit, the shards kept open must fit (A39-1), and only lines that fit are
    // read (A38-11).
    let budget = AddressSpaceBudget.current()
    if let refusal = budget?.ndjsonShardsShortfall(count: sources.count) {
      throw UnreadableInputError(refusal)
    }
    do {
      let lineLimit = budget?.mergedLineLimit(below: NDJSONShardMerge.defaultMaximumLineLength)
      merge = try NDJSONShardMerge(
        sources, names: names, maximumLineLength: lineLimit ?? NDJSONShardMerge.defaultMaximumLineLength,
        limitReason: budget.flatMap { budget in
          lineLimit.map { _ in "\(budget.limitName): raise it (\(budget.raise))" }
        },
        admitsSummary: budget.map { budget in
          { lineBytes, shardsLeft in
            budget.mergedSummaryShortfall(lineBytes: lineBytes, shardsLeft: shardsLeft)
          }
        })
      counts = try ReportMerger.findingsBySeverity(in: merge.summaryLine, name: "the merged report")
      readErrors = try ReportMerger.readErrors(in: merge.summaryLine, name: "the merged report")
      nothingChecked = try ReportMerger.nothingChecked(in: merge.summaryLine, name: "the merged report")
    } catch {
      throw UnreadableInputError(error.description)
    }
    let failOn = try threshold(given, arguments, report: merge.firstSummaryLine, name: names[0])
    try refuseUnrecordedSeverities(failOn, reports: [merge.firstSummaryLine], names: names)
    let stream = try StreamingOutput(path: output.path, io: io)
    try writeMerged(merge, to: stream)
    try stream.commit()
    return judged(
      counts: counts, readErrors: readErrors, nothingChecked: nothingChecked, failOn: failOn, io: io)
  }

  /// Writes the merged report to `stream`. A file `--output` is replaced only at the commit, so
  /// the report goes to it as it is made. Standard output, a descriptor or a FIFO would get part
  /// of it before a shard found changed in the writing refuses the merge, so the report goes to
  /// a temporary file first (``MergeSpool``) and is copied on once the merge has succeeded:
  /// the whole report or nothing. When no temporary file can be made or filled (no writable
  /// `TMPDIR`, a full disk), it is written as it is made, and a refusal then says how much of
  /// it the destination got.
  ///
  /// - Parameter makeSpool: makes the temporary file (tests give one that fails).
  /// - Throws: ``UnreadableInputError`` (exit 3) when a shard changed while it was merged;
  ///   ``OutputError`` when the temporary file cannot be read back.
  static func writeMerged(
    _ merge: NDJSONShardMerge, to stream: StreamingOutput, makeSpool: () -> MergeSpool? = { MergeSpool() }
  ) throws {
    if !stream.replacesAtCommit, let spool = makeSpool() {
      do {
        try merge.write { spool.write($0) }
      } catch {
        throw UnreadableInputError(error.description + "; nothing was written to \(stream.destinationName)")
      }
      if spool.failure == nil {
        try spool.copy { bytes in stream.append { $0 += bytes } }
        return
      }
      // The temporary file could not hold the report: written as it is made, below.
    }
    var handedOn = 0
    do {
      try merge.write { bytes in
        handedOn += bytes.count
        stream.append { $0 += bytes }
      }
    } catch {
      guard !stream.replacesAtCommit, handedOn > 0 else { throw UnreadableInputError(error.description) }
      throw UnreadableInputError(
        error.description
          + "; \(stream.destinationName) got the first \(handedOn) bytes of the merged report "
          + "before this was found, without its summary line: discard them")
    }
  }

  /// Refuses, from their first bytes and before any is read whole, the reports that are of no
  /// format or not JSON when the first is JSON, as ``ReportMerger/merge(_:names:)`` would after
  /// reading them: a file that is no report is not held (thirteenth attack A13-3).
  ///
  /// - Throws: ``UnreadableInputError`` (exit 3) with ``ReportMergeError``'s words.
  private static func refuseOtherFormats(
    _ sources: [ReportFileSource], names: [String], firstFormat: ReportFormat?
  ) throws {
    guard let firstFormat else {
      let opening = try opening(of: sources[0], name: names[0])
      throw UnreadableInputError(ReportMerger.noFormatError(report: names[0], opening: opening).description)
    }
    guard firstFormat == .json else { return }
    for (source, name) in zip(sources, names).dropFirst() {
      let opening = try opening(of: source, name: name)
      guard let format = ReportMerger.format(of: opening) else {
        throw UnreadableInputError(ReportMerger.noFormatError(report: name, opening: opening).description)
      }
      if format != .json {
        throw UnreadableInputError(
          ReportMergeError.mixedFormats(
            first: names[0], firstFormat: "json", report: name, format: format.rawValue
          )
          .description)
      }
    }
  }

  /// The first bytes of a report, enough to tell its format (``ReportMerger/format(of:)``).
  private static func opening(of source: ReportFileSource, name: String) throws -> String {
    var bytes: [UInt8] = []
    do {
      try source.read(at: 0, count: min(ReportMerger.openingLength, source.byteCount), into: &bytes)
    } catch {
      throw UnreadableInputError("cannot read report \(name): \(error)")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The exit code of a merged report whose summary counts `counts` findings by severity and
  /// `readErrors` read errors, and says why its run checked nothing (`nothingChecked`), if it did.
  private static func judged(
    counts: [Severity: Int], readErrors: Int, nothingChecked: String?, failOn: FailOnThreshold, io: CommandIO
  ) -> Int32 {
    // A run that checked nothing fails as each of its shards did (exit 3), never a green gate
    // (A68-3).
    if let nothingChecked {
      io.message("Error: nothing was checked: " + nothingChecked)
      return ExitCode.unreadableInput
    }
    // The shards ran with `--fail-on never` so that each writes its report; the merged report
    // is judged as `typefit check` would have judged the whole run: inputs that could not be
    // read fail it (exit 3) whatever `--fail-on` says, so a merge is never a green gate over
    // work that was lost.
    if readErrors > 0 {
      io.message(
        "Error: the merged report counts \(readErrors) read error\(readErrors == 1 ? "" : "s") (inputs or entries "
          + "that could not be read; see its problems), as the shards' exit code 3 said")
      return ExitCode.unreadableInput
    }
    return failOn.exitCode(worst: counts.filter { $0.value > 0 }.keys.max())
  }

  /// Refuses a `--fail-on` below the `--min-severity` the shards ran with: findings less severe
  /// were never written to their reports, so the merge cannot count them, and passing would
  /// be a green gate over findings nobody looked at (eighth attack F7). The shards agree on
  /// their `--min-severity` (``ReportMerger/merge(_:names:)`` refuses reports of different
  /// runs), so the first report tells.
  ///
  /// - Throws: ``UsageError`` (exit 2) saying how to run the shards.
  /// The threshold the merge judges by: `--fail-on` when given, else the `failOn` of the
  /// `typefit.json` the shards read (recorded in their settings, so that shards run with
  /// `--fail-on never` are judged as the unsharded check would be: A21-5), else `error`.
  ///
  /// - Throws: ``UnreadableInputError`` when the recorded value is not one TypeFit writes.
  static func threshold(_ given: FailOnThreshold, _ arguments: ParsedArguments, report: String, name: String)
    throws -> FailOnThreshold
  {
    let configured: String?
    do {
      configured = try ReportMerger.configuredFailOn(in: report, name: name)
    } catch {
      throw UnreadableInputError(error.description)
    }
    guard let configured else { return given }
    return try FailOnThreshold(arguments, configured: configured)
  }

  static func refuseUnrecordedSeverities(_ failOn: FailOnThreshold, reports: [String], names: [String]) throws
  {
    guard let threshold = failOn.minimum, let first = reports.first else { return }
    let recorded: Severity?
    do {
      recorded = try ReportMerger.minimumSeverity(in: first, name: names.first ?? "report 1")
    } catch {
      throw UnreadableInputError(error.description)
    }
    guard let recorded, recorded > threshold else { return }
    let lower = Severity.allCases.filter { $0 <= threshold }.sorted(by: >).map {
      "--min-severity \($0.rawValue)"
    }
    throw UsageError(
      "\(failOn.origin) cannot judge these reports: their shards ran with --min-severity "
        + "\(recorded.rawValue), so findings below \(recorded.rawValue) were never recorded. Run the shards with "
        + "--min-severity at or below --fail-on (\(lower.joined(separator: " or "))), or merge with --fail-on "
        + "\(recorded.rawValue)")
  }

  /// The largest JSON report read, in bytes (1 GiB): a merge of JSON reports holds every report
  /// in memory (NDJSON shards are merged as they are read, of any size).
  static let maximumReportSize = 1 << 30

  /// The bytes a JSON report is read in, each piece scanned (``JSONShardPaddingScan``) before
  /// the next is read: 1 MiB.
  static let readPieceSize = 1 << 20

  /// A JSON report's text, read from the file ``ReportFileSource`` opened (so a name replaced
  /// after the opening is not read): at most ``maximumReportSize`` bytes, in UTF-8. It is read
  /// ``readPieceSize`` bytes at a time and refused at the first run of padding or overlong
  /// string (``JSONShardPaddingScan``), so a padded file is held only up to there (thirteenth
  /// attack A13-3).
  ///
  /// - Throws: ``UnreadableInputError`` naming the file and what is wrong.
  static func readReport(_ source: ReportFileSource, name: String) throws -> String {
    // `name` is escaped with the whole message by the `typefit` command.
    guard source.byteCount <= maximumReportSize else {
      throw UnreadableInputError("cannot read report \(name): larger than 1 GiB")
    }
    var bytes: [UInt8] = []
    // Reserved whole, as before: only the pages written, the pieces read, take memory.
    bytes.reserveCapacity(source.byteCount)
    var scan = JSONShardPaddingScan()
    while bytes.count < source.byteCount {
      let start = bytes.count
      do {
        try source.read(at: start, count: min(readPieceSize, source.byteCount - start), into: &bytes)
      } catch {
        throw UnreadableInputError("cannot read report \(name): \(error)")
      }
      if let problem = bytes.withUnsafeBytes({ scan.scan(UnsafeRawBufferPointer(rebasing: $0[start...])) }) {
        throw UnreadableInputError("\(name) is malformed: \(problem)")
      }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw UnreadableInputError("cannot read report \(name): not UTF-8")
    }
    return text
  }
}
