/// Turns the parsed parts of a String Catalog into strings: the top-level members one by one,
/// then each entry of `strings` on its own; the work behind ``StringCatalogStream``.
struct StringCatalogWalker {
  let path: String
  let options: LocalizationReadOptions
  /// Strings of the entries read since the last ``takeStrings()``.
  private var strings: [LocalizedString] = []
  private(set) var diagnostics = FileDiagnostics<LocalizationDiagnostic>()
  /// The string units `options`' state filter left out, for the file's note; the plain
  /// entries' (``StringCatalogPlainEntry``) too.
  var leftOutStates = LeftOutStates()
  /// What the file's substitution expansions may still take. A file read in two halves gives
  /// each half what was left when it was split (``withoutDiagnostics()``).
  private var expansionBudget: ExpansionBudget
  /// The BCP 47 spelling of each locale name met written with `_` (``LocaleTag/normalized(_:)``),
  /// at most ``rememberedLocales`` kept: `pt_BR` is `pt-BR`, as a `pt_BR.lproj` folder is
  /// (twenty-eighth attack A28-3: it was a locale apart, whose plural forms no rule filtered).
  /// Other names are kept as written, as the plain entries' path (`StringCatalogPlainEntry`) keeps
  /// them.
  private var localeSpellings: [ExactText: String] = [:]
  static let rememberedLocales = 1_024
  /// The reader's plural rules: a substitution's forms its language never shows are left out
  /// before the combinations are enumerated (``ShownSubstitutionForms``); `nil` keeps them all.
  var pluralRules: LanguagePluralRules?

  /// - Parameter fileBytes: the catalog's size, which bounds its expansions' work together.
  init(path: String, options: LocalizationReadOptions, fileBytes: Int) {
    self.path = path
    self.options = options
    expansionBudget = ExpansionBudget(fileBytes: fileBytes)
  }

  /// A string unit found under a localization, before substitution.
  private struct Unit {
    var value: String
    var state: TranslationState?
    var components: [StringVariant.Component]
    var location: SourceLocation
    /// Where the system shows this unit, from its device cases.
    var selection: VariantSelection = .everywhere
    /// Why no iPhone or iPad shows it, when none does: the first device case on its path that
    /// left it out.
    var hiddenBy: HiddenDeviceCases.Reason?
  }

  private func location(_ value: JSONNode) -> SourceLocation {
    SourceLocation(file: path, line: value.line, column: value.column)
  }

  /// The BCP 47 spelling of the locale name `name`.
  private mutating func spelling(of name: String) -> String {
    guard name.utf8.contains(UInt8(ascii: "_")) else { return name }
    if let known = localeSpellings[ExactText(name)] { return known }
    let spelled = LocaleTag.normalized(name)
    if localeSpellings.count < Self.rememberedLocales { localeSpellings[ExactText(name)] = spelled }
    return spelled
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
    if let text = value.string { return spelling(of: text) }
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
    if let unknown = entry.members?.first(where: { !Self.entryMembers.contains($0.key) }) {
      reportUnknownMember(unknown, of: "key \"\(TerminalText.escaped(key))\"", reads: Self.entryMembers)
    }
    var localizations: [JSONMember] = []
    if let node = entry["localizations"] {
      if let members = node.members { localizations = members } else { typeError(node, "an object") }
    }
    let locales = localizations.map { spelling(of: $0.key) }
    if !locales.contains(where: { ExactText.sameBytes($0, sourceLanguage) }) {
      strings.append(
        LocalizedString(
          key: key, locale: sourceLanguage, value: key, location: location(entry), comment: comment,
          format: .xcstrings))
    }
    var hiddenCases = HiddenDeviceCases()
    // Two spellings of one locale (`pt_BR` and `pt-BR`) would be checked twice as one: the
    // first is read, the others named (session 31: one label gave 3 checks in 2 locales).
    var firstSpelling: [ExactText: (name: String, line: Int)] = [:]
    for (localization, locale) in zip(localizations, locales) {
      if let first = firstSpelling[ExactText(locale)] {
        diagnostics.append(
          LocalizationDiagnostic(
            kind: .duplicateKey, severity: .warning, at: location(localization.value),
            message:
              "localization \"\(TerminalText.escaped(localization.key))\" of key \"\(TerminalText.escaped(key))\" "
              + "is the locale \(TerminalText.escaped(locale)), as \"\(TerminalText.escaped(first.name))\" at line "
              + "\(first.line) is; the first is checked and this one skipped"))
        continue
      }
      firstSpelling[ExactText(locale)] = (localization.key, localization.value.line)
      hiddenCases.formUnion(readLocalization(key: key, locale: locale, localization.value, comment: comment))
    }
    for note in hiddenCases.notes(key: key, at: location(entry)) { diagnostics.append(note) }
  }

  /// The members of a `strings` entry Xcode writes (`comment`, `extractionState`,
  /// `isCommentAutoGenerated`, `localizations`, `shouldTranslate`); the reader uses
  /// `comment` and `localizations`, the others say nothing about the text shown.
  private static let entryMembers: Set<String> = [
    "comment", "extractionState", "isCommentAutoGenerated", "localizations", "shouldTranslate",
  ]
  /// The members of one localization the reader reads.
  private static let localizationMembers: Set<String> = ["stringUnit", "substitutions", "variations"]
  /// Whether this file's first member the reader does not know has been reported.
  private(set) var reportedUnknownMember = false

  /// The same walker with no diagnostics yet: for the second part of a file read in two parts at
  /// once, whose diagnostics go after the first part's (``follow(_:)``).
  func withoutDiagnostics() -> StringCatalogWalker {
    var copy = self
    copy.diagnostics = FileDiagnostics()
    copy.leftOutStates = LeftOutStates()
    return copy
  }

  /// Takes `earlier`'s diagnostics before this walker's own, as if this walker had read what
  /// `earlier` read first. Whoever merges checks that the two did not both report a first unknown
  /// member (the file reports only one).
  mutating func follow(_ earlier: StringCatalogWalker) {
    var merged = earlier.diagnostics
    merged.append(following: diagnostics)
    diagnostics = merged
    leftOutStates.add(earlier.leftOutStates)
    reportedUnknownMember = reportedUnknownMember || earlier.reportedUnknownMember
  }

  /// Reports `member`, which the reader does not read (`stringSet`, a misspelled
  /// `localizations` or `stringUnit`): once per file, at the first such member, since the
  /// strings under it are not checked.
  private mutating func reportUnknownMember(_ member: JSONMember, of owner: String, reads known: Set<String>)
  {
    guard !reportedUnknownMember else { return }
    reportedUnknownMember = true
    let why =
      member.key == "stringSet"
      ? "a string set (App Shortcuts phrases) is not a row label"
      : "TypeFit reads " + known.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    // App Shortcuts phrases are no row's text, so leaving them out is by design (a note); a
    // member TypeFit does not know may be a misspelling that hides strings (a warning).
    diagnostics.append(
      LocalizationDiagnostic(
        kind: .unsupportedContent, severity: member.key == "stringSet" ? .note : .warning,
        at: location(member.value),
        message:
          "member \"\(TerminalText.escaped(member.key))\" of \(owner) is not read (\(why)); the strings in it "
          + "are not checked (reported for the first such member of the file only)"))
  }

  /// Reads the units of one locale of `key`; returns the device cases among them that no
  /// iPhone or iPad shows.
  private mutating func readLocalization(key: String, locale: String, _ node: JSONNode, comment: String?)
    -> HiddenDeviceCases
  {
    guard node.members != nil else {
      typeError(node, "an object for locale \"\(locale)\"")
      return HiddenDeviceCases()
    }
    if let unknown = node.members?.first(where: { !Self.localizationMembers.contains($0.key) }) {
      reportUnknownMember(
        unknown, of: "locale \"\(TerminalText.escaped(locale))\" of key \"\(TerminalText.escaped(key))\"",
        reads: Self.localizationMembers)
    }
    var units: [Unit] = []
    collectUnits(node, components: [], selection: .everywhere, into: &units)
    var hiddenCases = HiddenDeviceCases()
    for unit in units { if let reason = unit.hiddenBy { hiddenCases.insert(reason) } }
    let substitutions = node["substitutions"]
    if let substitutions, substitutions.members == nil {
      typeError(substitutions, "an object for \"substitutions\"")
    }
    if let members = substitutions?.members { checkArgumentNumbers(members) }
    // Substitution forms whose texts were checked for incomplete specifiers, each once.
    var checkedForms = Set<ExactText>()
    let shownForms = ShownSubstitutionForms(rules: pluralRules, locale: locale, format: .xcstrings)
    // The same for every unit of the localization, so worked out once, not per unit: each
    // substitution's forms, those the language shows apart from the others (A29-2), and the
    // argument position each takes.
    let members = substitutions?.members ?? []
    // Each name's first member, read in place: looking each name up among all the members was
    // quadratic (the thirty-eighth attack's A38-4: 32,000 substitutions, 35 s in a debug build).
    // By the names' bytes, as the other readers key names (``ExactText``).
    var formsByName: [ExactText: [SubstitutionExpander.Form]?] = [:]
    for member in members where formsByName[ExactText(member.key)] == nil {
      formsByName[ExactText(member.key)] = .some(substitutionForms(named: member.key, node: member.value))
    }
    let knownForms = formsByName.compactMapValues { $0 }
    let split = knownForms.mapValues(shownForms.split)
    let positions = Dictionary(
      members.compactMap { member in
        member.value["argNum"].flatMap(Self.argumentPosition).map { (ExactText(member.key), $0) }
      },
      uniquingKeysWith: { first, _ in first })
    // The forms left out that a string already stands for (``ShownSubstitutionForms``).
    var standingIn = Set<StringVariant.Component>()
    for unit in units where leftOutStates.admits(unit.state, options) {
      var unitString = LocalizedString(
        key: key, locale: locale, value: unit.value, variant: StringVariant(unit.components),
        location: unit.location, comment: comment, state: unit.state, format: .xcstrings)
      unitString.selection = unit.selection
      guard substitutions?.members != nil,
        SubstitutionReference.first(in: unit.value, fromUTF8Offset: 0) != nil
      else {
        strings.append(unitString)
        continue
      }
      if shownForms.hidesUnit(unit.components) {
        // A plural form the language never shows: the stream leaves it out and names it, so its
        // combinations are not enumerated (A29-2); the unit stands for them.
        strings.append(unitString)
        continue
      }
      let expander = expansionBudget.limit(
        SubstitutionExpander(
          maximumCombinations: options.maximumVariantCombinations,
          forms: { name in split[ExactText(name)]?.shown }))
      let outcome = expander.expand(unit.value)
      expansionBudget.spend(outcome)
      report(outcome, at: unit.location)
      var standIns: [LocalizedString] = []
      if outcome.expansions.contains(where: { !$0.components.isEmpty }) {
        // Each text once, where it is written; the expanded strings are filled without
        // reporting (``FormatArgumentFiller/fill(_:)``), as for `.stringsdict`.
        diagnostics.append(
          contentsOf: FormatArgumentFiller.writtenTextWarnings(
            in: unit.value, at: unit.location, locale: locale, place: "value of \"\(key)\""))
        let referenced = StringsDictEntry.referencedNames(unit.value, knownForms)
        let names = referenced.sorted()
        for name in names {
          let left = split[name]?.unshown.filter { standingIn.insert($0.component).inserted } ?? []
          standIns += ShownSubstitutionForms.unshownStrings(of: left, base: unitString)
        }
        standIns += ShownSubstitutionForms.uncheckedOtherStrings(
          referenced: names.map(\.text), forms: { split[ExactText($0)]?.shown }, outcome: outcome,
          base: unitString)
        for (name, forms) in formsByName.sorted(by: { $0.key < $1.key })
        where referenced.contains(name) && checkedForms.insert(name).inserted {
          for form in forms ?? [] {
            guard case .substitution(_, let formName) = form.component else { continue }
            diagnostics.append(
              contentsOf: FormatArgumentFiller.writtenTextWarnings(
                in: form.text, at: form.location, locale: locale,
                place: "form '\(formName)' of '%#@\(name.text)@' in \"\(key)\""))
          }
        }
      }
      for expansion in outcome.expansions {
        var string = LocalizedString(
          key: key, locale: locale, value: expansion.text,
          variant: StringVariant(unit.components + expansion.components),
          location: expansion.location ?? unit.location, comment: comment, state: unit.state,
          format: .xcstrings)
        string.selection = unit.selection
        for case .substitution(let name, let form) in expansion.components {
          if let position = positions[ExactText(name)] { string.argumentForms[position] = form }
        }
        strings.append(string)
      }
      strings += standIns
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

  /// Collects `stringUnit`s under `node`, descending into `variations`; `hiddenBy` is why no
  /// iPhone or iPad shows `node`, when none does.
  private mutating func collectUnits(
    _ node: JSONNode, components: [StringVariant.Component], selection: VariantSelection,
    hiddenBy: HiddenDeviceCases.Reason? = nil, into units: inout [Unit]
  ) {
    if let unitNode = node["stringUnit"] {
      if var unit = readStringUnit(unitNode, components: components) {
        unit.selection = selection
        unit.hiddenBy = hiddenBy
        units.append(unit)
      }
    }
    guard let variations = node["variations"] else { return }
    guard let dimensions = variations.members else { return typeError(variations, "an object") }
    // Each selector on its own: one the reader does not know is skipped, and the selectors
    // written after it are still read, so the strings do not depend on the members' order.
    for dimension in dimensions {
      guard Self.variationSelectors.contains(dimension.key) else {
        diagnostics.append(
          LocalizationDiagnostic(
            kind: .unexpectedType, severity: .warning, at: location(dimension.value),
            message:
              "unknown variation \"\(TerminalText.escaped(dimension.key))\" (TypeFit reads "
              + Self.variationSelectors.map { "\"\($0)\"" }.joined(separator: " and ")
              + "); the strings under it are not checked"))
        continue
      }
      guard let cases = dimension.value.members else {
        typeError(dimension.value, "an object for \"\(dimension.key)\"")
        continue
      }
      // The case names, once per dimension: made again for each case, they cost a device
      // dimension of 16,000 cases 26 s in a debug build (the thirty-eighth attack's A38-9).
      let caseKeys = cases.map(\.key)
      for variantCase in orderedCases(cases, dimension: dimension.key) {
        let component: StringVariant.Component
        var caseSelection = selection
        var caseHiddenBy = hiddenBy
        switch dimension.key {
        case "plural":
          guard PluralCategory.isCategory(variantCase.key) else {
            diagnostics.append(
              LocalizationDiagnostic(
                kind: .unexpectedType, severity: .warning, at: location(variantCase.value),
                message: PluralCategory.notACategory("plural \"\(TerminalText.escaped(variantCase.key))\"")))
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
          let own = VariantSelection.device(variantCase.key, among: caseKeys)
          caseSelection = own.narrowed(by: selection)
          if caseHiddenBy == nil {
            // The nearest device case this one is nested under, if any.
            var outer: String?
            for case .device(let name) in components { outer = name }
            caseHiddenBy = HiddenDeviceCases.reason(
              ofCase: variantCase.key, own: own, narrowed: caseSelection, outer: outer)
          }
        default:
          continue  // not reached: only the selectors read pass the guard above
        }
        guard variantCase.value.members != nil else {
          typeError(variantCase.value, "an object for \"\(variantCase.key)\"")
          continue
        }
        guard variantCase.value["stringUnit"] != nil || variantCase.value["variations"] != nil else {
          missingStringUnit(variantCase)
          continue
        }
        collectUnits(
          variantCase.value, components: components + [component], selection: caseSelection,
          hiddenBy: caseHiddenBy, into: &units)
      }
    }
  }

  /// The selectors of `variations` the reader reads, as Xcode writes them.
  static let variationSelectors = ["device", "plural"]

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
          // What happens to the string next depends on typefit.json's "states" (thirtieth
          // attack A30-5: "the string is checked" was said of strings the filter left out).
          diagnostics.append(
            LocalizationDiagnostic(
              kind: .unexpectedType, severity: .warning, at: location(stateNode),
              message: TranslationState.unknownStateMessage(
                text, known: "Xcode writes " + Self.knownStates.joined(separator: ", "),
                checked: options.includes(state))))
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
  ///
  /// A form, `formatSpecifier` or `stringUnit` of the wrong type or missing is reported as at
  /// the top level (the forty-eighth attack's A48-2: a form `"one": 5` was dropped without a
  /// word; A48-3: a `formatSpecifier` of `5` was filled as `%@`).
  private mutating func substitutionForms(named name: String, node: JSONNode) -> [SubstitutionExpander.Form]?
  {
    guard let plural = node["variations"]?["plural"]?.members else { return nil }
    var specifier = "@"
    if let written = node["formatSpecifier"] {
      if let text = written.string {
        specifier = text
      } else {
        typeError(written, "a string for \"formatSpecifier\"")
      }
    }
    if let argument = node["argNum"], let position = Self.argumentPosition(argument) {
      specifier = String(position) + "$" + specifier
    }
    var forms: [SubstitutionExpander.Form] = []
    for form in orderedCases(plural, dimension: "plural") {
      guard form.value.members != nil else {
        typeError(form.value, "an object for \"\(TerminalText.escaped(form.key))\"")
        continue
      }
      guard let unitNode = form.value["stringUnit"] else {
        if form.value["variations"] != nil {
          // Xcode writes a `stringUnit` in each form; variations nested there are not read,
          // said as such (the forty-ninth attack's A49-2: called a case without them).
          diagnostics.append(
            LocalizationDiagnostic(
              kind: .unexpectedType, at: location(form.value),
              message:
                "\"\(TerminalText.escaped(form.key))\" of substitution '%#@\(TerminalText.escaped(name))@' holds "
                + "\"variations\" and no \"stringUnit\": variations inside a substitution's plural form are not "
                + "read (Xcode writes a stringUnit there); this form is not checked"))
        } else {
          missingStringUnit(form)
        }
        continue
      }
      if form.value["variations"] != nil {
        // Beside a `stringUnit`: the form's text is checked, its variations are not (A50-5).
        diagnostics.append(
          LocalizationDiagnostic(
            kind: .unexpectedType, severity: .warning, at: location(form.value),
            message:
              "\"\(TerminalText.escaped(form.key))\" of substitution '%#@\(TerminalText.escaped(name))@' holds "
              + "\"variations\" beside its \"stringUnit\": variations inside a substitution's plural form are "
              + "not read; its stringUnit is checked"))
      }
      guard let unit = readStringUnit(unitNode, components: []) else { continue }
      forms.append(
        SubstitutionExpander.Form(
          component: .substitution(name: name, form: form.key),
          text: unit.value.replacingOccurrences(of: "%arg", with: "%" + specifier), location: unit.location))
    }
    return forms
  }

  /// Reports a variation case (`"one": {}`) that holds neither a `stringUnit` nor `variations`:
  /// it has no text, and Xcode never writes one (A48-2: it was dropped without a word).
  private mutating func missingStringUnit(_ variantCase: JSONMember) {
    diagnostics.append(
      LocalizationDiagnostic(
        kind: .syntaxError, at: location(variantCase.value),
        message:
          "\"\(TerminalText.escaped(variantCase.key))\" has no \"stringUnit\" (nor \"variations\"); it has no text"
      ))
  }
}
