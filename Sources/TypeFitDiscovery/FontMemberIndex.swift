/// The app's own `Font` members (`extension Font { static var scaledBody: Font { … } }`) and
/// whether each scales with Dynamic Type, so `.font(.scaledBody)` is not a guess.
///
/// A member scales when its body, or the body of a member of the same extension it calls, uses
/// `UIFontMetrics`, `scaledValue`, `scaledFont`, `relativeTo:` or `@ScaledMetric`; it is fixed
/// when it uses neither those nor a text style and makes a `.system(size:)` font. Anything else
/// stays unknown and `.font(.member)` is a note.
struct FontMemberIndex {
  enum Scaling { case scales, fixed }

  private(set) var members: [String: Scaling] = [:]

  static func mightDeclare(_ bytes: [UInt8]) -> Bool { bytes.containsSequence(Array("extension Font".utf8)) }

  static let scalingWords: Set<String> = [
    "UIFontMetrics", "scaledValue", "scaledFont", "relativeTo", "ScaledMetric", "preferredFont",
  ]

  mutating func add(_ stream: TokenStream) {
    var position = 0
    while position + 2 < stream.count {
      defer { position += 1 }
      guard stream[position].text == "extension", stream.isIdentifier(position + 1, "Font") else { continue }
      var open = position + 2
      while open < stream.count, open < position + 20, !stream.isPunctuation(open, "{") { open += 1 }
      guard stream.isPunctuation(open, "{"), let close = stream.partner[open] else { continue }
      // Each member's name and body.
      var bodies: [String: Range<Int>] = [:]
      var current = open + 1
      while current < close {
        if stream[current].text == "var" || stream[current].text == "func", current + 1 < close,
          stream[current + 1].kind == .identifier
        {
          let name = stream[current + 1].text
          var body = current + 2
          while body < close, !stream.isPunctuation(body, "{") {
            if let partner = stream.partner[body], stream.isPunctuation(body, "(") { body = partner }
            body += 1
          }
          if body < close, let end = stream.partner[body] {
            bodies[name] = body + 1..<end
            current = end
          }
        }
        current += 1
      }
      func direct(_ range: Range<Int>) -> Bool {
        range.contains { Self.scalingWords.contains(stream[$0].text) }
          || range.contains { stream[$0].isPunctuation("@") && stream.isIdentifier($0 + 1, "ScaledMetric") }
      }
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
        }
      }
    }
  }
}
