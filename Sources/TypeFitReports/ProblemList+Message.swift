import TypeFitRow

extension ProblemList {
  /// A problem said in one message, for the reports that have one message per problem (SARIF,
  /// `xcode`, `github`): the headline (``headline(_:allLocales:contexts:groupLimit:)``: key,
  /// problem, locales, sizes and devices), then the first locale's full sentence with the
  /// example's layout context:
  ///
  /// ```
  /// settings.privacy: title truncates from AX1 in de, fi (needs 2 lines, 1 allowed). de: 'Datenschutzeinstellungen' needs 2 lines from AX1; 1 allowed; shows 'Datenschutzeinstel…' (iPhone SE (3rd generation), 375 pt)
  /// ```
  ///
  /// - Parameters:
  ///   - allLocales: the run's locales (`in all 11 locales`).
  ///   - contexts: the run's layout contexts, by which the problem's are named.
  ///   - contextNames: `ContextNames(contexts)`, made once by a caller that writes many messages.
  ///   - escaped: whether the headline's key is shown escaped for one line (``QuotedText``),
  ///     as a line-based format needs; the sentence always is.
  ///   - cause: the line that says the problem with the other rows of its cause, if any
  ///     (``CauseLine``).
  static func message(
    _ problem: Problem, cause: CauseLine? = nil, allLocales: Set<String>, contexts: [LayoutContext],
    contextNames: ContextNames? = nil, escaped: Bool
  ) -> String {
    let headline =
      cause.map { Self.headline($0, of: problem, allLocales: allLocales, contexts: contexts) }
      ?? Self.headline(problem, allLocales: allLocales, contexts: contexts, contextNames: contextNames)
    var message =
      (escaped ? QuotedText.escaped(headline) : headline) + ". \(problem.occurrences[0].locale): "
      + problem.example
    if problem.context < contexts.count {
      message += " (" + ContextLabel.text(contexts[problem.context]) + ")"
    }
    return message
  }
}
