import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

/// Turns localized strings into rows to check, following a configuration.
///
/// - A rule with `title` composes a row from several keys of the same locale (and the same
///   variant, else the base variant): the subtitle and value strings it uses are not checked
///   again on their own.
/// - Every other string becomes a navigable row title, with the settings of the first rule
///   whose `match` covers its key, over the configuration's defaults.
/// - Format specifiers are filled with sample values; malformed ones are reported.
public struct RowPlanner: Sendable {
  public var configuration: CheckConfiguration
  public var filler: FormatArgumentFiller
  /// Settings forced on every row over the configuration (`--title-lines 1` asks which
  /// strings would truncate in a single-line row).
  public var overrides: RowRule
  /// Labels longer than this many UTF-16 code units are reported (`valueTooLong`) and not
  /// measured: no list row shows 50,000 characters, and laying one out costs memory in
  /// proportion (a 10 MB value needs gigabytes). The rest of the input is still checked.
  public var maximumLabelLength = 50_000

  public init(
    configuration: CheckConfiguration, filler: FormatArgumentFiller = FormatArgumentFiller(),
    overrides: RowRule = RowRule()
  ) {
    self.configuration = configuration
    self.filler = filler
    self.overrides = overrides
  }

  /// The rows for `strings`, in input order, and the problems met filling their specifiers.
  public func plan(_ strings: [LocalizedString]) -> (
    items: [CheckItem], diagnostics: [LocalizationDiagnostic]
  ) {
    let wanted = strings.filter(isWanted)
    var byKey: [PartKey: [LocalizedString]] = [:]
    for string in wanted {
      byKey[PartKey(key: string.key, locale: string.locale), default: []].append(string)
    }
    let composed = configuration.rows.filter { $0.title != nil }
    var partKeys = Set<String>()
    for rule in composed {
      if let subtitle = rule.subtitle { partKeys.insert(subtitle) }
      if let value = rule.value { partKeys.insert(value) }
    }
    var items: [CheckItem] = []
    var diagnostics: [LocalizationDiagnostic] = []
    items.reserveCapacity(wanted.count)
    for string in wanted {
      if let rule = composed.first(where: { $0.title == string.key }) {
        let settings = overrides.over(rule.over(configuration.defaults))
        func part(_ key: String?) -> LocalizedString? {
          guard let key, let candidates = byKey[PartKey(key: key, locale: string.locale)] else { return nil }
          return candidates.first { $0.variant == string.variant } ?? candidates.first { $0.variant.isBase }
        }
        let subtitle = part(rule.subtitle)
        let value = part(rule.value)
        let texts = [string, subtitle, value].map { $0.map { fill($0, into: &diagnostics) } }
        var keys: [String: String] = [:]
        if let subtitle { keys["subtitle"] = subtitle.key }
        if let value { keys["value"] = value.key }
        guard fits([string, subtitle, value], texts, into: &diagnostics) else { continue }
        items.append(
          item(
            string, partKeys: keys,
            row: settings.row(title: texts[0]!, subtitle: texts[1], value: texts[2], language: string.locale))
        )
      } else if !partKeys.contains(string.key) {
        let rule = configuration.rows.first { $0.match?.matches(string.key) == true }
        let settings = overrides.over(rule.map { $0.over(configuration.defaults) } ?? configuration.defaults)
        let text = fill(string, into: &diagnostics)
        guard fits([string], [text], into: &diagnostics) else { continue }
        items.append(
          item(string, row: settings.row(title: text, subtitle: nil, value: nil, language: string.locale)))
      }
    }
    diagnostics += unmatchedConfiguration(strings)
    return (items, diagnostics)
  }

  /// Warnings for configuration entries no input string matches: a misspelled key or locale
  /// would otherwise silently check nothing (or check a value key on its own as a title).
  func unmatchedConfiguration(_ strings: [LocalizedString]) -> [LocalizationDiagnostic] {
    let keys = Set(strings.map(\.key))
    let locales = Set(strings.map(\.locale))
    let folded = Set(locales.map { $0.lowercased() })
    var warnings: [String] = []
    for (index, rule) in configuration.rows.enumerated() {
      for (field, key) in [("title", rule.title), ("subtitle", rule.subtitle), ("value", rule.value)] {
        guard let key, !keys.contains(key) else { continue }
        let hint = NameSuggestion.closest(to: key, in: Array(keys)).map { "; did you mean \"\($0)\"?" } ?? ""
        warnings.append("rows[\(index)].\(field): no input has the key \"\(key)\"\(hint)")
      }
      if let match = rule.match, !keys.contains(where: match.matches) {
        warnings.append("rows[\(index)].match: \"\(match)\" matches no key in the input")
      }
    }
    if !strings.isEmpty {
      let available = locales.sorted().joined(separator: ", ")
      for locale in configuration.locales where !folded.contains(locale.lowercased()) {
        warnings.append("locale \"\(locale)\" is in no input (available: \(available))")
      }
    }
    return warnings.map {
      LocalizationDiagnostic(
        kind: .unmatchedConfiguration, severity: .warning, file: "configuration", message: $0)
    }
  }

  /// Whether every label is short enough to measure; reports each one that is not.
  private func fits(
    _ strings: [LocalizedString?], _ texts: [String?], into diagnostics: inout [LocalizationDiagnostic]
  ) -> Bool {
    var fits = true
    for (string, text) in zip(strings, texts) {
      guard let string, let text, text.utf16.count > maximumLabelLength else { continue }
      fits = false
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .valueTooLong, at: string.location,
          message:
            "the value of \"\(string.key)\" (\(string.locale)) is \(text.utf16.count) UTF-16 units long; "
            + "labels over \(maximumLabelLength) are reported, not measured"))
    }
    return fits
  }

  private struct PartKey: Hashable {
    var key: String
    var locale: String
  }

  private func isWanted(_ string: LocalizedString) -> Bool {
    if !configuration.locales.isEmpty,
      !configuration.locales.contains(where: { $0.lowercased() == string.locale.lowercased() })
    {
      return false
    }
    return !configuration.ignore.contains { $0.matches(string.key) }
  }

  private func fill(_ string: LocalizedString, into diagnostics: inout [LocalizationDiagnostic]) -> String {
    let filled = filler.fill(string)
    diagnostics.append(contentsOf: filled.diagnostics)
    return filled.text
  }

  private func item(_ string: LocalizedString, partKeys: [String: String] = [:], row: Row) -> CheckItem {
    CheckItem(
      key: string.key, locale: string.locale,
      variant: string.variant.isBase ? "base" : string.variant.description,
      location: string.location, format: string.format, partKeys: partKeys, row: row)
  }
}
