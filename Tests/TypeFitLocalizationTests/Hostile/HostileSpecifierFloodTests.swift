import Testing

@testable import TypeFitLocalization

/// One value holding tens of thousands of specifiers the filler leaves as written (`%#@v@` with
/// nothing to expand it, `%q `, `%0$d `): each problem used to get a message, with an excerpt
/// that walked the whole value, before all but the first few were dropped, so the time grew
/// with the square of their number (a 50 KB value took 7 s). Only the reported problems get a
/// message now; at these sizes the old way would not finish.
@Suite("Hostile input: a flood of specifiers left as written")
struct HostileSpecifierFloodTests {
  private let location = SourceLocation(file: "de.lproj/Localizable.strings", line: 1, column: 1)

  @Test(
    "40,000 unexpanded substitutions in one value give eight warnings and a count of the rest up to the cap")
  func substitutionFlood() {
    let value = String(repeating: "%#@v@", count: 40_000)
    let string = LocalizedString(key: "k", locale: "de", value: value, location: location, format: .strings)
    let (text, diagnostics) = FormatArgumentFiller().fill(string)
    #expect(text.utf16.count == FormatArgumentFiller.maximumPaddedLength)
    #expect(diagnostics.count == FormatArgumentFiller.maximumReportedProblems + 1)
    #expect(
      diagnostics.first?.message
        == "substitution was not expanded by the reader: '%#@v@' at byte 0 of the de value of \"k\", \""
        + String(repeating: "%#@v@", count: 8) + "…\"; left as written")
    #expect(
      diagnostics.dropFirst(7).first?.message
        == "substitution was not expanded by the reader: '%#@v@' at byte 35 of the de value of \"k\", \"…"
        + String(repeating: "%#@v@", count: 8) + "…\"; left as written")
    // Filling stops at the label limit, after 10,001 of them: those are the ones counted.
    #expect(diagnostics.last?.message == "and 9993 more incomplete specifiers in \"k\" (de); left as written")
  }

  @Test(
    "40,000 malformed specifiers in one written text give eight warnings and a count of the rest",
    arguments: ["%q ", "% ", "%0$d ", "%5$ "])
  func writtenTextFlood(pattern: String) {
    let text = String(repeating: pattern, count: 40_000)
    let warnings = FormatArgumentFiller.writtenTextWarnings(
      in: text, at: location, locale: "de", place: "format of \"k\"")
    #expect(warnings.count == FormatArgumentFiller.maximumReportedProblems + 1)
    #expect(
      warnings.first?.message.hasSuffix("at byte 0 of the de format of \"k\", \"" + excerptHead(text)) == true
    )
    #expect(
      warnings.last?.message
        == "and 39992 more incomplete specifiers in the de format of \"k\"; left as written")
  }

  /// The first 40 characters of `text` and the ellipsis, as quoted for the problem at byte 0.
  private func excerptHead(_ text: String) -> String {
    String(text.prefix(FormatArgumentFiller.excerptLength)) + "…\"; "
      + (text.hasPrefix("%0$")
        ? "filled as the next argument, as String(format:) reads it" : "left as written")
  }

  /// The excerpt as it was first written: it counts the whole value, so it is kept here only
  /// to check the bounded one against, on short values.
  private func referenceExcerpt(of value: String, around offset: Int) -> String {
    let length = FormatArgumentFiller.excerptLength
    guard value.count > length else { return value }
    let utf8 = value.utf8
    let at =
      utf8.index(utf8.startIndex, offsetBy: max(0, offset), limitedBy: utf8.endIndex) ?? utf8.endIndex
    let characterOffset = value.indices.prefix { $0 < at }.count
    let start = max(0, min(characterOffset - length / 4, value.count - length))
    let first = value.index(value.startIndex, offsetBy: start)
    let last = value.index(first, offsetBy: length)
    return (start > 0 ? "…" : "") + value[first..<last] + (last < value.endIndex ? "…" : "")
  }

  @Test("the excerpt reads only up to its end and quotes what counting the whole value quoted")
  func excerptMatchesReference() {
    // Clusters of several scalars and bytes: combining marks, flags, a ZWJ family, a prepended
    // sign (U+0600 joins the `%` after it), CR LF; offsets inside clusters and past the end.
    let pieces = ["a", "é", "e\u{301}\u{302}", "🇩🇪", "👩‍👩‍👧", "\u{600}%", "\r\n", "%q", "字"]
    var generator = SystemRandomNumberGenerator()
    for length in [0, 1, 20, 39, 40, 41, 42, 45, 50, 60, 80] {
      for _ in 0..<12 {
        let value = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
        for offset in [-3] + Array(0...(value.utf8.count + 2)) {
          #expect(
            FormatArgumentFiller.excerpt(of: value, around: offset)
              == referenceExcerpt(of: value, around: offset),
            "\(value.unicodeScalars.map { String($0.value, radix: 16) }) at \(offset)")
        }
      }
    }
  }
}
