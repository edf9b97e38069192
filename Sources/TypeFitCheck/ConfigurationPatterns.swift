import TypeFitConcurrency
import TypeFitInput
import TypeFitLocalization

/// The configuration's `ignore` and `rows[].match` patterns, compiled once for a run
/// (``GlobSet``), with the answers for the keys met recently and the run's budget for comparing
/// patterns with keys.
///
/// Without the sets, every key was compared with every pattern, twice when planning made a
/// first pass, and again for each locale: up to 1,000 patterns of 1,000 characters against
/// 1,000 keys of 1,000 characters cost 36 s (Docs/Reliability.md, H7). Now a key is read once
/// per set to find which patterns' literal runs it holds, and only the patterns that can match
/// are compared; the answers for up to ``cachedKeys`` keys are kept, so each locale's string of
/// a key and both passes reuse them. The comparisons made cost at most ``workBudget`` steps in a
/// run; those that could pass it are not made, their patterns taken as not matching, and
/// ``note`` says how many.
final class ConfigurationPatterns: Sendable {
  /// The `ignore` patterns, in order.
  let ignore: GlobSet
  /// The `match` patterns of the configuration's `rows`, in order, and the index in `rows` of
  /// each.
  private let rowMatch: GlobSet
  private let rowOfMatch: [Int]
  private let spending: Locked<Spending>
  private let budgetSteps: Int
  /// The configuration's file, where ``note`` is (``LocalizationDiagnostic/noFile`` for a
  /// configuration not read from a file).
  private let file: String
  private let ignoreAnswers = BoundedCache<ExactText, Int>(capacity: cachedKeys, costLimit: cachedKeyBytes)
  private let rowAnswers = BoundedCache<ExactText, [Int]>(capacity: cachedKeys, costLimit: cachedKeyBytes)

  /// The steps a run's comparisons of patterns with keys may take: about 1.5 s of CPU in a
  /// release build for the costliest comparisons (1,000-character pieces with `?`, 16 word
  /// operations per character of the key). A hand-written configuration over a large app's keys
  /// spends a few million.
  static let workBudget = 1_000_000_000
  /// How many keys' answers are kept (each set); a key is one string per locale, so the locales
  /// of a key and the two passes of planning find its answer here.
  static let cachedKeys = 1 << 16
  /// The most key bytes the kept answers hold (each set).
  static let cachedKeyBytes = 64 << 20

  /// - Parameter budget: the steps comparisons may take (``workBudget``; tests pass less).
  init(_ configuration: CheckConfiguration, budget: Int = workBudget) {
    ignore = GlobSet(configuration.ignore)
    let matched = configuration.rows.indices.filter { configuration.rows[$0].match != nil }
    rowMatch = GlobSet(matched.map { configuration.rows[$0].match! })
    rowOfMatch = matched
    budgetSteps = budget
    file = configuration.warningsFile
    spending = Locked(Spending(budget: GlobSet.Budget(steps: budget)))
  }

  /// What the run's comparisons spent, and the first key one was not made for.
  private struct Spending {
    var budget: GlobSet.Budget
    var firstSkipped: String?
  }

  /// The index in `ignore` of the first pattern that matches `key`, or `nil`.
  func ignoreIndex(of key: String) -> Int? {
    if ignore.isEmpty { return nil }
    let exact = HashedKey(ExactText(key))
    if let known = ignoreAnswers.value(for: exact) { return known < 0 ? nil : known }
    let found = compare(key, with: ignore, among: ignore.globs.indices, firstOnly: true).first
    ignoreAnswers.insert(found ?? -1, for: exact, cost: key.utf8.count)
    return found
  }

  /// The indices in `ignore`, ascending, of the patterns after `first` that match `key` too
  /// (``ignoreIndex(of:)`` stops at the first that does), for the warning about patterns that
  /// match no key; not kept (a key asks once, and only while some later pattern has matched
  /// nothing).
  func ignoreMatches(of key: String, after first: Int) -> [Int] {
    let later = (first + 1)..<ignore.globs.count
    if later.isEmpty { return [] }
    return compare(key, with: ignore, among: later, firstOnly: false)
  }

  /// The indices in the configuration's `rows`, ascending, of the rows whose `match` matches
  /// `key`.
  func matchingRows(of key: String) -> [Int] {
    if rowMatch.isEmpty { return [] }
    let exact = HashedKey(ExactText(key))
    if let known = rowAnswers.value(for: exact) { return known }
    let found = compare(key, with: rowMatch, among: rowMatch.globs.indices, firstOnly: false).map {
      rowOfMatch[$0]
    }
    rowAnswers.insert(found, for: exact, cost: key.utf8.count)
    return found
  }

  private func compare(_ key: String, with set: GlobSet, among wanted: Range<Int>, firstOnly: Bool) -> [Int] {
    let subject = GlobSubject(key)
    return spending.withLock { spending in
      let before = spending.budget.skipped
      let found = set.matches(subject, among: wanted, firstOnly: firstOnly, budget: &spending.budget)
      if spending.budget.skipped > before, spending.firstSkipped == nil { spending.firstSkipped = key }
      return found
    }
  }

  /// How many comparisons the budget left unmade so far.
  var skippedComparisons: Int { spending.withLock { $0.budget.skipped } }

  /// A warning when the budget ran out, naming the first key concerned, at the configuration's
  /// file (its patterns together, no one member: A76-2); `nil` otherwise.
  var note: LocalizationDiagnostic? {
    let (skipped, first) = spending.withLock { ($0.budget.skipped, $0.firstSkipped) }
    guard skipped > 0, let key = first else { return nil }
    let comparisons = skipped == 1 ? "1 comparison was" : "\(skipped) comparisons were"
    return LocalizationDiagnostic(
      kind: .unmatchedConfiguration, severity: .warning, file: file,
      message: Self.budgetNotePrefix + " \(Self.steps(budgetSteps)), so \(comparisons) not made "
        + "(the first for the key \"\(TerminalText.escaped(TextExcerpt.key(key)))\"): those patterns were "
        + "taken as not matching those keys, so such a key may be checked although an ignore pattern names "
        + "it, or checked without a match row's settings; use fewer or shorter patterns (see "
        + "Docs/Reliability.md, H7)")
  }

  /// The warning of ``DiscoveredRow/rows(from:configuration:budget:)`` when comparing the titles
  /// of rows found in Swift sources with the `rows[].match` patterns ran out of its `budget`:
  /// `skipped` comparisons were not made, the first for `firstTitle`. It is at the configuration's
  /// `file` (``LocalizationDiagnostic/noFile`` for a configuration not read from a file).
  static func discoveryNote(skipped: Int, budget: Int, firstTitle: String, file: String)
    -> LocalizationDiagnostic
  {
    let comparisons = skipped == 1 ? "1 comparison was" : "\(skipped) comparisons were"
    return LocalizationDiagnostic(
      kind: .unmatchedConfiguration, severity: .warning, file: file,
      message: discoveryNotePrefix + " \(steps(budget)), so \(comparisons) not made "
        + "(the first for the title \"\(TerminalText.escaped(TextExcerpt.key(firstTitle)))\"): those patterns were "
        + "taken as not matching those titles, so a row the source repeats may be left out of the warnings "
        + "where the source and typefit.json disagree; use fewer or shorter patterns (see "
        + "Docs/Reliability.md, H7)")
  }

  /// How ``discoveryNote(skipped:budget:firstTitle:file:)`` starts.
  static let discoveryNotePrefix =
    "typefit.json: comparing the rows[].match patterns with the titles of rows found in Swift sources took "
    + "more than"

  /// How ``note`` starts.
  static let budgetNotePrefix =
    "typefit.json: comparing the ignore and rows[].match patterns with the keys took more than"

  /// `1000 million steps`, `20 steps`.
  private static func steps(_ count: Int) -> String {
    count >= 1_000_000 && count % 1_000_000 == 0 ? "\(count / 1_000_000) million steps" : "\(count) steps"
  }
}
