extension SubstitutionExpander.Outcome {
  /// How a format names what it expands: String Catalog substitutions or `.stringsdict`
  /// variables (whose forms are plural rule dictionaries).
  struct Wording {
    /// One referenced name: "substitution" or "variable".
    var name: String
    /// Several: "substitutions" or "variables".
    var names: String
    /// What a name without forms lacks: "plural forms" or "plural rule dictionary".
    var forms: String
    /// What the combinations are of: "substitution" or "plural".
    var combinations: String

    /// String Catalog `substitutions`.
    static let catalog = Wording(
      name: "substitution", names: "substitutions", forms: "plural forms", combinations: "substitution")
    /// `.stringsdict` variables.
    static let stringsdict = Wording(
      name: "variable", names: "variables", forms: "plural rule dictionary", combinations: "plural")
  }

  /// The warnings of this expansion, located at `location`: names without forms and cycles
  /// (the first ``SubstitutionExpander/reportedNames`` of each named, the rest counted), nesting
  /// cuts, and dropped combinations (over `maximumCombinations`, or out of work); and an error
  /// when combinations were dropped for passing 1 MiB.
  ///
  /// `reasons` says, for a name whose definition exists but gives no forms, what is wrong with
  /// it (`has NSStringFormatSpecTypeKey 'Bogus' …`), by the name's bytes; other names without
  /// forms have none at all.
  func diagnostics(
    at location: SourceLocation, maximumCombinations: Int, wording: Wording,
    reasons: [ExactText: String] = [:]
  ) -> [LocalizationDiagnostic] {
    func warning(_ kind: LocalizationDiagnostic.Kind, _ message: String) -> LocalizationDiagnostic {
      LocalizationDiagnostic(kind: kind, severity: .warning, at: location, message: message)
    }
    var diagnostics = missingNames.prefix(SubstitutionExpander.reportedNames).map { name in
      warning(
        .missingSubstitution,
        "\(wording.name) '%#@\(name)@' \(reasons[ExactText(name)] ?? "has no \(wording.forms)"); left as written"
      )
    }
    if missingNames.count > SubstitutionExpander.reportedNames {
      diagnostics.append(
        warning(
          .missingSubstitution,
          "and \(missingNames.count - SubstitutionExpander.reportedNames) more \(wording.names) without forms; left as written"
        ))
    }
    for name in cycles.prefix(SubstitutionExpander.reportedNames) {
      diagnostics.append(
        warning(
          .missingSubstitution,
          "\(wording.name) '%#@\(name)@' refers back to itself through its forms (a cycle); left as written"))
    }
    if nestedTooDeep {
      diagnostics.append(
        warning(
          .tooManyVariants,
          "\(wording.names) nested more than 32 deep; the deeper references were left as written"))
    }
    if passedTextLength {
      // An error, as a value over the label limit is (thirty-ninth attack A39-4: the string was
      // dropped with a warning blaming nesting and time, and the run passed).
      let kept =
        expansions.isEmpty
        ? "none of its combinations is checked"
        : "those combinations were skipped, \(expansions.count) others checked"
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .valueTooLong, at: location,
          message:
            "with its \(wording.names) expanded, this text passes 1 MiB; labels over 50000 UTF-16 units are "
            + "reported, not measured: \(kept)"))
    }
    // A cut that kept nothing leaves the text unchecked: an error, as a text over the length
    // limit is (the forty-eighth attack's A48-6: a chain doubling its text at each of 18 levels
    // ran out of work before its first combination, and the run passed with a warning); a
    // warning when that error is already said (`passedTextLength`).
    let kept =
      expansions.isEmpty
      ? "none of its combinations is checked"
      : "kept the first \(expansions.count), the rest were skipped"
    func cut(_ message: String) -> LocalizationDiagnostic {
      LocalizationDiagnostic(
        kind: .tooManyVariants, severity: expansions.isEmpty && !passedTextLength ? .error : .warning,
        at: location,
        message: message + "; " + kept)
    }
    if coveredForms {
      diagnostics.append(warning(.tooManyVariants, coveringMessage(maximumCombinations, wording)))
    } else if ranOutOfWork && workWasFileRemainder {
      diagnostics.append(
        cut(
          "expanding the \(wording.combinations) combinations took too long: texts before this one in the file, "
            + "whose variables refer to further variables, used up the file's budget for expanding them"))
    } else if ranOutOfWork {
      diagnostics.append(
        cut(
          "expanding the \(wording.combinations) combinations took too long ("
            + (passedTextLength
              ? "texts passing 1 MiB" : "variables whose forms refer to further variables")
            + ")"))
    } else if passedTotalLength {
      diagnostics.append(
        cut(
          "the \(wording.combinations) combinations' texts and variants passed 512 KiB together (each form "
            + "chosen counts 64 bytes)"))
    } else if wasTruncated {
      diagnostics.append(
        warning(
          .tooManyVariants,
          "more than \(maximumCombinations) \(wording.combinations) combinations; the rest were skipped"))
    }
    return diagnostics
  }

  /// The forms a covering choice left out, named one by one up to this many, the rest counted.
  static let namedUncoveredForms = 8

  /// What a covering choice (``coveredForms``) kept and what it left out: `more than 256
  /// substitution combinations; checked 256: each form of each substitution in at least one
  /// (the others at their longest form), then the first in order; the rest were skipped`, or,
  /// when the limit, the length total or the work came first, the forms never checked.
  private func coveringMessage(_ maximumCombinations: Int, _ wording: Wording) -> String {
    var message =
      passedTotalLength
      ? "the \(wording.combinations) combinations' texts and variants passed 512 KiB together (each form "
        + "chosen counts 64 bytes); checked \(expansions.count)"
      : "more than \(maximumCombinations) \(wording.combinations) combinations; checked \(expansions.count)"
    guard !uncoveredForms.isEmpty else {
      return message
        + ": each form of each \(wording.name) in at least one (the others at their longest form), then the "
        + "first in order; the rest were skipped"
    }
    let why =
      ranOutOfWork
      ? "expanding took too long"
      : passedTotalLength ? "that total came first" : "the limit came first"
    message +=
      ", chosen to cover each form of each \(wording.name) (the others at their longest form), but \(why): "
      + "never checked "
      + uncoveredForms.prefix(Self.namedUncoveredForms).map { TerminalText.escaped($0.description) }.joined(
        separator: ", ")
    if uncoveredForms.count > Self.namedUncoveredForms {
      message += " and \(uncoveredForms.count - Self.namedUncoveredForms) more forms"
    }
    return message + "; the rest were skipped"
  }
}
