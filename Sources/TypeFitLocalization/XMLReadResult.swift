/// What an XML reader (`.stringsdict`, XLIFF, Android, XML strings tables) gathers as it reads:
/// the strings, and the diagnostics limited as they are added.
///
/// The diagnostics go through ``FileDiagnostics`` from the first one on, so a hostile file
/// with a million bad elements holds the first 100 errors, the first 100 warnings and two
/// counts, not a million diagnostics gathered and cut afterwards; ``readResult`` lists them
/// with one line per severity counting the rest (`and 999900 more warnings in this file; only
/// the first 100 are listed`), as for every other format.
struct XMLReadResult {
  /// The strings, in document order.
  var strings: [LocalizedString] = []
  /// The diagnostics, kept and counted.
  var diagnostics = FileDiagnostics<LocalizationDiagnostic>()

  /// A result holding `diagnostics` (kept and counted in order) and no strings.
  init(diagnostics: [LocalizationDiagnostic] = []) {
    self.diagnostics = FileDiagnostics(diagnostics)
  }

  /// The strings but the stand-ins (``LocalizedString/isStandIn``: a stream judges the key's
  /// forms with them, a caller of the readers' `read` never gets them), and the kept diagnostics
  /// followed by the count of the rest.
  var readResult: LocalizationReadResult {
    LocalizationReadResult(strings: strings.filter { !$0.isStandIn }, diagnostics: diagnostics.listed())
  }
}
