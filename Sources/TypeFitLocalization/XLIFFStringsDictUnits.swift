/// The units of one XLIFF `<file>` whose ids are `.stringsdict` paths
/// (``XcodeStringsDictPath``), gathered per entry and read back the way ``StringsDictReader``
/// reads the same entry: the format key's `%#@variable@`s expanded with every plural form, one
/// string per combination, the same diagnostics for missing forms or variables.
///
/// Xcode exports only the texts a translator writes, not `NSStringFormatSpecTypeKey`; a
/// variable without one is read as `NSStringPluralRuleType`, the only rule type the format
/// defines for variables. Each string keeps the file and line of the unit it was read from (the
/// first form substituted, else the format key), and that unit's `<note>`s and `state`.
struct XLIFFStringsDictUnits {
  /// Which text of a unit: its `<source>` or its `<target>`.
  enum Side: CaseIterable {
    case source
    case target
  }

  /// One unit's text on one side.
  private struct Unit {
    let names: [String]
    let text: String
    /// The `<source>` or `<target>` element: where the text is written.
    let textElement: XMLElementNode
    /// The `<trans-unit>` element.
    let unitElement: XMLElementNode
    let state: TranslationState?
    let comment: String?
  }

  /// The units of each entry key, keys in the order of their first unit, per side.
  private var entries: [Side: [(key: String, units: [Unit])]] = [:]
  private var keyIndex: [Side: [ExactText: Int]] = [:]

  /// Whether no unit was added.
  var isEmpty: Bool { entries.isEmpty }

  /// Adds the text of one unit. `textElement` is the `<source>` or `<target>`, `unitElement`
  /// the `<trans-unit>`.
  mutating func add(
    _ path: XcodeStringsDictPath, side: Side, text: String, textElement: XMLElementNode,
    unitElement: XMLElementNode, state: TranslationState?, comment: String?
  ) {
    let unit = Unit(
      names: path.names, text: text, textElement: textElement, unitElement: unitElement, state: state,
      comment: comment)
    if let index = keyIndex[side]?[ExactText(path.key)] {
      entries[side]![index].units.append(unit)
    } else {
      keyIndex[side, default: [:]][ExactText(path.key)] = entries[side, default: []].count
      entries[side, default: []].append((path.key, [unit]))
    }
  }

  /// The strings of every entry, source side first, and the diagnostics of reading them.
  ///
  /// - Parameters:
  ///   - path: The XLIFF file's path, for locations.
  ///   - original: The `<file original>`.
  ///   - locales: The locale of each side (`nil` when the `<file>` names none; its units were
  ///     not added).
  ///   - options: The read options: the combination limit. Each target string has its unit's
  ///     state, for the caller's state filter.
  ///   - pluralRules: The reader's plural rules, for the target side only: a `<source>`'s forms
  ///     are the target language's, which the stream keeps (``UnshownPluralForms``).
  func read(
    path: String, original: String?, locales: [Side: String], options: LocalizationReadOptions,
    pluralRules: LanguagePluralRules? = nil, expansionBudget: inout ExpansionBudget
  ) -> (strings: [LocalizedString], diagnostics: [LocalizationDiagnostic]) {
    var strings: [LocalizedString] = []
    var diagnostics: [LocalizationDiagnostic] = []
    for side in Side.allCases {
      guard let locale = locales[side] else { continue }
      for (key, units) in entries[side] ?? [] {
        var unitAt: [SourceLocation: Unit] = [:]
        for unit in units { unitAt[unit.textElement.location(in: path)] = unit }
        var entry = StringsDictEntry(
          key: key, locale: locale, dict: Self.propertyList(of: units), path: path, options: options,
          expansionBudget: expansionBudget)
        if side == .target { entry.pluralRules = pluralRules }
        entry.read()
        expansionBudget = entry.expansionBudget
        diagnostics += entry.diagnostics
        for var string in entry.strings {
          let unit = unitAt[string.location]
          string.format = .xliff
          string.originalFile = original
          string.comment = unit?.comment
          if side == .source {
            string.isXLIFFSource = true
          } else {
            // The caller leaves out (and counts) the states the options do not keep.
            string.state = unit?.state
          }
          strings.append(string)
        }
      }
    }
    return (strings, diagnostics)
  }

  /// The entry's `<dict>` as the `.stringsdict` would hold it, each element at the place of the
  /// unit it comes from: the entry at its first unit, a variable at the first unit naming it.
  private static func propertyList(of units: [Unit]) -> XMLElementNode {
    let first = units[0].unitElement
    let entry = XMLElementNode(name: "dict", attributes: [:], line: first.line, column: first.column)
    var variables: [(name: String, dict: XMLElementNode)] = []
    // Each variable's `<dict>` by its name's bytes, as the `.stringsdict` reader keys them: a
    // search of `variables` for each unit made an entry of many variables cost the square of
    // their number (seventy-ninth attack A79-3: 45,000 variables in a 9.8 MB file, stopped
    // after 448 s).
    var variableDicts: [ExactText: XMLElementNode] = [:]
    for unit in units {
      let value = element("string", text: unit.text, at: unit.textElement)
      if unit.names.count == 1 {
        entry.children += [
          .element(element("key", text: unit.names[0], at: unit.textElement)), .element(value),
        ]
        continue
      }
      let dict: XMLElementNode
      if let known = variableDicts[ExactText(unit.names[0])] {
        dict = known
      } else {
        dict = XMLElementNode(
          name: "dict", attributes: [:], line: unit.unitElement.line, column: unit.unitElement.column)
        variables.append((unit.names[0], dict))
        variableDicts[ExactText(unit.names[0])] = dict
        entry.children += [
          .element(element("key", text: unit.names[0], at: unit.unitElement)), .element(dict),
        ]
      }
      dict.children += [.element(element("key", text: unit.names[1], at: unit.textElement)), .element(value)]
    }
    for (name, dict) in variables where !XcodeStringsDictPath.caseRuleNames.contains(name) {
      let hasType = dict.elements.contains {
        $0.name == "key" && $0.textContent == "NSStringFormatSpecTypeKey"
      }
      guard !hasType else { continue }
      dict.children.insert(
        contentsOf: [
          .element(element("key", text: "NSStringFormatSpecTypeKey", at: dict)),
          .element(element("string", text: "NSStringPluralRuleType", at: dict)),
        ], at: 0)
    }
    return entry
  }

  /// An element `name` holding `text`, at the place of `place`.
  private static func element(_ name: String, text: String, at place: XMLElementNode) -> XMLElementNode {
    let node = XMLElementNode(name: name, attributes: [:], line: place.line, column: place.column)
    node.children = [.text(text)]
    return node
  }
}
