import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// The streaming readers: a String Catalog read entry by entry gives what building its whole
/// JSON tree gives, strings come before the end of the file is parsed, and damage late in a
/// file keeps what came before it.
@Suite("Streaming readers")
struct StreamingReaderTests {
  /// One string as the comparisons see it.
  struct Seen: Equatable, CustomStringConvertible {
    var key, locale, value, variant: String
    var line, column: Int?

    init(_ string: LocalizedString) {
      key = string.key
      locale = string.locale
      value = string.value
      variant = string.variant.description
      line = string.location.line
      column = string.location.column
    }

    var description: String { "\(key) \(locale) \(variant) @\(line ?? 0):\(column ?? 0) \(value)" }
  }

  /// The catalog read the way the reader worked before streaming: the whole JSON tree first,
  /// then every entry of `strings` through the same walker.
  static func treeRead(_ bytes: [UInt8], path: String) -> LocalizationReadResult {
    let options = LocalizationReadOptions()
    let decoded = SourceTextDecoder.decodeUTF8(bytes, path: path)
    var parser = JSONParser(bytes: decoded.utf8, maximumDepth: options.maximumNestingDepth)
    var result = LocalizationReadResult(diagnostics: decoded.diagnostics)
    guard let document = try? parser.parseDocument() else {
      Issue.record("\(path): the tree reader is for well-formed catalogs")
      return result
    }
    var walker = StringCatalogWalker(path: path, options: options, fileBytes: bytes.count)
    let language =
      document["sourceLanguage"].flatMap { walker.sourceLanguage($0) } ?? options.developmentLanguage
    for entry in document["strings"]?.members ?? [] {
      walker.readEntry(key: entry.key, entry.value, sourceLanguage: language)
    }
    result.strings = walker.takeStrings()
    result.diagnostics += parser.warnings.listed().map {
      LocalizationDiagnostic(
        kind: .invalidEncoding, severity: .warning, file: path, line: $0.line, column: $0.column,
        message: $0.message)
    }
    result.diagnostics += walker.diagnostics.listed()
    return result
  }

  static func read(_ text: String, path: String = "App/Localizable.xcstrings") -> LocalizationReadResult {
    var stream = stream(text, path: path)
    return stream.readAll()
  }

  static func stream(_ text: String, path: String = "App/Localizable.xcstrings") -> LocalizedStringStream {
    LocalizationReader.stream(
      Array(text.utf8), path: path, format: path.hasSuffix(".strings") ? .strings : .xcstrings)
  }

  @Test(
    "Ice Cubes: the streamed catalog has the tree reader's strings (key, locale, value, variant, line, column)",
    .enabled(if: TestPaths.hasShared, "SKIPPED: needs ../shared beside the checkout (corpora and references)")
  )
  func iceCubesMatchesTree() throws {
    let shared = try #require(Self.corpus())
    let path = shared + "/IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings"
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let tree = Self.treeRead(bytes, path: path)
    var stream = LocalizationReader.stream(bytes, path: path, format: .xcstrings)
    var streamed: [LocalizedString] = []
    while let string = stream.next() { streamed.append(string) }
    #expect(tree.strings.count > 10_000)
    #expect(streamed.count == tree.strings.count)
    let firstDifference = zip(streamed, tree.strings).first { $0 != $1 }
    #expect(firstDifference == nil, "\(firstDifference.map { "\(Seen($0.0)) vs \(Seen($0.1))" } ?? "")")
    #expect(stream.diagnostics == tree.diagnostics)
  }

  @Test(
    "Mastodon .strings: streamed pairs are the key, value and line of every `\"key\" = \"value\";` line",
    .enabled(if: TestPaths.hasShared, "SKIPPED: needs ../shared beside the checkout (corpora and references)")
  )
  func mastodonStringsMatchLines() throws {
    let shared = try #require(Self.corpus())
    let found = LocalizationFileWalker().findFiles(in: [shared + "/mastodon-ios"])
    let files = found.files.filter { $0.format == .strings }
    #expect(files.count == 31)
    // Whole-text pattern: a value may hold line breaks.
    let pair = try NSRegularExpression(
      pattern: #"^[ \t]*"((?:[^"\\]|\\.)*)"[ \t]*=[ \t]*"((?:[^"\\]|\\.)*)"[ \t]*;"#,
      options: [.anchorsMatchLines])
    func unescape(_ text: String) -> String {
      var result = ""
      var escaped = false
      for character in text {
        if escaped {
          result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else {
          result.append(character)
        }
      }
      return result
    }
    var total = 0
    for file in files {
      let text = try String(contentsOfFile: file.path, encoding: .utf8)
      let utf16 = Array(text.utf16)
      var expected: [String] = []
      var line = 1
      var counted = 0
      for match in pair.matches(in: text, range: NSRange(location: 0, length: utf16.count)) {
        let key = unescape((text as NSString).substring(with: match.range(at: 1)))
        let value = unescape((text as NSString).substring(with: match.range(at: 2)))
        let start = match.range(at: 2).location
        line += utf16[counted..<start].lazy.filter { $0 == 0x0A }.count
        counted = start
        expected.append("\(key)=\(value)@\(line)")
      }
      var stream = LocalizationReader().stream(file: file)
      var streamed: [String] = []
      while let string = stream.next() {
        streamed.append("\(string.key)=\(string.value)@\(string.location.line)")
      }
      #expect(streamed == expected, "\(file.path)")
      #expect(stream.diagnostics.isEmpty)
      total += streamed.count
    }
    #expect(total > 10_000)
  }

  static let edgeCatalogs: [String] = [
    #"{"sourceLanguage":"fr","strings":{"a":{"localizations":{"de":{"stringUnit":{"value":"x\ud800y"}}}}},"version":"1.0"}"#,
    #"{"version":"1.0","strings":{},"sourceLanguage":"de"}"#,
    #"{"strings":{"a":{"comment":5,"localizations":{"de":{"variations":{"plural":{"other":{"stringUnit":{"value":"%lld Dinge"}},"one":{"stringUnit":{"value":"Ding"}}}}}}}},"version":"1.0"}"#,
    #"{"sourceLanguage":7,"strings":{"a":5,"b":{"localizations":{"en":{"stringUnit":{"value":"B"}}}}}}"#,
    #"{"strings":{"a":{"localizations":{"de":{"stringUnit":{"value":"%#@n@","state":"new"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"value":"%arg Ding"}},"other":{"stringUnit":{"value":"%arg Dinge"}}}}}}}}}}}"#,
    "{\"strings\":{\n\"a\":{},\n\"b\":{}},\n\"sourceLanguage\":\"it\"\n}",
  ]

  @Test(
    "Edge-case catalogs: streaming gives the tree reader's strings and diagnostics", arguments: edgeCatalogs)
  func edgeCasesMatchTree(text: String) {
    var stream = Self.stream(text)
    let streamed = stream.readAll()
    let tree = Self.treeRead(Array(text.utf8), path: "App/Localizable.xcstrings")
    #expect(streamed.strings.map(Seen.init) == tree.strings.map(Seen.init))
    #expect(streamed.diagnostics == tree.diagnostics)
  }

  @Test("`strings` before `sourceLanguage`: the source language is found first")
  func sourceLanguageAfterStrings() {
    let result = Self.read(
      "{\"strings\":{\n\"a\":{},\n\"b\":{\"localizations\":{\"it\":{\"stringUnit\":{\"value\":\"B\"}}}}},\n\"sourceLanguage\":\"it\"\n}"
    )
    #expect(result.strings.map(Seen.init).map(\.description) == ["a it  @2:5 a", "b it  @3:51 B"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test("A catalog without `strings` is reported at its opening brace")
  func missingStrings() {
    #expect(
      Self.read(#"{"sourceLanguage":"en"}"#).diagnostics.map(\.description) == [
        "App/Localizable.xcstrings:1:1: missing \"strings\" object"
      ])
    #expect(
      Self.read(" \n {\n} ").diagnostics.map(\.description) == [
        "App/Localizable.xcstrings:2:2: missing \"strings\" object"
      ])
  }

  @Test("Malformed JSON mid-file: the entries before the error are read, the error names file:line:column")
  func malformedMidFile() {
    let text =
      "{\"sourceLanguage\":\"en\",\"strings\":{\n"
      + "\"a\":{\"localizations\":{\"de\":{\"stringUnit\":{\"value\":\"A\"}}}},\n"
      + "\"b\":{\"localizations\":{\"de\":{\"stringUnit\":{\"value\":\"B\"}}}},\n"
      + "\"c\":{\"localizations\":{\"de\":{\"stringUnit\":{\"value\" \"C\"}}}},\n"
      + "\"d\":{\"localizations\":{\"de\":{\"stringUnit\":{\"value\":\"D\"}}}}\n}}"
    let result = Self.read(text)
    #expect(
      result.strings.map { "\($0.key)/\($0.locale)=\($0.value)" } == ["a/en=a", "a/de=A", "b/en=b", "b/de=B"])
    #expect(
      result.diagnostics.map(\.description) == [
        "App/Localizable.xcstrings:4:51: expected ':' after member name"
      ])
    #expect(result.diagnostics.map(\.kind) == [.syntaxError])
  }

  @Test("Text after the document: every string is read, then the error")
  func trailingText() {
    let result = Self.read(#"{"strings":{"a":{}}} x"#)
    #expect(result.strings.map(\.key) == ["a"])
    #expect(
      result.diagnostics.map(\.description) == [
        "App/Localizable.xcstrings:1:22: unexpected text after the JSON document"
      ])
  }

  @Test(
    "`strings` before `sourceLanguage` and a syntax error after them: no strings, as the language is unknown")
  func sourceLanguageUnreachable() {
    let result = Self.read("{\"strings\":{\"a\":{}},\n, \"sourceLanguage\":\"it\"}")
    #expect(result.strings.isEmpty)
    #expect(
      result.diagnostics.map(\.description) == [
        "App/Localizable.xcstrings:2:1: expected a quoted member name"
      ])
  }

  @Test("The first string comes before the end of the file is parsed")
  func lazy() {
    // A reader that parsed the whole file first would know of the error at the end before
    // handing out the first string.
    let entries = (0..<100).map { #""k\#($0)":{"localizations":{"de":{"stringUnit":{"value":"W\#($0)"}}}}"# }
    var stream = Self.stream(
      "{\"sourceLanguage\":\"en\",\"strings\":{\n" + entries.joined(separator: ",\n") + ",\n\"broken\": }}")
    #expect(stream.next()?.key == "k0")
    #expect(stream.diagnostics.isEmpty)
    var count = 1
    while stream.next() != nil { count += 1 }
    #expect(count == 200)
    #expect(stream.diagnostics.map(\.line) == [102])
  }

  @Test(".strings: an unterminated value is reported where it starts, not read, and the next line is")
  func unterminatedStringsValue() {
    let result = Self.read(
      "\"a\" = \"A\";\n\"b\" = \"B;\n\"c\" = \"C\";\n\"d\" = \"D\";\n", path: "de.lproj/x.strings"
    )
    #expect(result.strings.map { "\($0.key)=\($0.value)" } == ["a=A", "c=C", "d=D"])
    #expect(
      result.diagnostics.map(\.description) == [
        "de.lproj/x.strings:2:7: unterminated string starting at 2:7; expected a closing '\"'"
      ])
  }

  @Test(".strings: an unterminated value at the end of the file is reported where it starts")
  func unterminatedAtEnd() {
    let result = Self.read("\"a\" = \"A\";\n\"b\" =  \"open\n", path: "de.lproj/x.strings")
    #expect(result.strings.map(\.key) == ["a"])
    #expect(
      result.diagnostics.map(\.description) == [
        "de.lproj/x.strings:2:8: unterminated string starting at 2:8; expected a closing '\"'"
      ])
  }

  @Test(".strings: a value over several lines with its ';' is still one value")
  func multilineValue() {
    let result = Self.read("\"a\" = \"one\ntwo\";\n\"b\" = \"B\";\n", path: "de.lproj/x.strings")
    #expect(result.strings.map(\.value) == ["one\ntwo", "B"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test(
    ".strings: a value over several lines missing only its ';' is kept, and the error is where ';' is missing"
  )
  func multilineValueWithoutSemicolon() {
    let result = Self.read("\"a\" = \"one\ntwo\"\n\"b\" = \"B\";\n", path: "de.lproj/x.strings")
    #expect(result.strings.map(\.value) == ["one\ntwo", "B"])
    #expect(
      result.diagnostics.map(\.description) == [
        "de.lproj/x.strings:3:1: expected ';' after value, found a string"
      ])
  }

  @Test("UTF-8 validation without a string agrees with the standard library")
  func utf8Validation() {
    let samples: [[UInt8]] = [
      Array("plain".utf8), Array("Grüße 👋🏽 ناس".utf8), [0xC3, 0x28], [0xED, 0xA0, 0x80], [0xC0, 0xAF],
      [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], Array("ok".utf8) + [0xFF], [0xF0, 0x9F, 0x98, 0x80, 0x41],
    ]
    for bytes in samples {
      #expect(
        SourceTextDecoder.isValidUTF8(bytes[...]) == (String(validating: bytes, as: UTF8.self) != nil),
        "\(bytes)")
    }
  }

  @Test(
    "UTF-8 validation agrees with the standard library for every lead and following byte, after ASCII words")
  func utf8ValidationEveryLead() {
    // Eight bytes of ASCII before (the word-at-a-time path) and a slice that does not start at 0.
    let prefix = Array("abcdefghij".utf8)
    var disagreements: [[UInt8]] = []
    for lead in UInt8.min...UInt8.max {
      for next in UInt8.min...UInt8.max {
        for tail: [UInt8] in [[], [0x80], [0x80, 0x80], [0xBF, 0xBF, 0x41]] {
          let sequence = [lead, next] + tail
          let bytes = prefix + sequence
          let valid = SourceTextDecoder.isValidUTF8(bytes[2...])
          if valid != (String(validating: sequence, as: UTF8.self) != nil) { disagreements.append(sequence) }
        }
      }
    }
    for lead: UInt8 in [0xE0, 0xED, 0xEF, 0xF0, 0xF3, 0xF4] {
      for third in UInt8.min...UInt8.max {
        let sequence: [UInt8] = [lead, lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80, third, 0x80]
        if SourceTextDecoder.isValidUTF8(sequence[...])
          != (String(validating: sequence, as: UTF8.self) != nil)
        {
          disagreements.append(sequence)
        }
      }
    }
    #expect(disagreements.isEmpty)
  }

  /// `../shared/corpus`, or `nil` after printing the visible skip message.
  static func corpus() -> String? {
    TestPaths.requireShared("streaming reader corpus comparison")?.appendingPathComponent("corpus").path
  }
}

@Suite("File size limits")
struct FileSizeLimitTests {
  @Test("Streamed formats and XML formats have their own limits")
  func limits() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-limit-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let strings = folder.appendingPathComponent("a.strings")
    try Data("\"key\" = \"a value\";\n".utf8).write(to: strings)
    let plist = folder.appendingPathComponent("a.stringsdict")
    try Data("<plist version=\"1.0\"><dict></dict></plist>\n".utf8).write(to: plist)
    let reader = LocalizationReader(maximumFileSize: 30, maximumXMLFileSize: 20)
    #expect(reader.read(file: LocalizationFile(path: strings.path, format: .strings)).strings.count == 1)
    let refused = reader.read(file: LocalizationFile(path: plist.path, format: .stringsdict))
    #expect(refused.diagnostics.map(\.message) == ["file is 43 bytes, more than the 20-byte limit"])
    let small = LocalizationReader(maximumFileSize: 10)
    #expect(
      small.read(file: LocalizationFile(path: strings.path, format: .strings)).diagnostics.map(\.message) == [
        "file is 19 bytes, more than the 10-byte limit"
      ])
    #expect(
      LocalizationReader().maximumFileSize == 256 << 20
        && LocalizationReader().maximumXMLFileSize == 10_000_000
    )
  }
}
