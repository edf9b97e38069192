import Foundation
import TypeFit
import TypeFitInput

/// Row discovery for `typefit check`: the rows found in the Swift sources under the inputs,
/// as the planner takes them, the keys the sources give another role (``SourceKeyRole``: only
/// spoken by VoiceOver; an alert's or dialog's text, prose), and the source rules' findings (TF009–TF017) for the reports.
enum SourceDiscovery {
  /// Discovers rows under `paths` and converts them; links not followed are warnings on standard
  /// error one by one, lexer warnings a count that points to `typefit rows`. A `.swift` file not
  /// read or not searched (permission denied, not a regular file, over the lexer's limits or the
  /// memory budget, brackets nested past ``RowDiscovery/maximumNestingDepth``, a name that is not
  /// UTF-8) is an error of the run instead (returned in `diagnostics`, for the report): its rows
  /// cannot be discovered, so the check is not complete. When comparing the
  /// rows' titles with the configuration's `match` patterns ran out of its budget, a warning
  /// saying so is returned in `diagnostics` too, as are the warnings for rows that show one key in
  /// different shapes (the key is checked in the strictest, ``DiscoveredRowShape``).
  ///
  /// Files given by name that are not `.swift` files (the localization files being checked)
  /// are not read as Swift; folders are searched for `.swift` files.
  ///
  /// - Parameter configuredRows: the configuration's `rows`, whose titles keep every row the
  ///   source gives them (for the warnings where the two disagree).
  /// - Parameter configurationFile: the file `configuredRows` were read from, as reports name it,
  ///   where the budget's warning is (``LocalizationDiagnostic/noFile`` without one).
  /// - Parameter followsExternalLinks: whether the localization walker follows links out of
  ///   the inputs (`--follow-external-links`), for the Swift walker's warnings to say what it did.
  /// - Returns: with the rows and problems, `foundNoFile`: whether no `.swift` file was found
  ///   under the paths (none read, and none found and then not read), for `check`'s notice.
  static func discover(
    in paths: [String], components: [RowComponentMapping], configuredRows: [RowRule] = [],
    configurationFile: String = LocalizationDiagnostic.noFile, followsExternalLinks: Bool = false,
    budget: AddressSpaceBudget? = nil, io: CommandIO
  ) -> (
    rows: [DiscoveredRow], findings: [SourceFinding], diagnostics: RunDiagnostics,
    warnedPaths: Set<String>, foundNoFile: Bool, keyRoles: [SourceKeyRole]
  ) {
    let sources = paths.filter { path in
      var isFolder: ObjCBool = false
      return path.hasSuffix(".swift")
        || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
    }
    let walker = SwiftSourceWalker(localizationWalkerFollowsExternalLinks: followsExternalLinks)
    var discovery = RowDiscovery(components: components, walker: walker)
    if let budget {
      discovery.admitsFiles = { path, bytes in budget.swiftShortfall(path: path, bytesSoFar: bytes) }
    }
    let result = discovery.discover(in: sources)
    var lexical = 0
    // Kept as a report lists them (60,000 Swift files refused were 60,000 held, A38-10).
    var unread = RunDiagnostics()
    // At most 200 lines in a run, then one counting the rest (A17-14, as A15-11 for read errors).
    var lines = ListedLines()
    var warnedPaths = Set<String>()
    for diagnostic in result.diagnostics {
      switch diagnostic.kind {
      case .rowsNotUsed:
        // Rows found and not used: the keys they show are checked without their shapes, so the
        // run ends with a read error (exit 3), as for a file not read (the eighteenth attack's
        // A18-2: a generated file of 200,000 rows before the app's own turned a TF001 error into
        // a note, exit 0).
        unread.append(
          LocalizationDiagnostic(
            kind: .unreadableFile, file: diagnostic.location.file, message: diagnostic.message))
      case .fileTooLarge:
        // Over the lexer's limits (bytes or tokens): the file's rows are not discovered, so the
        // keys it shows are checked without their shapes; an input not read, exit 3 (A19-7).
        unread.append(
          LocalizationDiagnostic(
            kind: .unreadableFile, file: diagnostic.location.file, line: diagnostic.location.line,
            column: diagnostic.location.column, message: diagnostic.message))
      case .unreadableFile where diagnostic.message.hasPrefix(AddressSpaceBudget.swiftRefusalOpening):
        // Refused for the memory budget: as a file over the limits, an input not read, exit 3
        // (A19-7: a generated file took the budget, the app's own file was refused with a
        // warning, and its TF001 error became a note, exit 0).
        unread.append(
          LocalizationDiagnostic(
            kind: .unreadableFile, file: diagnostic.location.file, message: diagnostic.message))
      case .nestingTooDeep:
        // Not searched for rows: the keys its rows show are checked without their shapes, so
        // it is an input not read, exit 3, as a file over the lexer's limits (fix20h).
        unread.append(
          LocalizationDiagnostic(
            kind: .nestingTooDeep, file: diagnostic.location.file, line: diagnostic.location.line,
            column: diagnostic.location.column, message: diagnostic.message))
      case .unreadableFile
      where diagnostic.message.hasPrefix(LocalizationFileWalker.depthMessagePrefix)
        || diagnostic.message.hasPrefix(FileSystemPath.ListingError.messagePrefix):
        // The localization walker walks the same paths to the same depth, lists the same
        // folders, and reports a folder past the limit (A41-5) or one it cannot list (A42-1) as
        // an error of the run; said once. But not the parts of an `.xcloc` bundle it never
        // enters: said here, as an error of the run (A43-2: a Swift folder there that could not
        // be searched was a warning on standard error, or nothing, and the run passed).
        if LocalizationFileWalker.isInBundlePartNotWalked(diagnostic.location.file) {
          unread.append(
            LocalizationDiagnostic(
              kind: .unreadableFile, file: diagnostic.location.file, message: diagnostic.message))
        }
      case .unreadableFile where Self.isSwiftFileNotRead(diagnostic):
        // A `.swift` file found and not read (permission denied, a FIFO or device): an input not
        // read, exit 3, as an unreadable localization file is (fix20h; its rows were silently
        // missing and the run could exit 0). A file refused for one of its literals is named at
        // that literal (`SwiftLexer.markRunRefusal(at:)`); the others are about the whole file.
        let place = diagnostic.location
        let whole = diagnostic.isAboutWholeFile
        unread.append(
          LocalizationDiagnostic(
            kind: .unreadableFile, file: place.file, line: whole ? nil : place.line,
            column: whole ? nil : place.column, message: diagnostic.message))
      case .invalidEncoding where diagnostic.severity == .error:
        // A Swift file in UTF-16 or UTF-32, refused whole: an input not read, exit 3 (A23-13).
        unread.append(
          LocalizationDiagnostic(
            kind: .invalidEncoding, file: diagnostic.location.file, line: diagnostic.location.line,
            message: diagnostic.message))
      case .invalidFileName:
        // A folder is reported by the localization walker too; a `.swift` file only here, as
        // an error of the run, since its rows are not discovered.
        if !diagnostic.message.hasPrefix("folder")
          || LocalizationFileWalker.isInBundlePartNotWalked(diagnostic.location.file)
        {
          unread.append(
            LocalizationDiagnostic(
              kind: .invalidFileName, file: diagnostic.location.file, message: diagnostic.message))
        }
      case .symlinkNotFollowed
      where diagnostic.severity == .error && !followsExternalLinks && paths.contains(diagnostic.location.file):
        // A path given that leads out of its repository: the localization walker says so, as
        // an error of the run (A15-12).
        continue
      case .unreadableFile, .symlinkNotFollowed:
        // Links not followed stay warnings (the security policy); a missing input or a folder
        // that cannot be listed is reported by the localization reader already, as an error.
        if ![FileSystemPath.noSuchFile, FileSystemPath.permissionDenied].contains(diagnostic.message),
          !diagnostic.message.hasPrefix(InputJudgement.unreadablePrefix)
        {
          // A folder link out is the localization walker's `externalLink` warning too, which
          // `check` writes with the report's other link warnings (``CheckCommand/listLinkWarnings``):
          // written here, it came at a made-up `:1:1` and in other words (A29-4).
          if !followsExternalLinks, Self.isFolderLinkOut(diagnostic) { continue }
          // At the path, without the walker's line 1 (A29-4: `tree2/x:1:1`), as `rows` says it
          // (``RowsCommand/line(_:)``); a warning here, as the localization walker may still read it.
          lines.list(
            "Warning: \(diagnostic.location.file): \(diagnostic.message)", file: diagnostic.location.file,
            io: io)
          warnedPaths.insert(Self.warnedPath(diagnostic.location.file, diagnostic.message))
          if let reported = Self.reportedLink(diagnostic) { unread.append(reported) }
        }
      case .caseTwinFile:
        // Swift sources whose paths differ only in case (A50-6): on standard error and in the
        // report, as localization files that are twins are.
        lines.list(
          "Warning: \(diagnostic.location.file): \(diagnostic.message)", file: diagnostic.location.file,
          io: io)
        unread.append(
          LocalizationDiagnostic(
            kind: .duplicateKey, severity: .warning, file: diagnostic.location.file,
            message: diagnostic.message))
      case .cellClassTooDeep:
        // A cell class whose rows are not discovered (A24-9), at its line: no lexical problem.
        lines.list(
          "Warning: \(diagnostic.location): \(diagnostic.message)", file: diagnostic.location.file, io: io)
      default:
        // A file lists 100 problems of each severity, then one line counting the rest.
        lexical += max(1, diagnostic.notListed)
      }
    }
    if let remainder = lines.remainder("warning about Swift sources", "warnings about Swift sources") {
      io.message(
        "Warning: \(remainder), not listed here; typefit rows -f json on the same paths lists them all")
    }
    if lexical > 0 {
      io.message(
        "Warning: \(lexical) problem\(lexical == 1 ? "" : "s") reading Swift sources "
          + "(unterminated literals, invalid UTF-8); run typefit rows on the same paths to see them")
    }
    let discovered = DiscoveredRow.rows(
      from: result.rows, configuration: configuredRows, budget: DiscoveredRow.titlePatternBudget,
      configurationFile: configurationFile)
    unread.append(contentsOf: discovered.shapeNotes + (discovered.note.map { [$0] } ?? []))
    // Rows whose title is text as written are listed by `rows` but not checked: said once each.
    unread.append(contentsOf: VerbatimTitleRows.notes(result.rows))
    // None read, and none found and not read: a file refused for memory, for its size or not
    // readable, or a `.swift` link not followed, is no reason to say the paths hold no Swift
    // sources (the forty-eighth attack's A48-5, the fiftieth's A50-3).
    let foundNoFile =
      result.filesRead == 0
      && !result.diagnostics.contains { diagnostic in
        Self.isSwiftFileNotRead(diagnostic) || diagnostic.kind == .fileTooLarge
          || (diagnostic.kind == .symlinkNotFollowed && diagnostic.location.file.hasSuffix(".swift"))
      }
    return (discovered.rows, result.findings, unread, warnedPaths, foundNoFile, result.keyRoles)
  }

  /// What `check` says, on standard error and in the report's summary, when row discovery
  /// read no `.swift` file under the paths (`typefit check Resources`): every string is then a
  /// label or prose, and nothing else would tell (fresh23 F23-3). Without a `typefit.json` in
  /// use (`configured` false) it names none as if one were read (a fresh user's U55-13).
  static func noSwiftSourcesNotice(configured: Bool) -> String {
    configured
      ? "no Swift sources under the paths, so no rows were discovered and every string not named in "
        + "typefit.json is checked as a label or prose; give the app's folder, or name rows in typefit.json"
      : "no Swift sources under the paths, so no rows were discovered and every string is checked as a "
        + "label or prose; give the app's folder, or add a typefit.json naming rows"
  }

  /// Whether `diagnostic` says a `.swift` file the walk found (or that was named) was not read:
  /// an error of ``RowDiscovery``'s reading (`cannot open the file: Permission denied`, `a FIFO
  /// (named pipe), not a regular file…`), not one of the walker's about a path or folder that
  /// the localization walker reports too (`no such file or folder`, `permission denied` on the
  /// way, `cannot list folder: …`, a given link that cannot be resolved, an input given that
  /// `cannot be opened: …`).
  static func isSwiftFileNotRead(_ diagnostic: DiscoveryDiagnostic) -> Bool {
    diagnostic.kind == .unreadableFile && diagnostic.severity == .error
      && ![FileSystemPath.noSuchFile, FileSystemPath.permissionDenied, "symbolic link cannot be resolved"]
        .contains(diagnostic.message)
      && !diagnostic.message.hasPrefix(FileSystemPath.ListingError.messagePrefix)
      // An input given that the system would not let the walk open (A79-1) or whose full path
      // passes `PATH_MAX` (A79-2): both walkers bind it, the localization walker says it.
      && !diagnostic.message.hasPrefix(InputJudgement.unreadablePrefix)
  }

  /// A `.swift` link out of the input as a warning of the report, kinded as the localization
  /// walker's links out (`externalLink`), so that a file left out is in the uploaded report
  /// and not on standard error only (the twenty-first attack's A21-17: a pull request replacing
  /// `Settings.swift` by such a link removed its rows with nothing in the report). The
  /// localization walker reports dangling links of any name, and links without the extension
  /// (folders), itself; `nil` for them and for other diagnostics.
  static func reportedLink(_ diagnostic: DiscoveryDiagnostic) -> LocalizationDiagnostic? {
    let file = diagnostic.location.file
    guard diagnostic.kind == .symlinkNotFollowed, file.hasSuffix(".swift"),
      diagnostic.message.hasPrefix("symbolic link leads outside the input")
    else { return nil }
    return LocalizationDiagnostic(
      kind: .externalLink, severity: .warning, file: file, message: diagnostic.message)
  }

  /// Whether `diagnostic` is the Swift walker's warning of a link out of the input that may
  /// be a folder (``LinkOutName/mayBeFolder(_:)``), which the localization walker reports too.
  static func isFolderLinkOut(_ diagnostic: DiscoveryDiagnostic) -> Bool {
    diagnostic.kind == .symlinkNotFollowed && diagnostic.severity == .warning
      && LinkOutName.mayBeFolder(BytePath.lastName(of: diagnostic.location.file))
      && diagnostic.message.hasPrefix("symbolic link leads outside the input")
  }

  /// What names a warning about a path in ``discover(in:components:configuredRows:followsExternalLinks:budget:io:)``'s
  /// `warnedPaths`: the path and the message, which the localization walker gives in the same
  /// words for the same folder (`folders nested deeper than 256 levels; not searched`).
  static func warnedPath(_ path: String, _ message: String) -> String {
    path + "\u{0}" + message
  }
}
