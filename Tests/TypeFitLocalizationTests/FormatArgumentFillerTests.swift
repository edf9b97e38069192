import Testing

@testable import TypeFitLocalization

@Suite("Format argument filling")
struct FormatArgumentFillerTests {
  private let filler = FormatArgumentFiller()

  @Test("a text without % is returned as it is, whatever its storage")
  func textWithoutPercent() {
    // Native strings (contiguous UTF-8), a small string, and a substring's copy.
    let long = String(repeating: "Réglages du compte ", count: 8)
    #expect(!FormatArgumentFiller.mayHaveSpecifier(long))
    #expect(FormatArgumentFiller.mayHaveSpecifier(long + "%"))
    #expect(FormatArgumentFiller.mayHaveSpecifier("%"))
    #expect(!FormatArgumentFiller.mayHaveSpecifier(""))
    #expect(!FormatArgumentFiller.mayHaveSpecifier("ok"))
    #expect(FormatArgumentFiller.mayHaveSpecifier(String(long.dropFirst(3)) + "100% done"))
    let filled = filler.fill(long)
    #expect(filled.text == long)
    #expect(filled.problems.isEmpty)
    #expect(filler.fill("100%% done").text == "100% done")
  }

  @Test(
    "fills each specifier with its sample",
    arguments: [
      ("%@ liked it", "Alexandra liked it"),
      ("%d/%i/%ld/%lld/%lu/%u/%hhd/%zd/%qd", "1,234/1,234/1,234/1,234/1,234/1,234/1,234/1,234/1,234"),
      ("%1$@ and %2$d", "Alexandra and 1,234"),
      ("%f|%.2f|%.0f", "1,234.567800|1,234.57|1,235"),
      ("%e %g", "1.234568e+03 1234.57"),
      ("%x %X %o %c %s", "4d2 4D2 2322 A Alexandra"),
      ("100%% done", "100% done"),
      ("[%8@] [%-6d] [%08d]", "[Alexandra] [1,234 ] [0001,234]"),
      ("Android %1$s has %2$d", "Android Alexandra has 1,234"),
      ("no specifiers", "no specifiers"),
      // A64 (low): a width or precision from an argument, POSIX's positional form too.
      ("%2$*1$d|%*d|%.*f|%1$.*2$f", "1,234|1,234|1,234.567800|1,234.567800"),
    ])
  func fills(input: String, expected: String) {
    let result = filler.fill(input)
    #expect(result.text == expected)
    #expect(result.problems.isEmpty)
  }

  @Test(
    "leaves malformed sequences as written and reports them",
    arguments: [
      ("50%", "%", 2), ("%5", "%5", 0), ("a %1$", "%1$", 2), ("%q", "%q", 0),
      // A space flag and a conversion: quoted whole (F27-5), still left as written.
      ("50% off", "% o", 2),
      ("%y", "%", 0), ("%#@open", "%#@open", 0),
    ])
  func malformed(input: String, written: String, offset: Int) {
    let result = filler.fill(input)
    #expect(result.text == input)
    #expect(result.problems.map(\.written) == [written])
    #expect(result.problems.first?.offset == offset)
  }

  @Test("custom samples override by conversion and by length")
  func customSamples() {
    let custom = FormatArgumentFiller(
      samples: FormatSampleValues(["@": "Bo", "d": "7", "ld": "99", "f": "2.5"]))
    #expect(custom.fill("%@ %d %ld %s %.1f").text == "Bo 7 99 Bo 2.5")
  }

  @Test("problems become warnings located at the string")
  func diagnostics() {
    let string = LocalizedString(
      key: "k", locale: "de", value: "%q", location: SourceLocation(file: "a.strings", line: 3, column: 7),
      format: .strings)
    let (text, diagnostics) = filler.fill(string)
    #expect(text == "%q")
    #expect(
      diagnostics.map(\.description) == [
        "a.strings:3:7: incomplete format specifier: '%q' at byte 0 of the de value of \"k\", \"%q\"; left as written"
      ])
  }

  /// fresh27 F27-5: `% p` is a conversion to printf and `String(format:)` (the space flag, then
  /// `p`), not an incomplete specifier; the warning says what iOS does with it.
  @Test("a percent sign, spaces and a conversion letter are called a specifier with the space flag")
  func spaceFlag() {
    let string = LocalizedString(
      key: "instance.list.posts-%@", locale: "ca", value: "% publicacions",
      location: SourceLocation(file: "ca.lproj/Localizable.strings", line: 9, column: 1), format: .strings)
    let (text, diagnostics) = filler.fill(string)
    #expect(text == "% publicacions")
    #expect(
      diagnostics.map(\.description) == [
        "ca.lproj/Localizable.strings:9:1: format specifier with the space flag: '% p' at byte 0 of the ca value of "
          + "\"instance.list.posts-%@\", \"% publicacions\"; when the string is given arguments, String(format:) "
          + "reads it as the conversion 'p' (a pointer) and shows an argument in its place, not this text; a "
          + "percent sign there is written '%%'. Measured as written"
      ])
    // A `%` before a space and no conversion letter, or in an Android string, is still incomplete.
    #expect(filler.fill("50% Rabatt").problems.map(\.reason) == ["incomplete format specifier"])
    #expect(filler.fill("% off", javaStyle: true).problems.map(\.written) == ["%"])
    #expect(filler.fill("50%  off").problems.map(\.written) == ["%  o"])
  }

  @Test("a long value is quoted as an excerpt around the problem")
  func longValueExcerpt() {
    let value = String(repeating: "a", count: 50) + "%q" + String(repeating: "b", count: 50)
    #expect(
      FormatArgumentFiller.excerpt(of: value, around: 50)
        == "…" + String(repeating: "a", count: 10) + "%q" + String(repeating: "b", count: 28) + "…")
    #expect(FormatArgumentFiller.excerpt(of: "% publicacions", around: 0) == "% publicacions")
    #expect(
      FormatArgumentFiller.excerpt(of: String(repeating: "é", count: 45), around: 0) == String(
        repeating: "é", count: 40) + "…")
  }

  @Test("a single plural form shows its own count; several forms keep the samples")
  func pluralCounts() {
    func string(_ value: String, _ components: [StringVariant.Component]) -> LocalizedString {
      LocalizedString(
        key: "k", locale: "en", value: value, variant: StringVariant(components),
        location: SourceLocation(file: "x", line: 1), format: .xcstrings)
    }
    #expect(filler.fill(string("%d file", [.plural("one")])).text == "1 file")
    #expect(
      filler.fill(string("%lld files", [.substitution(name: "n", form: "other")])).text == "1,234 files")
    #expect(filler.fill(string("%ld in %@", [.device("ipad"), .plural("zero")])).text == "0 in Alexandra")
    #expect(
      filler.fill(string("%1$d, %2$d", [.substitution(name: "a", form: "one"), .plural("one")])).text
        == "1,234, 1,234")
  }

  @Test(
    "with several substitutions each argument position shows its own form's count (no rules: zero 0, two 2)")
  func argumentCounts() {
    var string = LocalizedString(
      key: "k", locale: "cy", value: "%1$lld x %2$lld y %3$lld z %2$@ %4$lld %2$+d",
      variant: StringVariant([
        .substitution(name: "a", form: "zero"), .substitution(name: "b", form: "two"),
        .substitution(name: "c", form: "few"), .substitution(name: "d", form: "other"),
      ]), location: SourceLocation(file: "x", line: 1), format: .xcstrings)
    string.argumentForms = [1: "zero", 2: "two", 3: "few", 4: "other"]
    #expect(filler.fill(string).text == "0 x 2 y 1,234 z Alexandra 1,234 +2")
    string.argumentForms = [:]
    #expect(filler.fill(string).text == "1,234 x 1,234 y 1,234 z Alexandra 1,234 +1,234")
  }

  @Test("filling stops where the text reaches the label limit, whatever the samples and specifiers")
  func fillingStopsAtTheLimit() {
    // The fifth attack's shape: 4,000 `%@` filled with a 1,000,000-unit sample would be
    // 4,000,000,000 units; the text stops at 50,001.
    let huge = FormatArgumentFiller(
      samples: FormatSampleValues(["@": String(repeating: "X", count: 1_000_000)]))
    let many = huge.fill(String(repeating: "%@", count: 4_000) + " %q")
    #expect(many.text.utf16.count == 50_001)
    #expect(many.text == String(repeating: "X", count: 50_001))
    #expect(many.isCapped)
    // A 40,000-unit sample: the second one crosses the limit and is cut there (40,005 + 9,996).
    let modest = FormatArgumentFiller(
      samples: FormatSampleValues(["@": String(repeating: "é", count: 40_000)]))
    let two = modest.fill("a %@ b %@ c %@")
    #expect(two.text.utf16.count == FormatArgumentFiller.maximumPaddedLength)
    #expect(two.text.hasPrefix("a é") && two.text.hasSuffix(" b " + String(repeating: "é", count: 9_996)))
    #expect(two.isCapped)
    // Under the limit nothing changes.
    let short = modest.fill("%@")
    #expect(short.text.utf16.count == 40_000)
    #expect(!short.isCapped)
    // A lone surrogate is never left at the cut: a sample of emoji (2 units each) cut at an odd
    // count ends in U+FFFD.
    let emoji = FormatArgumentFiller(
      samples: FormatSampleValues(["@": String(repeating: "😀", count: 30_000)]))
    let cut = emoji.fill("%@")
    #expect(cut.text.utf16.count == 50_001)
    #expect(cut.text.unicodeScalars.last == "\u{FFFD}")
  }

  @Test("precisions and widths past the cap all mean the cap: the result is the same length")
  func precisionCappedAsRead() {
    let nine = filler.fill("%.999999999f")
    let huge = filler.fill("%.1000000000000000000000f")
    #expect(nine.text.utf16.count == FormatArgumentFiller.maximumPaddedLength)
    #expect(huge.text == nine.text)
    #expect(nine.isCapped && huge.isCapped)
    #expect(filler.fill("%.3f").text == "1,234.568")
    let wide = filler.fill("%99999999999999999999999d")
    #expect(wide.text.utf16.count == FormatArgumentFiller.maximumPaddedLength)
  }

  @Test(
    "the + flag signs integers as printf does; negative and unsigned samples are kept",
    arguments: [
      ("%+d Dateien", "+1,234 Dateien"), ("%+ld", "+1,234"), ("%+i", "+1,234"), ("%+u", "1,234"),
      ("%+.2f Grad", "+1,234.57 Grad"), ("%+x", "4d2"),
    ])
  func plusFlag(input: String, expected: String) {
    #expect(filler.fill(input).text == expected)
    let negative = FormatArgumentFiller(samples: FormatSampleValues(["d": "-5"]))
    #expect(negative.fill("%+d").text == "-5")
  }

  @Test("%n is named unsupported and measured as nothing, as String(format:) writes no text for it")
  func percentN() {
    let string = LocalizedString(
      key: "k", locale: "de", value: "50%n Rabatt",
      location: SourceLocation(file: "a.strings", line: 2, column: 1),
      format: .strings)
    let (text, diagnostics) = filler.fill(string)
    #expect(text == "50 Rabatt")
    #expect(
      diagnostics.map(\.description) == [
        "a.strings:2:1: unsupported format specifier (String(format:) writes no text for %n): '%n' at byte 2 of "
          + "the de value of \"k\", \"50%n Rabatt\"; measured as nothing"
      ])
    var android = string
    android.format = .android
    android.value = "Zeile%nzwei"
    #expect(filler.fill(android).text == "Zeile\nzwei")
    #expect(filler.fill(android).diagnostics.isEmpty)
  }

  @Test(
    "argument position 0 is a warning at the line; the text is filled as Foundation reads it, the next argument"
  )
  func positionZero() {
    let string = LocalizedString(
      key: "k", locale: "fr", value: "%0$@ a aimé",
      location: SourceLocation(file: "a.strings", line: 4, column: 1),
      format: .strings)
    let (text, diagnostics) = filler.fill(string)
    #expect(text == "Alexandra a aimé")
    #expect(
      diagnostics.map(\.description) == [
        "a.strings:4:1: argument position 0 (positions start at 1): '%0$@' at byte 0 of the fr value of \"k\", "
          + "\"%0$@ a aimé\"; filled as the next argument, as String(format:) reads it"
      ])
    #expect(filler.fill("%1$@ %2$d").problems.isEmpty)
    let written = FormatArgumentFiller.writtenTextWarnings(
      in: "%0$ld %n", at: SourceLocation(file: "a.stringsdict", line: 9, column: 3), locale: "fr",
      place: "format of \"k\"")
    #expect(
      written.map(\.message) == [
        "argument position 0 (positions start at 1): '%0$ld' at byte 0 of the fr format of \"k\", \"%0$ld %n\"; "
          + "filled as the next argument, as String(format:) reads it",
        "unsupported format specifier (String(format:) writes no text for %n): '%n' at byte 6 of the fr format of "
          + "\"k\", \"%0$ld %n\"; measured as nothing",
      ])
  }

  @Test("argument position 0 after a * width or precision is a warning as %0$d is (A66-4); %2$*1$d is none")
  func starPositionZero() {
    let written = FormatArgumentFiller.writtenTextWarnings(
      in: "%*0$d|%.*0$f|%2$*1$d", at: SourceLocation(file: "a.strings", line: 2, column: 5), locale: "de",
      place: "value of \"k\"")
    #expect(
      written.map(\.message) == [
        "argument position 0 for a * width or precision (positions start at 1): '%*0$d' at byte 0 of the de "
          + "value of \"k\", \"%*0$d|%.*0$f|%2$*1$d\"; filled without that width or precision, as for every *",
        "argument position 0 for a * width or precision (positions start at 1): '%.*0$f' at byte 6 of the de "
          + "value of \"k\", \"%*0$d|%.*0$f|%2$*1$d\"; filled without that width or precision, as for every *",
      ])
    #expect(filler.fill("%*0$d items").text == "1,234 items")
  }

  @Test("a * width or precision in an Android string is a warning: Java's Formatter has none (A67-7)")
  func javaStar() {
    let result = filler.fill("%*d|%2$*1$d|%.*f|%*0$d|%5d", javaStyle: true)
    let reason = "a * width or precision, which Java's Formatter does not read (String.format throws)"
    #expect(result.problems.map(\.written) == ["%*d", "%2$*1$d", "%.*f", "%*0$d"])
    #expect(result.problems.allSatisfy { $0.reason == reason })
    #expect(filler.fill("%*d|%5d", javaStyle: false).problems.isEmpty)
  }
}
