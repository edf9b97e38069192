extension FormatArgumentFiller {
  /// Warnings for the incomplete format specifiers (`%`, `%5`, `%q`) of one text as written in
  /// a file, at most ``maximumReportedProblems`` and a count of the rest, each located at the
  /// text.
  ///
  /// Readers that expand substitutions (`.stringsdict` variables, String Catalog
  /// `substitutions`) report each text once here, where it is written (the format, or one form),
  /// since the same problem would otherwise come again in every combination of forms;
  /// ``fill(_:)`` then fills the expanded strings without reporting.
  ///
  /// - Parameters:
  ///   - text: The text as the file gives it (a String Catalog form with `%arg` replaced).
  ///   - location: Where the text is written.
  ///   - locale: The text's locale, for the message.
  ///   - place: What the text is, for the message (`value of "key"`, `form 'one' of '%#@n@' in "key"`).
  ///   - expandsReferences: Whether `%#@name@` references in `text` are expanded (and so the
  ///     expander's to report); when `false` (width and device variants) each is a warning here.
  static func writtenTextWarnings(
    in text: String, at location: SourceLocation, locale: String, place: String,
    expandsReferences: Bool = true
  ) -> [LocalizationDiagnostic] {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
    var warnings: [LocalizationDiagnostic] = []
    var count = 0
    var offset = 0
    for piece in FormatSpecifierScanner.scan(text) {
      // Only the reported problems get a message (and an excerpt): the rest are only counted.
      let problem: () -> String
      var outcome = "left as written"
      switch piece {
      case .literal(let run):
        offset += run.utf8.count
        continue
      case .specifier(let specifier):
        defer { offset += specifier.written.utf8.count }
        guard let quirk = specifier.platformQuirk() else { continue }
        problem = { [offset] in
          "\(quirk.reason): '\(specifier.written)' at byte \(offset) of the \(locale) \(place), \"\(excerpt(of: text, around: offset))\""
        }
        outcome = quirk.outcome
      case .substitution(let written):
        defer { offset += written.utf8.count }
        guard !expandsReferences else { continue }
        problem = { [offset] in
          "substitution '\(written)' at byte \(offset) of the \(locale) \(place) is not expanded there, \"\(excerpt(of: text, around: offset))\""
        }
      case .malformed(let written, let at):
        offset += written.utf8.count
        let malformed = FormatArgumentFiller.Problem.malformed(written, at: at, in: text)
        problem = {
          "\(malformed.reason): '\(malformed.written)' at byte \(at) of the \(locale) \(place), \"\(excerpt(of: text, around: at))\""
        }
        outcome = malformed.outcome
      }
      count += 1
      guard count <= maximumReportedProblems else { continue }
      warnings.append(
        LocalizationDiagnostic(
          kind: .malformedFormatSpecifier, severity: .warning, at: location,
          message: problem() + "; " + outcome))
    }
    if count > maximumReportedProblems {
      warnings.append(
        LocalizationDiagnostic(
          kind: .malformedFormatSpecifier, severity: .warning, at: location,
          message:
            "and \(count - maximumReportedProblems) more incomplete specifiers in the \(locale) \(place); left as written"
        ))
    }
    return warnings
  }
}
