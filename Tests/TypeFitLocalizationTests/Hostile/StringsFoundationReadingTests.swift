import Foundation
import Testing

@testable import TypeFitLocalization

/// `.strings` text read as Foundation's old-style property-list parser reads it on the device
/// (the values asserted are what `PropertyListSerialization` of this toolchain's Foundation
/// gives for the same bytes): an empty entry ends the table, lowercase `\u` is the letter `u`,
/// octal escapes are one NeXTSTEP Latin byte.
@Suite("Strings file: read as Foundation reads it (ninth attack)")
struct StringsFoundationReadingTests {
  private let path = "de.lproj/Localizable.strings"

  private func read(_ text: String) -> LocalizationReadResult {
    StringsFileReader.read(Data(text.utf8), path: path)
  }

  private func described(_ result: LocalizationReadResult) -> [String] {
    result.diagnostics.map { "\($0.severity) \($0.kind)@\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
  }

  @Test(
    "';;' ends the table as Foundation ends it: the entries after it are counted in a warning, not checked")
  func emptyEntryEndsTable() {
    let result = read(
      "\"a\" = \"Eins\";;\n\"b\" = \"Datenschutzeinstellungen und Sicherheitsoptionen verwalten\";\n\"c\" = \"Drei\";\n"
    )
    #expect(result.strings.map { "\($0.key)=\($0.value)" } == ["a=Eins"])
    #expect(
      described(result) == [
        "warning syntaxError@1:14: an empty entry (';' right after the ';' that ends an entry): Foundation stops "
          + "reading the table here, so 2 entries after it are not shown on the device and not checked; remove the "
          + "extra ';'"
      ])
  }

  @Test("the second ';' ends the table across white space, comments and lines, after a bare key too")
  func emptyEntryForms() {
    #expect(read("\"a\" = \"b\"; /*x*/ ; \"c\" = \"d\";").strings.map(\.key) == ["a"])
    #expect(read("\"a\" = \"b\";\n;\n\"c\" = \"d\";").strings.map(\.key) == ["a"])
    let bare = read("\"a\";; \"c\" = \"d\";")
    #expect(bare.strings.map { "\($0.key)=\($0.value)" } == ["a=a"])
    #expect(bare.diagnostics.map(\.message).first?.contains("1 entry after it is not shown") == true)
  }

  @Test("';;' at the end of the table loses nothing: no warning")
  func emptyEntryAtEnd() {
    let result = read("\"a\" = \"b\";;\n")
    #expect(result.strings.map(\.key) == ["a"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test("a key defined before and after ';;' keeps its first value, the one Foundation read")
  func emptyEntryDuplicate() {
    let result = read("\"a\" = \"first\";;\n\"a\" = \"second\";\n")
    #expect(result.strings.map(\.value) == ["first"])
    #expect(result.diagnostics.map(\.kind) == [.syntaxError])
  }

  @Test("';;' inside '{ … }' makes Foundation refuse the table: an error")
  func emptyEntryInBracedTable() {
    let result = read("{ \"a\" = \"b\";; \"c\" = \"d\"; }")
    #expect(result.strings.map(\.key) == ["a"])
    #expect(result.diagnostics.map { "\($0.severity)@\($0.line ?? 0):\($0.column ?? 0)" } == ["error@1:13"])
  }

  @Test(
    "a ';' before the first entry, or right after the opening '{', makes Foundation refuse the table: an error"
  )
  func semicolonFirst() {
    let result = read("/* c */ ;\"a\" = \"b\"; \"c\" = \"d\";")
    #expect(result.strings.isEmpty)
    #expect(
      described(result) == [
        "error syntaxError@1:9: a ';' before the first entry: Foundation requires a key there and cannot read the "
          + "table at all (the app shows every key); 2 entries after it are not checked; remove the ';'"
      ])
    let braced = read("{;\"a\" = \"b\";}")
    #expect(braced.strings.isEmpty)
    #expect(braced.diagnostics.map { "\($0.severity)@\($0.line ?? 0):\($0.column ?? 0)" } == ["error@1:2"])
  }

  @Test("lowercase '\\u' is the letter u, as Foundation reads it, with a warning naming the '\\U' to write")
  func lowercaseUnicodeEscape() {
    let result = read(#""title" = "Gr\u00fc\u00dfe aus M\u00fcnchen";"#)
    #expect(result.strings.first?.value == "Gru00fcu00dfe aus Mu00fcnchen")
    #expect(
      described(result) == [
        #"warning invalidEscape@1:14: '\u' is not an escape in .strings: the app shows 'u00fc'; write '\U00FC'"#,
        #"warning invalidEscape@1:20: '\u' is not an escape in .strings: the app shows 'u00df'; write '\U00DF'"#,
        #"warning invalidEscape@1:33: '\u' is not an escape in .strings: the app shows 'u00fc'; write '\U00FC'"#,
      ])
  }

  @Test("'\\u' never pairs surrogates; '\\U' keeps its pairs and its lone-surrogate warning")
  func lowercaseSurrogates() {
    #expect(read(#""k" = "\uD83D\uDE00";"#).strings.first?.value == "uD83DuDE00")
    let mixed = read(#""k" = "\UD83D\uDE00";"#)
    #expect(mixed.strings.first?.value == "\u{FFFD}uDE00")
    #expect(mixed.diagnostics.map(\.kind) == [.invalidEncoding, .invalidEscape])
    #expect(read(#""k" = "\UD83D\UDE00";"#).strings.first?.value == "😀")
    let bare = read(#""k" = "\u";"#)
    #expect(bare.strings.first?.value == "u")
    #expect(bare.diagnostics.map(\.message) == [#"'\u' is not an escape in .strings: the app shows 'u'"#])
  }

  @Test("octal escapes above \\177 are NeXTSTEP Latin bytes, as Foundation reads them")
  func octalNeXTSTEP() {
    let written = [#"\200"#, #"\244"#, #"\256"#, #"\341"#, #"\365"#, #"\375"#, #"\101"#, #"\1012"#]
    let values = written.map { read("\"k\" = \"\($0)\";").strings.first?.value }
    #expect(values == ["\u{A0}", "\u{2044}", "\u{FB01}", "\u{C6}", "\u{131}", "\u{FF}", "A", "A2"])
    #expect(written.allSatisfy { read("\"k\" = \"\($0)\";").diagnostics.isEmpty })
  }

  @Test("an octal escape over a byte keeps its last 8 bits; 0xFE and 0xFF are U+0000, with warnings")
  func octalOverByte() {
    let wide = read(#""k" = "\541";"#)
    #expect(wide.strings.first?.value == "a")
    #expect(
      wide.diagnostics.map(\.message) == [
        #"octal escape '\541' is more than a byte: Foundation keeps its last 8 bits, '\141'"#
      ])
    let unassigned = read(#""k" = "x\777";"#)
    #expect(unassigned.strings.first?.value == "x\u{0}")
    #expect(
      unassigned.diagnostics.map(\.message) == [
        #"octal escape '\777' is more than a byte: Foundation keeps its last 8 bits, '\377'"#,
        #"octal escape '\777' is no character in NeXTSTEP Latin, which Foundation reads it in: the app shows U+0000"#,
      ])
  }

  /// What this toolchain's Foundation reads from `text` as a strings table (the parser the
  /// device uses, `CFOldStylePList.c`), by code points; `nil` when it refuses the text.
  private func foundation(_ text: String) -> [String: [Unicode.Scalar]]? {
    var format = PropertyListSerialization.PropertyListFormat.openStep
    guard
      let table = try? PropertyListSerialization.propertyList(
        from: Data(text.utf8), options: [], format: &format) as? [String: Any]
    else { return nil }
    return table.compactMapValues { ($0 as? String).map { Array($0.unicodeScalars) } }
  }

  @Test(
    "every octal escape \\200–\\377, and ';;' and '\\u' samples, read as this toolchain's Foundation reads them"
  )
  func sameAsFoundation() {
    var texts = (0o200...0o377).map { "\"k\" = \"x\\\(String($0, radix: 8))y\";" }
    texts += [
      "\"a\" = \"b\";; \"c\" = \"d\";", ";\"a\" = \"b\";", "{;\"a\" = \"b\";}",
      "\"a\" = \"b\"; /* c */ ;\n\"c\" = \"d\";", "\"a\";; \"c\" = \"d\";",
      #""k" = "\u00fc \uD83D\uDE00 \UD83D\UDE00 \u";"#, #""k" = "\541\400\1012";"#,
    ]
    for text in texts {
      let mine = Dictionary(
        read(text).strings.map { ($0.key, Array($0.value.unicodeScalars)) }, uniquingKeysWith: { $1 })
      // A table Foundation refuses shows no entry: none is checked.
      #expect(mine == (foundation(text) ?? [:]), "\(text)")
    }
  }
}
