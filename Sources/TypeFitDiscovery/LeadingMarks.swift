/// Texts before a row's title that mark the row rather than name it, so that the text after
/// them is the title (the sixty-second attack's A62-10: `HStack { Text(Image(systemName:
/// "bell")); Text("k.t"); Spacer(); Text("k.v") }` was titled by the image, `k.t` lost):
///
/// - an inline image or spaces (``ParenthesisedViews/isDecoration(_:in:)``);
/// - a text without a letter beside the title (not a line above it): an emoji or a number
///   (`Text(verbatim: "🔔")`, `Text("3")`, `Text("\(count)")`, `Text("\(index + 1). ")`: each
///   interpolation a number, ``isNumber(_:)``);
/// - a date or number formatted by SwiftUI (`Text(date, style: .time)`, `Text(n, format:
///   .number)`);
/// - a text in a `ZStack` (an avatar's initial over a `Circle()`) that a text outside the
///   `ZStack` follows;
/// - beside the title, a text in a branch of an `if` chain whose other branch is an image
///   (`if let icon { Image(icon) } else { Text(initial) }`, ``isMarkChain(_:in:)``), when it is
///   mark-like (``isMarkLike(_:in:)``). A text with words there (`Text("profile.no_photo")`) is
///   no mark but is passed over all the same: it stands in the image's place, not the title's,
///   and is checked on its own as a label (the sixty-seventh attack's A67-5). Several such
///   chains before the title are all passed over.
///
/// Only texts before the first other text are passed over, and only when another text follows
/// them: a row whose only text is a mark keeps it as its title.
enum LeadingMarks {
  /// Whether `Text(…)` shows a mark, not words (every kind above but the `ZStack`'s, which the
  /// label reader knows by the text's place).
  static func isMark(_ call: CallSyntax, in stream: TokenStream) -> Bool {
    guard call.name == "Text", call.hasParentheses else { return false }
    if ParenthesisedViews.isDecoration(call, in: stream) { return true }
    if call.argument("style") != nil || call.argument("format") != nil { return true }
    guard let argument = call.argument("verbatim") ?? call.firstUnlabeled, argument.range.count == 1,
      let literal = stream[argument.range.lowerBound].literal
    else { return false }
    // The literal's own text, its interpolations (`\(count)`) left out: no letter in it, and
    // each interpolation a number (`"#\(tag.name)"` is a name, the row's title).
    var written = ""
    for segment in literal.segments {
      switch segment {
      case .text(let text): written += text
      case .interpolation(let expression): guard isNumber(expression) else { return false }
      }
    }
    return !written.contains(where: \.isLetter) && (literal.hasInterpolation || !written.isEmpty)
  }

  /// Whether the branches of an `if` chain (the ranges inside their braces) draw a mark: one
  /// is an image view alone (``LeadingImageFrame/imageViews``: `Image(…)`, `AsyncImage(…)`, with
  /// modifiers), and each other a `Text(…)` alone or nothing, so the text stands where the image
  /// does (`if let icon { Image(icon) } else { Text(initial) }`, or the reverse).
  ///
  /// - Complexity: one call parsed per branch.
  static func isMarkChain(_ branches: [Range<Int>], in stream: TokenStream) -> Bool {
    var hasImage = false
    for branch in branches where !branch.isEmpty {
      guard let call = CallSyntax.parse(at: branch.lowerBound, in: stream), call.end == branch.upperBound
      else { return false }
      if LeadingImageFrame.imageViews.contains(call.name) {
        hasImage = true
      } else if call.name != "Text" || !call.hasParentheses {
        return false
      }
    }
    return hasImage
  }

  /// Whether a branch's `Text(…)` in an image-or-text chain (``isMarkChain(_:in:)``) is
  /// mark-like, drawn as a glyph in the image's place: a mark (``isMark(_:in:)``: a symbol, an
  /// emoji, a number), a text the app computes (`Text(initial)`, `Text(String(name.prefix(1)))`),
  /// a literal of only interpolations (`"\(initial)"`) or of one character (`Text("?")`); not a
  /// literal with more (`Text("profile.no_photo")`, `Text("No photo")`: a label).
  static func isMarkLike(_ call: CallSyntax, in stream: TokenStream) -> Bool {
    guard call.name == "Text", call.hasParentheses else { return false }
    if isMark(call, in: stream) { return true }
    guard let argument = call.argument("verbatim") ?? call.firstUnlabeled else { return false }
    guard argument.range.count == 1, let literal = stream[argument.range.lowerBound].literal else {
      return true
    }
    var written = ""
    for segment in literal.segments {
      if case .text(let text) = segment { written += text }
    }
    return written.count <= 1
  }

  /// Words in an interpolation that name a number (`count`, `unreadCount`, `index + 1`).
  private static let numberWords = ["count", "index", "number", "total", "position", "rank"]

  /// Whether an interpolation's source shows a number: a digit or an arithmetic operator in it,
  /// or a name ending in one of ``numberWords``.
  static func isNumber(_ expression: String) -> Bool {
    if expression.contains(where: { $0.isNumber || "+-*/%".contains($0) }) { return true }
    let last = expression.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last.map(
      String.init)
    guard let last = last?.lowercased() else { return false }
    return numberWords.contains { last.hasSuffix($0) }
  }

  /// How many of a label's texts, from the first, are marks passed over: each a mark (`marks`,
  /// by index) or a text in a `ZStack` (`zStacks`: index → the `ZStack`) that a text outside
  /// that `ZStack` follows, with the alternatives after it; 0 when no text follows them.
  ///
  /// - Parameter isAlternative: Whether each text is an alternative of the text before it.
  /// - Complexity: linear in the texts.
  static func leadingCount(of isAlternative: [Bool], marks: Set<Int>, zStacks: [Int: Int]) -> Int {
    guard !isAlternative.isEmpty, marks.contains(0) || zStacks[0] != nil else { return 0 }
    // Whether a text (not an alternative) after each index is outside that index's `ZStack`:
    // from the end, the `ZStack` of the texts after it, and whether there were two of them.
    var outsideAfter = [Bool](repeating: false, count: isAlternative.count)
    var later: Int??
    var laterDiffer = false
    for index in isAlternative.indices.reversed() {
      outsideAfter[index] = laterDiffer || (later.map { $0 != zStacks[index] } ?? false)
      guard !isAlternative[index] else { continue }
      if let seen = later {
        if seen != zStacks[index] { laterDiffer = true }
      } else {
        later = .some(zStacks[index])
      }
    }
    var count = 0
    while count < isAlternative.count {
      if isAlternative[count] {
        count += 1
        continue
      }
      guard marks.contains(count) || (zStacks[count] != nil && outsideAfter[count]) else { break }
      count += 1
    }
    return isAlternative[count...].contains(false) ? count : 0
  }
}
