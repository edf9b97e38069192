import Testing
import TypeFitRow

@testable import TypeFitCheck

/// The twentieth attack's A20-12: the text SwiftUI shows for a Markdown value.
@Suite("Inline Markdown: the shown text")
struct InlineMarkdownTests {
  @Test("links, emphasis, code, escapes and inline attributes lose their markers")
  func rendered() {
    func shown(_ source: String) -> String { InlineMarkdown(source).text }
    #expect(shown("[Konto](https://example.com/account/settings/privacy)") == "Konto")
    #expect(shown("**Konto** und *mehr*") == "Konto und mehr")
    #expect(shown("__fett__ und _schräg_") == "fett und schräg")
    #expect(shown("`Konto`") == "Konto")
    #expect(shown("~~alt~~ neu") == "alt neu")
    #expect(shown("^[1,234 Foto](inflect: true)") == "1,234 Foto")
    #expect(shown("![Logo](logo.png) Start") == "Logo Start")
    #expect(shown("<https://example.com>") == "https://example.com")
    #expect(shown("[**Konto**](https://x.y) öffnen") == "Konto öffnen")
    #expect(shown("\\*kein\\* Stern") == "*kein* Stern")
    // Left as written: unpaired markers, intraword underscores, spaced stars, a bare bracket.
    #expect(shown("snake_case_name") == "snake_case_name")
    #expect(shown("2 * 3 * 4") == "2 * 3 * 4")
    #expect(shown("*offen") == "*offen")
    #expect(shown("[nur Klammern] (kein Link)") == "[nur Klammern] (kein Link)")
    #expect(shown("a `b") == "a `b")
  }

  @Test("CommonMark's link grammar, rule of three and code spans (the seventieth attack's A70-2)")
  func commonMarkRules() {
    func shown(_ source: String) -> String { InlineMarkdown(source).text }
    // A link may not hold a link: the innermost is the link, the outer shows as written.
    #expect(shown("[[a](b)](b)") == "[a](b)")
    #expect(
      shown("Lies unsere [Nutzungsbedingungen zum [Datenschutz](https://a.example)](https://b.example) durch")
        == "Lies unsere [Nutzungsbedingungen zum Datenschutz](https://b.example) durch")
    #expect(shown("[[[a](b)](c)](d)") == "[[a](c)](d)")
    // An image may hold a link, and a link an image.
    #expect(shown("![[a](b)](c)") == "a")
    #expect(shown("[![a](b)](c)") == "a")
    // No destination with a space, no text after a title; a title in each form is a link.
    #expect(shown("[a](b c)") == "[a](b c)")
    #expect(shown("[a](u \"t\" x)") == "[a](u \"t\" x)")
    #expect(shown("[a](u \"t\")") == "a")
    #expect(shown("[a](u 't')") == "a")
    #expect(shown("[a](u (t))") == "a")
    #expect(shown("[a](<b c>)") == "a")
    #expect(shown("[a]()") == "a")
    #expect(shown("[a]( u )") == "a")
    #expect(shown("[a](u\"t\")") == "a")
    // Inline attributes keep Apple's own syntax.
    #expect(shown("^[3 Fotos](inflect: true, morphology: {number: \"plural\"})") == "3 Fotos")
    // The rule of three.
    #expect(shown("*a**b*") == "a**b")
    #expect(shown("**foo*bar*baz**") == "foobarbaz")
    #expect(shown("*foo**bar**baz*") == "foobarbaz")
    #expect(shown("***a***") == "a")
    // An autolink's scheme is 2 to 32 letters, digits, +, . or -, starting with a letter (A71-11).
    #expect(shown("Time <12:30>") == "Time <12:30>")
    #expect(shown("Ratio <1:2>") == "Ratio <1:2>")
    #expect(shown("<a:b>") == "<a:b>")
    #expect(shown("<ab:c>") == "ab:c")
    #expect(shown("<irc+x.y-z:chan>") == "irc+x.y-z:chan")
    #expect(
      shown("<" + String(repeating: "a", count: 33) + ":x>") == "<" + String(repeating: "a", count: 33)
        + ":x>")
    // A code span loses one space at each end, and shows line endings as spaces.
    #expect(shown("` a `") == "a")
    #expect(shown("`  a  `") == " a ")
    #expect(shown("` `") == " ")
    #expect(shown("`a\nb`") == "a b")
  }

  @Test("nested links are read in time linear in the value")
  func nestedLinksAreLinear() {
    // 5,000 levels of links inside links: only the innermost is a link.
    let depth = 5_000
    let source = String(repeating: "[", count: depth) + "a" + String(repeating: "](u)", count: depth)
    let text = InlineMarkdown(source).text
    #expect(
      text == String(repeating: "[", count: depth - 1) + "a" + String(repeating: "](u)", count: depth - 1))
  }

  @Test("links nested in each other's destinations are read in time linear in the value (A80-1)")
  func linksInDestinations() {
    // The eightieth attack's A80-1: `[](` × m then `)` × m. Each destination holds every later
    // link and no white space; reading each to its end took 85 s of CPU at 40,000 characters.
    // The outer link is a link (its text holds none) with no text: nothing is shown.
    let count = 10_000
    let opens = String(repeating: "[](", count: count)
    let closes = String(repeating: ")", count: count)
    #expect((opens + closes).count == 40_000)
    #expect(InlineMarkdown(opens + closes).text == "")
    #expect(InlineMarkdown("a" + String(repeating: "[b](", count: count) + closes + "c").text == "abc")
    // Every destination ends at the same spaces, and only the innermost is followed by nothing
    // else: the outer ones show as written, the innermost is a link without text.
    let spaced = opens + String(repeating: " ", count: 10_000) + closes
    #expect(
      InlineMarkdown(spaced).text
        == String(repeating: "[](", count: count - 1) + String(repeating: ")", count: count - 1))
    // A control character (U+0001) in the innermost destination stops every destination around
    // it too: nothing is a link.
    let control = opens + "\u{1}" + closes
    #expect(InlineMarkdown(control).text == control)
    // Escapes step over the character after them, spaces included, as before.
    #expect(InlineMarkdown("[a](b\\ c)").text == "a")
    #expect(InlineMarkdown("[a](b\\\\ c)").text == "[a](b\\ c)")
    #expect(InlineMarkdown("[a](<b\\> c>)").text == "a")
    #expect(InlineMarkdown("[a](b 'c\\'d')").text == "a")
  }

  @Test("bold is reported only for a strong run with text")
  func bold() {
    #expect(InlineMarkdown("**Konto** und *mehr*").hasBold)
    #expect(InlineMarkdown("[__x__](u)").hasBold)
    #expect(!InlineMarkdown("*Konto* und _mehr_").hasBold)
    #expect(!InlineMarkdown("****").hasBold)
    #expect(!InlineMarkdown("Konto").hasBold)
  }

  @Test("only the inline attribute syntax is read for a value whose view is unknown")
  func attributesOnly() {
    #expect(
      InlineMarkdown.attributesRendered("^[%lld Foto](inflect: true) und **mehr**")
        == "%lld Foto und **mehr**")
    #expect(InlineMarkdown.attributesRendered("[Konto](https://x.y)") == "[Konto](https://x.y)")
    #expect(InlineMarkdown.attributesRendered("^[offen") == "^[offen")
  }

  @Test("the attribute opening is found in the bytes, and a text without one is given back as it is")
  func attributeOpeningSearch() {
    #expect(InlineMarkdown.holdsAttributeOpening("Fotos ^[%lld Foto](inflect: true)"))
    #expect(InlineMarkdown.holdsAttributeOpening("^["))
    #expect(!InlineMarkdown.holdsAttributeOpening("^ [x](y) [^] ^"))
    #expect(!InlineMarkdown.holdsAttributeOpening(""))
    #expect(!InlineMarkdown.holdsAttributeOpening("Größe ändern"))
    // `[` joined to a combining mark is one character, not a bracket: the text stays as written.
    #expect(InlineMarkdown.holdsAttributeOpening("^[\u{301}a](b)"))
    #expect(InlineMarkdown.attributesRendered("^[\u{301}a](b)") == "^[\u{301}a](b)")
    #expect(InlineMarkdown.attributesRendered("Café ^[2 Fotos](inflect: true)!") == "Café 2 Fotos!")
  }

  @Test("a row rule reads Markdown only for its Markdown labels and measures bold at .bold")
  func rule() {
    var rule = RowRule()
    rule.markdownLabels = [.title]
    let row = rule.row(
      title: "**Konto** und *mehr*", subtitle: "**wie geschrieben**", value: nil, language: "de")
    #expect(row.title.text == "Konto und mehr")
    #expect(row.title.weight == .bold)
    #expect(row.subtitle?.text == "**wie geschrieben**")
    #expect(row.subtitle?.weight == nil)
    rule.markdownLabels = []
    #expect(
      rule.row(title: "^[1 Foto](inflect: true)", subtitle: nil, value: nil, language: "de").title.text
        == "^[1 Foto](inflect: true)")
    rule.markdownLabels = nil
    #expect(rule.label("^[1 Foto](inflect: true)", language: "de").title.text == "1 Foto")
  }
}
