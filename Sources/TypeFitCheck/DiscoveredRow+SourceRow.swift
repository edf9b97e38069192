import TypeFitDiscovery
import TypeFitLocalization
import TypeFitRow

extension DiscoveredRow {
  /// The rows a row found in Swift source gives the planner: one per title key it can show.
  ///
  /// The row's shape comes from the source: subtitle and value keys, accessory, leading
  /// content, navigability, and the text styles, line limits and weights the source sets (left
  /// out where it sets none, so the configuration's defaults apply). A part whose text is not a
  /// catalog key (verbatim or computed) cannot be composed and is left out. When the title has
  /// alternatives (one per enum case, one per `if` branch), each alternative key is a row of the
  /// same shape; subtitle and value alternatives pair with the title's by position when they
  /// have as many, else the first subtitle and value go with every title.
  ///
  /// ```swift
  /// DiscoveredRow.rows(from: sourceRow).first?.reason
  /// // "discovered: NavigationLink at SettingsTab.swift:169"
  /// ```
  public static func rows(from source: SourceRow) -> [DiscoveredRow] {
    guard let title = source.title else { return [] }
    let titles = [title.reference] + title.alternatives
    func keys(_ text: DiscoveredText?) -> [String?] {
      guard let text else { return [] }
      return ([text.reference] + text.alternatives).map(\.key)
    }
    let subtitles = keys(source.subtitle)
    let values = keys(source.value)
    func pick(_ options: [String?], _ index: Int) -> String? {
      options.count == titles.count ? options[index] : options.first ?? nil
    }
    let file = BytePath.lastName(of: source.location.file)
    let reason = "discovered: \(source.construct) at \(file):\(source.location.line)"
    var rows: [DiscoveredRow] = []
    var seen = Set<String>()
    for (index, reference) in titles.enumerated() {
      guard let key = reference.key, seen.insert(key).inserted else { continue }
      var rule = RowRule(
        title: key, subtitle: pick(subtitles, index), value: pick(values, index), accessory: source.accessory,
        leading: source.leading == .none ? nil : source.leading, navigable: source.isNavigable)
      rule.titleStyle = source.title?.textStyle
      rule.subtitleStyle = source.subtitle?.textStyle
      rule.valueStyle = source.value?.textStyle
      rule.titleLines = source.title?.lineLimit
      rule.subtitleLines = source.subtitle?.lineLimit
      rule.valueLines = source.value?.lineLimit
      rule.titleWeight = source.title?.weight
      rule.subtitleWeight = source.subtitle?.weight
      rule.valueWeight = source.value?.weight
      rows.append(DiscoveredRow(rule: rule, reason: reason, sourceLocation: source.location))
    }
    return rows
  }
}
