/// The plural forms of a text's substitutions (String Catalog `substitutions`, `.stringsdict`
/// variables) that its language shows, chosen before their combinations are enumerated.
///
/// The twenty-ninth attack's A29-2: the combinations of nine substitutions of six forms under
/// `en` were enumerated with `two`, `few` and `many`, which English never shows, and capped at
/// 256 before the stream left those out (``UnshownPluralForms``), so 38 of each 256 were kept.
/// Now the expander is given only the forms the language shows, and the limit is spent on them.
/// The stream still names the forms left out in its one note per key and locale: for each one a
/// string stands for it (``unshownStrings(of:forms:base:)``), which the stream never hands out.
///
/// ```swift
/// let shown = ShownSubstitutionForms(rules: rules, locale: "en", format: .xcstrings)
/// shown.split(forms).shown  // zero, one, other of six forms
/// ```
struct ShownSubstitutionForms {
  /// The locale's plural categories; `nil` when there are no rules or the language is unknown:
  /// every form is kept.
  let categories: Set<String>?
  let format: LocalizationFormat

  /// - Parameters:
  ///   - rules: The reader's plural rules (``LocalizationReader/pluralRules``), or `nil`.
  ///   - locale: The locale of the texts.
  ///   - format: The format whose strings these are (Android shows no `zero` outside its rules).
  init(rules: LanguagePluralRules?, locale: String, format: LocalizationFormat) {
    categories = rules?.categories(of: locale)
    self.format = format
  }

  /// Whether a form is shown: not a plural form (a width case), or one the language shows.
  private func isShown(_ component: StringVariant.Component) -> Bool {
    guard let categories else { return true }
    switch component {
    case .plural(let form), .substitution(_, let form):
      return UnshownPluralForms.isShown(form, in: categories, format: format)
    default: return true
    }
  }

  /// Whether a unit whose own variant is `components` (`device.iphone, plural.few`) is never
  /// shown, so its substitutions need not be expanded.
  func hidesUnit(_ components: [StringVariant.Component]) -> Bool {
    components.contains { !isShown($0) }
  }

  /// `forms` split into those the language shows and the others; all shown when none would be
  /// left (`ja` with only `one`): the stream then leaves them out itself and warns that the
  /// plural has no `other` form.
  func split(_ forms: [SubstitutionExpander.Form]) -> (
    shown: [SubstitutionExpander.Form], unshown: [SubstitutionExpander.Form]
  ) {
    guard categories != nil else { return (forms, []) }
    let shown = forms.filter { isShown($0.component) }
    guard !shown.isEmpty else { return (forms, []) }
    return (shown, forms.filter { !isShown($0.component) })
  }

  /// One string for each of `forms` (forms left out by ``split(_:)``), standing for the texts
  /// that hold it: its variant is `base`'s variant with the form, its value the form's text, its
  /// place the form's. The stream (``UnshownPluralForms``) leaves each out and names its form in
  /// the key's note, as it did when every combination was expanded; none is laid out.
  static func unshownStrings(of forms: [SubstitutionExpander.Form], base: LocalizedString)
    -> [LocalizedString]
  {
    forms.map { form in
      var string = base
      string.value = form.text
      string.variant = StringVariant(base.variant.components + [form.component])
      string.location = form.location
      string.isStandIn = true
      return string
    }
  }

  /// One string for each `other` form of the variables `referenced` (in that order) that no
  /// combination kept holds, when the combinations were cut (`outcome.wasTruncated`): it stands
  /// for the form, so the stream, which judges a key's forms by its strings, does not take the
  /// variable for one without `other` (fortieth attack A40-7: 1,000 variables side by side, of
  /// which the 512 KiB total kept 7 combinations, were said to have no form other). None is
  /// laid out (``LocalizedString/isStandIn``); the forms never checked are named in the
  /// expansion's own warning.
  static func uncheckedOtherStrings(
    referenced: [String], forms: (String) -> [SubstitutionExpander.Form]?,
    outcome: SubstitutionExpander.Outcome, base: LocalizedString
  ) -> [LocalizedString] {
    guard outcome.wasTruncated else { return [] }
    var kept = Set<StringVariant.Component>()
    for expansion in outcome.expansions { kept.formUnion(expansion.components) }
    let unchecked = referenced.compactMap { name -> SubstitutionExpander.Form? in
      let other = StringVariant.Component.substitution(name: name, form: "other")
      return kept.contains(other) ? nil : forms(name)?.first { $0.component == other }
    }
    return unshownStrings(of: unchecked, base: base)
  }
}
