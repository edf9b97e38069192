import TypeFitInput

/// Reads one top-level key of a `.stringsdict`; the work behind ``StringsDictReader``.
struct StringsDictEntry {
  let key: String
  let locale: String
  let dict: XMLElementNode
  let path: String
  let options: LocalizationReadOptions
  private(set) var strings: [LocalizedString] = []
  private(set) var diagnostics: [LocalizationDiagnostic] = []
  /// Why a variable dictionary gives no plural forms, by variable name (its bytes), for the
  /// warning on a reference to it.
  private var formlessReasons: [ExactText: String] = [:]
  /// What the file's expansions may still take; the entry spends from it.
  private(set) var expansionBudget: ExpansionBudget
  /// The reader's plural rules: a variable's forms the locale never shows are left out before
  /// the combinations are enumerated (``ShownSubstitutionForms``); `nil` keeps them all.
  var pluralRules: LanguagePluralRules?

  init(
    key: String, locale: String, dict: XMLElementNode, path: String, options: LocalizationReadOptions,
    expansionBudget: ExpansionBudget
  ) {
    self.key = key
    self.locale = locale
    self.dict = dict
    self.path = path
    self.options = options
    self.expansionBudget = expansionBudget
  }

  mutating func read() {
    diagnostics += PropertyListDictionary.keyDiagnostics(in: dict, path: path)
    let entries = PropertyListDictionary.entries(of: dict)
    if let widths = entries.first(where: { $0.key == "NSStringVariableWidthRuleType" })?.value {
      readCases(widths, isWidthRule: true)
    }
    if let devices = entries.first(where: { $0.key == "NSStringDeviceSpecificRuleType" })?.value {
      readCases(devices, isWidthRule: false)
    }
    guard let format = entries.first(where: { $0.key == "NSStringLocalizedFormatKey" })?.value else {
      if strings.isEmpty {
        diagnostics.append(
          LocalizationDiagnostic(
            kind: .syntaxError, severity: .warning, at: dict.location(in: path),
            message: "key \"\(key)\" has no NSStringLocalizedFormatKey; skipped"))
      }
      return
    }
    guard Self.isString(format) else {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .unexpectedType, at: format.location(in: path),
          message: "expected <string> for NSStringLocalizedFormatKey, found <\(format.name)>"))
      return
    }
    // By the names' bytes, as `NSDictionary` keeps its keys: `caf\u{E9}` and `cafe\u{301}` are
    // two variables (a `String` key took them for one, the later's forms standing for both).
    var formsByName: [ExactText: [SubstitutionExpander.Form]] = [:]
    for (name, value) in entries where value.name == "dict" {
      diagnostics += PropertyListDictionary.keyDiagnostics(in: value, path: path)
      formsByName[ExactText(name)] = pluralForms(name: name, value)
    }
    // Each text is checked once where it is written: a bad specifier in the format would
    // otherwise be reported again in every combination of forms.
    reportIncompleteSpecifiers(
      in: format.textContent, at: format.location(in: path), place: "NSStringLocalizedFormatKey of \"\(key)\""
    )
    let referenced = Self.referencedNames(format.textContent, formsByName)
    for (name, forms) in formsByName.sorted(by: { $0.key < $1.key }) where referenced.contains(name) {
      for form in forms {
        guard case .substitution(_, let formName) = form.component else { continue }
        reportIncompleteSpecifiers(
          in: form.text, at: form.location, place: "form '\(formName)' of '%#@\(name.text)@' in \"\(key)\"")
      }
    }
    let shownForms = ShownSubstitutionForms(rules: pluralRules, locale: locale, format: .stringsdict)
    let split = formsByName.mapValues(shownForms.split)
    let expander = expansionBudget.limit(
      SubstitutionExpander(
        maximumCombinations: options.maximumVariantCombinations, forms: { split[ExactText($0)]?.shown }))
    let outcome = expander.expand(format.textContent)
    expansionBudget.spend(outcome)
    let formatLocation = format.location(in: path)
    diagnostics += outcome.diagnostics(
      at: formatLocation, maximumCombinations: options.maximumVariantCombinations, wording: .stringsdict,
      reasons: formlessReasons)
    for expansion in outcome.expansions {
      strings.append(
        LocalizedString(
          key: key, locale: locale, value: expansion.text, variant: StringVariant(expansion.components),
          location: expansion.location ?? formatLocation, format: .stringsdict))
    }
    let base = LocalizedString(
      key: key, locale: locale, value: format.textContent, location: formatLocation, format: .stringsdict)
    let names = referenced.sorted()
    for name in names {
      strings += ShownSubstitutionForms.unshownStrings(of: split[name]?.unshown ?? [], base: base)
    }
    strings += ShownSubstitutionForms.uncheckedOtherStrings(
      referenced: names.map(\.text), forms: { split[ExactText($0)]?.shown }, outcome: outcome, base: base)
  }

  /// The variables `format` refers to, directly or through the forms of those it refers to, by
  /// their names' bytes.
  static func referencedNames(
    _ format: String, _ formsByName: [ExactText: [SubstitutionExpander.Form]]
  ) -> Set<ExactText> {
    var found = Set<ExactText>()
    var pending = [format]
    while let text = pending.popLast() {
      let bytes = Array(text.utf8)
      var offset = 0
      while let reference = SubstitutionReference.first(in: bytes, fromUTF8Offset: offset) {
        offset = reference.endOffset
        let name = ExactText(reference.name)
        guard found.insert(name).inserted, let forms = formsByName[name] else { continue }
        pending += forms.map(\.text)
      }
    }
    return found
  }

  /// Warnings for the incomplete format specifiers of one text as written in the file
  /// (``FormatArgumentFiller/writtenTextWarnings(in:at:locale:place:expandsReferences:)``).
  private mutating func reportIncompleteSpecifiers(
    in text: String, at location: SourceLocation, place: String, expandsReferences: Bool = true
  ) {
    diagnostics += FormatArgumentFiller.writtenTextWarnings(
      in: text, at: location, locale: locale, place: place, expandsReferences: expandsReferences)
  }

  /// The plural forms of a variable dictionary, in CLDR order; `nil` for other rule types.
  private mutating func pluralForms(name: String, _ variable: XMLElementNode) -> [SubstitutionExpander.Form]?
  {
    let entries = PropertyListDictionary.entries(of: variable)
    guard let typeElement = entries.first(where: { $0.key == "NSStringFormatSpecTypeKey" })?.value else {
      formlessReasons[ExactText(name)] =
        "has a dictionary without NSStringFormatSpecTypeKey (NSStringPluralRuleType is read)"
      return nil
    }
    guard Self.isString(typeElement) else {
      formlessReasons[ExactText(name)] =
        "has NSStringFormatSpecTypeKey <\(typeElement.name)>, not the string NSStringPluralRuleType (line "
        + "\(typeElement.line))"
      return nil
    }
    let type = typeElement.textContent
    guard type == "NSStringPluralRuleType" else {
      // The width and device rules are the entry's own (in place of its NSStringLocalizedFormatKey),
      // never a variable's (the fifty-fourth attack's L6: they were said not to exist).
      let entryRule = type == "NSStringVariableWidthRuleType" || type == "NSStringDeviceSpecificRuleType"
      formlessReasons[ExactText(name)] =
        "has NSStringFormatSpecTypeKey '\(TerminalText.escaped(type))', not NSStringPluralRuleType, the only type "
        + (entryRule
          ? "a variable takes (\(type) is a rule of the whole entry, written in place of its "
            + "NSStringLocalizedFormatKey)"
          : "a variable takes")
      return nil
    }
    for (formName, value) in entries
    where !PluralCategory.isCategory(formName) && !Self.pluralRuleSettings.contains(formName) {
      // Foundation looks forms up by category name: one under any other key is never shown.
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .unexpectedType, severity: .warning, at: value.location(in: path),
          message: PluralCategory.notACategory(
            "plural form \"\(TerminalText.escaped(TextExcerpt.key(formName)))\" of '%#@\(name)@' in \"\(key)\""
          )))
    }
    for (formName, value) in entries where PluralCategory.isCategory(formName) && !Self.isString(value) {
      diagnostics.append(
        Self.notAString(
          value, place: "plural form \"\(formName)\" of '%#@\(name)@' in \"\(key)\"", path: path))
    }
    let forms =
      entries
      .filter { PluralCategory.isCategory($0.key) && Self.isString($0.value) }
      .sorted { PluralCategory.rank($0.key) < PluralCategory.rank($1.key) }
      .map { form in
        SubstitutionExpander.Form(
          component: .substitution(name: name, form: form.key), text: form.value.textContent,
          location: form.value.location(in: path))
      }
    if forms.isEmpty {
      formlessReasons[ExactText(name)] =
        "has a plural rule dictionary without any form (zero, one, two, few, many or other)"
    }
    return forms
  }

  /// Whether `value` is a string to CoreFoundation: a `<string>`, or a `<key>` in a value's
  /// place, which its XML parser reads as a string too (`parseXMLElement` reads `<key>` and
  /// `<string>` alike, and `parseDictTag` takes any element after a `<key>` for its value), so
  /// a format, plural form or variant written as `<key>` is shown by the app (with
  /// ``PropertyListDictionary/keyDiagnostics(in:path:)``'s warning at the `<key>` before it).
  static func isString(_ value: XMLElementNode) -> Bool {
    value.name == "string" || value.name == "key"
  }

  /// The warning for a form or variant whose value is not a string (`<integer>`, `<dict>`…):
  /// the app has no text for it, so it is not checked.
  private static func notAString(_ value: XMLElementNode, place: String, path: String)
    -> LocalizationDiagnostic
  {
    LocalizationDiagnostic(
      kind: .unexpectedType, severity: .warning, at: value.location(in: path),
      message: "\(place) is <\(value.name)>, not a <string>: the app has no text for it; skipped")
  }

  /// The keys of a plural rule dictionary that are settings, not forms.
  static let pluralRuleSettings: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]

  /// One string per case of a width or device rule dictionary, each with where the system
  /// shows it (``VariantSelection``).
  private mutating func readCases(
    _ cases: XMLElementNode, isWidthRule: Bool
  ) {
    guard cases.name == "dict" else {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .unexpectedType, at: cases.location(in: path),
          message: "expected <dict> of variants, found <\(cases.name)>"))
      return
    }
    diagnostics += PropertyListDictionary.keyDiagnostics(in: cases, path: path)
    let all = PropertyListDictionary.entries(of: cases)
    for (name, value) in all where !Self.isString(value) {
      diagnostics.append(Self.notAString(value, place: "variant '\(name)' of \"\(key)\"", path: path))
    }
    let entries = all.filter { Self.isString($0.value) }
    // Sorted once, and the case names listed once, for the cases' selections (A39-10).
    let widths = entries.compactMap { Self.presentationWidth($0.key) }.sorted()
    let caseNames = entries.map(\.key)
    var hiddenCases = Set<String>()
    for (name, value) in entries {
      reportIncompleteSpecifiers(
        in: value.textContent, at: value.location(in: path), place: "variant '\(name)' of \"\(key)\"",
        expandsReferences: false)
      var string = LocalizedString(
        key: key, locale: locale, value: value.textContent,
        variant: StringVariant([isWidthRule ? .width(name) : .device(name)]),
        location: value.location(in: path), format: .stringsdict)
      if isWidthRule {
        if let width = Self.presentationWidth(name) {
          string.selection = .width(width, amongSorted: widths)
        } else {
          diagnostics.append(
            LocalizationDiagnostic(
              kind: .unexpectedType, severity: .warning, at: value.location(in: path),
              message:
                "width variant '\(name)' of \"\(key)\" is not a width (a whole number from 1 to "
                + "\(Self.maximumPresentationWidth)); checked at every width"))
        }
      } else {
        string.selection = .device(name, among: caseNames)
        if !VariantSelection.isDeviceCase(name) {
          diagnostics.append(
            LocalizationDiagnostic(
              kind: .unexpectedType, severity: .warning, at: value.location(in: path),
              message:
                "unknown device \"\(name)\" in NSStringDeviceSpecificRuleType of \"\(key)\" (devices are "
                + (VariantSelection.deviceClassNames + ["other"]).joined(separator: ", ")
                + "); no device shows it, so it is not checked"))
        } else if !string.selection.isShown(onAnyOf: VariantSelection.iOSDeviceClasses) {
          hiddenCases.insert(name)
        }
      }
      strings.append(string)
    }
    if !hiddenCases.isEmpty {
      diagnostics.append(
        HiddenDeviceCases.unshownNote(key: key, cases: hiddenCases, at: cases.location(in: path)))
    }
  }

  /// The widest presentation width a width variant may name: 1,000,000 (no screen is a
  /// million ems wide; the bound keeps the number an `Int` on every platform).
  static let maximumPresentationWidth = 1_000_000

  /// The presentation width a width case names (`20`), or `nil` when it is not a whole number
  /// from 1 to ``maximumPresentationWidth``.
  static func presentationWidth(_ name: String) -> Int? {
    guard !name.isEmpty, name.utf8.count <= 7, name.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let width = Int(name), (1...maximumPresentationWidth).contains(width)
    else { return nil }
    return width
  }
}
