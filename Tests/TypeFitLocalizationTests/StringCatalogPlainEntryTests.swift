import Foundation
import Testing

@testable import TypeFitLocalization

/// Entries of the plain shape are read straight into strings, without a JSON tree
/// (``StringCatalogPlainEntry``): what they give must be what the tree path gives, string for
/// string and with the parser left at the same place; every other entry goes to the tree path.
@Suite("String Catalog entries read without a tree")
struct StringCatalogPlainEntryTests {
  /// Both paths over the first entry of `strings` in `document`: the plain path's strings (or
  /// `nil`) and where it left the parser, and the tree path's strings, diagnostics and position.
  private func bothPaths(_ document: String, options: LocalizationReadOptions = LocalizationReadOptions())
    throws -> (
      plain: [LocalizedString]?, plainEnd: (line: Int, column: Int), tree: [LocalizedString],
      diagnostics: [LocalizationDiagnostic], treeEnd: (line: Int, column: Int)
    )
  {
    var parser = JSONParser(bytes: Array(document.utf8), maximumDepth: options.maximumNestingDepth)
    parser.skipWhitespace()
    var top = try parser.beginObject(depth: 1)
    #expect(try parser.nextMember(&top) == "strings")
    var strings = try parser.beginObject(depth: 2)
    let key = try #require(try parser.nextMember(&strings))
    var plainParser = parser
    var leftOut = LeftOutStates()
    let plain = StringCatalogPlainEntry.read(
      key: key, from: &plainParser, depth: 2, path: "L.xcstrings", sourceLanguage: "en", options: options,
      leftOut: &leftOut)
    var dropped: [JSONMember] = []
    let entry = try parser.parseValue(depth: 2).keepingLastMembers(dropped: &dropped)
    var walker = StringCatalogWalker(path: "L.xcstrings", options: options, fileBytes: 0)
    walker.readEntry(key: key, entry, sourceLanguage: "en")
    // The units the state filter left out are counted alike on both paths (A29-6).
    if plain != nil {
      #expect(
        leftOut.note(file: "L.xcstrings", options: options)?.message
          == walker.leftOutStates.note(file: "L.xcstrings", options: options)?.message)
    }
    var diagnostics = walker.diagnostics.listed()
    if !dropped.isEmpty {
      diagnostics.append(
        LocalizationDiagnostic(
          kind: .duplicateKey, file: "L.xcstrings", line: dropped[0].value.line, message: "dropped"))
    }
    return (plain, plainParser.position, walker.takeStrings(), diagnostics, parser.position)
  }

  @Test("a plain entry gives the tree path's strings, with their values, states, comment and places")
  func plainEntry() throws {
    let document = """
      {"strings":{"Save":{
        "comment":"Toolbar button","extractionState":"manual","shouldTranslate":true,
        "localizations":{
          "de":{"stringUnit":{"state":"translated","value":"Sichern"}},
          "fr":{"stringUnit":{"value":"Enregistrer \\u00e0 %@","state":"needs_review"}},
          "ja":{}
        }},"Next":{}}}
      """
    let paths = try bothPaths(document)
    let plain = try #require(paths.plain)
    #expect(paths.diagnostics.isEmpty)
    #expect(plain == paths.tree)
    #expect(paths.plainEnd == paths.treeEnd)
    #expect(
      plain.map {
        "\($0.locale)|\($0.value)|\($0.location.line):\($0.location.column)|\($0.state?.rawValue ?? "-")"
      }
        == ["en|Save|1:20|-", "de|Sichern|4:54|translated", "fr|Enregistrer à %@|5:33|needs_review"])
    #expect(
      plain.allSatisfy { $0.comment == "Toolbar button" && $0.key == "Save" && $0.format == .xcstrings })
  }

  @Test("the development language's own entry replaces the key, and the state filter applies")
  func sourceLanguageAndStates() throws {
    var options = LocalizationReadOptions()
    options.includedStates = [.translated]
    let paths = try bothPaths(
      #"{"strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"new","value":"Key"}},"# + "\n"
        + #""de":{"stringUnit":{"state":"translated","value":"Schlüssel"}}}}}}"#, options: options)
    let plain = try #require(paths.plain)
    #expect(plain == paths.tree)
    #expect(plain.map(\.value) == ["Schlüssel"])
    #expect(plain[0].location.line == 2)
  }

  @Test(
    "names and states compared by bytes: written with escapes, or with the comment last, as the tree reads them"
  )
  func namesByBytes() throws {
    let document = """
      {"strings":{"Open":{
        "loc\\u0061lizations":{
          "de":{"\\u0073tringUnit":{"st\\u0061te":"tr\\u0061nslated","v\\u0061lue":"\\u00d6ffnen"}},
          "fr":{"stringUnit":{"value":"Ouvrir","state":"stale"}}
        },
        "comment":"written after the localizations"}}}
      """
    let paths = try bothPaths(document)
    let plain = try #require(paths.plain)
    #expect(paths.diagnostics.isEmpty)
    #expect(plain == paths.tree)
    #expect(paths.plainEnd == paths.treeEnd)
    #expect(
      plain.map { "\($0.locale)|\($0.value)|\($0.state?.rawValue ?? "-")" } == [
        "en|Open|-", "de|Öffnen|translated", "fr|Ouvrir|stale",
      ])
    #expect(plain.allSatisfy { $0.comment == "written after the localizations" })
  }

  @Test(
    "an entry of any other shape goes to the tree path",
    arguments: [
      // variations, substitutions and members the reader does not know
      #"{"localizations":{"de":{"variations":{"plural":{"one":{"stringUnit":{"value":"x"}}}}}}}"#,
      #"{"localizations":{"de":{"stringUnit":{"value":"%#@n@"},"substitutions":{}}}}"#,
      #"{"localizations":{"de":{"stringSet":{}}}}"#,
      #"{"stringUnit":{"value":"x"}}"#,
      #"{"localizations":{"de":{"stringUnit":{"value":"x","extra":1}}}}"#,
      #"{"localizations":{"de":{"stringUnit":{"valuex":"x"}}}}"#,
      #"{"localizations":{"de":{"stringUni":{}}}}"#,
      #"{"localizations":{"de":{"stringUnit":{"state":"translate","value":"x"}}}}"#, #"{"Comment":"c"}"#,
      // names written twice: the last is kept and the first reported
      #"{"localizations":{"de":{"stringUnit":{"value":"a"}},"de":{"stringUnit":{"value":"b"}}}}"#,
      #"{"localizations":{"de":{"stringUnit":{"value":"a","value":"b"}}}}"#,
      #"{"comment":"a","comment":"b"}"#,
      #"{"shouldTranslate":false,"shouldTranslate":true}"#,
      #"{"extractionState":{"a":1,"a":2}}"#,
      // wrong types, unknown states, a unit without a value, a syntax error
      #"{"comment":3}"#, #"{"localizations":[]}"#, #"{"localizations":{"de":"x"}}"#,
      #"{"localizations":{"de":{"stringUnit":{"state":"done","value":"x"}}}}"#,
      #"{"localizations":{"de":{"stringUnit":{"state":"new"}}}}"#,
      #"{"localizations":{"de":{"stringUnit":{"value":7}}}}"#, #""not an object""#,
      #"{"localizations":{"de":{"stringUnit":{"value":"x"}}"#,
    ])
  func otherShapes(entry: String) throws {
    var parser = JSONParser(bytes: Array(#"{"k":\#(entry)}"#.utf8), maximumDepth: 64)
    var strings = try parser.beginObject(depth: 2)
    let key = try #require(try parser.nextMember(&strings))
    var leftOut = LeftOutStates()
    #expect(
      StringCatalogPlainEntry.read(
        key: key, from: &parser, depth: 2, path: "L.xcstrings", sourceLanguage: "en",
        options: LocalizationReadOptions(), leftOut: &leftOut) == nil)
  }

  @Test("near the nesting limit the tree path reads the entry, and reports what it must")
  func nestingLimit() {
    var options = LocalizationReadOptions()
    options.maximumNestingDepth = 5
    let result = StringCatalogReader.read(
      Data(
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"value":"x"}}}}}}"#.utf8
      ),
      path: "L.xcstrings", options: options)
    #expect(result.strings.isEmpty)
    #expect(result.diagnostics.map(\.kind) == [.nestingTooDeep])
    #expect(result.diagnostics.first?.message.hasSuffix(#"in the entry "k"; that entry was skipped"#) == true)
  }

  @Test("a whole catalog reads plain and other entries in file order, with the other entries' warnings")
  func wholeCatalog() {
    let result = StringCatalogReader.read(
      Data(
        """
        {"sourceLanguage":"en","strings":{
        "a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A"}}}},
        "b":{"localizations":{"de":{"stringUnit":{"value":"B1"}},"de":{"stringUnit":{"value":"B2"}}}},
        "c":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"C"}}}}
        }}
        """.utf8), path: "L.xcstrings")
    #expect(
      result.strings.map { "\($0.key)|\($0.locale)|\($0.value)|\($0.location.line)" } == [
        "a|en|a|2", "a|de|A|2", "b|en|b|3", "b|de|B2|3", "c|en|c|4", "c|de|C|4",
      ])
    #expect(
      result.diagnostics.map(\.description) == [
        "L.xcstrings:3:28: \"de\" is written again later in the same object of the entry \"b\"; the last is "
          + "kept, as Xcode reads it, and this one is skipped"
      ])
  }

  @Test("a locale canonically equal to a well-formed one, but not a tag by its bytes, is reported after it")
  func kelvinSignLocale() {
    // U+212A KELVIN SIGN is canonically equivalent to K: Swift's `==` finds `de-KK` equal to it.
    let result = StringCatalogReader.read(
      Data(
        (#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de-KK":{"stringUnit":{"value":"x"}},"#
          + #""de-\u212A\u212A":{"stringUnit":{"value":"y"}}}}}}"#).utf8), path: "L.xcstrings")
    #expect(result.strings.map(\.value) == ["a", "x"])
    #expect(result.diagnostics.map(\.kind) == [.invalidLanguageTag])
    #expect(result.diagnostics.first?.line == 1)
  }
}
