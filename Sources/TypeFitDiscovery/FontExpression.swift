import TypeFitDynamicType

/// What one font expression sets: its text style, its size (fixed, or at Large scaled relative
/// to the style) and its weight. SwiftUI `.font(…)` arguments and UIKit `font = …` values are
/// read alike.
///
/// ```swift
/// // .custom("Avenir", size: 34, relativeTo: .body)  → body, 34 pt at Large (relative)
/// // .custom("Avenir", size: 34)                     → body, 34 pt at Large (relative)
/// // .system(size: 17, weight: .black)               → 17 pt fixed, black
/// // .system(.body, design: .serif, weight: .black)  → body, black
/// // UIFontMetrics(forTextStyle: .body).scaledFont(for: .boldSystemFont(ofSize: 34))
/// //                                                 → body, 34 pt at Large, bold
/// // compact ? .body : .title                        → title (the stricter branch)
/// ```
///
/// A size relative to a style follows Apple's `Font.custom(_:size:relativeTo:)` ("scales
/// relative to the given text style";
/// https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:)),
/// `Font.custom(_:size:)` (which "scales relative to body":
/// https://developer.apple.com/documentation/swiftui/font/custom(_:size:)) and UIKit's
/// `UIFontMetrics.scaledFont(for:)` (the font "scaled for the current content size category",
/// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)): the given
/// size at Large, scaled at each category by the style's size there over its size at Large.
/// The face named (`"Avenir"`) is not read: the text is measured in the run's font stack.
struct FontExpression: Equatable {
  var textStyle: TextStyle?
  /// The size in points of a font that does not scale (`.system(size: 17)`,
  /// `.custom(_:fixedSize:)`).
  var fixedPointSize: Double?
  /// The size in points at Large of a font that scales relative to ``textStyle``.
  var relativePointSize: Double?
  var weight: FontWeight?

  init() {}

  /// Reads `range`. A ternary (`c ? .body : .title`, to any depth, a branch in parentheses
  /// too) is the stricter of its branches (``stricter(_:)``): which one runs is not known.
  ///
  /// A member of the app's own `extension Font` (or `UIFont`, looked in first when `uiKit` is
  /// set) is the font it makes (``FontMemberIndex``), with a weight added after it
  /// (`.rowTitle.bold()`).
  ///
  /// - Complexity: linear in the range's tokens: the ternaries' `?` and `:` are paired once
  ///   (``TernaryBranches``) and each branch is read once, whatever the nesting (A21-3: a
  ///   16,000-branch ternary paired them again for every branch, and did not finish in 60 s).
  init(in range: Range<Int>, stream: TokenStream, uiKit: Bool = false) {
    let branches = TernaryBranches.leaves(of: range, in: stream)
    guard branches.count > 1 else {
      self.init(branch: range, stream: stream, uiKit: uiKit)
      return
    }
    // Source order, the earlier kept on a tie: the stricter of a ternary's two branches, and of
    // ternaries nested in them, is the strictest of all its branches.
    var result = Self(branch: branches[0], stream: stream, uiKit: uiKit)
    for branch in branches.dropFirst() {
      result = result.stricter(Self(branch: branch, stream: stream, uiKit: uiKit))
    }
    self = result
  }

  /// Reads one branch: an expression with no ternary at its top level.
  private init(branch range: Range<Int>, stream: TokenStream, uiKit: Bool) {
    if let member = Self.appMember(in: range, stream: stream, uiKit: uiKit) {
      self = member
      return
    }
    textStyle = TextModifiers.textStyle(in: range, stream: stream)
    weight = Self.weight(in: range, stream: stream)
    let names = Set(range.compactMap { stream[$0].kind == .identifier ? stream[$0].text : nil })
    // `UIFontMetrics.default` scales like body (Apple: "the default font metrics … for the body
    // text style").
    if textStyle == nil, names.contains("UIFontMetrics"), names.contains("default") { textStyle = .body }
    // `.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(
    // preferredContentSizeCategory: .large))` is the style's font at that category, whatever the
    // user's (A20-30): a fixed size.
    if let style = textStyle, names.contains("compatibleWith"),
      let category = Self.traitCategory(in: range, stream: stream)
    {
      fixedPointSize = style.metrics(at: category).pointSize
      return
    }
    // A `@ScaledMetric` size scales with the metric's style from its initial value, whatever the
    // call (`.system(size: a)`, `.custom(_:fixedSize: a)`): A21-12 read it as fixed.
    if let metric = Self.scaledMetricSize(in: range, stream: stream) {
      if textStyle == nil || !names.contains("custom") { textStyle = metric.textStyle }
      relativePointSize = metric.initialValue
      return
    }
    // `UIFont.preferredFont(forTextStyle: .body).withSize(30)`: a font of 30 pt that no longer
    // scales; `scaledFont(for: base.withSize(30))` scales 30 pt from Large (A21-16).
    if let resized = Self.withSize(in: range, stream: stream) {
      if resized.isScaled {
        relativePointSize = resized.size
        if textStyle == nil { textStyle = .body }
      } else {
        fixedPointSize = resized.size
      }
      return
    }
    guard let (label, size) = Self.size(in: range, stream: stream) else { return }
    switch label {
    case "fixedSize":
      if textStyle == nil { fixedPointSize = size }
    case "size" where names.contains("custom"), "size" where names.contains("scaledFont"),
      "ofSize" where names.contains("scaledFont"):
      relativePointSize = size
      if textStyle == nil { textStyle = .body }
    case "size" where names.contains("system"):
      if textStyle == nil { fixedPointSize = size }
    case "size" where names.contains("descriptor"):
      // `UIFont(descriptor:size: 30)` is 30 pt at every category; `size: 0` (no size read) keeps
      // the descriptor's text-style size (A21-16 measured 30 as the style's).
      fixedPointSize = size
    default:
      break
    }
  }

  /// The category a `UITraitCollection(preferredContentSizeCategory: .large)` names (UIKit's
  /// names, `ContentSizeCategory(parsing:)`); `nil` for none or one computed.
  private static func traitCategory(in range: Range<Int>, stream: TokenStream) -> ContentSizeCategory? {
    for position in range where stream[position].isIdentifier("preferredContentSizeCategory") {
      guard stream.isPunctuation(position + 1, ":"), stream.isPunctuation(position + 2, "."),
        position + 3 < range.upperBound, stream[position + 3].kind == .identifier,
        !stream.isPunctuation(position + 4, ".")
      else { return nil }
      return try? ContentSizeCategory(parsing: stream[position + 3].text)
    }
    return nil
  }

  /// The font of the app's member `range` names (`.rowTitle`, `Font.rowTitle.bold()`,
  /// `UIFont.rowUI`), with the weight a call after it adds; `nil` for anything else, a member
  /// called with arguments (`.appFont(30)`) or one ``FontMemberIndex`` did not read.
  private static func appMember(in range: Range<Int>, stream: TokenStream, uiKit: Bool) -> FontExpression? {
    var head = range.lowerBound
    if stream.isIdentifier(head, "Font") || stream.isIdentifier(head, "UIFont"),
      stream.isPunctuation(head + 1, ".")
    {
      head += 1
    }
    guard stream.isPunctuation(head, "."), head + 1 < range.upperBound, stream[head + 1].kind == .identifier,
      !stream.isPunctuation(head + 2, "("), !FontMemberIndex.fontHeads.contains(stream[head + 1].text),
      var font = stream.fonts.font(named: stream[head + 1].text, uiKit: uiKit)
    else { return nil }
    if let weight = weight(in: head + 2..<range.upperBound, stream: stream) { font.weight = weight }
    return font
  }

  /// The `@ScaledMetric` property the first size argument (`size:`, `fixedSize:`, `ofSize:`)
  /// names (``ScaledMetricProperty``); `nil` when it names none.
  static func scaledMetricSize(in range: Range<Int>, stream: TokenStream) -> ScaledMetricProperty? {
    for position in range where stream[position].kind == .identifier {
      guard ["size", "fixedSize", "ofSize"].contains(stream[position].text),
        stream.isPunctuation(position + 1, ":")
      else { continue }
      var end = position + 2
      while end < range.upperBound, !stream.isPunctuation(end, ","), !stream.isPunctuation(end, ")") {
        end += 1
      }
      return ScaledMetricProperty(named: position + 2..<end, in: stream)
    }
    return nil
  }

  /// The size of the last `.withSize(N)` (a literal from 1 to 1,000 pt, in any form
  /// ``SourceNumber/read(_:in:field:allowed:whole:)`` reads: `+5`, `0b11`, `0o17`) outside brackets, a
  /// font of that size that does not scale; else of one inside `scaledFont(for: …)`, scaled
  /// (`isScaled`). `nil` when there is none or its size is computed.
  static func withSize(in range: Range<Int>, stream: TokenStream) -> (size: Double, isScaled: Bool)? {
    /// The literal of `.withSize(N)` at `position`.
    func literal(at position: Int) -> Double? {
      guard stream.isIdentifier(position, "withSize"), position > range.lowerBound,
        stream.isPunctuation(position - 1, "."), stream.isPunctuation(position + 1, "("),
        let close = stream.partner[position + 1], close > position + 2, close <= position + 4,
        case .value(let value) = SourceNumber.read(
          position + 2..<close, in: stream, field: "the size in points", allowed: SourceRuleScanner.fontSizes)
      else { return nil }
      return value
    }
    var outside: Double?
    var scaled: Double?
    var position = range.lowerBound
    while position < range.upperBound {
      if let value = literal(at: position) {
        outside = value
        position += 4
        continue
      }
      if let close = stream.closingPartner(ofOpeningAt: position, before: range.upperBound) {
        if stream.isPunctuation(position, "("), position > range.lowerBound,
          stream.isIdentifier(position - 1, "scaledFont"),
          let inner = (position + 1..<close).last(where: { literal(at: $0) != nil })
        {
          scaled = literal(at: inner)
        }
        position = close + 1
        continue
      }
      position += 1
    }
    if let outside { return (outside, false) }
    return scaled.map { ($0, true) }
  }

  /// The first size argument (`size:`, `fixedSize:`, `ofSize:`) with a literal from 1 to
  /// 1,000 pt, and its label; `nil` when there is none or it is computed.
  private static func size(in range: Range<Int>, stream: TokenStream) -> (String, Double)? {
    for position in range where stream[position].kind == .identifier {
      let name = stream[position].text
      guard ["size", "fixedSize", "ofSize"].contains(name), stream.isPunctuation(position + 1, ":") else {
        continue
      }
      let number = position + 2
      guard number < range.upperBound, stream[number].kind == .number,
        number + 1 == range.upperBound || stream.isPunctuation(number + 1, ",")
          || stream.isPunctuation(number + 1, ")"),
        let value = Double(stream[number].text.replacingOccurrences(of: "_", with: "")),
        (1...1000).contains(value)
      else { return nil }
      return (name, value)
    }
    return nil
  }

  /// The weight a font expression names: `.weight(.semibold)`, a `weight: .black` argument
  /// (`.system(.body, design: .serif, weight: .black)`, `UIFont.systemFont(ofSize:weight:)`),
  /// `.bold()`, `UIFont.boldSystemFont(ofSize:)` or the `.traitBold` symbolic trait; the
  /// heavier branch of a ternary weight.
  static func weight(in range: Range<Int>, stream: TokenStream) -> FontWeight? {
    for position in range where stream[position].kind == .identifier {
      let name = stream[position].text
      if name == "bold", stream.isPunctuation(position + 1, "(") { return .bold }
      if name == "boldSystemFont" || name == "traitBold" { return .bold }
      guard name == "weight" else { continue }
      if stream.isPunctuation(position + 1, "("), let close = stream.partner[position + 1] {
        return literalWeight(in: position + 2..<close, stream: stream)
      }
      if stream.isPunctuation(position + 1, ":") {
        var end = position + 2
        while end < range.upperBound, !stream.isPunctuation(end, ","), !stream.isPunctuation(end, ")") {
          if let partner = stream.closingPartner(ofOpeningAt: end, before: range.upperBound) { end = partner }
          end += 1
        }
        return literalWeight(in: position + 2..<end, stream: stream)
      }
    }
    return nil
  }

  /// `.black`, `Font.Weight.black` → black; `c ? .regular : .black` → black (the heavier
  /// branch); `nil` or anything computed → `nil`.
  ///
  /// - Complexity: linear in the range's tokens (``TernaryBranches``; A21-3).
  static func literalWeight(in range: Range<Int>, stream: TokenStream) -> FontWeight? {
    TernaryBranches.leaves(of: range, in: stream).compactMap { branchWeight(in: $0, stream: stream) }.max()
  }

  /// `.black`, `Font.Weight.black` → black; anything else `nil`.
  private static func branchWeight(in range: Range<Int>, stream: TokenStream) -> FontWeight? {
    guard range.count >= 2, stream.isPunctuation(range.upperBound - 2, "."),
      stream[range.upperBound - 1].kind == .identifier
    else { return nil }
    let name = stream[range.upperBound - 1].text
    return FontWeight.allCases.first { "\($0)" == name }
  }

  /// The size the expression gives at `category`, or `nil` when it names no style or size.
  func pointSize(at category: ContentSizeCategory) -> Double? {
    if let fixedPointSize { return fixedPointSize }
    guard let textStyle else { return nil }
    let size = textStyle.metrics(at: category).pointSize
    guard let relativePointSize else { return size }
    let large = textStyle.metrics(at: .large).pointSize
    return large > 0 ? size * relativePointSize / large : size
  }

  /// The stricter of two fonts one of which is shown: the one larger at the largest category
  /// (AX5; at Large when equal there; the known one when the other names no size), with the
  /// heavier of their weights.
  func stricter(_ other: FontExpression) -> FontExpression {
    var result = yields(to: other) ? other : self
    result.weight = [weight, other.weight].compactMap { $0 }.max()
    return result
  }

  /// Whether `other` is larger at the largest category (AX5; at Large when equal there), or
  /// names a size when this one names none: the style and size ``stricter(_:)`` takes.
  func yields(to other: FontExpression) -> Bool {
    func sizes(_ font: FontExpression) -> (Double, Double)? {
      guard let largest = font.pointSize(at: .accessibility5), let large = font.pointSize(at: .large) else {
        return nil
      }
      return (largest, large)
    }
    guard let theirs = sizes(other) else { return false }
    return sizes(self).map { theirs > $0 } ?? true
  }
}

extension DiscoveredText {
  /// Takes what a UIKit `font = …` value sets (``FontExpression``): its style with its
  /// relative or fixed size (a `compatibleWith:` trait collection), and its weight; what it does
  /// not set stays.
  mutating func takeFont(_ font: FontExpression) {
    if let style = font.textStyle {
      textStyle = style
      relativePointSize = font.relativePointSize
      fixedPointSize = font.fixedPointSize
    }
    if let weight = font.weight { self.weight = weight }
  }
}
