import TypeFit

/// The row-content option group: what a single row shows (`typefit row`).
///
/// ``lineLimitOptions`` (`--title-lines`, `--subtitle-lines`) are separate so `check` can
/// offer them for every row it builds from strings.
enum RowOptions {
  /// Text, styles, leading content, accessory and language of the row.
  static let contentOptions: [OptionSpec] = [
    OptionSpec("title", value: "T", help: "The row's title (required)."),
    OptionSpec("subtitle", value: "S", help: "Secondary text below the title."),
    OptionSpec("value", value: "V", help: "Trailing secondary text (beside the title when it fits)."),
    OptionSpec(
      "accessory", value: "A",
      help: "none (default), disclosure, checkmark, toggle, infoButton or detailDisclosure; case, "
        + "spaces, - and _ ignored, and chevron/disclosureIndicator, switch, info, "
        + "detailButton (infoButton), detailDisclosureButton also read."),
    OptionSpec(
      "leading", value: "SPEC", help: "none (default), symbol, or image:WxH[:circular|square|wide]."),
    OptionSpec("title-style", value: "S", help: "Text style of the title (default body)."),
    OptionSpec("subtitle-style", value: "S", help: "Text style of the subtitle (default subheadline)."),
    OptionSpec("value-style", value: "S", help: "Text style of the value (default body)."),
    OptionSpec(
      "title-weight", value: "W",
      help: "Weight of the title instead of its style's: ultraLight … black or 100–900 (nearest for others)."),
    OptionSpec("subtitle-weight", value: "W", help: "Weight of the subtitle instead of its style's."),
    OptionSpec("value-weight", value: "W", help: "Weight of the value instead of its style's."),
    OptionSpec(
      "italic", value: "ROLES", help: "Italic labels (.italic()): title, subtitle, value, comma-separated."),
    OptionSpec(
      "monospaced-digits", value: "ROLES",
      help: "Labels with tabular digits (.monospacedDigit()): title, subtitle, value, comma-separated."),
    OptionSpec(
      "not-navigable", help: "The row is not a NavigationLink: no chevron, and the row itself is no target."),
    OptionSpec(
      "navigable",
      help:
        "The row is a NavigationLink, with a chevron: the default, but for a switch, a checkmark or an "
        + "info button alone (--accessory toggle, checkmark, infoButton)."
    ),
    OptionSpec("lang", value: "BCP47", help: "Language of the strings (de, th, zh-Hant)."),
  ]

  /// Line limits of the title and subtitle.
  static let lineLimitOptions: [OptionSpec] = [
    OptionSpec("title-lines", value: "N", help: "Most lines the title shows; 0 or absent for unlimited."),
    OptionSpec(
      "subtitle-lines", value: "N", help: "Most lines the subtitle shows; 0 or absent for unlimited."),
  ]

  /// Both groups, in help order.
  static let options = contentOptions + lineLimitOptions

  /// The row the options describe.
  ///
  /// - Throws: ``UsageError`` when `--title` is missing, for a label that is empty or only
  ///   white space (`--title ""`, `--value " "`), for a label longer than
  ///   ``MeasureRequest/maximumTextLength`` UTF-16 units, an unknown style, accessory or
  ///   leading spec, a line limit below 1, a `--lang` that is not a language tag, or a
  ///   subtitle's or value's style, weight or line limit without that part.
  static func row(_ arguments: ParsedArguments) throws -> Row {
    guard let title = arguments.value("title") else {
      throw UsageError("give the row's title with --title T")
    }
    // An empty label was laid out as an empty row, exit 0, nothing said (a fresh user's U52-14).
    // An empty subtitle or value given explicitly cannot be meant either: the row without it is
    // the option left out.
    for part in LabelRole.allCases {
      guard let text = arguments.value(part.rawValue), text.allSatisfy(\.isWhitespace) else { continue }
      let reason =
        part == .title
        ? "a row needs a title to lay out" : "leave the option out for a row without a \(part.rawValue)"
      throw UsageError("--\(part.rawValue) is \(text.isEmpty ? "empty" : "only white space"): \(reason)")
    }
    // A part's options without the part were accepted and ignored, whatever their value (the
    // sixty-fourth attack's A64-2: `--value-weight de` exit 0 without `--value`; A66-2: an
    // `--italic` or `--monospaced-digits` list naming it).
    for part in [LabelRole.subtitle, .value] where arguments.value(part.rawValue) == nil {
      let missing = "the row has no \(part.rawValue): add --\(part.rawValue) T"
      for option in ["style", "weight"] + (part == .subtitle ? ["lines"] : [])
      where arguments.value("\(part.rawValue)-\(option)") != nil {
        throw UsageError("--\(part.rawValue)-\(option) is given but \(missing)")
      }
      for option in ["italic", "monospaced-digits"] {
        if let list = arguments.value(option), (try? LabelRole.parsingList(list))?.contains(part) == true {
          throw UsageError("--\(option) names the \(part.rawValue) but \(missing)")
        }
      }
    }
    let limits = try lineLimits(arguments)
    return try UsageError.converting {
      let accessory = try arguments.value("accessory").map { try Accessory(parsing: $0) } ?? .none
      return Row(
        title: try label(title, role: .title, arguments, lineLimit: limits.title),
        subtitle: try arguments.value("subtitle").map {
          try label($0, role: .subtitle, arguments, lineLimit: limits.subtitle)
        },
        value: try arguments.value("value").map { try label($0, role: .value, arguments, lineLimit: nil) },
        leading: try arguments.value("leading").map { try LeadingContent(parsing: $0) } ?? .none,
        accessory: accessory, isNavigable: try isNavigable(arguments, accessory: accessory),
        language: try language(arguments)?.tag)
    }
  }

  /// `--navigable` or `--not-navigable`, else `accessory`'s default (the row's `--accessory`;
  /// ``Accessory/isNavigableByDefault``: a switch, checkmark or info-button row is no
  /// `NavigationLink`).
  ///
  /// - Throws: ``UsageError`` when both are given, or for `--not-navigable` with
  ///   `--accessory disclosure` or `detailDisclosure` (a chevron on a row that is no target).
  static func isNavigable(_ arguments: ParsedArguments, accessory: Accessory) throws -> Bool {
    switch (arguments.flag("navigable"), arguments.flag("not-navigable")) {
    case (true, true): throw UsageError("give either --navigable or --not-navigable, not both")
    case (true, false): return true
    case (false, true):
      // A chevron says the row leads somewhere: on a row that is no target it contradicts
      // itself (a fresh user's U55-3: accepted without a word, the chevron's room kept).
      if accessory == .disclosure {
        throw UsageError(
          "--accessory disclosure draws the chevron of a navigable row; give --not-navigable without it, "
            + "or leave out --not-navigable")
      }
      // UIKit's `.detailDisclosureButton` is the info button and that chevron; its info button
      // alone is `.detailButton`, `--accessory infoButton` (the eighty-second attack's A82-9:
      // accepted, the chevron's room kept on a row that is no target).
      if accessory == .detailDisclosure {
        throw UsageError(
          "--accessory detailDisclosure is UIKit's .detailDisclosureButton, an info button and the chevron of "
            + "a navigable row; for the info button alone (UIKit's .detailButton) give --accessory infoButton, "
            + "or leave out --not-navigable")
      }
      return false
    case (false, false):
      return accessory.isNavigableByDefault
    }
  }

  /// `--lang`, read as `check --locales` reads a locale (``LanguageOption``): `de_DE` is
  /// `de-DE`; `nil` without the option.
  ///
  /// - Throws: ``UsageError`` for a value that is not a BCP 47 language tag.
  static func language(_ arguments: ParsedArguments) throws -> LanguageOption? {
    try arguments.value("lang").map { try LanguageOption($0, name: "--lang") }
  }

  /// `--title-lines` and `--subtitle-lines`; `nil` is unlimited, and so is 0 (UILabel's
  /// `numberOfLines = 0`, as in `measure --lines` and the configuration's `titleLines`).
  ///
  /// - Throws: ``UsageError`` for a value that is not a whole number from 0 to
  ///   ``MeasureRequest/lineLimits``'s upper bound.
  static func lineLimits(_ arguments: ParsedArguments) throws -> (title: Int?, subtitle: Int?) {
    func limit(_ name: String) throws -> Int? {
      guard let value = try arguments.int(name, in: MeasureRequest.lineLimits) else { return nil }
      return value == 0 ? nil : value
    }
    return (try limit("title-lines"), try limit("subtitle-lines"))
  }

  private static func label(
    _ text: String, role: LabelRole, _ arguments: ParsedArguments, lineLimit: Int?
  ) throws -> RowLabel {
    // The limit `measure` and `check` apply (``MeasureRequest/maximumTextLength``): a longer
    // label made pictures of hundreds of megabytes (eleventh attack).
    let length = text.utf16.count
    guard length <= MeasureRequest.maximumTextLength else {
      throw UsageError(
        "--\(role.rawValue): text is \(length) UTF-16 units long, more than the "
          + "\(MeasureRequest.maximumTextLength)-unit limit of a label")
    }
    let style = try arguments.value("\(role.rawValue)-style").map { try TextStyle(parsing: $0) }
    let weight = try arguments.value("\(role.rawValue)-weight").map { text -> FontWeight in
      guard let resolved = FontWeight.resolving(text) else {
        throw UsageError("--\(role.rawValue)-weight: \(FontWeight.refusal(of: text))")
      }
      return resolved.weight
    }
    let italic = try arguments.value("italic").map { try LabelRole.parsingList($0) } ?? []
    let tabular = try arguments.value("monospaced-digits").map { try LabelRole.parsingList($0) } ?? []
    return RowLabel(
      text, textStyle: style ?? role.defaultTextStyle, lineLimit: lineLimit, weight: weight,
      italic: italic.contains(role), monospacedDigits: tabular.contains(role))
  }

  /// Notes for weights given as numbers that are not one of the nine (rounded to the nearest).
  static func weightNotes(_ arguments: ParsedArguments) -> [String] {
    LabelRole.allCases.compactMap { role in
      arguments.value("\(role.rawValue)-weight").flatMap { FontWeight.resolving($0)?.note }
        .map { "--\(role.rawValue)-weight: \($0)" }
    }
  }
}
