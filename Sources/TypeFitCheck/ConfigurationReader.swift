import Foundation
import TypeFitDynamicType
import TypeFitRow

/// Turns parsed JSON into a ``CheckConfiguration``, naming the path of every bad value
/// (`rows[2].titleLines`).
struct ConfigurationReader {
  let file: String
  /// Notes collected while reading (see ``CheckConfiguration/notes``).
  var notes: [String] = []

  func fail(_ path: String, _ message: String) -> CheckError {
    .invalidConfiguration(file: file, message: "\(path): \(message)")
  }

  mutating func configuration(_ root: Any) throws -> CheckConfiguration {
    guard let object = root as? [String: Any] else { throw fail("top level", "expected a JSON object") }
    try checkKeys(object, allowed: CheckConfiguration.topLevelKeys, path: "")
    var configuration = CheckConfiguration()
    if let rows = object["rows"] {
      guard let list = rows as? [Any] else { throw fail("rows", "expected an array of row objects") }
      for (index, entry) in list.enumerated() {
        configuration.rows.append(try rule(entry, path: "rows[\(index)]"))
      }
    }
    configuration.defaults = try settings(object, into: RowRule(), path: "")
    configuration.devices = try strings(object, "device", single: true) + strings(object, "devices")
    configuration.widths =
      try numbers(object, "width", single: true, in: Device.plausibleWidths)
      + numbers(object, "widths", in: Device.plausibleWidths)
    if let text = try string(object, "orientation") {
      guard let value = Orientation(rawValue: text) else {
        throw fail("orientation", "'\(text)' is not portrait or landscape")
      }
      configuration.orientation = value
    }
    if let text = try string(object, "listStyle") {
      do { configuration.listStyle = try ListStyle(parsing: text) } catch {
        throw fail("listStyle", "\(error)")
      }
    }
    configuration.profile = try string(object, "profile") ?? string(object, "platform")
    if let overrides = object["overrides"] {
      guard let map = overrides as? [String: Any] else {
        throw fail("overrides", "expected an object of numbers")
      }
      for (name, value) in map {
        guard let number = JSONScalars.number(value) else {
          throw fail("overrides.\(name)", "expected a number")
        }
        configuration.overrides[name] = number
      }
    }
    if let text = try string(object, "categories") {
      do {
        configuration.categories = try ContentSizeCategory.parseSelection(text)
      } catch { throw fail("categories", "\(error)") }
    }
    configuration.locales = try strings(object, "locales")
    configuration.ignore = try strings(object, "ignore").map(Glob.init)
    if let samples = object["formatArguments"] {
      guard let map = samples as? [String: Any] else {
        throw fail("formatArguments", "expected an object of strings")
      }
      for (conversion, value) in map {
        guard let text = value as? String else {
          throw fail("formatArguments.\(conversion)", "expected a string")
        }
        configuration.formatArguments[conversion] = text
      }
    }
    if object["states"] != nil { configuration.states = try strings(object, "states") }
    configuration.developmentLanguage = try string(object, "developmentLanguage")
    configuration.displayScale = try numbers(object, "displayScale", single: true).first
    if let failOn = try string(object, "failOn") {
      guard ["error", "warning", "never"].contains(failOn) else {
        throw fail("failOn", "'\(failOn)' is not error, warning or never")
      }
      configuration.failOn = failOn
    }
    configuration.rowComponents = try rowComponents(object)
    configuration.rules = try ruleLevels(object["rules"])
    if let text = try string(object, "defaultRole") {
      guard let role = ItemRole(parsing: text) else {
        throw fail("defaultRole", "'\(text)' is not row, label or prose")
      }
      configuration.defaultRole = role
    }
    configuration.notes = notes
    return configuration
  }

  /// `"rules": {"TF008": "off", "label-wraps": "note"}`: rule ids or names to levels.
  private func ruleLevels(_ value: Any?) throws -> [RuleID: RuleLevel] {
    guard let value else { return [:] }
    guard let map = value as? [String: Any] else {
      throw fail("rules", "expected an object of rule ids and levels, like {\"TF008\": \"off\"}")
    }
    var levels: [RuleID: RuleLevel] = [:]
    for (name, level) in map.sorted(by: { $0.key < $1.key }) {
      guard let rule = RuleID(parsing: name) else {
        let known = RuleID.allCases.map(\.rawValue)
        let hint = NameSuggestion.closest(to: name, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
        throw fail("rules.\(name)", "unknown rule\(hint) (known: \(known.joined(separator: ", ")))")
      }
      guard let text = level as? String, let parsed = RuleLevel(parsing: text) else {
        throw fail("rules.\(name)", "expected one of \(RuleLevel.names.joined(separator: ", "))")
      }
      levels[rule] = parsed
    }
    return levels
  }

  private mutating func rule(_ entry: Any, path: String) throws -> RowRule {
    guard let object = entry as? [String: Any] else { throw fail(path, "expected a row object") }
    try checkKeys(object, allowed: CheckConfiguration.rowKeys, path: path + ".")
    var rule = try settings(object, into: RowRule(), path: path + ".")
    rule.title = try string(object, "title", path: path)
    rule.subtitle = try string(object, "subtitle", path: path)
    rule.value = try string(object, "value", path: path)
    rule.match = try string(object, "match", path: path).map(Glob.init)
    guard (rule.title == nil) != (rule.match == nil) else {
      throw fail(path, "give either \"title\" (a composed row) or \"match\" (settings for matching keys)")
    }
    if rule.match != nil, rule.subtitle != nil || rule.value != nil {
      throw fail(path, "\"subtitle\" and \"value\" name keys of a composed row; use them with \"title\"")
    }
    return rule
  }

  private mutating func settings(_ object: [String: Any], into rule: RowRule, path: String) throws -> RowRule
  {
    var rule = rule
    func parsed<T>(_ key: String, _ parse: (String) throws -> T) throws -> T? {
      guard let text = try string(object, key, path: path) else { return nil }
      do { return try parse(text) } catch { throw fail(path + key, "\(error)") }
    }
    rule.accessory = try parsed("accessory") { try Accessory(parsing: $0) }
    rule.leading = try parsed("leading") { try LeadingContent(parsing: $0) }
    rule.titleStyle = try parsed("titleStyle") { try TextStyle(parsing: $0) }
    rule.subtitleStyle = try parsed("subtitleStyle") { try TextStyle(parsing: $0) }
    rule.valueStyle = try parsed("valueStyle") { try TextStyle(parsing: $0) }
    if let navigable = object["navigable"] {
      guard let flag = JSONScalars.bool(navigable) else {
        throw fail(path + "navigable", "expected true or false")
      }
      rule.navigable = flag
    }
    rule.titleLines = try lines(object, "titleLines", path: path)
    rule.subtitleLines = try lines(object, "subtitleLines", path: path)
    rule.valueLines = try lines(object, "valueLines", path: path)
    rule.titleWeight = try weight(object, "titleWeight", path: path)
    rule.subtitleWeight = try weight(object, "subtitleWeight", path: path)
    rule.valueWeight = try weight(object, "valueWeight", path: path)
    rule.italic = try roles(object, "italic", path: path)
    rule.monospacedDigits = try roles(object, "monospacedDigits", path: path)
    return rule
  }

  /// A weight: one of the nine names, or a whole number 1–1000 (others than the nine round to
  /// the nearest, with a note).
  private mutating func weight(_ object: [String: Any], _ key: String, path: String) throws -> FontWeight? {
    guard let value = object[key] else { return nil }
    let text: String
    if let string = value as? String {
      text = string
    } else if let number = JSONScalars.number(value), let whole = Int(exactly: number) {
      text = String(whole)
    } else {
      throw fail(path + key, "expected a weight name or a whole number 1–1000")
    }
    guard let resolved = FontWeight.resolving(text) else {
      throw fail(
        path + key, "unknown weight '\(text)'; valid: \(FontWeight.namesAndNumbers), or a number 1–1000")
    }
    if let note = resolved.note { notes.append("\(file): \(path + key): \(note)") }
    return resolved.weight
  }

  /// Label roles: an array of `"title"`, `"subtitle"`, `"value"`.
  private func roles(_ object: [String: Any], _ key: String, path: String) throws -> Set<LabelRole>? {
    guard let value = object[key] else { return nil }
    guard let list = value as? [Any], let names = list as? [String] else {
      throw fail(path + key, "expected an array of label roles (\"title\", \"subtitle\", \"value\")")
    }
    var roles = Set<LabelRole>()
    for name in names {
      guard let role = LabelRole(rawValue: name) else {
        throw fail(path + key, "unknown label role '\(name)'; valid: title, subtitle, value")
      }
      roles.insert(role)
    }
    return roles
  }

  private func lines(_ object: [String: Any], _ key: String, path: String) throws -> Int? {
    guard let value = object[key] else { return nil }
    guard let number = JSONScalars.number(value), let lines = Int(exactly: number), lines >= 0
    else { throw fail(path + key, "expected a whole number of lines (0 for unlimited)") }
    return lines
  }

  func checkKeys(_ object: [String: Any], allowed: [String], path: String) throws {
    for key in object.keys.sorted() where !allowed.contains(key) {
      let hint = NameSuggestion.closest(to: key, in: allowed).map { "; did you mean \"\($0)\"?" } ?? ""
      throw fail(path + key, "unknown field\(hint) (known: \(allowed.joined(separator: ", ")))")
    }
  }

  func string(_ object: [String: Any], _ key: String, path: String = "") throws -> String? {
    guard let value = object[key] else { return nil }
    guard let text = value as? String else {
      throw fail(path.isEmpty ? key : path + "." + key, "expected a string")
    }
    return text
  }

  private func strings(_ object: [String: Any], _ key: String, single: Bool = false) throws -> [String] {
    guard let value = object[key] else { return [] }
    if single {
      guard let text = value as? String else { throw fail(key, "expected a string") }
      return [text]
    }
    guard let list = value as? [Any], let texts = list as? [String] else {
      throw fail(key, "expected an array of strings")
    }
    return texts
  }

  /// The number or numbers at `key`, each above 0 and within `range` when one is given.
  private func numbers(
    _ object: [String: Any], _ key: String, single: Bool = false, in range: ClosedRange<Double>? = nil
  ) throws -> [Double] {
    guard let value = object[key] else { return [] }
    let list = single ? [value] : (value as? [Any] ?? [value, value])
    guard single || value is [Any] else { throw fail(key, "expected an array of numbers") }
    return try list.map { item in
      guard let number = JSONScalars.number(item), number > 0 else {
        throw fail(key, "expected a number above 0")
      }
      if let range, !range.contains(number) {
        throw fail(
          key,
          "expected a width between \(Int(range.lowerBound)) and \(Int(range.upperBound)) points, got \(number)"
        )
      }
      return number
    }
  }
}
