import TypeFit
import TypeFitInput

/// Why a `typefit check` that laid out no row checked nothing, worked out once the input is
/// read and before the report is finished: the report says the reason instead of "No findings."
/// (``CheckSummary/nothingChecked``), and standard error gets the warnings and the error the
/// reason needs. Such a run exits 3.
struct NothingChecked {
  /// The reason, as the report's last line and the error say it after `nothing was checked: `.
  let reason: String
  /// Warnings to write on standard error before the error: the reasons every entry or path
  /// was skipped, which standard error has not shown yet.
  let warnings: [String]
  /// Whether standard error gets `Error: nothing was checked: <reason>`; `false` when the read
  /// errors listed already say it all (every path given does not exist: fresh21 F21-1).
  let writesError: Bool

  /// The most skipped-entry warnings written with the error; the rest are counted in one line.
  static let shownWarnings = 10

  /// The warnings about the run's rows and configuration rather than its input
  /// (`unmatchedConfiguration`, and `missingPartKey` since fresh27 F27-4 gave it its own kind):
  /// `check` writes them on standard error, and they are no reason an entry was skipped.
  static let runWarningKinds: Set<LocalizationDiagnostic.Kind> = [.unmatchedConfiguration, .missingPartKey]

  /// The reason nothing was checked; `nil` when some row was checked, in this shard or another.
  ///
  /// - Parameters:
  ///   - inputs: the paths given, as written.
  ///   - states: typefit.json's `states`, when it names any.
  ///   - localesAsked: whether `--locales` or typefit.json's `locales` named any.
  ///   - warnedPaths: the warnings about paths the Swift walker wrote already
  ///     (``SourceDiscovery/warnedPath(_:_:)``), not written again (A17-5).
  init?(
    _ summary: CheckSummary, inputs: [String], states: [String]?, localesAsked: Bool, warnedPaths: Set<String>
  ) {
    guard summary.rows == 0, summary.rowsInOtherShards == 0 else { return nil }
    let given = inputs.joined(separator: ", ")
    // Said only when the run asked for locales (a fresh user's empty folder was told "or none in
    // the locales asked for" with none asked: U52-9).
    let orNoneAsked = localesAsked ? ", or none in the locales asked for" : ""
    var warnings: [String] = []
    var writesError = true
    let missing = Set(
      summary.diagnostics.filter { $0.kind == .unreadableFile && $0.message == FileSystemPath.noSuchFile }
        .map(\.file))
    let tooLongDiagnostics = summary.diagnostics.filter { $0.kind == .valueTooLong || $0.kind == .keyTooLong }
    let tooLong = tooLongDiagnostics.count
    // Strings not checked for a run of combining marks are not "too long" (A71-9).
    let markRuns = tooLongDiagnostics.filter { $0.message.contains(CombiningMarkRun.runWords) }.count
    let skipped = summary.diagnostics.filter {
      $0.severity == .warning && !Self.runWarningKinds.contains($0.kind)
    }
    // Folders past the depth limit, not searched (an error since A41-5), and localization files
    // that are there and were not read, or not read in full.
    let isUnsearched = { (diagnostic: LocalizationDiagnostic) in
      diagnostic.message.hasPrefix(LocalizationFileWalker.depthMessagePrefix)
    }
    let unsearchedFolders = Set(
      summary.diagnostics.filter { $0.severity == .error && isUnsearched($0) }.map(\.file)
    )
    .count
    let unreadFiles = Set(
      summary.diagnostics.filter {
        $0.severity == .error && !$0.file.hasSuffix(".swift") && $0.message != FileSystemPath.noSuchFile
          && !isUnsearched($0)
      }.map(\.file)
    ).count
    if !inputs.isEmpty, inputs.allSatisfy({ $0 != "-" && missing.contains($0) }) {
      // `Error: Examples/Setings: no such file or folder` is listed with the read errors; a
      // second error saying no strings were found there would suggest the folder exists.
      reason = "\(given): \(FileSystemPath.noSuchFile)"
      writesError = false
    } else if tooLong > 0 {
      let strings = tooLong == 1 ? "one string found" : "\(tooLong) strings found"
      reason =
        markRuns == tooLong
        ? "the \(strings) \(tooLong == 1 ? "holds" : "hold") runs of more than \(CombiningMarkRun.maximum) "
          + "\(CombiningMarkRun.runWords) (see the read problems above)"
        : markRuns > 0
          ? "the \(strings) \(tooLong == 1 ? "is" : "are") too long to be a list-row label or "
            + "\(tooLong == 1 ? "holds" : "hold") runs of more than \(CombiningMarkRun.maximum) "
            + "\(CombiningMarkRun.runWords) (see the read problems above)"
          : "the \(strings) \(tooLong == 1 ? "is" : "are") too long to be a list-row label (see the read problems above)"
    } else if summary.diagnostics.contains(where: {
      $0.kind == .unmatchedConfiguration && $0.message.hasPrefix(RowPlanner.Pass.everythingLeftOutPrefix)
    }) {
      reason = "the \"ignore\" patterns of typefit.json left out every string read (see the warning above)"
    } else if let asked = summary.diagnostics.first(where: {
      $0.kind == .unmatchedConfiguration && $0.message.hasPrefix(RowPlanner.Pass.noLocaleAskedForPrefix)
    }) {
      // Strings were read, in other locales: said as the error, with what was meant (fresh22
      // F22-13), and not again as a warning (``restates(_:)``).
      reason = asked.message
    } else if let states {
      reason =
        "no localization strings found in \(given) in the translation states typefit.json asks for "
        + "(\"states\": \(states.joined(separator: ", ")))" + orNoneAsked
    } else if !skipped.isEmpty {
      // Files were read and every entry in them skipped, or the walk skipped every path (a
      // folder past the depth limit, a file by its name): the reasons are only in the report,
      // so they are given with the error (the first few; none the Swift walker wrote already).
      let unwritten = skipped.filter {
        !warnedPaths.contains(SourceDiscovery.warnedPath($0.file, $0.message))
      }
      warnings = unwritten.prefix(Self.shownWarnings).map(\.description)
      if unwritten.count > Self.shownWarnings {
        warnings.append("and \(unwritten.count - Self.shownWarnings) more warnings in the report")
      }
      let files = summary.files.count
      // Every input a file of no localization format's name (`check README.md`): said of the
      // file, not as "no localization file was read in README.md" (a fresh user's U52-8).
      let unsupported = Set(
        skipped.filter { $0.message == LocalizationFileWalker.unsupportedFileMessage }.map(\.file))
      reason =
        files == 0 && inputs.allSatisfy(unsupported.contains)
        ? "\(given) \(inputs.count == 1 ? "is not a localization file" : "are not localization files")"
        : files == 0
          ? "no localization file was read in \(given) (see the warnings above)"
          : "\(files) file\(files == 1 ? "" : "s") read in \(given), every entry skipped (see the warnings above)"
            + orNoneAsked
    } else if unreadFiles == 0, unsearchedFolders > 0 {
      reason =
        "no localization strings were read in \(given); \(unsearchedFolders) "
        + "folder\(unsearchedFolders == 1 ? " was" : "s were") not searched, nested too deep (see the errors above)"
    } else if unreadFiles > 0 {
      // The strings may well be there, in the files not read (A19-12: every `.strings` file
      // refused for the memory limit was followed by "no localization strings found").
      reason =
        "no localization strings were read in \(given); \(unreadFiles) "
        + "file\(unreadFiles == 1 ? " has" : "s have") read errors (see the errors above)"
    } else {
      reason =
        "no localization strings found in \(given) "
        + "(\(LocalizationFormat.writtenList))" + orNoneAsked
    }
    self.warnings = warnings
    self.writesError = writesError
  }

  /// Whether `message`, a warning of the configuration (`unmatchedConfiguration`), is the
  /// reason the error gives: standard error shows it once, as the error.
  func restates(_ message: String) -> Bool { writesError && message == reason }

  /// Writes the warnings, then the error unless the read errors said it.
  func write(to io: CommandIO) {
    for warning in warnings { io.message("Warning: \(warning)") }
    if writesError { io.message("Error: nothing was checked: \(reason)") }
  }
}
