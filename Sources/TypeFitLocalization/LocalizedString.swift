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
  /// The string's values, in one object shared by its copies until one of them is changed
  /// (``uniqueFields()``): a copy of a string is then one reference count where each of its
  /// strings, arrays and dictionaries was one (about 9 atomic operations a copy; the first read
  /// of a 100,000-value catalog copies and destroys about 300,000 strings, perf49).
  private var fields: Fields

  /// The lookup key (for Android the `name` attribute, for XLIFF the `trans-unit` `id`
  /// without Xcode's `|==|` variant suffix). May be empty.
  public var key: String {
    get { fields.key }
    set { uniqueFields().key = newValue }
    _modify { yield &uniqueFields().key }
  }
  /// BCP 47 language tag: `de`, `zh-Hans`, `pt-BR`, `sr-Latn`.
  public var locale: String {
    get { fields.locale }
    set { uniqueFields().locale = newValue }
    _modify { yield &uniqueFields().locale }
  }
  /// The text with escapes resolved and variants expanded.
  public var value: String {
    get { fields.value }
    set { uniqueFields().value = newValue }
    _modify { yield &uniqueFields().value }
  }
  /// Which variation of the key this is; ``StringVariant/base`` when it does not vary.
  public var variant: StringVariant {
    get { fields.variant }
    set { uniqueFields().variant = newValue }
    _modify { yield &uniqueFields().variant }
  }
  /// Where the value is written (the opening quote or element of the value).
  public var location: SourceLocation {
    get { fields.location }
    set { uniqueFields().location = newValue }
    _modify { yield &uniqueFields().location }
  }
  /// The developer comment or translator note, if the file had one.
  public var comment: String? {
    get { fields.comment }
    set { uniqueFields().comment = newValue }
    _modify { yield &uniqueFields().comment }
  }
  /// The review state, for formats that record one (String Catalogs, XLIFF); else `nil`.
  public var state: TranslationState? {
    get { fields.state }
    set { uniqueFields().state = newValue }
    _modify { yield &uniqueFields().state }
  }
  /// The format of the file it came from.
  public var format: LocalizationFormat {
    get { fields.format }
    set { uniqueFields().format = newValue }
    _modify { yield &uniqueFields().format }
  }
  /// The source file named inside a container: XLIFF `<file original="…">`. Else `nil`.
  public var originalFile: String? {
    get { fields.originalFile }
    set { uniqueFields().originalFile = newValue }
    _modify { yield &uniqueFields().originalFile }
  }
  /// Whether `%` sequences in the value are format specifiers that the app fills in. `false`
  /// for Android resources marked `formatted="false"`, whose `%` signs are shown as written.
  public var isFormatted: Bool {
    get { fields.isFormatted }
    set { uniqueFields().isFormatted = newValue }
    _modify { yield &uniqueFields().isFormatted }
  }
  /// Whether this is an XLIFF `<source>`: the development language's text, which every
  /// language's export repeats, so the same source text in two exports is one string. A
  /// `<target>` and every string of other formats is `false`.
  public var isXLIFFSource: Bool {
    get { fields.isXLIFFSource }
    set { uniqueFields().isXLIFFSource = newValue }
    _modify { yield &uniqueFields().isXLIFFSource }
  }
  /// On which devices and at which presentation widths the system shows this variant (a
  /// device or width case); ``VariantSelection/everywhere`` for any other string.
  public var selection: VariantSelection {
    get { fields.selection }
    set { uniqueFields().selection = newValue }
    _modify { yield &uniqueFields().selection }
  }
  /// The plural form chosen for an argument position, keyed by the position: a String Catalog
  /// substitution `%#@a@ → one` whose `argNum` is 1 gives `[1: "one"]`, and its integers show a
  /// count of that form (``FormatSampleValues/forArgumentForms(_:locale:rules:)``). Empty for
  /// other strings.
  public var argumentForms: [Int: String] {
    get { fields.argumentForms }
    set { uniqueFields().argumentForms = newValue }
    _modify { yield &uniqueFields().argumentForms }
  }
  /// Whether this string only stands for plural forms that are not laid out, so the reading
  /// stream can judge the key's forms as written: a form the language never shows, or one the
  /// combination limit left unchecked (its value the form's own text). A stream
  /// (``LocalizedStringStream/next()``) never hands such a string out. The
  /// fortieth attack's A40-7: variables the limit never reached were said to have no `other`.
  public var isStandIn: Bool {
    get { fields.isStandIn }
    set { uniqueFields().isStandIn = newValue }
    _modify { yield &uniqueFields().isStandIn }
  }

  /// The stored values of a ``LocalizedString``. Written only through ``uniqueFields()``, that is
  /// through the one string that holds it: an object two strings share is never written, so the
  /// threads that hold those strings can read it at once. Its properties are not checked for
  /// exclusive access at run time, for the reasons given on `CheckItem`'s (perf48): every access
  /// goes through the owning value's accessors, which the compiler checks statically.
  private final class Fields: @unchecked Sendable {
    @exclusivity(unchecked) var key: String
    @exclusivity(unchecked) var locale: String
    @exclusivity(unchecked) var value: String
    @exclusivity(unchecked) var variant: StringVariant
    @exclusivity(unchecked) var location: SourceLocation
    @exclusivity(unchecked) var comment: String?
    @exclusivity(unchecked) var state: TranslationState?
    @exclusivity(unchecked) var format: LocalizationFormat
    @exclusivity(unchecked) var originalFile: String?
    @exclusivity(unchecked) var isFormatted: Bool
    @exclusivity(unchecked) var isXLIFFSource: Bool
    @exclusivity(unchecked) var selection: VariantSelection
    @exclusivity(unchecked) var argumentForms: [Int: String]
    @exclusivity(unchecked) var isStandIn: Bool

    init(
      key: String, locale: String, value: String, variant: StringVariant, location: SourceLocation,
      comment: String?, state: TranslationState?, format: LocalizationFormat, originalFile: String?,
      isFormatted: Bool, isXLIFFSource: Bool, selection: VariantSelection, argumentForms: [Int: String],
      isStandIn: Bool
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
      self.isFormatted = isFormatted
      self.isXLIFFSource = isXLIFFSource
      self.selection = selection
      self.argumentForms = argumentForms
      self.isStandIn = isStandIn
    }

    /// A copy, for a string about to change values it shares.
    func copy() -> Fields {
      Fields(
        key: key, locale: locale, value: value, variant: variant, location: location, comment: comment,
        state: state, format: format, originalFile: originalFile, isFormatted: isFormatted,
        isXLIFFSource: isXLIFFSource, selection: selection, argumentForms: argumentForms, isStandIn: isStandIn
      )
    }
  }

  /// The string's own ``Fields``, copied first when another string shares them.
  private mutating func uniqueFields() -> Fields {
    if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
    return fields
  }

  /// Creates a localized string. See the property documentation for each field.
  public init(
    key: String, locale: String, value: String, variant: StringVariant = .base,
    location: SourceLocation, comment: String? = nil, state: TranslationState? = nil,
    format: LocalizationFormat, originalFile: String? = nil
  ) {
    fields = Fields(
      key: key, locale: locale, value: value, variant: variant, location: location, comment: comment,
      state: state, format: format, originalFile: originalFile, isFormatted: true, isXLIFFSource: false,
      selection: .everywhere, argumentForms: [:], isStandIn: false)
  }

  /// Whether every value is the same, in the order the properties are declared; `true` at once
  /// for strings sharing their values.
  public static func == (lhs: LocalizedString, rhs: LocalizedString) -> Bool {
    if lhs.fields === rhs.fields { return true }
    return lhs.key == rhs.key
      && lhs.locale == rhs.locale
      && lhs.value == rhs.value
      && lhs.variant == rhs.variant
      && lhs.location == rhs.location
      && lhs.comment == rhs.comment
      && lhs.state == rhs.state
      && lhs.format == rhs.format
      && lhs.originalFile == rhs.originalFile
      && lhs.isFormatted == rhs.isFormatted
      && lhs.isXLIFFSource == rhs.isXLIFFSource
      && lhs.selection == rhs.selection
      && lhs.argumentForms == rhs.argumentForms
      && lhs.isStandIn == rhs.isStandIn
  }

  /// Hashes every value, in the order ``==(_:_:)`` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(locale)
    hasher.combine(value)
    hasher.combine(variant)
    hasher.combine(location)
    hasher.combine(comment)
    hasher.combine(state)
    hasher.combine(format)
    hasher.combine(originalFile)
    hasher.combine(isFormatted)
    hasher.combine(isXLIFFSource)
    hasher.combine(selection)
    hasher.combine(argumentForms)
    hasher.combine(isStandIn)
  }

  /// The names of the encoded values: the properties' names, as a struct's own coding keys
  /// would be.
  private enum CodingKeys: String, CodingKey {
    case key, locale, value, variant, location, comment, state, format, originalFile, isFormatted,
      isXLIFFSource, selection, argumentForms, isStandIn
  }

  /// Decodes every value by its property's name; the optional ones may be missing. (As the
  /// synthesized conformance did, a property with a default value must be present.)
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    fields = Fields(
      key: try container.decode(String.self, forKey: .key),
      locale: try container.decode(String.self, forKey: .locale),
      value: try container.decode(String.self, forKey: .value),
      variant: try container.decode(StringVariant.self, forKey: .variant),
      location: try container.decode(SourceLocation.self, forKey: .location),
      comment: try container.decodeIfPresent(String.self, forKey: .comment),
      state: try container.decodeIfPresent(TranslationState.self, forKey: .state),
      format: try container.decode(LocalizationFormat.self, forKey: .format),
      originalFile: try container.decodeIfPresent(String.self, forKey: .originalFile),
      isFormatted: try container.decode(Bool.self, forKey: .isFormatted),
      isXLIFFSource: try container.decode(Bool.self, forKey: .isXLIFFSource),
      selection: try container.decode(VariantSelection.self, forKey: .selection),
      argumentForms: try container.decode([Int: String].self, forKey: .argumentForms),
      isStandIn: try container.decode(Bool.self, forKey: .isStandIn))
  }

  /// Encodes every value by its property's name, leaving out optional values that are `nil`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(key, forKey: .key)
    try container.encode(locale, forKey: .locale)
    try container.encode(value, forKey: .value)
    try container.encode(variant, forKey: .variant)
    try container.encode(location, forKey: .location)
    try container.encodeIfPresent(comment, forKey: .comment)
    try container.encodeIfPresent(state, forKey: .state)
    try container.encode(format, forKey: .format)
    try container.encodeIfPresent(originalFile, forKey: .originalFile)
    try container.encode(isFormatted, forKey: .isFormatted)
    try container.encode(isXLIFFSource, forKey: .isXLIFFSource)
    try container.encode(selection, forKey: .selection)
    try container.encode(argumentForms, forKey: .argumentForms)
    try container.encode(isStandIn, forKey: .isStandIn)
  }
}
