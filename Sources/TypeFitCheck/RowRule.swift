import Foundation
import TypeFitDynamicType
import TypeFitRow

/// How strings become rows: either a composed row (`title` names the title's key, with
/// optional `subtitle` and `value` keys from the same locale) or settings for every string whose
/// key matches `match`. Any field left out falls back to the configuration's defaults.
public struct RowRule: Sendable, Hashable, Codable {
  /// Key of the title string, for a row composed of several strings.
  public var title: String?
  /// Key of the subtitle string.
  public var subtitle: String?
  /// Every key the subtitle can show, when there is more than one (row discovery: an `if`/`else`
  /// of subtitles, `Text(isOn ? "a" : "b")`), ``subtitle`` first; `nil` when the subtitle is
  /// ``subtitle`` alone. The row is checked with each (``CheckItem/partAlternatives``) and the
  /// strictest result is kept; their keys are parts of the row, not strings of their own.
  public var subtitleKeys: [String]?
  /// The strings table of each of ``subtitleKeys`` (``StringsTable/name``), for rows found in the
  /// source: one dictionary for every row of a label, kept apart from ``partTables`` so that it
  /// is not copied into each row's (the sixtieth attack's A60-1: N rows over a subtitle of N
  /// texts held N tables of N).
  public var subtitleTables: [String: String]?
  /// The subtitle's text as written, when row discovery found one that is no key
  /// (`Text(verbatim:)` second in a `VStack`, UIKit `content.secondaryText = "A literal"`):
  /// laid out as written, as a verbatim value is (``RowValueText/verbatim(_:)``), when the rule
  /// has no ``subtitle`` key. Not looked up, not read as Markdown, no format arguments filled
  /// (the eighty-first attack's A81-6: such a row was laid out with its title alone).
  public var subtitleVerbatim: String?
  /// The subtitle's texts written as is, when it shows a key too (row discovery: `if flag {
  /// Text("k") } else { Text(verbatim: "A literal") }`, `flag ? Text("k") : Text(verbatim: "…")`):
  /// the row is checked with each as written beside `subtitleOptions` (``CheckItem/partAlternatives``,
  /// a text longer than a label measured left out) and the strictest result is kept, as for a
  /// verbatim value (``RowValueText/verbatim(_:)``). Not looked up, not read as Markdown, no format
  /// arguments filled (the eighty-second attack's A82-13: the row was laid out with the key's text
  /// alone).
  public var subtitleVerbatimAlternatives: [String]?
  /// Key of the trailing value string.
  public var value: String?
  /// Every text the value can show, when there is more than one or one written as is (row
  /// discovery: a `Picker`'s options, `LabeledContent("k", value: "12.4 GB")`); `nil` when the
  /// value is ``value`` alone. The row is checked with each (``CheckItem/partAlternatives``)
  /// and the strictest result is kept; their keys are parts of the row, not strings of their own.
  public var valueTexts: [RowValueText]?
  /// The strings table each part key is looked up in (``StringsTable/name``), for rows found in
  /// the source: `Other` for `Text("k", tableName: "Other")`, `Localizable` when the source names
  /// none (A24-8). A key left out, and every key of a rule without it (the configuration's
  /// rows), is looked up in every table.
  public var partTables: [String: String]?
  /// Keys whose strings each become a row title with these settings.
  public var match: Glob?
  public var accessory: Accessory?
  /// The size of a custom accessory view, in points (`"accessorySize": "44x44"`); `nil` for
  /// Apple's control (``Row/accessorySize``).
  public var accessorySize: Size?
  /// The symbol a SwiftUI info button is drawn from (``Row/accessorySymbol``), which row
  /// discovery reads; `nil` for UIKit's control and the configuration's rows.
  public var accessorySymbol: AccessorySymbol?
  public var leading: LeadingContent?
  public var navigable: Bool?
  public var titleStyle: TextStyle?
  public var subtitleStyle: TextStyle?
  public var valueStyle: TextStyle?
  /// Line limits; 0 means unlimited.
  public var titleLines: Int?
  public var subtitleLines: Int?
  public var valueLines: Int?
  /// Weights overriding the labels' styles' weights.
  public var titleWeight: FontWeight?
  public var subtitleWeight: FontWeight?
  public var valueWeight: FontWeight?
  /// The fraction of its size each label may shrink to before it is truncated (SwiftUI
  /// `.minimumScaleFactor(_:)`, found in the source; between 0 and 1), `nil` for none.
  public var titleScaleFactor: Double?
  public var subtitleScaleFactor: Double?
  public var valueScaleFactor: Double?
  /// The labels that are italic (`.italic()`).
  public var italic: Set<LabelRole>?
  /// The labels whose digits take tabular widths (`.monospacedDigit()`).
  public var monospacedDigits: Set<LabelRole>?
  /// The content size categories the row is drawn at (``Row/sizeCategories``), from a
  /// `.dynamicTypeSize(…)` row discovery read; `nil` for all twelve.
  public var sizeCategories: ClosedRange<ContentSizeCategory>?
  /// The content size categories each label is drawn at (``RowLabel/sizeCategories``); a label
  /// left out follows every category.
  public var labelSizeCategories: [LabelRole: ClosedRange<ContentSizeCategory>]?
  /// The size in points each label keeps at every category, for a font that does not scale
  /// (``RowLabel/fixedPointSize``).
  public var fixedPointSizes: [LabelRole: Double]?
  /// The size in points at Large of each label whose font scales relative to its text style
  /// (``RowLabel/relativePointSize``).
  public var relativePointSizes: [LabelRole: Double]?
  /// The style of the list the row sits in (``Row/listStyle``), from a `.listStyle(…)` row
  /// discovery read; `nil` for the run's (`--list-style`, `"listStyle"`).
  public var listStyle: ListStyle?
  /// The case each label's text is shown in (SwiftUI `.textCase(_:)`, which row discovery
  /// reads), mapped with the strings' language before it is measured (`cased(_:_:language:)`);
  /// a label left out is shown as written.
  public var textCases: [LabelRole: TextCase]?
  /// How each label is cut past its line limit (``RowLabel/truncationMode``: SwiftUI
  /// `.truncationMode(_:)`, UIKit `lineBreakMode`, which row discovery reads); a label left out
  /// is cut at its tail.
  public var truncationModes: [LabelRole: TruncationMode]?
  /// The labels whose values SwiftUI reads as inline Markdown (a `LocalizedStringKey` shown by
  /// `Text`, `Button`, `NavigationLink` …: ``InlineMarkdown``); an empty set for a row whose
  /// texts are shown as written (UIKit, `Text(verbatim:)`, a `String`). `nil`, for a string no
  /// discovered row names, reads only the inline attribute syntax `^[text](inflect: true)`.
  public var markdownLabels: Set<LabelRole>?

  public init(
    title: String? = nil, subtitle: String? = nil, value: String? = nil, match: Glob? = nil,
    accessory: Accessory? = nil, accessorySize: Size? = nil, leading: LeadingContent? = nil,
    navigable: Bool? = nil,
    titleStyle: TextStyle? = nil, subtitleStyle: TextStyle? = nil, valueStyle: TextStyle? = nil,
    titleLines: Int? = nil, subtitleLines: Int? = nil, valueLines: Int? = nil,
    titleWeight: FontWeight? = nil, subtitleWeight: FontWeight? = nil, valueWeight: FontWeight? = nil,
    italic: Set<LabelRole>? = nil, monospacedDigits: Set<LabelRole>? = nil,
    titleScaleFactor: Double? = nil, subtitleScaleFactor: Double? = nil, valueScaleFactor: Double? = nil
  ) {
    self.titleScaleFactor = titleScaleFactor
    self.subtitleScaleFactor = subtitleScaleFactor
    self.valueScaleFactor = valueScaleFactor
    self.title = title
    self.subtitle = subtitle
    self.value = value
    self.match = match
    self.accessory = accessory
    self.accessorySize = accessorySize
    self.leading = leading
    self.navigable = navigable
    self.titleStyle = titleStyle
    self.subtitleStyle = subtitleStyle
    self.valueStyle = valueStyle
    self.titleLines = titleLines
    self.subtitleLines = subtitleLines
    self.valueLines = valueLines
    self.titleWeight = titleWeight
    self.subtitleWeight = subtitleWeight
    self.valueWeight = valueWeight
    self.italic = italic
    self.monospacedDigits = monospacedDigits
  }

  /// The texts the value can show: ``valueTexts``, else ``value``'s key; empty for no value.
  var valueOptions: [RowValueText] {
    if let valueTexts { return valueTexts }
    return value.map { [.key($0)] } ?? []
  }

  /// This rule without what only its title reads: the title's key, style, lines, weight and
  /// scale factor, and the title's entries in the sets and tables kept by role (a set without
  /// them stays a set, not `nil`). Two rules with the same of this make the same value and
  /// subtitle labels (``label(_:_:language:)`` reads only its role's settings) and look their
  /// parts up alike: the titles of one `Picker` label (an `if`/`else` of 800 `Text`s, each with
  /// its own modifiers) share their values' texts and labels (the fifty-sixth attack's A56-1).
  var withoutTitle: RowRule {
    var rule = self
    rule.title = nil
    rule.titleStyle = nil
    rule.titleLines = nil
    rule.titleWeight = nil
    rule.titleScaleFactor = nil
    rule.italic?.remove(.title)
    rule.monospacedDigits?.remove(.title)
    rule.markdownLabels?.remove(.title)
    rule.labelSizeCategories?[.title] = nil
    rule.fixedPointSizes?[.title] = nil
    rule.relativePointSizes?[.title] = nil
    rule.textCases?[.title] = nil
    rule.truncationModes?[.title] = nil
    return rule
  }

  /// The keys among ``valueOptions``: the strings the row takes its value from.
  var valueKeys: [String] { valueOptions.compactMap(\.key) }

  /// The keys the subtitle can show: ``subtitleKeys``, else ``subtitle``; empty for no subtitle.
  var subtitleOptions: [String] { subtitleKeys ?? subtitle.map { [$0] } ?? [] }

  /// The keys of the row's parts: its subtitle's (``subtitleOptions``) and its value's
  /// (``valueKeys``).
  var partKeys: [String] { subtitleOptions + valueKeys }

  /// This rule's settings with `fallback` filling what it leaves out.
  public func over(_ fallback: RowRule) -> RowRule {
    var rule = RowRule(
      title: title, subtitle: subtitle, value: value, match: match,
      accessory: accessory ?? fallback.accessory, accessorySize: accessorySize ?? fallback.accessorySize,
      leading: leading ?? fallback.leading, navigable: navigable ?? fallback.navigable,
      titleStyle: titleStyle ?? fallback.titleStyle, subtitleStyle: subtitleStyle ?? fallback.subtitleStyle,
      valueStyle: valueStyle ?? fallback.valueStyle, titleLines: titleLines ?? fallback.titleLines,
      subtitleLines: subtitleLines ?? fallback.subtitleLines, valueLines: valueLines ?? fallback.valueLines,
      titleWeight: titleWeight ?? fallback.titleWeight,
      subtitleWeight: subtitleWeight ?? fallback.subtitleWeight,
      valueWeight: valueWeight ?? fallback.valueWeight, italic: italic ?? fallback.italic,
      monospacedDigits: monospacedDigits ?? fallback.monospacedDigits,
      titleScaleFactor: titleScaleFactor ?? fallback.titleScaleFactor,
      subtitleScaleFactor: subtitleScaleFactor ?? fallback.subtitleScaleFactor,
      valueScaleFactor: valueScaleFactor ?? fallback.valueScaleFactor
    )
    .sized(
      sizeCategories ?? fallback.sizeCategories, labelSizeCategories ?? fallback.labelSizeCategories,
      fixedPointSizes ?? fallback.fixedPointSizes, listStyle: listStyle ?? fallback.listStyle,
      textCases: textCases ?? fallback.textCases,
      relative: relativePointSizes ?? fallback.relativePointSizes)
    rule.accessorySymbol = accessorySymbol ?? fallback.accessorySymbol
    rule.markdownLabels = markdownLabels ?? fallback.markdownLabels
    rule.truncationModes = truncationModes ?? fallback.truncationModes
    rule.valueTexts = valueTexts
    rule.subtitleKeys = subtitleKeys
    rule.subtitleTables = subtitleTables
    rule.subtitleVerbatim = subtitleVerbatim
    rule.subtitleVerbatimAlternatives = subtitleVerbatimAlternatives
    rule.partTables = partTables
    return rule
  }

  /// This rule with the sizes row discovery reads (``sizeCategories``,
  /// ``labelSizeCategories``, ``fixedPointSizes``, ``relativePointSizes``).
  func sized(
    _ categories: ClosedRange<ContentSizeCategory>?, _ labels: [LabelRole: ClosedRange<ContentSizeCategory>]?,
    _ fixed: [LabelRole: Double]?, listStyle: ListStyle? = nil, textCases: [LabelRole: TextCase]? = nil,
    relative: [LabelRole: Double]? = nil
  ) -> RowRule {
    var rule = self
    rule.relativePointSizes = relative
    rule.sizeCategories = categories
    rule.labelSizeCategories = labels
    rule.fixedPointSizes = fixed
    rule.listStyle = listStyle ?? rule.listStyle
    rule.textCases = textCases ?? rule.textCases
    return rule
  }

  /// `text` in the case this rule gives `role`, mapped with the case rules of `language` (BCP
  /// 47) as SwiftUI's `.textCase(_:)` does with the environment's locale: Foundation's
  /// `uppercased(with:)`/`lowercased(with:)`, full Unicode case mapping with the locale's
  /// tailoring (German `ß` → `SS`, Turkish `i` → `İ`).
  func cased(_ text: String, _ role: LabelRole, language: String) -> String {
    guard let textCase = textCases?[role] else { return text }
    return Self.cased(text, textCase, language: language)
  }

  /// `text` as `role` shows it: its Markdown read (``markdownLabels``), then cased
  /// (`cased(_:_:language:)`); with the weight to measure it at, `weight` or at least
  /// `.bold` when a Markdown run is bold (the whole label at the heavier weight: the stricter).
  func shown(_ text: String, _ role: LabelRole, weight: FontWeight?, language: String)
    -> (text: String, weight: FontWeight?)
  {
    var text = text
    var weight = weight
    if let markdownLabels {
      if markdownLabels.contains(role) {
        let markdown = InlineMarkdown(text)
        text = markdown.text
        if markdown.hasBold { weight = max(weight ?? .regular, .bold) }
      }
    } else {
      text = InlineMarkdown.attributesRendered(text)
    }
    return (cased(text, role, language: language), weight)
  }

  /// `text` in `textCase`, with the case rules of `language`.
  static func cased(_ text: String, _ textCase: TextCase, language: String) -> String {
    let locale = Locale(identifier: language)
    switch textCase {
    case .uppercase: return text.uppercased(with: locale)
    case .lowercase: return text.lowercased(with: locale)
    }
  }

  /// `label` with the sizes this rule gives its role.
  private func sized(_ label: RowLabel, _ role: LabelRole) -> RowLabel {
    var label = label
    label.sizeCategories = labelSizeCategories?[role]
    label.fixedPointSize = fixedPointSizes?[role]
    label.relativePointSize = relativePointSizes?[role]
    label.truncationMode = truncationModes?[role] ?? .tail
    return label
  }

  /// The label `text` makes in `role` of a row of this rule: the role's style, line limit,
  /// weight, scale factor and sizes, its text as shown (``shown(_:_:weight:language:)``).
  func label(_ text: String, _ role: LabelRole, language: String) -> RowLabel {
    let (style, lines, weight, scale): (TextStyle?, Int?, FontWeight?, Double?) =
      switch role {
      case .title: (titleStyle, titleLines, titleWeight, titleScaleFactor)
      case .subtitle: (subtitleStyle, subtitleLines, subtitleWeight, subtitleScaleFactor)
      case .value: (valueStyle, valueLines, valueWeight, valueScaleFactor)
      }
    let shown = shown(text, role, weight: weight, language: language)
    return sized(
      RowLabel(
        shown.text, textStyle: style ?? role.defaultTextStyle,
        lineLimit: lines.flatMap { $0 > 0 ? $0 : nil },
        weight: shown.weight, italic: italic?.contains(role) ?? false,
        monospacedDigits: monospacedDigits?.contains(role) ?? false, minimumScaleFactor: scale), role)
  }

  /// Lays a ``ItemRole/label`` or ``ItemRole/prose`` out as a row of one title with this
  /// rule's title style, weight and line limit: not navigable, no accessory, nothing leading,
  /// so no row rule can fire on it.
  func label(_ text: String, language: String) -> Row {
    Row(
      title: label(text, .title, language: language), isNavigable: false, language: language,
      sizeCategories: sizeCategories, listStyle: listStyle)
  }

  /// Builds the row for label texts.
  func row(title: String, subtitle: String?, value: String?, language: String) -> Row {
    Row(
      title: label(title, .title, language: language),
      subtitle: subtitle.map { label($0, .subtitle, language: language) },
      value: value.map { label($0, .value, language: language) },
      leading: leading ?? LeadingContent.none,
      accessory: accessory ?? .none, isNavigable: navigable ?? (accessory ?? .none).isNavigableByDefault,
      language: language, accessorySize: accessorySize, sizeCategories: sizeCategories, listStyle: listStyle,
      accessorySymbol: accessorySymbol)
  }
}
