import TypeFitInput
import TypeFitLocalization

/// The configuration's `rows[].match` entries every key of which an earlier entry takes, found
/// over the keys a run plans: such an entry applies to no key, which the user would otherwise
/// not learn (thirteenth attack A13-28: two `match` entries naming one key, the first applied in
/// silence).
///
/// A key takes the first `rows` entry that names it: a `title` entry, else the first `match`
/// entry, in file order, whose pattern matches it. The planner hands over, for each key it plans,
/// the entry that took it and the `match` entries that match it (``ConfigurationPatterns``'s
/// answer, which the planner asks for anyway, under the run's budget for comparing patterns): so
/// watching costs no comparison of its own, and a key is looked at once however many locales
/// have it.
struct ShadowedMatches {
  /// The configuration, for the `rows` patterns quoted and where each entry is.
  private let configuration: CheckConfiguration
  private var rows: [RowRule] { configuration.rows }
  /// Whether the configuration has two entries that can name one key: two `match` entries, or
  /// a `match` and a `title` entry. Without them nothing is watched.
  let isWatching: Bool
  /// The `match` entries (by index in `rows`) that took a key.
  private var taken = Set<Int>()
  /// For each `match` entry that matched a key another entry took: the first such key and the
  /// entry that took it.
  private var shadowed: [Int: (key: String, by: Int)] = [:]
  /// The key looked at last: a key's locales come one after another.
  private var lastKey: String?

  init(_ configuration: CheckConfiguration) {
    self.configuration = configuration
    let rows = configuration.rows
    let matches = rows.count { $0.match != nil }
    isWatching = matches >= 2 || (matches == 1 && rows.contains { $0.title != nil })
  }

  /// Notes that `taker` (an index in `rows`) took `key`, which the `match` entries `matching`
  /// (indices in `rows`, ascending) match.
  mutating func observe(_ key: String, takenBy taker: Int, matching: [Int]) {
    if let lastKey, ExactText.sameBytes(lastKey, key) { return }
    lastKey = key
    if rows[taker].match != nil { taken.insert(taker) }
    for index in matching where index != taker && shadowed[index] == nil {
      shadowed[index] = (key, taker)
    }
  }

  /// One warning per `match` entry that matched keys and took none, in file order, at the
  /// entry's place in the file when it is known (else at the configuration's file, or at no
  /// file for a configuration not read from one). The message no longer repeats the place in
  /// parentheses: every report and standard error now say it before the message (A76-2).
  func warnings() -> [LocalizationDiagnostic] {
    shadowed.keys.sorted().compactMap { index in
      guard !taken.contains(index), let (key, taker) = shadowed[index],
        let pattern = rows[index].match?.pattern
      else { return nil }
      let place = configuration.locations?.row(index)
      let by =
        rows[taker].title != nil
        ? "rows[\(taker)], whose title it is"
        : "rows[\(taker)] \"\(TextExcerpt.key(rows[taker].match?.pattern ?? ""))\""
      let message =
        "rows[\(index)].match \"\(TerminalText.escaped(TextExcerpt.key(pattern)))\""
        + " applies to no key: an earlier entry takes every key it matches (\"\(TerminalText.escaped(TextExcerpt.key(key)))\" "
        + "takes \(TerminalText.escaped(by))); a key takes its title entry, else the first match entry in file "
        + "order, so put specific patterns before general ones"
      return configuration.warning(message, at: place)
    }
  }
}
