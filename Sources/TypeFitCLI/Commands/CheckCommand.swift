import Foundation
import TypeFit
import TypeFitInput

/// `typefit check`: every string of every localization file, in every locale, at every
/// requested category, as a list row; findings in text, JSON, NDJSON, SARIF, JUnit or HTML.
enum CheckCommand: CLICommand {
  static let name = "check"
  static let needsWorkRoom = true
  static let abstract = "Check every localized string as a list row at every Dynamic Type size."
  static let usage =
    "typefit check <paths…> [--config F] [--device NAME | --width PT] [--list-style S] [--platform P] "
    + "[--categories RANGE] [--locales L,…] [--title-lines N] [--subtitle-lines N] "
    + "[--format text|json|ndjson|sarif|junit|xcode|github|html] [--output F] [--min-severity note|warning|error] "
    + "[--fail-on error|warning|never] [--shard K/N] [--max-row-layouts N]"
  static let argumentsHelp = [
    (
      "<paths…>",
      "Localization files or folders (\(LocalizationFormat.writtenList)); "
        + "the .swift files under them are read for the app's rows (unless --no-discovery), and a string no row "
        + "names is checked as a label or prose."
    )
  ]
  static let options: [OptionSpec] =
    [
      OptionSpec(
        "config", value: "F",
        help:
          "Configuration file (default: the nearest typefit.json in an input's folder or its parents up to the "
          + "repository root, or in the input's folder alone outside a repository; else in the current directory)."
      ),
      OptionSpec("locales", value: "L,…", help: "Only these locales (comma-separated)."),
    ] + LayoutOptions.options + RowOptions.lineLimitOptions + [
      OptionSpec(
        "format", value: "F", help: "text (default), json, ndjson, sarif, junit, xcode, github or html."),
      OutputDestination.option, minSeverityOption, FailOnThreshold.option,
      OptionSpec("threads", value: "N", help: "Worker threads (default: all cores)."),
      OptionSpec(
        "max-row-layouts", value: "N",
        help:
          "Refuse a run that would lay out more than N row layouts, rows × layout contexts × categories, a row counting once for each 48 bytes of its text, and again for each other value it is laid out with (default 5000000; only the command line sets it)."
      ),
      OptionSpec(
        "shard", value: "K/N",
        help: "Check only part K of N (rows split by a stable hash of the key); join with typefit merge."),
      OptionSpec(
        "quiet",
        help:
          "No progress on standard error, nor the note that no Swift sources were read (the report still says it)."
      ),
      OptionSpec(
        "no-discovery",
        help:
          "Do not read the Swift sources under the paths for the rows the app has (see Docs/RowDiscovery.md)."
      ),
      OptionSpec(
        "stdin-name", value: "NAME",
        help:
          "With '-' as a path: the file name standard input stands for (its format and locale), such as de.lproj/Localizable.strings."
      ),
      OptionSpec(
        "follow-external-links",
        help:
          "Follow symbolic links whose target is outside the given paths (default: report and skip them); /proc and /sys are never entered."
      ),
    ] + FontSelection.options

  /// `--min-severity`: the least severe finding reports contain.
  /// The most read errors a run lists on standard error, one line each; the rest are counted
  /// in one line. Each file lists at most 100 of its own, but 5,000 files of bad entries (15 MB)
  /// put 505,002 lines (49 MB) on standard error, more than a CI log shows (the fifteenth
  /// attack's A15-11). The report's `diagnostics` (JSON, NDJSON, SARIF) list the first thousand.
  static let maximumListedErrors = ListedLines.defaultMaximum

  /// Lists the first ``maximumListedErrors`` errors of `diagnostics` on standard error, then
  /// how many more there are and in how many files. `unlisted` errors more are in no report
  /// either (past ``RunDiagnostics/listedPerSeverity``, A38-10, or past a file's 100, A40-6):
  /// then the files are not counted.
  static func listErrors(_ diagnostics: [LocalizationDiagnostic], unlisted: Int = 0, io: CommandIO) {
    var lines = ListedLines(maximum: maximumListedErrors)
    for diagnostic in diagnostics where diagnostic.severity == .error {
      lines.list(
        "Error: \(diagnostic.description)" + optionNamedPathHint(diagnostic), file: diagnostic.file, io: io)
    }
    if unlisted > 0 {
      io.message(
        "Error: and \(lines.notListed + unlisted) more read errors, not listed here; a JSON, NDJSON or "
          + "SARIF report lists more of them and counts them all")
      return
    }
    guard let remainder = lines.remainder("read error", "read errors") else { return }
    io.message("Error: \(remainder), not listed here; a JSON, NDJSON or SARIF report has them all")
  }

  /// What standard error adds to a missing input named like an option, which only `--` lets
  /// through (`check -- S --format json`): ` (after --, every argument is a path: put options
  /// before --)` (a fresh user's U54-7); empty for any other problem. The report keeps the
  /// walker's message as it is: commands match it as the sign of a missing input.
  static func optionNamedPathHint(_ diagnostic: LocalizationDiagnostic) -> String {
    guard diagnostic.kind == .unreadableFile, diagnostic.message == FileSystemPath.noSuchFile,
      diagnostic.file.hasPrefix("-"), diagnostic.file != "-"
    else { return "" }
    return " (after --, every argument is a path: put options before --)"
  }

  /// The report's warnings of links out of the input not followed (`externalLink`: a folder
  /// or a localization file), but those the Swift walker wrote already (a `.swift` file).
  static func linkWarnings(_ diagnostics: [LocalizationDiagnostic], warnedPaths: Set<String>)
    -> [LocalizationDiagnostic]
  {
    diagnostics.filter {
      $0.kind == .externalLink && $0.severity == .warning
        && !warnedPaths.contains(SourceDiscovery.warnedPath($0.file, $0.message))
    }
  }

  /// Writes `warnings` (``linkWarnings(_:warnedPaths:)``) on standard error at their paths, as
  /// the report has them (twenty-ninth attack A29-4: a folder link's came from the Swift walker
  /// at a made-up `:1:1`, a file link's not at all); the first 200, then one line counting the
  /// rest.
  static func listLinkWarnings(_ warnings: [LocalizationDiagnostic], io: CommandIO) {
    var lines = ListedLines()
    for warning in warnings {
      lines.list("Warning: \(warning.description)", file: warning.file, io: io)
    }
    guard let remainder = lines.remainder("link warning", "link warnings") else { return }
    io.message("Warning: \(remainder), not listed here; a JSON, NDJSON or SARIF report has them all")
  }

  static let minSeverityOption = OptionSpec(
    "min-severity", value: "LEVEL",
    help:
      "Report findings at least this severe: note, warning or error (default note; warning for sarif, "
      + "github and xcode).")

  /// The least severity reports contain: `--min-severity`, else warning for SARIF (code
  /// scanning shows notes as clutter and caps a run at 25,000 results) and for the `github` and
  /// `xcode` annotations (GitHub shows 10 of each level per step, Xcode lists every note as an
  /// issue: fresh23 F23-7, 70 notes of 81 lines), and note otherwise.
  ///
  /// - Throws: ``UsageError`` for another value.
  static func minimumSeverity(_ arguments: ParsedArguments, format: String) throws -> Severity {
    let fallback = ["sarif", "github", "xcode"].contains(format) ? "warning" : "note"
    let choice = try arguments.choice(
      minSeverityOption.name, from: ["note", "warning", "error"], default: fallback)
    return Severity(rawValue: choice)!
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32 {
    // An invalid --format first: with no path left, its value is likely the path it took (a
    // fresh user's U55-11: `check --format ./-o.xcstrings` said only that no path was given).
    let format: String
    do {
      format = try arguments.choice("format", from: CheckOutput.formatNames, default: "text")
    } catch let error as UsageError {
      guard arguments.positionals.isEmpty, let value = arguments.value("format"),
        FileSystemPath.kindNotFollowing(value) != nil
      else { throw error }
      throw UsageError(
        "\(error.message); '\(TerminalText.escaped(value))' is a file or folder here, taken as --format's value: "
          + "give --format a format, then the paths")
    }
    guard !arguments.positionals.isEmpty else {
      throw UsageError("give at least one file or folder to check")
    }
    var failOn = try FailOnThreshold(arguments)
    if let name = arguments.value("stdin-name"), BytePath.endsWithSlash(name) {
      // `x/L.strings/` names a folder: the comparison with --output (which the kernel would
      // make on `x/L.strings`) must not be dodged by the spelling.
      throw UsageError(
        "--stdin-name \(TerminalText.escaped(name)) ends with '/', so it names a folder; give the file's name "
          + "without the trailing '/'")
    }
    try OutputDestination.refuseAmongInputs(arguments)
    if arguments.value("stdin-name") != nil, !arguments.positionals.contains("-") {
      throw UsageError(
        "--stdin-name names the file standard input stands for, but no path is '-'; "
          + "add - to the paths to read standard input, or leave --stdin-name out")
    }
    let standardInput = arguments.positionals.contains("-") ? try readStandardInput(arguments, io: io) : nil
    let minimumSeverity = try minimumSeverity(arguments, format: format)
    let (configuration, configurationFile, configurationHash) = try loadConfiguration(arguments, io: io)
    try OutputDestination.refuseAmongInputs(arguments, alsoReading: configurationFile.map { [$0] } ?? [])
    if let configurationFile, !["text", "json", "html"].contains(format) {
      // The text, JSON and HTML reports name the file in their header; the others cannot.
      noteConfiguration(configurationFile, arguments, io: io)
    }
    for note in configuration.notes { io.message("Note: \(note)") }
    // The file's `failOn` sets the threshold unless `--fail-on` is given (the twentieth
    // attack's A20-1: it was validated, then ignored).
    if let configured = configuration.failOn {
      failOn = try FailOnThreshold(arguments, configured: configured)
    }
    let contexts = try CheckContexts.contexts(arguments, configuration: configuration)
    let categories = try LayoutOptions.categories(arguments, default: configuration.categories)
    var planConfiguration = configuration
    if let locales = try localeList(arguments) {
      planConfiguration.locales = locales
      // A warning about one names no place in the configuration file (A76-2).
      planConfiguration.locations?.localesGivenElsewhere()
    }
    let limits = try RowOptions.lineLimits(arguments)
    let fonts = try FontSelection.definition(arguments)
    // The stack's font files are read too: `--output` must not name one. So are the files the
    // walks find below the inputs, by their real paths: a table or source read through a link
    // (with `--follow-external-links`, also from outside the inputs).
    let walked = FilesBelowInputs.list(
      arguments, localizationFiles: true, swiftSources: !arguments.flag("no-discovery"),
      followsExternalLinks: arguments.flag("follow-external-links"))
    try OutputDestination.refuseAmongInputs(
      arguments, alsoReading: (configurationFile.map { [$0] } ?? []) + walked, fonts: fonts)
    let engine = try EngineCache().engine(for: fonts)
    var threads = try arguments.int("threads", in: 1...1024)
    // Only the command line sets it: in CI the repository, and so `typefit.json`, is the
    // attacker's (thirteenth attack A13-12).
    let maximumRowLayouts =
      try arguments.int("max-row-layouts", in: 1...1_000_000_000_000) ?? CheckSession.defaultMaximumRowLayouts
    // Under `ulimit -v` or `ulimit -d`, the run takes no more than the limit leaves once the
    // fonts are loaded: fewer threads, a file too large to read whole refused, the reading
    // stopped before rows the report could not hold; and no run at all when the work does not
    // fit (an allocation that fails inside Swift ends the process: the fourteenth attack's A14-10).
    let budget = AddressSpaceBudget.current()
    if let budget {
      let fit = budget.threadsFitting(wanted: threads ?? ProcessInfo.processInfo.activeProcessorCount)
      if let refusal = fit.refusal {
        io.message("Error: \(refusal)")
        return ExitCode.unreadableInput
      }
      // The configuration's patterns are compiled into automata when the run starts (A43-10).
      let patternBytes =
        configuration.ignore.reduce(0) { $0 + $1.pattern.utf8.count }
        + configuration.rows.reduce(0) { $0 + ($1.match?.pattern.utf8.count ?? 0) }
      if let refusal = budget.patternShortfall(bytes: patternBytes) {
        io.message("Error: \(refusal)")
        return ExitCode.unreadableInput
      }
      if let note = fit.note {
        io.message("Note: \(note)")
        threads = fit.threads
      }
    }
    let shard = try arguments.value("shard").map { text in
      do { return try Shard(parsing: text) } catch { throw UsageError("--shard: \(error)") }
    }
    var readOptions = LocalizationReadOptions()
    if let language = configuration.developmentLanguage {
      // Android's unqualified `values` folder holds the default resources, as `Base.lproj` and a
      // catalog's source language do (thirteenth attack A13-29: it stayed `en`).
      readOptions.developmentLanguage = language
      readOptions.androidDefaultLocale = language
    }
    if let states = configuration.states {
      readOptions.includedStates = Set(states.map { TranslationState(rawValue: $0) })
    }
    var walker = LocalizationFileWalker(followsExternalLinks: arguments.flag("follow-external-links"))
    // A `typefit.json` inside an input that this run passes over is named (`check .` with
    // `App/typefit.json`), unless `--config` chose the file.
    walker.warnsOfUnappliedConfigurations = arguments.value("config") == nil
    walker.appliedConfiguration = configurationFile.flatMap(FileSystemPath.resolved)
    var reader = LocalizationReader(options: readOptions, walker: walker)
    // A plural form the language never shows (`few` under `en`) is dead text, not a layout (A26-9);
    // a form's integers show a count it stands for (Russian `one`: 1,231, not only 1; A31-1).
    let pluralRules = LanguagePluralRules(
      { PluralCategories.of($0) }, counts: { PluralCounts.nearest($1, in: $0, to: $2) })
    reader.pluralRules = pluralRules
    if let budget {
      // A file is admitted (or refused) once for the run, though it is read twice (A37-4).
      let admissions = AdmissionMemo()
      reader.admitsFile = { path, bytes, format in
        admissions.answer("file", path: path) {
          budget.fileShortfall(
            path: path, bytes: bytes, isXML: AddressSpaceBudget.readsAsXML(format))
        }
      }
      reader.admitsXMLTree = { path, bytes, startTags in
        admissions.answer("tree", path: path) {
          budget.xmlTreeShortfall(path: path, bytes: bytes, startTags: startTags)
        }
      }
      reader.admitsFiles = { count in budget.filesShortfall(count: count) }
      reader.admitsEntries = { path, bytes, textBytes, entries in
        admissions.answer("entries", path: path) {
          budget.entryShortfall(path: path, bytes: bytes, textBytes: textBytes, entries: entries)
        }
      }
    }
    var session = CheckSession(
      reader: reader,
      planner: RowPlanner(
        configuration: planConfiguration,
        filler: FormatArgumentFiller(
          samples: FormatSampleValues(configuration.formatArguments), pluralRules: pluralRules),
        overrides: RowRule(titleLines: limits.title, subtitleLines: limits.subtitle)),
      checker: BatchChecker(
        measurer: TextEngineMeasurer(engine: engine), contexts: contexts, categories: categories,
        threadCount: threads),
      policy: FindingPolicy(levels: configuration.rules, minimumSeverity: minimumSeverity),
      shard: shard)
    if let budget {
      // The strings of the first read are read again rather than kept (up to 64 MiB).
      session.recordingByteLimit = 0
      session.admitsRows = { rowsBefore, chunkRows, findingsBefore in
        budget.rowShortfall(rowsChecked: rowsBefore, chunkRows: chunkRows, findingsKept: findingsBefore)
      }
    }
    session.maximumRowLayouts = maximumRowLayouts
    // The warnings about paths the Swift walker wrote on standard error, not written again.
    var warnedPaths = Set<String>()
    // Row discovery found no `.swift` file and the configuration names no rows: said once, on
    // standard error and in the summary.
    var noSwiftSources = false
    if !arguments.flag("no-discovery") {
      let discovered = SourceDiscovery.discover(
        in: arguments.positionals, components: configuration.rowComponents,
        configuredRows: planConfiguration.rows,
        configurationFile: planConfiguration.warningsFile,
        followsExternalLinks: arguments.flag("follow-external-links"),
        budget: budget, io: io)
      session.planner.discoveredRows = discovered.rows
      session.planner.keyRoles = DiscoveredKeyRoles(discovered.keyRoles)
      session.sourceFindings = discovered.findings
      session.discoveryDiagnostics = discovered.diagnostics
      warnedPaths = discovered.warnedPaths
      // Not said when the configuration gives rows itself (its `rows`, or `defaultRole`): the
      // bundled example names its rows in typefit.json and has no Swift.
      noSwiftSources =
        discovered.foundNoFile && planConfiguration.rows.isEmpty && planConfiguration.defaultRole == nil
    }
    let output = try StreamingOutput(path: arguments.value(OutputDestination.option.name), io: io)
    var info = CheckRunInfo(
      toolVersion: TypeFitTool.version, inputs: arguments.positionals,
      fontStack: engine.stack.definition.name,
      fontFaces: engine.stack.faceSummaries(countingCodePoints: false).map {
        "\($0.family) \($0.weight.name): \($0.path)"
      },
      profileID: contexts[0].profile.id, contexts: contexts, categories: categories,
      configurationFile: configurationFile, minimumSeverity: minimumSeverity, shard: shard)
    // Only shards are merged, so only a sharded run reads every font file to digest it (76.6 MB
    // of mapped system fonts here: 64.7 M instructions, and 57 MB more resident): the merge
    // compares the shards' digests and leaves them out of the merged report, as the unsharded
    // run writes none.
    if shard != nil { info.fontFileDigests = engine.stack.fileDigests() }
    info.settings = try resultSettings(
      arguments, configurationHash: configurationHash, configuredFailOn: configuration.failOn)
    info.failingSeverity = failOn.minimum
    var report = try CheckOutput(
      format: format, color: output.isTerminal, engine: engine, contexts: contexts,
      standardInputName: standardInput?.name)
    session.checker.layoutRetention = report.layoutRetention
    output.writtenArrays = report.byteArrays
    // A note's layout is not kept when the report leaves notes out (SARIF's default floor).
    session.checker.reportedFindings = session.policy.reportedFindings
    output.write(report.begin(info))
    session.reader.standardInput = standardInput.map { ($0.name, $0.bytes) }
    session.reader.standardInputProblem = standardInput?.problem
    let paths = arguments.positionals.map { $0 == "-" ? session.reader.standardInput?.name ?? $0 : $0 }
    let progress = CheckProgress(io: io, enabled: io.stderrIsTerminal && !arguments.flag("quiet"))
    if progress.isEnabled {
      // Only on a terminal: read and plan once to know the total (no layout), for done/total
      // and the time left.
      io.err("typefit: counting rows…")
      progress.begin(total: session.plannedRowCount(paths: paths))
    }
    var worst: Severity? = nil
    // A format that can has each result's text made on the worker that checked it, on all
    // cores; this thread writes the bytes in input order. On one thread the worker is this
    // thread: the text is made where it is written, in the output's buffer, without an array
    // per result to copy from (NDJSON: about 15 KB a result).
    let resultBytes = session.checker.workerCount > 1 ? report.resultBytes : nil
    let summary: CheckSummary
    do {
      summary = try session.run(
        paths: paths, progress: progress.update, finishing: { result in resultBytes?(&result) },
        emit: { result, bytes in
          report.write(result, bytes: bytes, to: output)
          try output.stopIfFailed()
          if let severity = result.worstSeverity { worst = max(worst ?? severity, severity) }
        })
    } catch let error as CheckError {
      guard case .rowLayoutLimitExceeded = error else { throw error }
      // A run the command line can allow (`--max-row-layouts`): exit 2, without the usage line.
      // A report file is not committed (its temporary file goes with `output`).
      progress.finish()
      io.message("Error: \(error)")
      return ExitCode.usage
    }
    progress.finish()
    if let severity = summary.worstSourceSeverity { worst = max(worst ?? severity, severity) }
    // `--fail-on` judges every finding, also those below `--min-severity` that the report
    // leaves out: a display filter must not turn a failing check green.
    let hiddenFailing = failOn.hiddenFailing(summary.findingsBelowMinimumSeverity)
    if let severity = hiddenFailing.map(\.severity).max() { worst = max(worst ?? severity, severity) }
    // The links out of the input not followed, on standard error as in the report (A29-4);
    // not again among the warnings of a run that checked nothing.
    let linkWarnings = Self.linkWarnings(summary.diagnostics, warnedPaths: warnedPaths)
    for warning in linkWarnings {
      warnedPaths.insert(SourceDiscovery.warnedPath(warning.file, warning.message))
    }
    // A run that checked nothing says why in the report too, not "No findings." (fresh21 F21-1).
    let nothingChecked = NothingChecked(
      summary, inputs: arguments.positionals, states: configuration.states,
      localesAsked: !planConfiguration.locales.isEmpty, warnedPaths: warnedPaths)
    var finished = summary
    finished.nothingChecked = nothingChecked?.reason
    // The reason is the report's `Nothing was checked:` line; the warning it restates (a locale
    // asked for that is in no input) is not listed again among the read problems, where it was
    // the third copy of one message (a fresh user's U54-10).
    if let nothingChecked {
      finished.diagnostics.removeAll {
        NothingChecked.runWarningKinds.contains($0.kind) && nothingChecked.restates($0.message)
      }
    }
    if noSwiftSources, nothingChecked == nil {
      let notice = SourceDiscovery.noSwiftSourcesNotice(configured: configurationFile != nil)
      finished.notice = notice
      // The report says it in any case (the `xcode` and `github` formats as an issue without a
      // file, fresh23 F23-3); standard error too unless `--quiet`, which scripts and the tests'
      // exact standard error rely on.
      if !arguments.flag("quiet") { io.message("Note: \(notice)") }
    }
    report.finish(finished, to: output)
    try output.commit()
    Self.listErrors(summary.diagnostics, unlisted: summary.unlistedDiagnostics.errors, io: io)
    Self.listLinkWarnings(linkWarnings, io: io)
    for diagnostic in summary.diagnostics
    where NothingChecked.runWarningKinds.contains(diagnostic.kind)
      && nothingChecked?.restates(diagnostic.message) != true
    {
      // A warning about the configuration file at the line and column of the member it is about,
      // as the reports say it (A76-2); the others by their message, which names their places.
      let aboutFile = diagnostic.hasFile && diagnostic.file == planConfiguration.locations?.file
      io.message("Warning: \(aboutFile ? diagnostic.description : diagnostic.message)")
    }
    if !hiddenFailing.isEmpty {
      io.message("Error: \(failOn.hiddenFailingSentence(hiddenFailing, minimumSeverity: minimumSeverity))")
    }
    if let count = report.sarifResultCount, count > SARIFReportWriter.resultLimit {
      io.message(
        "Warning: the SARIF run has \(count) results; GitHub code scanning accepts at most "
          + "\(SARIFReportWriter.resultLimit) per run. Cut it with --min-severity error, switch rules off or "
          + "re-level them in typefit.json (\"rules\": {\"TF008\": \"off\"}), or check fewer locales "
          + "(--locales).")
    }
    if let nothingChecked {
      nothingChecked.write(to: io)
      return ExitCode.unreadableInput
    }
    if summary.hasReadErrors { return ExitCode.unreadableInput }
    return failOn.exitCode(worst: worst)
  }

  /// `--locales de,fr`: the locales, spaces around each trimmed, spelled as folder names are
  /// read (``LocaleTag/normalized(_:)``: `pt_BR` → `pt-BR`), so each matches its `.lproj`.
  ///
  /// - Throws: ``UsageError`` naming the empty entry (`--locales de,,fr`, `--locales ,`) or an
  ///   entry that is not a language tag (``LocaleTag/isWellFormed(_:)``).
  static func localeList(_ arguments: ParsedArguments) throws -> [String]? {
    guard let text = arguments.value("locales") else { return nil }
    let entries = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    if let empty = entries.firstIndex(of: "") {
      throw UsageError(
        "--locales has an empty entry (entry \(empty + 1) of \(entries.count) in '\(text)'); "
          + "write locales separated by single commas, such as de,fr,pt-BR")
    }
    if let bad = entries.first(where: { !LocaleTag.isWellFormed($0) }) {
      throw UsageError(
        "--locales: \(LocaleTag.refusal(bad, examples: "de or pt-BR")), as the configuration's "
          + "\"locales\" also requires")
    }
    return entries.map(LocaleTag.normalized)
  }

  /// Standard input as the file `--stdin-name` names, read whole as bytes (at most the limit of
  /// a file in that format and one byte, ``LocalizationReader/maximumSize(of:)``: 256 MiB for
  /// `.strings` and `.xcstrings`, 10,000,000 bytes for the XML formats; more is reported by the
  /// reader as an unreadable file, and the rest is never read), and why it could not be read
  /// (`cannot read standard input: Is a directory`), which the reader reports for that file.
  ///
  /// - Throws: ``UsageError`` without `--stdin-name`.
  static func readStandardInput(_ arguments: ParsedArguments, io: CommandIO) throws -> (
    name: String, bytes: [UInt8], problem: String?
  ) {
    guard let name = arguments.value("stdin-name"), !name.isEmpty else {
      throw UsageError(
        "'-' reads the file from standard input: give --stdin-name NAME (such as de.lproj/Localizable.strings) "
          + "so its format and locale are known")
    }
    try refuseStandardInputNameOnDisk(name, paths: arguments.positionals)
    // The bytes as they are (a UTF-16 file stays UTF-16); over the limit, the reader reports the
    // file as unreadable (exit 3) from the limit + 1 bytes read, and the rest is never read.
    let reader = LocalizationReader()
    let format = LocalizationReader.standardInputFormat(named: name)
    var limit = format.map(reader.maximumSize(of:)) ?? reader.maximumFileSize
    // Under a memory limit, no more than reading it whole leaves room for (A46-3).
    let perByte =
      format.map { AddressSpaceBudget.readingBytesPerByte(isXML: AddressSpaceBudget.readsAsXML($0)) }
      ?? (name.hasSuffix(".swift")
        ? AddressSpaceBudget.bytesPerSwiftByte : AddressSpaceBudget.bytesPerFileByte)
    let budget = AddressSpaceBudget.current()
    let fitting = budget?.standardInputBytesFitting(perByte: perByte)
    if let fitting, fitting < limit { limit = fitting }
    do {
      let bytes = try io.readBytes(limit)
      if let budget, let fitting, fitting == limit, bytes.count > fitting {
        return (name, [], budget.standardInputShortfall(bytes: fitting, perByte: perByte))
      }
      // Refused as a file on disk is (``InputFile``; the sixty-ninth attack's A69-2: standard
      // input was never scanned, and three values of 49,000 marks took 22 s).
      if let line = CombiningMarkRun.firstLine(in: bytes) {
        return (name, [], InputFileError.combiningMarkRun(line: line).description)
      }
      return (name, bytes, nil)
    } catch {
      return (name, [], "cannot read standard input: \(error)")
    }
  }

  /// Refuses a `--stdin-name` that is one of the paths read from disk, or lies inside one of the
  /// folders given: standard input would stand for a file the walk also reads (or could read), and
  /// that file's strings would be replaced without a word, or the report would show two files by
  /// one name. Paths are compared made absolute with `.` and `..` removed by name, and again with
  /// links resolved, so `app/../app/de.lproj/Localizable.strings`, an absolute path and a path
  /// through a link to the folder are all caught. Paths are split and compared by bytes
  /// (`BytePath`), as the file system tells its names apart.
  ///
  /// - Throws: ``UsageError`` (exit 2) naming the path read from disk.
  static func refuseStandardInputNameOnDisk(_ name: String, paths: [String]) throws {
    // Relative paths have no absolute form in a working folder `getcwd` cannot name; their
    // real paths, when the kernel finds them, are still compared.
    let named = [WorkingFolder.absolute(name), resolvedPath(name)].compactMap { $0 }
    for path in paths where path != "-" {
      let onDisk = [WorkingFolder.absolute(path), resolvedPath(path)].compactMap { $0 }
      if named.contains(where: { name in onDisk.contains { BytePath.isSame(name, $0) } }) {
        throw UsageError(
          "--stdin-name \(TerminalText.escaped(name)) is also given as a path to read from disk; standard input "
            + "would replace that file and its strings would not be checked. Give standard input a name of its own"
        )
      }
      var info = stat()
      guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
      let inside = onDisk.contains { folder in named.contains { BytePath.isBelow($0, folder) } }
      if inside {
        throw UsageError(
          "--stdin-name \(TerminalText.escaped(name)) is inside the folder \(TerminalText.escaped(path)), which is "
            + "read from disk; standard input would replace a file found there, or be reported as a second file "
            + "by the same name. Give standard input a name outside the folders checked")
      }
    }
  }

  /// `path` with every link resolved: its folder through `realpath`, then its own name, which
  /// need not exist; `nil` when the folder does not exist.
  private static func resolvedPath(_ path: String) -> String? {
    guard let absolute = WorkingFolder.absolute(path) else { return nil }
    guard let real = FileSystemPath.resolved(BytePath.folder(of: absolute)) else { return nil }
    var info = stat()
    let candidate = BytePath.join(real, BytePath.lastName(of: absolute))
    // A link as the last name: where it leads.
    if lstat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
      let target = FileSystemPath.resolved(candidate)
    {
      return target
    }
    return candidate
  }

  /// The options that change results and are not otherwise in a report's head, with the
  /// configuration file's FNV-1a hash: `typefit merge` compares heads, so shards run with
  /// different line limits, overrides, discovery, link following, locales, `--fail-on` or
  /// configuration contents are refused. The configuration's `failOn` is recorded as
  /// ``ReportMerger/configuredFailOnSetting`` for the merge to judge by.
  ///
  /// Values are recorded as the run reads them, not as typed, so two spellings of one run agree:
  /// line limits as decimal numbers (`01` → `1`; `0`, unlimited, as if not given), locales
  /// normalized (``LocaleTag/normalized(_:)``), sorted and each once, overrides by their
  /// constant's name (`verticalmargin=20.0` → `verticalMargin=20`), the last value of a name
  /// given twice, sorted.
  ///
  /// - Throws: ``UsageError`` as the options' own parsers do (the run has read them already).
  static func resultSettings(
    _ arguments: ParsedArguments, configurationHash: String?, configuredFailOn: String? = nil
  ) throws -> [String: String] {
    var settings: [String: String] = [:]
    let limits = try RowOptions.lineLimits(arguments)
    if let title = limits.title { settings["title-lines"] = String(title) }
    if let subtitle = limits.subtitle { settings["subtitle-lines"] = String(subtitle) }
    if let locales = try localeList(arguments) {
      settings["locales"] = Set(locales).sorted().joined(separator: ",")
    }
    if let failOn = arguments.value("fail-on") { settings["fail-on"] = failOn }
    // The file's threshold, even when `--fail-on` overrode it for this run: shards run with
    // `--fail-on never`, and `typefit merge` judges by it when not given `--fail-on` itself
    // (the twenty-first attack's A21-5: the merge judged warnings by its own default, error).
    if let configuredFailOn { settings[ReportMerger.configuredFailOnSetting] = configuredFailOn }
    let overrides = try LayoutOptions.overrides(arguments)
    if !overrides.isEmpty {
      settings["override"] = overrides.sorted { $0.key < $1.key }.map {
        "\($0.key)=\(settingNumber($0.value))"
      }
      .joined(separator: " ")
    }
    for name in ["no-discovery", "follow-external-links"] where arguments.flag(name) {
      settings[name] = "true"
    }
    if let configurationHash { settings["config-fnv1a"] = configurationHash }
    return settings
  }

  /// A checked number as settings record it: whole numbers without a fraction (`20`), others
  /// as Swift writes the shortest exact decimal (`0.5`).
  static func settingNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// `Note: using the configuration PATH` on standard error, when the file was found by the
  /// search rather than given with `--config`; PATH is relative to the current directory when
  /// inside it, as in the reports.
  static func noteConfiguration(_ path: String, _ arguments: ParsedArguments, io: CommandIO) {
    guard arguments.value("config") == nil else { return }
    io.message("Note: using the configuration \(shownPath(path))")
  }

  /// `path` relative to the current directory when inside it, as in the reports.
  static func shownPath(_ path: String) -> String {
    // In a working folder without a name (deleted), paths are shown whole: relative to `""`,
    // `/tmp/x/typefit.json` would read `tmp/x/typefit.json`.
    guard let here = WorkingFolder.path() else { return path }
    let prefix = here.hasSuffix("/") ? here : here + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The configuration from `--config`, else the nearest `typefit.json`
  /// (``ConfigurationLocator``), with the path of the file used and the FNV-1a 64 hash of its
  /// bytes as read, in hex (a report's `config-fnv1a`). The configuration's
  /// ``CheckConfiguration/locations`` name the file as the reports do (``shownPath(_:)``), so its
  /// warnings are at `typefit.json:3:5`, not at the absolute path the search found (A76-2).
  ///
  /// - Throws: ``UsageError`` naming the file and the problem when it is invalid (without the
  ///   usage line: ``UsageError/refusal(_:)``), ``UnreadableInputError`` with the reason when
  ///   it cannot be opened or read or is no regular file (a folder, `/dev/null`).
  static func loadConfiguration(_ arguments: ParsedArguments, io: CommandIO) throws -> (
    configuration: CheckConfiguration, file: String?, fileHash: String?
  ) {
    var path = arguments.value("config")
    if path == nil {
      // An input not read for leading out of its tree (`RepositoryBoundary.inputRefusal`) is not
      // searched for a configuration either: the `typefit.json` behind its link was read, quoted
      // and applied to the other inputs (the seventy-second attack's A72-3).
      let here = WorkingFolder.path()
      let follows = arguments.flag("follow-external-links")
      let found = ConfigurationLocator.locate(
        inputs: arguments.positionals.filter {
          follows || RepositoryBoundary.inputRefusal($0, currentDirectory: here) == nil
        },
        currentDirectory: here)
      for skipped in found.skipped {
        io.message("Warning: \(skipped) links outside the repository; not used as the configuration")
      }
      for skipped in found.skippedIntoGitFolder {
        io.message(
          "Warning: \(skipped) is a symbolic link into a .git folder; not used as the configuration: "
            + VersionControlFolder.reason)
      }
      for misnamed in found.misnamed {
        io.message(
          "Warning: \(TerminalText.escaped(shownPath(misnamed))) is not used as the configuration: its name is "
            + "\(ConfigurationLocator.fileName) but for case. A case-insensitive file system (macOS's default) "
            + "finds it, so a run there may apply it; keep one file, named \(ConfigurationLocator.fileName)")
      }
      if let first = found.path, !found.conflicting.isEmpty {
        let names = ([first] + found.conflicting).map { TerminalText.escaped(shownPath($0)) }
        throw UsageError(
          "the inputs have different configuration files (\(names.joined(separator: ", "))) and one run "
            + "applies one configuration: check each input separately, or pass --config FILE")
      }
      path = found.path
    }
    guard let path else { return (CheckConfiguration(), nil, nil) }
    if arguments.value("config") != nil, let refusal = RepositoryConfinement.refusal(for: path) {
      throw UsageError.refusal("--config \(TerminalText.escaped(path)): \(refusal)")
    }
    // Its patterns are built while it is read (A44-5: 1 MB of them ended `check` and `rows` in a
    // failed allocation under `ulimit -d` 55,000-70,000 before any later check was asked). A file
    // over the size limit is not asked about: the read refuses it for its size from `fstat`,
    // before a byte is read (the sixty-eighth attack's A68-2: a 30 MB one under `ulimit -v
    // 4000000` was refused for memory, "raise it", where raising it only led to the size error).
    var info = stat()
    if let budget = AddressSpaceBudget.current(), stat(path, &info) == 0,
      info.st_size <= CheckConfiguration.maximumFileSize,
      let refusal = budget.configurationShortfall(path: TerminalText.escaped(path), bytes: Int(info.st_size))
    {
      throw UnreadableInputError(refusal)
    }
    do {
      let root = ConfigurationLocator.repositoryRealPath(of: path, currentDirectory: WorkingFolder.path())
      let (loaded, bytes) = try CheckConfiguration.loadWithBytes(contentsOf: path, confinedTo: root)
      var configuration = loaded
      // Its warnings name the file as the reports name the inputs (A76-2).
      configuration.locations?.file = shownPath(path)
      // Hashed from the bytes read, not from a second open of the path (A67-1).
      return (configuration, path, String(StableFingerprint.fnv1a(bytes), radix: 16))
    } catch CheckError.unreadableConfiguration(let file, let message) {
      // Input that could not be read, as an unreadable `--stack` file is: exit 3, no usage line
      // (the eightieth attack's A80-8).
      throw UnreadableInputError("cannot read configuration file \(TerminalText.escaped(file)): \(message)")
    } catch let error as CheckError {
      // The file's own mistake, at its line and column: the command line is well formed, and
      // its usage line (330 characters for `check`) said nothing about it (a fresh user's U54-11).
      throw UsageError.refusal("invalid configuration: \(error)")
    }
  }
}
