/// Replaces format specifiers in a localized text with sample arguments.
///
/// ```swift
/// let filler = FormatArgumentFiller()
/// filler.fill("%1$@ liked %2$ld posts, 100%% sure").text
/// // "Alexandra liked 1,234 posts, 100% sure"
/// filler.fill("50% off").problems.first?.written  // "%" (the space flag is not accepted)
/// ```
///
/// Malformed sequences (`%` at the end, `%5`, `%1$`, `%q`, `% x`) are kept as written and
/// reported; unexpanded `%#@name@` references are kept and reported too. Never traps.
public struct FormatArgumentFiller: Sendable {
  /// The sample arguments.
  public var samples: FormatSampleValues
  /// The languages' plural counts, which choose the count a plural form's integers show
  /// (``FormatSampleValues/forPluralForm(_:locale:rules:)``); `nil`: `zero` 0, `one` 1, `two` 2.
  public var pluralRules: LanguagePluralRules?

  /// Creates a filler with the given samples (defaults: ``FormatSampleValues/defaults``) and
  /// plural rules.
  public init(samples: FormatSampleValues = FormatSampleValues(), pluralRules: LanguagePluralRules? = nil) {
    self.samples = samples
    self.pluralRules = pluralRules
  }

  /// A `%` sequence left in the text because it is not a complete specifier.
  public struct Problem: Sendable, Hashable {
    /// The sequence as written (`%`, `%5`, `%1$`, `%q`, `%#@name@`).
    public var written: String
    /// Its UTF-8 byte offset in the original text.
    public var offset: Int
    /// Why it was left, in plain words.
    public var reason: String
    /// What was measured in its place, in plain words: `left as written` for an incomplete
    /// specifier, `measured as nothing` for `%n`.
    public var outcome = "left as written"
  }

  /// The filled text and what could not be filled.
  public struct Result: Sendable, Hashable {
    /// The text with every well-formed specifier replaced.
    public var text: String
    /// Malformed sequences, in text order.
    public var problems: [Problem]
    /// Whether the filled text reached ``FormatArgumentFiller/maximumPaddedLength`` and filling
    /// stopped there: ``text`` is then cut at that length, and the whole text would be at least
    /// that long (too long to be a label).
    public var isCapped = false
  }

  /// Filling stops once the filled text is this many UTF-16 units long: one unit more than the
  /// longest label measured (`RowPlanner.maximumLabelLength`, 50,000), so `%999999d`, or two
  /// thousand `%@` filled with a long sample, give a label that is reported as too long
  /// instead of a megabyte of spaces per specifier or gigabytes of text. Numbers in a
  /// specifier (width, precision, position) are capped at this value as they are read.
  public static let maximumPaddedLength = 50_001

  /// Problems reported per string at most; the rest are counted in one more warning.
  public static let maximumReportedProblems = 8

  /// Fills every specifier of `text`.
  ///
  /// Width pads the sample with spaces on the left (on the right with `-`, with zeros for `0`
  /// on numbers); `*` widths and precisions are ignored. Filling stops as soon as the text
  /// reaches ``maximumPaddedLength`` UTF-16 units (``Result/isCapped``), so no result is longer
  /// than that, whatever the samples and the number of specifiers.
  public func fill(_ text: String) -> Result {
    fill(text, javaStyle: false)
  }

  /// Whether `text` has a `%`, the start of every specifier: read from the string's UTF-8
  /// storage as bytes when it is contiguous (a native string), which is several times cheaper
  /// than iterating its `utf8` view. Without one, ``fill(_:)-(String)`` gives `text` back as it is.
  public static func mayHaveSpecifier(_ text: String) -> Bool {
    let percent = UInt8(ascii: "%")
    if let found = text.utf8.withContiguousStorageIfAvailable({ $0.contains(percent) }) { return found }
    return text.utf8.contains(percent)
  }

  /// Fills `text`; with `javaStyle` (Android strings, formatted by `java.util.Formatter`), `%n`
  /// is the line separator, `\n` on Android, and takes no argument.
  func fill(_ text: String, javaStyle: Bool) -> Result {
    guard Self.mayHaveSpecifier(text) else { return Result(text: text, problems: []) }
    var output = ""
    var length = 0
    var problems: [Problem] = []
    var offset = 0
    /// Appends `piece`, cut where the text reaches the cap; `false` once it has.
    func append(_ piece: String) -> Bool {
      let budget = Self.maximumPaddedLength - length
      let count = piece.utf16.count
      guard count >= budget else {
        output += piece
        length += count
        return true
      }
      output += Self.prefix(of: piece, utf16Count: budget)
      length += budget
      return false
    }
    for piece in FormatSpecifierScanner.scan(text) {
      let filled: String
      switch piece {
      case .literal(let run):
        filled = run
        offset += run.utf8.count
      case .specifier(let specifier):
        if let quirk = specifier.platformQuirk(javaStyle: javaStyle) {
          problems.append(
            Problem(written: specifier.written, offset: offset, reason: quirk.reason, outcome: quirk.outcome))
        }
        if specifier.conversion == "n" {
          filled = javaStyle ? "\n" : ""
        } else {
          filled = padded(
            samples.sample(for: specifier), specifier, budget: max(0, Self.maximumPaddedLength - length))
        }
        offset += specifier.written.utf8.count
      case .substitution(let written):
        filled = written
        problems.append(
          Problem(written: written, offset: offset, reason: "substitution was not expanded by the reader"))
        offset += written.utf8.count
      case .malformed(let written, let at):
        filled = written
        problems.append(Problem.malformed(written, at: at, in: text, javaStyle: javaStyle))
        offset += written.utf8.count
      }
      guard append(filled) else { return Result(text: output, problems: problems, isCapped: true) }
    }
    return Result(text: output, problems: problems)
  }

  /// Fills a string's value and turns problems into warnings located at the string.
  ///
  /// When the string varies by exactly one plural form (`plural.one` or `%#@count@ → one`),
  /// integers show a count of that form in the string's language
  /// (``FormatSampleValues/forPluralForm(_:locale:rules:)``). With several String Catalog
  /// substitutions each form's `%arg` names its argument position, so the integers at that
  /// position show its form's count (``LocalizedString/argumentForms``);
  /// with several other plural components it is unknown which specifier each governs, so the
  /// samples are kept.
  ///
  /// A `.stringsdict` string, and a String Catalog string made by expanding `substitutions`,
  /// get no diagnostics here: the reader reports each problem once, at the text where it is
  /// written (the format or one form), and the unexpanded variables (the internal
  /// `writtenTextWarnings(in:at:locale:place:expandsReferences:)`); here the same problem would
  /// come again for every combination of forms.
  public func fill(_ string: LocalizedString) -> (text: String, diagnostics: [LocalizationDiagnostic]) {
    guard string.isFormatted else { return (string.value, []) }
    let forms = string.variant.components.compactMap { component -> String? in
      switch component {
      case .plural(let form), .substitution(_, let form): return form
      default: return nil
      }
    }
    let filler: FormatArgumentFiller
    if forms.count == 1 {
      filler = FormatArgumentFiller(
        samples: samples.forPluralForm(forms[0], locale: string.locale, rules: pluralRules))
    } else if !string.argumentForms.isEmpty {
      filler = FormatArgumentFiller(
        samples: samples.forArgumentForms(string.argumentForms, locale: string.locale, rules: pluralRules))
    } else {
      filler = self
    }
    let result = filler.fill(string.value, javaStyle: string.format == .android)
    let isExpanded =
      string.format == .stringsdict
      || (string.format == .xcstrings
        && string.variant.components.contains { if case .substitution = $0 { true } else { false } })
    guard !isExpanded else { return (result.text, []) }
    // Only the reported problems get a message (and an excerpt): the rest are only counted.
    var diagnostics = result.problems.prefix(Self.maximumReportedProblems).map { problem in
      LocalizationDiagnostic(
        kind: .malformedFormatSpecifier, severity: .warning, at: string.location,
        message:
          "\(problem.reason): '\(problem.written)' at byte \(problem.offset) of the \(string.locale) value of \"\(string.key)\", \"\(Self.excerpt(of: string.value, around: problem.offset))\"; \(problem.outcome)"
      )
    }
    guard result.problems.count > Self.maximumReportedProblems else { return (result.text, diagnostics) }
    diagnostics.append(
      LocalizationDiagnostic(
        kind: .malformedFormatSpecifier, severity: .warning, at: string.location,
        message:
          "and \(result.problems.count - Self.maximumReportedProblems) more incomplete specifiers in \"\(string.key)\" (\(string.locale)); left as written"
      ))
    return (result.text, diagnostics)
  }

  /// At most ``excerptLength`` characters of `value` around the UTF-8 byte `offset`, with `…`
  /// where the value goes on, so a warning shows the text it is about without quoting a paragraph.
  ///
  /// The excerpt starts a quarter of its length before the character at `offset` (at the
  /// value's start if that is closer, and earlier if the value ends sooner). The value is read
  /// only up to the excerpt's end, never whole, keeping the last ``excerptLength`` character
  /// starts on the way.
  static func excerpt(of value: String, around offset: Int) -> String {
    guard value.index(value.startIndex, offsetBy: excerptLength + 1, limitedBy: value.endIndex) != nil else {
      return value
    }
    let utf8 = value.utf8
    let at =
      utf8.index(utf8.startIndex, offsetBy: max(0, offset), limitedBy: utf8.endIndex) ?? utf8.endIndex
    // `recent[n % excerptLength]` is the start of character n, for the last excerptLength ones.
    var recent: [String.Index] = []
    recent.reserveCapacity(excerptLength)
    var characterOffset = 0
    var next = value.startIndex
    while next < at {
      if recent.count < excerptLength {
        recent.append(next)
      } else {
        recent[characterOffset % excerptLength] = next
      }
      value.formIndex(after: &next)
      characterOffset += 1
    }
    let lead = excerptLength / 4
    let start: Int
    let last: String.Index
    if characterOffset <= lead {
      start = 0
      last = value.index(value.startIndex, offsetBy: excerptLength)
    } else if let end = value.index(next, offsetBy: excerptLength - lead, limitedBy: value.endIndex) {
      start = characterOffset - lead
      last = end
    } else {
      // Fewer than excerptLength characters follow the lead: end the excerpt at the value's end.
      start = characterOffset + value.distance(from: next, to: value.endIndex) - excerptLength
      last = value.endIndex
    }
    let first = start == 0 ? value.startIndex : recent[start % excerptLength]
    return (start > 0 ? "…" : "") + value[first..<last] + (last < value.endIndex ? "…" : "")
  }

  /// The longest excerpt of a value quoted in a warning, in characters.
  static let excerptLength = 40

  /// The sample padded to the specifier's width, with at most `budget` characters of padding.
  private func padded(_ sample: String, _ specifier: FormatSpecifier, budget: Int) -> String {
    guard let width = specifier.width, sample.count < width else { return sample }
    let count = min(width - sample.count, budget)
    guard count > 0 else { return sample }
    let fill = Self.repeated(UInt8(ascii: " "), count: count)
    if specifier.hasFlag("-") { return sample + fill }
    let numeric = "dDiuUxXoOfFeEgGaA".contains(specifier.conversion)
    if specifier.hasFlag("0") && numeric {
      return Self.repeated(UInt8(ascii: "0"), count: count) + sample
    }
    return fill + sample
  }

  /// The first `count` UTF-16 units of `text`, a high surrogate cut from its pair shown as
  /// U+FFFD (as decoding the units would): found by the string's own index, not by copying every
  /// unit into an array (about 1 ms for 50,000 in a debug build, A39-9).
  static func prefix(of text: String, utf16Count count: Int) -> String {
    let units = text.utf16
    guard count > 0 else { return "" }
    guard let end = units.index(units.startIndex, offsetBy: count, limitedBy: units.endIndex) else {
      return text
    }
    let last = units[units.index(before: end)]
    guard UTF16.isLeadSurrogate(last) else { return String(text[..<end]) }
    return String(text[..<units.index(before: end)]) + "\u{FFFD}"
  }

  /// `count` copies of the ASCII `byte`, made at once: `String(repeating:count:)` appends one
  /// copy at a time (0.85 ms for 50,000 in a debug build against 3 µs), and 40,000 values of
  /// `%49990d` were padded before a run's layout limit refused them (the thirty-ninth attack's
  /// A39-9).
  static func repeated(_ byte: UInt8, count: Int) -> String {
    String(unsafeUninitializedCapacity: max(0, count)) { buffer in
      buffer.initialize(repeating: byte)
      return buffer.count
    }
  }
}
