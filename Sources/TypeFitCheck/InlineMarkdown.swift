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
/// | `<https://example.com>` (autolink) | `https://example.com` |
/// | `**b**`, `__b__` | `b`, bold |
/// | `*i*`, `_i_`, `~~s~~` | `i`, `s` (italic and struck-through take about the width of the upright text) |
/// | `` `code` `` | `code` (in a monospaced font, measured in the label's) |
/// | `\*` (a backslash before ASCII punctuation) | `*` |
///
/// Emphasis follows CommonMark's flanking rules closely enough for labels: a run of `*` or `_`
/// opens before a non-space and closes after one, `_` not inside a word (`snake_case` stays),
/// and a delimiter left without a partner is shown as written. Inflection is not applied: the
/// bracket text is measured as the value writes it (`1,234 Foto`, not `1.234 Fotos`).
public struct InlineMarkdown: Sendable, Hashable {
  /// The text as shown, markers and link targets removed.
  public var text: String
  /// Whether some non-empty run is strong (`**…**`, `__…__`): the label is then measured at
  /// bold weight throughout (at least `.bold`), the stricter of its runs.
  public var hasBold: Bool

  /// Reads `source` as SwiftUI's inline Markdown.
  public init(_ source: String) {
    var parser = Parser(Array(source))
    parser.parse()
    text = parser.rendered()
    hasBold = parser.hasBold
  }

  /// `source` with only Foundation's inline attribute syntax `^[text](attributes)` read (the
  /// bracket text kept), for a value whose view is unknown: the syntax is written only for
  /// `AttributedString(localized:)` and SwiftUI, which never show it as written.
  public static func attributesRendered(_ source: String) -> String {
    guard holdsAttributeOpening(source) else { return source }
    let characters = Array(source)
    var output = ""
    var index = 0
    while index < characters.count {
      if characters[index] == "^", index + 1 < characters.count, characters[index + 1] == "[",
        let close = Parser.closingBracket(characters, from: index + 1),
        close + 1 < characters.count, characters[close + 1] == "(",
        let end = Parser.closingParenthesis(characters, from: close + 1)
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
    if let found = source.utf8.withContiguousStorageIfAvailable(holdsCaretBracket) { return found }
    return holdsCaretBracket(source.utf8)
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

  private struct Parser {
    let characters: [Character]
    var pieces: [Piece] = []
    var hasBold = false

    init(_ characters: [Character]) { self.characters = characters }

    static func isPunctuation(_ character: Character) -> Bool {
      character.isPunctuation || character.isSymbol
    }

    static func isSpace(_ character: Character?) -> Bool {
      guard let character else { return true }
      return character.isWhitespace
    }

    /// The `]` closing the `[` at `open`, brackets nested and backslash escapes skipped.
    static func closingBracket(_ characters: [Character], from open: Int) -> Int? {
      var depth = 0
      var index = open
      while index < characters.count {
        switch characters[index] {
        case "\\": index += 1
        case "`":
          if let end = characters[(index + 1)...].firstIndex(of: "`") { index = end }
        case "[": depth += 1
        case "]":
          depth -= 1
          if depth == 0 { return index }
        default: break
        }
        index += 1
      }
      return nil
    }

    /// The `)` closing the `(` at `open`, parentheses nested, without a line break before it.
    static func closingParenthesis(_ characters: [Character], from open: Int) -> Int? {
      var depth = 0
      var index = open
      while index < characters.count {
        switch characters[index] {
        case "\\": index += 1
        case "\n", "\r": return nil
        case "(": depth += 1
        case ")":
          depth -= 1
          if depth == 0 { return index }
        default: break
        }
        index += 1
      }
      return nil
    }

    mutating func append(_ text: String) {
      if let last = pieces.last, last.delimiter == nil {
        pieces[pieces.count - 1].text += text
      } else {
        pieces.append(Piece(text: text))
      }
    }

    mutating func parse() {
      var index = 0
      while index < characters.count {
        let character = characters[index]
        switch character {
        case "\\"
        where index + 1 < characters.count && characters[index + 1].isASCII
          && Self.isPunctuation(characters[index + 1]):
          append(String(characters[index + 1]))
          index += 2
        case "`":
          var run = 0
          while index + run < characters.count, characters[index + run] == "`" { run += 1 }
          if let end = codeSpanEnd(from: index + run, run: run) {
            append(String(characters[(index + run)..<end]))
            index = end + run
          } else {
            append(String(repeating: "`", count: run))
            index += run
          }
        case "[", "!", "^":
          if let (label, end) = link(at: index) {
            // The label's own Markdown (`[**b**](url)`) is read with the rest of the text.
            var inner = Parser(Array(label))
            inner.parse()
            hasBold = hasBold || inner.hasBold
            append(inner.rendered())
            index = end
          } else {
            append(String(character))
            index += 1
          }
        case "<":
          if let close = characters[index...].firstIndex(of: ">"), close > index + 1,
            let scheme = characters[(index + 1)..<close].firstIndex(of: ":"), scheme > index + 1,
            !characters[(index + 1)..<close].contains(where: { $0.isWhitespace || $0 == "<" })
          {
            append(String(characters[(index + 1)..<close]))
            index = close + 1
          } else {
            append("<")
            index += 1
          }
        case "*", "_", "~":
          var run = 0
          while index + run < characters.count, characters[index + run] == character { run += 1 }
          let before = index > 0 ? characters[index - 1] : nil
          let after = index + run < characters.count ? characters[index + run] : nil
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
          pieces.append(piece)
          index += run
        default:
          append(String(character))
          index += 1
        }
      }
      pairDelimiters()
    }

    /// The index of the backtick run of length `run` closing a code span begun before `start`.
    func codeSpanEnd(from start: Int, run: Int) -> Int? {
      var index = start
      while index < characters.count {
        guard characters[index] == "`" else {
          index += 1
          continue
        }
        var length = 0
        while index + length < characters.count, characters[index + length] == "`" { length += 1 }
        if length == run { return index }
        index += length
      }
      return nil
    }

    /// A link, image or inline attribute at `index`: its bracket text and the index after its
    /// closing parenthesis.
    func link(at index: Int) -> (String, Int)? {
      var open = index
      if characters[index] == "!" || characters[index] == "^" {
        guard index + 1 < characters.count, characters[index + 1] == "[" else { return nil }
        open = index + 1
      }
      guard characters[open] == "[", let close = Self.closingBracket(characters, from: open),
        close + 1 < characters.count, characters[close + 1] == "(",
        let end = Self.closingParenthesis(characters, from: close + 1)
      else { return nil }
      return (String(characters[(open + 1)..<close]), end + 1)
    }

    /// Pairs closers with the nearest opener of the same character (CommonMark's "process
    /// emphasis", without the rule of three), strong when both runs have two or more.
    mutating func pairDelimiters() {
      var closer = 0
      while closer < pieces.count {
        guard let delimiter = pieces[closer].delimiter, pieces[closer].canClose, pieces[closer].count > 0
        else {
          closer += 1
          continue
        }
        var opener = closer - 1
        while opener >= 0 {
          if pieces[opener].delimiter == delimiter, pieces[opener].canOpen, pieces[opener].count > 0 { break }
          opener -= 1
        }
        guard opener >= 0 else {
          closer += 1
          continue
        }
        let used = min(pieces[opener].count, pieces[closer].count) >= 2 ? 2 : 1
        if delimiter == "~" && used != 2 {
          closer += 1
          continue
        }
        let content = pieces[(opener + 1)..<closer].contains { !$0.text.isEmpty && $0.delimiter == nil }
        if used == 2 && delimiter != "~" && content { hasBold = true }
        pieces[opener].count -= used
        pieces[closer].count -= used
        // Delimiters between the pair can no longer pair outside it.
        for inner in (opener + 1)..<closer where pieces[inner].delimiter != nil {
          pieces[inner].canOpen = false
          pieces[inner].canClose = false
        }
        if pieces[closer].count == 0 { closer += 1 }
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
