/// Turns the parsed parts of a String Catalog into strings: the top-level members one by one,
/// then each entry of `strings` on its own; the work behind ``StringCatalogStream``.
struct StringCatalogWalker {
  let path: String
  let options: LocalizationReadOptions
  /// Strings of the entries read since the last ``takeStrings()``.
  private var strings: [LocalizedString] = []
  private(set) var diagnostics = FileDiagnostics<LocalizationDiagnostic>()

  init(path: String, options: LocalizationReadOptions) {
    self.path = path
    self.options = options
  }

  /// A string unit found under a localization, before substitution.
  private struct Unit {
    var value: String
    var state: TranslationState?
    var components: [StringVariant.Component]
    var location: SourceLocation
    /// Where the system shows this unit, from its device cases.
    var selection: VariantSelection = .everywhere
  }

  private func location(_ value: JSONNode) -> SourceLocation {
    SourceLocation(file: path, line: value.line, column: value.column)
  }

  /// Reports `value` as being of the wrong type.
  mutating func typeError(_ value: JSONNode, _ expectation: String) {
    diagnostics.append(
      LocalizationDiagnostic(
        kind: .unexpectedType, at: location(value),
        message: "expected \(expectation), found \(value.typeName)"))
  }

  /// The source language a top-level `sourceLanguage` member names, or `nil` (reported) when
  /// it is not a string.
  mutating func sourceLanguage(_ value: JSONNode) -> String? {
    if let text = value.string { return text }
    typeError(value, "a string")
    return nil
  }

  /// Reports a catalog whose top-level object, at `line` and `column`, has no `strings`.
  mutating func missingStrings(line: Int, column: Int) {
    diagnostics.append(
      LocalizationDiagnostic(
        kind: .syntaxError, at: SourceLocation(file: path, line: line, column: column),
        message: "missing \"strings\" object"))
  }

  /// Hands over the strings read so far and forgets them.
  mutating func takeStrings() -> [LocalizedString] {
    defer { strings = [] }
    return strings
  }

  /// Reads one member of `strings`: the key, its localizations and variations.
  mutating func readEntry(key: String, _ entry: JSONNode, sourceLanguage: String) {
    guard entry.members != nil else { return typeError(entry, "an object for key \"\(key)\"") }
    var comment: String?
    if let note = entry["comment"] {
      if let text = note.string { comment = text } else { typeError(note, "a string for \"comment\"") }
    }
    var localizations: [JSONMember] = []
    if let node = entry["localizations"] {
      if let members = node.members { localizations = members } else { typeError(node, "an object") }
    }
    if !localizations.contains(where: { $0.key == sourceLanguage }) {
      strings.append(
        LocalizedString(
          key: key, locale: sourceLanguage, value: key, location: location(entry), comment: comment,
          format: .xcstrings))
    }
    var hiddenCases = Set<String>()
    for localization in localizations {
      hiddenCases.formUnion(
        readLocalization(key: key, locale: localization.key, localization.value, comment: comment))
    }
    if !hiddenCases.isEmpty {
      diagnostics.append(Self.hiddenDeviceCasesNote(key: key, cases: hiddenCases, at: location(entry)))
    }
  }

  /// The warning, once per key, that its device cases shown on no iPhone or iPad are not checked.
  static func hiddenDeviceCasesNote(key: String, cases: Set<String>, at location: SourceLocation)
    -> LocalizationDiagnostic
  {
    let names = cases.sorted().map { "device.\($0)" }.joined(separator: ", ")
    return LocalizationDiagnostic(
      kind: .unsupportedContent, severity: .warning, at: location,
      message:
        "\(names) of \"\(key)\" not checked: rows are laid out on iPhone and iPad, which never show "
        + (cases.count == 1 ? "this variant" : "these variants"))
  }

  /// Reads the units of one locale of `key`; returns the device cases among them that no
  /// iPhone or iPad shows.
  private mutating func readLocalization(key: String, locale: String, _ node: JSONNode, comment: String?)
    -> Set<String>
  {
    guard node.members != nil else {
      typeError(node, "an object for locale \"\(locale)\"")
      return []
    }
    var units: [Unit] = []
    collectUnits(node, components: [], selection: .everywhere, into: &units)
    var hiddenCases = Set<String>()
    for unit in units where !unit.selection.isShown(onAnyOf: VariantSelection.iOSDeviceClasses) {
      for case .device(let name) in unit.components where VariantSelection.isDeviceCase(name) {
        hiddenCases.insert(name)
      }
    }
    let substitutions = node["substitutions"]
    if let substitutions, substitutions.members == nil {
      typeError(substitutions, "an object for \"substitutions\"")
    }
    if let members = substitutions?.members { checkArgumentNumbers(members) }
    // Substitution forms whose texts were checked for incomplete specifiers, each once.
    var checkedForms = Set<String>()
    for unit in units where options.includes(unit.state) {
      guard let substitutions = substitutions?.members,
        SubstitutionReference.first(in: unit.value, fromUTF8Offset: 0) != nil
      else {
        var string = LocalizedString(
          key: key, locale: locale, value: unit.value, variant: StringVariant(unit.components),
          location: unit.location, comment: comment, state: unit.state, format: .xcstrings)
        string.selection = unit.selection
        strings.append(string)
        continue
      }
      let formsByName = Dictionary(
        substitutions.map { ($0.key, substitutionForms(named: $0.key, in: substitutions)) },
        uniquingKeysWith: { first, _ in first })
      let expander = SubstitutionExpander(
        maximumCombinations: options.maximumVariantCombinations,
        forms: { name in formsByName[name] ?? nil })
      let outcome = expander.expand(unit.value)
      report(outcome, at: unit.location)
      if outcome.expansions.contains(where: { !$0.components.isEmpty }) {
        // Each text once, where it is written; the expanded strings are filled without
        // reporting (``FormatArgumentFiller/fill(_:)``), as for `.stringsdict`.
        diagnostics.append(
          contentsOf: FormatArgumentFiller.writtenTextWarnings(
            in: unit.value, at: unit.location, locale: locale, place: "value of \"\(key)\""))
        let referenced = StringsDictEntry.referencedNames(unit.value, formsByName.compactMapValues { $0 })
        for (name, forms) in formsByName.sorted(by: { $0.key < $1.key })
        where referenced.contains(name) && checkedForms.insert(name).inserted {
          for form in forms ?? [] {
            guard case .substitution(_, let formName) = form.component else { continue }
            diagnostics.append(
              contentsOf: FormatArgumentFiller.writtenTextWarnings(
                in: form.text, at: form.location, locale: locale,
                place: "form '\(formName)' of '%#@\(name)@' in \"\(key)\""))
          }
        }
      }
      let positions = Dictionary(
        substitutions.compactMap { member in
          member.value["argNum"].flatMap(Self.argumentPosition).map { (member.key, $0) }
        },
        uniquingKeysWith: { first, _ in first })
      for expansion in outcome.expansions {
        var string = LocalizedString(
          key: key, locale: locale, value: expansion.text,
          variant: StringVariant(unit.components + expansion.components),
          location: expansion.location ?? unit.location, comment: comment, state: unit.state,
          format: .xcstrings)
        string.selection = unit.selection
        for case .substitution(let name, let form) in expansion.components {
          if let position = positions[name], let count = FormatSampleValues.pluralFormCounts[form] {
            string.argumentCounts[position] = count
          }
        }
        strings.append(string)
      }
    }
    return hiddenCases
  }

  private mutating func report(_ outcome: SubstitutionExpander.Outcome, at location: SourceLocation) {
    for diagnostic in outcome.diagnostics(
      at: location, maximumCombinations: options.maximumVariantCombinations, wording: .catalog)
    {
      diagnostics.append(diagnostic)
    }
  }

  /// Collects `stringUnit`s under `node`, descending into `variations`.
  private mutating func collectUnits(
    _ node: JSONNode, components: [StringVariant.Component], selection: VariantSelection,
    into units: inout [Unit]
  ) {
    if let unitNode = node["stringUnit"] {
      if var unit = readStringUnit(unitNode, components: components) {
        unit.selection = selection
        units.append(unit)
      }
    }
    guard let variations = node["variations"] else { return }
    guard let dimensions = variations.members else { return typeError(variations, "an object") }
    for dimension in dimensions {
      guard let cases = dimension.value.members else {
        typeError(dimension.value, "an object for \"\(dimension.key)\"")
        continue
      }
      for variantCase in orderedCases(cases, dimension: dimension.key) {
        let component: StringVariant.Component
        var caseSelection = selection
        switch dimension.key {
        case "plural":
          guard PluralCategory.isCategory(variantCase.key) else {
            diagnostics.append(
              LocalizationDiagnostic(
                kind: .unexpectedType, severity: .warning, at: location(variantCase.value),
                message:
                  "plural \"\(TerminalText.escaped(variantCase.key))\" is not a plural category ("
                  + PluralCategory.ordered.joined(separator: ", ") + "); skipped"))
            continue
          }
          component = .plural(variantCase.key)
        case "device":
          component = .device(variantCase.key)
          if !VariantSelection.isDeviceCase(variantCase.key) {
            diagnostics.append(
              LocalizationDiagnostic(
                kind: .unexpectedType, severity: .warning, at: location(variantCase.value),
                message:
                  "unknown device \"\(variantCase.key)\" (a String Catalog's devices are "
                  + (VariantSelection.deviceClassNames + ["other"]).joined(separator: ", ")
                  + "); no device shows it, so it is not checked"))
          }
          caseSelection = VariantSelection.device(variantCase.key, among: cases.map(\.key)).narrowed(
            by: selection)
        default:
          diagnostics.append(
            LocalizationDiagnostic(
              kind: .unexpectedType, severity: .warning, at: location(dimension.value),
              message: "unknown variation \"\(dimension.key)\"; skipped"))
          return
        }
        guard variantCase.value.members != nil else {
          typeError(variantCase.value, "an object for \"\(variantCase.key)\"")
          continue
        }
        collectUnits(
          variantCase.value, components: components + [component], selection: caseSelection, into: &units)
      }
    }
  }

  /// Plural cases in CLDR order (the file lists them alphabetically); others as written.
  private func orderedCases(_ cases: [JSONMember], dimension: String) -> [JSONMember] {
    guard dimension == "plural" else { return cases }
    return cases.enumerated().sorted { left, right in
      let leftRank = PluralCategory.rank(left.element.key)
      let rightRank = PluralCategory.rank(right.element.key)
      return leftRank != rightRank ? leftRank < rightRank : left.offset < right.offset
    }.map(\.element)
  }

  private mutating func readStringUnit(_ node: JSONNode, components: [StringVariant.Component]) -> Unit? {
    guard node.members != nil else {
      typeError(node, "an object for \"stringUnit\"")
      return nil
    }
    guard let valueNode = node["value"] else {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .syntaxError, at: location(node), message: "stringUnit has no \"value\""))
      return nil
    }
    guard let value = valueNode.string else {
      typeError(valueNode, "a string for \"value\"")
      return nil
    }
    var state: TranslationState?
    if let stateNode = node["state"] {
      if let text = stateNode.string {
        state = TranslationState(rawValue: text)
        if !Self.knownStates.contains(text) {
          diagnostics.append(
            LocalizationDiagnostic(
              kind: .unexpectedType, severity: .warning, at: location(stateNode),
              message:
                "unknown state \"\(TerminalText.escaped(text))\" (Xcode writes "
                + Self.knownStates.joined(separator: ", ") + "); the string is checked"))
        }
      } else {
        typeError(stateNode, "a string for \"state\"")
      }
    }
    return Unit(value: value, state: state, components: components, location: location(valueNode))
  }

  /// The states Xcode writes in a `stringUnit`.
  static let knownStates = ["new", "needs_review", "translated", "stale"]

  /// The largest `argNum` read: 1,000 (no format has that many arguments; the bound keeps the
  /// position a small number on every platform).
  static let maximumArgumentNumber = 1_000

  /// The position an `argNum` gives, or `nil` when it is not a whole number from 1 to
  /// ``maximumArgumentNumber``.
  static func argumentPosition(_ node: JSONNode) -> Int? {
    guard case .number(let number) = node.content, number.utf8.count <= 4,
      number.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let position = Int(number),
      (1...maximumArgumentNumber).contains(position)
    else { return nil }
    return position
  }

  /// Warns at each substitution's `argNum` that is not a position (``argumentPosition(_:)``):
  /// its `%arg` is then filled as the next argument, as a specifier without a position is.
  private mutating func checkArgumentNumbers(_ substitutions: [JSONMember]) {
    for substitution in substitutions {
      guard let argument = substitution.value["argNum"], Self.argumentPosition(argument) == nil else {
        continue
      }
      let written: String
      if case .number(let number) = argument.content { written = number } else { written = argument.typeName }
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .unexpectedType, severity: .warning, at: location(argument),
          message:
            "argNum \(TerminalText.escaped(written)) of substitution \"\(TerminalText.escaped(substitution.key))\" is "
            + "not an argument position (a whole number from 1 to \(Self.maximumArgumentNumber)); its %arg is "
            + "filled without a position"))
    }
  }

  /// The plural forms of one substitution, with `%arg` replaced by the argument's specifier.
  private func substitutionForms(named name: String, in substitutions: [JSONMember])
    -> [SubstitutionExpander.Form]?
  {
    guard let node = substitutions.first(where: { $0.key == name })?.value,
      let plural = node["variations"]?["plural"]?.members
    else { return nil }
    var specifier = node["formatSpecifier"]?.string ?? "@"
    if let argument = node["argNum"], let position = Self.argumentPosition(argument) {
      specifier = String(position) + "$" + specifier
    }
    return orderedCases(plural, dimension: "plural").compactMap { form in
      guard let valueNode = form.value["stringUnit"]?["value"], let text = valueNode.string else {
        return nil
      }
      return SubstitutionExpander.Form(
        component: .substitution(name: name, form: form.key),
        text: text.replacingOccurrences(of: "%arg", with: "%" + specifier),
        location: location(valueNode))
    }
  }
}
