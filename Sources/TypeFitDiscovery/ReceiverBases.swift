/// The base of the expression each modifier of a file applies to, found by walking back over
/// the modifiers before it: `Text("a").bold().font(…)` gives the position of `Text`.
///
/// The walk back from one modifier passes the modifiers before it, whose walks end at the same
/// base, so every position a walk passes is remembered with the answer, and a later walk stops
/// at the first position already known. All the modifiers of a chain of any length are thus
/// answered by looking at each of its tokens once: ``tokensExamined`` never exceeds the
/// number of tokens in the file.
struct ReceiverBases {
  /// Position passed → the position of its base, or -1 when there is none.
  private var known: [Int: Int] = [:]
  /// The tokens looked at by every search so far.
  private(set) var tokensExamined = 0

  /// The position of the name at the base of the expression the modifier at `dot` (the
  /// position of its `.`) applies to, or `nil` when the expression has no named base.
  mutating func base(ofModifierAt dot: Int, in stream: TokenStream) -> Int? {
    var position = dot - 1
    var passed: [Int] = []
    var base = -1
    while position >= 0 {
      if let answer = known[position] {
        base = answer
        break
      }
      tokensExamined += 1
      passed.append(position)
      let token = stream[position]
      if token.kind == .punctuation, token.text == ")" || token.text == "}" || token.text == "]" {
        guard let opener = stream.partner[position] else { break }
        position = opener - 1
        continue
      }
      if token.isConditionalCompilation {
        position -= 1
        continue
      }
      guard token.kind == .identifier else { break }
      if position > 0, stream[position - 1].isPunctuation(".") {
        position -= 2
        continue
      }
      base = position
      break
    }
    for position in passed { known[position] = base }
    return base >= 0 ? base : nil
  }
}
