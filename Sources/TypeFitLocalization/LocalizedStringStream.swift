import TypeFitInput

/// The strings of one localization file, read as they are asked for.
///
/// String Catalogs and `.strings` tables are read one entry at a time, so a file with a
/// million keys never holds a million strings; the XML formats (`.stringsdict`, XLIFF,
/// Android) are read whole when the stream is made and handed out one by one. Strings come in
/// the same order, with the same diagnostics, as ``LocalizationReader/read(file:)`` gives.
///
/// ```swift
/// var stream = LocalizationReader().stream(file: LocalizationFile(path: "Localizable.xcstrings", format: .xcstrings))
/// while let string = stream.next() { print(string.key, string.locale, string.value) }
/// stream.diagnostics  // every problem of the file, now that it is read to the end
/// ```
public struct LocalizedStringStream: IteratorProtocol {
  private var catalog: StringCatalogStream?
  private var table: StringsFileStream?
  /// The strings of a file read whole (the XML formats); their diagnostics are `wholeDiagnostics`.
  private var whole: LocalizationReadResult
  private var wholeDiagnostics = FileDiagnostics<LocalizationDiagnostic>()
  /// Where the diagnostics are, as the line counting those not listed says it.
  private var place = "in this file"
  private var wholeIndex = 0
  /// Locales that are not BCP 47 tags met so far, each reported once.
  private var badLocales: Set<String> = []
  /// Well-formed locales of no known language met so far, each warned of once.
  private var unknownLanguages: Set<String> = []
  private var localeDiagnostics: [LocalizationDiagnostic] = []
  /// The last locale found well formed: a file's strings mostly share one, checked once.
  private var lastGoodLocale: String?
  /// The locales found well formed so far (at most ``rememberedLocales``): a String Catalog's
  /// strings go through every locale of a key, then again for the next key, and the check of
  /// a tag is about 3,000 instructions where a look-up here is a few hundred. Compared by
  /// bytes, as the check reads them: `de-\u{212A}` (KELVIN SIGN) is canonically equivalent to
  /// the well-formed `de-K` but is no tag.
  private var goodLocales: Set<ExactText> = []
  /// The most well-formed locales remembered: 1,024 (a run checks at most 1,000).
  static let rememberedLocales = 1_024
  /// Leaves out the plural forms a language never shows, when the reader has plural rules.
  private var unshownForms: UnshownPluralForms?
  private var pluralDiagnostics = FileDiagnostics<LocalizationDiagnostic>()
  /// Leaves out the keys of a `Base.lproj` table that the development language's table has.
  private var baseCopies: BaseLocalizationCopies.LeftOut?
  private var baseCopiesNote: LocalizationDiagnostic?
  /// Problems of the file as a whole that the reader found beside it (``add(_:)``).
  private var fileDiagnostics: [LocalizationDiagnostic] = []

  init(catalog: StringCatalogStream) {
    self.catalog = catalog
    whole = LocalizationReadResult()
  }

  init(table: StringsFileStream) {
    self.table = table
    whole = LocalizationReadResult()
  }

  /// A stream over strings and diagnostics already read; `place` says where the diagnostics
  /// are in the line counting those past the limit (`in this file`).
  init(_ result: LocalizationReadResult, place: String = "in this file") {
    whole = LocalizationReadResult(strings: result.strings)
    wholeDiagnostics = FileDiagnostics(result.diagnostics)
    self.place = place
  }

  /// A stream over the strings an XML reader read, its diagnostics already limited.
  init(_ result: XMLReadResult) {
    whole = LocalizationReadResult(strings: result.strings)
    wholeDiagnostics = result.diagnostics
  }

  /// The next string of the file, or `nil` when it is read to the end. A string whose locale
  /// is not a BCP 47 tag (an empty `.xcstrings` locale, a folder named `.lproj`, XLIFF's
  /// `target-language=""`) is not handed out: its locale is reported once, as
  /// ``LocalizationDiagnostic/Kind/invalidLanguageTag``, where it is first met, since no text
  /// engine can lay out text in a language it cannot name.
  ///
  /// With ``LocalizationReader/pluralRules``, a plural form the string's language never shows is
  /// not handed out either (``UnshownPluralForms``): one warning per key and locale names them.
  ///
  /// A string that only stands for forms not laid out (``LocalizedString/isStandIn``) is never
  /// handed out.
  public mutating func next() -> LocalizedString? {
    guard unshownForms != nil else {
      while let string = nextOwn() {
        if !string.isStandIn { return string }
      }
      return nil
    }
    while let string = nextOwn() {
      let (shown, warnings) = unshownForms!.admits(string)
      for warning in warnings { pluralDiagnostics.append(warning) }
      if shown { return string }
    }
    for warning in unshownForms!.finish() { pluralDiagnostics.append(warning) }
    return nil
  }

  /// Leaves out, from here on, the plural forms a language never shows by `rules`.
  mutating func leaveOutUnshownForms(_ rules: LanguagePluralRules) {
    unshownForms = UnshownPluralForms(rules: rules)
  }

  /// Leaves out, from here on, the strings of `keys` (a `Base.lproj` table's keys that the
  /// development language's `files` beside it define, each with the index of the first file
  /// defining it), with one note at the end.
  mutating func leaveOutBaseCopies(of path: String, shownFrom files: [String], keys: [ExactText: Int]) {
    guard !keys.isEmpty else { return }
    baseCopies = BaseLocalizationCopies.LeftOut(path: path, shownFrom: files, keys: keys)
  }

  /// The keys this stream hands out from here on, without the plural forms left out, each with
  /// the line of its first string.
  var remainingKeys: [ExactText: Int] {
    mutating get {
      var keys: [ExactText: Int] = [:]
      while let string = nextWellFormed() {
        let key = ExactText(string.key)
        if keys[key] == nil { keys[key] = string.location.line }
      }
      return keys
    }
  }

  /// The next well-formed string that is not a `Base.lproj` copy (see ``leaveOutBaseCopies``).
  private mutating func nextOwn() -> LocalizedString? {
    guard baseCopies != nil else { return nextWellFormed() }
    while let string = nextWellFormed() {
      if baseCopies!.admits(string) { return string }
    }
    if let note = baseCopies!.finish() { baseCopiesNote = note }
    return nil
  }

  /// The next string whose locale is a BCP 47 tag (see ``next()``).
  private mutating func nextWellFormed() -> LocalizedString? {
    while let string = nextRead() {
      // A file's bytes are scanned for long runs of combining marks as it is read (`InputFile`),
      // but escapes (`\U0651`, `\u0651`), character references (`&#x651;`) and markup or CDATA
      // joining runs write such a run in bytes that show none: the string is reported and not
      // handed out, before any comparison of its text (the sixty-ninth attack's A69-1: three
      // values of 49,000 escaped marks took 16-21 s, five joined by `<b></b>` 32 s).
      if CombiningMarkRun.hasLongRun(string.value) || CombiningMarkRun.hasLongRun(string.key) {
        localeDiagnostics.append(
          LocalizationDiagnostic(
            kind: .valueTooLong, at: string.location,
            message:
              "the \(CombiningMarkRun.hasLongRun(string.value) ? "value" : "key") has "
              + "\(CombiningMarkRun.refusalReason()); not checked",
            locale: string.locale))
        continue
      }
      if let lastGoodLocale, ExactText.sameBytes(string.locale, lastGoodLocale) { return string }
      if goodLocales.contains(ExactText(string.locale)) {
        lastGoodLocale = string.locale
        return string
      }
      if LocaleTag.isWellFormed(string.locale) {
        lastGoodLocale = string.locale
        if goodLocales.count < Self.rememberedLocales { goodLocales.insert(ExactText(string.locale)) }
        // A tag of no known language (`klingon.lproj`, `"developmentLanguage": "german"`): its
        // strings are checked, with the root line breaking and default fonts, said once a file
        // and locale as `--lang` says it (the fifty-first attack's A51-5).
        if let warning = LocaleTag.unknownLanguageWarning(string.locale, subject: "its strings are"),
          unknownLanguages.insert(string.locale).inserted
        {
          localeDiagnostics.append(
            LocalizationDiagnostic(
              kind: .invalidLanguageTag, severity: .warning, at: string.location,
              message: "locale " + warning,
              locale: string.locale))
        }
        return string
      }
      if badLocales.insert(string.locale).inserted {
        localeDiagnostics.append(
          LocalizationDiagnostic(
            kind: .invalidLanguageTag, at: string.location,
            message:
              "locale \(LocaleTag.refusal(string.locale, examples: "de or pt-BR")); "
              + "its strings are not checked"))
      }
    }
    return nil
  }

  private mutating func nextRead() -> LocalizedString? {
    if catalog != nil { return catalog!.next() }
    if table != nil { return table!.next() }
    guard wholeIndex < whole.strings.count else { return nil }
    wholeIndex += 1
    return whole.strings[wholeIndex - 1]
  }

  /// The first line of each key among the strings already read whole (a `.stringsdict`'s);
  /// empty for a stream that reads as it goes. Keys by code points, as Foundation compares them.
  var keyLines: [ExactText: Int] {
    var lines: [ExactText: Int] = [:]
    for string in whole.strings where lines[ExactText(string.key)] == nil {
      lines[ExactText(string.key)] = string.location.line
    }
    return lines
  }

  /// Skips the resources of this Android file (read whole) that an earlier file of its
  /// `values-…` folder (or of a folder of the same configuration, `values-b+de` for `values-de`,
  /// A36-6) defines, named in `earlier` by ``AndroidFolderResources``, with a warning
  /// at each; then adds this file's own to `earlier`. Android merges a folder's files into one set
  /// of resources and `aapt2` refuses a name defined twice in it (thirty-fourth attack A34-6:
  /// both definitions were checked, without a word).
  mutating func skipResources(definedEarlierIn earlier: inout AndroidFolderResources, file: String) {
    guard table == nil, catalog == nil else { return }
    if !earlier.isEmpty {
      var kept: [LocalizedString] = []
      var warned: Set<ExactText> = []
      for string in whole.strings {
        guard let first = earlier.definition(of: string) else {
          kept.append(string)
          continue
        }
        if AndroidFolderResources.shouldWarn(about: string, warned: &warned) {
          wholeDiagnostics.append(
            LocalizationDiagnostic(
              kind: .duplicateKey, severity: .warning, at: string.location,
              message:
                "\(AndroidFolderResources.elementName(of: string)) name=\"\(TerminalText.escaped(string.key))\"> "
                + "is also defined in \(TerminalText.escaped(first.file)) at line \(first.line), "
                + (ExactText.sameBytes(BytePath.folder(of: first.file), BytePath.folder(of: file))
                  ? "in the same folder" : "a folder of the same configuration")
                + ", which Android merges into one set of resources (aapt2 refuses a name defined twice); "
                + "this definition is skipped"))
        }
      }
      whole.strings = kept
    }
    for string in whole.strings { earlier.record(string, file: file) }
  }

  /// Adds a problem of the file as a whole, found beside it (``CaseTwinPaths``), after the
  /// file's own.
  mutating func add(_ diagnostic: LocalizationDiagnostic) {
    fileDiagnostics.append(diagnostic)
  }

  /// Skips the `.strings` pairs whose keys `shadow`'s file (the table's `.stringsdict`, or a
  /// String Catalog of the same table) also defines, with a warning at each for the
  /// `.stringsdict` (a catalog's are counted in the file's one warning; see
  /// ``StringsFileStream/skipKeys(shownInstead:)``). An XML property-list table (read whole)
  /// skips them here, alike, and so does a `.stringsdict` file, whose entries only a catalog
  /// shadows (``ShadowingKeys/shadows(_:)``).
  mutating func skipKeys(shownInstead shadow: ShadowingKeys) {
    guard table == nil else {
      table?.skipKeys(shownInstead: shadow)
      return
    }
    guard !shadow.keys.isEmpty, whole.strings.contains(where: shadow.shadows) else { return }
    var kept: [LocalizedString] = []
    for string in whole.strings {
      guard shadow.shadows(string) else {
        kept.append(string)
        continue
      }
      if let warning = shadow.warning(skipping: string) { wholeDiagnostics.append(warning) }
    }
    whole.strings = kept
  }

  /// The problems found in the file, in the order ``LocalizationReader/read(file:)`` gives them.
  /// Complete once ``next()`` has returned `nil`; before that, those found so far.
  /// A file lists at most the first 100 errors and the first 100 warnings, then one line per
  /// severity counting the rest (`and 999900 more errors in this file; only the first 100 are
  /// listed`), so a file of a million bad lines costs no more memory than one of a hundred.
  public var diagnostics: [LocalizationDiagnostic] {
    allDiagnostics.listed(place: place)
  }

  /// ``diagnostics``, and how many more problems of each severity the file has than those lines
  /// say (the counting lines stand for more than one each): with them, its exact counts.
  public var listedDiagnostics: (diagnostics: [LocalizationDiagnostic], unlisted: UnlistedDiagnosticCounts) {
    let all = allDiagnostics
    return (all.listed(place: place), all.unlisted)
  }

  /// Every diagnostic of the file, kept and counted.
  private var allDiagnostics: FileDiagnostics<LocalizationDiagnostic> {
    var read: FileDiagnostics<LocalizationDiagnostic>
    if let catalog {
      read = catalog.diagnostics
    } else if let table {
      read = table.diagnostics
    } else {
      read = wholeDiagnostics
    }
    read.append(contentsOf: localeDiagnostics)
    read.append(following: pluralDiagnostics)
    if let baseCopiesNote { read.append(baseCopiesNote) }
    read.append(contentsOf: fileDiagnostics)
    return read
  }

  /// Reads the strings not read yet and returns them with every diagnostic of the file.
  public mutating func readAll() -> LocalizationReadResult {
    var result = LocalizationReadResult()
    while let string = next() { result.strings.append(string) }
    result.diagnostics = diagnostics
    return result
  }
}
