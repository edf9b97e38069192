/// The app's own `Font` and `UIFont` members (`extension Font { static let rowTitle = … }`,
/// `static var scaledBody: Font { … }`): whether each `Font` member scales with Dynamic Type, so
/// `.font(.scaledBody)` is not a guess, and the font each one makes when it is a font expression
/// ``FontExpression`` reads, so `.font(.rowTitle)` and `textLabel?.font = .rowUI` are measured
/// in it (A21-9).
///
/// A member scales when its value or body, or the body of a member of the same extension it
/// calls, uses `UIFontMetrics`, `scaledValue`, `scaledFont`, `relativeTo:` or `@ScaledMetric`;
/// it is fixed when it uses neither those nor a text style and makes a `.system(size:)` font.
/// Anything else stays unknown and `.font(.member)` is a note.
///
/// A member's font is read from a `static let name = value`, `static var name: Font = value` or
/// a computed `static var name: Font { value }` (`{ return value }`) whose value starts with a
/// text style or a `Font`/`UIFont` call (`Font.title`, `.custom("A", size: 30, relativeTo:
/// .body)`, `.body.weight(.black)`, `UIFontMetrics(…).scaledFont(for: …)`), or names another
/// member of the app's (`Font.rowTitle.bold()`): followed up to ``maximumDepth`` members deep,
/// in the same file or one read before. A body of several statements or a member taking
/// parameters (`static func appFont(_:)`) is not read.
struct FontMemberIndex {
  enum Scaling { case scales, fixed }

  /// How many members one member's value is followed through (`a1 = .a2`, `a2 = .a3`, …);
  /// a cycle ends there too.
  static let maximumDepth = 4

  private(set) var members: [String: Scaling] = [:]
  /// The fonts the app's `extension Font` members make, by name.
  private(set) var fonts: [String: FontExpression] = [:]
  /// The fonts the app's `extension UIFont` members make, by name.
  private(set) var uiFonts: [String: FontExpression] = [:]

  static func mightDeclare(_ bytes: [UInt8]) -> Bool {
    bytes.containsSequence(Array("extension Font".utf8))
      || bytes.containsSequence(Array("extension UIFont".utf8))
  }

  static let scalingWords: Set<String> = [
    "UIFontMetrics", "scaledValue", "scaledFont", "relativeTo", "ScaledMetric", "preferredFont",
  ]

  /// The names a member's value may start with to be read as a font: text styles and the
  /// `Font`/`UIFont` calls ``FontExpression`` reads.
  static let fontHeads: Set<String> = SourceRuleScanner.textStyles.union([
    "system", "custom", "preferredFont", "systemFont", "boldSystemFont", "italicSystemFont",
    "monospacedSystemFont", "monospacedDigitSystemFont", "UIFontMetrics",
  ])

  /// The font a member named `name` makes, in the app's `UIFont` extensions when `uiKit` is set
  /// and found there, else in its `Font` extensions; `nil` when it is not read.
  func font(named name: String, uiKit: Bool) -> FontExpression? {
    uiKit ? uiFonts[name] ?? fonts[name] : fonts[name] ?? uiFonts[name]
  }

  mutating func add(_ stream: TokenStream) {
    var position = 0
    while position + 2 < stream.count {
      defer { position += 1 }
      guard stream[position].text == "extension",
        stream.isIdentifier(position + 1, "Font") || stream.isIdentifier(position + 1, "UIFont")
      else { continue }
      let isUIFont = stream[position + 1].text == "UIFont"
      var open = position + 2
      while open < stream.count, open < position + 20, !stream.isPunctuation(open, "{") { open += 1 }
      guard stream.isPunctuation(open, "{"), let close = stream.partner[open] else { continue }
      let (bodies, values) = Self.members(in: open + 1..<close, stream: stream)
      func direct(_ range: Range<Int>) -> Bool {
        range.contains { Self.scalingWords.contains(stream[$0].text) }
          || range.contains { stream[$0].isPunctuation("@") && stream.isIdentifier($0 + 1, "ScaledMetric") }
      }
      var resolved: [String: FontExpression?] = [:]
      func font(_ name: String, depth: Int) -> FontExpression? {
        if let done = resolved[name] { return done }
        guard depth < Self.maximumDepth, let range = values[name] else {
          return isUIFont ? uiFonts[name] : fonts[name]
        }
        let result = read(range, depth: depth)
        if depth == 0 { resolved[name] = .some(result) }
        return result
      }
      func read(_ range: Range<Int>, depth: Int) -> FontExpression? {
        var head = range.lowerBound
        if stream.isIdentifier(head, "Font") || stream.isIdentifier(head, "UIFont"),
          stream.isPunctuation(head + 1, ".")
        {
          head += 1
        }
        if stream.isPunctuation(head, ".") { head += 1 }
        guard head < range.upperBound, stream[head].kind == .identifier else { return nil }
        let name = stream[head].text
        if !Self.fontHeads.contains(name) {
          // Another member: its font, with the weight this value adds (`.rowTitle.bold()`).
          guard !bodies.keys.contains(name) || values[name] != nil, var base = font(name, depth: depth + 1)
          else { return nil }
          if let weight = FontExpression.weight(in: range, stream: stream) { base.weight = weight }
          return base
        }
        let expression = FontExpression(in: range, stream: stream)
        return expression.textStyle == nil && expression.fixedPointSize == nil ? nil : expression
      }
      for name in values.keys {
        guard let expression = font(name, depth: 0) else { continue }
        if isUIFont { uiFonts[name] = expression } else { fonts[name] = expression }
      }
      guard !isUIFont else { continue }
      for (name, range) in bodies {
        let callsScaled = range.contains { index in
          stream[index].kind == .identifier && stream.isPunctuation(index + 1, "(")
            && bodies[stream[index].text].map(direct) == true
        }
        if direct(range) || callsScaled {
          members[name] = .scales
        } else if range.contains(where: { stream[$0].isIdentifier("system") })
          && range.contains(where: { stream[$0].isIdentifier("size") })
          && !range.contains(where: { SourceRuleScanner.textStyles.contains(stream[$0].text) })
        {
          members[name] = .fixed
        } else if let expression = fonts[name] {
          // A member read through another one (`static let a1 = Font.rowFixed`).
          members[name] = expression.fixedPointSize == nil ? .scales : .fixed
        }
      }
    }
  }

  /// The members declared at the top level of an extension body: each `var`/`let`/`func` name
  /// with the range of its value or body (`bodies`), and, for a `var`/`let` whose value is one
  /// expression, that expression's range (`values`).
  private static func members(in body: Range<Int>, stream: TokenStream)
    -> (bodies: [String: Range<Int>], values: [String: Range<Int>])
  {
    var bodies: [String: Range<Int>] = [:]
    var values: [String: Range<Int>] = [:]
    var current = body.lowerBound
    while current < body.upperBound {
      if let close = stream.closingPartner(ofOpeningAt: current, before: body.upperBound) {
        current = close + 1
        continue
      }
      let keyword = stream[current].text
      guard ["var", "let", "func"].contains(keyword), stream[current].kind == .keyword,
        current + 1 < body.upperBound, stream[current + 1].kind == .identifier
      else {
        current += 1
        continue
      }
      let name = stream[current + 1].text
      // To the `=` or `{` that starts the value, over a type or parameters.
      var start = current + 2
      while start < body.upperBound, !stream.isPunctuation(start, "{"), !stream.isPunctuation(start, "=") {
        if stream[start].kind == .keyword, ["var", "let", "func"].contains(stream[start].text) { break }
        if let close = stream.closingPartner(ofOpeningAt: start, before: body.upperBound),
          !stream.isPunctuation(start, "{")
        {
          start = close
        }
        start += 1
      }
      guard start < body.upperBound else { break }
      if stream.isPunctuation(start, "{"), let end = stream.partner[start], end < body.upperBound {
        bodies[name] = start + 1..<end
        var value = start + 1..<end
        if keyword != "func" {
          if value.first.map({ stream[$0].kind == .keyword && stream[$0].text == "return" }) == true {
            value = value.lowerBound + 1..<value.upperBound
          }
          if !value.isEmpty,
            stream.expressionEnd(from: value.lowerBound, limit: value.upperBound) == value.upperBound
          {
            values[name] = value
          }
        }
        current = end + 1
      } else if stream.isPunctuation(start, "="), keyword != "func" {
        let end = stream.expressionEnd(from: start + 1, limit: body.upperBound)
        if end > start + 1 {
          bodies[name] = start + 1..<end
          values[name] = start + 1..<end
        }
        current = max(end, start + 1)
      } else {
        current = start
      }
    }
    return (bodies, values)
  }
}
