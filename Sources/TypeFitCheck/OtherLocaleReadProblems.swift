import TypeFitInput
import TypeFitLocalization

/// The read warnings and notes of files whose locale the run does not check, and those about
/// one string of such a locale in a file of several (``LocalizationDiagnostic/locale``), left
/// out of the report and counted in one note.
///
/// `--locales de,ja,en` (or typefit.json's `locales`) scopes a run to some languages, but the
/// reader still reads every file: a malformed `el.lproj/Localizable.stringsdict` gave a warning
/// annotation in every format about a locale the job had left out (fresh27 F27-2). A file is
/// of a locale the run does not check when none of its strings is in a checked locale and it
/// gave some, or, giving none, its `.lproj` folder names such a locale. Its errors are still
/// listed: input not read is said whatever its language.
///
/// ```swift
/// var other = OtherLocaleReadProblems()
/// var unlisted = UnlistedDiagnosticCounts()
/// let kept = other.filter(
///   diagnostics, unlisted: &unlisted, of: file, fileLocale: "el", gaveStrings: true, pass: pass,
///   developmentLanguage: "en")
/// other.note  // "2 read warnings about locales this run does not check (el) are not listed; …"
/// ```
struct OtherLocaleReadProblems {
  /// How many warnings and notes were left out.
  private(set) var warnings = 0
  private(set) var notes = 0
  /// The locales of the files they came from.
  private var locales: Set<String> = []

  /// `diagnostics` of `file` without its warnings and notes when the file is of a locale the
  /// run does not check; those of them counted and not listed (`unlisted`) are then counted in
  /// the note and taken out of `unlisted`.
  ///
  /// - Parameters:
  ///   - fileLocale: The locale of the file's strings, when they were all of one the run does
  ///     not check (`nil` when the file gave no string, or one in a checked locale).
  ///   - gaveStrings: Whether the file gave any string.
  mutating func filter(
    _ diagnostics: [LocalizationDiagnostic], unlisted: inout UnlistedDiagnosticCounts, of file: String,
    fileLocale: String?, gaveStrings: Bool,
    pass: RowPlanner.Pass, developmentLanguage: String
  ) -> [LocalizationDiagnostic] {
    guard !diagnostics.isEmpty else { return diagnostics }
    // A warning or note about one string of a locale the run leaves out, in a file of several
    // locales (a String Catalog's plural form `ja` never shows, under `--locales de`): left out
    // and counted one by one (A51-1: 45 such notes about ja, ko and zh listed in a de run).
    var diagnostics = diagnostics
    if diagnostics.contains(where: { $0.locale != nil }) {
      diagnostics.removeAll { diagnostic in
        guard diagnostic.severity != .error, let locale = diagnostic.locale, !pass.checks(locale: locale)
        else {
          return false
        }
        if diagnostic.severity == .warning { warnings += 1 } else { notes += 1 }
        locales.insert(TerminalText.escaped(locale))
        return true
      }
    }
    let locale: String
    if let fileLocale {
      locale = fileLocale
    } else if !gaveStrings,
      let folder = LocaleTag.fromLprojPath(file, developmentLanguage: developmentLanguage),
      !pass.checks(locale: folder)
    {
      locale = folder
    } else {
      return diagnostics
    }
    let kept = diagnostics.filter { $0.severity == .error }
    guard kept.count < diagnostics.count else { return diagnostics }
    let leftOutWarnings = diagnostics.count { $0.severity == .warning }
    warnings += leftOutWarnings + unlisted.warnings
    notes += diagnostics.count - kept.count - leftOutWarnings + unlisted.notes
    unlisted.warnings = 0
    unlisted.notes = 0
    locales.insert(TerminalText.escaped(locale))
    return kept
  }

  /// The note counting what was left out; `nil` when nothing was. It is about the run, not about
  /// a file, so it names none (``LocalizationDiagnostic/noFile``; A76-2: it was placed at a
  /// made-up file `configuration`).
  var note: LocalizationDiagnostic? {
    let count = warnings + notes
    guard count > 0 else { return nil }
    let listed = ShortList.text(locales.sorted())
    var parts: [String] = []
    if warnings > 0 { parts.append(warnings == 1 ? "1 read warning" : "\(warnings) read warnings") }
    if notes > 0 { parts.append(notes == 1 ? "1 note" : "\(notes) notes") }
    return LocalizationDiagnostic(
      kind: .otherLocaleReadProblems, severity: .note, file: LocalizationDiagnostic.noFile,
      message:
        parts.joined(separator: " and ") + " about locales this run does not check (\(listed)) "
        + "\(count == 1 ? "is" : "are") not listed; check those locales to see \(count == 1 ? "it" : "them")")
  }
}
