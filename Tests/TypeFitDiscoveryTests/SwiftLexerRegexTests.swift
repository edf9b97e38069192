import Testing

@testable import TypeFitDiscovery

/// Regex literals (`/…/`, `#/…/#`) are one token, so a quote inside one never starts a string
/// that would swallow the code after it.
@Suite("Swift lexer: regex literals")
struct SwiftLexerRegexTests {
  func tokens(_ source: String) -> [SwiftToken] { SwiftLexer.tokenize(source, file: "A.swift").tokens }

  @Test("a run of `#` that opens no literal is one punctuation token each; the last may start #if")
  func runOfHashes() {
    let run = tokens("####x ###y \"q\" ##/r/## ###")
    #expect(
      run.map(\.text) == ["#", "#", "#", "#x", "#", "#", "#y", "\"q\"", "##/r/##", "#", "#", "#"])
    #expect(run.map(\.column) == [1, 2, 3, 4, 7, 8, 9, 12, 16, 24, 25, 26])
  }

  @Test("a bare /…/ where an expression starts is one regex token, quotes and all")
  func bareRegex() {
    let found = tokens(#"let quoted = /"([^"]*)"/; let n = s.firstMatch(of: /\d+\/x/)"#)
    #expect(found.filter { $0.kind == .regex }.map(\.text) == [#"/"([^"]*)"/"#, #"/\d+\/x/"#])
    #expect(found.filter { $0.kind == .string }.isEmpty)
    #expect(found.last?.text == ")")
    let keyword = tokens(#"return /"a/"#)
    #expect(keyword.map(\.kind) == [.keyword, .regex])
    // A `)` inside a character class does not make the `/` an operator.
    #expect(tokens(#"s.split(separator: /[)"]+/)"#).filter { $0.kind == .regex }.map(\.text) == [#"/[)"]+/"#])
  }

  @Test(
    "division stays punctuation: after a name, a number, ), ] or self, before a space, or with an unbalanced )"
  )
  func division() {
    for source in [
      "a / b / c", "(x + y) / 2", "total/2", "values[0]/2", "self/2", "let f = reduce(0, /)", "x = / 2",
      "1/2/3", "static func /(lhs: V, rhs: V) -> V { V(x: lhs.x / rhs.x) }", "let r = value!/2 + other/3",
      "prefix operator /", "let r = x ?/a/",
    ] {
      #expect(tokens(source).allSatisfy { $0.kind != .regex }, "\(source)")
    }
    #expect(tokens("a / \"b\"").last?.kind == .string)
  }

  @Test("extended #/…/# and ##/…/## literals, on one line or several, end at their own delimiter")
  func extendedRegex() {
    let found = tokens(
      "let a = #/\"\"\"/#\nlet b = ##/a/#b/##\nlet c = #/\n  \"\n  [0-9]+\n/#\nText(\"after\")")
    #expect(
      found.filter { $0.kind == .regex }.map(\.text) == [
        "#/\"\"\"/#", "##/a/#b/##", "#/\n  \"\n  [0-9]+\n/#",
      ])
    let after = found.first { $0.kind == .string }
    #expect(after?.literal?.plainText == "after")
    #expect(after?.line == 7)
    // Unterminated on its line: taken to the end of that line only.
    let open = tokens("let a = #/\"abc\nText(\"next\")")
    #expect(open.first { $0.kind == .string }?.literal?.plainText == "next")
  }

  @Test("a line of escaped slashes is lexed in one pass, not rescanned from every slash")
  func escapedSlashes() {
    let line = "x = " + String(repeating: #"/\"#, count: 200_000) + "\nText(\"k\")"
    let result = SwiftLexer.tokenize(line, file: "A.swift")
    #expect(result.tokens.last?.text == ")")
    #expect(result.tokens.filter { $0.kind == .string }.map(\.line) == [2])
  }

  @Test("rows after a regex literal with quotes are found in a real-looking settings view")
  func discoveryAfterRegex() {
    let source = #"""
      import SwiftUI

      struct SettingsView: View {
        @State private var server = ""
        private let quoted = /"([^"]*)"/
        private let triple = #/"""/#
        private let host = #/
          https?:// ([^/"]+)
        /#

        var body: some View {
          Form {
            Section("settings.section.general") {
              NavigationLink("settings.account") { AccountView() }
              Text("settings.server")
              Toggle("settings.sound", isOn: .constant(true))
            }
          }
        }

        func unquote(_ text: String) -> String {
          text.replacing(quoted) { match in match.1 }
        }
      }
      """#
    let result = RowDiscovery().discover(source: source, path: "SettingsView.swift")
    #expect(
      result.rows.map { $0.title?.reference.summary ?? "-" } == [
        "settings.account", "settings.server", "settings.sound",
      ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }
}
