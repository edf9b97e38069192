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
/// Emphasis follows CommonMark's flanking rules closely enough for labels: a run of `*` or `_`
/// opens before a non-space and closes after one, `_` not inside a word (`snake_case` stays),
/// and a delimiter left without a partner is shown as written. Inflection is not applied: the
/// bracket text is measured as the value writes it (`1,234 Foto`, not `1.234 Fotos`).
///
/// Reading takes time linear in the value (A21-2): brackets and parentheses are matched by
/// `MarkdownBrackets`, a link's text is read in place without a copy or a nested call, and
/// emphasis pairs on a list of the delimiters still open that a failed search for an opener of
/// one kind never walks again (CommonMark's "openers bottom").
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
            append(String(characters[(index + run)..<close]))
            index = close + run
          } else {
            append(String(repeating: "`", count: run))
            index += run
          }
        case "[", "!", "^":
          if let (open, close, after) = link(at: index, before: end) {
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
          var piece = Piece(text: String(repeating: character, count: run), delimiter: character, count: run)
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
    /// after its closing parenthesis.
    mutating func link(at index: Int, before end: Int) -> (Int, Int, Int)? {
      var open = index
      if characters[index] == "!" || characters[index] == "^" {
        guard index + 1 < end, characters[index + 1] == "[" else { return nil }
        open = index + 1
      }
      guard characters[open] == "[", let close = brackets.closingBracket(open, before: end),
        close + 1 < end, characters[close + 1] == "(",
        let parenthesis = brackets.closingParenthesis(close + 1, before: end)
      else { return nil }
      return (open, close, parenthesis + 1)
    }

    /// Pairs the innermost span's closers with the nearest opener of the same character
    /// (CommonMark's "process emphasis", without the rule of three), strong when both runs have
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
      var bottom: [Character: Int] = [:]
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
        let floor = bottom[delimiter, default: 0]
        var opener = previous[closer]
        while opener >= floor {
          let piece = pieces[span.items[list[opener]]]
          if piece.delimiter == delimiter, piece.canOpen, piece.count > 0 { break }
          opener = previous[opener]
        }
        guard opener >= floor else {
          bottom[delimiter] = closer
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
