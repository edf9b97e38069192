import TypeFitDynamicType
import TypeFitRow

/// What SwiftUI modifiers set on text: `.font(…)`, `.bold()`, `.fontWeight(…)`, `.lineLimit(…)`.
///
/// ```swift
/// // Text("k").font(.subheadline.weight(.semibold)).lineLimit(2)
/// // → textStyle .subheadline, weight .semibold, lineLimit 2
/// ```
struct TextModifiers: Equatable {
  var textStyle: TextStyle?
  var weight: FontWeight?
  /// `.some(nil)` when the source sets unlimited lines (`.lineLimit(nil)`).
  var lineLimit: Int??
  /// The fraction of its size the text may shrink to before it is truncated
  /// (`.minimumScaleFactor(0.5)`): a literal between 0 and 1 (exclusive); `.some(nil)` when the
  /// source sets 1 or more (no shrinking) or a factor it computes (not known: the text is judged
  /// at its full size).
  var minimumScaleFactor: Double??
  /// Whether a `.labelStyle(…)` hides the title of the `Label`s it applies to (`.iconOnly`):
  /// `nil` when no label style is set.
  var hidesLabelTitle: Bool?
  /// Whether a `.labelStyle(…)` hides the icon of the `Label`s it applies to (`.titleOnly`):
  /// `nil` when no label style is set. Set with ``hidesLabelTitle`` by the same modifier.
  var hidesLabelIcon: Bool?

  /// Reads the modifiers of a call. The modifier nearest the view wins, as in SwiftUI, where a
  /// modifier sets the environment of the view it wraps and an inner one overrides an outer one:
  /// `Text("k").lineLimit(nil).lineLimit(1)` is unlimited, `.font(.caption).font(.largeTitle)`
  /// is caption (the seventeenth attack's A17-8 read the last one).
  /// Whether `.labelsHidden()` hides the labels of the controls it applies to (`Toggle`,
  /// `Picker`): their titles are read by VoiceOver, never drawn (the eighteenth attack's A18-13
  /// measured them and gave TF001 errors for text SwiftUI does not show).
  var hidesControlLabels: Bool?
  /// Whether `.toggleStyle(…)` draws the toggles it applies to without a switch: `.button` (a
  /// button that stays pressed) gives `true` (A20-7), any other style `false` (`.switch`,
  /// `.automatic`, the app's own, a ternary with a switch branch:
  /// ``toggleStyleHidesSwitch(in:stream:)``); `nil` when none is set.
  var togglesWithoutSwitch: Bool?
  /// Whether `.pickerStyle(…)` draws the pickers it applies to without their title
  /// (`.segmented`, `.inline`, `.wheel`, `.palette`: ``pickerStyleHidesLabel(in:stream:)``): `nil`
  /// when none is set or computed.
  var hidesPickerLabel: Bool?
  /// The content size categories a `.dynamicTypeSize(…)` lets the views reach
  /// (``DynamicTypeSizeLimit``): `nil` when none is set.
  var sizeCategories: ClosedRange<ContentSizeCategory>?
  /// The size in points of a font that does not scale (`.font(.system(size: 17))`,
  /// `.font(.custom("Inter", fixedSize: 17))`): `nil` for a font that scales or none.
  var fixedPointSize: Double?
  /// The size in points at Large of a font that scales relative to ``textStyle``
  /// (`.font(.custom("Avenir", size: 34, relativeTo: .body))`, ``FontExpression``): `nil` for a
  /// font that follows its style's sizes, or none.
  var relativePointSize: Double?
  /// The style a `.listStyle(…)` gives the lists inside (`.plain`, `PlainListStyle()`): `nil`
  /// when none is set or the style is not one the row model lays out (`.automatic`, computed).
  var listStyle: ListStyle?
  /// The case a `.textCase(…)` shows the texts in: `.some(nil)` for `.textCase(nil)` (or a case
  /// computed at run time), which shows them as written; `nil` when none is set.
  var textCase: TextCase??
  /// How texts are cut past their line limit (`.truncationMode(.middle)`): `nil` when none is
  /// set or the mode is computed.
  var truncationMode: TruncationMode?
  /// What a `.buttonStyle(…)` makes the target of the buttons it applies to in a list row
  /// (``buttonTarget(in:stream:)``): `nil` when none is set.
  var buttonTarget: AccessorySymbol.Target?
  /// Whether a `.font(…)` or `.environment(\.font, …)` is set, whether or not its style or
  /// size is read (`.font(font)` is not): with none, SwiftUI draws a text in its default font,
  /// body (``SubtitleStyle``).
  var setsFont = false

  ///
  /// - Parameter custom: the app's own modifiers (``CustomModifierIndex``): a use of one
  ///   (`.rowTitleStyle()`, `.modifier(RowStyle())`) sets what its chain sets, at its place in
  ///   the chain, as if written there (A20-27).
  /// The modifiers read here (and `modifier`, which applies a `ViewModifier`): an app's own
  /// modifier that calls none of them sets nothing discovery reads (``CustomModifierIndex``).
  static let readNames: Set<String> = [
    "font", "environment", "dynamicTypeSize", "bold", "fontWeight", "lineLimit", "listStyle", "textCase",
    "minimumScaleFactor", "labelsHidden", "toggleStyle", "pickerStyle", "labelStyle", "modifier",
    "truncationMode", "buttonStyle",
  ]

  init(_ modifiers: [CallSyntax.Modifier], in stream: TokenStream, custom: CustomModifierIndex? = nil) {
    for modifier in modifiers {
      let range = modifier.arguments.first?.range ?? 0..<0
      switch modifier.name {
      case "font":
        // A style, its relative size and a fixed size are one font: the nearest `.font` gives
        // them (``FontExpression``; a ternary is its stricter branch).
        let font = FontExpression(in: range, stream: stream)
        setsFont = true
        if textStyle == nil, fixedPointSize == nil {
          textStyle = font.textStyle
          fixedPointSize = font.fixedPointSize
          relativePointSize = font.relativePointSize
        }
        if weight == nil, let weight = font.weight { self.weight = weight }
      case "environment":
        // `.environment(\.dynamicTypeSize, .large)` (or `\.sizeCategory`) sets the size as
        // `.dynamicTypeSize(.large)` does (A21-10).
        if let (_, category) = EnvironmentDynamicTypeSize.value(modifier.arguments, in: stream), let category
        {
          sizeCategories = DynamicTypeSizeLimit.compose(outer: category...category, inner: sizeCategories)
        }
        // `.environment(\.font, .title)` sets the font as `.font(.title)` does (A20-5).
        if textStyle == nil, fixedPointSize == nil,
          let value = EnvironmentKeyPathValue.value(of: "font", modifier.arguments, in: stream)
        {
          let font = FontExpression(in: value, stream: stream)
          setsFont = true
          textStyle = font.textStyle
          fixedPointSize = font.fixedPointSize
          relativePointSize = font.relativePointSize
          if weight == nil, let weight = font.weight { self.weight = weight }
        }
        // `.environment(\.lineLimit, 1)` sets the limit as `.lineLimit(1)` does (A61-8).
        if lineLimit == nil,
          let value = EnvironmentKeyPathValue.value(of: "lineLimit", modifier.arguments, in: stream)
        {
          lineLimit = Self.lineLimit(in: value, stream: stream) ?? .some(nil)
        }
      case "dynamicTypeSize":
        // Each modifier further out limits the size first; the nearer one limits what is left.
        let limit = DynamicTypeSizeLimit.categories(in: range, stream: stream)
        sizeCategories = DynamicTypeSizeLimit.compose(outer: limit, inner: sizeCategories)
      case "bold":
        // `.bold()`, `.bold(true)` and a computed `.bold(flag)` (the stricter) are bold;
        // `.bold(false)` leaves the weight as it was (A20-3 read it as bold).
        let isActive = modifier.arguments.first.map { !Self.isFalse($0.range, stream: stream) } ?? true
        if weight == nil, isActive { weight = .bold }
      case "fontWeight":
        // `.fontWeight(c ? .regular : .black)` is the heavier (A20-6 took the first branch).
        if weight == nil, let weight = FontExpression.literalWeight(in: range, stream: stream) {
          self.weight = weight
        }
      case "lineLimit":
        // A limit the source computes is not known, but it is the text's own: an outer literal
        // limit does not apply (read as unlimited rather than inventing the outer one).
        if lineLimit == nil { lineLimit = Self.lineLimit(in: range, stream: stream) ?? .some(nil) }
      case "listStyle":
        if listStyle == nil { listStyle = Self.listStyle(in: range, stream: stream) }
      case "textCase":
        if textCase == nil { textCase = .some(Self.textCase(in: range, stream: stream)) }
      case "minimumScaleFactor":
        if minimumScaleFactor == nil {
          minimumScaleFactor = .some(Self.scaleFactor(in: range, stream: stream))
        }
      case "truncationMode":
        // `.truncationMode(.middle)`, `Text.TruncationMode.head` (A21-27: read as tail).
        if truncationMode == nil { truncationMode = Self.truncationMode(in: range, stream: stream) }
      case "buttonStyle":
        if buttonTarget == nil { buttonTarget = Self.buttonTarget(in: range, stream: stream) }
      case "labelsHidden":
        if hidesControlLabels == nil { hidesControlLabels = true }
      case "pickerStyle":
        if hidesPickerLabel == nil {
          hidesPickerLabel = Self.pickerStyleHidesLabel(in: range, stream: stream)
        }
      case "toggleStyle":
        if togglesWithoutSwitch == nil {
          togglesWithoutSwitch = Self.toggleStyleHidesSwitch(in: range, stream: stream)
        }
      case "labelStyle":
        if hidesLabelTitle == nil {
          hidesLabelTitle = Self.hidesLabelTitle(in: range, stream: stream)
          hidesLabelIcon = Self.hidesLabelIcon(in: range, stream: stream)
        }
      default:
        // The modifiers nearer the view (read so far) win over what the app's modifier sets.
        if let custom, let expansion = custom.modifiers(of: modifier, in: stream) {
          self = expansion.under(self)
        }
      }
    }
  }

  /// Whether a `.labelStyle(…)` argument shows no title: `.iconOnly` (or `IconOnlyLabelStyle()`)
  /// → `true`; another style → `false`.
  static func hidesLabelTitle(in range: Range<Int>, stream: TokenStream) -> Bool {
    range.contains {
      stream[$0].kind == .identifier && ["iconOnly", "IconOnlyLabelStyle"].contains(stream[$0].text)
    }
  }

  /// Whether a `.labelStyle(…)` argument shows no icon: `.titleOnly` (or `TitleOnlyLabelStyle()`)
  /// → `true`; another style → `false` (the eighteenth attack's A18-7 kept the icon, measuring
  /// the title narrower than SwiftUI draws it).
  static func hidesLabelIcon(in range: Range<Int>, stream: TokenStream) -> Bool {
    range.contains {
      stream[$0].kind == .identifier && ["titleOnly", "TitleOnlyLabelStyle"].contains(stream[$0].text)
    }
  }

  init() {}

  /// The styles whose button, in a list row, is pressed by its own label alone
  /// (https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderless, `.plain`).
  static let ownTargetButtonStyles: Set<String> = [
    "borderless", "BorderlessButtonStyle", "plain", "PlainButtonStyle",
  ]

  /// What a `.buttonStyle(…)` argument makes a list row's button's target: its own label for
  /// ``ownTargetButtonStyles`` (a ternary with one of them among its branches too: the stricter,
  /// its size judged); the row for any other style (`.automatic`, `.bordered`, the app's own:
  /// read as the default style, whose target is the whole row, so no target of the button's own
  /// is judged).
  static func buttonTarget(in range: Range<Int>, stream: TokenStream) -> AccessorySymbol.Target? {
    guard !range.isEmpty else { return nil }
    let owns = TernaryBranches.leaves(of: range, in: stream).contains { branch in
      branch.contains {
        [.identifier, .keyword].contains(stream[$0].kind) && ownTargetButtonStyles.contains(stream[$0].text)
      }
    }
    return owns ? .symbol : .row
  }

  /// The first text style named in a `.font(…)` argument: `.subheadline`, `.system(.body)`,
  /// `.custom("X", size: 12, relativeTo: .headline)`, `Font.caption`.
  static func textStyle(in range: Range<Int>, stream: TokenStream) -> TextStyle? {
    for position in range where stream[position].kind == .identifier {
      guard position > range.lowerBound, stream.isPunctuation(position - 1, ".") else { continue }
      let name = stream[position].text
      if ["title", "caption"].contains(name) || TextStyle(rawValue: name) != nil,
        let style = try? TextStyle(parsing: name)
      {
        return style
      }
    }
    return nil
  }

  /// SwiftUI's list styles (https://developer.apple.com/documentation/swiftui/liststyle) as the
  /// row model lays them out: `.inset` (`InsetListStyle`) insets the rows from the screen edges
  /// as `.insetGrouped` does, the model's nearest style; `.automatic` and the other platforms'
  /// styles are not known.
  static let listStyles: [String: ListStyle] = [
    "plain": .plain, "PlainListStyle": .plain, "grouped": .grouped, "GroupedListStyle": .grouped,
    "insetGrouped": .insetGrouped, "InsetGroupedListStyle": .insetGrouped, "inset": .insetGrouped,
    "InsetListStyle": .insetGrouped, "sidebar": .sidebar, "SidebarListStyle": .sidebar,
  ]

  /// The style a `.listStyle(…)` argument names: `.plain` or `PlainListStyle()` (the argument's
  /// first name); `nil` for another.
  static func listStyle(in range: Range<Int>, stream: TokenStream) -> ListStyle? {
    guard let first = range.first(where: { stream[$0].kind == .identifier }) else { return nil }
    return listStyles[stream[first].text]
  }

  /// `.uppercase`, `.lowercase` (or `Text.Case.uppercase`) → that case; `nil`, or a case
  /// computed at run time → `nil` (the text as written).
  static func textCase(in range: Range<Int>, stream: TokenStream) -> TextCase? {
    guard range.count >= 2, stream.isPunctuation(range.upperBound - 2, "."),
      stream[range.upperBound - 1].kind == .identifier
    else { return nil }
    let written = range.lowerBound..<range.upperBound - 2
    // Only `.x`, `Text.Case.x` or `Case.x`: `flag ? .uppercase : .lowercase` is computed.
    guard
      written.allSatisfy({
        stream[$0].kind == .identifier && ["Text", "Case"].contains(stream[$0].text)
          || stream.isPunctuation($0, ".")
      })
    else { return nil }
    return TextCase(rawValue: stream[range.upperBound - 1].text)
  }

  /// The truncation a `.truncationMode(…)` argument or a `lineBreakMode = …` value names:
  /// `.middle`, `Text.TruncationMode.head`, `.byTruncatingMiddle`,
  /// `NSLineBreakMode.byTruncatingHead`; `nil` (tail, the default) for another mode, or one
  /// computed at run time (`flag ? .head : .tail`).
  static func truncationMode(in range: Range<Int>, stream: TokenStream) -> TruncationMode? {
    guard range.count >= 2, stream.isPunctuation(range.upperBound - 2, "."),
      range.allSatisfy({ stream[$0].kind == .identifier || stream.isPunctuation($0, ".") })
    else { return nil }
    return TruncationMode(member: stream[range.upperBound - 1].text)
  }

  /// Whether an argument is the literal `false`.
  static func isFalse(_ range: Range<Int>, stream: TokenStream) -> Bool {
    range.count == 1 && stream[range.lowerBound].kind == .keyword && stream[range.lowerBound].text == "false"
  }

  /// The largest line limit read from a source: a larger literal is not known, and
  /// ``SourceRuleScanner`` gives a note quoting it (no screen shows 10,000 lines).
  static let maximumLineLimit = 10_000

  /// `.lineLimit(2)` → 2; `.lineLimit(nil)` → unlimited; `.lineLimit(1...3)` → 3; `.lineLimit(2...)`
  /// → unlimited; `.lineLimit(...3)` → 3; `.lineLimit((2))` → 2 (parentheses around the whole
  /// limit are dropped); `.lineLimit(2, reservesSpace: true)` → 2; anything computed
  /// (`isAX ? nil : 1`, `max(1, n)`: only a literal, `nil` or a range of literals is read), or a
  /// literal past ``maximumLineLimit``, or a reversed range (`5...2`) → not known (`nil`).
  static func lineLimit(in written: Range<Int>, stream: TokenStream) -> Int?? {
    // `(2)`, `((1...3))`: the literal inside (A19-11 read them as computed).
    let range = LineLimitLiteral.unparenthesized(written, stream: stream)
    guard !range.isEmpty else { return nil }
    let first = stream[range.lowerBound]
    if first.kind == .keyword && first.text == "nil" { return .some(nil) }
    // A name, call or `:` anywhere makes the limit computed (A18-9: `isAX ? nil : 1` was 1).
    guard LineLimitLiteral.isLiteralForm(range, stream: stream) else { return nil }
    var lower: Int?
    var last: Int?
    var lastPosition = range.lowerBound
    for position in range where stream[position].kind == .number {
      // A literal after a prefix operator other than `+` (`-1`, `~1`) or out of range is not
      // known (``SourceRuleScanner`` quotes it); one in an expression (`3 - 1`, `2 * 2`) is
      // computed: not known either (A15-7 read `-1` as 1, A16-4 `~1` as 1). `0x2`, `0b10`,
      // `0o2` and `0_2` are 2 (``LineLimitLiteral``).
      let next = position + 1
      guard next == range.upperBound || stream.isPunctuation(next, ",") || stream.isPunctuation(next, "."),
        case .lines(let value) = LineLimitLiteral.read(numberAt: position, within: range, stream: stream)
      else {
        return nil
      }
      if lower == nil { lower = value }
      last = value
      lastPosition = position
      if !(stream.isPunctuation(position + 1, ".") && stream.isPunctuation(position + 2, ".")) { break }
    }
    guard let last else { return nil }
    // A reversed range (`5...2`) stops the app ("Range requires lowerBound <= upperBound"): no
    // limit is known (the thirty-fourth attack's A34-7 read it as 2).
    if let lower, lower > last { return nil }
    // `.lineLimit(2...)` (`PartialRangeFrom`) is at least two lines, with no maximum: unlimited
    // (the sixteenth attack's A16-4 read it as two, a false TF001 error).
    let afterRange = lastPosition + 4
    if stream.isPunctuation(lastPosition + 1, "."), stream.isPunctuation(lastPosition + 3, "."),
      afterRange == range.upperBound || stream.isPunctuation(afterRange, ",")
    {
      return .some(nil)
    }
    return .some(last == 0 ? nil : last)
  }

  /// `.minimumScaleFactor(0.5)` → 0.5: one number literal above 0 and below 1; anything else
  /// (1 or more, a name, an expression) → `nil`, the text judged at its full size.
  static func scaleFactor(in range: Range<Int>, stream: TokenStream) -> Double? {
    guard range.count == 1, stream[range.lowerBound].kind == .number,
      let factor = Double(stream[range.lowerBound].text.filter { $0 != "_" }), factor > 0, factor < 1
    else { return nil }
    return factor
  }

  /// These modifiers with `inner` (the text's own) winning over `self` (an enclosing view's).
  func under(_ inner: TextModifiers) -> TextModifiers {
    var result = self
    if let style = inner.textStyle {
      result.textStyle = style
      result.fixedPointSize = nil
      result.relativePointSize = inner.relativePointSize
    }
    if let fixed = inner.fixedPointSize {
      result.fixedPointSize = fixed
      result.relativePointSize = nil
    }
    if inner.setsFont { result.setsFont = true }
    if let style = inner.listStyle { result.listStyle = style }
    if let textCase = inner.textCase { result.textCase = textCase }
    if let mode = inner.truncationMode { result.truncationMode = mode }
    result.sizeCategories = DynamicTypeSizeLimit.compose(outer: sizeCategories, inner: inner.sizeCategories)
    if let weight = inner.weight { result.weight = weight }
    if let limit = inner.lineLimit { result.lineLimit = limit }
    if let factor = inner.minimumScaleFactor { result.minimumScaleFactor = factor }
    if let hides = inner.hidesControlLabels { result.hidesControlLabels = hides }
    if let button = inner.togglesWithoutSwitch { result.togglesWithoutSwitch = button }
    if let hides = inner.hidesPickerLabel { result.hidesPickerLabel = hides }
    if let target = inner.buttonTarget { result.buttonTarget = target }
    if let hides = inner.hidesLabelTitle {
      result.hidesLabelTitle = hides
      result.hidesLabelIcon = inner.hidesLabelIcon
    }
    return result
  }

  /// Applies to a text: values the text sets itself stay.
  func apply(to text: inout DiscoveredText, explicit: TextModifiers) {
    let merged = self.under(explicit)
    text.textStyle = merged.textStyle ?? text.textStyle
    text.weight = merged.weight ?? text.weight
    if let limit = merged.lineLimit { text.lineLimit = limit }
    if merged.textStyle != nil {
      text.fixedPointSize = nil
      text.relativePointSize = merged.relativePointSize
    }
    if let fixed = merged.fixedPointSize {
      text.fixedPointSize = fixed
      text.relativePointSize = nil
    }
    if merged.setsFont { text.setsFont = true }
    if let categories = merged.sizeCategories { text.sizeCategories = categories }
    if let textCase = merged.textCase { text.textCase = textCase }
    if let mode = merged.truncationMode { text.truncationMode = mode }
    if let factor = merged.minimumScaleFactor { text.minimumScaleFactor = factor }
  }
}
