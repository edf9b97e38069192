import TypeFitLocalization

/// Rules (composed or discovered rows) by their title key and the strings table they name, so
/// that the rules a string is the title of are found by its key and table (the rule of
/// ``DiscoveredRow/isTitle(_:in:of:)``) instead of by asking every rule of its key: one key in
/// 5,000 tables, each with its own row, asked 5,000 rules about each of its 5,000 strings (the
/// fortieth attack's A40-4: over 120 s for 428 KB of input).
struct TitleIndex: Sendable {
  /// A title key in a named strings table, compared by bytes.
  private struct TitleInTable: Hashable, Sendable {
    var title: ExactText
    var table: ExactText
  }

  /// The indices of each title's rules, whatever their table.
  private var byTitle: [ExactText: [Int]] = [:]
  /// The indices of each title's rules that name its table.
  private var inTable: [TitleInTable: [Int]] = [:]
  /// The indices of each title's rules that name no table (every table).
  private var inEveryTable: [ExactText: [Int]] = [:]

  /// Indexes `rules` by position: each rule's title key (a rule without one is the title of
  /// nothing) and table (`nil`: every table).
  init(_ rules: some Sequence<(title: String?, table: String?)>) {
    for (index, rule) in rules.enumerated() {
      guard let title = rule.title.map(ExactText.init) else { continue }
      byTitle[title, default: []].append(index)
      if let table = rule.table {
        inTable[TitleInTable(title: title, table: ExactText(table)), default: []].append(index)
      } else {
        inEveryTable[title, default: []].append(index)
      }
    }
  }

  /// The positions, ascending, of the rules whose title is `key` in `table`, a string's
  /// ``LocalizedString/table`` (the caller's ``StringsTableMemo`` gives it: made again from the
  /// path for each string, it was about 10,000 instructions a string, perf38); a string of no
  /// table is the title of every rule of its key.
  func indices(of key: ExactText, in table: StringsTable?) -> [Int] {
    guard !byTitle.isEmpty else { return [] }
    guard let table else { return byTitle[key] ?? [] }
    let named = inTable[TitleInTable(title: key, table: ExactText(table.name))] ?? []
    let every = inEveryTable[key] ?? []
    guard !named.isEmpty, !every.isEmpty else { return named.isEmpty ? every : named }
    return (named + every).sorted()
  }

  /// The first rule whose title is `key`, whatever its table.
  func firstInAnyTable(of key: ExactText) -> Int? { byTitle[key]?.first }

  /// The first of ``indices(of:in:)``.
  func first(of key: ExactText, in table: StringsTable?) -> Int? {
    guard !byTitle.isEmpty else { return nil }
    guard let table else { return byTitle[key]?.first }
    let named = inTable[TitleInTable(title: key, table: ExactText(table.name))]?.first
    let every = inEveryTable[key]?.first
    guard let named, let every else { return named ?? every }
    return min(named, every)
  }
}
