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
