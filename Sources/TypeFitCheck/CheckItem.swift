import TypeFitLocalization
import TypeFitRow

/// One row to check, with where its strings came from.
public struct CheckItem: Sendable, Hashable, Codable {
  /// The item's values, in one object shared by its copies until one of them is changed
  /// (``uniqueFields()``): a copy of an item, or of a ``CheckResult`` holding one, is then one
  /// reference count where each string, dictionary and label of the item and its row was one
  /// (about 25 atomic operations a copy; items and results are copied and destroyed about
  /// 300,000 times in a 100,000-value run, perf48).
  private var fields: Fields

  /// The key of the row's title string.
  public var key: String {
    get { fields.key }
    set { uniqueFields().key = newValue }
    _modify { yield &uniqueFields().key }
  }
  /// The locale of the strings (BCP 47).
  public var locale: String {
    get { fields.locale }
    set { uniqueFields().locale = newValue }
    _modify { yield &uniqueFields().locale }
  }
  /// Which variation of the key the row's title is (plural form, device, width,
  /// substitution); ``StringVariant/base`` for a plain string.
  public var variant: StringVariant {
    get { fields.variant }
    set { uniqueFields().variant = newValue }
    _modify { yield &uniqueFields().variant }
  }
  /// Where the title's value is written.
  public var location: SourceLocation {
    get { fields.location }
    set { uniqueFields().location = newValue }
    _modify { yield &uniqueFields().location }
  }
  /// The file format it was read from.
  public var format: LocalizationFormat {
    get { fields.format }
    set { uniqueFields().format = newValue }
    _modify { yield &uniqueFields().format }
  }
  /// Keys of the other labels when the row was composed from several strings by the config.
  public var partKeys: [String: String] {
    get { fields.partKeys }
    set { uniqueFields().partKeys = newValue }
    _modify { yield &uniqueFields().partKeys }
  }
  /// Where the value of each part's own key is written (`"subtitle"` → its entry), for the
  /// parts of ``partKeys``: a finding on a part points there (the twenty-third attack's A23-3
  /// pointed it at the title's entry). `nil` when the row has no part of its own key.
  public var partLocations: [String: SourceLocation]? {
    get { fields.partLocations }
    set { uniqueFields().partLocations = newValue }
    _modify { yield &uniqueFields().partLocations }
  }
  /// The row as it is laid out (format arguments filled). A ``ItemRole/label`` or
  /// ``ItemRole/prose`` is laid out as a row of one title, not navigable, without accessory.
  public var row: Row {
    get { fields.row }
    set { uniqueFields().row = newValue }
    _modify { yield &uniqueFields().row }
  }
  /// What the string is on screen (``ItemRole``), which decides the rules that apply.
  public var role: ItemRole {
    get { fields.role }
    set { uniqueFields().role = newValue }
    _modify { yield &uniqueFields().role }
  }
  /// Why it has that role: `typefit.json rows[2]`, `discovered: SettingsView.swift:41`,
  /// `short text, 2 words`, `permission prompt NSCameraUsageDescription`.
  public var roleReason: String {
    get { fields.roleReason }
    set { uniqueFields().roleReason = newValue }
    _modify { yield &uniqueFields().roleReason }
  }
  /// Where the row is in the app's Swift source, when row discovery found it there.
  public var sourceLocation: SourceLocation? {
    get { fields.sourceLocation }
    set { uniqueFields().sourceLocation = newValue }
    _modify { yield &uniqueFields().sourceLocation }
  }
  /// The row's 0-based position among all rows of the run's input, set by a sharded
  /// ``CheckSession`` so that reports of the shards can be merged back into input order;
  /// `nil` otherwise.
  public var inputPosition: Int? {
    get { fields.inputPosition }
    set { uniqueFields().inputPosition = newValue }
    _modify { yield &uniqueFields().inputPosition }
  }
  /// On which devices and at which presentation widths the title's variant is shown (a
  /// device or width case); findings are kept only in the contexts where it is
  /// (``BatchChecker``).
  public var selection: VariantSelection {
    get { fields.selection }
    set { uniqueFields().selection = newValue }
    _modify { yield &uniqueFields().selection }
  }
  /// The strings table the title's key is looked up in (``StringsTable``), the same for every
  /// locale of one table: by default the table of ``location``'s file for `.strings`,
  /// `.stringsdict` and String Catalogs; the planner sets XLIFF's from `<file original>`. `nil`
  /// for Android resources and XLIFF without `<file original>`. Two
  /// rows of one key and locale are different rows when their tables differ (an app's and its
  /// widget's `Localizable.strings`, or `Localizable` and `Other` of one `.lproj`).
  public var table: StringsTable? {
    get { fields.table }
    set { uniqueFields().table = newValue }
    _modify { yield &uniqueFields().table }
  }
  /// The row with each other text its subtitle or value can show, when the source picks it at
  /// run time (a `Picker`'s selected option, ``RowRule/valueTexts``; an `if`/`else` of subtitles,
  /// ``RowRule/subtitleKeys``); `nil` for a row with one of each. The checker lays ``row`` and
  /// each of these out and keeps the strictest result: its row and part keys become the result's
  /// item (``taking(valueOf:)``).
  public var partAlternatives: [PartAlternative]? {
    get { fields.partAlternatives }
    set { uniqueFields().partAlternatives = newValue }
    _modify { yield &uniqueFields().partAlternatives }
  }

  /// The stored values of a ``CheckItem``. Written only through ``uniqueFields()``, that is
  /// through the one item that holds it: an object two items share is never written, so the
  /// threads that hold those items can read it at once.
  ///
  /// Its properties are not checked for exclusive access at run time (`@exclusivity(unchecked)`):
  /// every access goes through the owning value's accessors, which the compiler checks statically
  /// (two overlapping writes to one value do not compile), and a written object is reachable from
  /// one value only. Checked, each read of a row's label cost a `swift_beginAccess` call (perf48).
  private final class Fields: @unchecked Sendable {
    @exclusivity(unchecked) var key: String
    @exclusivity(unchecked) var locale: String
    @exclusivity(unchecked) var variant: StringVariant
    @exclusivity(unchecked) var location: SourceLocation
    @exclusivity(unchecked) var format: LocalizationFormat
    @exclusivity(unchecked) var partKeys: [String: String]
    @exclusivity(unchecked) var partLocations: [String: SourceLocation]?
    @exclusivity(unchecked) var row: Row
    @exclusivity(unchecked) var role: ItemRole
    @exclusivity(unchecked) var roleReason: String
    @exclusivity(unchecked) var sourceLocation: SourceLocation?
    @exclusivity(unchecked) var inputPosition: Int?
    @exclusivity(unchecked) var selection: VariantSelection
    @exclusivity(unchecked) var table: StringsTable?
    @exclusivity(unchecked) var partAlternatives: [PartAlternative]?

    init(
      key: String, locale: String, variant: StringVariant, location: SourceLocation,
      format: LocalizationFormat, partKeys: [String: String], partLocations: [String: SourceLocation]?,
      row: Row, role: ItemRole, roleReason: String, sourceLocation: SourceLocation?, inputPosition: Int?,
      selection: VariantSelection, table: StringsTable?, partAlternatives: [PartAlternative]?
    ) {
      self.key = key
      self.locale = locale
      self.variant = variant
      self.location = location
      self.format = format
      self.partKeys = partKeys
      self.partLocations = partLocations
      self.row = row
      self.role = role
      self.roleReason = roleReason
      self.sourceLocation = sourceLocation
      self.inputPosition = inputPosition
      self.selection = selection
      self.table = table
      self.partAlternatives = partAlternatives
    }

    /// A copy, for an item about to change values it shares.
    func copy() -> Fields {
      Fields(
        key: key, locale: locale, variant: variant, location: location, format: format, partKeys: partKeys,
        partLocations: partLocations, row: row, role: role, roleReason: roleReason,
        sourceLocation: sourceLocation, inputPosition: inputPosition, selection: selection, table: table,
        partAlternatives: partAlternatives)
    }
  }

  /// The item's own ``Fields``, copied first when another item shares them.
  private mutating func uniqueFields() -> Fields {
    if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
    return fields
  }

  /// The row with other texts of its subtitle or value.
  public struct PartAlternative: Sendable, Hashable, Codable {
    /// The key of the value's string; `nil` for text written as is, or no value.
    public var valueKey: String?
    /// Where the value's string is written (``CheckItem/partLocations``); `nil` for text
    /// written as is.
    public var valueLocation: SourceLocation?
    /// The key of the subtitle's string, when this row shows another subtitle than the item's
    /// (``CheckItem/partKeys``'s stays otherwise).
    public var subtitleKey: String?
    /// Where that subtitle's string is written.
    public var subtitleLocation: SourceLocation?
    /// Whether this row shows another subtitle than the item's written as is (no key, no
    /// place: ``RowRule/subtitleVerbatimAlternatives``; the eighty-second attack's A82-13).
    public var subtitleWrittenAsIs: Bool
    /// The item's row with those texts.
    public var row: Row

    public init(
      valueKey: String?, valueLocation: SourceLocation? = nil, subtitleKey: String? = nil,
      subtitleLocation: SourceLocation? = nil, subtitleWrittenAsIs: Bool = false, row: Row
    ) {
      self.valueKey = valueKey
      self.valueLocation = valueLocation
      self.subtitleKey = subtitleKey
      self.subtitleLocation = subtitleLocation
      self.subtitleWrittenAsIs = subtitleWrittenAsIs
      self.row = row
    }

    /// Whether this row shows another subtitle than the item's (a key, or text written as is),
    /// not another value.
    public var showsOtherSubtitle: Bool { subtitleKey != nil || subtitleWrittenAsIs }
  }

  public init(
    key: String, locale: String, variant: StringVariant = .base, location: SourceLocation,
    format: LocalizationFormat, partKeys: [String: String] = [:], row: Row, role: ItemRole = .row,
    roleReason: String = "given as a row", sourceLocation: SourceLocation? = nil, inputPosition: Int? = nil
  ) {
    let table: StringsTable? =
      switch format {
      case .strings, .stringsdict, .xcstrings: StringsTable(file: location.file)
      case .xliff, .android: nil
      }
    self.init(
      key: key, locale: locale, variant: variant, location: location, format: format, table: table,
      partKeys: partKeys, row: row, role: role, roleReason: roleReason, sourceLocation: sourceLocation,
      inputPosition: inputPosition)
  }

  /// The same with the table given (a planner that knows it already, from a memo of the
  /// last file's table, need not split the path again), and every other field: a planner that
  /// set ``selection``, ``partLocations`` and ``partAlternatives`` on the item made had it
  /// copied twice more (about 1,000 instructions a row).
  package init(
    key: String, locale: String, variant: StringVariant = .base, location: SourceLocation,
    format: LocalizationFormat, table: StringsTable?, partKeys: [String: String] = [:], row: Row,
    role: ItemRole = .row, roleReason: String = "given as a row", sourceLocation: SourceLocation? = nil,
    inputPosition: Int? = nil, selection: VariantSelection = .everywhere,
    partLocations: [String: SourceLocation]? = nil, partAlternatives: [PartAlternative]? = nil
  ) {
    fields = Fields(
      key: key, locale: locale, variant: variant, location: location, format: format, partKeys: partKeys,
      partLocations: partLocations, row: row, role: role, roleReason: roleReason,
      sourceLocation: sourceLocation, inputPosition: inputPosition, selection: selection, table: table,
      partAlternatives: partAlternatives)
  }

  /// This item showing the value `chosen` shows, when `chosen` (the item a shared result was
  /// laid out for, which may be another key's or locale's with the same rows) shows one of the
  /// rows of this item's ``partAlternatives``: this item laid out with its own alternative of
  /// that row, so the value's key and entry are this item's, never `chosen`'s.
  public func taking(valueOf chosen: CheckItem) -> CheckItem {
    guard let partAlternatives, chosen.row != row,
      let alternative = partAlternatives.first(where: { $0.row == chosen.row })
    else { return self }
    return with(alternative)
  }

  /// The role and its reason together.
  public var roleAssignment: RoleAssignment { RoleAssignment(role, reason: roleReason) }

  /// The UTF-8 bytes of the key and the labels' texts: what a result's record of each layout
  /// repeats or quotes (``BatchChecker/textLayoutBytesPerChunk``).
  ///
  /// Each label is read where it is: an array of the labels (``Row/labels``) copied every label
  /// for each item, twice (the chunk's budget and ``rowLayoutWeight``), about 1,600
  /// instructions a call (perf32).
  public var textByteCount: Int { key.utf8.count + Self.labelByteCount(of: row) }

  /// The UTF-8 bytes of `row`'s labels' texts.
  private static func labelByteCount(of row: Row) -> Int {
    row.title.text.utf8.count + (row.subtitle?.text.utf8.count ?? 0) + (row.value?.text.utf8.count ?? 0)
  }

  /// The row layouts one layout of this item counts for against a run's limit
  /// (``CheckSession/maximumRowLayouts``): one for each ``CheckSession/rowLayoutTextBytes`` bytes
  /// of ``textByteCount``, at least one, and as much again for each of its
  /// ``partAlternatives``, which the checker lays out too. Shaping and line breaking take time
  /// in proportion to the text, so a layout of a 49,000-character `formatArguments` sample
  /// counts as 1,020 of a short title's (twenty-seventh attack A27-1); a `Picker` whose label
  /// has 800 titles and whose content 800 options is 800 rows of 800 layouts each, which were
  /// counted as one each (the fifty-sixth attack's A56-1). A row with both subtitle and value
  /// alternatives may be laid out once more, with the strictest of each (``BatchChecker``): that
  /// layout counts at the longest subtitle and value bytes.
  public var rowLayoutWeight: Int {
    var weight = CheckSession.rowLayoutWeight(textBytes: textByteCount)
    guard let partAlternatives else { return weight }
    let keyBytes = key.utf8.count
    var longestSubtitle: Int?
    var longestValue: Int?
    for alternative in partAlternatives {
      weight = CheckSession.adding(
        CheckSession.rowLayoutWeight(textBytes: keyBytes + Self.labelByteCount(of: alternative.row)),
        to: weight)
      let bytes =
        (alternative.showsOtherSubtitle ? alternative.row.subtitle : alternative.row.value)?.text.utf8
        .count ?? 0
      if !alternative.showsOtherSubtitle {
        longestValue = max(longestValue ?? 0, bytes)
      } else {
        longestSubtitle = max(longestSubtitle ?? 0, bytes)
      }
    }
    if let longestSubtitle, let longestValue {
      let both = keyBytes + row.title.text.utf8.count + longestSubtitle + longestValue
      weight = CheckSession.adding(CheckSession.rowLayoutWeight(textBytes: both), to: weight)
    }
    return weight
  }

  /// Whether the title's variant is the one shown in `context`: a device case on a device of
  /// its class (a custom width stands for an iPhone or an iPad), a width case at the context's
  /// presentation width (``presentationWidth(of:emSize:)``).
  public func isShown(in context: LayoutContext, emSize: Double = CheckItem.presentationEmSize) -> Bool {
    guard selection.isRestricted else { return true }
    let classes: Set<String> =
      switch context.device.family {
      case .phone: ["iphone"]
      case .pad: ["ipad"]
      case .custom: VariantSelection.iOSDeviceClasses
      }
    return selection.isShown(onAnyOf: classes)
      && selection.isChosen(atWidth: Self.presentationWidth(of: context, emSize: emSize))
  }

  /// The em size TypeFit measures presentation widths in, in points: 17, the Body text style
  /// at the Large (default) category. Foundation leaves the unit of
  /// `variantFittingPresentationWidth(_:)` to "the application or framework" (`NSString.h`);
  /// Apple's article on width variants gives the widths in ems. Which em iOS uses is not
  /// documented: this is TypeFit's assumption (Docs/Formats.md, "Device and width variants").
  public static let presentationEmSize = 17.0

  /// The presentation width of `context` in whole ems of `emSize` points: the screen width in
  /// the context's orientation divided by the em, rounded down (402 pt → 23).
  public static func presentationWidth(of context: LayoutContext, emSize: Double = presentationEmSize) -> Int
  {
    let ems = (context.screenWidth / emSize).rounded(.down)
    guard ems.isFinite, ems > 0 else { return 0 }
    return ems < 1_000_000_000 ? Int(ems) : 1_000_000_000
  }
}

extension CheckItem {
  /// The variant as reports write it: `base` for a plain string, else the variation path
  /// (`plural.one`, `device.ipad, plural.few`).
  public var variantName: String { variant.isBase ? "base" : variant.description }
}

extension CheckItem {
  /// Items are equal when all their values are (as a struct of these fields would be); items
  /// sharing their ``Fields`` are equal without a comparison.
  public static func == (lhs: CheckItem, rhs: CheckItem) -> Bool {
    if lhs.fields === rhs.fields { return true }
    return lhs.key == rhs.key
      && lhs.locale == rhs.locale
      && lhs.variant == rhs.variant
      && lhs.location == rhs.location
      && lhs.format == rhs.format
      && lhs.partKeys == rhs.partKeys
      && lhs.partLocations == rhs.partLocations
      && lhs.row == rhs.row
      && lhs.role == rhs.role
      && lhs.roleReason == rhs.roleReason
      && lhs.sourceLocation == rhs.sourceLocation
      && lhs.inputPosition == rhs.inputPosition
      && lhs.selection == rhs.selection
      && lhs.table == rhs.table
      && lhs.partAlternatives == rhs.partAlternatives
  }

  /// Hashes every value, in the order ``==(_:_:)`` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(locale)
    hasher.combine(variant)
    hasher.combine(location)
    hasher.combine(format)
    hasher.combine(partKeys)
    hasher.combine(partLocations)
    hasher.combine(row)
    hasher.combine(role)
    hasher.combine(roleReason)
    hasher.combine(sourceLocation)
    hasher.combine(inputPosition)
    hasher.combine(selection)
    hasher.combine(table)
    hasher.combine(partAlternatives)
  }

  /// The names of the encoded values: the properties' names, as a struct's own coding keys
  /// would be.
  private enum CodingKeys: String, CodingKey {
    case key, locale, variant, location, format, partKeys, partLocations, row, role, roleReason,
      sourceLocation, inputPosition, selection, table, partAlternatives
  }

  /// Decodes every value by its property's name; an optional value may be missing (`nil`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    fields = Fields(
      key: try container.decode(String.self, forKey: .key),
      locale: try container.decode(String.self, forKey: .locale),
      variant: try container.decode(StringVariant.self, forKey: .variant),
      location: try container.decode(SourceLocation.self, forKey: .location),
      format: try container.decode(LocalizationFormat.self, forKey: .format),
      partKeys: try container.decode([String: String].self, forKey: .partKeys),
      partLocations: try container.decodeIfPresent([String: SourceLocation].self, forKey: .partLocations),
      row: try container.decode(Row.self, forKey: .row),
      role: try container.decode(ItemRole.self, forKey: .role),
      roleReason: try container.decode(String.self, forKey: .roleReason),
      sourceLocation: try container.decodeIfPresent(SourceLocation.self, forKey: .sourceLocation),
      inputPosition: try container.decodeIfPresent(Int.self, forKey: .inputPosition),
      selection: try container.decode(VariantSelection.self, forKey: .selection),
      table: try container.decodeIfPresent(StringsTable.self, forKey: .table),
      partAlternatives: try container.decodeIfPresent([PartAlternative].self, forKey: .partAlternatives))
  }

  /// Encodes every value by its property's name, leaving out optional values that are `nil`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(key, forKey: .key)
    try container.encode(locale, forKey: .locale)
    try container.encode(variant, forKey: .variant)
    try container.encode(location, forKey: .location)
    try container.encode(format, forKey: .format)
    try container.encode(partKeys, forKey: .partKeys)
    try container.encodeIfPresent(partLocations, forKey: .partLocations)
    try container.encode(row, forKey: .row)
    try container.encode(role, forKey: .role)
    try container.encode(roleReason, forKey: .roleReason)
    try container.encodeIfPresent(sourceLocation, forKey: .sourceLocation)
    try container.encodeIfPresent(inputPosition, forKey: .inputPosition)
    try container.encode(selection, forKey: .selection)
    try container.encodeIfPresent(table, forKey: .table)
    try container.encodeIfPresent(partAlternatives, forKey: .partAlternatives)
  }
}
