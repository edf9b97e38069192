import TypeFitDiscovery
import TypeFitLocalization

/// The rows found in Swift source whose title is text shown as written (`Text(verbatim:)`, a
/// UIKit string literal) and never a localization key: they are listed by `typefit rows` but
/// not checked, because `check` measures the strings of the localization files and such a
/// title is in none of them. Such text is often a placeholder a cell replaces at run time
/// (`textLabel.text = "info"` in a cell's initializer), so checking it as written would report
/// text no user sees.
///
/// Each such row gets one note at its place in the source, so the report says why it has no
/// results (thirty-sixth attack A36-14: the row was left out without a word); a row whose title
/// shows verbatim text beside a key gets one saying that text is not measured (A81-7).
///
/// ```swift
/// VerbatimTitleRows.notes(rows)
/// // [note at V.swift:5:7: "the row's title is verbatim text (\"Verbatim settings title…\"), …"]
/// ```
public enum VerbatimTitleRows {
  /// The longest part of a title a note quotes, in characters; longer titles end in "…".
  static let quotedLength = 60

  /// One note for each row of `sources` whose title and title alternatives hold at least one
  /// verbatim text, in the order of `sources`: with no key, the row is not checked; beside a key
  /// (a join `Text("k") + Text(verbatim: "…")`, a ternary), the verbatim text is not measured,
  /// the keys are (the eighty-first attack's A81-7: it was left out without a word); a verbatim
  /// text of white space alone beside a key shows nothing, and gets no note.
  public static func notes(_ sources: [SourceRow]) -> [LocalizationDiagnostic] {
    sources.compactMap { source in
      guard let title = source.title else { return nil }
      let references = [title.reference] + title.alternatives
      let verbatim = references.lazy.compactMap { reference -> String? in
        if case .verbatim(let text) = reference { text } else { nil }
      }
      if let key = references.lazy.compactMap(ReferencedKey.init).first {
        // Beside a key, a verbatim text of white space alone (`on ? "k" : ""`) shows nothing.
        guard let text = verbatim.first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        return LocalizationDiagnostic(
          kind: .unsupportedContent, severity: .note, at: source.location,
          message: "the row's title shows verbatim text (\(quoted(text))) beside the key "
            + "\(quoted(key.key.text)): the key's strings are checked, the verbatim text is not measured")
      }
      guard let text = verbatim.first else { return nil }
      return LocalizationDiagnostic(
        kind: .unsupportedContent, severity: .note, at: source.location,
        message: "the row's title is verbatim text (\(quoted(text))), "
          + "not a key of the string files: the same in every locale, and not checked")
    }
  }

  /// `text` quoted, escaped for a terminal and shortened to ``quotedLength``.
  private static func quoted(_ text: String) -> String {
    "\"\(TerminalText.escaped(text, limit: quotedLength))\""
  }

}
