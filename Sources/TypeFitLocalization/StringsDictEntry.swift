/// Reads one top-level key of a `.stringsdict`; the work behind ``StringsDictReader``.
struct StringsDictEntry {
  let key: String
  let locale: String
  let dict: XMLElementNode
  let path: String
  let options: LocalizationReadOptions
  private(set) var strings: [LocalizedString] = []
  private(set) var diagnostics: [LocalizationDiagnostic] = []

  init(key: String, locale: String, dict: XMLElementNode, path: String, options: LocalizationReadOptions) {
    self.key = key
    self.locale = locale
    self.dict = dict
    self.path = path
    self.options = options
  }

  mutating func read() {
    diagnostics += PropertyListDictionary.orphanKeyDiagnostics(in: dict, path: path)
    let entries = PropertyListDictionary.entries(of: dict)
    if let widths = entries.first(where: { $0.key == "NSStringVariableWidthRuleType" })?.value {
      readCases(widths, makeComponent: StringVariant.Component.width)
    }
    if let devices = entries.first(where: { $0.key == "NSStringDeviceSpecificRuleType" })?.value {
      readCases(devices, makeComponent: StringVariant.Component.device)
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
    guard format.name == "string" else {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .unexpectedType, at: format.location(in: path),
          message: "expected <string> for NSStringLocalizedFormatKey, found <\(format.name)>"))
      return
    }
    var formsByName: [String: [SubstitutionExpander.Form]] = [:]
    for (name, value) in entries where value.name == "dict" {
      formsByName[name] = pluralForms(name: name, value)
    }
    let expander = SubstitutionExpander(
      maximumCombinations: options.maximumVariantCombinations, forms: { formsByName[$0] })
    let outcome = expander.expand(format.textContent)
    let formatLocation = format.location(in: path)
    for name in outcome.missingNames.prefix(SubstitutionExpander.reportedNames) {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .missingSubstitution, severity: .warning, at: formatLocation,
          message: "variable '%#@\(name)@' has no plural rule dictionary; left as written"))
    }
    if outcome.missingNames.count > SubstitutionExpander.reportedNames {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .missingSubstitution, severity: .warning, at: formatLocation,
          message:
            "and \(outcome.missingNames.count - SubstitutionExpander.reportedNames) more variables without forms; left as written"
        ))
    }
    for name in outcome.cycles.prefix(SubstitutionExpander.reportedNames) {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .missingSubstitution, severity: .warning, at: formatLocation,
          message: "variable '%#@\(name)@' refers back to itself through its forms (a cycle); left as written"
        ))
    }
    if outcome.wasCut {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .tooManyVariants, severity: .warning, at: formatLocation,
          message: "variables nested more than 32 deep, or expansions longer than 1 MiB; those were skipped"))
    }
    if outcome.ranOutOfWork {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .tooManyVariants, severity: .warning, at: formatLocation,
          message:
            "expanding the plural combinations took too long (variables whose forms refer to further variables); kept the first \(outcome.expansions.count), the rest were skipped"
        ))
    } else if outcome.wasTruncated {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .tooManyVariants, severity: .warning, at: formatLocation,
          message:
            "more than \(options.maximumVariantCombinations) plural combinations; the rest were skipped"))
    }
    for expansion in outcome.expansions {
      strings.append(
        LocalizedString(
          key: key, locale: locale, value: expansion.text, variant: StringVariant(expansion.components),
          location: expansion.location ?? formatLocation, format: .stringsdict))
    }
  }

  /// The plural forms of a variable dictionary, in CLDR order; `nil` for other rule types.
  private mutating func pluralForms(name: String, _ variable: XMLElementNode) -> [SubstitutionExpander.Form]?
  {
    let entries = PropertyListDictionary.entries(of: variable)
    guard let type = entries.first(where: { $0.key == "NSStringFormatSpecTypeKey" })?.value.textContent,
      type == "NSStringPluralRuleType"
    else { return nil }
    return
      entries
      .filter { PluralCategory.isCategory($0.key) && $0.value.name == "string" }
      .sorted { PluralCategory.rank($0.key) < PluralCategory.rank($1.key) }
      .map { form in
        SubstitutionExpander.Form(
          component: .substitution(name: name, form: form.key), text: form.value.textContent,
          location: form.value.location(in: path))
      }
  }

  /// One string per case of a width or device rule dictionary.
  private mutating func readCases(
    _ cases: XMLElementNode, makeComponent: (String) -> StringVariant.Component
  ) {
    guard cases.name == "dict" else {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .unexpectedType, at: cases.location(in: path),
          message: "expected <dict> of variants, found <\(cases.name)>"))
      return
    }
    for (name, value) in PropertyListDictionary.entries(of: cases) where value.name == "string" {
      strings.append(
        LocalizedString(
          key: key, locale: locale, value: value.textContent, variant: StringVariant([makeComponent(name)]),
          location: value.location(in: path), format: .stringsdict))
    }
  }
}
