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
    let failOn = try FailOnThreshold(arguments)
    let output = try OutputDestination(arguments, io: io)
    let names = arguments.positionals
    try reserveDescriptors(forShards: names.count)
    let sources = try names.map { try ReportFileSource(path: $0) }
    if ReportMerger.format(of: try opening(of: sources[0], name: names[0])) == .ndjson {
      return try mergeStreaming(sources, names: names, failOn: failOn, output: output, io: io)
    }
    let reports = try zip(sources, names).map { try readReport($0, name: $1) }
    let merge: JSONShardMerge
    let counts: [Severity: Int]
    let readErrors: Int
    do {
      merge = try JSONShardMerge(reports, names: names)
      counts = try ReportMerger.findingsBySeverity(in: merge.headAndTail, name: "the merged report")
      readErrors = try ReportMerger.readErrors(in: merge.headAndTail, name: "the merged report")
    } catch {
      throw UnreadableInputError(error.description)
    }
    try refuseUnrecordedSeverities(failOn, reports: reports, names: names)
    let stream = try StreamingOutput(path: output.path, io: io)
    merge.write { piece in stream.append { $0 += piece.utf8 } }
    try stream.commit()
    return judged(counts: counts, readErrors: readErrors, failOn: failOn, io: io)
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
    _ sources: [ReportFileSource], names: [String], failOn: FailOnThreshold, output: OutputDestination,
    io: CommandIO
  ) throws -> Int32 {
    let merge: NDJSONShardMerge
    let counts: [Severity: Int]
    let readErrors: Int
    do {
      merge = try NDJSONShardMerge(sources, names: names)
      counts = try ReportMerger.findingsBySeverity(in: merge.summaryLine, name: "the merged report")
      readErrors = try ReportMerger.readErrors(in: merge.summaryLine, name: "the merged report")
    } catch {
      throw UnreadableInputError(error.description)
    }
    try refuseUnrecordedSeverities(failOn, reports: [merge.firstSummaryLine], names: names)
    let stream = try StreamingOutput(path: output.path, io: io)
    do {
      try merge.write { bytes in stream.append { $0 += bytes } }
    } catch {
      throw UnreadableInputError(error.description)
    }
    try stream.commit()
    return judged(counts: counts, readErrors: readErrors, failOn: failOn, io: io)
  }

  /// The first bytes of a report, enough to tell its format (``ReportMerger/format(of:)``).
  private static func opening(of source: ReportFileSource, name: String) throws -> String {
    var bytes: [UInt8] = []
    do {
      try source.read(at: 0, count: min(16, source.byteCount), into: &bytes)
    } catch {
      throw UnreadableInputError("cannot read report \(name): \(error)")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The exit code of a merged report whose summary counts `counts` findings by severity and
  /// `readErrors` read errors.
  private static func judged(counts: [Severity: Int], readErrors: Int, failOn: FailOnThreshold, io: CommandIO)
    -> Int32
  {
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
      "--fail-on \(threshold.rawValue) cannot judge these reports: their shards ran with --min-severity "
        + "\(recorded.rawValue), so findings below \(recorded.rawValue) were never recorded. Run the shards with "
        + "--min-severity at or below --fail-on (\(lower.joined(separator: " or "))), or merge with --fail-on "
        + "\(recorded.rawValue)")
  }

  /// The largest JSON report read, in bytes (1 GiB): a merge of JSON reports holds every report
  /// in memory (NDJSON shards are merged as they are read, of any size).
  static let maximumReportSize = 1 << 30

  /// A JSON report's text, read from the file ``ReportFileSource`` opened (so a name replaced
  /// after the opening is not read): at most ``maximumReportSize`` bytes, in UTF-8.
  ///
  /// - Throws: ``UnreadableInputError`` naming the file and what is wrong.
  static func readReport(_ source: ReportFileSource, name: String) throws -> String {
    // `name` is escaped with the whole message by the `typefit` command.
    guard source.byteCount <= maximumReportSize else {
      throw UnreadableInputError("cannot read report \(name): larger than 1 GiB")
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(source.byteCount)
    do {
      try source.read(at: 0, count: source.byteCount, into: &bytes)
    } catch {
      throw UnreadableInputError("cannot read report \(name): \(error)")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw UnreadableInputError("cannot read report \(name): not UTF-8")
    }
    return text
  }
}
