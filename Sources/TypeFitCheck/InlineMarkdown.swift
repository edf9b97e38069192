import Foundation

/// The text SwiftUI shows for a localized value it reads as inline Markdown, and whether any of
/// it is bold.
///
/// `Text(_ key: LocalizedStringKey)` (and every control title built on it: `Button("k")`,
/// `NavigationLink("k")`, `Label("k", systemImage:)`) parses the looked-up value as Markdown
/// with inline syntax only, whitespace kept (iOS 15 and later; Foundation's
/// `AttributedString(markdown:options:)` with `.inlineOnlyPreservingWhitespace`), while
/// `Text(verbatim:)`, `Text(someString)` and UIKit labels show it as written. What this reads:
///
/// | Markdown | Shown |
/// |---|---|
/// | `[text](url)`, `[text](url "title")` | `text` (a link) |
/// | `![alt](url)` | `alt` |
/// | `^[text](inflect: true)` (inline attributes, automatic grammar agreement) | `text` |
/// | `<https://example.com>`, `<mail@example.com>` (autolinks) | `https://example.com`, `mail@example.com` |
/// | `&amp;`, `&lt;`, `&nbsp;`, `&#x41;`, `&#65;` (entity and numeric references, `MarkdownCharacterReference`) | `&`, `<`, U+00A0, `A`, `A` |
/// | a backslash at the end of a line (a hard line break) | the line break |
/// | `**b**`, `__b__` | `b`, bold |
/// | `*i*`, `_i_`, `~~s~~` | `i`, `s` (italic and struck-through take about the width of the upright text) |
/// | a code span (text between backticks) | its text (in a monospaced font, measured in the label's) |
/// | `\*` (a backslash before ASCII punctuation) | `*` |
///
/// Emphasis follows CommonMark's flanking rules and its rule of three: a run of `*` or `_`
/// opens before a non-space and closes after one, `_` not inside a word (`snake_case` stays),
/// `*a**b*` shows `a**b`, and a delimiter left without a partner is shown as written. Links
/// follow CommonMark 0.31.2 §6.3, which Foundation's parser (built on cmark-gfm) is taken to
/// follow (UNCONFIRMED on a device): a link may not hold a link (the innermost is the link:
/// `[[a](b)](c)` shows `[a](c)`), and the parentheses hold a destination without spaces (or in
/// `<…>`) and an optional title, nothing else (`[a](b c)` shows as written). A code span loses
/// one space at each end. Inflection is not applied: the
/// bracket text is measured as the value writes it (`1,234 Foto`, not `1.234 Fotos`).
///
/// Reading takes time linear in the value (A21-2): brackets and parentheses are matched by
/// `MarkdownBrackets`, a link's text is read in place without a copy or a nested call, and
/// emphasis pairs on a list of the delimiters still open that a failed search for an opener of
/// one kind never walks again (CommonMark's "openers bottom"), and where a link destination
/// stops is looked up, not read again for each link whose destination holds another (A80-1).
public struct InlineMarkdown: Sendable, Hashable {
  /// The text as shown, markers and link targets removed.
  public var text: String
  /// Whether some non-empty run is strong (`**…**`, `__…__`): the label is then measured at
  /// bold weight throughout (at least `.bold`), the stricter of its runs.
  public var hasBold: Bool

  /// Reads `source` as SwiftUI's inline Markdown.
  public init(_ source: String) {
    guard source.contains(where: Self.isMarkup) else {
      text = source
      hasBold = false
      return
    }
    var parser = Parser(Array(source))
    parser.parse()
    text = parser.rendered()
    hasBold = parser.hasBold
  }

  /// The characters that can begin inline Markdown.
  private static func isMarkup(_ character: Character) -> Bool {
    switch character {
    case "\\", "`", "[", "!", "^", "<", "*", "_", "~", "&": return true
    default: return false
    }
  }

  /// `source` with only Foundation's inline attribute syntax `^[text](attributes)` read (the
  /// bracket text kept), for a value whose view is unknown: the syntax is written only for
  /// `AttributedString(localized:)` and SwiftUI, which never show it as written. Linear in the
  /// value (A21-1): every bracket and parenthesis is matched once (`MarkdownBrackets`).
  public static func attributesRendered(_ source: String) -> String {
    guard holdsAttributeOpening(source) else { return source }
    var brackets = MarkdownBrackets(Array(source))
    let characters = brackets.characters
    let count = characters.count
    var output = ""
    var index = 0
    while index < count {
      if characters[index] == "^", index + 1 < count, characters[index + 1] == "[",
        let close = brackets.closingBracket(index + 1, before: count),
        close + 1 < count, characters[close + 1] == "(",
        let end = brackets.closingParenthesis(close + 1, before: count)
      {
        output += String(characters[(index + 2)..<close])
        index = end + 1
      } else {
        output.append(characters[index])
        index += 1
      }
    }
    return output
  }

  /// Whether `source` holds `^[`, searched in its UTF-8 bytes: Foundation's `contains` bridged
  /// every label of a run through `NSString` (270 instructions per row-layout on the
  /// 20,000-value catalog of Docs/Performance.md, 2026-12-03 perf21a). A `^[` the
  /// bytes hold but Foundation's search would not match (a `[` joined to a combining mark) only
  /// sends the text through the loop of ``attributesRendered(_:)``, which gives it back as it is.
  static func holdsAttributeOpening(_ source: String) -> Bool {
    if let found = source.utf8.withContiguousStorageIfAvailable(holdsCaretBracket(in:)) { return found }
    return holdsCaretBracket(source.utf8)
  }

  /// Whether `bytes` hold `^` directly followed by `[`, each `^` found by `memchr`: a label of
  /// 50,000 bytes (a `%49990d` filled in, the thirty-ninth attack's A39-9) took 1 ms a byte at a
  /// time in a debug build.
  private static func holdsCaretBracket(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    var offset = 0
    while offset < bytes.count,
      let caret = memchr(base + offset, Int32(UInt8(ascii: "^")), bytes.count - offset)
    {
      let next = base.distance(to: caret.assumingMemoryBound(to: UInt8.self)) + 1
      if next < bytes.count, base[next] == UInt8(ascii: "[") { return true }
      offset = next
    }
    return false
  }

  /// Whether `bytes` hold `^` directly followed by `[`.
  private static func holdsCaretBracket(_ bytes: some Sequence<UInt8>) -> Bool {
    var previous: UInt8 = 0
    for byte in bytes {
      if previous == UInt8(ascii: "^") && byte == UInt8(ascii: "[") { return true }
      previous = byte
    }
    return false
  }

  /// One piece of parsed text: literal characters, or a run of `*`/`_`/`~` delimiters that may
  /// still pair up.
  private struct Piece {
    var text: String
    var delimiter: Character?
    var count = 0
    var canOpen = false
    var canClose = false
    /// The run's length as written, for CommonMark's rule of three.
    var length = 0
  }

  /// The text being read: the whole value, or a link's bracket text, whose delimiters pair
  /// only among themselves.
  private struct Span {
    /// Where its text starts and ends in the value.
    var start: Int
    var end: Int
    /// Where the enclosing text goes on after the link.
    var resume: Int
    /// Its own pieces (indices into ``Parser/pieces``): text, delimiter runs, and for each link
    /// inside it an empty piece standing for the link's text.
    var items: [Int] = []
    /// `contents[k]`: how many of `items[0..<k]` show some text.
    var contents: [Int] = [0]
    /// Which of `items` are delimiter runs, in order.
    var delimiters: [Int] = []
  }

  private struct Parser {
    var brackets: MarkdownBrackets
    var characters: [Character] { brackets.characters }
    var pieces: [Piece] = []
    var spans: [Span] = []
    var hasBold = false
    /// The `[` of each link whose text holds another link (``linksHoldingLinks()``): not a link.
    var holdsLink: Set<Int> = []

    init(_ characters: [Character]) { brackets = MarkdownBrackets(characters) }

    static func isPunctuation(_ character: Character) -> Bool {
      character.isPunctuation || character.isSymbol
    }

    static func isSpace(_ character: Character?) -> Bool {
      guard let character else { return true }
      return character.isWhitespace
    }

    /// Adds literal text to the innermost span, joined to its last piece when that is text.
    mutating func append(_ text: String) {
      guard !text.isEmpty else { return }
      let span = spans.count - 1
      if let last = spans[span].items.last, last == pieces.count - 1, pieces[last].delimiter == nil,
        spans[span].contents.last! > spans[span].contents[spans[span].contents.count - 2]
      {
        pieces[last].text += text
      } else {
        add(Piece(text: text), shows: true)
      }
    }

    /// Adds a piece to the innermost span.
    mutating func add(_ piece: Piece, shows: Bool) {
      let span = spans.count - 1
      if piece.delimiter != nil { spans[span].delimiters.append(spans[span].items.count) }
      spans[span].items.append(pieces.count)
      spans[span].contents.append(spans[span].contents.last! + (shows ? 1 : 0))
      pieces.append(piece)
    }

    mutating func parse() {
      // A link holding a link has two `[`: most values with markup (`Fertig!`, `**B**`) have none.
      if let first = characters.firstIndex(of: "["), characters[(first + 1)...].contains("[") {
        holdsLink = linksHoldingLinks()
      }
      spans = [Span(start: 0, end: characters.count, resume: characters.count)]
      var index = 0
      while true {
        let start = spans[spans.count - 1].start
        let end = spans[spans.count - 1].end
        guard index < end else {
          // The span is read: pair its delimiters, then go on after its link.
          pairDelimiters()
          guard spans.count > 1 else { break }
          let span = spans.removeLast()
          let shows =
            span.contents.last! > 0 || span.delimiters.contains { pieces[span.items[$0]].count > 0 }
          add(Piece(text: ""), shows: shows)
          index = span.resume
          continue
        }
        let character = characters[index]
        switch character {
        case "\\"
        where index + 1 < end && characters[index + 1].isASCII
          && Self.isPunctuation(characters[index + 1]):
          append(String(characters[index + 1]))
          index += 2
        case "\\" where index + 1 < end && ["\n", "\r", "\r\n"].contains(characters[index + 1]):
          // A hard line break (CommonMark §6.7): the line ending alone.
          append(String(characters[index + 1]))
          index += 2
        case "&":
          // `&amp;`, `&#x41;` (CommonMark §2.5): the character named; anything else as written.
          if let (shown, after) = MarkdownCharacterReference.read(characters, at: index, before: end) {
            append(shown)
            index = after
          } else {
            append("&")
            index += 1
          }
        case "`":
          var run = 0
          while index + run < end, characters[index + run] == "`" { run += 1 }
          if let close = brackets.backtickRun(length: run, from: index + run, before: end) {
            append(Self.codeSpanText(characters[(index + run)..<close]))
            index = close + run
          } else {
            append(String(repeating: "`", count: run))
            index += run
          }
        case "[", "!", "^":
          if let (open, close, after) = link(at: index, before: end),
            characters[index] != "[" || !holdsLink.contains(open)
          {
            // The label's own Markdown (`[**b**](url)`) is read with the rest of the text.
            spans.append(Span(start: open + 1, end: close, resume: after))
            index = open + 1
          } else {
            append(String(character))
            index += 1
          }
        case "<":
          if let close = brackets.autolinkEnd(index, before: end)
            ?? brackets.emailAutolinkEnd(index, before: end)
          {
            append(String(characters[(index + 1)..<close]))
            index = close + 1
          } else {
            append("<")
            index += 1
          }
        case "*", "_", "~":
          var run = 0
          while index + run < end, characters[index + run] == character { run += 1 }
          let before = index > start ? characters[index - 1] : nil
          let after = index + run < end ? characters[index + run] : nil
          let leftFlanking =
            !Self.isSpace(after)
            && (!Self.isPunctuation(after!) || Self.isSpace(before) || Self.isPunctuation(before!))
          let rightFlanking =
            !Self.isSpace(before)
            && (!Self.isPunctuation(before!) || Self.isSpace(after) || Self.isPunctuation(after!))
          var piece = Piece(
            text: String(repeating: character, count: run), delimiter: character, count: run, length: run)
          switch character {
          case "_":
            piece.canOpen = leftFlanking && (!rightFlanking || Self.isPunctuation(before!))
            piece.canClose = rightFlanking && (!leftFlanking || Self.isPunctuation(after!))
          case "~":
            piece.canOpen = run == 2 && leftFlanking
            piece.canClose = run == 2 && rightFlanking
          default:
            piece.canOpen = leftFlanking
            piece.canClose = rightFlanking
          }
          add(piece, shows: false)
          index += run
        default:
          append(String(character))
          index += 1
        }
      }
    }

    /// A link, image or inline attribute at `index`: where its `[` and `]` are, and the index
    /// after its closing parenthesis. A link's or image's parentheses must hold a destination
    /// and an optional title as CommonMark writes them (``isDestinationAndTitle(from:before:)``): `[a](b c)`
    /// is no link, and shows as written; an inline attribute's hold Apple's own syntax.
    mutating func link(at index: Int, before end: Int) -> (Int, Int, Int)? {
      var open = index
      if characters[index] == "!" || characters[index] == "^" {
        guard index + 1 < end, characters[index + 1] == "[" else { return nil }
        open = index + 1
      }
      guard characters[open] == "[", let close = brackets.closingBracket(open, before: end),
        close + 1 < end, characters[close + 1] == "(",
        let parenthesis = brackets.closingParenthesis(close + 1, before: end),
        characters[index] == "^" || isDestinationAndTitle(from: close + 2, before: parenthesis)
      else { return nil }
      return (open, close, parenthesis + 1)
    }

    /// The `[` of every link whose text holds another link, at any depth (inside an image's
    /// text too): CommonMark 0.31.2 §6.3, "Links may not contain other links, at any level of
    /// nesting"; the innermost is the link, and the outer brackets and destination show as
    /// written (`[[a](b)](c)` shows `[a](c)`, the seventieth attack's A70-2). The text is walked
    /// once as ``parse()`` walks it (escapes and code spans skipped), and the links found are
    /// nested on a stack, each marking only the one around it: linear in the text.
    mutating func linksHoldingLinks() -> Set<Int> {
      var found: Set<Int> = []
      // The links and images still open around the place: their `[`, `]`, whether a link, and
      // whether a link was found inside.
      var around: [(open: Int, close: Int, isLink: Bool, holdsLink: Bool)] = []
      func leave(before place: Int) {
        while let last = around.last, last.close < place {
          around.removeLast()
          if last.holdsLink || last.isLink, !around.isEmpty { around[around.count - 1].holdsLink = true }
          if last.holdsLink && last.isLink { found.insert(last.open) }
        }
      }
      let count = characters.count
      var index = 0
      while index < count {
        switch characters[index] {
        case "\\" where index + 1 < count:
          index += 2
        case "`":
          var run = 0
          while index + run < count, characters[index + run] == "`" { run += 1 }
          if let close = brackets.backtickRun(length: run, from: index + run, before: count) {
            index = close + run
          } else {
            index += run
          }
        case "[", "!", "^":
          if let (open, close, _) = link(at: index, before: count) {
            leave(before: open)
            around.append((open, close, characters[index] == "[", false))
            index = open + 1
          } else {
            index += 1
          }
        default:
          index += 1
        }
      }
      leave(before: count + 1)
      return found
    }

    /// Whether the text between a link's parentheses, from `start` to `end`, is a destination and
    /// an optional title as CommonMark 0.31.2 §6.3 writes them: white space, a destination (`<…>`
    /// without a line break or unescaped `<` or `>`, or characters without spaces or controls),
    /// then white space and a title in `"…"`, `'…'` or `(…)` when there is one, then white space.
    /// Empty is a link with no destination (`[a]()`).
    ///
    /// Linear in the value for all links together (the eightieth attack's A80-1): where a
    /// destination without `<` stops, and where white space ends, are looked up
    /// (``MarkdownBrackets/destinationStop(from:)``), not read. A `<…>` destination is read to
    /// its first `<`, `>` or line break, and a title to its first unescaped closing delimiter
    /// (or `(`), so the parts read for two links of one kind never overlap: a nested link's `<`
    /// or title delimiter follows `(` or white space, and ends the outer link's reading there.
    mutating func isDestinationAndTitle(from start: Int, before end: Int) -> Bool {
      var index = min(brackets.nonWhitespace(from: start), end)
      guard index < end else { return true }
      if characters[index] == "<" {
        index += 1
        while index < end, characters[index] != ">" {
          if characters[index] == "<" || characters[index].isNewline { return false }
          index += characters[index] == "\\" && index + 1 < end ? 2 : 1
        }
        guard index < end else { return false }
        index += 1
      } else {
        let stop = brackets.destinationStop(from: index)
        // A control character inside the destination.
        if stop < end, !characters[stop].isWhitespace { return false }
        index = min(stop, end)
      }
      let afterDestination = index
      index = min(brackets.nonWhitespace(from: index), end)
      guard index < end else { return true }
      // A title is set off from the destination by white space.
      guard index > afterDestination else { return false }
      let opening = characters[index]
      var last = end - 1
      while last > index, characters[last].isWhitespace { last -= 1 }
      let closing: Character =
        switch opening {
        case "\"": "\""
        case "'": "'"
        case "(": ")"
        default: " "
        }
      guard closing != " ", last > index, characters[last] == closing else { return false }
      // No unescaped closing delimiter (or, for `(…)`, opening one) inside.
      index += 1
      while index < last {
        if characters[index] == "\\" {
          index += 2
          continue
        }
        if characters[index] == closing || (opening == "(" && characters[index] == "(") { return false }
        index += 1
      }
      return true
    }

    /// A code span's text as shown (CommonMark 0.31.2 §6.1): line endings as spaces, and one
    /// space taken off each end when both ends have one and the text is not all spaces.
    static func codeSpanText(_ text: ArraySlice<Character>) -> String {
      var shown = String(text.map { $0.isNewline ? " " : $0 })
      if shown.count >= 2, shown.first == " ", shown.last == " ", shown.contains(where: { $0 != " " }) {
        shown = String(shown.dropFirst().dropLast())
      }
      return shown
    }

    /// Pairs the innermost span's closers with the nearest opener of the same character
    /// (CommonMark's "process emphasis", with its rule of three), strong when both runs have
    /// two or more. The delimiters still able to pair are a linked list; delimiters between a
    /// pair leave it, and a search that finds no opener of a kind is not repeated below that
    /// closer for the kind.
    mutating func pairDelimiters() {
      let span = spans[spans.count - 1]
      let list = span.delimiters
      guard !list.isEmpty else { return }
      var previous = Array(-1..<(list.count - 1))
      var next = Array(1...list.count)
      var active = [Bool](repeating: true, count: list.count)
      // CommonMark's openers bottom, kept per delimiter, per whether the closer can also open
      // and per its length modulo 3: with the rule of three, a search that failed for one closer
      // may succeed for another of the same character.
      struct Floor: Hashable {
        var delimiter: Character
        var closerCanOpen: Bool
        var lengthModulo3: Int
      }
      var bottom: [Floor: Int] = [:]
      func remove(_ entry: Int) {
        active[entry] = false
        if previous[entry] >= 0 { next[previous[entry]] = next[entry] }
        if next[entry] < list.count { previous[next[entry]] = previous[entry] }
      }
      var closer = 0
      while closer < list.count {
        let closing = span.items[list[closer]]
        guard active[closer], let delimiter = pieces[closing].delimiter, pieces[closing].canClose,
          pieces[closing].count > 0
        else {
          closer += 1
          continue
        }
        let floorKey = Floor(
          delimiter: delimiter, closerCanOpen: pieces[closing].canOpen,
          lengthModulo3: pieces[closing].length % 3)
        let floor = bottom[floorKey, default: 0]
        var opener = previous[closer]
        while opener >= floor {
          let piece = pieces[span.items[list[opener]]]
          if piece.delimiter == delimiter, piece.canOpen, piece.count > 0,
            !Self.ruleOfThreeForbids(piece, pieces[closing])
          {
            break
          }
          opener = previous[opener]
        }
        guard opener >= floor else {
          bottom[floorKey] = closer
          closer += 1
          continue
        }
        let opening = span.items[list[opener]]
        let used = min(pieces[opening].count, pieces[closing].count) >= 2 ? 2 : 1
        if delimiter == "~" && used != 2 {
          closer += 1
          continue
        }
        let content = span.contents[list[closer]] - span.contents[list[opener] + 1] > 0
        if used == 2 && delimiter != "~" && content { hasBold = true }
        pieces[opening].count -= used
        pieces[closing].count -= used
        // Delimiters between the pair can no longer pair outside it.
        var inner = next[opener]
        while inner < closer {
          pieces[span.items[list[inner]]].canOpen = false
          pieces[span.items[list[inner]]].canClose = false
          remove(inner)
          inner = next[inner]
        }
        if pieces[opening].count == 0 { remove(opener) }
        if pieces[closing].count == 0 {
          remove(closer)
          closer += 1
        }
      }
    }

    /// CommonMark's rule of three (0.31.2 §6.2, rules 9 and 10): when either run can both
    /// open and close, the two cannot pair if their lengths as written add up to a multiple of 3,
    /// unless both are multiples of 3 (`*a**b*` shows `a**b`, emphasized; the seventieth attack's
    /// A70-2). `~~` pairs only with `~~`, so the rule is not needed for it.
    static func ruleOfThreeForbids(_ opener: Piece, _ closer: Piece) -> Bool {
      guard opener.delimiter != "~",
        (opener.canOpen && opener.canClose) || (closer.canOpen && closer.canClose)
      else { return false }
      let sum = opener.length + closer.length
      return sum % 3 == 0 && !(opener.length % 3 == 0 && closer.length % 3 == 0)
    }

    func rendered() -> String {
      var output = ""
      for piece in pieces {
        if let delimiter = piece.delimiter {
          output += String(repeating: delimiter, count: piece.count)
        } else {
          output += piece.text
        }
      }
      return output
    }
  }
}
