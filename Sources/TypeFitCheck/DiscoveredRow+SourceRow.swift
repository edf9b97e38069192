import TypeFitDiscovery
import TypeFitDynamicType
import TypeFitInput
import TypeFitLocalization
import TypeFitRow

extension DiscoveredRow {
  /// The rows a row found in Swift source gives the planner: one per title key it can show.
  ///
  /// The row's shape comes from the source: subtitle and value keys, accessory, leading
  /// content, navigability, and the text styles, line limits and weights the source sets (left
  /// out where it sets none, so the configuration's defaults apply). A title or subtitle whose
  /// text is not a catalog key (verbatim or computed) cannot be composed and is left out; a
  /// verbatim value, and a subtitle of one verbatim text (``RowRule/subtitleVerbatim``), are laid
  /// out as written, a computed one is left out. When the title has
  /// alternatives (one per enum case, one per `if` branch), each alternative key is a row of the
  /// same shape. Subtitle and value alternatives pair with the title's by position when they
  /// have as many and one thing picks both (``ChoiceOrigin``: one `ForEach` element, index or
  /// condition); else every subtitle and every value text (a `Picker`'s options) is checked with
  /// every title, the strictest kept (``RowRule/subtitleKeys``, ``RowRule/valueTexts``). Each row holds the
  /// table its title key is looked up in (``table``): `Localizable` when the source names none.
  ///
  /// ```swift
  /// DiscoveredRow.rows(from: sourceRow).first?.reason
  /// // "discovered: NavigationLink at SettingsTab.swift:169"
  /// ```
  public static func rows(from source: SourceRow) -> [DiscoveredRow] {
    let (sources, shapeTitles) = withInterpolatedTitles([source])
    let source = sources[0]
    guard let title = source.title else { return [] }
    let titles = [title.reference] + title.alternatives
    var shared = SharedPicks()
    let subtitles = SubtitlePicks(source, shared: &shared)
    let reason = Self.reason(source)
    let values = ValuePicks(source, shared: &shared)
    var rows: [DiscoveredRow] = []
    var seen = Set<ReferencedKey>()
    for (index, reference) in titles.enumerated() {
      guard let titleKey = ReferencedKey(reference), seen.insert(titleKey).inserted else { continue }
      rows.append(
        row(
          source, title: titleKey, subtitle: subtitles.pick(index), value: values.pick(index), reason))
      rows[rows.count - 1].titleIsKeyShape = shapeTitles.contains(titleKey)
    }
    return rows
  }

  /// `sources` with each title written as an interpolated literal (``DiscoveredText/interpolatedKey``)
  /// taken as that key's shape, and the shapes so taken, with their tables: the planner matches
  /// them with the table's keys (A70-7). A title that is a key, or has alternatives, is left as
  /// it is.
  private static func withInterpolatedTitles(_ sources: [SourceRow]) -> (
    sources: [SourceRow], shapes: Set<ReferencedKey>
  ) {
    var shapes = Set<ReferencedKey>()
    var changed = sources
    for index in changed.indices {
      guard var title = changed[index].title, let shape = title.interpolatedKey,
        case .unresolved = title.reference, title.alternatives.isEmpty, let key = ReferencedKey(shape)
      else { continue }
      title.reference = shape
      changed[index].title = title
      shapes.insert(key)
    }
    return (shapes.isEmpty ? sources : changed, shapes)
  }

  /// The rows many rows found in Swift source give the planner: those of
  /// `rows(from:)` (one source row) for each, in order, without the ones that change nothing.
  ///
  /// The planner gives a key the shape of the first row whose title it is, and takes from the
  /// others only their subtitle and value keys and whether they are static (no accessory, not
  /// navigable). A key shown by rows of different shapes gets the strictest
  /// (`DiscoveredRowShape`): that row is put first, whatever the order of the sources, and a
  /// warning names each pair of places (`DiscoveredRowShapeConflicts`). A row whose title key
  /// an earlier row has, with nothing new of those and no stricter shape, is left out, unless the configuration names its title (`title` or `match` of a `rows` entry: then
  /// it is kept for the warnings where the source and the configuration disagree). Rows showing
  /// one computed property of n cases (`NavigationLink(entry.title)` m times) give each key the
  /// first row's shape in time and memory linear in m + n, not m × n: rows whose parts hold the
  /// same lists (one property's alternatives are one shared array) are expanded once.
  ///
  /// - Parameter configuration: the `rows` of the configuration the run applies.
  public static func rows(from sources: [SourceRow], configuration rules: [RowRule]) -> [DiscoveredRow] {
    rows(from: sources, configuration: rules, budget: titlePatternBudget).rows
  }

  /// The steps `rows(from:configuration:budget:)` may spend comparing titles with the
  /// configuration's `match` patterns in a run: as many as the run's comparisons of the patterns
  /// with keys (`ConfigurationPatterns.workBudget`, about a second of CPU).
  public static let titlePatternBudget = ConfigurationPatterns.workBudget

  /// ``rows(from:configuration:)``, with the comparisons of the titles with the configuration's
  /// `match` patterns under a budget of their own, and a warning when it ran out.
  ///
  /// Each title is compared with the patterns (`GlobSet`) to keep the rows the configuration
  /// names; a comparison that could cost more steps than `budget` has left is not made, its
  /// pattern taken as not matching that title, so a row whose title an earlier row has is left
  /// out as for a title no pattern names. The planner compares the titles again under the run's
  /// budget (`ConfigurationPatterns`), so only the warnings where the source and the
  /// configuration disagree can lack such a row. Below the budget the rows are exactly those of
  /// comparing every title with every pattern.
  ///
  /// - Parameters:
  ///   - budget: the steps the comparisons may take (``titlePatternBudget``; tests pass less).
  ///   - configurationFile: the file the `rows` were read from, as reports name it
  ///     (``ConfigurationLocations/file``), where the budget's warning is; by default none
  ///     (``LocalizationDiagnostic/noFile``).
  /// - Returns: the rows, a warning naming the first title a comparison was not made for when the
  ///   budget ran out (`nil` otherwise), and the warnings for rows showing one key in different
  ///   shapes.
  public static func rows(
    from sources: [SourceRow], configuration rules: [RowRule], budget: Int,
    configurationFile: String = LocalizationDiagnostic.noFile
  ) -> (
    rows: [DiscoveredRow], note: LocalizationDiagnostic?, shapeNotes: [LocalizationDiagnostic]
  ) {
    let (sources, shapeTitles) = withInterpolatedTitles(sources)
    var rows: [DiscoveredRow] = []
    var titles = Set<ReferencedKey>()
    var partKeys = Set<ExactText>()
    var staticTitles = Set<ReferencedKey>()
    var configured: [ExactText: Bool] = [:]
    let configuredTitles = Set(rules.compactMap { $0.title.map(ExactText.init) })
    let matches = GlobSet(rules.compactMap(\.match))
    var spending = GlobSet.Budget(steps: budget)
    var firstSkipped: String?
    func isConfigured(_ title: ExactText) -> Bool {
      if let known = configured[title] { return known }
      if configuredTitles.contains(title) {
        configured[title] = true
        return true
      }
      let skipped = spending.skipped
      let named = !matches.matches(
        GlobSubject(title.text), among: matches.globs.indices, firstOnly: true, budget: &spending
      )
      .isEmpty
      if spending.skipped > skipped, firstSkipped == nil { firstSkipped = title.text }
      configured[title] = named
      return named
    }
    // Sources showing the same lists (one computed property) are expanded once, in the
    // strictest shape among them (`DiscoveredRowShape`), so the answer does not depend on
    // which of them comes first; the first of them stands in for that one later.
    let sameLists = SameListSources(sources)
    var shapes = DiscoveredRowShapeConflicts()
    for group in sameLists.groups.values where group.shapes.count > 1 {
      let chosen = sources[group.strictest].location
      for other in group.shapes where other.source != group.strictest {
        shapes.record(
          chosen, group.strictestShape, sources[other.source].location, other.shape, key: group.firstKey,
          count: group.keyCount)
      }
    }
    // Rows expanded before, by their parts' lists: for each, the titles (by position) that the
    // configuration names, the only rows another row with the same lists can add.
    var expanded: [Expansion: [Int]] = [:]
    // The subtitle and value picks of the sources, by their lists (A59-8).
    var shared = SharedPicks()
    // The titles met again in a row of another source, and the first not compared (A59-14).
    var repeatedTitles = 0
    var firstUncompared: (SourceLocation, String)?
    // For each title key the configuration does not name: the row giving its shape (the
    // strictest so far), the first row of it (where the shape giver is put at the end), and
    // the shapes met.
    var giver: [ReferencedKey: (row: Int, shape: DiscoveredRowShape, source: SourceLocation)] = [:]
    var firstRow: [ReferencedKey: Int] = [:]
    var shapesMet: [ReferencedKey: Set<DiscoveredRowShape>] = [:]
    for (sourceIndex, listed) in sources.enumerated() {
      guard listed.title != nil, let expansion = sameLists.expansion[sourceIndex] else { continue }
      let group = sameLists.groups[expansion]!
      if let named = expanded[expansion] {
        if named.isEmpty { continue }
        // The strictest source was expanded in the first one's place: the first one comes here
        // in the strictest one's.
        let source = sourceIndex == group.strictest ? sources[group.first] : listed
        let title = source.title!
        let reason = Self.reason(source)
        let titleKeys = [title.reference] + title.alternatives
        let subtitles = SubtitlePicks(source, shared: &shared)
        let values = ValuePicks(source, shared: &shared)
        for index in named {
          rows.append(
            row(
              source, title: ReferencedKey(titleKeys[index])!,
              subtitle: subtitles.pick(index), value: values.pick(index), reason))
        }
        continue
      }
      let source = sources[group.strictest]
      let title = source.title!
      // Past the bound on titles met again, a source over a list of titles read before has no
      // title without a row: it is passed over whole, not title by title (the sixtieth attack's
      // A60-7: 4,000 rows over 4,000 titles still walked 16 million titles).
      let titleList = Expansion.Part(title)
      if repeatedTitles > Self.maximumRepeatedTitles, let titleList, shared.readTitleLists.contains(titleList)
      {
        repeatedTitles += 1 + title.alternatives.count
        continue
      }
      let isStatic = !source.isNavigable && source.accessory == .none
      let reason = Self.reason(source)
      let titleKeys = [title.reference] + title.alternatives
      let subtitles = SubtitlePicks(source, shared: &shared)
      var seen = Set<ReferencedKey>()
      var named: [Int] = []
      let values = ValuePicks(source, shared: &shared)
      // Whether the shared value's keys are all among the part keys (then they stay there): never
      // for a value that goes with the titles one by one. A list another source added is known
      // (A59-8: N `Picker`s over one property of N cases looked its N keys up N times).
      let valueList = values.shared == nil ? nil : Expansion.Part(source.value)
      let subtitleList = subtitles.shared == nil ? nil : Expansion.Part(source.subtitle)
      var sharedValueKeysKnown = valueList.map { shared.knownValueLists.contains($0) } ?? false
      var sharedSubtitleKeysKnown = subtitleList.map { shared.knownSubtitleLists.contains($0) } ?? false
      defer {
        if sharedValueKeysKnown, let valueList { shared.knownValueLists.insert(valueList) }
        if sharedSubtitleKeysKnown, let subtitleList { shared.knownSubtitleLists.insert(subtitleList) }
      }
      // Every title of a source whose subtitle and value are not picked by title has one shape:
      // made once, and compared once with each row that gives a title its shape (A59-14).
      let hasOneShape = values.shared != nil && subtitles.shared != nil
      // Their part tables too: one dictionary for every row of the same lists (A60-1: adding
      // the subtitle's key copied a value's tables of N options into each of N rows).
      let sourceTables: [String: String]?? =
        if let value = values.shared, let subtitle = subtitles.shared {
          shared.tables(value, subtitle, of: source)
        } else {
          nil
        }
      var sourceShape: DiscoveredRowShape?
      // By the place of the row that gave the title its shape, with that shape.
      var stricterThanGiver: [SourceLocation: (shape: DiscoveredRowShape, isStricter: Bool)] = [:]
      for (index, reference) in titleKeys.enumerated() {
        guard let titleKey = ReferencedKey(reference), seen.insert(titleKey).inserted else { continue }
        let subtitle = subtitles.pick(index)
        let value = values.pick(index)
        if isConfigured(titleKey.key) {
          named.append(index)
          rows.append(
            row(source, title: titleKey, subtitle: subtitle, value: value, tables: sourceTables, reason))
          continue
        }
        let current = giver[titleKey]
        if current != nil {
          // A title other rows gave a shape: N rows over one list of N titles compare N × N.
          repeatedTitles += 1
          if repeatedTitles > Self.maximumRepeatedTitles {
            if firstUncompared == nil { firstUncompared = (source.location, titleKey.key.text) }
            continue
          }
        }
        var candidate: DiscoveredRow?
        let shape: DiscoveredRowShape
        if let sourceShape {
          shape = sourceShape
        } else {
          let made = row(
            source, title: titleKey, subtitle: subtitle, value: value, tables: sourceTables, reason)
          candidate = made
          shape = DiscoveredRowShape(made.rule)
          if hasOneShape { sourceShape = shape }
        }
        var isStricter = false
        if let current, shape != current.shape {
          if shapesMet[titleKey, default: [current.shape]].count < Self.maximumShapesOfTitle,
            shapesMet[titleKey, default: [current.shape]].insert(shape).inserted
          {
            shapes.record(
              current.source, current.shape, source.location, shape, key: titleKey.key.text, count: 1)
          }
          if hasOneShape, let known = stricterThanGiver[current.source], known.shape == current.shape {
            isStricter = known.isStricter
          } else {
            isStricter = shape < current.shape
            if hasOneShape { stricterThanGiver[current.source] = (current.shape, isStricter) }
          }
        }
        let valueKeysKnown =
          sharedValueKeysKnown || value.keys.allSatisfy { partKeys.contains(ExactText($0)) }
        // Known, or added below: from here on a shared value's keys are among the part keys.
        sharedValueKeysKnown = values.shared != nil
        let subtitleKeysKnown =
          sharedSubtitleKeysKnown || subtitle.keys.allSatisfy { partKeys.contains($0.key) }
        sharedSubtitleKeysKnown = subtitles.shared != nil
        if !isStricter, titles.contains(titleKey), subtitleKeysKnown, valueKeysKnown, !value.hasVerbatim,
          subtitle.verbatims == nil, !isStatic || staticTitles.contains(titleKey)
        {
          continue
        }
        titles.insert(titleKey)
        if !subtitleKeysKnown {
          for key in subtitle.keys { partKeys.insert(key.key) }
        }
        if !valueKeysKnown {
          for key in value.keys { partKeys.insert(ExactText(key)) }
        }
        if isStatic { staticTitles.insert(titleKey) }
        rows.append(
          candidate
            ?? row(source, title: titleKey, subtitle: subtitle, value: value, tables: sourceTables, reason))
        if firstRow[titleKey] == nil { firstRow[titleKey] = rows.count - 1 }
        if giver[titleKey] == nil || isStricter {
          giver[titleKey] = (rows.count - 1, shape, source.location)
        }
      }
      expanded[expansion] = named
      if let titleList { shared.readTitleLists.insert(titleList) }
    }
    // The planner gives a key the shape of the first row of it: the strictest is put there.
    for (titleKey, first) in firstRow {
      if let strictest = giver[titleKey]?.row, strictest != first { rows.swapAt(first, strictest) }
    }
    let note = firstSkipped.map {
      ConfigurationPatterns.discoveryNote(
        skipped: spending.skipped, budget: budget, firstTitle: $0, file: configurationFile)
    }
    var shapeNotes = shapes.warnings()
    if let (location, key) = firstUncompared {
      shapeNotes.append(Self.repeatedTitlesNote(at: location, key: key, count: repeatedTitles))
    }
    if !shapeTitles.isEmpty {
      for index in rows.indices {
        guard let title = rows[index].rule.title,
          let key = ReferencedKey(.key(title, table: rows[index].table)), shapeTitles.contains(key)
        else { continue }
        rows[index].titleIsKeyShape = true
      }
    }
    return (rows, note, shapeNotes)
  }

  /// The most titles ``rows(from:configuration:budget:)`` compares with the row another source
  /// gave them: past them, a title met again keeps that row's shape and adds nothing, and a
  /// warning says so (``repeatedTitlesNote(at:key:count:)``). The fifty-ninth attack's A59-14:
  /// N rows over one computed property of N titles, each with a value of its own, compared
  /// N × N rows before any limit (1,000: 80 s and 960 MB, debug).
  static let maximumRepeatedTitles = 1 << 18

  /// The most shapes one title's rows are told apart by for the warnings of rows showing one
  /// key in different shapes (``DiscoveredRowShapeConflicts``); past them the strictest is still
  /// kept, and the pairs not recorded are not warned of.
  static let maximumShapesOfTitle = 64

  /// The warning for titles met again past ``maximumRepeatedTitles``: at the first row not
  /// compared, naming its first title.
  static func repeatedTitlesNote(at location: SourceLocation, key: String, count: Int)
    -> LocalizationDiagnostic
  {
    LocalizationDiagnostic(
      kind: .unmatchedConfiguration, severity: .warning, at: location,
      message:
        "\(count) titles are shown by rows of other places, more than the \(maximumRepeatedTitles) a run "
        + "compares; from here (the first \"\(TerminalText.escaped(key))\") such a title keeps the shape "
        + "of the row that showed it first, and these rows' other subtitles and values are checked as strings "
        + "of their own")
  }

  /// What the planner's rows from one source row depend on, the row's location and styles
  /// aside: its parts' texts, told apart by their first reference and the identity of their
  /// alternatives' storage. Rows that show one computed property hold one shared list, so this
  /// is O(1) to build and compare however long the list; two lists alive at once are the same
  /// list exactly when their storage is.
  private struct Expansion: Hashable {
    struct Part: Hashable {
      var first: StringReference
      var storage: UInt
      var count: Int
      init?(_ text: DiscoveredText?) {
        guard let text else { return nil }
        first = text.reference
        count = text.alternatives.count
        storage = text.alternatives.storageIdentity
      }
    }
    var title: Part?
    var subtitle: Part?
    var value: Part?
    var isStatic: Bool
    init(_ source: SourceRow, isStatic: Bool) {
      title = Part(source.title)
      subtitle = Part(source.subtitle)
      value = Part(source.value)
      self.isStatic = isStatic
    }
  }

  /// The sources with a title, grouped by the lists their rows are expanded from
  /// (``Expansion``), each group with its first source, its strictest (``DiscoveredRowShape``;
  /// the first of equal shapes) and its distinct shapes, found in one pass over the sources.
  private struct SameListSources {
    struct Group {
      var first: Int
      var strictest: Int
      var strictestShape: DiscoveredRowShape
      /// The distinct shapes, each with the first source that has it.
      var shapes: [(shape: DiscoveredRowShape, source: Int)]
      /// The position of each shape in ``shapes``.
      var shapeIndex: [DiscoveredRowShape: Int]
      /// The first title key and the number of different title keys, for warnings.
      var firstKey: String
      var keyCount: Int
    }
    /// Each source's group, by index in the sources (`nil` for a source without a title).
    var expansion: [Expansion?] = []
    var groups: [Expansion: Group] = [:]

    init(_ sources: [SourceRow]) {
      expansion.reserveCapacity(sources.count)
      var titleCounts: [Expansion.Part: (first: String, count: Int)] = [:]
      for (index, source) in sources.enumerated() {
        guard let title = source.title else {
          expansion.append(nil)
          continue
        }
        let key = Expansion(source, isStatic: !source.isNavigable && source.accessory == .none)
        expansion.append(key)
        let shape = DiscoveredRowShape(
          // The first texts' keys alone: all of them were made to take the first (A59-8: N
          // sources over one list of N).
          rule(
            source, subtitle: source.subtitle.flatMap { ReferencedKey($0.reference)?.key.text },
            value: source.value.flatMap { ReferencedKey($0.reference)?.key.text }))
        if groups[key] != nil {
          // Changed in place: a copy taken out and put back made each source copy the group's
          // shapes, so 8,000 rows of one key in 8,000 shapes took over 60 s (the fifty-fifth
          // attack's A55-2).
          Self.add(index, shape: shape, to: &groups[key]!, sources: sources)
          continue
        }
        // A list of titles is counted once, however many sources show it with other parts
        // (the sixtieth attack's A60-7: 4,000 sources over one list of 4,000 counted it each).
        let titles: (first: String, count: Int)
        if let list = Expansion.Part(title), let known = titleCounts[list] {
          titles = known
        } else {
          let titleKeys = ([title.reference] + title.alternatives).compactMap(ReferencedKey.init)
          titles = (titleKeys.first?.key.text ?? "", Set(titleKeys).count)
          if let list = Expansion.Part(title) { titleCounts[list] = titles }
        }
        groups[key] = Group(
          first: index, strictest: index, strictestShape: shape, shapes: [(shape, index)],
          shapeIndex: [shape: 0], firstKey: titles.first, keyCount: titles.count)
      }
    }

    /// Adds the source at `index`, of `shape`, to `group`: of sources of one shape, the first
    /// place (file bytes, line, column) stands for them.
    private static func add(
      _ index: Int, shape: DiscoveredRowShape, to group: inout Group, sources: [SourceRow]
    ) {
      guard let known = group.shapeIndex[shape] else {
        group.shapeIndex[shape] = group.shapes.count
        group.shapes.append((shape, index))
        if shape < group.strictestShape { (group.strictest, group.strictestShape) = (index, shape) }
        return
      }
      let kept = group.shapes[known].source
      if DiscoveredRowShapeConflicts.precedes(sources[index].location, sources[kept].location) {
        group.shapes[known].source = index
        if group.strictest == kept { group.strictest = index }
      }
    }
  }

  /// `discovered: NavigationLink at SettingsTab.swift:169`; with the list style the source sets,
  /// which the row is laid out in: `discovered: NavigationLink at V.swift:3, .listStyle(.plain)`.
  private static func reason(_ source: SourceRow) -> String {
    let file = BytePath.lastName(of: source.location.file)
    let style = source.listStyle.map { ", .listStyle(.\($0.rawValue))" } ?? ""
    return "discovered: \(source.construct) at \(file):\(source.location.line)\(style)"
  }

  /// The keys a part can show, its first text's and its alternatives', each with its table
  /// (`nil` for a text that is not a key).
  private static func keys(_ text: DiscoveredText?) -> [ReferencedKey?] {
    guard let text else { return [] }
    return ([text.reference] + text.alternatives).map(ReferencedKey.init)
  }

  /// The value that goes with a title: the value's texts at `positions` when it goes with the
  /// titles text by text (``DiscoveredText/positionsBeside(_:)``: by position, or case by case),
  /// else (`nil`) every text it can show (a `Picker`'s options, the branches of an `if`), so the
  /// row is checked with each (``RowRule/valueTexts``). Keys and verbatim texts are kept, text
  /// only known at run time (the selected option itself, an interpolation) is left out.
  private static func value(_ source: SourceRow, positions: [Int]?) -> ValuePick {
    guard let text = source.value else { return ValuePick() }
    let references = [text.reference] + text.alternatives
    let chosen = positions.map { $0.map { references[$0] } } ?? references
    var texts: [RowValueText] = []
    var tables: [String: String] = [:]
    var seen = Set<RowValueText>()
    for reference in chosen {
      let option: RowValueText
      switch reference {
      case .key(let key, _):
        option = .key(key)
        if tables[key] == nil, let referenced = ReferencedKey(reference) {
          tables[key] = referenced.table.text
        }
      case .verbatim(let written): option = .verbatim(written)
      case .unresolved: continue
      }
      if seen.insert(option).inserted { texts.append(option) }
    }
    return ValuePick(texts: texts, tables: tables)
  }

  /// The texts a row's value can show (``value(_:positions:)``), with what the rows made of it read,
  /// worked out once: one pick is every title's of a label (``ValuePicks``).
  private struct ValuePick {
    let texts: [RowValueText]
    /// The table of each key among ``texts`` (``RowRule/partTables``).
    let tables: [String: String]
    /// The first key: the rule's ``RowRule/value``.
    let key: String?
    let keys: [String]
    /// Whether a text is written as is, not a key.
    let hasVerbatim: Bool

    init(texts: [RowValueText] = [], tables: [String: String] = [:]) {
      self.texts = texts
      self.tables = tables
      keys = texts.compactMap(\.key)
      key = keys.first
      hasVerbatim = keys.count < texts.count
    }

    /// ``RowRule/valueTexts``: `nil` for one key or none.
    var ruleTexts: [RowValueText]? {
      texts.count > 1 || hasVerbatim ? texts : nil
    }
  }

  /// The value of each title of one source row: found once when it does not go with the titles
  /// one by one, and then every title's, its arrays shared (the fifty-seventh attack's A57-1:
  /// 3,200 titles of one `Picker` label read its 3,200 options again each, before any limit).
  private struct ValuePicks {
    let source: SourceRow
    /// The value's texts beside each title, when it goes with the titles text by text.
    let beside: [[Int]]?
    /// The pick of every title, when the value does not go with the titles text by text.
    let shared: ValuePick?

    init(_ source: SourceRow, shared picks: inout SharedPicks) {
      self.source = source
      beside = source.value?.positionsBeside(source.title)
      if beside != nil {
        shared = nil
      } else if let list = Expansion.Part(source.value), let known = picks.values[list] {
        shared = known
      } else {
        let pick = DiscoveredRow.value(source, positions: nil)
        if let list = Expansion.Part(source.value) { picks.values[list] = pick }
        shared = pick
      }
    }

    func pick(_ index: Int) -> ValuePick { shared ?? DiscoveredRow.value(source, positions: beside?[index]) }
  }

  /// The picks of the sources of one call shared by every title of a source (``ValuePicks/shared``,
  /// ``SubtitlePicks/shared``), by the part's list (``Expansion/Part``): sources showing one
  /// list, such as N `Picker`s over one property of N cases, share one pick and its arrays,
  /// made once (the fifty-ninth attack's A59-8: N × N before the row-layout limit was judged).
  private struct SharedPicks {
    var values: [Expansion.Part: ValuePick] = [:]
    var subtitles: [Expansion.Part: SubtitlePick] = [:]
    /// The lists whose keys are among the part keys of ``rows(from:configuration:budget:)``.
    var knownValueLists = Set<Expansion.Part>()
    var knownSubtitleLists = Set<Expansion.Part>()
    /// The title lists every title of which has a row (a source over them was read to its end).
    var readTitleLists = Set<Expansion.Part>()
    /// The part tables of the rows of shared picks, by the value's and subtitle's lists.
    private var partTables: [TablesKey: [String: String]?] = [:]

    struct TablesKey: Hashable {
      var value: Expansion.Part?
      var subtitle: Expansion.Part?
    }

    /// The part tables of the rows of `source` whose picks are `value` and `subtitle`, made once
    /// for every source of the same lists (``DiscoveredRow/partTables(_:_:)``).
    mutating func tables(_ value: ValuePick, _ subtitle: SubtitlePick, of source: SourceRow) -> [String:
      String]?
    {
      let key = TablesKey(value: Expansion.Part(source.value), subtitle: Expansion.Part(source.subtitle))
      if let known = partTables[key] { return known }
      let made = DiscoveredRow.partTables(value, subtitle)
      partTables[key] = made
      return made
    }
  }

  /// The subtitle keys of one title: the first, the rule's ``RowRule/subtitle``, and every key
  /// when there are several (``RowRule/subtitleKeys``).
  private struct SubtitlePick {
    /// The keys, each once, in source order; empty for no subtitle, or one that is no key.
    var keys: [ReferencedKey] = []
    /// The keys' texts when there are several: one array for every title of a label.
    var texts: [String]?
    /// The table of each of ``texts`` (``RowRule/subtitleTables``), one dictionary likewise.
    var tables: [String: String]?
    /// The texts written as is among the subtitle's, each once, when it has a key too
    /// (``RowRule/subtitleVerbatimAlternatives``); `nil` for none.
    var verbatims: [String]?
    var first: ReferencedKey? { keys.first }

    init(_ keys: [ReferencedKey]) {
      self.keys = keys
      guard keys.count > 1 else { return }
      texts = keys.map(\.key.text)
      var tables: [String: String] = [:]
      for key in keys { tables[key.key.text] = key.table.text }
      self.tables = tables
    }
  }

  /// The subtitle of each title of one source row: the keys beside the title when one thing
  /// picks both (``DiscoveredText/positionsBeside(_:)``), else every key the subtitle can show,
  /// found once and shared by every title. The fifty-ninth attack's A59-2: the first subtitle
  /// went with every title, and the others were checked as labels of their own, without the
  /// row's line limit.
  private struct SubtitlePicks {
    let references: [ReferencedKey?]
    /// The subtitle's texts beside each title, when it goes with the titles text by text.
    let beside: [[Int]]
    /// The pick of every title, when the subtitle does not go with the titles text by text.
    let shared: SubtitlePick?

    init(_ source: SourceRow, shared picks: inout SharedPicks) {
      if let beside = source.subtitle?.positionsBeside(source.title) {
        references = DiscoveredRow.keys(source.subtitle)
        self.beside = beside
        shared = nil
        return
      }
      references = []
      beside = []
      if let list = Expansion.Part(source.subtitle), let known = picks.subtitles[list] {
        shared = known
        return
      }
      var seen = Set<ReferencedKey>()
      var pick = SubtitlePick(
        DiscoveredRow.keys(source.subtitle).compactMap { $0 }.filter { seen.insert($0).inserted })
      if !pick.keys.isEmpty, let text = source.subtitle { pick.verbatims = Self.verbatims(of: text) }
      if let list = Expansion.Part(source.subtitle) { picks.subtitles[list] = pick }
      shared = pick
    }

    /// The texts written as is among `text`'s, each once, in source order; `nil` for none.
    private static func verbatims(of text: DiscoveredText) -> [String]? {
      var seen = Set<ExactText>()
      var texts: [String] = []
      for case .verbatim(let written) in [text.reference] + text.alternatives
      where seen.insert(ExactText(written)).inserted {
        texts.append(written)
      }
      return texts.isEmpty ? nil : texts
    }

    func pick(_ index: Int) -> SubtitlePick {
      if let shared { return shared }
      var seen = Set<ReferencedKey>()
      return SubtitlePick(beside[index].compactMap { references[$0] }.filter { seen.insert($0).inserted })
    }
  }

  /// One planner row of a source row, with the shape the source gives it.
  ///
  /// - Parameter tables: the row's ``RowRule/partTables`` when made before for these picks
  ///   (``partTables(_:_:)``, one dictionary for every row of the same picks).
  private static func row(
    _ source: SourceRow, title: ReferencedKey, subtitle: SubtitlePick, value: ValuePick,
    tables: [String: String]?? = nil, _ reason: String
  )
    -> DiscoveredRow
  {
    var rule = rule(source, subtitle: subtitle.first?.key.text, value: value.key)
    rule.valueTexts = value.ruleTexts
    rule.subtitleKeys = subtitle.texts
    rule.subtitleTables = subtitle.tables
    rule.subtitleVerbatimAlternatives = subtitle.verbatims
    // A subtitle written as is, one text (A81-6): laid out as written, as a verbatim value is.
    if subtitle.first == nil, let text = source.subtitle, text.alternatives.isEmpty,
      case .verbatim(let written) = text.reference
    {
      rule.subtitleVerbatim = written
    }
    rule.partTables = tables ?? partTables(value, subtitle)
    rule.title = title.key.text
    return DiscoveredRow(rule: rule, reason: reason, sourceLocation: source.location, table: title.table.text)
  }

  /// The table of each part key of a row (``RowRule/partTables``; A24-8): the value's texts'
  /// and the subtitle's first (its other keys' are ``RowRule/subtitleTables``, shared); `nil`
  /// for none.
  private static func partTables(_ value: ValuePick, _ subtitle: SubtitlePick) -> [String: String]? {
    var tables = value.tables
    if let first = subtitle.first { tables[first.key.text] = first.table.text }
    return tables.isEmpty ? nil : tables
  }

  /// The rule of one planner row of a source row, without its title.
  private static func rule(_ source: SourceRow, subtitle: String?, value: String?) -> RowRule {
    var rule = RowRule(
      subtitle: subtitle, value: value, accessory: source.accessory,
      leading: source.leading == .none ? nil : source.leading, navigable: source.isNavigable)
    rule.accessorySymbol = source.accessorySymbol
    rule.titleStyle = source.title?.textStyle
    rule.subtitleStyle = source.subtitle?.textStyle
    rule.valueStyle = source.value?.textStyle
    rule.titleLines = source.title?.lineLimit
    rule.subtitleLines = source.subtitle?.lineLimit
    rule.valueLines = source.value?.lineLimit
    rule.titleWeight = source.title?.weight
    rule.subtitleWeight = source.subtitle?.weight
    rule.valueWeight = source.value?.weight
    // `.dynamicTypeSize(…)` and fixed-size fonts: the categories the row and each text reach.
    rule.sizeCategories = source.sizeCategories
    var categories: [LabelRole: ClosedRange<ContentSizeCategory>] = [:]
    var fixed: [LabelRole: Double] = [:]
    var relative: [LabelRole: Double] = [:]
    var cases: [LabelRole: TextCase] = [:]
    var markdown = Set<LabelRole>()
    var truncations: [LabelRole: TruncationMode] = [:]
    for part in source.parts {
      if let mode = part.text.truncationMode, mode != .tail { truncations[part.role] = mode }
      if part.text.rendersMarkdown { markdown.insert(part.role) }
      if let textCase = part.text.textCase { cases[part.role] = textCase }
      if let range = part.text.sizeCategories { categories[part.role] = range }
      if let size = part.text.fixedPointSize { fixed[part.role] = size }
      if let size = part.text.relativePointSize { relative[part.role] = size }
    }
    rule.labelSizeCategories = categories.isEmpty ? nil : categories
    rule.fixedPointSizes = fixed.isEmpty ? nil : fixed
    rule.relativePointSizes = relative.isEmpty ? nil : relative
    rule.listStyle = source.listStyle
    rule.textCases = cases.isEmpty ? nil : cases
    rule.truncationModes = truncations.isEmpty ? nil : truncations
    rule.markdownLabels = markdown
    rule.titleScaleFactor = source.title?.minimumScaleFactor
    rule.subtitleScaleFactor = source.subtitle?.minimumScaleFactor
    rule.valueScaleFactor = source.value?.minimumScaleFactor
    return rule
  }
}
