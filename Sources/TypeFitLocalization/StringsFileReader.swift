import Foundation

/// Reads `.strings` tables: `"key" = "value";` pairs in UTF-8 or UTF-16.
///
/// The locale comes from the nearest enclosing `X.lproj` folder (`pt_BR.lproj` → `pt-BR`,
/// `Base.lproj` and no folder → the development language). The comment written just before
/// a pair becomes its ``LocalizedString/comment``. A bare `"key";` means the value is the
/// key, as in Apple's property list parser. A key defined twice keeps its last value, as
/// Foundation reads the table, and the earlier definitions are reported as duplicates, not
/// checked. After a syntax error the reader reports it and
/// resumes at the next line, so one typo loses one entry, not the file; a stray character
/// where a key belongs (U+0085, a brace) is reported and skipped alone. The table may be
/// wrapped in `{ … }` (the old-style property-list dictionary form Foundation also reads);
/// XML property lists go to `StringsTableForm`. An empty entry after an entry's `;` (`;;`) ends
/// the table, as it ends Foundation's reading: the entries after it are counted in a warning, not
/// checked. A value that runs on
/// over lines to a quote followed on that line by something other than `;` is a string missing
/// its closing quote: it is reported where it starts, not checked, and the lines it swallowed
/// are read again.
public enum StringsFileReader {
  /// Reads one `.strings` file from its bytes.
  ///
  /// - Parameters:
  ///   - data: The file contents; UTF-8, or UTF-16 with or without a byte order mark.
  ///   - path: The path to report and to take the `.lproj` locale from.
  ///   - options: The development language for `Base.lproj`.
  /// - Returns: The pairs in file order, each located at its value's opening quote, and diagnostics.
  public static func read(
    _ data: Data, path: String, options: LocalizationReadOptions = LocalizationReadOptions()
  ) -> LocalizationReadResult {
    var stream = LocalizedStringStream(table: StringsFileStream([UInt8](data), path: path, options: options))
    return stream.readAll()
  }
}

/// The pairs of one `.strings` file, read one at a time; the work behind ``StringsFileReader``.
struct StringsFileStream: IteratorProtocol {
  private let path: String
  private let locale: String
  private var tokenizer: StringsFileTokenizer
  private var previous: StringsFileToken?
  private var decodingDiagnostics: [LocalizationDiagnostic]
  private var syntaxErrors = FileDiagnostics<LocalizationDiagnostic>()
  /// Keys defined more than once: definitions still to come and the line of the last one.
  /// `nil` until the first ``next()``. Keys compare by their code points, as Foundation's
  /// table (an `NSDictionary` of `NSString`) does: `café` NFC and NFD are two keys.
  private var duplicates: [ExactText: (remaining: Int, lastLine: Int)]?
  private var duplicateWarnings = FileDiagnostics<LocalizationDiagnostic>()
  /// The line of the last stray character read where a key was expected, while no key has
  /// been read since.
  private var lastStrayLine: Int?
  /// Whether the table is written inside an outer `{ … }` (the old-style property-list
  /// dictionary form, which Foundation reads too), and where its `{` is.
  private var openingBrace: StringsFileToken?
  /// Whether the closing `}` of a braced table has been read.
  private var closedBrace = false
  /// Whether any token has been read: only the first may be the opening `{`.
  private var readAnyToken = false
  /// The files whose keys the app shows instead of this table's (the table's `.stringsdict`,
  /// a String Catalog of the same table), each with its keys and their lines: these pairs are
  /// skipped with a warning (``skipKeys(shownInstead:)``).
  private var shadowing: [ShadowingKeys] = []
  /// Whether reading stopped at an empty entry (`;;`), as Foundation's does; set once the
  /// entries after it have been counted.
  private var stoppedAtEmptyEntry = false
  /// Whether the entries after an empty entry are being counted: `;` is then an empty
  /// statement again.
  private var countingAfterEmptyEntry = false

  /// - Parameters:
  ///   - bytes: The file contents; UTF-8, or UTF-16 with or without a byte order mark.
  ///   - path: The path to report and to take the `.lproj` locale from.
  ///   - options: The development language for `Base.lproj`.
  init(_ bytes: [UInt8], path: String, options: LocalizationReadOptions) {
    let decoded = SourceTextDecoder.decodeUTF8(bytes, path: path)
    self.path = path
    decodingDiagnostics = decoded.diagnostics
    locale =
      LocaleTag.fromLprojPath(path, developmentLanguage: options.developmentLanguage)
      ?? options.developmentLanguage
    tokenizer = StringsFileTokenizer(utf8: decoded.utf8, path: path)
  }

  /// Every problem found so far, in file order. Complete once ``next()`` has returned `nil`.
  /// The first ``FileDiagnostics/keptPerSeverity`` of each severity are kept, the rest counted.
  var diagnostics: FileDiagnostics<LocalizationDiagnostic> {
    FileDiagnostics.merged(
      [FileDiagnostics(decodingDiagnostics), syntaxErrors, tokenizer.diagnostics, duplicateWarnings],
      order: DiagnosticOrder.sortedByPosition)
  }

  /// The next pair, or `nil` at the end of the file. A key defined again later in the file is
  /// given only at its last definition, with a ``LocalizationDiagnostic/Kind/duplicateKey``
  /// warning at each earlier one: Foundation's `.strings` parser sets each pair into a
  /// dictionary as it reads it, so the last value replaces the others and is the one the app
  /// shows (`parsePlistDictContent` in swift-corelibs-foundation's
  /// `CoreFoundation/Parsing.subproj/CFOldStylePList.c` calls `CFDictionarySetValue` for every
  /// pair).
  ///
  /// A key the table's `.stringsdict` also defines (``skipKeys(shownInstead:)``) is skipped at
  /// its last definition, with one `duplicateKey` warning there; one a String Catalog of the
  /// table defines, without one (the file's `catalogShadowsStrings` warning names it).
  mutating func next() -> LocalizedString? {
    if duplicates == nil { duplicates = findDuplicates() }
    while let pair = nextPair() {
      let key = ExactText(pair.key)
      // One lookup per pair, and a warning built only while the file's warnings are kept
      // (the first 100): a table of one pair repeated 27,000,000 times made a message for
      // each (thirteenth attack A13-11).
      if let index = duplicates?.index(forKey: key), let duplicate = duplicates?.values[index],
        duplicate.remaining > 1
      {
        duplicates?.values[index].remaining -= 1
        duplicateWarnings.append(isError: false, line: max(1, pair.location.line)) {
          LocalizationDiagnostic(
            kind: .duplicateKey, severity: .warning, at: pair.location,
            message:
              "key \"\(TerminalText.escaped(pair.key))\" is defined again at line \(duplicate.lastLine); the last "
              + "definition is kept, as Foundation reads the table, and this one is skipped")
        }
        continue
      }
      guard let shadow = shadowing.first(where: { $0.keys[key] != nil }) else { return pair }
      if let warning = shadow.warning(skipping: pair) { duplicateWarnings.append(warning) }
    }
    return nil
  }

  /// Skips the pairs whose keys `shadow`'s file also defines (``ShadowingKeys``): the table's
  /// `.stringsdict`, with a warning at each, or a String Catalog of the same table, without
  /// (the file's one warning counts them). Given twice, a key of both is skipped as the first
  /// says.
  mutating func skipKeys(shownInstead shadow: ShadowingKeys) {
    shadowing.append(shadow)
  }

  /// The keys defined more than once, with their number of definitions and the line of the
  /// last, found by reading a copy of this stream to the end (its diagnostics are dropped: the
  /// reading itself reports them). Holds each key once, not the values.
  private func findDuplicates() -> [ExactText: (remaining: Int, lastLine: Int)] {
    var scout = self
    var seen: [ExactText: (remaining: Int, lastLine: Int)] = [:]
    while let pair = scout.nextPair() {
      let key = ExactText(pair.key)
      if let index = seen.index(forKey: key) {
        seen.values[index].remaining += 1
        seen.values[index].lastLine = pair.location.line
      } else {
        seen[key] = (1, pair.location.line)
      }
    }
    return seen.filter { $0.value.remaining > 1 }
  }

  private mutating func nextPair() -> LocalizedString? {
    if stoppedAtEmptyEntry { return nil }
    while true {
      let isFirst = !readAnyToken
      let before = previous
      guard let keyToken = nextToken() else { break }
      guard case .string(let key) = keyToken.kind else {
        if keyToken.kind == .semicolon {
          let startsTable = before == nil || (before?.kind == .unexpected("{") && before == openingBrace)
          if before?.kind == .semicolon || startsTable, !countingAfterEmptyEntry {
            stopReading(atEmptyEntry: keyToken, first: startsTable)
            return nil
          }
          tokenizer.skipEmptyStatements()
          continue
        }
        if keyToken.kind == .unexpected("{"), isFirst, openingBrace == nil {
          openingBrace = keyToken
          continue
        }
        if keyToken.kind == .unexpected("}"), openingBrace != nil, !closedBrace {
          closedBrace = true
          continue
        }
        if closedBrace {
          syntaxError(
            "expected the end of the table after its closing '}', found \(Self.describe(keyToken))",
            at: keyToken)
          tokenizer.skipToNextLine()
          continue
        }
        if case .unexpected = keyToken.kind {
          // A stray character between entries (U+0085, a brace): the entries after it on the
          // line are read; a run of them on one line is reported once.
          if keyToken.line != lastStrayLine {
            syntaxError(
              "expected a quoted key, found \(Self.describe(keyToken)); skipped (Foundation stops reading the "
                + "table there: the entries after it show their keys in the app)", at: keyToken)
          }
          lastStrayLine = keyToken.line
          tokenizer.skipStrayRun()
          continue
        }
        syntaxError("expected a quoted key, found \(Self.describe(keyToken))", at: keyToken)
        tokenizer.skipToNextLine()
        continue
      }
      lastStrayLine = nil
      if closedBrace {
        syntaxError(
          "expected the end of the table after its closing '}', found \(Self.describe(keyToken))",
          at: keyToken)
        tokenizer.skipToNextLine()
        continue
      }
      let separator = nextToken()
      guard separator?.kind == .equals else {
        if separator?.kind == .semicolon { return pair(key, keyToken, value: key, at: keyToken) }
        syntaxError(
          "expected '=' or ';' after key, found \(Self.describe(separator))"
            + Self.unquotedHint(keyToken, then: separator, noun: "key"), at: separator ?? keyToken)
        resume(after: separator, line: keyToken.line)
        continue
      }
      let candidate = nextToken()
      if let candidate, case .unexpected(let opening) = candidate.kind,
        opening == "(" || opening == "{" || opening == "<"
      {
        skipValue(of: key, openedBy: opening, at: candidate)
        continue
      }
      guard let candidate, case .string(let value) = candidate.kind else {
        syntaxError("expected a value after '=', found \(Self.describe(candidate))", at: candidate)
        resume(after: candidate, line: separator?.line ?? keyToken.line)
        continue
      }
      let terminator = nextToken()
      if terminator?.kind == .semicolon { return pair(key, keyToken, value: value, at: candidate) }
      if let terminator, candidate.endLine > candidate.line, terminator.line == candidate.endLine {
        // The value ran on over lines to a quote with more text right after it: that quote most
        // likely opens the next entry's key, and this value lacks its closing quote.
        syntaxError(
          "unterminated string starting at \(candidate.line):\(candidate.column); expected a closing "
            + StringsFileToken.quoteName(candidate.quote ?? "\""), at: candidate)
        tokenizer.restart(atLineAfter: candidate)
        continue
      }
      syntaxError(
        "expected ';' after value, found \(Self.describe(terminator))"
          + Self.unquotedHint(candidate, then: terminator, noun: "value"), at: terminator ?? candidate)
      resume(after: terminator, line: candidate.line)
      return pair(key, keyToken, value: value, at: candidate)
    }
    if let openingBrace, !closedBrace, !reportedMissingBrace {
      reportedMissingBrace = true
      syntaxError(
        "the '{' at \(openingBrace.line):\(openingBrace.column) is never closed; expected '}' at the end of the table",
        at: nil)
    }
    return nil
  }

  /// Skips an array, dictionary or data value (`"k" = ("a", "b");`, `"k" = <0fbd>;`, the
  /// fifty-fourth attack's A54-4), which Foundation reads into the table but an app cannot show
  /// as a string: one warning, and the entries after it are read,
  /// in a braced table too. One not closed is a syntax error: reading goes on at a closing
  /// character of the other kind, or, for the first value in the file that runs to its end,
  /// at the line after its opening (later ones end the file, so a file of them costs one pass
  /// each, not one per line).
  private mutating func skipValue(of key: String, openedBy opening: Character, at token: StringsFileToken) {
    let noun = opening == "(" ? "an array" : opening == "{" ? "a dictionary" : "data (<…>)"
    let end = opening == "<" ? tokenizer.skipData() : tokenizer.skipCollection(openedBy: opening)
    guard end == .closed else {
      syntaxError(
        opening == "<"
          ? "the '<' of the value at \(token.line):\(token.column) is not closed by '>' after hex digits and "
            + "white space"
          : "the '\(opening)' of the value at \(token.line):\(token.column) is not closed; expected '"
            + (opening == "(" ? ")" : "}") + "'", at: token)
      if end == .unclosed, !reopenedUnclosedValue {
        reopenedUnclosedValue = true
        tokenizer.restart(atLineAfter: token)
      }
      return
    }
    syntaxErrors.append(isError: false, line: token.line) {
      LocalizationDiagnostic(
        kind: .unexpectedType, severity: .warning, file: path, line: token.line, column: token.column,
        message:
          "the value of key \"\(TerminalText.escaped(key))\" is \(noun), not a string; skipped (an app cannot "
          + "show it as text)")
    }
    let line = tokenizer.currentLine
    let terminator = nextToken()
    guard terminator?.kind != .semicolon else { return }
    syntaxError("expected ';' after value, found \(Self.describe(terminator))", at: terminator ?? token)
    resume(after: terminator, line: line)
  }

  /// Ends the table at the `;` of an empty entry (`token`, right after the `;` that ended an
  /// entry), as Foundation's `.strings` parser ends it: `parsePlistDictContent` in
  /// swift-corelibs-foundation's `CoreFoundation/Parsing.subproj/CFOldStylePList.c` reads the
  /// next key after each `;` without requiring one, so a second `;` ends the loop and the
  /// dictionary read so far is returned without an error. The entries after it are counted
  /// (their syntax errors still reported) for one warning, and not given: the app never shows
  /// them. In a table inside `{ … }` the parser then expects `}` and fails, so the whole table is
  /// unreadable there: that is an error. So is a `;` before the first entry (`first`), where the
  /// parser requires a key and fails ("Unexpected character ;").
  private mutating func stopReading(atEmptyEntry token: StringsFileToken, first: Bool) {
    countingAfterEmptyEntry = true
    tokenizer.skipEmptyStatements()
    var skipped = 0
    while nextPair() != nil { skipped += 1 }
    stoppedAtEmptyEntry = true
    let refused = first || openingBrace != nil
    guard skipped > 0 || refused else { return }
    let entries = skipped == 1 ? "1 entry after it is" : "\(skipped) entries after it are"
    let message =
      first
      ? "a ';' before the first entry: Foundation requires a key there and cannot read the table at all (the "
        + "app shows every key); \(entries) not checked; remove the ';'"
      : refused
        ? "an empty entry (';' right after the ';' that ends an entry) inside '{ … }': Foundation expects '}' "
          + "there and cannot read the table at all (the app shows every key); TypeFit checks the entries before "
          + "it only, and \(entries) not checked; remove the extra ';'"
        : "an empty entry (';' right after the ';' that ends an entry): Foundation stops reading the table here, "
          + "so \(entries) not shown on the device and not checked; remove the extra ';'"
    syntaxErrors.append(isError: refused, line: token.line) {
      LocalizationDiagnostic(
        kind: .syntaxError, severity: refused ? .error : .warning, file: path, line: token.line,
        column: token.column, message: message)
    }
  }

  /// Whether reading went back after an array or dictionary value that was never closed.
  private var reopenedUnclosedValue = false

  /// Whether the unclosed `{` has been reported (the end of the file may be met more than once).
  private var reportedMissingBrace = false

  private func pair(
    _ key: String, _ keyToken: StringsFileToken, value: String, at valueToken: StringsFileToken
  ) -> LocalizedString {
    LocalizedString(
      key: key, locale: locale, value: value,
      location: SourceLocation(file: path, line: valueToken.line, column: valueToken.column),
      comment: keyToken.precedingComment, format: .strings)
  }

  /// Reports at `token`, or at the last token read when the file ended. Nothing is added when
  /// the file ended inside a string: the tokenizer has reported that already.
  /// The message is built only while the file's errors are still listed (``FileDiagnostics``).
  private mutating func syntaxError(_ message: @autoclosure () -> String, at token: StringsFileToken?) {
    if token == nil && tokenizer.endedInsideString { return }
    let place = token ?? previous
    syntaxErrors.append(isError: true, line: place?.line ?? 0) {
      LocalizationDiagnostic(
        kind: .syntaxError, file: path, line: place?.line, column: place?.column, message: message())
    }
  }

  private mutating func nextToken() -> StringsFileToken? {
    let token = tokenizer.next()
    readAnyToken = true
    if let token { previous = token }
    return token
  }

  /// The explanation added when a character that may not be in an unquoted string (`a+b`,
  /// `a@b`) follows an unquoted key or value with no space between: Foundation's parser ends the
  /// string there (`isValidUnquotedStringCharacter` in `CFOldStylePList.c`: ASCII letters, digits
  /// and `_ $ / : . -`) and then cannot read the table. Empty otherwise.
  private static func unquotedHint(_ string: StringsFileToken, then next: StringsFileToken?, noun: String)
    -> String
  {
    guard string.quote == nil, let next, case .unexpected = next.kind, next.offset == string.endOffset else {
      return ""
    }
    return " right after the unquoted \(noun) (an unquoted \(noun) may hold only ASCII letters, digits and "
      + "_ $ / : . -; Foundation cannot read this table): put the \(noun) in quotes"
  }

  private static func describe(_ token: StringsFileToken?) -> String {
    switch token?.kind {
    case nil: return "end of file"
    case .string: return "a string"
    case .equals: return "'='"
    case .semicolon: return "';'"
    case .unexpected("\u{FEFF}"):
      // Invisible on a terminal: named, and written as an escape (a second one, or one after
      // the start; the seventeenth attack's A17-3).
      return "a byte order mark ('\\u{FEFF}'), which only the start of a file may hold"
    case .unexpected(let character): return "'\(character)'"
    }
  }

  /// After an error at `token`: a string on a later line than `line` may start the next entry,
  /// so it is read again; otherwise the rest of the line is skipped.
  private mutating func resume(after token: StringsFileToken?, line: Int) {
    guard let token else { return }
    if case .string = token.kind, token.line > line {
      tokenizer.pushBack(token)
    } else {
      tokenizer.skipToNextLine()
    }
  }
}
