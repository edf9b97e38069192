import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

/// The findings of a run grouped into real problems: one per key, strings table, variant
/// (without its plural forms, ``variantGroup(of:)``), rule, part (label or target) and
/// ``ProblemPhrase/subject``, with the locales it occurs in, the
/// category each locale's finding starts at (the earliest of the layout contexts), and the
/// layout contexts (devices, widths) it occurs in: a title that truncates on two devices is
/// one problem `… on iPhone SE (3rd generation), iPhone 17 Pro`.
///
/// A title that truncates from AX3 in German, Finnish and Russian is one problem
/// (`settings.privacy: title truncates from AX3 in de, fi, ru (needs 2 lines, 1 allowed)`), and
/// so is a switch whose size is the same in every locale. When the first category differs
/// between locales the problem is still one, with the locales listed per category:
/// `settings.privacy: title truncates from AX3 in de, fi; from AX5 in ru`. Each problem keeps where it was
/// first found and the full sentence there, as an example. A key's plural forms are one problem
/// that lists them (fresh24 F24-8: `n-posts %lld [plural: one, other]: text wraps from large in de`),
/// each locale at the earliest category of its forms.
///
/// The same key in two tables is two rows, so two problems: an app's and its widget's
/// `de.lproj/Localizable.strings` (``tableGroup(of:)``), or `Localizable.strings` and
/// `Other.strings` of one `de.lproj`. Each is said at its own file.
///
/// Memory grows with the number of problems, not with the number of locales: each keeps its
/// locales and their places, and one sentence.
struct ProblemList {
  /// Where one locale's string is.
  struct Occurrence: Hashable {
    var locale: String
    var file: String
    var line: Int
    var column: Int
    /// The category the finding starts at in this locale, if it has one.
    var firstCategory: ContentSizeCategory?
    /// The locale's ``ProblemPhrase/detail``.
    var detail: String?
    /// In a run of several layout contexts (devices, widths), the category the finding starts
    /// at in each context where the locale has it, by context index, in arrival order; empty
    /// in a run of one context (fresh24 F24-10: the big phone may fail from a later size).
    var contextCategories: [ContextCategory] = []

    /// ``contextCategories`` by context index, as the JSON reports write them.
    var sortedContextCategories: [ContextCategory] {
      // Most arrive in context order (a result's contexts come one after another): kept as
      // they are, not sorted into a new array for each locale of each problem written.
      let inOrder = contextCategories.indices.dropFirst().allSatisfy {
        contextCategories[$0 - 1].context < contextCategories[$0].context
      }
      return inOrder ? contextCategories : contextCategories.sorted { $0.context < $1.context }
    }

    /// Records that the locale's finding starts at `category` in `context` (the earliest is kept).
    mutating func record(_ category: ContentSizeCategory?, in context: Int) {
      guard let known = contextCategories.firstIndex(where: { $0.context == context }) else {
        contextCategories.append(ContextCategory(context: context, category: category))
        return
      }
      if let category, category < (contextCategories[known].category ?? category) {
        contextCategories[known].category = category
      }
    }

    /// The category the finding starts at in `context`, or `nil` when the locale does not
    /// have it there (or it holds at every size).
    func category(in context: Int) -> ContentSizeCategory?? {
      contextCategories.first { $0.context == context }.map(\.category)
    }
  }

  /// Where a locale's finding starts in one layout context (``Occurrence/contextCategories``).
  struct ContextCategory: Hashable {
    var context: Int
    var category: ContentSizeCategory?
  }

  /// What makes findings one problem: the same key in the same table, variant, rule, severity
  /// and part, said the same way without the first category (``ProblemPhrase/subject``), in
  /// any layout context (device, width): ``context`` is the example's, and the problem lists
  /// all of them (``Problem/contexts``). Keys compare by code points (``ExactText``), as the app's
  /// tables and the shard hash tell them apart: `café` NFC and NFD are two problems, sharded or
  /// not.
  struct Identity: Hashable {
    var key: ExactText
    /// The key's table, the same for all its locales (``tableGroup(of:)``).
    var table: String
    /// The variant without its plural forms (``variantGroup(of:)``): `base` for a plural key.
    var variant: String
    var rule: RuleID
    var severity: Severity
    /// The label role or target kind, `""` for the row.
    var part: String
    /// The example's layout context (by index): the context of the earliest locale's finding.
    var context: Int
    var subject: String
  }

  /// One problem; its identity's fields read as its own (`problem.key`, `problem.rule`).
  @dynamicMemberLookup
  struct Problem {
    var identity: Identity
    var phrase: ProblemPhrase
    var role: ItemRole
    var roleReason: String
    /// The subtitle's or value's own key when the problem is on that part
    /// (``CheckItem/partPlace(of:)``): the headline names it beside the title's key. The
    /// example's: the earliest locale's, whose text the sentence quotes.
    var partKey: String?
    /// Every locale's part key, each once: a `Picker` row's value is the strictest of its options
    /// in each locale, so the locales of one problem can show different options (NU44-2: the
    /// headline named one option and quoted another's text).
    var partKeys: Set<ExactText> = []
    /// Where the row is in the app's Swift source, when discovery found it there.
    var sourceLocation: SourceLocation?
    /// The smallest first category among the occurrences (for ranking), if any.
    var firstCategory: ContentSizeCategory?
    /// The categories of the first occurrence.
    var categories: [ContentSizeCategory]
    /// Every locale: first the one whose finding starts at the smallest category (the earliest
    /// to arrive among equals), then the others in arrival order.
    var occurrences: [Occurrence]
    /// What the first occurrence's sentence is made from.
    var exampleSource: ExampleSource
    /// The layout contexts (by index) the problem occurs in, in increasing order; the
    /// example's is ``Identity/context``.
    var contexts: [Int]
    /// Arrival order of the first occurrence, the last tie-breaker.
    var sequence: Int
    /// The plural forms it occurs in (``pluralForm(of:)``: `one`, `other/one`), in arrival order;
    /// empty for a string that has none.
    var forms: [String] = []
    /// Whether the problem is the size of Apple's own control (a stock switch or info button,
    /// TF003 as a note) or the platform's own row height (TF002 below Large on iOS 18, a note),
    /// which the app's strings cannot change: ranked after the problems it can act on, and said
    /// without locales (``headline(_:allLocales:contexts:groupLimit:)``).
    var concernsSystemControl = false
    /// The first occurrence's position in the whole input (``CheckItem/inputPosition``) in a
    /// sharded run, by which ``ReportMerger`` ranks the shards' problems together; else `nil`.
    var position: Int?

    subscript<Value>(dynamicMember keyPath: KeyPath<Identity, Value>) -> Value { identity[keyPath: keyPath] }

    /// The key, as written.
    var key: String { identity.key.text }

    /// Records that the problem occurs in layout context `context` too.
    mutating func addContext(_ context: Int) {
      guard let last = contexts.last, context != last else { return }
      if context > last {
        contexts.append(context)
      } else if !contexts.contains(context) {
        contexts.insert(context, at: contexts.firstIndex { $0 > context }!)
      }
    }

    /// The first category in each of ``contexts``, in the same order: the earliest of the
    /// locales' there; `nil` for a context where it holds at every size.
    var contextCategories: [ContentSizeCategory?] {
      contexts.map { context in
        occurrences.compactMap { $0.category(in: context) ?? nil }.min()
      }
    }

    /// Whether some locale starts at another category in one context than in another (or
    /// has the finding in some contexts only): the headline then says each context's
    /// categories (``headline(_:allLocales:contexts:groupLimit:name:)``).
    var startsDifferentlyByContext: Bool {
      guard contexts.count > 1 else { return false }
      return occurrences.contains { occurrence in
        let categories = contexts.map { occurrence.category(in: $0) }
        return categories.contains { $0 != categories[0] }
      }
    }

    /// ``contextCategories`` when the problem occurs in two or more contexts, each at a
    /// category; else `nil`: what the JSON and SARIF reports write as `contextCategories`.
    var writtenContextCategories: [ContentSizeCategory]? {
      guard contexts.count > 1 else { return nil }
      let categories = contextCategories.compactMap { $0 }
      return categories.count == contexts.count ? categories : nil
    }

    /// The position in ``occurrences`` of `locale`'s, if it has one. A locale has one at most,
    /// and the one a finding looks for was most often added last or put first (the findings of
    /// a result's layout contexts come one after another): those two are compared before the
    /// others are searched, which compared up to every locale of the run for each finding.
    func occurrence(of locale: String) -> Int? {
      if let last = occurrences.indices.last, occurrences[last].locale == locale { return last }
      if let first = occurrences.indices.first, occurrences[first].locale == locale { return first }
      return occurrences.indices.dropFirst().dropLast().first { occurrences[$0].locale == locale }
    }

    /// The locales, in arrival order.
    var locales: [String] { occurrences.map(\.locale) }

    /// The first occurrence's full sentence (``FindingSentence``), without the context: made
    /// each time it is read (a report reads it once per problem).
    var example: String { exampleSource.sentence }

    /// Whether this problem ranks before `other`: errors first, then warnings, then notes;
    /// then problems the app can act on before the size of Apple's own controls; then the
    /// smaller first category (a problem at Large hurts more people than one at AX5); then rule
    /// id and arrival.
    func ranks(before other: Problem) -> Bool { rank.precedes(other.rank) }

    /// What ``ranks(before:)`` compares.
    var rank: Rank {
      Rank(
        severity: identity.severity, concernsSystemControl: concernsSystemControl,
        firstCategory: firstCategory?.rawValue ?? -1, rule: identity.rule, sequence: sequence)
    }
  }

  /// The fields a problem is ranked by (``Problem/ranks(before:)``), apart from the problem:
  /// sorting these and not the problems moves no strings or arrays.
  struct Rank {
    var severity: Severity
    var concernsSystemControl: Bool
    /// The first category's raw value, -1 without one.
    var firstCategory: Int
    var rule: RuleID
    /// The position of the first result the problem names across a merge's shards (0 within
    /// one run, where `sequence` already follows the results' order).
    var position = 0
    /// Arrival order, the last tie-breaker.
    var sequence: Int

    /// Whether a problem of this rank comes before one of `other`'s: the one order of
    /// problems, in a run's report and in a merge of shards (`ReportMerger`).
    func precedes(_ other: Rank) -> Bool {
      if severity != other.severity { return severity > other.severity }
      if concernsSystemControl != other.concernsSystemControl { return !concernsSystemControl }
      if firstCategory != other.firstCategory { return firstCategory < other.firstCategory }
      if rule != other.rule { return rule < other.rule }
      if position != other.position { return position < other.position }
      return sequence < other.sequence
    }
  }

  /// The longest quoted string in examples, in characters; `nil` keeps them whole.
  var quoteLimit: Int?
  /// The folder paths are made relative to.
  var sourceRoot: String?
  /// Each problem's position in ``problems`` by its identity.
  private var index = ProblemIndex()
  private(set) var problems = SegmentedArray<Problem>()
  /// The file of the last result added and its path relative to ``sourceRoot``.
  private var lastFile: (path: String, relative: String) = ("", "")
  /// Findings added, before grouping.
  private(set) var findingCount = 0

  init(quoteLimit: Int? = nil, sourceRoot: String? = nil) {
    self.quoteLimit = quoteLimit
    self.sourceRoot = sourceRoot
  }

  /// Adds every finding of a result.
  mutating func add(_ result: CheckResult) {
    // A result without findings adds nothing: its file and variant are not worked out (below a
    // report's floor, as in SARIF's default, most results keep no finding).
    guard result.reports.contains(where: { !$0.findings.isEmpty }) else { return }
    let item = result.item
    // A file's results come one after another: its relative path is worked out once. Paths
    // compare by bytes (`ExactText`): an NFC and an NFD name are two files.
    if !ExactText.sameBytes(item.location.file, lastFile.path) {
      lastFile = (item.location.file, ReportPath.relative(item.location.file, to: sourceRoot))
    }
    let file = lastFile.relative
    // A key's plural forms are one problem: its variant without them, and the form it lists.
    let variant = Self.variantGroup(of: item.variant)
    let form = Self.pluralForm(of: item.variant)
    // The row's part of the identity is worked out and looked up once for all the result's
    // findings, when it has one (``ProblemIndex``).
    var row: (number: Int, table: String)?
    // The reports are read in place: enumerated, each was copied and destroyed.
    for context in result.reports.indices {
      for finding in result.reports[context].findings {
        findingCount += 1
        let phrase = ProblemPhrase(finding, in: result.reports, context: context, role: item.role)
        // A subtitle or value of its own key: at its own entry (A23-3).
        let ownPart = item.partPlace(of: finding.role)
        let severalContexts = result.reports.count > 1
        /// The finding's occurrence in the result's locale, with `contextCategories`. Made only
        /// where it is kept: most findings are of a locale their problem has (the result's
        /// finding in another layout context), and making each finding's occurrence first, its
        /// context's category in an array of its own, took about 500 instructions a finding.
        func makeOccurrence(contextCategories: [ContextCategory] = []) -> Occurrence {
          let location = ownPart?.location ?? item.location
          return Occurrence(
            locale: item.locale,
            file: ExactText.sameBytes(location.file, lastFile.path)
              ? file : ReportPath.relative(location.file, to: sourceRoot),
            line: location.line, column: location.column,
            firstCategory: finding.firstCategory, detail: phrase.detail, contextCategories: contextCategories)
        }
        /// The occurrence of a locale new to the problem: with this context's category, when
        /// there are several (fresh24 F24-10).
        func newOccurrence() -> Occurrence {
          var new = makeOccurrence()
          if severalContexts { new.record(finding.firstCategory, in: context) }
          return new
        }
        // The size of Apple's own control, and iOS's own row height, are the same in every locale
        // and size: the headline says neither (fresh22 F22-10, F22-7).
        let concernsSystemControl =
          finding.ruleID == .accessoryTargetTooSmall && item.row.accessoryIsSystemControl
          || finding.saysPlatformRowHeight
        let (rowNumber, table): (Int, String)
        if let row {
          (rowNumber, table) = row
        } else {
          table = Self.tableGroup(of: item)
          rowNumber = index.row(
            ProblemIndex.Row(key: ExactText(item.key), table: table, variant: variant))
          row = (rowNumber, table)
        }
        // Every layout context's findings are grouped (context 0 of the index): the problem
        // keeps the contexts it occurs in.
        let part = ProblemIndex.Part(
          rule: finding.ruleID, severity: finding.severity,
          part: finding.role?.rawValue ?? finding.target?.rawValue ?? "", context: 0,
          subject: phrase.subject)
        if let known = index.problem(in: rowNumber, part) {
          problems[known].addContext(context)
          if let form, !problems[known].forms.contains(form) { problems[known].forms.append(form) }
          let earliest = finding.firstCategory.map { $0 < (problems[known].firstCategory ?? $0) } ?? false
          if let ownKey = ownPart?.key {
            problems[known].partKeys.insert(ExactText(ownKey))
            if earliest { problems[known].partKey = ownKey }
          }
          let occurrence: Occurrence
          if let same = problems[known].occurrence(of: item.locale) {
            if severalContexts {
              problems[known].occurrences[same].record(finding.firstCategory, in: context)
            }
            // The locale in another context: it keeps the earliest category of its contexts.
            guard let first = finding.firstCategory,
              first < (problems[known].occurrences[same].firstCategory ?? first)
            else { continue }
            occurrence = makeOccurrence(
              contextCategories: problems[known].occurrences.remove(at: same).contextCategories)
            if !earliest {
              problems[known].occurrences.insert(occurrence, at: same)
              continue
            }
          } else {
            occurrence = newOccurrence()
          }
          if earliest, let first = finding.firstCategory {
            // The earliest locale leads: its place, sentence and context are the example.
            problems[known].firstCategory = first
            problems[known].categories = finding.categories
            problems[known].phrase = phrase
            problems[known].identity.context = context
            problems[known].exampleSource = ExampleSource(
              finding, in: result.reports[context], quoteLimit: quoteLimit, role: item.role)
            problems[known].occurrences.insert(occurrence, at: 0)
          } else {
            problems[known].occurrences.append(occurrence)
          }
          continue
        }
        index.insert(problems.count, in: rowNumber, part)
        let identity = Identity(
          key: ExactText(item.key), table: table, variant: variant, rule: part.rule,
          severity: part.severity, part: part.part, context: context, subject: part.subject)
        problems.append(
          Problem(
            identity: identity, phrase: phrase, role: item.role, roleReason: item.roleReason,
            partKey: ownPart?.key, partKeys: ownPart.map { [ExactText($0.key)] } ?? [],
            sourceLocation: item.sourceLocation,
            firstCategory: finding.firstCategory, categories: finding.categories,
            occurrences: [newOccurrence()],
            exampleSource: ExampleSource(
              finding, in: result.reports[context], quoteLimit: quoteLimit, role: item.role),
            contexts: [context], sequence: problems.count, forms: form.map { [$0] } ?? [],
            concernsSystemControl: concernsSystemControl,
            position: item.inputPosition))
      }
    }
  }

  /// `variant` without its plural forms (``StringVariant/Component/plural(_:)`` and
  /// ``StringVariant/Component/substitution(name:form:)``), as ``CheckItem/variantName`` writes
  /// it: `base` for `%#@n@ → one`, `device.ipad` for `device.ipad, plural.one`. A key's forms are
  /// one problem (fresh24 F24-8: Ice Cubes' `timeline.n-recent-from-n-participants %lld %lld`
  /// was five, one per form and locale, since each locale names its substitutions its own way).
  static func variantGroup(of variant: StringVariant) -> String {
    let kept = variant.components.filter { pluralForm(of: StringVariant([$0])) == nil }
    return kept.isEmpty ? "base" : StringVariant(kept).description
  }

  /// The plural form of `variant`: `one` for `plural.one` or `%#@count@ → one`, `one/other` for
  /// two substitutions (their names left out, as each locale names them its own way: de's
  /// `%#@count_posts@`, ja's `%#@arg1@`); `nil` for a variant without plural forms.
  static func pluralForm(of variant: StringVariant) -> String? {
    let forms = variant.components.compactMap { component -> String? in
      switch component {
      case .plural(let form), .substitution(_, let form): form
      case .device, .width, .arrayItem: nil
      }
    }
    return forms.isEmpty ? nil : forms.joined(separator: "/")
  }

  /// The table `item`'s key is in, as one string that is the same for every locale of the table
  /// and differs between tables: the table's path without its `.lproj` folder
  /// (``CheckItem/table``: `App/Localizable` for `App/de.lproj/Localizable.strings`), prefixed
  /// for XLIFF so an export and the table it was exported from stay apart. An Android resource's
  /// table is its `res` folder and file name (`app/src/main/res/strings.xml` for
  /// `app/src/main/res/values-de/strings.xml`); XLIFF without `<file original>` is one table, as
  /// an export repeats its one table in every locale's file.
  static func tableGroup(of item: CheckItem) -> String {
    if let table = item.table { return (item.format == .xliff ? "xliff:" : "") + table.path }
    switch item.format {
    case .xliff: return "xliff:"
    case .android:
      var components = item.location.file.utf8.split(separator: UInt8(ascii: "/")).map {
        String(decoding: $0, as: UTF8.self)
      }
      guard let name = components.popLast() else { return item.location.file }
      if !components.isEmpty { components.removeLast() }  // the `values-…` folder
      return (item.location.file.utf8.first == UInt8(ascii: "/") ? "/" : "")
        + (components + [name]).joined(separator: "/")
    case .strings, .stringsdict, .xcstrings: return item.location.file
    }
  }

  /// The problems, best ranked first (``Problem/ranks(before:)``), each read from the list as
  /// it is reached, not copied into a second list (640,000 problems of 880 bytes: 563 MB).
  var ranked: LazyMapCollection<[Int], Problem> {
    // The ranks are sorted with the problems' positions, then the problems taken in that
    // order: sorting the problems themselves moved each (a large value) many times, and read
    // its identity's fields through key paths (about 2,000 instructions per comparison).
    let ranks = problems.map(\.rank)
    let problems = problems
    return problems.indices.sorted { ranks[$0].precedes(ranks[$1]) }.lazy.map { problems[$0] }
  }

  /// What ``ranked`` takes beside the problems, for each problem: its rank and its position,
  /// and the sort's room: the memory a report's end still needs for each problem kept.
  static let rankingBytesPerProblem = MemoryLayout<Rank>.stride + 2 * MemoryLayout<Int>.stride

  /// `de, fi, ru`; `all 19 locales` when the problem is in every locale of the run (`both
  /// locales` when the run has two); at most `limit` names, then `and 7 more`.
  static func localeList(_ locales: [String], allLocales: Set<String>, limit: Int = 8) -> String {
    if locales.count > 1, locales.count == allLocales.count, Set(locales) == allLocales {
      return locales.count == 2 ? "both locales" : "all \(locales.count) locales"
    }
    let sorted = locales.sorted()
    guard sorted.count > limit else { return sorted.joined(separator: ", ") }
    return sorted.prefix(limit).joined(separator: ", ") + " and \(sorted.count - limit) more"
  }

  /// The most plural forms a headline names (``Problem/forms``); more are counted.
  static let formLimit = 4

  /// The most locales past the shown groups a headline names (`later in ar, en`); more are
  /// counted (`later in 7 more locales`).
  static let laterNamedLimit = 5

  /// `settings.privacy: title truncates from AX3 in de, fi, ru (needs 2 lines, 1 allowed)`;
  /// when the locales' first categories differ, the locales per category, earliest first, at
  /// most `groupLimit` of them: `title truncates from AX3 in de, fi; from AX5 in ru`, then the
  /// other locales, named when at most ``laterNamedLimit`` (`; later in ar, en`). The detail
  /// is shown when every locale has the same one.
  ///
  /// The size of Apple's own control (``Problem/concernsSystemControl``) is said without
  /// locales or sizes, which it does not depend on: `settings.wifi: switch is 51×31 pt, below
  /// the 44×44 pt HIG minimum (a stock UISwitch (SwiftUI Toggle): Apple's control, whose size
  /// the app cannot change)`; iOS's own row height with the sizes it holds at (`at xSmall,
  /// small, medium`) and no locale.
  ///
  /// - Parameter contexts: the run's layout contexts; when there are several, the headline
  ///   names those the problem occurs in (``ContextNames/list(_:limit:)``) after its locales.
  /// - Parameter contextNames: `ContextNames(contexts)`, made once by a caller that writes many
  ///   headlines; made here when `nil`.
  /// - Parameter name: what the headline calls the row, in place of its key (a cause's rows,
  ///   ``headline(_:of:allLocales:contexts:)``).
  static func headline(
    _ problem: Problem, allLocales: Set<String>, contexts: [LayoutContext] = [],
    contextNames: ContextNames? = nil,
    groupLimit: Int = 3, name override: String? = nil
  ) -> String {
    let key =
      problem.partKey.map { partKey in
        let others = problem.partKeys.count - 1
        let more = others > 0 ? " or " + CountPhrase.text(others, "other key") + " by locale" : ""
        return "\(partKey)\(more) (\(problem.part) of \(problem.key))"
      } ?? problem.key
    var qualifiers = problem.variant == "base" ? [] : [problem.variant]
    if !problem.forms.isEmpty {
      // At most four forms named: two substitutions of four forms each are 16 (the JSON lists all).
      let more = problem.forms.count - Self.formLimit
      qualifiers.append(
        "plural: " + problem.forms.prefix(Self.formLimit).joined(separator: ", ")
          + (more > 0 ? " and \(more) more" : ""))
    }
    let name = override ?? (qualifiers.isEmpty ? key : "\(key) [\(qualifiers.joined(separator: "; "))]")
    // The run's, or worked out once for the headline, which may name contexts four times.
    let contextNames = contexts.count > 1 ? contextNames ?? ContextNames(contexts) : nil
    if problem.concernsSystemControl {
      // Apple's control has its size in every locale, at every size: neither is said.
      var text = "\(name): \(problem.phrase.subject)"
      // The platform's row height holds at some sizes only (below Large): those are said.
      if problem.rule == .rowTargetTooSmall, !problem.categories.isEmpty {
        text += " at " + problem.categories.map(\.name).joined(separator: ", ")
      }
      if let contextNames { text += "; on " + contextNames.list(problem.contexts) }
      if let detail = problem.occurrences.first?.detail { text += " (\(detail))" }
      return text
    }
    var text: String
    if let contextNames, problem.startsDifferentlyByContext {
      // Each context its own categories (fresh24 F24-10: `on iPhone SE (3rd generation) from
      // large in both locales; on iPhone 17 Pro Max from large in ja, from xxLarge in de`), the
      // contexts that read the same said together.
      var segments: [(contexts: [Int], phrase: String)] = []
      for context in problem.contexts {
        // Made with the parameter's labels: an unlabelled array was converted element by element.
        let pairs: [LocaleCategory] = problem.occurrences.compactMap { occurrence in
          occurrence.category(in: context).map { (occurrence.locale, $0) }
        }
        let phrase = localeGroupText(
          pairs, allLocales: allLocales, groupLimit: groupLimit, separator: ", ")
        if let index = segments.firstIndex(where: { $0.phrase == phrase }) {
          segments[index].contexts.append(context)
        } else {
          segments.append(([context], phrase))
        }
      }
      text =
        "\(name): \(problem.phrase.subject) "
        + segments.map { "on " + contextNames.list($0.contexts) + " " + $0.phrase }
        .joined(separator: "; ")
    } else {
      let pairs: [LocaleCategory] = problem.occurrences.map { ($0.locale, $0.firstCategory) }
      if pairs.allSatisfy({ $0.1 == pairs[0].1 }) {
        text = "\(name): \(problem.phrase.summary) in " + localeList(problem.locales, allLocales: allLocales)
      } else {
        text =
          "\(name): \(problem.phrase.subject) "
          + localeGroupText(pairs, allLocales: allLocales, groupLimit: groupLimit, separator: "; ")
      }
      if let contextNames { text += "; on " + contextNames.list(problem.contexts) }
    }
    // Said when every locale has the same detail.
    if let detail = problem.occurrences.first?.detail,
      problem.occurrences.allSatisfy({ $0.detail == detail })
    {
      text += " (\(detail))"
    }
    return text
  }

  /// A locale and the category its finding starts at, if any.
  typealias LocaleCategory = (locale: String, category: ContentSizeCategory?)

  /// The locales by the category their finding starts at, earliest first, at most
  /// `groupLimit` groups joined by `separator`, then the other locales, named when at most
  /// ``laterNamedLimit`` (`from AX3 in de, fi; from AX5 in ru; later in ar, en`), else counted
  /// (`later in 7 more locales`); one group is `from AX3 in de, fi`, or `in all 11 locales`
  /// when it is every locale of the run.
  static func localeGroupText(
    _ pairs: [LocaleCategory], allLocales: Set<String>, groupLimit: Int, separator: String
  ) -> String {
    // One bucket per category, and one before them for none: the groups in category order,
    // each locale in arrival order.
    var buckets = [[String]](repeating: [], count: ContentSizeCategory.allCases.count + 1)
    for (locale, category) in pairs { buckets[category.map { $0.rawValue + 1 } ?? 0].append(locale) }
    let groups = buckets.indices.compactMap { index -> (category: ContentSizeCategory?, locales: [String])? in
      buckets[index].isEmpty
        ? nil : (index == 0 ? nil : ContentSizeCategory(rawValue: index - 1), buckets[index])
    }
    let shown = groups.prefix(groupLimit).map { group in
      let from = group.category.map { "from \($0.name) " } ?? ""
      return from + "in " + localeList(group.locales, allLocales: groups.count == 1 ? allLocales : [])
    }
    var text = shown.joined(separator: separator)
    // The locales past the groups shown: named when few (`later in ar, en`: a QA engineer
    // files a bug per language, fresh23 F23-11), else counted.
    let later = groups.dropFirst(groupLimit).flatMap(\.locales)
    if later.count > laterNamedLimit {
      text += separator + "later in \(later.count) more locales"
    } else if !later.isEmpty {
      text += separator + "later in " + later.sorted().joined(separator: ", ")
    }
    return text
  }
}
