import Testing

@testable import TypeFitCheck

/// The twenty-first attack's A21-20: entity and numeric references, e-mail autolinks and hard
/// line breaks were measured raw, though `AttributedString(markdown:)` shows them rendered.
@Suite("Inline Markdown: references, e-mail autolinks, hard line breaks")
struct InlineMarkdownReferenceTests {
  func shown(_ source: String) -> String { InlineMarkdown(source).text }

  @Test("named, decimal and hexadecimal references show the characters they name (CommonMark §2.5)")
  func references() {
    #expect(shown("Tom &amp; Jerry &lt;3 &#x41; &nbsp;x") == "Tom & Jerry <3 A \u{A0}x")
    #expect(shown("&copy; 2026 &mdash; &auml;&Ouml;&szlig; &euro;&hellip;") == "© 2026 — äÖß €…")
    #expect(shown("&#65;&#X42;&#x1F600;") == "AB😀")
    // 0, a surrogate and a code point past U+10FFFF are U+FFFD.
    #expect(shown("&#0;&#xD800;&#x110000;") == "\u{FFFD}\u{FFFD}\u{FFFD}")
    // Not references: shown as written.
    #expect(
      shown("&unknownname; & &#; &#x; &#12345678; &#xABCDEFA; &amp")
        == "&unknownname; & &#; &#x; &#12345678; &#xABCDEFA; &amp")
    #expect(shown("Fish &amp Chips") == "Fish &amp Chips")
    // Not in a code span or an autolink; in link text and emphasis, yes.
    #expect(shown("`&amp;` <https://x.y/?a=1&amp;b=2>") == "&amp; https://x.y/?a=1&amp;b=2")
    #expect(shown("[Tom &amp; Jerry](https://x.y) *&lt;b&gt;*") == "Tom & Jerry <b>")
    // A reference to a marker is no marker.
    #expect(shown("&#42;kein&#42; Stern") == "*kein* Stern")
  }

  @Test(
    "an e-mail autolink shows its address; an address outside the rules stays as written (CommonMark §6.5)")
  func emailAutolinks() {
    #expect(shown("Schreib an <mail@example.com>!") == "Schreib an mail@example.com!")
    #expect(shown("<first.last+tag@sub.example-mail.co>") == "first.last+tag@sub.example-mail.co")
    #expect(
      shown("<mail@-example.com> <mail@> <@example.com> <a b@c.d>")
        == "<mail@-example.com> <mail@> <@example.com> <a b@c.d>")
  }

  @Test(
    "a backslash before a line ending is a hard line break: the break without the backslash (CommonMark §6.7)"
  )
  func hardBreaks() {
    #expect(shown("a\\\nb") == "a\nb")
    #expect(shown("a\\\r\nb") == "a\r\nb")
    #expect(shown("a\\b\\") == "a\\b\\")
  }

  @Test("many opening angle brackets before one e-mail address: only the last opens the autolink")
  func manyOpenings() {
    let source = String(repeating: "<a", count: 20_000) + "@b.c>"
    #expect(shown(source) == String(repeating: "<a", count: 19_999) + "a@b.c")
  }
}
