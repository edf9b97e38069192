import TypeFitDynamicType
import TypeFitInput
import TypeFitLocalization
import TypeFitRow

/// Turns a parsed `typefit.json` into a ``CheckConfiguration``, naming the line, column and
/// path of every bad value (`typefit.json:3:17: rows[2].titleLines: …`). Numbers are
/// range-checked before they are converted (``InputNumber``).
struct ConfigurationReader {
  let file: String
  /// Notes collected while reading (see ``CheckConfiguration/notes``).
  var notes: [String] = []
  /// The patterns compiled so far, by their bytes: a pattern written again (in `ignore` or a
  /// `match`) shares the first one's compiled form instead of holding its own.
  var compiledGlobs: [ExactText: Glob] = [:]

  /// Largest line limit a row may ask for; more lines than this never fit any screen.
  static let maximumLineLimit = 1000.0

  /// The most devices and widths together one configuration may list, after duplicates are
  /// removed: each is a layout context that every string is laid out in (twice with
  /// `"boldText": "both"`), so the work grows with it.
  static let maximumScreens = 64

  /// The most entries `rows` may have. Every string is compared with every rule, so the work
  /// grows with rows × strings; hand-written configurations have tens of rows.
  static let maximumRows = 1000

  /// The most patterns `ignore` may list, for the same reason as ``maximumRows``.
  static let maximumIgnorePatterns = 1000

  /// The longest `match` or `ignore` pattern, in characters. Patterns name keys (`settings.*`),
  /// and keys in real catalogs are far shorter.
  static let maximumPatternLength = 1000

  /// The longest `formatArguments` sample, in UTF-16 units: the longest label measured
  /// (``RowPlanner/maximumLabelLength``); a longer sample makes every string using it too long.
  static let maximumFormatArgumentLength = RowPlanner(configuration: CheckConfiguration()).maximumLabelLength

  /// The translation states a String Catalog writes, which XLIFF states map onto
  /// (``TranslationState``).
  static let knownStates = ["translated", "needs_review", "new", "stale"]

  /// Whether `state` can be met in input: a String Catalog state, or an XLIFF 1.2 custom state
  /// (`x-…`), which is kept as written.
  static func isKnownState(_ state: String) -> Bool {
    knownStates.contains(state) || (state.hasPrefix("x-") && state.count > 2)
  }

  /// `values` without repeats, in the order first seen.
  static func unique<Value: Hashable>(_ values: [Value]) -> [Value] {
    var seen = Set<Value>()
    return values.filter { seen.insert($0).inserted }
  }

  func fail(_ node: JSONNode, _ path: String, _ message: String) -> CheckError {
    .invalidConfigurationValue(
      file: file, line: node.line, column: node.column,
      message: path.isEmpty ? message : "\(TextExcerpt.key(path)): \(message)")
  }

  /// A value that does not parse, said in words (the field's path is added by the caller).
  private struct ValueProblem: Error, CustomStringConvertible {
    let description: String
  }

  private func fail(_ node: JSONNode, _ error: InputNumberError) -> CheckError {
    .invalidConfigurationValue(file: file, line: node.line, column: node.column, message: "\(error)")
  }

  mutating func configuration(_ root: JSONNode) throws -> CheckConfiguration {
    guard root.members != nil else { throw fail(root, "top level", "expected a JSON object") }
    try checkKeys(root, allowed: CheckConfiguration.topLevelKeys, path: "")
    var configuration = CheckConfiguration()
    var locations = ConfigurationLocations(file: file)
    for member in root.members ?? [] { locations.members[member.key] = Self.position(member.value) }
    if let rows = root["rows"] {
      guard let list = rows.elements else { throw fail(rows, "rows", "expected an array of row objects") }
      guard list.count <= Self.maximumRows else {
        throw fail(
          rows, "rows",
          "\(list.count) entries; at most \(Self.maximumRows) are allowed (a \"match\" pattern covers many keys)"
        )
      }
      configuration.rows = try list.enumerated().map { index, entry in try rule(entry, path: "rows[\(index)]")
      }
      locations.rows = list.map(Self.position)
    }
    configuration.defaults = try settings(root, into: RowRule(), path: "")
    // An empty list would silently mean the default (every locale, the default device): the
    // same mistake as an empty "states", so it is refused the same way.
    for key in ["devices", "widths", "locales"] {
      if let node = root[key], node.elements?.isEmpty == true {
        throw fail(
          node, key, "the list is empty; leave \"\(key)\" out for the default, or name at least one")
      }
    }
    configuration.devices = Self.unique(try strings(root, "device", single: true) + strings(root, "devices"))
    // Named devices and the profile are known here, so an unknown one is said at its place in
    // the file, as every other bad value is (thirteenth attack A13-4: it was a usage error
    // without file or line, followed by the command's usage).
    for key in ["device", "devices"] {
      guard let node = root[key] else { continue }
      for item in node.elements ?? [node] {
        guard let name = item.string else { continue }
        do { _ = try Device.named(name) } catch { throw fail(item, key, "\(error)") }
      }
    }
    configuration.widths = Self.unique(
      try numbers(root, "width", single: true, in: Device.plausibleWidths)
        + numbers(root, "widths", in: Device.plausibleWidths))
    let screens = configuration.devices.count + configuration.widths.count
    if screens > Self.maximumScreens, let node = root["widths"] ?? root["devices"] {
      throw fail(
        node, root["widths"] != nil ? "widths" : "devices",
        "\(screens) different devices and widths; at most \(Self.maximumScreens) are checked in one run "
          + "(each is a layout context: split the list over several runs)")
    }
    if let (text, node) = try string(root, "orientation") {
      guard let value = Orientation(rawValue: text) else {
        throw fail(node, "orientation", "'\(TextExcerpt.key(text))' is not portrait or landscape")
      }
      configuration.orientation = value
    }
    if let (text, node) = try string(root, "listStyle") {
      do { configuration.listStyle = try ListStyle(parsing: text) } catch {
        throw fail(node, "listStyle", "\(error)")
      }
    }
    if let (text, node) = try string(root, "profile") ?? string(root, "platform") {
      do { _ = try PlatformProfile.named(text) } catch {
        throw fail(node, root["profile"] != nil ? "profile" : "platform", "\(error)")
      }
      configuration.profile = text
    }
    if let overrides = root["overrides"] {
      guard let members = overrides.members else {
        throw fail(overrides, "overrides", "expected an object of numbers")
      }
      for member in members {
        guard let name = ProfileConstantName(caseInsensitive: member.key) else {
          let names = ProfileConstantName.allCases.map(\.rawValue)
          let hint =
            NameSuggestion.closest(to: member.key, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
          // Every valid name, as `--override` lists them (the forty-fifth attack's A45-5).
          throw fail(
            member.value, "overrides.\(member.key)",
            "unknown profile constant\(hint) (valid names: \(names.joined(separator: ", ")); see Docs/Profiles.md)"
          )
        }
        do {
          // By the constant's own name, so the command line's `--override` of any spelling wins.
          configuration.overrides[name.rawValue] = try member.value.number(
            "\"\(TextExcerpt.key(member.key))\"", in: name.allowedRange, whole: name.requiresWholeNumber)
        } catch { throw fail(member.value, error) }
      }
    }
    // Several categories are one comma-separated string, as on the command line; a list of them
    // was refused without saying how to write them (a fresh user's U54-12).
    // The entries are quoted back only when they are a valid selection, and an invalid one's
    // problem is said with it (U55-6: `["AX1..<", "large"]` was told to write "AX1..<, large").
    if let node = root["categories"], let entries = node.elements {
      let texts = entries.compactMap(\.string)
      let joined = texts.joined(separator: ", ")
      var example = "large...AX2, AX5"
      var entriesProblem = ""
      if texts.count == entries.count && !texts.isEmpty {
        do {
          _ = try ContentSizeCategory.parseSelection(joined)
          example = joined
        } catch {
          entriesProblem = "; the entries are not a valid selection either: \(error)"
        }
      }
      throw fail(
        node, "categories",
        "expected a string, got an array; write several categories and ranges as one comma-separated "
          + "string, as in \"\(TextExcerpt.key(example))\"\(entriesProblem)")
    }
    if let (text, node) = try string(root, "categories") {
      do {
        configuration.categories = try ContentSizeCategory.parseSelection(text)
      } catch { throw fail(node, "categories", "\(error)") }
    }
    configuration.locales = try strings(root, "locales")
    for (locale, node) in zip(configuration.locales, root["locales"]?.elements ?? []) {
      guard LocaleTag.isWellFormed(locale) else {
        throw fail(
          node, "locales", LocaleTag.refusal(locale, examples: "de or pt-BR"))
      }
    }
    // Spelled as folder names are read (`pt_BR` → `pt-BR`), so each matches its `.lproj`.
    configuration.locales = configuration.locales.map(LocaleTag.normalized)
    let ignore = try strings(root, "ignore")
    if let node = root["ignore"], ignore.count > Self.maximumIgnorePatterns {
      throw fail(
        node, "ignore",
        "\(ignore.count) patterns; at most \(Self.maximumIgnorePatterns) are allowed (one pattern with * covers many keys)"
      )
    }
    for (pattern, node) in zip(ignore, root["ignore"]?.elements ?? []) {
      try checkPatternLength(pattern, node, "ignore")
    }
    configuration.ignore = ignore.map { glob($0) }
    locations.ignore = (root["ignore"]?.elements ?? []).map(Self.position)
    locations.locales = (root["locales"]?.elements ?? []).map(Self.position)
    locations.states = (root["states"]?.elements ?? []).map(Self.position)
    if let samples = root["formatArguments"] {
      guard let members = samples.members else {
        throw fail(samples, "formatArguments", "expected an object of strings")
      }
      for member in members {
        guard let text = member.value.string else {
          throw fail(
            member.value, "formatArguments.\(member.key)",
            "expected a string, got \(member.value.describedType)")
        }
        let length = text.utf16.count
        guard length <= Self.maximumFormatArgumentLength else {
          throw fail(
            member.value, "formatArguments.\(member.key)",
            "the sample is \(length) UTF-16 units long; at most \(Self.maximumFormatArgumentLength) are allowed "
              + "(the longest label measured)")
        }
        configuration.formatArguments[member.key] = text
        locations.formatArguments[member.key] = Self.position(member.value)
      }
    }
    if let node = root["states"] {
      let states = try strings(root, "states")
      guard !states.isEmpty else {
        throw fail(
          node, "states",
          "the list is empty, so no string would be checked; leave \"states\" out to check all")
      }
      for (state, item) in zip(states, node.elements ?? []) where !Self.isKnownState(state) {
        let hint =
          NameSuggestion.closest(to: state, in: Self.knownStates).map { "; did you mean \"\($0)\"?" } ?? ""
        throw fail(
          item, "states",
          "unknown translation state '\(TextExcerpt.key(state))'\(hint) (known: \(Self.knownStates.joined(separator: ", ")), "
            + "or an XLIFF custom state starting with x-)")
      }
      configuration.states = states
    }
    if let (language, node) = try string(root, "developmentLanguage") {
      guard LocaleTag.isWellFormed(language) else {
        throw fail(
          node, "developmentLanguage",
          LocaleTag.refusal(language, examples: "en"))
      }
      // Spelled as a `.lproj` folder's name is (`pt_BR` → `pt-BR`, A28-3).
      configuration.developmentLanguage = LocaleTag.normalized(language)
    }
    if let scale = root["displayScale"] {
      do {
        configuration.displayScale = try scale.number("\"displayScale\"", in: Device.plausibleDisplayScales)
      } catch { throw fail(scale, error) }
    }
    if let (failOn, node) = try string(root, "failOn") {
      guard ["error", "warning", "never"].contains(failOn) else {
        throw fail(node, "failOn", "'\(TextExcerpt.key(failOn))' is not error, warning or never")
      }
      configuration.failOn = failOn
    }
    configuration.rowComponents = try rowComponents(root)
    configuration.rules = try ruleLevels(root["rules"])
    if let (text, node) = try string(root, "defaultRole") {
      guard let role = ItemRole(parsing: text) else {
        throw fail(node, "defaultRole", "'\(TextExcerpt.key(text))' is not row, label or prose")
      }
      configuration.defaultRole = role
    }
    if let value = root["boldText"] {
      if let flag = value.bool {
        configuration.boldText = [flag]
      } else if value.string == "both" {
        configuration.boldText = [false, true]
      } else {
        throw fail(value, "boldText", "expected true, false or \"both\", got \(value.describedType)")
      }
    }
    configuration.notes = notes
    configuration.locations = locations
    return configuration
  }

  /// Where `node`'s value starts.
  private static func position(_ node: JSONNode) -> ConfigurationLocations.Position {
    ConfigurationLocations.Position(line: node.line, column: node.column)
  }

  /// `"rules": {"TF008": "off", "label-wraps": "note"}`: rule ids or names to levels.
  private func ruleLevels(_ value: JSONNode?) throws -> [RuleID: RuleLevel] {
    guard let value else { return [:] }
    guard let members = value.members else {
      throw fail(value, "rules", "expected an object of rule ids and levels, like {\"TF008\": \"off\"}")
    }
    var levels: [RuleID: RuleLevel] = [:]
    for member in members.sorted(by: { $0.key < $1.key }) {
      let name = member.key
      guard let rule = RuleID(parsing: name) else {
        let known = RuleID.allCases.map(\.rawValue)
        let hint = NameSuggestion.closest(to: name, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
        throw fail(
          member.value, "rules.\(name)", "unknown rule\(hint) (known: \(known.joined(separator: ", ")))")
      }
      guard let text = member.value.string, let parsed = RuleLevel(parsing: text) else {
        throw fail(
          member.value, "rules.\(name)", "expected one of \(RuleLevel.names.joined(separator: ", "))")
      }
      // A label TF004 finds is not laid out, so no other rule judges its row: switched off, the
      // row counted as checked without findings (the fifty-first attack's A51-6: a title needing
      // 3 lines in a 1-line row, " Pay" with U+F8FF, passed).
      if rule == .missingGlyphs, parsed == .off {
        throw fail(
          member.value, "rules.\(name)",
          "TF004 cannot be off: a label it finds is not measured, so no other rule judges its row and the "
            + "row would pass unseen; use \"note\" to keep it from failing the run, or \"ignore\" the keys")
      }
      levels[rule] = parsed
    }
    return levels
  }

  private mutating func rule(_ entry: JSONNode, path: String) throws -> RowRule {
    guard entry.members != nil else { throw fail(entry, path, "expected a row object") }
    try checkKeys(entry, allowed: CheckConfiguration.rowKeys, path: path + ".")
    var rule = try settings(entry, into: RowRule(), path: path + ".")
    rule.title = try string(entry, "title", path: path)?.0
    rule.subtitle = try string(entry, "subtitle", path: path)?.0
    rule.value = try string(entry, "value", path: path)?.0
    if let (pattern, node) = try string(entry, "match", path: path) {
      try checkPatternLength(pattern, node, path + ".match")
      rule.match = glob(pattern)
    }
    guard (rule.title == nil) != (rule.match == nil) else {
      throw fail(
        entry, path, "give either \"title\" (a composed row) or \"match\" (settings for matching keys)")
    }
    if rule.match != nil, rule.subtitle != nil || rule.value != nil {
      throw fail(
        entry, path, "\"subtitle\" and \"value\" name keys of a composed row; use them with \"title\"")
    }
    // One key as two labels of a row is a slip: the row would be laid out with its text twice
    // (the forty-first attack's A41-8: accepted without a word).
    let labels = [("title", rule.title), ("subtitle", rule.subtitle), ("value", rule.value)]
    for (index, (name, key)) in labels.enumerated() {
      guard let key,
        let earlier = labels[..<index].first(where: { $0.1.map { ExactText.sameBytes($0, key) } ?? false })
      else { continue }
      throw fail(
        entry[name] ?? entry, path + "." + name,
        "names the same key as \"\(earlier.0)\" (\"\(TerminalText.escaped(TextExcerpt.key(key)))\"); each label of a row is its own "
          + "string")
    }
    return rule
  }

  private mutating func settings(_ object: JSONNode, into rule: RowRule, path: String) throws -> RowRule {
    var rule = rule
    func parsed<T>(_ key: String, _ parse: (String) throws -> T) throws -> T? {
      guard let (text, node) = try string(object, key, path: path) else { return nil }
      do { return try parse(text) } catch { throw fail(node, path + key, "\(error)") }
    }
    rule.accessory = try parsed("accessory") { try Accessory(parsing: $0) }
    rule.accessorySize = try parsed("accessorySize") { text in
      guard let size = Size(written: text) else {
        throw ValueProblem(
          description:
            "'\(TextExcerpt.key(text))' is not WIDTHxHEIGHT in points between 1 and 1000, like 44x44")
      }
      return size
    }
    rule.leading = try parsed("leading") { try LeadingContent(parsing: $0) }
    rule.titleStyle = try parsed("titleStyle") { try TextStyle(parsing: $0) }
    rule.subtitleStyle = try parsed("subtitleStyle") { try TextStyle(parsing: $0) }
    rule.valueStyle = try parsed("valueStyle") { try TextStyle(parsing: $0) }
    if let navigable = object["navigable"] {
      guard let flag = navigable.bool else {
        throw fail(navigable, path + "navigable", "expected true or false, got \(navigable.describedType)")
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
  private mutating func weight(_ object: JSONNode, _ key: String, path: String) throws -> FontWeight? {
    guard let value = object[key] else { return nil }
    let text: String
    if let string = value.string {
      text = string
    } else {
      do {
        _ = try value.number("\"\(path + key)\"", in: 1...1000, whole: true)
      } catch { throw fail(value, error) }
      // As written: `4e2` and `400.0` are refused below, as the string "+400" is.
      text = value.numberText ?? ""
    }
    guard let resolved = FontWeight.resolving(text) else {
      throw fail(value, path + key, FontWeight.refusal(of: text))
    }
    if let note = resolved.note { notes.append("\(file): \(path + key): \(note)") }
    return resolved.weight
  }

  /// Label roles: an array of `"title"`, `"subtitle"`, `"value"`.
  private func roles(_ object: JSONNode, _ key: String, path: String) throws -> Set<LabelRole>? {
    guard let value = object[key] else { return nil }
    let roleError = "expected an array of label roles (\"title\", \"subtitle\", \"value\")"
    guard let list = value.elements else { throw fail(value, path + key, roleError) }
    var roles = Set<LabelRole>()
    for item in list {
      guard let name = item.string else { throw fail(item, path + key, roleError) }
      guard let role = LabelRole(rawValue: name) else {
        throw fail(
          item, path + key, "unknown label role '\(TextExcerpt.key(name))'; valid: title, subtitle, value")
      }
      roles.insert(role)
    }
    return roles
  }

  /// A line limit: a whole number from 0 (unlimited) to ``maximumLineLimit``.
  private func lines(_ object: JSONNode, _ key: String, path: String) throws -> Int? {
    guard let value = object[key] else { return nil }
    do {
      return Int(try value.number("\"\(path + key)\"", in: 0...Self.maximumLineLimit, whole: true))
    } catch { throw fail(value, error) }
  }

  /// `pattern` compiled, or the glob compiled before for the same bytes.
  private mutating func glob(_ pattern: String) -> Glob {
    let exact = ExactText(pattern)
    if let known = compiledGlobs[exact] { return known }
    let compiled = Glob(pattern)
    compiledGlobs[exact] = compiled
    return compiled
  }

  /// Refuses a `match` or `ignore` pattern longer than ``maximumPatternLength``.
  private func checkPatternLength(_ pattern: String, _ node: JSONNode, _ path: String) throws {
    let length = pattern.count
    guard length > Self.maximumPatternLength else { return }
    throw fail(
      node, path,
      "the pattern is \(length) characters long; at most \(Self.maximumPatternLength) are allowed")
  }

  func checkKeys(_ object: JSONNode, allowed: [String], path: String) throws {
    guard let unknown = UnknownJSONField.first(in: object, allowed: allowed) else { return }
    throw fail(unknown.member.value, path + unknown.member.key, unknown.message)
  }

  func string(_ object: JSONNode, _ key: String, path: String = "") throws -> (String, JSONNode)? {
    guard let value = object[key] else { return nil }
    guard let text = value.string else {
      throw fail(
        value, path.isEmpty ? key : path + "." + key, "expected a string, got \(value.describedType)")
    }
    return (text, value)
  }

  private func strings(_ object: JSONNode, _ key: String, single: Bool = false) throws -> [String] {
    guard let value = object[key] else { return [] }
    if single {
      guard let text = value.string else {
        throw fail(value, key, "expected a string, got \(value.describedType)")
      }
      return [text]
    }
    guard let list = value.elements else {
      throw fail(value, key, "expected an array of strings, got \(value.describedType)")
    }
    return try list.map { item in
      guard let text = item.string else {
        throw fail(item, key, "expected an array of strings, got \(item.describedType) in it")
      }
      return text
    }
  }

  /// The number or numbers at `key`, each within `range` (points).
  private func numbers(
    _ object: JSONNode, _ key: String, single: Bool = false, in range: ClosedRange<Double>
  ) throws -> [Double] {
    guard let value = object[key] else { return [] }
    let list: [JSONNode]
    if single {
      list = [value]
    } else {
      guard let elements = value.elements else {
        throw fail(value, key, "expected an array of numbers, got \(value.describedType)")
      }
      list = elements
    }
    var result: [Double] = []
    for item in list {
      do { result.append(try item.number("\"\(key)\"", in: range)) } catch { throw fail(item, error) }
    }
    return result
  }
}
