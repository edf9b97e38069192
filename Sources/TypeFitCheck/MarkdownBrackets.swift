/// The `]` that closes a `[`, the `)` that closes a `(`, and the other look-aheads of
/// ``InlineMarkdown``, answered in time linear in the text for all questions together (A21-1,
/// A21-2).
///
/// A search for the `]` closing a `[` follows a fixed path through the text: a backslash skips
/// the character after it, a backtick jumps past the next backtick, anything else steps on.
/// From any place the path is the same, so the answer for every `[` met on the way is recorded
/// (each `]` closes the innermost `[` still open) and a later question about such a `[` costs
/// nothing; a `[` already known to close somewhere is stepped over whole, and one known not to
/// close ends the search (no `]` can then close the `[`s around it either). Parentheses are
/// matched the same way in one pass: a backslash skips the next character and a line break
/// ends every `(` still open. The backtick runs, `>`, `:` and spaces are indexed once, and
/// where a link destination read from each place stops is indexed on the first question about
/// one (``destinationStop(from:)``), so links nested in each other's destinations are not each
/// read to the end (A80-1).
///
/// A search that would step more than ``stepsPerCharacter`` times the text's length in all
/// (possible only when backtick jumps make paths that do not meet) finds nothing more: a `[`
/// then shows as written.
struct MarkdownBrackets {
  /// The bound on all bracket searches together, in steps per character of the text.
  static let stepsPerCharacter = 8

  let characters: [Character]
  /// For each place, where the next backtick is (the text's length when there is none).
  private let nextBacktick: [Int]
  /// For each `(`, the `)` that closes it, or -1.
  private let closingParentheses: [Int]
  /// For each `[` searched from: the `]` that closes it, ``unknown`` or ``unclosed``.
  private var closingBrackets: [Int]
  private var steps = 0
  private let stepLimit: Int
  /// The start of every maximal backtick run, by the run's length, in text order.
  private var backtickRuns: [Int: [Int]] = [:]
  /// For each place, the next `>`, `:` and whitespace-or-`<` (the text's length when none).
  private let nextGreaterThan: [Int]
  private let nextColon: [Int]
  private let nextSpaceOrLessThan: [Int]
  /// For each place, where a link destination read from it stops, and the first character at
  /// or after it that is not whitespace (the text's length when none): empty until
  /// ``destinationStop(from:)`` or ``nonWhitespace(from:)`` is first asked, as most values
  /// with markup hold no link.
  private var destinationStops: [Int] = []
  private var nextNonWhitespace: [Int] = []

  private static let unknown = -1
  private static let unclosed = -2

  init(_ characters: [Character]) {
    self.characters = characters
    let count = characters.count
    stepLimit = Self.stepsPerCharacter * count + 1_024
    closingBrackets = Array(repeating: Self.unknown, count: count)
    var backtick = [Int](repeating: count, count: count + 1)
    var greater = backtick
    var colon = backtick
    var space = backtick
    var index = count - 1
    while index >= 0 {
      let character = characters[index]
      backtick[index] = character == "`" ? index : backtick[index + 1]
      greater[index] = character == ">" ? index : greater[index + 1]
      colon[index] = character == ":" ? index : colon[index + 1]
      space[index] = character.isWhitespace || character == "<" ? index : space[index + 1]
      index -= 1
    }
    nextBacktick = backtick
    nextGreaterThan = greater
    nextColon = colon
    nextSpaceOrLessThan = space
    var parentheses = [Int](repeating: -1, count: count)
    var open: [Int] = []
    index = 0
    while index < count {
      switch characters[index] {
      case "\\": index += 1
      case "\n", "\r": open.removeAll()
      case "(": open.append(index)
      case ")": if let start = open.popLast() { parentheses[start] = index }
      default: break
      }
      index += 1
    }
    closingParentheses = parentheses
    index = 0
    while index < count {
      guard characters[index] == "`" else {
        index += 1
        continue
      }
      var length = 0
      while index + length < count, characters[index + length] == "`" { length += 1 }
      backtickRuns[length, default: []].append(index)
      index += length
    }
  }

  /// The `]` closing the `[` at `open` before `end`, brackets nested, backslash escapes and
  /// backtick pairs skipped.
  mutating func closingBracket(_ open: Int, before end: Int) -> Int? {
    if closingBrackets[open] == Self.unknown { search(from: open) }
    let close = closingBrackets[open]
    return close >= 0 && close < end ? close : nil
  }

  /// The `)` closing the `(` at `open` before `end`, parentheses nested, without a line break
  /// before it.
  func closingParenthesis(_ open: Int, before end: Int) -> Int? {
    let close = closingParentheses[open]
    return close >= 0 && close < end ? close : nil
  }

  /// Where a link destination without `<…>` begun at `start` stops (CommonMark 0.31.2 §6.3): at
  /// the first whitespace or control character (U+0000 to U+001F, U+007F), a backslash stepping
  /// over the character after it; the text's length when there is none. Read from the end of the
  /// text once for every place: in `[](` × m then `)` × m each of the m destinations reaches the
  /// far end, and reading each took 85 s of CPU at 40,000 characters in a debug build (the
  /// eightieth attack's A80-1).
  mutating func destinationStop(from start: Int) -> Int {
    if destinationStops.isEmpty { indexDestinations() }
    return destinationStops[start]
  }

  /// The first place at or after `start` whose character is not whitespace (the text's length
  /// when there is none): many destinations can end at the same run of spaces (A80-1).
  mutating func nonWhitespace(from start: Int) -> Int {
    if nextNonWhitespace.isEmpty { indexDestinations() }
    return nextNonWhitespace[start]
  }

  /// Fills ``destinationStops`` and ``nextNonWhitespace``.
  private mutating func indexDestinations() {
    let count = characters.count
    var stops = [Int](repeating: count, count: count + 1)
    var solid = stops
    var index = count - 1
    while index >= 0 {
      let character = characters[index]
      if character.isWhitespace
        || character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
      {
        stops[index] = index
      } else {
        stops[index] = character == "\\" && index + 1 < count ? stops[index + 2] : stops[index + 1]
      }
      solid[index] = character.isWhitespace ? solid[index + 1] : index
      index -= 1
    }
    destinationStops = stops
    nextNonWhitespace = solid
  }

  /// The start of the first backtick run of exactly `length` backticks at or after `start` and
  /// before `end`.
  func backtickRun(length: Int, from start: Int, before end: Int) -> Int? {
    guard let starts = backtickRuns[length] else { return nil }
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] < start { low = middle + 1 } else { high = middle }
    }
    return low < starts.count && starts[low] < end ? starts[low] : nil
  }

  /// The `>` ending an autolink `<scheme:…>` begun at `open`, before `end`, with no whitespace
  /// or `<` inside. The scheme is CommonMark 0.31.2 §6.5's: 2 to 32 characters, an ASCII letter
  /// then ASCII letters, digits, `+`, `.` or `-` (`<12:30>` is no autolink and shows as written:
  /// the seventy-first attack's A71-11). At most 32 characters are looked at for each `<`.
  func autolinkEnd(_ open: Int, before end: Int) -> Int? {
    let close = nextGreaterThan[open]
    guard close < end, close > open + 1 else { return nil }
    let colon = nextColon[open + 1]
    guard colon < close, (3...33).contains(colon - open), nextSpaceOrLessThan[open + 1] >= close else {
      return nil
    }
    let scheme = characters[(open + 1)..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) })
    else { return nil }
    return close
  }

  /// The `>` ending an e-mail autolink `<local@domain>` begun at `open`, before `end`, as
  /// CommonMark 0.31.2 §6.5 "Autolinks" defines the address (after HTML5's `valid e-mail
  /// address`): one or more of ASCII letters, digits and ``emailLocalPunctuation``, `@`, then
  /// dot-separated labels of 1 to 63 ASCII letters, digits and `-`, neither starting nor
  /// ending with `-`. The scan stops at the first character outside those, so it never passes
  /// the next `<`: all scans together are linear in the text.
  func emailAutolinkEnd(_ open: Int, before end: Int) -> Int? {
    func isAlphanumeric(_ character: Character) -> Bool {
      character.isASCII && (character.isLetter || character.isNumber)
    }
    var index = open + 1
    while index < end,
      isAlphanumeric(characters[index]) || Self.emailLocalPunctuation.contains(characters[index])
    {
      index += 1
    }
    guard index > open + 1, index < end, characters[index] == "@" else { return nil }
    index += 1
    while true {
      let label = index
      while index < end, index - label < 64, isAlphanumeric(characters[index]) || characters[index] == "-" {
        index += 1
      }
      guard index > label, index - label <= 63, characters[label] != "-", characters[index - 1] != "-" else {
        return nil
      }
      guard index < end else { return nil }
      if characters[index] == ">" { return index }
      guard characters[index] == "." else { return nil }
      index += 1
    }
  }

  /// The punctuation an e-mail autolink's local part may hold besides letters and digits.
  static let emailLocalPunctuation: Set<Character> = [
    ".", "!", "#", "$", "%", "&", "'", "*", "+", "/", "=", "?", "^", "_", "`", "{", "|", "}", "~", "-",
  ]

  /// Where a bracket search goes after `index`.
  private func successor(_ index: Int) -> Int {
    switch characters[index] {
    case "\\": return index + 2
    case "`":
      let next = nextBacktick[index + 1]
      return next < characters.count ? next + 1 : index + 1
    default: return index + 1
    }
  }

  /// Follows the path from the `[` at `open`, recording the `]` of every `[` it opens; the
  /// ones still open when the path ends, or meets a `[` known to be unclosed, are unclosed.
  private mutating func search(from open: Int) {
    var unclosed = [open]
    var index = open + 1
    path: while let innermost = unclosed.last, index < characters.count, steps < stepLimit {
      steps += 1
      switch characters[index] {
      case "[":
        let known = closingBrackets[index]
        if known == Self.unclosed { break path }
        if known == Self.unknown {
          unclosed.append(index)
          index += 1
        } else {
          index = known + 1
        }
      case "]":
        closingBrackets[innermost] = index
        unclosed.removeLast()
        index += 1
      default:
        index = successor(index)
      }
    }
    for start in unclosed { closingBrackets[start] = Self.unclosed }
  }
}
