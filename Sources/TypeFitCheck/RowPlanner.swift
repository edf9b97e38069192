import TypeFitDynamicType
import TypeFitInput
import TypeFitLocalization
import TypeFitRow

/// Turns localized strings into rows to check, following a configuration.
///
/// - A rule with `title` composes a row from several keys of the same locale (and the same
///   variant, else the base variant, else the longest form of a plural part): the subtitle and
///   value strings it uses are not checked again on their own.
/// - A string whose key a rule's `match` covers is a row title with that rule's settings,
///   over the configuration's defaults.
/// - Then rows found in the app's sources (``discoveredRows``), the same way, each for its
///   title key in its own strings table (``DiscoveredRow/table``).
/// - Every other string is a ``ItemRole/label`` or ``ItemRole/prose`` (``StringRoleClassifier``,
///   decided once per key and table from the development language's text when the input has
///   it), laid out as one title that is not navigable and has no accessory; or the configuration's
///   `defaultRole`.
/// - The source text of an XLIFF export is in every locale's file: it is planned once, from
///   the first file.
/// - Format specifiers are filled with sample values; malformed ones are reported.
public struct RowPlanner: Sendable {
  public var configuration: CheckConfiguration
  public var filler: FormatArgumentFiller
  /// Settings forced on every row over the configuration (`--title-lines 1` asks which
  /// strings would truncate in a single-line row): on the strings checked as rows (discovered,
  /// configured, or of `defaultRole` `row`), never on labels and prose, which no row shows
  /// (fresh23 F23-4: a section footer and an alert's message were errors at one line).
  public var overrides: RowRule
  /// Labels longer than this many UTF-16 code units are reported (`valueTooLong`) and not
  /// measured: no list row shows 50,000 characters, and laying one out costs memory in
  /// proportion (a 10 MB value needs gigabytes). The rest of the input is still checked.
  public var maximumLabelLength = 50_000

  /// Keys longer than this many UTF-8 bytes are reported (`keyTooLong`) and their strings not
  /// measured: every finding, and every line of an NDJSON report (one per layout context and
  /// category), repeats the key, so a 3 MB key under 64 widths made a 2.3 GB row and ended the
  /// run out of memory (thirteenth attack A13-26). The longest key of the two corpus apps is 728
  /// bytes.
  public var maximumKeyLength = 16_384
  /// The most locales a run checks: the strings of later locales (in input order) are not
  /// checked, and one `tooManyLocales` error counts them. Each language tag costs the text
  /// engine a language of its own, and HarfBuzz finds languages by walking a list of all it has
  /// seen, so the work of a run would grow with the square of its number of locales. Apps ship
  /// a few dozen.
  public var maximumLocales = 1_000
  /// Rows found outside the configuration (row discovery); the configuration's rules win.
  public var discoveredRows: [DiscoveredRow] = []
  /// The measurer that tells which form of a plural or device-varied part is the widest
  /// (``Pass``'s choice of the form a row shows, A24-5): a ``CheckSession`` sets the run's
  /// memo of prepared labels. `nil` picks the form of most grapheme clusters.
  public var partMeasurer: (any LabelMeasuring)?
  /// The roles the sources give keys no row names (``SourceKeyRole``, from row discovery): a key
  /// only VoiceOver speaks is ``ItemRole/spoken``, not laid out; an alert's or dialog's title or
  /// message is ``ItemRole/prose`` (F23-10), before the classifier looks at its text.
  public var keyRoles = DiscoveredKeyRoles()
  /// The steps a run may spend comparing the configuration's `ignore` and `rows[].match`
  /// patterns with keys (``ConfigurationPatterns/workBudget``); comparisons past it are not made,
  /// and a warning says so.
  var patternBudget = ConfigurationPatterns.workBudget

  public init(
    configuration: CheckConfiguration, filler: FormatArgumentFiller = FormatArgumentFiller(),
    overrides: RowRule = RowRule()
  ) {
    self.configuration = configuration
    self.filler = filler
    self.overrides = overrides
  }

  /// The rows for `strings`, in input order, and the problems met filling their specifiers.
  ///
  /// Built on the streaming form: ``parts(of:)`` then a ``Pass`` over the strings.
  public func plan(_ strings: [LocalizedString]) -> RowPlan {
    var pass = start(parts: parts(of: strings))
    var items: [CheckItem] = []
    items.reserveCapacity(strings.count)
    for string in strings + pass.absentTitleStrings() {
      if let item = pass.plan(string) { items.append(item) }
    }
    return RowPlan(items: items, diagnostics: pass.finish())
  }

  /// Whether a rule composes rows from several keys (it has a `title`). Then the strings such
  /// rows take their subtitle and value from must be collected (``Parts``) before planning:
  /// a part may come after its title, in a later file.
  public var composesRows: Bool {
    if configuration.rows.contains(where: { $0.title != nil }) { return true }
    // A discovered row a `match` entry names still takes its subtitle and value from the source.
    if discoveredRows.contains(where: {
      $0.rule.title != nil && !$0.rule.partKeys.isEmpty
    }) {
      return true
    }
    // Only discovered rows can have titles: those the configuration's patterns do not name. The
    // first such row answers; a comparison past the budget counts as not naming the title, so
    // then the answer is `true` and the first pass is made (more work, the same rows).
    let patterns = ConfigurationPatterns(configuration, budget: patternBudget)
    let named = Set(configuration.rows.compactMap { $0.title.map(ExactText.init) })
    return discoveredRows.contains { row in
      guard let title = row.rule.title else { return false }
      return !named.contains(ExactText(title)) && patterns.matchingRows(of: title).isEmpty
    }
  }

  /// Whether a rule of the run shows a label in a text case (``RowRule/textCases``): the
  /// command line's overrides, the configuration's defaults and rows, or a discovered row
  /// (`.textCase(.uppercase)`). Only then can a row that composes nothing hold more text than
  /// its key and its filled value (a case mapping makes a character up to three,
  /// ``CheckSession``'s bound on a run's row layouts before any is planned).
  public var appliesTextCases: Bool {
    func sets(_ rule: RowRule) -> Bool { !(rule.textCases?.isEmpty ?? true) }
    return sets(overrides) || sets(configuration.defaults) || configuration.rows.contains(where: sets)
      || discoveredRows.contains { sets($0.rule) }
  }

  /// Whether planning needs a first pass over the input (``Parts/add(_:)`` on every string):
  /// for the parts of composed rows, and for the roles of strings no row names, which are
  /// decided once per key and table from the development language's text.
  public var needsFirstPass: Bool { composesRows || configuration.defaultRole == nil }

  /// The configuration's rules, then the discovered rows whose keys no configuration rule
  /// names, each with the reason its strings are rows and the table its title is in (`nil`: every
  /// table, as for the configuration's rules).
  ///
  /// - Parameter patterns: the configuration's patterns, compiled for the run.
  func composedRules(_ patterns: ConfigurationPatterns) -> [ComposedRule] {
    let configured = configuration.rows.enumerated().map { index, rule in
      ComposedRule(
        rule: rule, reason: "typefit.json rows[\(index)]", source: nil, table: nil, configurationIndex: index)
    }
    let named = Set(configuration.rows.compactMap { $0.title.map(ExactText.init) })
    let discovered = discoveredRows.filter { row in
      guard let title = row.rule.title else { return true }
      return !named.contains(ExactText(title)) && patterns.matchingRows(of: title).isEmpty
    }.map {
      ComposedRule(
        rule: $0.rule, reason: $0.reason, source: $0.sourceLocation, table: $0.table,
        titleIsKeyShape: $0.titleIsKeyShape)
    }
    return configured + discovered
  }

  /// The rules of `rules` with a title that can make rows: not those whose title `ignore` names (the row
  /// is never checked, so its parts are checked as strings of their own), nor a rule whose
  /// title and table an earlier rule already has (a title makes one row: the first rule's).
  /// Only these rules' subtitle and value keys are row parts.
  ///
  /// - Parameters:
  ///   - rules: ``composedRules(_:)``, worked out once by the caller.
  ///   - patterns: the configuration's patterns, compiled for the run.
  func composing(_ rules: [ComposedRule], _ patterns: ConfigurationPatterns) -> [ComposedRule] {
    var seen = Set<TitleInTable>()
    return rules.filter { composed in
      guard let title = composed.rule.title, patterns.ignoreIndex(of: title) == nil else { return false }
      return seen.insert(TitleInTable(title: ExactText(title), table: composed.table)).inserted
    }
  }

  /// A title key in a strings table (`nil`: every table), by bytes.
  private struct TitleInTable: Hashable {
    var title: ExactText
    var table: String?
  }

  /// Warnings for the configuration's rows that make no row: one whose title an earlier row
  /// already has, or whose title `ignore` names (its subtitle and value are then checked as
  /// strings of their own). Without them such a row, and its parts, would vanish in silence.
  /// Each is at its `rows` entry in the file (A76-2).
  ///
  /// - Parameter patterns: the configuration's patterns, compiled for the run.
  func unusedRowWarnings(_ patterns: ConfigurationPatterns) -> [LocalizationDiagnostic] {
    var firstIndex: [ExactText: Int] = [:]
    var warnings: [LocalizationDiagnostic] = []
    for (index, rule) in configuration.rows.enumerated() {
      guard let title = rule.title else { continue }
      let shown = "\"\(TerminalText.escaped(title))\""
      let message: String
      if let ignored = patterns.ignoreIndex(of: title) {
        message =
          "typefit.json rows[\(index)]: ignore[\(ignored)] names its title \(shown), so it makes no row; its "
          + "subtitle and value are checked as strings of their own"
      } else if let first = firstIndex[ExactText(title)] {
        message =
          "typefit.json rows[\(index)]: rows[\(first)] already has the title \(shown), and a title makes one "
          + "row, so this entry is not used; its subtitle and value are checked as strings of their own "
          + "unless another row takes them"
      } else {
        firstIndex[ExactText(title)] = index
        continue
      }
      warnings.append(configuration.warning(message, at: configuration.locations?.row(index)))
    }
    return warnings
  }

  /// A rule rows are made by: from the configuration or from row discovery.
  struct ComposedRule {
    var rule: RowRule
    /// Why its strings are rows: `typefit.json rows[2]`, `discovered: NavigationLink at V.swift:5`.
    var reason: String
    /// Where the row is in the app's Swift source, for discovered rows.
    var source: SourceLocation?
    /// The strings table of its title key (``DiscoveredRow/table``); `nil` for every table.
    var table: String?
    /// Its index in the configuration's `rows`; `nil` for a discovered row.
    var configurationIndex: Int? = nil
    /// Whether the title is the ``LocalizedKeyShape`` of an interpolated key no table has
    /// (``DiscoveredRow/titleIsKeyShape``, left so by ``Parts/resolvingKeyShapes(_:)``): laid out
    /// as the key with each interpolation filled (``Pass/absentTitleStrings()``).
    var titleIsKeyShape = false
  }

  /// An empty collection of parts, to ``Parts/add(_:)`` every input string to.
  public func parts() -> Parts { Parts(planner: self) }

  /// The parts among `strings`.
  public func parts(of strings: [LocalizedString]) -> Parts {
    var parts = parts()
    for string in strings { parts.add(string) }
    return parts
  }

  /// The strings that composed rows take their subtitle and value from, by key and locale, in
  /// input order. Only strings whose key a rule names as `subtitle` or `value` are kept, so the
  /// collection stays small however large the input.
  ///
  /// It also holds, for each key in each strings table (the same key in two tables is two
  /// strings), the role of the key when no row names it, decided from the development
  /// language's string when the input has it, else from the first met; so every locale of a key
  /// gets the same role. The role is decided when its string is met and kept as a number
  /// (`KeyRoleTable`, under 75 bytes a key), not the string.
  public struct Parts: Sendable {
    fileprivate let planner: RowPlanner
    /// The configuration's patterns, compiled once for the run; the ``Pass`` started with these
    /// parts shares them, and their answers for keys met in the first pass.
    fileprivate let patterns: ConfigurationPatterns
    /// The subtitle and value keys of composed rows, by bytes (as every key here: `café` in
    /// NFC and in NFD are two keys, as they are to Foundation's tables).
    fileprivate let keys: Set<ExactText>
    /// The part keys of rows that are not static discovered rows (navigable, with an
    /// accessory, or from the configuration): such a part is always laid out in its row.
    private let partsOfOtherRows: Set<ExactText>
    /// The indices in ``staticTitles`` of the static rows whose subtitle or value each key is.
    private let staticPartOwners: [ExactText: [Int]]
    /// The discovered rows a configuration entry names, whose settings fill what the entry
    /// leaves out.
    fileprivate let configuredRows: ConfiguredDiscoveredRows
    fileprivate var byKey: [PartKey: [LocalizedString]] = [:]
    /// The development language's strings of the part keys, for a locale that lacks a part.
    fileprivate var developmentParts: [ExactText: [LocalizedString]] = [:]
    /// The role of each key and table no row names (``KeyRoleTable``).
    fileprivate var roles = KeyRoleTable()
    /// The first string of the last key met, when it is not the development language's: its
    /// role is decided when another key comes (a String Catalog gives a key's locales one after
    /// another, `ar` before `en`), so that a development-language string of the same key after
    /// it is classified instead of both.
    fileprivate var pending: (entry: KeyRoleTable.Entry, string: LocalizedString)?
    /// Each string's table, split from its file's path once per run of strings from one file.
    private var tables = StringsTableMemo()
    /// Title keys of discovered static rows (not navigable, no accessory).
    fileprivate let staticTitles: [ComposedRule]
    /// Why each static row's title reads as a paragraph (by the row's index in
    /// ``staticTitles``), from the development language's text when the input has it; a title
    /// whose text is not a paragraph has `nil`.
    fileprivate var paragraphs: [Int: (reason: String?, isDevelopment: Bool)] = [:]
    /// The rows of ``staticTitles`` by title key and table (A40-4).
    private let staticTitleIndex: TitleIndex
    private let developmentLanguage: String
    private let classifies: Bool
    private let localeFilter: LocaleFilter
    /// The titles of discovered rows that are the shapes of interpolated keys
    /// (``DiscoveredRow/titleIsKeyShape``), with their tables.
    private let wantedShapes: Set<ReferencedKey>
    /// For each of ``wantedShapes``, the keys of its table that have it (two at most: one is
    /// the title, two leave it unresolved).
    private var keysOfShapes: [ReferencedKey: Set<ExactText>] = [:]

    fileprivate init(planner: RowPlanner) {
      self.planner = planner
      wantedShapes = Set(
        planner.discoveredRows.lazy.filter(\.titleIsKeyShape).compactMap { row in
          row.rule.title.flatMap { ReferencedKey(.key($0, table: row.table)) }
        })
      localeFilter = LocaleFilter(planner.configuration.locales)
      let patterns = ConfigurationPatterns(planner.configuration, budget: planner.patternBudget)
      self.patterns = patterns
      let rules = planner.composedRules(patterns)
      func isStatic(_ composed: ComposedRule) -> Bool {
        let rule = composed.rule
        return composed.source != nil && rule.title != nil && rule.navigable != true
          && (rule.accessory ?? Accessory.none) == Accessory.none
      }
      var keys = Set<ExactText>()
      var partsOfOtherRows = Set<ExactText>()
      // The titles of one label are rules of their own with the same parts: those of the rule
      // before are not added again (the fifty-seventh attack's A57-1: 3,200 titles over 3,200
      // options added 10 million keys before the first string was read).
      var last:
        (subtitle: String?, subtitles: [String]?, values: [RowValueText]?, value: String?, isStatic: Bool)?
      for composed in planner.composing(rules, patterns) {
        let rule = composed.rule
        let current = (
          subtitle: rule.subtitle, subtitles: rule.subtitleKeys, values: rule.valueTexts, value: rule.value,
          isStatic: isStatic(composed)
        )
        if let last, last.isStatic == current.isStatic, last.subtitle == current.subtitle,
          last.subtitles == current.subtitles, last.value == current.value, last.values == current.values
        {
          continue
        }
        last = current
        for part in rule.partKeys {
          keys.insert(ExactText(part))
          if !current.isStatic { partsOfOtherRows.insert(ExactText(part)) }
        }
      }
      configuredRows = ConfiguredDiscoveredRows(
        planner.discoveredRows, configuration: planner.configuration.rows, patterns: patterns)
      keys.formUnion(configuredRows.partKeys)
      partsOfOtherRows.formUnion(configuredRows.partKeys)
      self.keys = keys
      self.partsOfOtherRows = partsOfOtherRows
      let statics = rules.filter(isStatic)
      // Static rows of the same parts (N `LabeledContent` rows over one property's N texts) are
      // one group, whose owners are one array every part key shares: each key holding its own
      // list of the N rows was N × N (the sixtieth attack's A60-1).
      var groups: [PartListIdentity: [Int]] = [:]
      var order: [PartListIdentity] = []
      for (index, composed) in statics.enumerated() {
        let identity = PartListIdentity(composed.rule)
        if groups[identity] == nil { order.append(identity) }
        groups[identity, default: []].append(index)
      }
      var owners: [ExactText: [Int]] = [:]
      for identity in order {
        let indices = groups[identity]!
        for part in statics[indices[0]].rule.partKeys {
          let key = ExactText(part)
          if owners[key] == nil { owners[key] = indices } else { owners[key]! += indices }
        }
      }
      staticPartOwners = owners
      staticTitles = statics
      staticTitleIndex = TitleIndex(statics.lazy.map { ($0.rule.title, $0.table) })
      developmentLanguage = RowPlanner.primaryLanguage(planner.configuration.developmentLanguage ?? "en")
      classifies = planner.configuration.defaultRole == nil
    }

    /// What a rule's part keys are made of, its lists told apart by the identity of their
    /// storage (the rows of one label share them): rules of one identity have the same part keys.
    private struct PartListIdentity: Hashable {
      var subtitle: ExactText?
      var value: ExactText?
      var subtitleKeys: UInt
      var subtitleCount: Int
      var valueTexts: UInt
      var valueCount: Int

      init(_ rule: RowRule) {
        subtitle = rule.subtitle.map(ExactText.init)
        value = rule.value.map(ExactText.init)
        subtitleCount = rule.subtitleKeys?.count ?? -1
        subtitleKeys = rule.subtitleKeys?.storageIdentity ?? 0
        valueCount = rule.valueTexts?.count ?? -1
        valueTexts = rule.valueTexts?.storageIdentity ?? 0
      }
    }

    /// Notes `string`'s key as one of its table's keys of a shape a discovered row's title
    /// wants (``wantedShapes``), in every locale and whatever the run leaves out: the key is the
    /// app's, which only the shape says (A70-7).
    private mutating func noteShape(of string: LocalizedString) {
      guard let table = tables.table(of: string),
        let shape = ReferencedKey(.key(LocalizedKeyShape.of(string.key), table: table.name)),
        wantedShapes.contains(shape)
      else { return }
      let key = ExactText(string.key)
      var keys = keysOfShapes[shape] ?? []
      guard keys.count < 2, !keys.contains(key) else { return }
      keys.insert(key)
      keysOfShapes[shape] = keys
    }

    /// `rows` with each title that is the shape of an interpolated key replaced by the one key of
    /// its table with that shape. A row whose shape two keys have (`n-%lld` and `n-%@`) is left
    /// out: which key the app shows depends on the interpolated value's type. A row whose shape no
    /// key has keeps it as its title, still marked a shape: iOS shows the key itself with the
    /// values filled in, which ``Pass/absentTitleStrings()`` lays out (the eighty-second attack's
    /// A82-2: such a row was neither checked nor mentioned); unless the shape is values alone
    /// (``SpecifierOnlyText``), the app's data with no word to translate.
    fileprivate func resolvingKeyShapes(_ rows: [DiscoveredRow]) -> [DiscoveredRow] {
      guard rows.contains(where: \.titleIsKeyShape) else { return rows }
      return rows.compactMap { row in
        guard row.titleIsKeyShape else { return row }
        guard let title = row.rule.title, let shape = ReferencedKey(.key(title, table: row.table)) else {
          return nil
        }
        // A shape of values alone (`@%@`, `%@ (%@)`) shows the app's data, no word to translate:
        // no row, as before A82-2, rather than a sample's text and a warning about it.
        guard let keys = keysOfShapes[shape] else { return SpecifierOnlyText.holds(title) ? nil : row }
        guard keys.count == 1, let key = keys.first else { return nil }
        var resolved = row
        resolved.rule.title = key.text
        resolved.titleIsKeyShape = false
        return resolved
      }
    }

    /// Keeps `string` if it can be part of a composed row, and classifies its key.
    public mutating func add(_ string: LocalizedString) {
      if !wantedShapes.isEmpty, string.key.utf8.contains(UInt8(ascii: "%")) { noteShape(of: string) }
      let exclusion = planner.exclusion(of: string, locales: localeFilter, patterns: patterns)
      let isDevelopment = RowPlanner.primaryLanguage(string.locale) == developmentLanguage
      let key = ExactText(string.key)
      if keys.contains(key) {
        // The development language's parts stand in for a locale that lacks one, also when
        // `locales` leaves that language out.
        if isDevelopment { developmentParts[key, default: []].append(string) }
        // A part stays in the row a rule composes even when `ignore` names its key: the app
        // shows it there; `ignore` only stops it being checked as a row of its own.
        if exclusion != .locales {
          byKey[PartKey(key: key, locale: string.locale), default: []].append(string)
        }
      }
      guard exclusion == nil else { return }
      let table = tables.table(of: string)
      for index in staticTitleIndex.indices(of: key, in: table)
      where paragraphs[index].map({ !$0.isDevelopment && isDevelopment }) ?? true {
        paragraphs[index] = (paragraphReason(of: string, staticTitle: index), isDevelopment)
      }
      guard classifies else { return }
      let entry = roles.entry(key: string.key, table: table)
      if let waiting = pending {
        if waiting.entry == entry {
          // The first string met stays the source unless this one is the development language's.
          guard isDevelopment else { return }
          pending = nil
        } else {
          roles.set(waiting.entry, to: planner.role(of: waiting.string), isDevelopment: false)
          pending = nil
        }
      }
      if let known = roles.isDevelopment(entry), known || !isDevelopment { return }
      // Decided from the string at hand, so that the string need not be kept: only the last
      // key's first string waits (``pending``). A key whose development language comes in a
      // later file than another locale (`de.lproj` before `en.lproj`) is classified twice.
      if isDevelopment {
        roles.set(entry, to: planner.role(of: string), isDevelopment: true)
      } else {
        pending = (entry, string)
      }
    }

    /// Whether `key` is a subtitle or value only of static rows whose titles read as paragraphs:
    /// such a row is laid out as its title alone (prose), so the part is checked as a string of
    /// its own, or it would be checked nowhere (mastodon-ios's report headline cell, whose
    /// subtitle lost its result when fix23e gave the cell its real subtitle).
    fileprivate func isPartOnlyOfParagraphs(_ key: ExactText) -> Bool {
      guard !partsOfOtherRows.contains(key), let owners = staticPartOwners[key] else { return false }
      return owners.allSatisfy { (paragraphs[$0]?.reason ?? nil) != nil }
    }

    /// Why `string`'s text, the title of the static row at `index` in ``staticTitles``, reads
    /// as a paragraph; `nil` when it does not. A value SwiftUI reads as Markdown is judged by the
    /// text it shows (no link targets).
    private func paragraphReason(of string: LocalizedString, staticTitle index: Int) -> String? {
      if let reason = planner.overLimitReason(string.value) { return reason }
      let shown =
        staticTitles[index].rule.markdownLabels?.contains(.title) == true
        ? InlineMarkdown(string.value).text : string.value
      return TextShape(shown).paragraphReason
    }

    /// Why the key of `string`, the title of a static discovered row that no table has
    /// (``Pass/absentTitleStrings()``: iOS shows the key itself), reads as a paragraph; `nil`
    /// when it is no such title or its text is not a paragraph.
    fileprivate func paragraph(ofAbsentTitle string: LocalizedString, in table: StringsTable?) -> String? {
      guard let index = staticTitleIndex.first(of: ExactText(string.key), in: table) else { return nil }
      return paragraphReason(of: string, staticTitle: index)
    }

    /// Why `string`, the title of a static discovered row in its table (`table`, the string's
    /// ``LocalizedString/table``), reads as a paragraph; `nil` when it is no such title or its
    /// text is not a paragraph.
    fileprivate func paragraph(of string: LocalizedString, in table: StringsTable?) -> String? {
      guard let index = staticTitleIndex.first(of: ExactText(string.key), in: table) else { return nil }
      return paragraphs[index]?.reason ?? nil
    }
  }

  /// Starts planning strings one at a time (see ``Pass``).
  ///
  /// - Parameter parts: every part of the input (``parts()``); an empty collection when the
  ///   configuration composes no rows (``composesRows``).
  public func start(parts: Parts) -> Pass { Pass(planner: self, parts: parts) }

  /// Plans rows one string at a time, in input order, in memory that does not grow with the
  /// input: what ``RowPlanner/plan(_:)`` does, for input that streams by.
  ///
  /// ```swift
  /// var pass = planner.start(parts: planner.parts())
  /// for string in strings { if let item = pass.plan(string) { check(item) } }
  /// let diagnostics = pass.finish()
  /// ```
  public struct Pass {
    private let planner: RowPlanner
    private let parts: Parts
    private let composed: [ComposedRule]
    /// The rules of ``composed``'s source list (``RowPlanner/composedRules(_:)``): the
    /// configuration's rows first, by index, then discovered rows.
    private let rules: [ComposedRule]
    /// Discovered rules with a `match` (the configuration's are found through ``patterns``).
    private let discoveredMatching: [ComposedRule]
    /// The settings of a string no rule matches: the configuration's defaults, with
    /// ``RowPlanner/overrides`` over them when the string is checked as a row
    /// (``defaultRowSettings``); worked out once (per string it cost about 3,300 instructions,
    /// two copies of a ``RowRule`` made and dropped).
    private let defaultSettings: RowRule
    private let defaultRowSettings: RowRule
    private let patterns: ConfigurationPatterns
    /// The rules of ``composed`` by title key and table: a string takes the first whose title
    /// it is in its table (A40-4).
    private let composedTitles: TitleIndex
    private var usage: ConfigurationUsage
    /// The problems met so far, of which a report lists the first of each severity
    /// (``RunDiagnostics``): a run of 100,000 strings with a malformed specifier each makes as
    /// many, which are counted, not kept.
    private var diagnostics = RunDiagnostics()
    /// Hashes of the XLIFF strings planned so far, to plan the source text once.
    private var xliffSeen = Set<Int>()
    /// The locales checked so far (at most ``RowPlanner/maximumLocales``), and those past the
    /// limit with where the first of them was met.
    private var checkedLocales = Set<String>()
    private var refusedLocales = Set<String>()
    private var firstRefused: LocalizedString?
    /// How many strings passed `locales` and `ignore`.
    private var wantedCount = 0
    /// How many strings each `locales` or `ignore` entry left out.
    private var excluded: [Exclusion: Int] = [:]
    /// The filter of ``checks(locale:)``, for a caller that holds the pass in a closure's
    /// variable: read from there, each call of the method copied the whole pass (about 12,000
    /// instructions), once per string of a catalog none of whose locales the run checks.
    let localeFilter: LocaleFilter
    /// The key ``role(of:)`` was last asked for, with its role.
    private var lastRole: (key: TableKey, role: RoleAssignment?)?
    /// The table ``role(of:table:)`` last looked up, with its number in ``Parts``'s roles.
    private var lastTable: (path: ExactText?, number: UInt32?)?
    /// Each string's table, split from its file's path once per run of strings from one file.
    private var tables = StringsTableMemo()
    /// Which `match` entries a key took (the first matching, by index in `rows`), and for each
    /// entry that matched a key an earlier entry took, the first such key and that entry
    /// (``ShadowedMatches``).
    private var shadowedMatches: ShadowedMatches
    /// Which of ``composed``'s rules some string made a row of.
    private var madeRows: [Bool]
    /// The discovered rules (by index in ``composed``) whose title key a string had only in
    /// another strings table than the rule's: the first such string, and the locales of those
    /// strings; a warning when no string of the rule's own table made its row (the sixty-fourth
    /// attack's A64-3: the row's shape was lost in silence).
    private var titlesInOtherTables: [Int: (first: LocalizedString, locales: Set<String>)] = [:]
    /// Whether a discovered row has a title (``absentTitleStrings()`` can have strings to give).
    private let hasDiscoveredTitles: Bool
    /// For each strings table (by name) and locale the run checks, the first string met in it:
    /// the tables a discovered row's title key is looked up in (``absentTitleStrings()``).
    private var tableLocales: [TableLocale: LocalizedString] = [:]
    /// The file and locale of the last string ``tableLocales`` was asked about: a file's strings
    /// come one after another, so most strings ask nothing more.
    private var lastTableLocale: (file: String, locale: String)?
    /// The discovered rows (by index in ``composed``) whose title key no table read has, laid out
    /// as the key itself, with the locales they were laid out in (the eighty-first attack's A81-9).
    private var absentTitles: [Int: [String]] = [:]
    /// The discovered rows whose title key no table read has, nor any locale the run checks a
    /// table of the row's name: not checked, and warned of (in the order of ``composed``). A set:
    /// a list searched before each insertion made 200,000 such rows (the rows a run keeps from
    /// Swift sources) quadratic.
    private var unplacedTitles: Set<Int> = []

    /// A strings table's name in one locale.
    private struct TableLocale: Hashable {
      var table: ExactText
      var locale: String
    }

    /// Part keys some locale had no string for: the first row that lacked one, and the locales.
    private var missingParts: [ExactText: (first: LocalizedString, locales: Set<String>)] = [:]
    /// Part keys some locale lacked, with no development-language string to stand in either:
    /// those rows are checked with the key as the part's text, as iOS shows it, said in one
    /// warning per key.
    private var absentParts: [ExactText: (first: LocalizedString, locales: Set<String>)] = [:]
    /// The form ``shownForm(of:_:with:settings:)`` chose for a part (its index among the
    /// candidates, `-1` for none), by the part, its role, the device its row is laid out for and
    /// the row's settings: a plural part's forms are measured once, however many rows show it
    /// (thirty-fifth attack A35-5: six forms of 37,500 characters measured again for each of
    /// 2,000 rows found in Swift sources took 204 s of CPU, debug, before the layout cap
    /// refused the run). At most ``maximumShownForms`` are kept.
    private var shownForms: [ShownFormKey: Int] = [:]
    /// The strings of a part key in a locale and table (``part(_:_:of:_:_:)``), and whether they
    /// are the development language's: at most ``maximumShownForms``.
    private var partLookups: [PartLookup: (candidates: [LocalizedString]?, isDevelopment: Bool)] = [:]
    /// The index among a lookup's candidates of the string of a variant, else the base string,
    /// `-1` for neither: at most ``maximumShownForms``.
    private var variantChoices: [VariantLookup: Int] = [:]

    /// What a part's strings are looked up by.
    private struct PartLookup: Hashable {
      var key: ExactText
      var locale: String
      var table: String?
    }
    /// The value and subtitle labels of the last row settings and language whose value or
    /// subtitle can show several texts (``partLabel(_:_:_:language:)``).
    private var valueLabels = ValueLabelMemo()
    /// The value texts of the last row whose value can show several (``values(_:of:_:)``).
    private var lastValues: ValuesMemo?
    /// The other subtitle texts of the last row whose subtitle can show several
    /// (``otherSubtitles(_:of:_:)``).
    private var lastSubtitles: ValuesMemo?

    /// What ``values(_:of:_:)`` found for a row whose value can show several texts, and all it
    /// read to find them: the rule and the row's settings without their title's (each title
    /// of one label is a row of its own), the locale, the variant and the device.
    private struct ValuesMemo {
      struct Key: Equatable {
        var rule: RowRule
        var settings: RowRule
        var locale: String
        var variant: StringVariant
        var device: String?
      }
      var key: Key
      var values: [ValueText]
    }

    /// Whether the run checks the strings of `locale`: every locale without `locales`, else
    /// those it names (compared as ``plan(_:)`` compares them).
    public func checks(locale: String) -> Bool { localeFilter.admits(locale) }

    fileprivate init(planner: RowPlanner, parts: Parts) {
      var planner = planner
      planner.discoveredRows = parts.resolvingKeyShapes(planner.discoveredRows)
      self.planner = planner
      self.parts = parts
      localeFilter = LocaleFilter(planner.configuration.locales)
      patterns = parts.patterns
      let rules = planner.composedRules(patterns)
      self.rules = rules
      composed = planner.composing(rules, patterns)
      composedTitles = TitleIndex(composed.lazy.map { ($0.rule.title, $0.table) })
      madeRows = Array(repeating: false, count: composed.count)
      hasDiscoveredTitles = composed.contains { $0.configurationIndex == nil && $0.table != nil }
      discoveredMatching = rules.dropFirst(planner.configuration.rows.count).filter { $0.rule.match != nil }
      usage = ConfigurationUsage(planner.configuration)
      for rule in rules where rule.configurationIndex == nil {
        if let title = rule.rule.title { usage.observeIgnore(of: title, patterns: patterns) }
      }
      shadowedMatches = ShadowedMatches(planner.configuration)
      defaultSettings = planner.configuration.defaults
      defaultRowSettings = planner.overrides.over(planner.configuration.defaults)
    }

    /// The row `string` makes, or `nil` when it makes none: it is filtered out, only a part of
    /// composed rows, or too long to measure (reported).
    public mutating func plan(_ string: LocalizedString) -> CheckItem? {
      usage.observe(string, patterns: patterns)
      // A row's title in its own table, in a locale left out too (`--locales`, `ignore`): the
      // table has the key, so no warning says it has not (A66-3).
      let key = ExactText(string.key)
      let table = tables.table(of: string)
      let titleIndex = composedTitles.first(of: key, in: table)
      if let titleIndex { madeRows[titleIndex] = true }
      if hasDiscoveredTitles, let table { noteTable(table, of: string) }
      if let exclusion = planner.exclusion(of: string, locales: localeFilter, patterns: patterns) {
        excluded[exclusion, default: 0] += 1
        return nil
      }
      wantedCount += 1
      if string.key.utf8.count > planner.maximumKeyLength {
        diagnostics.append(planner.keyTooLong(string))
        return nil
      }
      // A device case no iPhone or iPad shows (`device.mac`) is reported by its reader, once
      // per key, and not laid out.
      guard string.selection.rowDeviceClass != nil else { return nil }
      if string.format == .xliff, !xliffSeen.insert(Self.xliffIdentity(string)).inserted { return nil }
      if !checkedLocales.contains(string.locale) {
        guard checkedLocales.count < planner.maximumLocales else {
          if refusedLocales.insert(string.locale).inserted, firstRefused == nil { firstRefused = string }
          return nil
        }
        checkedLocales.insert(string.locale)
      }
      // `planner.configuration` is read in place: bound to a constant, the whole configuration
      // was copied (and released) for every string.
      if titleIndex == nil, table != nil, let other = composedTitles.firstInAnyTable(of: key) {
        titlesInOtherTables[other, default: (string, [])].locales.insert(string.locale)
      }
      if let index = titleIndex {
        var (rule, reason, source) = (composed[index].rule, composed[index].reason, composed[index].source)
        if let taker = composed[index].configurationIndex, shadowedMatches.isWatching {
          shadowedMatches.observe(string.key, takenBy: taker, matching: patterns.matchingRows(of: string.key))
        }
        if composed[index].configurationIndex != nil, let found = parts.configuredRows.row(for: string) {
          (rule, reason, source) = Self.filled(rule, reason, from: found)
        }
        let settings = planner.overrides.over(rule.over(planner.configuration.defaults))
        let subtitlePart = part(rule.subtitle, .subtitle, of: string, rule, settings)
        let subtitle = subtitlePart?.string
        let title = fill(string)
        let subtitleText = subtitle.map { fill($0) } ?? verbatimSubtitle(rule)
        let values = values(rule, of: string, settings)
        let subtitles = otherSubtitles(rule, of: string, settings)
        let (keys, locations) = Self.partKeysAndLocations(subtitle: subtitlePart, value: values.first)
        let tooLong = Self.labelsTooLong(
          limit: planner.maximumLabelLength, string, title: title, subtitle: subtitle,
          subtitleText: subtitleText,
          values: values, otherSubtitles: subtitles)
        guard tooLong.isEmpty else {
          diagnostics.append(contentsOf: tooLong)
          return nil
        }
        if let paragraph = parts.paragraph(of: string, in: table)
          ?? (absentTitles[index] == nil ? nil : parts.paragraph(ofAbsentTitle: string, in: table))
        {
          // A static row that holds a paragraph (an About page's credits, a developer's message)
          // is reading text in a list, not a list row's label: it is expected to wrap and grow.
          // Prose, not a row: the row overrides (`--title-lines`) leave it alone.
          return planner.item(
            string, table: table,
            row: rule.over(planner.configuration.defaults).label(title, language: string.locale),
            role: RoleAssignment(.prose, reason: "\(paragraph) in a static row (\(reason))"),
            sourceLocation: source)
        }
        let row = settings.row(
          title: title, subtitle: subtitleText, value: values.first?.text, language: string.locale)
        return planner.item(
          string, table: table, partKeys: keys, partLocations: locations, row: row,
          role: RoleAssignment(.row, reason: reason), sourceLocation: source,
          partAlternatives: alternatives(values, subtitles, settings, row: row, string),
          shownWith: subtitle, values.first?.string)
      }
      guard !parts.keys.contains(key) || parts.isPartOnlyOfParagraphs(key) else { return nil }
      // The configuration's rows come first in `rules`, at their own indices.
      let matching = patterns.matchingRows(of: string.key)
      if let taker = matching.first, shadowedMatches.isWatching {
        shadowedMatches.observe(string.key, takenBy: taker, matching: matching)
      }
      var match =
        matching.first.map { rules[$0] }
        ?? discoveredMatching.first { $0.rule.match?.matches(string.key) == true }
      // The rule whose subtitle and value keys are parts: one filled from a discovered row.
      var composing: RowRule?
      if !matching.isEmpty, let configured = match, let found = parts.configuredRows.row(for: string) {
        let (rule, reason, source) = Self.filled(configured.rule, configured.reason, from: found)
        match = ComposedRule(rule: rule, reason: reason, source: source, table: nil)
        composing = rule
      }
      let role =
        match.map { RoleAssignment(.row, reason: $0.reason) }
        ?? planner.configuration.defaultRole.map { RoleAssignment($0, reason: "defaultRole in typefit.json") }
        ?? role(of: string, table: table) ?? planner.role(of: string)
      let settings =
        match.map { planner.overrides.over($0.rule.over(planner.configuration.defaults)) }
        ?? (role.role == .row ? defaultRowSettings : defaultSettings)
      // Parts only a discovered row gives a `match` entry's row (the entry cannot name any).
      let subtitlePart = part(composing?.subtitle, .subtitle, of: string, composing, settings)
      let subtitle = subtitlePart?.string
      let title = fill(string)
      let subtitleText = subtitle.map { fill($0) } ?? verbatimSubtitle(composing)
      let values = values(composing, of: string, settings)
      let subtitles = otherSubtitles(composing, of: string, settings)
      let tooLong = Self.labelsTooLong(
        limit: planner.maximumLabelLength, string, title: title, subtitle: subtitle,
        subtitleText: subtitleText,
        values: values, otherSubtitles: subtitles)
      guard tooLong.isEmpty else {
        diagnostics.append(contentsOf: tooLong)
        return nil
      }
      let (keys, locations) = Self.partKeysAndLocations(subtitle: subtitlePart, value: values.first)
      let isRow = role.role == .row
      let row =
        isRow
        ? settings.row(
          title: title, subtitle: subtitleText, value: values.first?.text, language: string.locale)
        : settings.label(title, language: string.locale)
      return planner.item(
        string, table: table, partKeys: keys, partLocations: locations, row: row, role: role,
        sourceLocation: match?.source,
        partAlternatives: isRow ? alternatives(values, subtitles, settings, row: row, string) : nil,
        shownWith: subtitle, values.first?.string)
    }

    /// The subtitle `rule` shows as written (``RowRule/subtitleVerbatim``), when it has no
    /// subtitle key; `nil` too for a text longer than a label measured, as for a verbatim value.
    private func verbatimSubtitle(_ rule: RowRule?) -> String? {
      guard let rule, rule.subtitle == nil, let text = rule.subtitleVerbatim,
        text.utf16.count <= planner.maximumLabelLength
      else { return nil }
      return text
    }

    /// Notes that `table` has strings in the locale of `string`, when the run checks it.
    private mutating func noteTable(_ table: StringsTable, of string: LocalizedString) {
      // An XLIFF file's strings can be of several tables (`<file original>`): not memoized.
      if string.format != .xliff, let last = lastTableLocale, last.locale == string.locale,
        ExactText.sameBytes(last.file, string.location.file)
      {
        return
      }
      lastTableLocale = (string.location.file, string.locale)
      guard localeFilter.admits(string.locale) else { return }
      let place = TableLocale(table: ExactText(table.name), locale: string.locale)
      if tableLocales[place] == nil { tableLocales[place] = string }
    }

    /// The strings iOS shows for the discovered rows whose title key no table read has, in the
    /// row's own table (``DiscoveredRow/table``): the key itself, as a part key no table has is
    /// shown (fix24c), in each locale the run checks that has a table of that name, at the first
    /// line of its file. SwiftUI's `Text("Not yet localized")` shows its `LocalizedStringKey`'s key
    /// when no table has it, and `NSLocalizedString` returns the key when its `value:` is empty
    /// (`Bundle.localizedString(forKey:value:table:)`). Before, such a row was listed by `typefit
    /// rows` but neither checked nor mentioned (the eighty-first attack's A81-9). A row whose key
    /// only another table has is left to its own warning (A64-3), and a row whose table no locale
    /// the run checks has is not checked, with a warning (``finish()``). A title of white space
    /// alone shows nothing to measure, and is passed over.
    ///
    /// Call once, after the last string read, and plan the strings (``plan(_:)``) before
    /// ``finish()``, which warns of each such row once.
    public mutating func absentTitleStrings() -> [LocalizedString] {
      guard hasDiscoveredTitles else { return [] }
      var byTable: [ExactText: [LocalizedString]] = [:]
      for (place, string) in tableLocales { byTable[place.table, default: []].append(string) }
      for table in byTable.keys { byTable[table]!.sort { $0.locale < $1.locale } }
      var strings: [LocalizedString] = []
      for (index, rule) in composed.enumerated()
      where !madeRows[index] && rule.configurationIndex == nil && titlesInOtherTables[index] == nil {
        // A title of white space alone (`Text(" ")` taken for the title beside computed texts)
        // shows nothing to measure.
        // A title longer than a key may be (``RowPlanner/maximumKeyLength``) is passed over too:
        // laid out, its key error would name the table's file, where no such key is.
        guard let title = rule.rule.title, let table = rule.table, absentTitles[index] == nil,
          !title.allSatisfy(\.isWhitespace), title.utf8.count <= planner.maximumKeyLength
        else { continue }
        guard let representatives = byTable[ExactText(table)] else {
          unplacedTitles.insert(index)
          continue
        }
        absentTitles[index] = representatives.map(\.locale)
        for representative in representatives {
          var string = LocalizedString(
            key: title, locale: representative.locale, value: title,
            location: SourceLocation(file: representative.location.file, line: 1),
            format: representative.format,
            originalFile: representative.originalFile)
          // A key shown as itself is formatted only when the source interpolates values into it
          // (the key's shape, `Items %@ selected`): `Text("Save 20%")` and `NSLocalizedString`'s
          // key are shown as written, so a `%` in them is no specifier (the eighty-second
          // attack's A82-3: `% o` was warned of at line 1 of tables that do not hold it).
          string.isFormatted = rule.titleIsKeyShape
          strings.append(string)
        }
      }
      return strings
    }

    /// One warning per discovered row whose title key no table has (``absentTitleStrings()``), at
    /// the row's place in the source.
    private func absentTitleWarnings() -> [LocalizationDiagnostic] {
      let laidOut = absentTitles.sorted { $0.key < $1.key }.map { index, locales in
        let key = composed[index].rule.title ?? ""
        let title = TextExcerpt.key(TerminalText.escaped(key))
        let count = locales.count == 1 ? "1 locale" : "\(locales.count) locales"
        // The text checked, filled as the strings of ``absentTitleStrings()`` are (a fresh
        // user's U56-8: the key's pattern was quoted as if it were the text checked).
        let filled = TextExcerpt.key(TerminalText.escaped(planner.filler.fill(key).text))
        let shown =
          composed[index].titleIsKeyShape
          ? "iOS shows the key itself with the interpolated values, checked as '\(filled)' (the key '\(title)' "
            + "with each value filled by the run's sample)"
          : "iOS shows the key itself, checked as '\(title)'"
        return absentTitleWarning(
          index, "has no entry in the string files: \(shown) in \(count) (\(ShortList.text(locales)))")
      }
      let unplaced = unplacedTitles.sorted().map { index in
        absentTitleWarning(
          index,
          "has no entry in the string files, and no locale checked has its table "
            + "\(TerminalText.escaped(composed[index].table ?? "")): iOS shows the key itself; not checked")
      }
      return laidOut + unplaced
    }

    /// The warning that the title of the discovered row at `index` in ``composed`` `says`.
    private func absentTitleWarning(_ index: Int, _ says: String) -> LocalizationDiagnostic {
      let rule = composed[index]
      let title = TextExcerpt.key(TerminalText.escaped(rule.rule.title ?? ""))
      let message = "the row's title \"\(title)\" (\(rule.reason)) \(says)"
      guard let source = rule.source else {
        return LocalizationDiagnostic(
          kind: .missingPartKey, severity: .warning, file: LocalizationDiagnostic.noFile, message: message)
      }
      return LocalizationDiagnostic(kind: .missingPartKey, severity: .warning, at: source, message: message)
    }

    /// One text a row's value can show: its key and string (`nil` for text written as is), the
    /// text filled as it is measured, and where the string is written (`nil` for text written
    /// as is, and for a key no table has, shown as itself: ``PartString``).
    private typealias ValueText = (
      key: String?, string: LocalizedString?, text: String, entry: SourceLocation?
    )

    /// A row part's string in one locale and where it is written in a strings table: `entry` is
    /// `nil` for a key that has no string there nor in the development language, which iOS
    /// shows as the key itself (the string's value is then the key: ``part(_:of:)``).
    private typealias PartString = (string: LocalizedString, entry: SourceLocation?)

    /// The texts `rule`'s value can show in the locale of `string` (``RowRule/valueOptions``),
    /// in order: each key's string there (``part(_:of:)``, filled), each verbatim text as
    /// written. A key no locale has, and a verbatim text too long to measure, are left out.
    ///
    /// - Parameter settings: the row's settings, whose value font measures a plural value's forms.
    private mutating func values(_ rule: RowRule?, of string: LocalizedString, _ settings: RowRule)
      -> [ValueText]
    {
      guard let rule else { return [] }
      let options = rule.valueOptions
      // One row's several value texts are the same for each title of its label (A56-1).
      var memoKey: ValuesMemo.Key?
      if options.count > 1 {
        let key = ValuesMemo.Key(
          rule: rule.withoutTitle, settings: settings.withoutTitle, locale: string.locale,
          variant: string.variant, device: string.selection.rowDeviceClass)
        if let last = lastValues, last.key == key { return last.values }
        memoKey = key
        preparePartLabels(for: key)
      }
      var values: [ValueText] = []
      defer { if let memoKey { lastValues = ValuesMemo(key: memoKey, values: values) } }
      for option in options {
        switch option {
        case .key(let key):
          guard let value = part(key, .value, of: string, rule, settings) else { continue }
          values.append((key, value.string, fill(value.string), value.entry))
        case .verbatim(let text):
          guard text.utf16.count <= planner.maximumLabelLength else { continue }
          values.append((nil, nil, text, nil))
        }
      }
      return values
    }

    /// The texts `rule`'s subtitle can show after its first (``RowRule/subtitleKeys``) in the
    /// locale of `string`: each key's string there (``part(_:of:)``, filled), in order, then each
    /// text written as is (``RowRule/subtitleVerbatimAlternatives``; one too long to measure left
    /// out, as for a value); empty when the subtitle is one key. Found once for the titles of one
    /// label, as the value's are.
    private mutating func otherSubtitles(_ rule: RowRule?, of string: LocalizedString, _ settings: RowRule)
      -> [ValueText]
    {
      guard let rule, (rule.subtitleKeys?.count ?? 0) > 1 || rule.subtitleVerbatimAlternatives != nil else {
        return []
      }
      let keys = rule.subtitleKeys ?? []
      let memoKey = ValuesMemo.Key(
        rule: rule.withoutTitle, settings: settings.withoutTitle, locale: string.locale,
        variant: string.variant, device: string.selection.rowDeviceClass)
      if let last = lastSubtitles, last.key == memoKey { return last.values }
      preparePartLabels(for: memoKey)
      var subtitles: [ValueText] = []
      for key in keys.dropFirst() {
        guard let subtitle = part(key, .subtitle, of: string, rule, settings) else { continue }
        subtitles.append((key, subtitle.string, fill(subtitle.string), subtitle.entry))
      }
      for text in rule.subtitleVerbatimAlternatives ?? [] {
        guard text.utf16.count <= planner.maximumLabelLength else { continue }
        subtitles.append((nil, nil, text, nil))
      }
      lastSubtitles = ValuesMemo(key: memoKey, values: subtitles)
      return subtitles
    }

    /// Makes ``valueLabels`` the memo of `key`'s settings and language, when it is another's:
    /// the labels ``alternatives(_:_:_:row:_:)`` makes are those of these settings.
    private mutating func preparePartLabels(for key: ValuesMemo.Key) {
      if valueLabels.settings != key.settings || valueLabels.language != key.locale {
        valueLabels = ValueLabelMemo(settings: key.settings, language: key.locale)
      }
    }

    /// The report of each label of a row too long to measure (``RowPlanner/labelsTooLong(limit:_:_:)``):
    /// the title `string` and `subtitle` with their filled texts `title` and `subtitleText`, each
    /// value, and each other subtitle (`otherSubtitles`). No label is longer in UTF-16 units than in UTF-8 bytes, so a row whose texts'
    /// UTF-8 fit (most) gets an empty answer without the arrays of strings and texts being made.
    /// The texts come one by one, not in arrays: the arrays of the title's and subtitle's
    /// strings and texts were made (and the title's string copied into one) for every string.
    ///
    /// Static, given the limit: called as a method on the pass's `planner` inside the pass's
    /// `mutating` planning, it was handed a copy of the whole planner for every string (about
    /// 1,300 instructions, and as many to destroy it: the pass is `inout` and the arguments are
    /// evaluated after the planner is read, so the compiler could not lend it in place).
    private static func labelsTooLong(
      limit: Int, _ string: LocalizedString, title: String, subtitle: LocalizedString?, subtitleText: String?,
      values: [ValueText], otherSubtitles: [ValueText]
    ) -> [LocalizationDiagnostic] {
      guard
        title.utf8.count > limit || (subtitleText?.utf8.count ?? 0) > limit
          || values.contains(where: { $0.text.utf8.count > limit })
          || otherSubtitles.contains(where: { $0.text.utf8.count > limit })
      else { return [] }
      let others = values + otherSubtitles
      return RowPlanner.labelsTooLong(
        limit: limit, [string, subtitle] + others.map(\.string), [title, subtitleText] + others.map(\.text))
    }

    /// The rows of `values` and `subtitles` after the first: `row` (the item's, with the first
    /// of each) with each other value, then with each other subtitle, for the checker to lay out
    /// beside it (``CheckItem/partAlternatives``); `nil` for none. Each text is laid out once,
    /// not with every text of the other part: a row of S subtitles and V values is S + V − 1
    /// layouts, not S × V. Only the changed label is made for each: the others are `row`'s (each
    /// was made again for every value, the fifty-sixth attack's A56-1).
    ///
    /// - Parameter subtitles: the subtitle's texts after its first (``otherSubtitles(_:of:_:)``).
    private mutating func alternatives(
      _ values: [ValueText], _ subtitles: [ValueText], _ settings: RowRule, row: Row,
      _ string: LocalizedString
    ) -> [CheckItem.PartAlternative]? {
      guard values.count > 1 || !subtitles.isEmpty else { return nil }
      // ``values(_:of:_:)`` and ``otherSubtitles(_:of:_:)`` have made ``valueLabels`` these
      // settings' (the row had several texts), without the title's settings made again for it.
      var alternatives: [CheckItem.PartAlternative] = values.dropFirst().map { value in
        var alternative = row
        alternative.value = partLabel(value.text, .value, settings, language: string.locale)
        return CheckItem.PartAlternative(valueKey: value.key, valueLocation: value.entry, row: alternative)
      }
      let first = values.first
      for subtitle in subtitles {
        var alternative = row
        alternative.subtitle = partLabel(subtitle.text, .subtitle, settings, language: string.locale)
        alternatives.append(
          CheckItem.PartAlternative(
            valueKey: first?.key, valueLocation: first?.entry, subtitleKey: subtitle.key,
            subtitleLocation: subtitle.entry, subtitleWrittenAsIs: subtitle.key == nil, row: alternative))
      }
      return alternatives
    }

    /// `settings`' label of `role` for `text` in `language`, remembered from the last rows planned
    /// (``valueLabels``, which ``values(_:of:_:)`` has made `settings`' and `language`'s): the titles of
    /// one `Picker` label (an `if`/`else` of 800 `Text`s) are 800 rows whose values are the same
    /// 800 options, whose labels (Markdown read, text case applied) were made for every title
    /// (the fifty-sixth attack's A56-1).
    private mutating func partLabel(_ text: String, _ role: LabelRole, _ settings: RowRule, language: String)
      -> RowLabel
    {
      let key = ValueLabelMemo.Key(role: role, text: ExactText(text))
      if let known = valueLabels.labels[key] { return known }
      let label = settings.label(text, role, language: language)
      if valueLabels.labels.count < Self.maximumValueLabels { valueLabels.labels[key] = label }
      return label
    }

    /// The labels ``partLabel(_:_:_:language:)`` remembers: those of one row's settings in
    /// one language, by their text's bytes.
    struct ValueLabelMemo {
      struct Key: Hashable {
        var role: LabelRole
        var text: ExactText
      }
      var settings: RowRule?
      var language = ""
      var labels: [Key: RowLabel] = [:]
    }

    /// The most value labels ``valueLabels`` keeps: past them, each is made again.
    static let maximumValueLabels = 1 << 14

    /// The subtitle's and value's keys (``CheckItem/partKeys``) and where their strings are
    /// written (``CheckItem/partLocations``, `nil` when the row has neither), by part name; a
    /// value written as is has neither, and a key shown as itself (no table has it) no place.
    private static func partKeysAndLocations(subtitle: PartString?, value: ValueText?)
      -> (keys: [String: String], locations: [String: SourceLocation]?)
    {
      var keys: [String: String] = [:]
      var locations: [String: SourceLocation] = [:]
      if let subtitle { (keys["subtitle"], locations["subtitle"]) = (subtitle.string.key, subtitle.entry) }
      if let key = value?.key { keys["value"] = key }
      if let entry = value?.entry { locations["value"] = entry }
      return (keys, locations.isEmpty ? nil : locations)
    }

    /// A configuration entry's rule, reason and source location with the discovered row
    /// `found` filling what the entry leaves out (``RowRule/filled(from:)``): the reason names
    /// both, the location is the source's.
    private static func filled(_ rule: RowRule, _ reason: String, from found: DiscoveredRow) -> (
      RowRule, String, SourceLocation?
    ) {
      (rule.filled(from: found.rule), "\(reason) over \(found.reason)", found.sourceLocation)
    }

    /// The role ``Parts`` decided for the key of `string` in its table; `nil` when it decided
    /// none (the configuration has a `defaultRole`, or no first pass was made).
    ///
    /// - Parameter table: `string.table`.
    private mutating func role(of string: LocalizedString, table: StringsTable?) -> RoleAssignment? {
      let key = TableKey(string, table: table)
      // A key's locales come one after another: the last key's role is compared first.
      if let lastRole, lastRole.key == key { return lastRole.role }
      let tableNumber: UInt32?
      if let lastTable, lastTable.path == key.table {
        tableNumber = lastTable.number
      } else {
        tableNumber = parts.roles.existingNumber(of: table)
        lastTable = (key.table, tableNumber)
      }
      var role = tableNumber.flatMap { parts.roles.role(key: string.key, tableNumber: $0) }
      if role == nil, let pending = parts.pending, pending.entry.table == tableNumber,
        pending.entry.key == key.key
      {
        role = planner.role(of: pending.string)
      }
      lastRole = (key, role)
      return role
    }

    /// What makes an XLIFF string the same in two files: key, locale, variant, text and
    /// `<file original>` for a source text, which every locale's export repeats; a target is
    /// also told apart by its file, so two exports of one language (an app's and its
    /// extension's) each get their results.
    private static func xliffIdentity(_ string: LocalizedString) -> Int {
      var hasher = Hasher()
      if !string.isXLIFFSource { hasher.combine(ExactText(string.location.file)) }
      hasher.combine(ExactText(string.key))
      hasher.combine(string.locale)
      hasher.combine(string.variant)
      hasher.combine(ExactText(string.value))
      hasher.combine(string.originalFile.map(ExactText.init))
      return hasher.finalize()
    }

    /// The problems met filling specifiers and measuring lengths, and warnings for configuration
    /// entries no string matched, in report order (``DiagnosticOrder``): at most
    /// ``RunDiagnostics/listedPerSeverity`` of each severity, then a line that counts the rest.
    /// Call once, after the last string.
    public mutating func finish() -> [LocalizationDiagnostic] {
      finishCounted().listed().diagnostics
    }

    /// ``finish()``'s problems, kept and counted, for a session that adds them to the run's.
    package mutating func finishCounted() -> RunDiagnostics {
      if let first = firstRefused {
        diagnostics.append(
          LocalizationDiagnostic(
            kind: .tooManyLocales, at: first.location,
            message:
              "more than \(planner.maximumLocales) locales: the strings of \(refusedLocales.count) more "
              + "locales, from '\(first.locale)' here on, are not checked (a run checks at most "
              + "\(planner.maximumLocales); check the others in another run with --locales)"))
      }
      // The patterns' note comes last: the warnings before it compare patterns too.
      diagnostics.append(
        contentsOf: titleInOtherTableWarnings() + absentTitleWarnings() + missingPartWarnings()
          + planner.unusedRowWarnings(patterns))
      diagnostics.append(
        contentsOf: usage.warnings(anyStringWanted: wantedCount > 0) + shadowedMatches.warnings())
      diagnostics.append(contentsOf: leftOutWarnings() + planner.discoveryConflicts(patterns))
      if let note = patterns.note { diagnostics.append(note) }
      return diagnostics
    }

    /// A warning when `ignore` (with `locales`, if set) left out every string read, naming the
    /// entries that did: without it, the run would only say that no strings were found. It is at
    /// the first `ignore` entry that left strings out.
    private func leftOutWarnings() -> [LocalizationDiagnostic] {
      guard wantedCount == 0, usage.stringCount > 0, excluded.keys.contains(where: { $0 != .locales }) else {
        return []
      }
      let configuration = planner.configuration
      let sorted = excluded.sorted { $0.key < $1.key }
      let counted = sorted.map { exclusion, count in
        let strings = count == 1 ? "1 string" : "\(count) strings"
        switch exclusion {
        case .locales:
          let list = configuration.locales.map { "\"\($0)\"" }.joined(separator: ", ")
          return "the locales asked for [\(list)] left out \(strings)"
        case .ignore(let index):
          return "typefit.json's ignore[\(index)] \"\(configuration.ignore[index])\" matched \(strings)"
        }
      }
      let total = usage.stringCount == 1 ? "the 1 string" : "all \(usage.stringCount) strings"
      // At the first `ignore` entry that left strings out (A76-2); some did, by the guard.
      let firstIgnore = sorted.lazy.compactMap { exclusion, _ -> Int? in
        if case .ignore(let index) = exclusion { return index }
        return nil
      }.first
      return [
        configuration.warning(
          "\(Self.everythingLeftOutPrefix) \(total) read: \(counted.joined(separator: "; "))",
          at: firstIgnore.flatMap { configuration.locations?.ignoreEntry($0) })
      ]
    }

    /// How the warning starts that says the configuration left out every string read.
    /// The locales may come from `--locales` as well as typefit.json (fifty-first attack A51-12:
    /// a command line's `--locales` was said to be typefit.json's).
    public static let everythingLeftOutPrefix = "the configuration left out"

    /// How the warning starts that says no locale asked for (`--locales`, `"locales"`) is in
    /// the input, so nothing was checked: `none of the locales asked for (dee) is in the input
    /// (available: de, en, fi); did you mean de?`.
    public static let noLocaleAskedForPrefix = "none of the locales asked for"

    /// The string of `key` in the locale of `string`, in the key's own table when the source
    /// names one (``RowRule/partTables``; A24-8: a part's `tableName:` was ignored, and its text
    /// taken from whichever table had the key): the same variant, else the base one, else (a
    /// plural or device-varied part of a title that is not) the form shown with the title
    /// (``shownForm(of:_:with:settings:)``).
    /// A locale with no string for `key` gets the development language's (the app shows that
    /// text, or the key, in its place, and the row still has the part), noted for a warning.
    /// A key neither has is shown by iOS as the key itself, and laid out so, without an entry
    /// (fix24c): SwiftUI's `Text("Boost & Quote")` shows its `LocalizedStringKey`'s key when no
    /// table has it, and `NSLocalizedString` returns the key when its `value:` is empty
    /// (`Bundle.localizedString(forKey:value:table:)`); before, the row was checked without
    /// the part, as if it showed nothing there.
    ///
    /// - Parameters:
    ///   - role: the part's place in the row.
    ///   - rule: the row's rule, whose ``RowRule/partTables`` name the key's table.
    ///   - settings: the row's settings, whose font for `role` measures the part's forms.
    private mutating func part(
      _ key: String?, _ role: LabelRole, of string: LocalizedString, _ rule: RowRule?, _ settings: RowRule
    ) -> PartString? {
      guard let key else { return nil }
      let exact = ExactText(key)
      let table = rule?.partTables?[key] ?? (role == .subtitle ? rule?.subtitleTables?[key] : nil)
      // The strings of `key` in its table; `nil` when none is there.
      func inTable(_ strings: [LocalizedString]?) -> [LocalizedString]? {
        guard let strings, let table else { return strings }
        let kept = strings.filter { DiscoveredRow.isTitle(key, in: table, of: $0) }
        return kept.isEmpty ? nil : kept
      }
      // The strings of the key in its table, found once for a locale (the fifty-seventh attack's
      // A57-2: N rows showing one value key that K tables have filtered the K strings by their
      // tables, each path split again, for every row).
      let lookup = PartLookup(key: exact, locale: string.locale, table: table)
      let found: (candidates: [LocalizedString]?, isDevelopment: Bool)
      if let known = partLookups[lookup] {
        found = known
      } else {
        if let own = inTable(parts.byKey[PartKey(key: exact, locale: string.locale)]) {
          found = (own, false)
        } else {
          // The development language's strings, filtered once for every locale that lacks the
          // key (under the empty locale, which no string has; A58-5).
          let development = PartLookup(key: exact, locale: "", table: table)
          if let known = partLookups[development] {
            found = known
          } else {
            found = (inTable(parts.developmentParts[exact]), true)
            if partLookups.count < Self.maximumShownForms { partLookups[development] = found }
          }
        }
        if partLookups.count < Self.maximumShownForms { partLookups[lookup] = found }
      }
      let candidates: [LocalizedString]
      if let own = found.candidates, !found.isDevelopment {
        candidates = own
      } else if let development = found.candidates {
        candidates = development
        if missingParts[exact] == nil { missingParts[exact] = (string, []) }
        missingParts[exact]?.locales.insert(string.locale)
      } else {
        if absentParts[exact] == nil { absentParts[exact] = (string, []) }
        absentParts[exact]?.locales.insert(string.locale)
        let shown = LocalizedString(
          key: key, locale: string.locale, value: key, location: string.location, format: string.format)
        return (shown, nil)
      }
      // The string of the row's variant, else the base string, found once for the candidates
      // (the fifty-eighth attack's A58-4: each of N rows scanned the K forms of its value key
      // twice, copying each).
      // The development language's strings standing in for many locales are scanned once (A58-5).
      // Keyed as the candidates were found: the development language's (under the empty
      // locale) are one array for every locale that lacks the key, an index into it never
      // taken for one into a locale's own strings.
      let candidatesLookup = PartLookup(
        key: exact, locale: found.isDevelopment ? "" : string.locale, table: table)
      let variantLookup = VariantLookup(lookup: candidatesLookup, variant: string.variant)
      let variantIndex: Int
      if let known = variantChoices[variantLookup] {
        variantIndex = known
      } else {
        variantIndex =
          candidates.firstIndex(where: { $0.variant == string.variant })
          ?? candidates.firstIndex(where: { $0.variant.isBase }) ?? -1
        if variantChoices.count < Self.maximumShownForms { variantChoices[variantLookup] = variantIndex }
      }
      if variantIndex >= 0 { return (candidates[variantIndex], candidates[variantIndex].location) }
      // Keyed by what the widest form depends on, not by the row's settings: each row of N with
      // its own title (the fifty-seventh attack's A57-2) or its own value line limit (the
      // fifty-eighth attack's A58-2) measured the part's K forms again, N × K.
      // A part of more forms than are measured is judged by their length, which the row's
      // locale does not change: the development language's forms standing in for 200 locales
      // were judged again in each (the fifty-eighth attack's A58-5).
      let formsLocale = candidates.count > Self.maximumMeasuredForms ? candidatesLookup.locale : string.locale
      let memo = ShownFormKey(
        part: PartKey(key: exact, locale: formsLocale), table: table, role: role,
        device: string.selection.rowDeviceClass,
        width: FormWidthSettings(settings, role, language: string.locale))
      if let known = shownForms[memo] {
        return known < 0 ? nil : (candidates[known], candidates[known].location)
      }
      let chosen = shownForm(of: candidates, role, with: string, settings: settings)
      let index = chosen.flatMap { form in candidates.firstIndex { $0 == form } } ?? -1
      if shownForms.count < Self.maximumShownForms { shownForms[memo] = index }
      return chosen.map { ($0, $0.location) }
    }

    /// What ``shownForms`` is keyed by: all that ``shownForm(of:_:with:settings:)`` reads
    /// besides the candidates, which the part key, locale and table decide.
    private struct ShownFormKey: Hashable {
      var part: PartKey
      var table: String?
      var role: LabelRole
      var device: String?
      var width: FormWidthSettings
    }

    /// What of a row's settings the natural width of a part's form depends on
    /// (``shownForm(of:_:with:settings:)``): the part's label with no text, its line limit,
    /// truncation and minimum scale factor left out (none changes a line's natural width), and
    /// how its text is read (Markdown or attributes, text case).
    private struct FormWidthSettings: Hashable {
      var label: RowLabel
      var markdown: Bool?
      var textCase: TextCase?

      init(_ settings: RowRule, _ role: LabelRole, language: String) {
        var label = settings.label("", role, language: language)
        label.lineLimit = nil
        label.truncationMode = .tail
        label.minimumScaleFactor = nil
        self.label = label
        markdown = settings.markdownLabels.map { $0.contains(role) }
        textCase = settings.textCases?[role]
      }
    }

    /// A part's string for a row's variant (``part(_:_:of:_:_:)``).
    private struct VariantLookup: Hashable {
      var lookup: PartLookup
      var variant: StringVariant
    }

    /// The most choices ``shownForms`` keeps: past them, a part's forms are measured for each
    /// row again, as before.
    static let maximumShownForms = 1 << 16

    /// The most forms of one part ``shownForm(of:_:with:settings:)`` measures to find the widest:
    /// 64, ten times the six plural categories of one device case.
    static let maximumMeasuredForms = 64

    /// The form of a part with no string of the title's variant and no base string (a plural
    /// value: a `.stringsdict` entry, a String Catalog `plural` variation; a `device`
    /// variation) that stands for the others in the row of `title`.
    ///
    /// Only the forms shown on the device the row is laid out for are candidates (A24-12: the
    /// Apple Watch's text was laid out on iPhone): the one its title is laid out for
    /// (``VariantSelection/rowDeviceClass``, the iPhone's unless the title is another device's
    /// case), the same test that leaves a title's `device.mac` case out. Of those, the widest in
    /// points in the part's font at Large decides (A24-5: the form of most characters, 33 `i`,
    /// was taken over 24 `W`), measured with ``RowPlanner/partMeasurer`` (the run's memo of
    /// prepared labels); without one, or when a form cannot be measured, the longest in
    /// grapheme clusters once filled. The widest form is the one a row runs out of room for
    /// first, so it decides the row as the strictest of its forms (fresh23 F23-1: the part was
    /// dropped, and its key checked nowhere). Forms are a handful per key and locale (six
    /// plural categories per device case), so this stays cheap; a part of more than
    /// ``maximumMeasuredForms`` is judged by the longest form instead, as without a measurer
    /// (the fifty-eighth attack's A58-5 and A58-6: 4,000 width forms measured again in each of
    /// 200 locales, or 1,000 forms filled with an 8,000-character format sample, took over a
    /// minute for a handful of counted layouts).
    private func shownForm(
      of forms: [LocalizedString], _ role: LabelRole, with title: LocalizedString, settings: RowRule
    ) -> LocalizedString? {
      guard let device = title.selection.rowDeviceClass else { return nil }
      let shown = forms.filter { $0.selection.isShown(onAnyOf: [device]) }
      guard shown.count > 1, shown.count <= Self.maximumMeasuredForms, let measurer = planner.partMeasurer
      else {
        return Self.longestForm(of: shown, filler: planner.filler)
      }
      var widest: (form: LocalizedString, width: Double)?
      for form in shown {
        let label = settings.label(planner.filler.fill(form).text, role, language: title.locale)
        guard
          let prepared = try? measurer.prepareLabel(
            label.text, language: title.locale, weight: label.effectiveWeight, italic: label.italic,
            monospacedDigits: label.monospacedDigits)
        else { return Self.longestForm(of: shown, filler: planner.filler) }
        let size = label.metrics(at: .large).pointSize
        let width =
          prepared.sizeMetrics(pointSize: size)?.naturalWidth
          ?? prepared.layout(
            pointSize: size, maxWidth: .greatestFiniteMagnitude, lineLimit: nil, displayScale: 1
          ).naturalWidth
        if width > widest?.width ?? -1 { widest = (form, width) }
      }
      return widest?.form
    }

    /// The longest of `forms` once its format specifiers are filled as for any key (in
    /// grapheme clusters; the first of equal ones): ``shownForm(of:_:with:settings:)`` without a
    /// measurer.
    static func longestForm(of forms: [LocalizedString], filler: FormatArgumentFiller) -> LocalizedString? {
      var longest: (string: LocalizedString, length: Int)?
      for form in forms {
        let length = filler.fill(form).text.count
        if length > longest?.length ?? -1 { longest = (form, length) }
      }
      return longest?.string
    }

    /// One warning per discovered row no string of its own table made, whose title key another
    /// table has, at the first string of that key (A64-3).
    private func titleInOtherTableWarnings() -> [LocalizationDiagnostic] {
      titlesInOtherTables.sorted { $0.key < $1.key }.compactMap { index, found in
        guard !madeRows[index], let table = composed[index].table else { return nil }
        let locales = found.locales.sorted()
        let count = locales.count == 1 ? "1 locale" : "\(locales.count) locales"
        return LocalizationDiagnostic(
          kind: .missingPartKey, severity: .warning, at: found.first.location,
          message:
            "the row (\(composed[index].reason)) looks its title \"\(TerminalText.escaped(found.first.key))\" up in "
            + "the table \(TerminalText.escaped(table)), which has no such key; this table has it "
            + "(\(count): \(ShortList.text(locales))), so it is checked as a string of its own, not as "
            + "the row: give the row the table the key is in (tableName:), or move the string")
      }
    }

    /// One warning per part key some locale lacked, at the first row that lacked it.
    private func missingPartWarnings() -> [LocalizationDiagnostic] {
      let development = planner.configuration.developmentLanguage ?? "en"
      let stoodIn = Self.partWarnings(missingParts) { key, count, listed in
        "the row part \"\(TextExcerpt.key(key))\" has no string in \(count) (\(listed)); the app shows "
          + "the development language's text or the key in its place, so those rows are checked with the "
          + "development language's text"
      }
      // A key no table has anywhere is said so; one some locale has, with the locales that lack
      // it. Either is laid out as the key itself, as iOS shows it.
      let written = Set(parts.byKey.keys.map(\.key))
      let lacking = Self.partWarnings(absentParts.filter { written.contains($0.key) }) { key, count, listed in
        "the row part \"\(TextExcerpt.key(key))\" has no string in \(count) (\(listed)), nor in the development language "
          + "(\(TerminalText.escaped(development))): iOS shows the key itself there, checked as '\(TextExcerpt.key(key))'"
      }
      let nowhere = Self.partWarnings(absentParts.filter { !written.contains($0.key) }) {
        key, count, listed in
        "the row part \"\(TextExcerpt.key(key))\" has no entry in the string files: iOS shows the key itself, "
          + "checked as '\(TextExcerpt.key(key))' in \(count) (\(listed))"
      }
      return stoodIn + lacking + nowhere
    }

    /// One warning per key of `record`, sorted by key, at the first row that lacked it; the
    /// message from the escaped key, the count of locales and the first ten of them.
    private static func partWarnings(
      _ record: [ExactText: (first: LocalizedString, locales: Set<String>)],
      message: (String, String, String) -> String
    ) -> [LocalizationDiagnostic] {
      record.sorted { $0.key < $1.key }.map { exact, missing in
        let locales = missing.locales.sorted()
        let listed = ShortList.text(locales)
        let count = locales.count == 1 ? "1 locale" : "\(locales.count) locales"
        return LocalizationDiagnostic(
          kind: .missingPartKey, severity: .warning, at: missing.first.location,
          message: message(TerminalText.escaped(exact.text), count, listed))
      }
    }

    private mutating func fill(_ string: LocalizedString) -> String {
      usage.observeSpecifiers(of: string, samples: planner.filler.samples)
      let filled = planner.filler.fill(string)
      diagnostics.append(contentsOf: filled.diagnostics)
      return filled.text
    }
  }

  /// What the input had of what the configuration names, gathered string by string, for
  /// warnings about entries that matched nothing: a misspelled key or locale would otherwise
  /// silently check nothing (or check a value key on its own as a title).
  private struct ConfigurationUsage {
    /// How many of `states`' entries no string has are named, each in a warning; the rest are
    /// counted in one (a typefit.json of 80,000 `x-` states wrote a line for each, A30-1).
    static let namedUnseenStates = 10
    /// How many `ignore` patterns that match no key are named, each in a warning; the rest are
    /// counted in one (`ignore` may have 1,000).
    static let namedUnmatchedIgnorePatterns = 10
    /// How many of `locales`' entries no input has are named, each in a warning with its hint;
    /// the rest are counted in one.
    static let namedMissingLocales = 10
    /// How many of the input's locales a warning names as available; the rest are counted.
    static let namedAvailableLocales = 20
    let configuration: CheckConfiguration
    var stringCount = 0
    var locales = Set<String>()
    /// The rule keys (`title`, `subtitle`, `value`), by bytes (a key only canonically
    /// equivalent to a rule's is another key, which the rule does not apply to).
    let ruleKeys: Set<ExactText>
    /// The rule keys the input has.
    var foundKeys = Set<ExactText>()
    /// The closest input key to each rule key the input lacks.
    var suggestions: KeySuggestions
    /// Whether each rule's `match` matched a key, by rule index.
    var matched: [Bool]
    /// How many of ``matched`` are `false`.
    var unmatchedCount: Int
    /// Whether each `ignore` pattern matched a key, by index (fifty-first attack A51-12: a
    /// pattern with a typo left its strings in, without a word).
    var ignoreMatched: [Bool]
    /// The last index of ``ignoreMatched`` that is `false`, or `nil` when every pattern matched.
    var lastUnmatchedIgnore: Int?
    var previousKey: String?
    /// The `formatArguments` keys a specifier can take that no string checked has taken yet.
    var untakenSamples: Set<String>
    /// The `states` entries no string read has been in yet: the reader hands out only strings
    /// of the states listed (and strings with no state), so an entry still here at the end is
    /// the state of no string in the input (twenty-ninth attack A29-6: `"states": ["x-foo"]`
    /// left every translation out, and the run said "No findings").
    var unseenStates: Set<TranslationState>

    init(_ configuration: CheckConfiguration) {
      self.configuration = configuration
      let keys = configuration.rows.flatMap { [$0.title, $0.subtitle, $0.value].compactMap { $0 } }
      ruleKeys = Set(keys.map(ExactText.init))
      suggestions = KeySuggestions(for: keys)
      matched = configuration.rows.map { $0.match == nil }
      unmatchedCount = matched.count(where: { !$0 })
      ignoreMatched = Array(repeating: false, count: configuration.ignore.count)
      lastUnmatchedIgnore = configuration.ignore.indices.last
      untakenSamples = Set(configuration.formatArguments.keys.filter(FormatSampleValues.isSpecifierKey))
      unseenStates = Set((configuration.states ?? []).map(TranslationState.init(rawValue:)))
    }

    /// Notes which `formatArguments` samples the specifiers of a string to be filled take; the
    /// string is scanned only while some sample has not been taken.
    mutating func observeSpecifiers(of string: LocalizedString, samples: FormatSampleValues) {
      guard !untakenSamples.isEmpty, string.isFormatted else { return }
      untakenSamples.subtract(samples.keysTaken(by: string.value))
    }

    /// - Parameter patterns: the configuration's patterns, compiled for the run.
    mutating func observe(_ string: LocalizedString, patterns: ConfigurationPatterns) {
      stringCount += 1
      locales.insert(string.locale)
      if !unseenStates.isEmpty, let state = string.state { unseenStates.remove(state) }
      guard previousKey.map({ !ExactText.sameBytes($0, string.key) }) ?? true else { return }
      previousKey = string.key
      if foundKeys.count < ruleKeys.count {
        let exact = ExactText(string.key)
        if ruleKeys.contains(exact) { foundKeys.insert(exact) }
        suggestions.observe(string.key)
      }
      if unmatchedCount > 0 {
        for index in patterns.matchingRows(of: string.key) where !matched[index] {
          matched[index] = true
          unmatchedCount -= 1
        }
      }
      observeIgnore(of: string.key, patterns: patterns)
    }

    /// Notes the `ignore` patterns that name `key`: a string's, or the title of a discovered row,
    /// which a pattern leaves out whether or not a table has it (the eighty-second attack's A82-4:
    /// a pattern that left out the row of a title no table has was said to match nothing).
    mutating func observeIgnore(of key: String, patterns: ConfigurationPatterns) {
      // The first pattern that matches is the one planning asks for (and keeps); the later
      // ones are compared only while one of them has matched nothing.
      if let last = lastUnmatchedIgnore, let first = patterns.ignoreIndex(of: key) {
        ignoreMatched[first] = true
        if first < last {
          for index in patterns.ignoreMatches(of: key, after: first) { ignoreMatched[index] = true }
        }
        if ignoreMatched[last] { lastUnmatchedIgnore = ignoreMatched.lastIndex(of: false) }
      }
    }

    /// - Parameter anyStringWanted: whether some string passed `locales` and `ignore`: when none
    ///   did, nothing was checked, and a sample no string took says nothing of the samples
    ///   (fresh21 F21-2: `--locales dee` warned of `formatArguments."@"`).
    mutating func warnings(anyStringWanted: Bool) -> [LocalizationDiagnostic] {
      suggestions.finish()
      var warnings: [LocalizationDiagnostic] = []
      let locations = configuration.locations
      // Each at the member it is about (A76-2).
      func warn(_ message: String, at place: SourceLocation?, orFile: Bool = true) {
        warnings.append(configuration.warning(message, at: place, orFile: orFile))
      }
      if suggestions.isWithdrawn, foundKeys.count < ruleKeys.count {
        warn(KeySuggestions.hintsWithdrawnNote, at: locations?.member("rows"))
      }
      for (index, rule) in configuration.rows.enumerated() {
        for (field, key) in [("title", rule.title), ("subtitle", rule.subtitle), ("value", rule.value)] {
          guard let key, !foundKeys.contains(ExactText(key)) else { continue }
          let hint = suggestions.hint(for: key).map { "; did you mean \"\(TextExcerpt.key($0))\"?" } ?? ""
          warn(
            "rows[\(index)].\(field): no input has the key \"\(TextExcerpt.key(key))\"\(hint)",
            at: locations?.row(index))
        }
        if let match = rule.match, !matched[index] {
          warn(
            "rows[\(index)].match: \"\(TextExcerpt.key(match.pattern))\" matches no key in the input",
            at: locations?.row(index))
        }
      }
      let unmatchedIgnore = configuration.ignore.indices.filter { !ignoreMatched[$0] }
      for index in unmatchedIgnore.prefix(Self.namedUnmatchedIgnorePatterns) {
        warn(
          "ignore[\(index)]: \"\(TextExcerpt.key(configuration.ignore[index].pattern))\" matches no key in the input, "
            + "so it leaves nothing out", at: locations?.ignoreEntry(index))
      }
      if unmatchedIgnore.count > Self.namedUnmatchedIgnorePatterns {
        warn(
          "ignore: \(unmatchedIgnore.count - Self.namedUnmatchedIgnorePatterns) more patterns match no key in "
            + "the input (the first \(Self.namedUnmatchedIgnorePatterns) are named above)",
          at: locations?.member("ignore"))
      }
      for key in configuration.formatArguments.keys.sorted() {
        if !FormatSampleValues.isSpecifierKey(key) {
          warn(
            "formatArguments.\"\(TextExcerpt.key(key))\": no format specifier takes this sample; a key is a conversion "
              + "(@, d, f, x…) or a length modifier and a conversion (ld, lld)",
            at: locations?.formatArgument(key))
        } else if anyStringWanted, untakenSamples.contains(key) {
          warn(
            "formatArguments.\"\(TextExcerpt.key(key))\": no string checked has a format specifier that takes this sample",
            at: locations?.formatArgument(key))
        }
      }
      let states = configuration.states ?? []
      // Worked out once: in the loop it made 10,000 listed states take 17.6 s (A30-1).
      let noneSeen = unseenStates.count == Set(states).count
      let unseen = states.filter { unseenStates.contains(TranslationState(rawValue: $0)) }
      for state in unseen.prefix(Self.namedUnseenStates) {
        let shown = TerminalText.escaped(state)
        warn(
          "states: no string in the input is in the state \"\(shown)\""
            + (noneSeen
              ? "; only strings with no recorded state (implicit source texts, .strings, .stringsdict, "
                + "Android) are checked, and the others are left out (see the notes)"
              : ""),
          at: states.firstIndex(of: state).flatMap { locations?.stateEntry($0) })
      }
      if unseen.count > Self.namedUnseenStates {
        warn(
          "states: no string in the input is in \(unseen.count - Self.namedUnseenStates) more of the states "
            + "listed (the first \(Self.namedUnseenStates) are named above)", at: locations?.member("states"))
      }
      if stringCount > 0 {
        let folded = Set(locales.map { $0.lowercased() })
        // The first twenty named, the rest counted (the thirty-eighth attack's A38-7: 32,000 locales
        // made a line of 347 KB, written twice).
        let sorted = locales.sorted()
        let available =
          sorted.prefix(Self.namedAvailableLocales).joined(separator: ", ")
          + (sorted.count > Self.namedAvailableLocales
            ? ", and \(sorted.count - Self.namedAvailableLocales) more" : "")
        // Each locale once however it was spelled (`de-de`, `de_DE`: the forty-fifth attack's
        // A45-6 warned of `de-DE` twice).
        var seen = Set<String>()
        let asked = configuration.locales.filter { seen.insert($0.lowercased()).inserted }
        let missing = asked.filter { !folded.contains($0.lowercased()) }
        // Locales given on the command line (`--locales`) have no place in the file, and no
        // file is named for them (A76-2).
        let listPlace = locations?.member("locales")
        if !missing.isEmpty, missing.count == asked.count {
          // Nothing was checked: one warning says why, with what each locale may have meant
          // (fresh22 F22-13: "no localization strings found" though 48 strings were read).
          // The first ten are named (a run may ask for 1,000), each with what it may have meant.
          let named = missing.prefix(10)
          let hints = named.map { (locale: $0, hint: LocaleSuggestion.suggestions(for: $0, among: locales)) }
          let meant = hints.filter { !$0.hint.isEmpty }
          let more = missing.count > named.count ? ", and \(missing.count - named.count) more" : ""
          var message =
            "\(RowPlanner.Pass.noLocaleAskedForPrefix) (\(named.joined(separator: ", "))\(more)) "
            + "is in the input (available: \(available))"
          if meant.count == 1, missing.count == 1 {
            message += LocaleSuggestion.hint(for: missing[0], among: locales)
          } else if !meant.isEmpty {
            let listed = meant.map { "\(LocaleSuggestion.alternatives($0.hint)) for \($0.locale)" }
            message += "; did you mean \(listed.joined(separator: ", "))?"
          }
          warn(message, at: listPlace, orFile: false)
        } else {
          // Ten named, each with its hint; the rest counted in one warning (thirty-second attack
          // A32-6: 50,000 locales no input has, over 999 input locales, built a warning and a
          // "did you mean" search each: 73.8 s and 580 MB, debug).
          for locale in missing.prefix(Self.namedMissingLocales) {
            let entry = configuration.locales.firstIndex(of: locale).flatMap { locations?.locale($0) }
            warn(
              "locale \"\(locale)\" is in no input (available: \(available))"
                + LocaleSuggestion.hint(for: locale, among: locales), at: entry, orFile: false)
          }
          if missing.count > Self.namedMissingLocales {
            warn(
              "locales: \(missing.count - Self.namedMissingLocales) more of the locales listed are in no input "
                + "(the first \(Self.namedMissingLocales) are named above)", at: listPlace, orFile: false)
          }
        }
      }
      // At most 100 listed, then one line counting the rest, as for a file's problems.
      return FileDiagnostics(warnings).listed(place: "in the configuration")
    }
  }

  /// Warnings for configuration rows that say something else than the Swift source about the
  /// same row: navigability, accessory, subtitle or value key, or a label's line limit, where
  /// both say something. The
  /// configuration wins; the warning names both places so one of them can be corrected, and is
  /// at the `rows` entry in the file.
  ///
  /// `rows[2]: "settings.wifi" is navigable: false in typefit.json, but SettingsView.swift:42
  /// shows it as a NavigationLink (navigable: true); the configuration is used`.
  func discoveryConflicts() -> [LocalizationDiagnostic] {
    discoveryConflicts(ConfigurationPatterns(configuration))
  }

  /// ``discoveryConflicts()`` with the configuration's patterns compiled for the run.
  ///
  /// - Complexity: each discovered row is compared with the configuration rows that apply to
  ///   it: those titled with its title, and the first whose `match` matches it (a later one
  ///   matching too applies to no key, ``ShadowedMatches``). The fifty-second attack's A52-6:
  ///   every row of the configuration was compared with every discovered row, and a warning
  ///   made for each pair (1,000 rows × 5,000: over 60 s and 1.2 GB, no report).
  func discoveryConflicts(_ patterns: ConfigurationPatterns) -> [LocalizationDiagnostic] {
    var warnings: [LocalizationDiagnostic] = []
    var titled: [ExactText: [Int]] = [:]
    for (index, rule) in configuration.rows.enumerated() {
      if let title = rule.title { titled[ExactText(title), default: []].append(index) }
    }
    for found in discoveredRows {
      guard let title = found.rule.title else { continue }
      var applying = titled[ExactText(title)] ?? []
      if let matching = patterns.matchingRows(of: title).min() { applying.append(matching) }
      let place = found.reason.hasPrefix("discovered: ") ? String(found.reason.dropFirst(12)) : found.reason
      for index in applying.sorted() {
        let rule = configuration.rows[index]
        func differ<Value: Equatable>(
          _ name: String, _ configured: Value?, _ source: Value?, _ show: (Value) -> String
        ) {
          guard let configured, let source, configured != source else { return }
          warnings.append(
            configuration.warning(
              "rows[\(index)]: \"\(TextExcerpt.key(title))\" has \(name): \(show(configured)) in typefit.json, but the "
                + "source (\(place)) has \(name): \(show(source)); the configuration is used",
              at: configuration.locations?.row(index)))
        }
        differ("navigable", rule.navigable, found.rule.navigable) { String($0) }
        differ("accessory", rule.accessory, found.rule.accessory) { $0.rawValue }
        // Keys differ when their bytes do (`café` in NFC and in NFD are two keys).
        differ("subtitle", rule.subtitle.map(ExactText.init), found.rule.subtitle.map(ExactText.init)) {
          "\"\(TextExcerpt.key($0.text))\""
        }
        differ("value", rule.value.map(ExactText.init), found.rule.value.map(ExactText.init)) {
          "\"\(TextExcerpt.key($0.text))\""
        }
        // A line limit decides TF001: a configuration's that lifts the source's `.lineLimit(1)`
        // turned its truncation into a note without a word (the fifty-first attack's A51-11).
        let lines = { (limit: Int) in limit == 0 ? "0 (unlimited)" : String(limit) }
        differ("titleLines", rule.titleLines, found.rule.titleLines, lines)
        differ("subtitleLines", rule.subtitleLines, found.rule.subtitleLines, lines)
        differ("valueLines", rule.valueLines, found.rule.valueLines, lines)
      }
    }
    // At most 100 listed, then one line counting the rest, as for a file's problems.
    return FileDiagnostics(warnings).listed(place: "in the configuration")
  }

  /// The role of a string no row names: the one the sources give its key (``keyRoles``), else
  /// ``StringRoleClassifier``'s. A value longer than ``maximumLabelLength`` is prose without
  /// being looked at, since reading its shape (words, sentences, grapheme clusters) would cost
  /// seconds for a 20 MB value that is then refused; its reason says so, unless the key is
  /// spoken, which is never laid out.
  fileprivate func role(of string: LocalizedString) -> RoleAssignment {
    let sourced = keyRoles.role(of: string)
    if let sourced, sourced.role == .spoken { return sourced }
    if let reason = overLimitReason(string.value) { return RoleAssignment(.prose, reason: reason) }
    return sourced ?? StringRoleClassifier.classify(string)
  }

  /// `more than 50000 UTF-16 units` for a text longer than ``maximumLabelLength``, else `nil`.
  /// The UTF-8 length (known without a scan) is never below the UTF-16 length, so a text that
  /// short is not counted.
  fileprivate func overLimitReason(_ text: String) -> String? {
    guard text.utf8.count > maximumLabelLength, text.utf16.count > maximumLabelLength else { return nil }
    return "more than \(maximumLabelLength) UTF-16 units"
  }

  /// The `keyTooLong` error of a string whose key is longer than ``maximumKeyLength``, quoting
  /// the key's first 60 scalars.
  fileprivate func keyTooLong(_ string: LocalizedString) -> LocalizationDiagnostic {
    let start = String(String.UnicodeScalarView(string.key.unicodeScalars.prefix(60)))
    return LocalizationDiagnostic(
      kind: .keyTooLong, at: string.location,
      message:
        "the key \"\(start)…\" (\(string.locale)) is \(string.key.utf8.count) UTF-8 bytes long; keys over "
        + "\(maximumKeyLength) bytes are reported, not measured (every line of a report repeats its key)")
  }

  /// The report of each label too long to measure (its text longer than `maximumLabelLength`
  /// UTF-16 units); empty when every label fits.
  fileprivate static func labelsTooLong(
    limit maximumLabelLength: Int, _ strings: [LocalizedString?], _ texts: [String?]
  ) -> [LocalizationDiagnostic] {
    var diagnostics: [LocalizationDiagnostic] = []
    for (string, text) in zip(strings, texts) {
      guard let string, let text, text.utf16.count > maximumLabelLength else { continue }
      // Filling stops at the limit (`FormatArgumentFiller.maximumPaddedLength`), so a value
      // made long by its format arguments has no full length to quote.
      let written = string.value.utf16.count
      let length =
        written > maximumLabelLength
        ? "is \(written) UTF-16 units long"
        : "is more than \(maximumLabelLength) UTF-16 units long once its format arguments are filled"
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .valueTooLong, at: string.location,
          message:
            "the value of \"\(string.key)\" (\(string.locale)) \(length); "
            + "labels over \(maximumLabelLength) are reported, not measured"))
    }
    return diagnostics
  }

  /// A key in one locale (tags are ASCII, checked by ``LocaleTag``).
  fileprivate struct PartKey: Hashable {
    var key: ExactText
    var locale: String
  }

  /// A key in one strings table (``StringsTable/path``, so an app's and its widget's tables are
  /// two), both by bytes; the table is `nil` for strings that have none (Android resources).
  fileprivate struct TableKey: Hashable {
    var key: ExactText
    var table: ExactText?

    /// - Parameter table: `string.table`.
    init(_ string: LocalizedString, table: StringsTable?) {
      key = ExactText(string.key)
      self.table = table.map { ExactText($0.path) }
    }
  }

  /// The primary language subtag, lowercase: `pt-BR` → `pt`.
  static func primaryLanguage(_ tag: String) -> String {
    // The first read asks this of every string: an ASCII tag whose first subtag is already
    // lowercase (`de`, `pt-BR`, `zh-Hans`) is that subtag as written, found in the tag's bytes
    // without lowercasing and splitting the whole tag into an array (searched through the
    // generic `utf8` view, a tag took about 700 instructions, perf31).
    let asWritten = tag.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      let separators = (UInt8(ascii: "-"), UInt8(ascii: "_"))
      guard let first = bytes.first, first != separators.0, first != separators.1 else { return nil }
      let end = bytes.firstIndex { $0 == separators.0 || $0 == separators.1 } ?? bytes.endIndex
      let lowercase = bytes[..<end].allSatisfy {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
      }
      guard lowercase, bytes[end...].allSatisfy({ $0 < 0x80 }) else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
    }
    if let asWritten, let language = asWritten { return language }
    return String(tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
  }

  /// Which configuration entry leaves a string out.
  fileprivate enum Exclusion: Hashable, Comparable {
    /// The string's locale is not in `locales`.
    case locales
    /// The `ignore` pattern at this index is the first to match the key.
    case ignore(Int)
  }

  /// The configuration's `locales`, compared without regard to case; made once per pass.
  struct LocaleFilter: Sendable {
    /// `nil` when `locales` is empty: every locale is checked.
    private let written: Set<String>?
    private let folded: Set<String>

    init(_ locales: [String]) {
      written = locales.isEmpty ? nil : Set(locales)
      folded = Set(locales.map { $0.lowercased() })
    }

    /// Whether strings of `locale` are checked.
    func admits(_ locale: String) -> Bool {
      guard let written else { return true }
      return written.contains(locale) || folded.contains(locale.lowercased())
    }
  }

  /// Why `string` is left out, or `nil` when it is checked.
  ///
  /// - Parameter patterns: the configuration's patterns, compiled for the run.
  fileprivate func exclusion(
    of string: LocalizedString, locales: LocaleFilter, patterns: ConfigurationPatterns
  ) -> Exclusion? {
    if !locales.admits(string.locale) { return .locales }
    return patterns.ignoreIndex(of: string.key).map { .ignore($0) }
  }

  /// - Parameter table: `string.table`.
  fileprivate func item(
    _ string: LocalizedString, table: StringsTable?, partKeys: [String: String] = [:],
    partLocations: [String: SourceLocation]? = nil, row: Row, role: RoleAssignment,
    sourceLocation: SourceLocation? = nil, partAlternatives: [CheckItem.PartAlternative]? = nil,
    shownWith subtitle: LocalizedString? = nil, _ value: LocalizedString? = nil
  ) -> CheckItem {
    // Judged only where its parts' device cases are shown too (A24-12). The two parts are
    // passed apart: an array of them was made and destroyed for every string.
    var selection = string.selection
    if let subtitle { selection = selection.shown(with: subtitle.selection) }
    if let value { selection = selection.shown(with: value.selection) }
    // Made in one initializer call and returned as made: set field by field afterwards, the
    // item was copied out of its variable twice.
    return CheckItem(
      key: string.key, locale: string.locale,
      variant: string.variant,
      location: string.location, format: string.format, table: table, partKeys: partKeys, row: row,
      role: role.role, roleReason: role.reason, sourceLocation: sourceLocation, selection: selection,
      partLocations: partLocations, partAlternatives: partAlternatives)
  }
}
