import TypeFitConcurrency
import TypeFitDiscovery
import TypeFitLocalization
import TypeFitRow

/// One whole check: read the files, plan rows, check them in parallel, stream the results.
///
/// The work is a pipeline: strings flow from the reader (one String Catalog entry or
/// `.strings` pair at a time) to the planner, and rows go to the checker a chunk at a time
/// (``BatchChecker/chunkSize``), so results are written while the input is still being read
/// and memory holds one file's bytes and two chunks, however many keys there are (plus, when
/// planning needs a first pass, the strings that pass read, up to ``recordingByteLimit``).
/// The chunks are laid out by worker threads that stay up for the run, with no barrier between
/// chunks: while they lay out one chunk, the calling thread writes the results of the one
/// before and reads and plans the next. Results come in input order, the same as reading
/// everything first would give, whatever the thread count.
///
/// A file that cannot be read becomes a diagnostic in the summary and the other files are
/// still checked; nothing read is lost.
public struct CheckSession: Sendable {
  public var reader: LocalizationReader
  public var planner: RowPlanner
  public var checker: BatchChecker
  /// Which findings are reported and at which severity (roles, rule levels, least severity);
  /// applied to every result before it is counted or emitted.
  public var policy: FindingPolicy
  /// The source rules' findings from row discovery (``DiscoveryResult/findings``), reported once
  /// each in the summary after the policy's rule levels and least severity.
  public var sourceFindings: [SourceFinding] = []
  /// Problems row discovery found with the inputs that the localization reader does not see
  /// (a `.swift` file whose name is not UTF-8): reported among the summary's diagnostics, kept
  /// and counted as a report lists them.
  public var discoveryDiagnostics = RunDiagnostics()
  /// Check only the rows of this part of a split (``Shard``), or all rows when `nil`. Every
  /// shard reads and plans the whole input, so read problems and configuration warnings are
  /// the same in each; each checked item carries its ``CheckItem/inputPosition``.
  public var shard: Shard?
  /// The most the strings of the first read may take (estimated in bytes) to be kept for the
  /// second pass instead of reading the input again; 64 MiB by default (about 220,000 strings
  /// of a typical catalog: the 100,000 values of the benchmark's synthetic catalog are
  /// estimated at 28 MiB, and planning them from memory saves parsing the 8.5 MB file again on
  /// the thread that feeds the workers). 0 always reads twice.
  public var recordingByteLimit = 64 << 20
  /// Asked before each chunk of rows goes to the workers, with the rows handed in before it and
  /// the chunk's: a sentence saying why the check stops there (`nil` goes on). A stop ends the
  /// reading: the rows handed in before are checked and reported, and the sentence becomes an
  /// error of the file being read (``LocalizationDiagnostic/Kind/unreadableFile``), so the run
  /// ends with its report and that error instead of asking for memory it cannot get. The
  /// command-line tool stops when `ulimit -v` leaves too little for the next rows and the report
  /// of those checked (the fourteenth attack's A14-10). `nil` (the default): never stops.
  ///
  /// It is told the rows checked before the chunk, the chunk's rows, and the findings kept so
  /// far (``CheckSummary/findingCount``; a report keeps a problem for each at most).
  public var admitsRows: (@Sendable (_ rowsBefore: Int, _ chunkRows: Int, _ findingsBefore: Int) -> String?)?
  /// The most row layouts (rows × layout contexts × categories) a run lays out, or `nil` for
  /// no limit; past it the run lays nothing out and throws
  /// ``CheckError/rowLayoutLimitExceeded(rows:weightedRows:contexts:categories:limit:counted:)``.
  /// A row counts once for each ``rowLayoutTextBytes`` of its text (key and labels), at least
  /// once (``CheckItem/rowLayoutWeight``), so the limit bounds the text laid out, not only the
  /// layouts: 256 catalog substitutions of 2 KB a key, or a
  /// 49,000-character `formatArguments` sample filled into 16-byte keys, passed the count and ran
  /// for hours from a small input (twenty-seventh attack A27-1).
  ///
  /// Each cap on one input holds (keys, label length, widths, categories), but their product
  /// did not: a 240 KB table of 10,000 keys and a 1 KB `typefit.json` of 64 widths and every
  /// category asked for 7.68 million layouts and wrote a 1.08 GB JSON report (thirteenth attack
  /// A13-12). The command line's default is ``defaultMaximumRowLayouts``.
  public var maximumRowLayouts: Int?
  /// `typefit check`'s limit on row layouts per run: 5 million. The largest run measured, the
  /// benchmark's 100,000 values × 12 categories × 3 widths, is 3.6 million (Docs/Performance.md;
  /// about 23 s of CPU and a 1.5 GB NDJSON report), about 4.2 million weighed by their text
  /// (``rowLayoutTextBytes``: the corpus strings it is built from weigh 1.11 to 1.17 a row), so it
  /// passes, while the A13-12 product (7.68 million) and anything larger is refused before any
  /// layout. The two corpus apps lay out 115,704 (IceCubesApp: 12,856 rows × 1 context × 9
  /// categories; about 128,800 weighed) and 188,208 (mastodon-ios: 20,912 rows; about 219,600).
  public static let defaultMaximumRowLayouts = 5_000_000

  /// The text one row layout stands for against ``maximumRowLayouts``: 48 UTF-8 bytes of key
  /// and labels (``CheckItem/textByteCount``), about what a layout of a row of the corpus apps
  /// holds (52 and 64 bytes on average), whose layouts count 1.11 and 1.17 times. Measured in the
  /// debug build, a layout of 2 KB of substituted text took about 36 times a corpus row's and one
  /// of a 49,000-byte `formatArguments` sample about 1,000 times (twenty-seventh attack A27-1):
  /// they count 42 and 1,020 times.
  public static let rowLayoutTextBytes = 48

  /// How many times longer in UTF-8 bytes a text can be shown than written: a rule's text case
  /// (``RowRule/textCases``) maps a character to at most three (Unicode's `SpecialCasing.txt`;
  /// `ΐ`, two bytes, uppercases to three characters of two bytes each), and inline Markdown and
  /// attributes are only taken away. Bounds a row's weight from its string's when no row is
  /// composed.
  static let caseExpansion = 3

  /// The row layouts a layout of `textBytes` bytes of text counts for: one for each whole
  /// ``rowLayoutTextBytes``, at least one.
  public static func rowLayoutWeight(textBytes: Int) -> Int {
    max(1, textBytes / rowLayoutTextBytes)
  }

  public init(
    reader: LocalizationReader, planner: RowPlanner, checker: BatchChecker, policy: FindingPolicy? = nil,
    shard: Shard? = nil
  ) {
    self.reader = reader
    self.planner = planner
    self.checker = checker
    self.policy = policy ?? FindingPolicy(levels: planner.configuration.rules)
    self.shard = shard
  }

  /// Reads `paths` (files or folders), checks every row, and calls `emit` per result in input
  /// order, chunk by chunk as the input is read.
  ///
  /// The input is gone over twice when the planner needs it (``RowPlanner/needsFirstPass``):
  /// first to collect the strings composed rows take their subtitles and values from (a part
  /// may come after its title, in a later file) and the text each key's role is decided from
  /// (its development language's), then to plan and check. With ``maximumRowLayouts`` set it is
  /// gone over twice also when planning needs no first pass, so that the rows are counted
  /// before any is laid out. The second pass plans from the
  /// strings the first read kept (`RecordedInput`) when they fit
  /// ``recordingByteLimit``, and reads the files again otherwise.
  ///
  /// - Parameters:
  ///   - cancellation: checked before each chunk; when set, no more results are emitted.
  ///   - progress: called after each chunk with (rows checked, rows planned so far); the
  ///     second number grows while the input is read.
  ///   - emit: receives results in input order, on the calling thread.
  /// - Returns: the run's totals, with every read and fill problem.
  /// - Throws: ``CheckError/cancelled``, or whatever `emit` throws.
  public func run(
    paths: [String], cancellation: CancellationFlag? = nil,
    progress: ((_ done: Int, _ total: Int) -> Void)? = nil, emit: (CheckResult) throws -> Void
  ) throws -> CheckSummary {
    try run(
      paths: paths, cancellation: cancellation, progress: progress, finishing: { _ in () },
      emit: { result, _ in try emit(result) })
  }

  /// ``run(paths:cancellation:progress:emit:)``, with `finish` called on each result as it is
  /// made, on the worker thread that checked it, and what it returns handed to `emit` with the
  /// result, in input order.
  ///
  /// A report writer serializes results this way on all cores while they are laid out; the
  /// calling thread only writes the bytes, in order. Memory holds one chunk's outputs at most.
  ///
  /// ```swift
  /// let summary = try session.run(paths: ["Localizable.xcstrings"], finishing: { serialize($0) }) {
  ///   result, bytes in output.append(contentsOf: bytes)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - finish: called once per emitted result (after the policy), from any thread and
  ///     concurrently with itself. It may take from the result what it has used and `emit` does
  ///     not need: a report writer that has serialized the layouts removes them
  ///     (``CheckResult/keepOnlyFindingLayouts()``), so they are freed on the worker that made them, not
  ///     read again from memory by the calling thread to be destroyed there.
  ///   - emit: receives each result and what `finish` made of it, in input order, on the
  ///     calling thread.
  ///
  /// Specialized in this module for the command line's report bytes (`[UInt8]?`): called from
  /// another module the generic body would run unspecialized, with each finished (result,
  /// hidden severities, output) tuple copied, moved and destroyed through the runtime's generic
  /// tuple witnesses and its metadata looked up three times a result (Docs/Performance.md, perf29).
  @_specialize(where Output == [UInt8]?)
  public func run<Output>(
    paths: [String], cancellation: CancellationFlag? = nil,
    progress: ((_ done: Int, _ total: Int) -> Void)? = nil,
    finishing finish: @escaping @Sendable (inout CheckResult) -> Output,
    emit: (CheckResult, Output) throws -> Void
  ) throws -> CheckSummary {
    var parts = planner.parts()
    var recording = RecordedInput(byteLimit: recordingByteLimit)
    var stringsRead = 0
    // The row layouts the strings read would take, each weighed by its text with the format
    // arguments filled in (``CheckItem/rowLayoutWeight``): the rows' weight, but for parts joined
    // to a title (then the chunks below stop the run at the limit).
    var stringsReadWeight = 0
    // The same with each filled value taken `expansion` times (``caseExpansion`` when a rule sets
    // a text case): what the rows weigh at most when no row is composed (a row's text is then its
    // key and its string's value, filled in and shown in a text case).
    var stringsReadCasedWeight = 0
    let filler = planner.filler
    // Without a text case in any rule, a row that composes nothing shows its key and filled value
    // as they are: its weight is the filled one, and the 100,000-value catalog's rows are not
    // planned a second time only to be counted (about 0.1 s of one core before the first
    // chunk, session 47).
    let expansion = planner.appliesTextCases ? Self.caseExpansion : 1
    /// The weight of `string`'s row, filled in as planning fills it (a `formatArguments` sample
    /// of 49,000 characters makes a 16-byte string a 49,000-byte row, A27-1), and the same with
    /// the value `expansion` times as long. A value without a `%` fills to itself: it is
    /// searched as contiguous bytes (through the generic `utf8` view the search took about 20
    /// instructions per row-layout of the 20,000-value catalog, perf31).
    func filledWeights(_ string: LocalizedString) -> (filled: Int, cased: Int) {
      let value =
        string.isFormatted && FormatArgumentFiller.mayHaveSpecifier(string.value)
        ? filler.fill(string).text.utf8.count : string.value.utf8.count
      let key = string.key.utf8.count
      return (
        Self.rowLayoutWeight(textBytes: key + value),
        Self.rowLayoutWeight(textBytes: key + value * expansion)
      )
    }
    // A limit on row layouts is judged before any layout, so the input is read first also when
    // planning needs no first pass (a `defaultRole` in typefit.json): then the strings are only
    // counted and recorded, the parts stay empty and the rows planned are the same (sixteenth
    // attack A16-3: that run laid out up to the limit and wrote a cut report of 2.4 GB first).
    let collectsParts = planner.needsFirstPass
    let firstPass = collectsParts || maximumRowLayouts != nil
    if firstPass {
      // The files are read and parsed on a thread of their own while this one collects the
      // parts and records the strings: two cores on the pass before any row can be planned.
      // A large String Catalog could be parsed in two halves at once (`CatalogHalves`); measured
      // on the 100,000-value catalog, the first read then waits for the collecting below instead
      // of the parsing and took no less time, so the files are read on one thread
      // (Docs/Performance.md, perf14a).
      let reader = self.reader
      let read: @Sendable (_ send: (FirstReadEvent) -> Void) -> Void = { send in
        reader.streamEach(paths: paths) { file, stream in
          send(.begin(file))
          var batch: [LocalizedString] = []
          batch.reserveCapacity(FirstReadEvent.batchSize)
          while let string = stream.next() {
            batch.append(string)
            if batch.count == FirstReadEvent.batchSize {
              send(.strings(batch))
              batch.removeAll(keepingCapacity: true)
            }
          }
          if !batch.isEmpty { send(.strings(batch)) }
          let problems = stream.listedDiagnostics
          send(.end(problems.diagnostics, problems.unlisted))
        }
      }
      func collect(_ event: FirstReadEvent) {
        switch event {
        case .begin(let file):
          recording.begin(file)
        case .strings(let strings):
          stringsRead += strings.count
          for string in strings {
            let weights = filledWeights(string)
            stringsReadWeight = Self.adding(weights.filled, to: stringsReadWeight)
            stringsReadCasedWeight = Self.adding(weights.cased, to: stringsReadCasedWeight)
            if collectsParts { parts.add(string) }
            recording.record(string)
          }
        case .end(let diagnostics, let unlisted):
          recording.end(diagnostics: diagnostics, unlisted: unlisted)
        }
      }
      // `--threads 1` keeps the run on the calling thread.
      if checker.workerCount > 1 {
        HandOffThread.run(produce: read, consume: collect)
      } else {
        read(collect)
      }
    }
    // Each string plans at most one row, but joining a row's parts makes its text longer than
    // the string's: the rows are planned once without layout and weighed, from the strings the
    // first read kept; when it kept none (a memory limit, or past ``recordingByteLimit``), only
    // when the strings read, filled in, pass the limit, and otherwise the chunks below stop the
    // run at the row that passes it. When no row is composed, a row weighs at most its string
    // with the value `expansion` times as long: within the limit so taken, the rows are
    // not planned a second time only to be counted (that pass planned every string twice, about
    // 430 instructions per row-layout of the 20,000-value catalog, perf30).
    let layoutsPerRow = max(1, checker.contexts.count) * max(1, checker.categories.count)
    if let limit = maximumRowLayouts, firstPass {
      let (bound, overflow) = stringsReadWeight.multipliedReportingOverflow(by: layoutsPerRow)
      let (casedBound, casedOverflow) = stringsReadCasedWeight.multipliedReportingOverflow(by: layoutsPerRow)
      let boundHolds = !casedOverflow && casedBound <= limit && !planner.composesRows
      // Rows that compose parts can weigh more than their strings: they are counted whether the
      // first read kept the strings or not (then read again), never left for the chunks to stop
      // at the limit after laying out up to it (the fifty-seventh attack's A57-1: under a memory
      // limit, 800 titles of one Picker label over 800 options were laid out for 100 s first).
      if !boundHolds || overflow || bound > limit {
        // Once the rows counted pass the limit with many other values, the rest are not
        // planned (``PlannedRowTally/add(_:)``): the run is refused whatever they weigh.
        let rows: (tally: PlannedRowTally, stopped: Bool)
        if recording.isComplete {
          var counting = planner.start(parts: parts)
          var tally = PlannedRowTally(weightLimit: limit / layoutsPerRow)
          var stopped = false
          var visited = 0
          recording.forEachString { string in
            visited += 1
            if let item = counting.plan(string), shard?.contains(key: item.key) ?? true, tally.add(item) {
              stopped = visited < stringsRead
              return false
            }
            return true
          }
          // The titles no table has are rows too (A81-9).
          if !stopped {
            for string in counting.absentTitleStrings() {
              if let item = counting.plan(string), shard?.contains(key: item.key) ?? true, tally.add(item) {
                break
              }
            }
          }
          rows = (tally, stopped)
        } else {
          rows = plannedRows(paths: paths, stoppingPast: limit / layoutsPerRow)
        }
        let (layouts, over) = rows.tally.weight.multipliedReportingOverflow(by: layoutsPerRow)
        if over || layouts > limit {
          throw CheckError.rowLayoutLimitExceeded(
            rows: rows.tally.rows, weightedRows: rows.tally.weight, contexts: checker.contexts.count,
            categories: checker.categories.count, limit: limit, counted: !rows.stopped)
        }
      }
    }
    let memory = checker.makeRunMemory()
    // The forms of a plural part are measured with the run's memo of prepared labels, which the
    // rows' layout then shares (A24-5).
    var planner = self.planner
    if planner.partMeasurer == nil { planner.partMeasurer = memory.measurer }
    var pass = planner.start(parts: parts)
    // ``RowPlanner/Pass/checks(locale:)``, taken out of the pass once (see its `localeFilter`).
    let checkedLocales = pass.localeFilter
    var summary = CheckSummary()
    // Kept up to the first of each severity a report lists, counted beyond (A38-10).
    var readDiagnostics = discoveryDiagnostics
    var otherLocales = OtherLocaleReadProblems()
    var chunk: [CheckItem] = []
    // The text of the chunk's rows, once per layout (``BatchChecker/textLayoutBytesPerChunk``).
    var chunkTextLayoutBytes = 0
    // The other rows the chunk's items are laid out with (``BatchChecker/partAlternativesPerChunk``).
    var chunkPartAlternatives = 0
    var planned = 0
    // The rows planned, each weighed by its text (``CheckItem/rowLayoutWeight``).
    var plannedWeight = 0
    var position = 0
    // What the shards of one run agree on: every row planned, in every shard.
    var inputDigest = ShardInputDigest()
    // With a raised floor, the findings below it are counted: `--fail-on` judges all findings,
    // whatever the report shows.
    let unfloored = policy.minimumSeverity > .note ? FindingPolicy(levels: policy.levels) : nil
    // The chunks are laid out by threads that stay up for the run: this thread hands a chunk
    // in, then writes the results of the one before while the next is laid out, and reads and
    // plans the one after; it works on units itself only while it waits for a chunk's results.
    let pipeline = ScatterPipeline<(result: CheckResult, hidden: HiddenFindings, output: Output)>(
      workers: checker.threadCount)
    defer { pipeline.close() }
    // The chunk handed in last, whose results are not written yet.
    var submitted: ScatterPipeline<(result: CheckResult, hidden: HiddenFindings, output: Output)>.Job?
    let policy = self.policy
    // The file of the result counted last: results come file by file, so most have the same
    // file as the one before, and the summary's set of files need not hash its path again
    // (locales alternate: a catalog's strings come key by key, each in every locale).
    var countedFile: String?
    /// Writes the results of the chunk handed in last, once laid out.
    func emitSubmitted() throws {
      guard let job = submitted else { return }
      submitted = nil
      if cancellation?.isCancelled == true { throw CheckError.cancelled }
      // Each result is moved out of the job, not copied out of an array, and the element is
      // taken apart once (perf25 read `element.result` and its other fields in place instead:
      // this function is generic over `Output`, and each read copied the whole tuple through
      // the runtime's generic tuple witness and destroyed the copy, about 1,900 instructions a
      // result). `let (…) = consume element` crashes Swift 6.3.1's SILGen (signal 11).
      try pipeline.collect(job) { element in
        let (result, hidden, output) = element
        hidden.count(into: &summary.findingsBelowMinimumSeverity)
        let file = result.item.location.file
        let same = countedFile.map { ExactText.sameBytes($0, file) } ?? false
        summary.add(result, fileCounted: same)
        if !same { countedFile = file }
        try emit(result, output)
      }
      progress?(summary.rows, planned)
    }
    // The file whose strings are being planned, for the error of a stop (``admitsRows``).
    var currentFile: String?
    func checkChunk() throws {
      guard !chunk.isEmpty else { return }
      if cancellation?.isCancelled == true { throw CheckError.cancelled }
      if let admitsRows, let refusal = admitsRows(planned - chunk.count, chunk.count, summary.findingCount) {
        throw RowsRefused(file: currentFile ?? paths.first ?? "", message: refusal)
      }
      let job = checker.submitChunk(chunk, memory: memory, to: pipeline) { checked in
        // The findings the policy's floor hides, counted by severity on the worker: the result
        // is read in place (a copy of it went through the policy without its floor, about 600
        // instructions a result), and no array of severities is made for the calling thread to
        // count one by one into the summary's dictionary (perf39).
        var hidden = HiddenFindings()
        if let unfloored {
          let role = checked.item.role
          for report in checked.reports {
            for finding in report.findings {
              if let severity = unfloored.severity(of: finding, role: role), severity < policy.minimumSeverity
              {
                hidden.add(severity)
              }
            }
          }
        }
        var result = policy.apply(checked)
        // Serialized first, so that the result moves into the tuple instead of being copied.
        let output = finish(&result)
        return (result: result, hidden: hidden, output: output)
      }
      chunk = []
      chunk.reserveCapacity(checker.chunkSize)
      chunkTextLayoutBytes = 0
      chunkPartAlternatives = 0
      try emitSubmitted()
      submitted = job
    }
    /// Plans and checks the strings of one file, then takes its problems.
    func planFile(
      _ file: LocalizationFile?, next: () -> LocalizedString?,
      diagnostics: () -> (diagnostics: [LocalizationDiagnostic], unlisted: UnlistedDiagnosticCounts)
    ) throws {
      // Every file read counts, also one that gives no strings (empty, or all filtered out).
      if let file {
        summary.files.insert(ExactText(file.path))
        currentFile = file.path
      }
      // The locale of the file's strings while none is one the run checks (F27-2).
      var otherLocale: String?
      var checksSome = false
      var gaveStrings = false
      while let string = next() {
        if !checksSome, !gaveStrings || !ExactText.sameBytes(otherLocale ?? "", string.locale) {
          gaveStrings = true
          checksSome = checkedLocales.admits(string.locale)
          otherLocale = checksSome ? nil : string.locale
        }
        guard var item = pass.plan(string) else { continue }
        if let shard {
          item.inputPosition = position
          position += 1
          inputDigest.add(item)
          guard shard.contains(key: item.key) else {
            summary.rowsInOtherShards += 1
            // The run's locales, as the unsharded run sees them: problem headlines say
            // "all 19 locales" against them.
            summary.locales.insert(item.locale)
            continue
          }
        }
        chunkTextLayoutBytes += item.textByteCount * layoutsPerRow
        chunkPartAlternatives += item.partAlternatives?.count ?? 0
        // Moved into the chunk: appended as it was, the item was copied (about 530 instructions).
        plannedWeight = Self.adding(item.rowLayoutWeight, to: plannedWeight)
        chunk.append(consume item)
        planned += 1
        // Counted before any layout above; should the input grow between the two reads (or no
        // limit was judged there), the run stops at the row that passes the limit, before the
        // chunk holding it is laid out.
        if let limit = maximumRowLayouts, plannedWeight > limit / layoutsPerRow {
          throw CheckError.rowLayoutLimitExceeded(
            rows: planned, weightedRows: plannedWeight, contexts: checker.contexts.count,
            categories: checker.categories.count, limit: limit, counted: false)
        }
        if chunk.count == checker.chunkSize || chunkTextLayoutBytes >= BatchChecker.textLayoutBytesPerChunk
          || chunkPartAlternatives >= BatchChecker.partAlternativesPerChunk
        {
          try checkChunk()
        }
      }
      var (diagnostics, unlisted) = diagnostics()
      if let file {
        diagnostics = otherLocales.filter(
          diagnostics, unlisted: &unlisted, of: file.path, fileLocale: otherLocale, gaveStrings: gaveStrings,
          pass: pass,
          developmentLanguage: planner.configuration.developmentLanguage ?? reader.options.developmentLanguage
        )
      }
      readDiagnostics.append(contentsOf: diagnostics)
      readDiagnostics.count(unlisted: unlisted)
      // Without a file these are the walk's: paths not read (a folder past the depth limit, a
      // file skipped by its name, a link that leads nowhere), which are no files read.
      if file != nil {
        for diagnostic in diagnostics { summary.files.insert(ExactText(diagnostic.file)) }
      }
    }
    do {
      if firstPass, recording.isComplete {
        try recording.replay { file, next, diagnostics in
          try planFile(file, next: next, diagnostics: { diagnostics })
        }
      } else {
        try reader.streamEach(paths: paths) { file, stream in
          try planFile(file, next: { stream.next() }, diagnostics: { stream.listedDiagnostics })
        }
      }
      // The titles no table has, shown by iOS as their keys (A81-9), after every string read.
      var absentTitles = pass.absentTitleStrings().makeIterator()
      try planFile(nil, next: { absentTitles.next() }, diagnostics: { ([], UnlistedDiagnosticCounts()) })
      try checkChunk()
    } catch let refused as RowsRefused {
      // The rows handed in before are still written; nothing more is read or planned.
      chunk = []
      readDiagnostics.append(
        LocalizationDiagnostic(kind: .unreadableFile, file: refused.file, message: refused.message))
      summary.files.insert(ExactText(refused.file))
    }
    try emitSubmitted()
    if shard != nil { summary.inputDigest = inputDigest.hex }
    if let note = otherLocales.note { readDiagnostics.append(note) }
    readDiagnostics.append(pass.finishCounted())
    (summary.diagnostics, summary.unlistedDiagnostics) = readDiagnostics.listed()
    // Source findings belong to no row: a sharded run reports them in its first part only, so
    // merged shards say each once.
    if shard.map({ $0.index == 1 }) ?? true {
      let sourcePolicy = SourceFindingPolicy(levels: policy.levels, minimumSeverity: policy.minimumSeverity)
      summary.add(sourceFindings: sourceFindings.compactMap(sourcePolicy.apply))
      for finding in sourceFindings.compactMap(SourceFindingPolicy(levels: policy.levels).apply)
      where finding.severity < policy.minimumSeverity {
        summary.findingsBelowMinimumSeverity[finding.severity, default: 0] += 1
      }
    }
    return summary
  }

  /// The number of rows ``run(paths:cancellation:progress:emit:)`` checks for `paths`: the input
  /// is read and planned as the run would (twice when rows are composed), nothing is laid out.
  ///
  /// A front end calls it before a run to show progress against a known total; reading and
  /// planning take a small part of a check's time (most goes to shaping and layout).
  ///
  /// - Parameter paths: files or folders, as for a run.
  /// - Returns: the rows the run would check (unreadable files count none; with a
  ///   ``shard``, only its rows).
  public func plannedRowCount(paths: [String]) -> Int {
    plannedRows(paths: paths).tally.rows
  }

  /// The rows a run plans for `paths`, and their weight against ``maximumRowLayouts``
  /// (``CheckItem/rowLayoutWeight``): see ``plannedRowCount(paths:)``. With `weightLimit`, the
  /// strings after the row where the tally says to stop (``PlannedRowTally/add(_:)``) are not
  /// planned, and `stopped` says whether any were left.
  private func plannedRows(paths: [String], stoppingPast weightLimit: Int = .max)
    -> (tally: PlannedRowTally, stopped: Bool)
  {
    var parts = planner.parts()
    if planner.composesRows {
      reader.streamEach(paths: paths) { _, stream in
        while let string = stream.next() { parts.add(string) }
      }
    }
    var pass = planner.start(parts: parts)
    var tally = PlannedRowTally(weightLimit: weightLimit)
    var passed = false
    var stopped = false
    reader.streamEach(paths: paths) { _, stream in
      while let string = stream.next() {
        if passed {
          stopped = true
          break
        }
        if let item = pass.plan(string), shard?.contains(key: item.key) ?? true {
          passed = tally.add(item)
        }
      }
    }
    // The titles no table has are rows too (A81-9).
    for string in pass.absentTitleStrings() where !passed {
      if let item = pass.plan(string), shard?.contains(key: item.key) ?? true { passed = tally.add(item) }
    }
    return (tally, stopped)
  }

  /// `total + weight`, held at `Int.max` instead of overflowing.
  static func adding(_ weight: Int, to total: Int) -> Int {
    let (sum, overflow) = total.addingReportingOverflow(weight)
    return overflow ? Int.max : sum
  }
}

/// The stop ``CheckSession/admitsRows`` asked for, with the file being read then.
private struct RowsRefused: Error {
  var file: String
  var message: String
}

/// The findings a policy's floor hides in one result, by severity
/// (``CheckSummary/findingsBelowMinimumSeverity``).
struct HiddenFindings {
  private var notes = 0
  private var warnings = 0
  private var errors = 0

  mutating func add(_ severity: Severity) {
    switch severity {
    case .note: notes += 1
    case .warning: warnings += 1
    case .error: errors += 1
    }
  }

  /// Adds the counts to `counts`, by severity; a severity none was hidden at is not written.
  func count(into counts: inout [Severity: Int]) {
    if notes > 0 { counts[.note, default: 0] += notes }
    if warnings > 0 { counts[.warning, default: 0] += warnings }
    if errors > 0 { counts[.error, default: 0] += errors }
  }
}
