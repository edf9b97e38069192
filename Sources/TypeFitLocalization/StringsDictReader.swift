import Foundation

/// Reads `.stringsdict` property lists: plural rules, width variants and device variants.
///
/// For a key with `NSStringLocalizedFormatKey`, every `%#@variable@` in the format is replaced
/// by each form of the variable's `NSStringPluralRuleType` dictionary (`zero one two few many
/// other`, in that order), every combination, and each result is one string located at the
/// first form substituted. `NSStringVariableWidthRuleType` entries give one string per width
/// (`width.20`), `NSStringDeviceSpecificRuleType` one per device. The locale comes from the
/// enclosing `.lproj` folder, as for ``StringsFileReader``.
public enum StringsDictReader {
  /// Reads one `.stringsdict` file from its bytes.
  ///
  /// - Parameters:
  ///   - data: The XML property list.
  ///   - path: The path to report and to take the `.lproj` locale from.
  ///   - options: Development language, nesting and combination limits.
  /// - Returns: The expanded strings in file order and diagnostics. Malformed or unsafe XML
  ///   yields no strings and one diagnostic.
  public static func read(
    _ data: Data, path: String, options: LocalizationReadOptions = LocalizationReadOptions()
  ) -> LocalizationReadResult {
    gather(data, path: path, options: options).readResult
  }

  /// Reads as ``read(_:path:options:)`` does, the diagnostics limited as they are found. With
  /// `pluralRules`, a variable's plural forms the file's language never shows are left out before
  /// the combinations are enumerated (``ShownSubstitutionForms``).
  static func gather(
    _ data: Data, path: String, options: LocalizationReadOptions, pluralRules: LanguagePluralRules? = nil
  ) -> XMLReadResult {
    // Foundation reads a binary `.stringsdict` too; said as for a binary strings table, not as
    // bytes that are not UTF-8 (twelfth attack A10).
    if data.starts(with: "bplist".utf8) {
      return XMLReadResult(
        diagnostics: [
          StringsTableForm.binaryRefusal(path: path, readable: "XML property lists (.stringsdict)")
        ])
    }
    let opened = PropertyListDictionary.openTopDictionary(data, path: path, options: options)
    var result = opened.result
    guard let top = opened.top else { return result }
    let locale = opened.locale
    var expansionBudget = ExpansionBudget(fileBytes: data.count)
    for (key, value) in PropertyListDictionary.entries(of: top) {
      guard value.name == "dict" else {
        result.diagnostics.append(
          LocalizationDiagnostic(
            kind: .unexpectedType, at: value.location(in: path),
            message: "expected <dict> for key \"\(key)\", found <\(value.name)>"))
        continue
      }
      var entry = StringsDictEntry(
        key: key, locale: locale, dict: value, path: path, options: options, expansionBudget: expansionBudget)
      entry.pluralRules = pluralRules
      entry.read()
      expansionBudget = entry.expansionBudget
      result.strings.append(contentsOf: entry.strings)
      result.diagnostics.append(contentsOf: entry.diagnostics)
    }
    return result
  }
}
