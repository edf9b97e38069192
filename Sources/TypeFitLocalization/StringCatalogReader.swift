import Foundation

/// Reads Xcode String Catalogs (`.xcstrings`).
///
/// Every localization is read, the source language included. A key with no entry for the
/// source language is shown by the app as the key itself, so it yields a source-language
/// string whose value is the key, with no state, located at the key. That holds for
/// `"shouldTranslate": false` keys too: they are not translated, but they are still shown.
///
/// Plural and device variations become one string each (`device.iphone, plural.one`).
/// Substitutions (`%#@name@`) are expanded: each plural form of each argument is written into
/// the host text, every combination, with Xcode's `%arg` placeholder turned into the
/// argument's own specifier (`%2$lld`).
///
/// The catalog is read one entry of `strings` at a time (`StringCatalogStream`): memory holds
/// the file's bytes and one entry's JSON, however many keys the catalog has.
public enum StringCatalogReader {
  /// Reads one catalog from its bytes.
  ///
  /// - Parameters:
  ///   - data: The file contents (UTF-8 JSON).
  ///   - path: The path to report in locations and diagnostics.
  ///   - options: State filter, development language, nesting and combination limits.
  /// - Returns: The strings in catalog order (keys, then localizations, then variants) and
  ///   diagnostics. Malformed JSON yields the strings of the entries before the error and one
  ///   ``LocalizationDiagnostic/Kind/syntaxError`` (or ``LocalizationDiagnostic/Kind/nestingTooDeep``)
  ///   at the offending character.
  /// - Complexity: O(n) in the file size plus the number of expanded combinations.
  public static func read(
    _ data: Data, path: String, options: LocalizationReadOptions = LocalizationReadOptions()
  ) -> LocalizationReadResult {
    var stream = LocalizedStringStream(
      catalog: StringCatalogStream([UInt8](data), path: path, options: options))
    return stream.readAll()
  }
}

/// The strings of one String Catalog, read one entry of `strings` at a time.
///
/// The top-level object and the `strings` object are read member by member; only one entry's
/// JSON tree exists at a time. Strings come in catalog order, and a syntax error ends the
/// file after the strings of the entries before it. When `strings` comes before
/// `sourceLanguage` (Xcode writes it after), the rest of the document is scanned for the
/// source language first, in constant memory.
struct StringCatalogStream: IteratorProtocol {
  private enum Phase {
    case start
    case topLevel(JSONParser.ObjectCursor)
    case entries(topLevel: JSONParser.ObjectCursor, strings: JSONParser.ObjectCursor)
    case finished
  }

  private let path: String
  private var parser: JSONParser
  /// Entries skipped for nesting deeper than the limit, one diagnostic each.
  private var skippedEntries = FileDiagnostics<LocalizationDiagnostic>()
  private var walker: StringCatalogWalker
  private var phase = Phase.start
  private var decodingDiagnostics: [LocalizationDiagnostic]
  /// The syntax or nesting error that ended the file, if any.
  private var failure: LocalizationDiagnostic?
  private var sourceLanguage: String
  private var sourceLanguageRead = false
  private var stringsRead = false
  private var documentPosition = (line: 1, column: 1)
  private var pending: [LocalizedString] = []
  /// Keys of `strings` written more than once: where the value of the last definition, the one
  /// kept, begins (a byte offset) and its line.
  private var duplicates: [ExactText: (lastOffset: Int, lastLine: Int)] = [:]
  /// One warning per skipped duplicate definition, of a key, of a member inside an entry,
  /// or of a top-level member.
  private var duplicateWarnings = FileDiagnostics<LocalizationDiagnostic>()
  /// The line of the first `sourceLanguage` and `strings` member, to report one written again.
  private var topLevelLines: [String: Int] = [:]
  private var pendingIndex = 0
  /// How a large file is read in two halves at once; `nil` reads it on the calling thread.
  private var halves: CatalogHalves?
  /// The second half of `strings`, being read on a thread of its own, and where this stream
  /// stops to take it.
  private var secondHalf: SecondHalf?

  /// - Parameters:
  ///   - bytes: The file contents; UTF-8, UTF-16 or damaged text is decoded as the other readers do.
  ///   - path: The path to report.
  ///   - options: Reader options.
  ///   - halves: How a large file is read in two halves at once; `nil` reads it on the calling
  ///     thread alone.
  ///   - pluralRules: The reader's plural rules, to enumerate only the substitution forms a
  ///     language shows (``ShownSubstitutionForms``); `nil` enumerates every form.
  init(
    _ bytes: [UInt8], path: String, options: LocalizationReadOptions, halves: CatalogHalves? = nil,
    pluralRules: LanguagePluralRules? = nil
  ) {
    self.halves = halves
    let decoded = SourceTextDecoder.decodeUTF8(bytes, path: path)
    self.path = path
    decodingDiagnostics = decoded.diagnostics
    parser = JSONParser(bytes: decoded.utf8, maximumDepth: options.maximumNestingDepth)
    walker = StringCatalogWalker(path: path, options: options, fileBytes: bytes.count)
    walker.pluralRules = pluralRules
    sourceLanguage = options.developmentLanguage
    if decoded.isRefused { phase = .finished }
  }

  /// Every problem found so far: decoding, lone surrogate escapes, wrong types, then the
  /// error that ended the file. Complete once ``next()`` has returned `nil`.
  /// The first ``FileDiagnostics/keptPerSeverity`` of each severity are kept, the rest counted.
  var diagnostics: FileDiagnostics<LocalizationDiagnostic> {
    let warnings = parser.warnings.map { warning in
      LocalizationDiagnostic(
        kind: .invalidEncoding, severity: .warning, file: path, line: warning.line, column: warning.column,
        message: warning.message)
    }
    return FileDiagnostics.merged([
      FileDiagnostics(decodingDiagnostics), warnings, walker.diagnostics, skippedEntries,
      duplicateWarnings, FileDiagnostics(failure.map { [$0] } ?? []),
      FileDiagnostics(walker.leftOutStates.note(file: path, options: walker.options).map { [$0] } ?? []),
    ])
  }

  /// The next string, or `nil` at the end of the file (or at the error that ended it).
  mutating func next() -> LocalizedString? {
    while true {
      if pendingIndex < pending.count {
        pendingIndex += 1
        return pending[pendingIndex - 1]
      }
      if case .finished = phase { return nil }
      pending = []
      pendingIndex = 0
      do {
        try step()
      } catch {
        // An error before the second half begins ends the file there: its strings are not given.
        secondHalf?.thread.wait()
        secondHalf = nil
        failure = LocalizationDiagnostic(
          kind: error.kind == .nestingTooDeep ? .nestingTooDeep : .syntaxError,
          file: path, line: error.line, column: error.column, message: error.message)
        phase = .finished
      }
    }
  }

  /// Reads one member of the top-level object, or one entry of `strings`.
  private mutating func step() throws(JSONParseError) {
    switch phase {
    case .start:
      parser.skipWhitespace()
      guard parser.isAtObject else {
        let document = try parser.parseValue(depth: 0)
        try parser.finishDocument()
        walker.typeError(document, "an object at the top level")
        phase = .finished
        return
      }
      documentPosition = parser.position
      phase = .topLevel(try parser.beginObject(depth: 1))
    case .topLevel(var cursor):
      guard let name = try parser.nextMember(&cursor) else {
        try parser.finishDocument()
        if !stringsRead {
          walker.missingStrings(line: documentPosition.line, column: documentPosition.column)
        }
        phase = .finished
        return
      }
      phase = .topLevel(cursor)
      if name == "sourceLanguage" || name == "strings" {
        let line = parser.position.line
        if let first = topLevelLines[name] {
          duplicateWarnings.append(
            LocalizationDiagnostic(
              kind: .duplicateKey, severity: .warning, file: path, line: line,
              message:
                "\"\(name)\" is written again here, after line \(first); Xcode reads only the last one, "
                + (name == "strings"
                  ? "so the strings of line \(first) are not in the app: both are checked here"
                  : "which TypeFit uses for the strings after it")))
          // Read the later member too: it is the one the app has, and no string is dropped
          // unseen.
          if name == "strings" { stringsRead = false } else { sourceLanguageRead = false }
        } else {
          topLevelLines[name] = line
        }
      }
      if name == "sourceLanguage" && !sourceLanguageRead {
        readSourceLanguage(try parser.parseValue(depth: cursor.depth))
      } else if name == "strings" && !stringsRead {
        stringsRead = true
        if !sourceLanguageRead { try findSourceLanguage(after: cursor) }
        if parser.isAtObject {
          let strings = try parser.beginObject(depth: cursor.depth + 1)
          let middle = halves.flatMap { halves in
            parser.byteCount >= halves.minimumBytes ? parser.byteCount * halves.firstHalfPercent / 100 : nil
          }
          let scouted = Self.duplicateKeys(parser, strings, splittingAt: middle)
          duplicates = scouted.duplicates
          phase = .entries(topLevel: cursor, strings: strings)
          if let split = scouted.split { startSecondHalf(at: split) }
        } else {
          walker.typeError(try parser.parseValue(depth: cursor.depth), "an object for \"strings\"")
        }
      } else {
        _ = try parser.parseValue(depth: cursor.depth, keep: false)
      }
    case .entries(let topLevel, var cursor):
      if let secondHalf, parser.byteOffset >= secondHalf.offset, takeSecondHalf(secondHalf) {
        return
      }
      guard let key = try parser.nextMember(&cursor) else {
        phase = .topLevel(topLevel)
        return
      }
      phase = .entries(topLevel: topLevel, strings: cursor)
      if !duplicates.isEmpty, let duplicate = duplicates[ExactText(key)],
        duplicate.lastOffset != parser.byteOffset
      {
        // Xcode decodes the catalog with the last definition of a key winning: keep that one.
        let line = parser.position.line
        try parser.skipValue()
        duplicateWarnings.append(
          LocalizationDiagnostic(
            kind: .duplicateKey, severity: .warning, file: path, line: line,
            message:
              "key \"\(TerminalText.escaped(key))\" is defined again at line \(duplicate.lastLine); the last "
              + "definition is kept, as Xcode reads it, and this one is skipped"))
        return
      }
      let start = parser
      // Most entries are of a plain shape that gives no diagnostic: read straight into
      // strings; any other entry is read again from its start, as a tree.
      if let strings = StringCatalogPlainEntry.read(
        key: key, from: &parser, depth: cursor.depth, path: path, sourceLanguage: sourceLanguage,
        options: walker.options, leftOut: &walker.leftOutStates)
      {
        pending = strings
        return
      }
      parser = start
      do {
        var repeated: [JSONMember] = []
        let entry = try parser.parseValue(depth: cursor.depth).keepingLastMembers(dropped: &repeated)
        for member in repeated {
          duplicateWarnings.append(
            LocalizationDiagnostic(
              kind: .duplicateKey, severity: .warning, file: path, line: member.value.line,
              column: member.value.column,
              message:
                "\"\(TerminalText.escaped(member.key))\" is written again later in the same object of the "
                + "entry \"\(TerminalText.escaped(key))\"; the last is kept, as Xcode reads it, and this one "
                + "is skipped"))
        }
        walker.readEntry(key: key, entry, sourceLanguage: sourceLanguage)
        pending = walker.takeStrings()
      } catch  where error.kind == .nestingTooDeep {
        // One entry nested too deep loses that entry only: skip its value without building it
        // (no recursion, so any depth is safe) and go on with the next key.
        parser = start
        try parser.skipValue()
        skippedEntries.append(
          LocalizationDiagnostic(
            kind: .nestingTooDeep, file: path, line: error.line, column: error.column,
            message: "\(error.message) in the entry \"\(TerminalText.escaped(key))\"; that entry was skipped")
        )
      }
    case .finished:
      return
    }
  }

  /// The keys of the `strings` object at `parser` that appear more than once, found on a copy
  /// of the parser without building any value. A syntax error ends the search; the reading
  /// itself reports it. Keys are compared by bytes: `café` in NFC and in NFD are two keys to
  /// the tables an app looks its strings up in (an `NSDictionary` of `NSString`, which compares
  /// UTF-16 code units literally), so both are read and neither is a duplicate.
  ///
  /// With `middle`, also the parser and cursor just before the first entry that begins at or
  /// after that byte offset, where a second half of the entries can be read from (`nil` when no
  /// entry comes after it).
  private static func duplicateKeys(
    _ parser: JSONParser, _ cursor: JSONParser.ObjectCursor, splittingAt middle: Int?
  ) -> (
    duplicates: [ExactText: (lastOffset: Int, lastLine: Int)],
    split: (parser: JSONParser, cursor: JSONParser.ObjectCursor)?
  ) {
    var scout = parser
    var scoutCursor = cursor
    var seen: [ExactText: (count: Int, lastOffset: Int, lastLine: Int)] = [:]
    var split: (parser: JSONParser, cursor: JSONParser.ObjectCursor)?
    var entriesAfterSplit = 0
    do {
      while true {
        if split == nil, let middle, scout.byteOffset >= middle { split = (scout, scoutCursor) }
        guard let name = try scout.nextMember(&scoutCursor) else { break }
        if split != nil { entriesAfterSplit += 1 }
        let line = scout.position.line
        let key = ExactText(name)
        seen[key, default: (0, 0, 0)].count += 1
        seen[key]?.lastOffset = scout.byteOffset
        seen[key]?.lastLine = line
        try scout.skipValue()
      }
    } catch {}
    var duplicates: [ExactText: (lastOffset: Int, lastLine: Int)] = [:]
    for (key, found) in seen where found.count > 1 { duplicates[key] = (found.lastOffset, found.lastLine) }
    return (duplicates, entriesAfterSplit > 0 ? split : nil)
  }

  private mutating func readSourceLanguage(_ value: JSONNode) {
    sourceLanguageRead = true
    if let language = walker.sourceLanguage(value) { sourceLanguage = language }
  }

  /// Looks for `sourceLanguage` among the members after `strings` (the parser is at the value
  /// of `strings`), on a copy of the parser, without keeping what it skips.
  ///
  /// - Throws: the first syntax error after `strings`: the source language is unknown, so no
  ///   string of the file is given.
  private mutating func findSourceLanguage(after cursor: JSONParser.ObjectCursor) throws(JSONParseError) {
    var scout = parser
    var scoutCursor = cursor
    _ = try scout.parseValue(depth: cursor.depth, keep: false)
    while let name = try scout.nextMember(&scoutCursor) {
      if name == "sourceLanguage" {
        readSourceLanguage(try scout.parseValue(depth: cursor.depth))
        return
      }
      _ = try scout.parseValue(depth: cursor.depth, keep: false)
    }
    sourceLanguageRead = true
  }
}

extension StringCatalogStream {
  /// The entries of `strings` from an entry boundary on, read to the end of the file by a copy
  /// of the stream on a thread of its own (``CatalogHalves``).
  private struct SecondHalf {
    /// Where the second half begins: the byte offset and position of the parser there.
    let offset: Int
    let position: (line: Int, column: Int)
    let result: HalfResult
    let thread: HalfThread
    /// Whether the file's first unknown member was reported before the second half began.
    let reportedUnknownMemberBefore: Bool
  }

  /// The copy of the stream that reads the second half, and the strings it read; written by
  /// its thread only, read once that thread has been joined.
  private final class HalfResult: @unchecked Sendable {
    var stream: StringCatalogStream
    var strings: [LocalizedString] = []

    init(_ stream: StringCatalogStream) { self.stream = stream }

    func readToEnd() {
      while let string = stream.next() { strings.append(string) }
    }
  }

  /// The thread reading a second half: waited for once, when the first half reaches it, when
  /// the file ends before, or when the stream is dropped.
  private final class HalfThread {
    private var join: (() -> Void)?

    init(_ join: @escaping () -> Void) { self.join = join }

    func wait() {
      join?()
      join = nil
    }

    deinit { wait() }
  }

  /// Starts reading the entries from `split` (the scout's parser and cursor before the first
  /// entry at or after the file's middle) to the end of the file on a thread of its own, with
  /// this stream's state and no diagnostics; this stream reads the entries before, then takes
  /// the second half's strings and diagnostics (``takeSecondHalf(_:)``).
  private mutating func startSecondHalf(at split: (parser: JSONParser, cursor: JSONParser.ObjectCursor)) {
    guard let halves, case .entries(let topLevel, _) = phase else { return }
    var later = self
    later.halves = nil
    later.parser = split.parser
    later.parser.warnings = FileDiagnostics()
    later.phase = .entries(topLevel: topLevel, strings: split.cursor)
    later.walker = walker.withoutDiagnostics()
    later.skippedEntries = FileDiagnostics()
    later.duplicateWarnings = FileDiagnostics()
    later.decodingDiagnostics = []
    let result = HalfResult(later)
    guard let join = halves.start({ result.readToEnd() }) else { return }
    secondHalf = SecondHalf(
      offset: split.parser.byteOffset, position: split.parser.position, result: result,
      thread: HalfThread(join),
      reportedUnknownMemberBefore: walker.reportedUnknownMember)
  }

  /// Becomes the second half's stream, once read, with this stream's diagnostics before its own
  /// and its strings to hand out; `false` (the second half dropped, this stream reading on) when
  /// this stream is not where the second half began or both halves reported a first unknown member.
  private mutating func takeSecondHalf(_ half: SecondHalf) -> Bool {
    half.thread.wait()
    secondHalf = nil
    var later = half.result.stream
    let bothReported =
      !half.reportedUnknownMemberBefore && walker.reportedUnknownMember && later.walker.reportedUnknownMember
    guard parser.byteOffset == half.offset, parser.position == half.position, !bothReported else {
      return false
    }
    var warnings = parser.warnings
    warnings.append(following: later.parser.warnings)
    later.parser.warnings = warnings
    later.walker.follow(walker)
    var skipped = skippedEntries
    skipped.append(following: later.skippedEntries)
    later.skippedEntries = skipped
    var duplicated = duplicateWarnings
    duplicated.append(following: later.duplicateWarnings)
    later.duplicateWarnings = duplicated
    later.decodingDiagnostics = decodingDiagnostics
    later.pending = half.result.strings
    later.pendingIndex = 0
    self = later
    return true
  }
}
