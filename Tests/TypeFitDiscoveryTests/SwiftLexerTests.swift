import Testing

@testable import TypeFitDiscovery

@Suite("Swift lexer")
struct SwiftLexerTests {
  func lex(_ source: String) -> SwiftLexer.Result { SwiftLexer.tokenize(source, file: "A.swift") }

  @Test("names, keywords, punctuation and numbers carry their line and column")
  func basicTokens() {
    let result = lex("let x = 1_000.5e-3\n  Text(\"a\").font(.body)")
    #expect(
      result.tokens.map(\.text) == [
        "let", "x", "=", "1_000.5e-3", "Text", "(", "\"a\"", ")", ".", "font", "(", ".", "body", ")",
      ])
    #expect(
      result.tokens.map(\.kind) == [
        .keyword, .identifier, .punctuation, .number, .identifier, .punctuation, .string, .punctuation,
        .punctuation, .identifier, .punctuation, .punctuation, .identifier, .punctuation,
      ])
    #expect(result.tokens[4].line == 2 && result.tokens[4].column == 3)
    #expect(result.diagnostics.isEmpty)
  }
}

@Suite("Swift lexer: literals and comments")
struct SwiftLexerLiteralTests {
  func strings(_ source: String) -> [SwiftStringLiteral] {
    SwiftLexer.tokenize(source, file: "A.swift").tokens.compactMap(\.literal)
  }

  @Test("escapes are decoded")
  func escapes() {
    #expect(strings(#""a\tb\n\"c\" \u{1F600} \\""#).first?.plainText == "a\tb\n\"c\" 😀 \\")
  }

  @Test("interpolations, nested with strings and parentheses, are one segment each")
  func interpolation() {
    let literal = strings(#"Text("a \(f("x)", (1 + 2))) b \(y) c")"#).first
    #expect(
      literal?.segments == [
        .text("a "), .interpolation(#"f("x)", (1 + 2))"#), .text(" b "), .interpolation("y"), .text(" c"),
      ])
    #expect(literal?.plainText == nil)
  }

  @Test("raw strings with any number of #, and raw interpolation \\#(…)")
  func rawStrings() {
    let found = strings(###"a = #"x "quoted" \n \#(v)"# ; b = ##"y "# still"##"###)
    #expect(found.count == 2)
    #expect(found[0].rawHashCount == 1)
    #expect(found[0].segments == [.text(#"x "quoted" \n "#), .interpolation("v")])
    #expect(found[1].plainText == ##"y "# still"##)
  }

  @Test("multi-line strings lose the closing delimiter's indentation and their outer line breaks")
  func multiline() {
    let source = "let s = \"\"\"\n    first\n      second \\(x)\n    \"\"\"\nlet t = 1"
    let result = SwiftLexer.tokenize(source, file: "A.swift")
    let literal = result.tokens.compactMap(\.literal).first
    #expect(literal?.isMultiline == true)
    #expect(literal?.segments == [.text("first\n  second "), .interpolation("x")])
    #expect(result.tokens.last?.text == "1" && result.tokens.last?.line == 5)
  }

  @Test(
    "a line continuation joins the next line less the closing delimiter's indentation; \\n keeps the spaces after it"
  )
  func multilineContinuation() {
    func segments(_ body: String) -> [SwiftStringLiteral.Segment]? {
      SwiftLexer.tokenize("let s = \"\"\"\n" + body + "    \"\"\"\n", file: "A.swift").tokens
        .compactMap(\.literal).first?.segments
    }
    #expect(segments("    multi \\\n    line\n") == [.text("multi line")])
    // Spaces and tabs between the backslash and the line break are part of the continuation.
    #expect(segments("    trailing \\  \t\n    spaces\n") == [.text("trailing spaces")])
    #expect(segments("    esc\\n    kept\n") == [.text("esc\n    kept")])
    #expect(
      segments("    a\n      b \\(x) c \\\n    d\n") == [
        .text("a\n  b "), .interpolation("x"), .text(" c d"),
      ])
    #expect(segments("    tab \\\t\n    \\(y)\n") == [.text("tab "), .interpolation("y")])
    let source =
      "import SwiftUI\nstruct V: View { var body: some View { List {\n"
      + "  NavigationLink(\"\"\"\n    multi \\\n    line\n    \"\"\") { Text(\"x\") }\n} } }\n"
    #expect(
      RowDiscovery().discover(source: source, path: "V.swift").rows.first?.title?.reference
        == .key("multi line", table: nil))
  }

  @Test(
    "CR LF and bare CR line breaks in a multi-line string are LF, and the closing delimiter's indentation is stripped"
  )
  func multilineCarriageReturns() {
    func segments(_ source: String) -> [SwiftStringLiteral.Segment]? {
      SwiftLexer.tokenize(source, file: "A.swift").tokens.compactMap(\.literal).first?.segments
    }
    #expect(
      segments("let s = \"\"\"\r\n    first\r\n      second\r\n    \"\"\"\r\n") == [.text("first\n  second")])
    #expect(segments("let s = \"\"\"\r    first\r      second\r    \"\"\"\r") == [.text("first\n  second")])
    #expect(segments("let s = \"\"\"\r\n    multi \\\r\n    line\r\n    \"\"\"\r\n") == [.text("multi line")])
    #expect(segments("let s = \"\"\"\r    bare \\  \r    cr\r    \"\"\"") == [.text("bare cr")])
    // An escaped \r before the last line break is text, and the indentation is still stripped.
    #expect(segments("let s = \"\"\"\n    a\\r\n    \"\"\"\n") == [.text("a\r")])
    let crlf = SwiftLexer.tokenize("let s = \"\"\"\r\n  x\r\n  \"\"\"\r\nlet t = 1", file: "A.swift")
    #expect(crlf.tokens.last?.text == "1" && crlf.tokens.last?.line == 4)
    let source =
      "import SwiftUI\r\nstruct V: View { var body: some View { List {\r\n"
      + "  NavigationLink(\"\"\"\r\n    multi \\\r\n    line\r\n    \"\"\") { Text(\"x\") }\r\n} } }\r\n"
    #expect(
      RowDiscovery().discover(source: source, path: "V.swift").rows.first?.title?.reference
        == .key("multi line", table: nil))
  }

  @Test("line and nested block comments are skipped")
  func comments() {
    let result = SwiftLexer.tokenize("a // b \"c\n/* d /* e */ \" f */ g", file: "A.swift")
    #expect(result.tokens.map(\.text) == ["a", "g"])
    #expect(result.tokens[1].line == 2)
    #expect(result.diagnostics.isEmpty)
  }

  @Test("#if keeps its condition in one token; #endif is one token")
  func directives() {
    let tokens = SwiftLexer.tokenize("#if !os(visionOS)\n.a()\n#endif", file: "A.swift").tokens
    #expect(tokens.first?.text == "#if !os(visionOS)")
    #expect(tokens.first?.isConditionalCompilation == true)
    #expect(tokens.last?.text == "#endif")
  }
}

@Suite("Swift lexer: hostile input")
struct SwiftLexerHostileTests {
  @Test("an unterminated string is reported at its start and lexing goes on at the next line")
  func unterminatedString() {
    let result = SwiftLexer.tokenize("let a = \"open\nlet b = 2", file: "Bad.swift")
    #expect(
      result.diagnostics.map(\.description) == [
        "Bad.swift:1:9: warning: unterminated string literal: no closing \" before the end of the line"
      ])
    #expect(result.tokens.map(\.text).suffix(4) == ["let", "b", "=", "2"])
  }

  @Test(
    "an unterminated raw string's delimiter is written out up to 8 '#', counted past (eighth attack F18)",
    arguments: [
      (1, false, "\"#", "line"), (8, false, "\"########", "line"), (9, false, "\" followed by 9 '#'", "line"),
      (5000, false, "\" followed by 5000 '#'", "line"), (12, true, "\"\"\" followed by 12 '#'", "file"),
    ])
  func unterminatedRawString(hashes: Int, multiline: Bool, closing: String, end: String) {
    let quotes = multiline ? "\"\"\"\n" : "\""
    let result = SwiftLexer.tokenize(
      "let a = \(String(repeating: "#", count: hashes))\(quotes)open\nlet b = 2", file: "Bad.swift")
    #expect(
      result.diagnostics.map(\.description) == [
        "Bad.swift:1:9: warning: unterminated string literal: no closing \(closing) before the end of the \(end)"
      ])
  }

  @Test("an unterminated multi-line string and an unterminated interpolation are reported")
  func unterminatedMultiline() {
    let multi = SwiftLexer.tokenize("x\n  \"\"\"\nabc", file: "M.swift")
    #expect(multi.diagnostics.first?.kind == .unterminatedString)
    #expect(multi.diagnostics.first?.location.line == 2 && multi.diagnostics.first?.location.column == 3)
    let interpolation = SwiftLexer.tokenize("\"a \\(f(\"b\"\nnext", file: "I.swift")
    #expect(interpolation.diagnostics.first?.kind == .unterminatedString)
    #expect(interpolation.tokens.last?.text == "next")
  }

  @Test("an unterminated block comment is reported where it starts")
  func unterminatedComment() {
    let result = SwiftLexer.tokenize("a\n  /* x /* y */", file: "C.swift")
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.kind == .unterminatedComment)
    #expect(result.diagnostics.first?.location.description == "C.swift:2:3")
    #expect(result.tokens.map(\.text) == ["a"])
  }

  /// The forty-eighth attack's A48-4: each `]` searched every open `(` for a `[`, so 80,000 pairs
  /// took 64 s and 495,000 did not finish in 120 s.
  @Test(
    "200,000 closers matching no open bracket each search the innermost 8; a closer 8 deep still matches",
    .timeLimit(.minutes(1)))
  func unmatchedClosers() {
    let pairs = 200_000
    let tokens = SwiftLexer.tokenize(String(repeating: "(]", count: pairs), file: "U.swift").tokens
    let stream = TokenStream(file: "U.swift", tokens: tokens)
    #expect(stream.partner.allSatisfy { $0 == nil })
    // `[` under 7 unclosed `(`: the `]` drops them and matches it; under 8 more it does not.
    let seven = TokenStream(file: "S.swift", tokens: SwiftLexer.tokenize("[(((((((]", file: "S.swift").tokens)
    #expect(seven.partner[0] == 8)
    let nine = TokenStream(file: "N.swift", tokens: SwiftLexer.tokenize("[((((((((]", file: "N.swift").tokens)
    #expect(nine.partner[0] == nil)
  }

  /// The fifty-fourth attack's A54-3: a slice of the open brackets, alive while the innermost was
  /// removed, made each closer copy the whole stack: 160,000 nested `(` took 30 s, 300,000 over
  /// 60 s (debug), and a release build would take minutes at the 10 MB limit.
  @Test("400,000 nested brackets are matched, each closer in constant time", .timeLimit(.minutes(1)))
  func deepNestingLinear() {
    let depth = 400_000
    let text = String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
    let stream = TokenStream(file: "Deep.swift", tokens: SwiftLexer.tokenize(text, file: "Deep.swift").tokens)
    #expect(stream.partner[0] == 2 * depth - 1)
    #expect(stream.partner[depth - 1] == depth)
    #expect(stream.firstTooDeep == RowDiscovery.maximumNestingDepth)
  }

  @Test("100,000 nested brackets and 100,000 nested interpolations are lexed and matched without recursion")
  func deepNesting() {
    let depth = 100_000
    let brackets =
      "List {" + String(repeating: "(", count: depth) + String(repeating: ")", count: depth) + "}"
    let result = RowDiscovery().discover(source: brackets, path: "Deep.swift")
    #expect(result.rows.isEmpty)
    let tokens = SwiftLexer.tokenize(brackets, file: "Deep.swift").tokens
    #expect(tokens.count == 2 * depth + 3)
    let stream = TokenStream(file: "Deep.swift", tokens: tokens)
    #expect(stream.partner[2] == 2 * depth + 1)
    var nested = ""
    for _ in 0..<depth { nested += "\"\\(" }
    nested += "x"
    for _ in 0..<depth { nested += ")\"" }
    let literal = SwiftLexer.tokenize(nested, file: "Nested.swift")
    #expect(literal.diagnostics.isEmpty)
    #expect(literal.tokens.count == 1)
    let unclosed = String(repeating: "{", count: depth) + "Text(\"k\")"
    #expect(RowDiscovery().discover(source: unclosed, path: "Open.swift").rows.isEmpty)
  }

  @Test("a 10 MB file of rows (under the token limit, as hand-written code is) is read whole")
  func tenMegabytes() {
    // 19 tokens in 204 bytes (931,000 in 10 MB): hand-written Swift has about one token in 9 bytes.
    let row =
      "      NavigationLink(\"settings.key.\\(i)\", destination: X()) // a comment /* */ that says what it is\n"
    let plain =
      "      Toggle(\"k\", isOn: $b)  // a switch for one setting, with a comment that says what it does and why\n"
    var source = "struct V: View {\n  var body: some View {\n    List {\n"
    var rows = 0
    while source.utf8.count < 10_000_000 {
      source += rows.isMultiple(of: 2) ? row : plain
      rows += 1
    }
    source += "    }\n  }\n}\n"
    let result = RowDiscovery().discover(source: source, path: "Big.swift")
    #expect(result.rows.count == rows)
    #expect(result.diagnostics.isEmpty)
  }

  @Test("a file of 1,000,000 tokens is read; one more token and it is refused at that token")
  func tokenLimit() {
    // 13 tokens on the first line, 2 in each `a;`, then one `a`: 1,000,000.
    let header = "struct V: View { var body: some View { List {\n"
    let atLimit = header + String(repeating: "a;", count: 499_993) + " a"
    let read = SwiftLexer.tokenize(atLimit, file: "At.swift")
    #expect(read.tokens.count == 1_000_000)
    #expect(read.diagnostics.isEmpty)
    let refused = SwiftLexer.tokenize(atLimit + " b", file: "Over.swift")
    #expect(refused.tokens.isEmpty)
    // The 1,000,001st token, `b`, is on line 2 after 999,986 bytes of `a;` and ` a `.
    #expect(
      refused.diagnostics.map(\.description) == [
        "Over.swift:2:999990: error: file has more than 1000000 tokens (names, literals, punctuation), "
          + "the first one past the limit here; Swift files with more are not read"
      ])
  }

  @Test("files over 16 MiB are refused with a diagnostic, not read")
  func tooLarge() {
    let bytes = [UInt8](repeating: UInt8(ascii: " "), count: SwiftLexer.maximumFileSize + 1)
    let result = SwiftLexer.tokenize(bytes, file: "Huge.swift")
    #expect(result.tokens.isEmpty)
    #expect(result.diagnostics.first?.kind == .fileTooLarge)
    // An input not read: an error (A19-7).
    #expect(result.diagnostics.first?.severity == .error)
  }

  @Test("invalid UTF-8 is reported with its line and column and read as U+FFFD")
  func invalidUTF8() {
    var bytes = Array("List {\n  Text(\"a".utf8)
    bytes += [0xFF, 0xC3]
    bytes += Array("b\")\n}".utf8)
    let result = SwiftLexer.tokenize(bytes, file: "U.swift")
    #expect(
      result.diagnostics.map(\.description) == [
        "U.swift:2:10: warning: bytes that are not valid UTF-8; they are read as U+FFFD"
      ])
    #expect(result.tokens.compactMap(\.literal).first?.plainText == "a\u{FFFD}\u{FFFD}b")
  }

  @Test("stray closers, lone backticks, hashes and backslashes do not stop the lexer")
  func strayCharacters() {
    let result = SwiftLexer.tokenize(") ] } ` # \\ ## \"\"\" ", file: "S.swift")
    #expect(result.tokens.count >= 6)
    #expect(RowDiscovery().discover(source: ") ] } List { Text(\"k\") ", path: "S.swift").rows.isEmpty)
  }

  @Test("a cell accessor as the very first token does not read before the file (found by the fuzzer)")
  func firstTokenLookBehind() {
    for source in ["defaultContentConfiguration()", "textLabel?.text = \"a\"", "valueCell()"] {
      let result = RowDiscovery().discover(source: source, path: "F.swift")
      #expect(result.rows.count == 0, "\(source)")
    }
  }
}
