import Testing
import TypeFitCheck
import TypeFitDiscovery
import TypeFitLocalization

@Suite("Rows whose title is verbatim text")
struct VerbatimTitleRowsTests {
  func row(line: Int, _ title: StringReference, alternatives: [StringReference] = []) -> SourceRow {
    let location = SourceLocation(file: "App/V.swift", line: line, column: 7)
    return SourceRow(
      location: location, construct: .navigationLink,
      title: DiscoveredText(reference: title, location: location, alternatives: alternatives),
      accessory: .disclosure, isNavigable: true)
  }

  @Test(
    "a row with a verbatim title gets one note at its place (A36-14), also beside a key (A81-7); rows of keys none"
  )
  func notes() {
    let long = String(repeating: "Réglages ", count: 10)
    let notes = VerbatimTitleRows.notes([
      row(line: 5, .verbatim("Version\u{1B}[31m")),
      row(line: 6, .key("settings.title", table: nil)),
      // A key among the alternatives is checked through it; the verbatim text gets a note.
      row(line: 7, .verbatim("About"), alternatives: [.key("about.title", table: nil)]),
      row(line: 8, .unresolved("computed: name")),
      row(line: 9, .unresolved("computed: name"), alternatives: [.verbatim(long)]),
      // Beside a key, a verbatim text of white space alone shows nothing: no note.
      row(line: 10, .key("loading", table: nil), alternatives: [.verbatim(""), .verbatim(" ")]),
    ])
    #expect(
      notes.map { "\($0.file):\($0.line ?? 0):\($0.column ?? 0)" } == [
        "App/V.swift:5:7", "App/V.swift:7:7", "App/V.swift:9:7",
      ])
    // A verbatim text beside a key (a join, A81-7): the key is checked, the text is not measured.
    #expect(
      notes[1].message
        == "the row's title shows verbatim text (\"About\") beside the key \"about.title\": the key's strings "
        + "are checked, the verbatim text is not measured")
    #expect(notes.allSatisfy { $0.severity == .note && $0.kind == .unsupportedContent })
    #expect(
      notes.first?.message
        == "the row's title is verbatim text (\"Version\\u{1B}[31m\"), not a key of the string files: "
        + "the same in every locale, and not checked")
    #expect(
      notes.last?.message
        == "the row's title is verbatim text (\"\(long.prefix(60))…\"), not a key of the string files: "
        + "the same in every locale, and not checked")
  }
}
