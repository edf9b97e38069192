import TypeFitInput

/// A problem found while reading localization files: unreadable input or a suspicious value.
///
/// Readers never throw for bad input. They return every string they could read together
/// with diagnostics like this one, so one broken file never hides the others.
///
/// ```swift
/// diagnostic.description  // "Localizable.strings:12:5: expected ';' after value"
/// ```
public struct LocalizationDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
  /// What kind of problem it is; stable names for tools that filter diagnostics.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The file could not be opened or read.
    case unreadableFile
    /// Bytes that are not valid UTF-8 or UTF-16 (including lone surrogates), an XML encoding
    /// TypeFit does not read, or a UTF-32 file (refused whole).
    case invalidEncoding
    /// The text breaks the format's grammar (missing `;`, truncated JSON, malformed XML).
    case syntaxError
    /// A well-formed value of the wrong type (a number where a string belongs).
    case unexpectedType
    /// JSON or XML nested deeper than the reader allows.
    case nestingTooDeep
    /// An XML document declares entities (XXE, billion laughs), which are not expanded, holds
    /// a processing instruction without data (`<?name?>`), which crashes Foundation's parser, or
    /// has a start tag with more attributes than the limit, which the parser checks in
    /// quadratic time.
    case unsafeXML
    /// A symbolic link leads back to one of its own parent folders.
    case symlinkLoop
    /// A backslash escape the format does not define; it is kept as written.
    case invalidEscape
    /// A `%#@name@` reference with no matching definition; it is left in the text.
    case missingSubstitution
    /// More variant combinations than allowed; the rest were skipped.
    case tooManyVariants
    /// A `%` sequence that is not a complete format specifier; it is left as written.
    case malformedFormatSpecifier
    /// The configuration names something no input has (a key in a row rule, a `match` pattern
    /// that matches no key, a locale that no file provides), or says something else about a row
    /// than the app's Swift source (navigable, accessory, subtitle or value key), or a
    /// `typefit.json` inside an input folder that the run does not apply; also two rows of the
    /// app's Swift source that show one key in different shapes (the strictest is checked).
    case unmatchedConfiguration
    /// A row part key (a discovered or configured row's subtitle or value) that some locale, or
    /// every string file, has no string for: the row is checked with the development language's
    /// text or the key itself, as iOS shows it (fresh27 F27-4: this was an
    /// `unmatchedConfiguration`, though no configuration named the key); also a discovered
    /// row's title key that only another strings table has (the sixty-fourth attack's A64-3).
    case missingPartKey
    /// A value far too long to be a list-row label; it is reported, not measured.
    case valueTooLong
    /// A key longer than a report can repeat on each of its lines; its string is reported, not
    /// measured.
    case keyTooLong
    /// A symbolic link whose target lies outside the paths given; not followed unless the
    /// walker is told to (`--follow-external-links`).
    case externalLink
    /// A file or folder name that is not valid UTF-8, named by its escaped bytes; not read.
    case invalidFileName
    /// Content the reader does not support (an XLIFF version, an Android item type), or a
    /// required part that is missing (`<body>`, `target-language`); reported, not read.
    case unsupportedContent
    /// A language tag that is not BCP 47 (empty, a lone `+`); the strings are not measured. As a
    /// warning: an Android folder whose region qualifier Android does not accept
    /// (`values-es-r419`), read as its language alone.
    case invalidLanguageTag
    /// A key defined twice in one file: an Android resource name, an XLIFF unit id, a String
    /// Catalog key, a `.strings` key, a key of a `.stringsdict` `<dict>`. One definition is
    /// kept, as the platform's tools do (the last one for String Catalogs, `.strings` and
    /// `.stringsdict`), and the warning names both lines. Also one table of one locale in two
    /// `.lproj` folders whose names differ only in case, of which an app ships one
    /// (a warning on the later file naming the earlier).
    case duplicateKey
    /// A `.strings` table in a `.lproj` folder whose table a String Catalog among the inputs
    /// holds too (`Localizable.xcstrings` and `en.lproj/Localizable.strings`, a migration's
    /// leftover): Xcode compiles the catalog into the table's place, so a target cannot ship
    /// both. A warning, one per `.strings` file, whatever keys the two share; it counts the
    /// keys they share, which are skipped (`ShadowingKeys`; a fresh user's U55-7: this was a
    /// `duplicateKey` warning, also for a file sharing no key). Also the warning of a `.strings`
    /// or `.stringsdict` table whose catalog is in another folder of the same project, not
    /// above it: nothing is skipped there (`SiblingCatalogs`; a fresh user's U56-5).
    case catalogShadowsStrings
    /// More locales than a run checks (`RowPlanner.maximumLocales`); the strings of the
    /// locales past the limit are not checked.
    case tooManyLocales
    /// A plural form the string's language never shows (`few` or `many` under `en`; `zero` in an
    /// Android file of a language without it): dead text, not checked. A warning, one per key and
    /// locale (``LanguagePluralRules``).
    case unshownPluralForm
    /// Keys of a `Base.lproj` table that the development language's own `.lproj` table beside it
    /// also defines: iOS shows that language from its own folder, so the `Base.lproj` copies are
    /// left out, with one note per file (fresh27 F27-1).
    case baseLocalizationCopy
    /// The count of read warnings and notes left out because they are in files of locales the
    /// run does not check (`--locales`): one note for the run (fresh27 F27-2).
    case otherLocaleReadProblems
    /// A plural (or a plural variable of a substitution) with no `other` form in a locale: the
    /// platforms fall back to `other`, the one form every language shows. A warning, one per key
    /// and locale (twenty-eighth attack A28-5).
    case missingPluralOther
    /// Strings whose translation state ``LocalizationReadOptions/includedStates`` (`typefit.json`'s
    /// `"states"`) does not list: not checked, by design. A note, one per file, counting them by
    /// state (`LeftOutStates`; twenty-ninth attack A29-6).
    case excludedState
  }

  /// How serious the problem is.
  public enum Severity: String, Sendable, Hashable, Codable {
    /// Some input was not read.
    case error
    /// Everything was read, but something looks wrong.
    case warning
    /// Nothing is wrong: content TypeFit leaves out by design (a device variant no iPhone or
    /// iPad shows, App Shortcuts phrases, another Android product's strings, an Android platform
    /// string measured as written, plural forms a language never shows (A26-9)). Reports say it
    /// as information, apart from the read problems (fresh24 F24-5).
    case note
  }

  /// The kind of problem.
  public var kind: Kind
  /// Whether input was lost (``Severity/error``), only looks wrong (``Severity/warning``), or
  /// was left out by design (``Severity/note``).
  public var severity: Severity
  /// The file path as given to the reader; empty (``noFile``) when the problem is about no file:
  /// a setting given on the command line (`--locales de` naming a locale no input has), or a
  /// note about the whole run. Reports then name no file: the text report and standard error
  /// say the message alone, `--format json` writes `"file":""`, SARIF a notification without
  /// `locations`, `xcode` a `typefit: warning: …` line and `github` a command without `file=`
  /// (the seventy-sixth attack's A76-2: such problems were placed at a made-up file
  /// `configuration`).
  public var file: String
  /// The 1-based line, or `nil` when the problem concerns the whole file.
  public var line: Int?
  /// The 1-based column in UTF-8 bytes, or `nil` when unknown.
  public var column: Int?
  /// A one-line explanation in plain words, without the location.
  public var message: String
  /// The locale of the one string the problem is about, in a file of several locales (a plural
  /// form a String Catalog's `ja` never shows); `nil` for a problem of a file, a key, or a file
  /// of one locale. A run that leaves that locale out (`--locales`) counts such a warning or
  /// note in one note rather than listing it (the fifty-first attack's A51-1); not written in
  /// reports.
  public var locale: String?

  /// Creates a diagnostic. A given `line` or `column` below 1 is raised to 1; a message of more
  /// than 4,000 bytes keeps its start and end (`TextExcerpt.bounded`: a name of 300,000
  /// characters was quoted whole, the seventy-first attack's A71-7).
  public init(
    kind: Kind, severity: Severity = .error, file: String, line: Int? = nil, column: Int? = nil,
    message: String, locale: String? = nil
  ) {
    self.kind = kind
    self.severity = severity
    self.file = file
    self.line = line.map { max(1, $0) }
    self.column = column.map { max(1, $0) }
    self.message = TextExcerpt.bounded(message)
    self.locale = locale
  }

  /// Creates a diagnostic at a source location.
  public init(
    kind: Kind, severity: Severity = .error, at location: SourceLocation, message: String,
    locale: String? = nil
  ) {
    self.init(
      kind: kind, severity: severity, file: location.file, line: location.line,
      column: location.column, message: message, locale: locale)
  }

  /// The ``file`` of a problem about no file: the empty path.
  public static let noFile = ""

  /// Whether the problem is about a file (``file`` is not ``noFile``).
  public var hasFile: Bool { !file.isEmpty }

  /// `file:line:column: message`, leaving out the parts that are unknown; the message alone for
  /// a problem about no file (``noFile``).
  public var description: String {
    guard hasFile else { return message }
    var place = file
    if let line {
      place += ":\(line)"
      if let column { place += ":\(column)" }
    }
    return "\(place): \(message)"
  }
}
