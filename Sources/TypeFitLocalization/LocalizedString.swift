/// One localized text as an app would show it: a key in one locale, one variant, one value.
///
/// Readers produce one value per (key, locale, variant). Plural and substitution forms are
/// already expanded into the text (`%#@count@` replaced by each form); plain format
/// specifiers such as `%@` are left in place for ``FormatArgumentFiller``.
///
/// ```swift
/// // de.lproj/Localizable.strings, line 3:  "Save" = "Sichern";
/// LocalizedString(key: "Save", locale: "de", value: "Sichern",
///                 location: SourceLocation(file: "de.lproj/Localizable.strings", line: 3),
///                 format: .strings)
/// ```
public struct LocalizedString: Sendable, Hashable, Codable {
  /// The lookup key (for Android the `name` attribute, for XLIFF the `trans-unit` `id`
  /// without Xcode's `|==|` variant suffix). May be empty.
  public var key: String
  /// BCP 47 language tag: `de`, `zh-Hans`, `pt-BR`, `sr-Latn`.
  public var locale: String
  /// The text with escapes resolved and variants expanded.
  public var value: String
  /// Which variation of the key this is; ``StringVariant/base`` when it does not vary.
  public var variant: StringVariant
  /// Where the value is written (the opening quote or element of the value).
  public var location: SourceLocation
  /// The developer comment or translator note, if the file had one.
  public var comment: String?
  /// The review state, for formats that record one (String Catalogs, XLIFF); else `nil`.
  public var state: TranslationState?
  /// The format of the file it came from.
  public var format: LocalizationFormat
  /// The source file named inside a container: XLIFF `<file original="…">`. Else `nil`.
  public var originalFile: String?
  /// Whether `%` sequences in the value are format specifiers that the app fills in. `false`
  /// for Android resources marked `formatted="false"`, whose `%` signs are shown as written.
  public var isFormatted: Bool = true
  /// Whether this is an XLIFF `<source>`: the development language's text, which every
  /// language's export repeats, so the same source text in two exports is one string. A
  /// `<target>` and every string of other formats is `false`.
  public var isXLIFFSource: Bool = false
  /// On which devices and at which presentation widths the system shows this variant (a
  /// device or width case); ``VariantSelection/everywhere`` for any other string.
  public var selection: VariantSelection = .everywhere
  /// The plural form chosen for an argument position, keyed by the position: a String Catalog
  /// substitution `%#@a@ → one` whose `argNum` is 1 gives `[1: "one"]`, and its integers show a
  /// count of that form (``FormatSampleValues/forArgumentForms(_:locale:rules:)``). Empty for
  /// other strings.
  public var argumentForms: [Int: String] = [:]
  /// Whether this string only stands for plural forms that are not laid out, so the reading
  /// stream can judge the key's forms as written: a form the language never shows, or one the
  /// combination limit left unchecked (its value the form's own text). A stream
  /// (``LocalizedStringStream/next()``) never hands such a string out. The
  /// fortieth attack's A40-7: variables the limit never reached were said to have no `other`.
  public var isStandIn = false

  /// Creates a localized string. See the property documentation for each field.
  public init(
    key: String, locale: String, value: String, variant: StringVariant = .base,
    location: SourceLocation, comment: String? = nil, state: TranslationState? = nil,
    format: LocalizationFormat, originalFile: String? = nil
  ) {
    self.key = key
    self.locale = locale
    self.value = value
    self.variant = variant
    self.location = location
    self.comment = comment
    self.state = state
    self.format = format
    self.originalFile = originalFile
  }
}
