import TypeFitLocalization

/// The rows found in Swift source whose title key a `typefit.json` `rows` entry names (its
/// `title`, or a `match` pattern), kept so the entry's row takes from the source what the entry
/// does not set: line limits, the accessory, navigability, leading content, styles, the
/// subtitle and value keys (``RowRule/filled(from:)``). The entry's own fields win.
///
/// Before this (twentieth attack A20-10) such a row was dropped whole:
/// `{"rows":[{"match":"*","leading":"symbol"}]}` took every `.lineLimit(1)` and a Toggle's
/// switch from the rows it named, and their TF001 errors vanished with exit 0.
///
/// A key shown by several such rows in one table takes the strictest of their shapes
/// (``DiscoveredRowShape``), as a key no entry names does.
struct ConfiguredDiscoveredRows: Sendable {
  /// The discovered rows of each named title key, strictest shape first.
  private let byTitle: [ExactText: [DiscoveredRow]]
  /// The subtitle and value keys these rows give a row whose entry sets none: parts of that
  /// row, not strings of their own.
  let partKeys: Set<ExactText>

  /// - Parameters:
  ///   - discovered: the planner's discovered rows.
  ///   - configuration: the configuration's `rows`.
  ///   - patterns: the configuration's patterns, compiled for the run.
  init(_ discovered: [DiscoveredRow], configuration rows: [RowRule], patterns: ConfigurationPatterns) {
    var titleEntries: [ExactText: RowRule] = [:]
    for rule in rows {
      guard let title = rule.title, titleEntries[ExactText(title)] == nil else { continue }
      titleEntries[ExactText(title)] = rule
    }
    var grouped: [ExactText: [(row: DiscoveredRow, shape: DiscoveredRowShape)]] = [:]
    var parts = Set<ExactText>()
    for row in discovered {
      guard let title = row.rule.title else { continue }
      let key = ExactText(title)
      let entry: RowRule
      if let named = titleEntries[key] {
        entry = named
      } else if let index = patterns.matchingRows(of: title).first {
        entry = rows[index]
      } else {
        continue
      }
      grouped[key, default: []].append((row, DiscoveredRowShape(row.rule)))
      if entry.subtitle == nil {
        for key in row.rule.subtitleOptions { parts.insert(ExactText(key)) }
      }
      if entry.value == nil {
        for key in row.rule.valueKeys { parts.insert(ExactText(key)) }
      }
    }
    byTitle = grouped.mapValues { rows in rows.sorted { $0.shape < $1.shape }.map(\.row) }
    partKeys = parts
  }

  /// The discovered row `string` is the title of (its key, in the row's table), the strictest
  /// when there are several; `nil` when no named row shows it.
  func row(for string: LocalizedString) -> DiscoveredRow? {
    byTitle[ExactText(string.key)]?.first { $0.isTitle(of: string) }
  }
}

extension RowRule {
  /// This `typefit.json` entry with what `discovered` (the row the source shows for the same
  /// key) says filling every field the entry leaves out, the subtitle and value keys too: the
  /// entry's fields override only what they set.
  func filled(from discovered: RowRule) -> RowRule {
    var rule = over(discovered)
    // The entry names keys without tables: a key the source names too is in the source's table.
    rule.partTables = discovered.partTables
    if subtitle == nil {
      rule.subtitle = discovered.subtitle
      rule.subtitleKeys = discovered.subtitleKeys
      rule.subtitleTables = discovered.subtitleTables
      rule.subtitleVerbatim = discovered.subtitleVerbatim
      rule.subtitleVerbatimAlternatives = discovered.subtitleVerbatimAlternatives
    }
    if value == nil {
      rule.value = discovered.value
      rule.valueTexts = discovered.valueTexts
    }
    return rule
  }
}
