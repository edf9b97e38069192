import TypeFitCheck

/// What a run checked, in the words the text and HTML summaries share, so that both count the
/// same things the same way (fresh22 F22-6: the text said `27 rows, 6 labels`, the HTML `33 rows`).
///
/// A key is checked once per locale (and per plural or device variant): the bundled example's
/// 17 row keys in 11 locales are 187 checks, each laid out at every size and on every device.
///
/// ```swift
/// CheckedPhrase.checked(summary)       // "17 rows in 11 locales: 187 row × locale checks (242 strings)"
/// CheckedPhrase.withFindings(summary)  // "152 with findings: 22 with errors or warnings, 130 with notes only"
/// ```
public enum CheckedPhrase {
  /// The keys checked by role, the locales, and the checks they made: `17 rows in 11 locales:
  /// 187 row × locale checks (242 strings)`; `27 rows, 6 labels in 3 locales: 99 key × locale
  /// checks (105 strings)` with other roles. The strings are those laid out
  /// (``CheckSummary/strings``), said when more than the checks: a row's subtitle and value
  /// are strings of their own. `nothing` when nothing was checked.
  public static func checked(_ summary: CheckSummary) -> String {
    let roles = ItemRole.allCases.compactMap { role -> (role: ItemRole, count: Int)? in
      guard let count = summary.keysByRole[role] ?? summary.rowsByRole[role], count > 0 else { return nil }
      return (role, count)
    }
    guard summary.rows > 0, !roles.isEmpty else { return "nothing" }
    var text =
      roles.map {
        $0.role == .prose || $0.role == .spoken
          ? "\($0.count) \($0.role.rawValue)" : CountPhrase.text($0.count, $0.role.rawValue)
      }
      .joined(separator: ", ")
    let unit = roles.count == 1 && roles[0].role == .row ? "row" : "key"
    text +=
      " in " + CountPhrase.text(summary.locales.count, "locale") + ": "
      + CountPhrase.text(summary.rows, "\(unit) × locale check")
    if summary.strings > summary.rows { text += " (" + CountPhrase.text(summary.strings, "string") + ")" }
    return text
  }

  /// How many of the checks have findings, those with an error or a warning apart from those
  /// with notes only: `152 with findings: 22 with errors or warnings, 130 with notes only`;
  /// `none with findings`. Findings in Swift sources (``CheckSummary/sourceFindings``: a font
  /// that does not scale, …) belong to no check, so they are said apart, with their errors and
  /// warnings: `…, 8528 with notes only; 6 more findings in Swift sources (6 errors)`. Before,
  /// the line read `0 with errors or warnings` beside a count of 6 errors.
  public static func withFindings(_ summary: CheckSummary) -> String {
    var text = "none with findings"
    if summary.rowsWithFindings > 0 {
      let serious = summary.rowsWithErrorsOrWarnings
      text =
        "\(summary.rowsWithFindings) with findings: \(serious) with errors or warnings, "
        + "\(summary.rowsWithFindings - serious) with notes only"
    }
    let sources = summary.sourceFindings
    guard !sources.isEmpty else { return text }
    let counts = [Severity.error, .warning].compactMap { severity -> String? in
      let count = sources.count { $0.severity == severity }
      return count > 0 ? CountPhrase.text(count, severity.rawValue) : nil
    }
    text +=
      "; " + CountPhrase.text(sources.count, "more finding") + " in Swift sources"
      + (counts.isEmpty ? "" : " (" + counts.joined(separator: ", ") + ")")
    return text
  }
}
