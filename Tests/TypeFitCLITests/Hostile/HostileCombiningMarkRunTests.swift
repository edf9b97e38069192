import Foundation
import Testing
import TypeFit
import TypeFitInput
import _TypeFitTestSupport

/// The sixty-eighth attack's A68-4 to A68-6: text with one long run of combining marks of two
/// alternating classes (U+0651 SHADDA, ccc 33, and U+064E FATHA, ccc 30) made Swift's `String`
/// comparisons take time growing with the square of the run. A `.strings` file of four such
/// values took 45 s, a `typefit.json` member name of 400 KB over 300 s. A file read with a run of
/// more than ``CombiningMarkRun/maximum`` is now refused by name and line, and the run goes on.
@Suite("Hostile input: long runs of combining marks")
struct HostileCombiningMarkRunTests {
  /// `ب` and `pairs` × (U+0651, U+064E).
  static func marked(_ pairs: Int) -> String {
    "\u{0628}" + String(repeating: "\u{0651}\u{064E}", count: pairs)
  }

  @Test("the first line of a run over the limit; none at the limit, in UTF-8 and UTF-16")
  func scan() {
    let limit = CombiningMarkRun.maximum
    #expect(CombiningMarkRun.firstLine(in: Array("a\u{0301}b".utf8)) == nil)
    #expect(CombiningMarkRun.firstLine(in: Array(Self.marked(limit / 2).utf8)) == nil)
    let over = "x\ny\n" + Self.marked(limit / 2 + 1) + "\n"
    #expect(CombiningMarkRun.firstLine(in: Array(over.utf8)) == 3)
    // Many short runs are not one long run.
    let short = String(repeating: Self.marked(limit / 2) + " ", count: 50)
    #expect(CombiningMarkRun.firstLine(in: Array(short.utf8)) == nil)
    // UTF-16 with a byte order mark, little and big endian, and without one (a zero byte).
    let units = Array(over.utf16)
    let little: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let big: [UInt8] = [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    #expect(CombiningMarkRun.firstLine(in: little) == 3)
    #expect(CombiningMarkRun.firstLine(in: big) == 3)
    #expect(CombiningMarkRun.firstLine(in: Array(little.dropFirst(2))) == 3)
  }

  @Test("ASCII passed over eight bytes at a time: lines counted from the run's offset, zero bytes seen")
  func scanWords() {
    let limit = CombiningMarkRun.maximum
    // Twenty lines of 11 ASCII bytes, then the run on line 21, at an offset that is no multiple
    // of 8; the last line's text before the run takes 3 bytes.
    let prefix = String(repeating: "0123456789\n", count: 20) + "ab "
    #expect(CombiningMarkRun.firstLine(in: Array((prefix + Self.marked(limit)).utf8)) == 21)
    // A run over the limit but for one ASCII byte in its middle is two runs.
    let broken = prefix + Self.marked(limit / 2) + "x" + Self.marked(limit / 2)
    #expect(CombiningMarkRun.firstLine(in: Array(broken.utf8)) == nil)
    // UTF-16 little endian without a mark: its zero bytes fall inside eight-byte ASCII words
    // of the UTF-8 scan, which must see them to read the bytes as UTF-16.
    let text = String(repeating: "abcdefgh\n", count: 4) + Self.marked(limit)
    let little = Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    #expect(CombiningMarkRun.firstLine(in: little) == 5)
    // The same text in UTF-8 from a 32-byte ASCII start.
    #expect(CombiningMarkRun.firstLine(in: Array(text.utf8)) == 5)
  }

  @Test("the table of non-starters agrees with the standard library's data, in and past the BMP")
  func nonStarterTable() {
    let values =
      Array(UInt32(0)..<0x10000) + [0x1_0000, 0x1_01FD, 0x1_D165, 0x1_E944, 0x1_F600, 0x10_FFFF, 0x11_0000]
    var nonStarters = 0
    for value in values {
      let expected =
        Unicode.Scalar(value).map { $0.properties.canonicalCombiningClass != .notReordered } ?? false
      #expect(CombiningMarkRun.isNonStarter(value) == expected, "U+\(String(value, radix: 16))")
      if expected { nonStarters += 1 }
    }
    #expect(CombiningMarkRun.isNonStarter(0x0301) && CombiningMarkRun.isNonStarter(0x0651))
    #expect(!CombiningMarkRun.isNonStarter(0x0628) && !CombiningMarkRun.isNonStarter(0x4E00))
    #expect(nonStarters > 700)
  }

  @Test("a .strings file with a run of 50,000 marks is refused by name and line; the good file is checked")
  func stringsFile() throws {
    let folder = try Hostile.folderWithGoodFile()
    let text = "\"short\" = \"قصير\";\n\"k\" = \"\(Self.marked(25_000))\";\n"
    try folder.write("ar.lproj/Localizable.strings", text)
    let run = Hostile.check([folder.path])
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    let problems = Hostile.diagnostics(run).filter { $0.contains("combining marks in a row") }
    #expect(problems.count == 1, "\(Hostile.diagnostics(run))")
    #expect(problems.first?.contains("line 2 has more than 128 combining marks in a row") == true)
    #expect(run.stderr.contains("ar.lproj/Localizable.strings"))
  }

  @Test("a typefit.json member name of 40,000 marks is a usage error naming the file, not minutes of work")
  func configurationMemberName() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("typefit.json", "{\"\(Self.marked(20_000))\": 1}\n")
    let run = Hostile.check([folder.path], ["--config", folder.path + "/typefit.json"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("typefit.json"))
    #expect(run.stderr.contains("line 1 has more than 128 combining marks in a row"), "\(run.stderr)")
  }

  @Test("a Swift source with an identifier of 2,000 marks is not read; its strings are still checked")
  func swiftSource() throws {
    let folder = try Hostile.folderWithGoodFile()
    let name = "x" + String(repeating: "\u{0300}\u{0327}", count: 1_000)
    try folder.write("Bad.swift", "let \(name) = 1\nlet \(name)2 = \(name)\n")
    let run = Hostile.check([folder.path])
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(run.stderr.contains("Bad.swift"), "\(run.stderr)")
    #expect(run.stderr.contains("line 1 has more than 128 combining marks in a row"), "\(run.stderr)")
  }

  @Test("a Swift string literal whose escapes make a run of 400 marks: the file is refused at the literal")
  func swiftEscapes() throws {
    let folder = try Hostile.folderWithGoodFile()
    // 128 escaped marks are read; 400 are a run that took 10.5 s a megabyte (growing with its
    // square) to hash and compare.
    let allowed = String(repeating: "\\u{651}", count: 128)
    let over = String(repeating: "\\u{651}\\u{64E}", count: 200)
    try folder.write("Fine.swift", "let fine = \"b\(allowed)\"\n")
    try folder.write("Bad.swift", "import SwiftUI\nlet x = 1\n    let s = Text(\"b\(over)\")\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run).contains(
        "unreadableFile: this string literal has more than 128 combining marks in a row once its escapes are "
          + "resolved (Unicode's stream-safe text format allows 30, UAX #15), which take time growing with the "
          + "square of their number to compare; the file is not read"), "\(Hostile.diagnostics(run))")
    #expect(run.stderr.contains("Bad.swift:3:18: this string literal has more than 128"), "\(run.stderr)")
    #expect(!run.stderr.contains("Fine.swift"), "\(run.stderr)")
    // The lexer alone: no tokens, one error at the literal.
    let lexed = SwiftLexer.tokenize("let s = \"\(over)\"", file: "L.swift")
    #expect(lexed.tokens.isEmpty)
    #expect(lexed.diagnostics.map { "\($0.location) \($0.kind)" } == ["L.swift:1:9 unreadableFile"])
    #expect(SwiftLexer.tokenize("let s = \"\(allowed)\"", file: "L.swift").diagnostics.isEmpty)
  }

  /// `ب` and `pairs` × (U+0651, U+064E) written as escapes in `style`: `\u0651` (JSON),
  /// `\U0651` (`.strings`), `&#x651;` (XML).
  static func escapedMarks(_ pairs: Int, _ style: String) -> String {
    let pair =
      switch style {
      case "json": "\\u0651\\u064E"
      case "strings": "\\U0651\\U064E"
      default: "&#x651;&#x64E;"
      }
    return "\u{0628}" + String(repeating: pair, count: pairs)
  }

  @Test("lines end at LF, CR and CR LF, as the readers count them (A69-3)")
  func scanLineEnds() {
    let run = Self.marked(CombiningMarkRun.maximum)
    #expect(CombiningMarkRun.firstLine(in: Array(("a\rb\r" + run).utf8)) == 3)
    #expect(CombiningMarkRun.firstLine(in: Array(("a\r\nb\r\n" + run).utf8)) == 3)
    #expect(
      CombiningMarkRun.firstLine(in: Array((String(repeating: "x = 1;\r", count: 1_000) + run).utf8)) == 1_001
    )
    let units = Array(("a\rb\r\nc\n" + run).utf16)
    let little: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    #expect(CombiningMarkRun.firstLine(in: little) == 4)
  }

  /// Why an XML file whose text holds a run once its references are resolved is not read.
  static let xmlMarkRunMessage =
    "more than 128 combining marks in a row once character references are resolved (Unicode's stream-safe "
    + "text format allows 30, UAX #15), which take time growing with the square of their number to compare; "
    + "not read"

  @Test(
    "a .strings value of escaped marks is reported and not checked; an XML file of references or joined runs is not read (A69-1, A70-1)"
  )
  func escapedRuns() throws {
    let pairs = 200
    let folder = try Hostile.folderWithGoodFile()
    // Runs of 128 marks that markup joins into one of 512 once read.
    let joined =
      "\u{0628}"
      + Array(repeating: String(repeating: "\u{0651}\u{064E}", count: 64), count: 4).joined(
        separator: "<b></b>")
    try folder.write(
      "ar.lproj/Localizable.strings",
      "\"short\" = \"قصير\";\n\"k\" = \"\(Self.escapedMarks(pairs, "strings"))\";\n")
    try folder.write(
      "res/values-ar/strings.xml",
      "<resources>\n<string name=\"a\">قصير</string>\n<string name=\"m\">\(Self.escapedMarks(pairs, "xml"))</string>\n"
        + "</resources>\n")
    try folder.write(
      "res/values-fa/strings.xml",
      "<resources>\n<string name=\"f\">کوتاه</string>\n\n<string name=\"j\">\(joined)</string>\n</resources>\n"
    )
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(Set(Hostile.resultKeys(run)) == [Hostile.goodKey, "short"])
    let problems = Hostile.diagnostics(run).filter { $0.contains("combining marks in a row") }
    #expect(problems.count == 3, "\(Hostile.diagnostics(run))")
    #expect(
      problems.filter { $0.contains("the value has more than 128 combining marks in a row") }.count == 1)
    #expect(run.stderr.contains("values-ar/strings.xml:3:"), "\(run.stderr)")
    #expect(run.stderr.contains("values-fa/strings.xml:4:"), "\(run.stderr)")
    #expect(
      problems.filter { $0.hasPrefix("unreadableFile: " + Self.xmlMarkRunMessage) }.count == 2,
      "\(problems)")
  }

  @Test("XML text and attributes that are no value: a note, a plist key, an attribute of references (A70-1)")
  func escapedRunsOutsideValues() throws {
    let marks = Self.escapedMarks(200, "xml")
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      "de.xliff",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
        + "<file original=\"L.strings\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\"><body>\n"
        + "<trans-unit id=\"x\"><source>X</source><target>Y</target><note>\(marks)</note></trans-unit>\n"
        + "</body></file></xliff>\n")
    try folder.write(
      "fr.lproj/Localizable.stringsdict",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n<key>n</key><dict>\n"
        + "<key>NSStringLocalizedFormatKey</key><string>%#@v@</string>\n<key>v</key><dict>\n"
        + "<key>\(marks)</key><string>x</string></dict></dict></dict></plist>\n")
    try folder.write(
      "res/values-it/strings.xml",
      "<resources>\n<string name=\"p\" product=\"\(marks)\">x</string>\n</resources>\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    for place in ["de.xliff:4:", "fr.lproj/Localizable.stringsdict:6:", "values-it/strings.xml:2:1"] {
      #expect(run.stderr.contains(place), "\(place): \(run.stderr)")
    }
    #expect(
      Hostile.diagnostics(run).filter { $0 == "unreadableFile: " + Self.xmlMarkRunMessage }.count == 3,
      "\(Hostile.diagnostics(run))")
    // Two values side by side, each of 70 marks, are two runs, with or without a line between
    // them (A71-8); the same marks joined by inline markup in one value are one.
    let seventy = String(repeating: "\u{0651}", count: 70)
    try folder.write(
      "res/values-ar/strings.xml",
      "<resources><string name=\"k1\">a\(seventy)</string><string name=\"k2\">\(seventy)b</string></resources>\n"
    )
    let adjacent = Hostile.check([folder.path + "/res"])
    #expect(Set(Hostile.resultKeys(adjacent)) == ["k1", "k2"], "\(adjacent.stderr)")
    // The counter across pieces: a run of 128 in two pieces is read, one more is not.
    var counter = CombiningMarkRun.Counter()
    let first = counter.add("b" + String(repeating: "\u{0651}", count: 100))
    let second = counter.add(String(repeating: "\u{064E}", count: 28))
    let third = counter.add("\u{0651}")
    #expect(!first && !second && third)
    var reset = CombiningMarkRun.Counter()
    let before = reset.add(String(repeating: "\u{0651}", count: 128))
    let after = reset.add("x" + String(repeating: "\u{0651}", count: 128))
    #expect(!before && !after)
  }

  @Test("a String Catalog value or typefit.json name of escaped marks is refused at its line (A69-1)")
  func escapedJSON() throws {
    let folder = try Hostile.folderWithGoodFile()
    let catalog =
      "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\n\"k\":{\"localizations\":{\"ar\":"
      + "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(Self.escapedMarks(200, "json"))\"}}}}}}\n"
    try folder.write("Localizable.xcstrings", catalog)
    let run = Hostile.check([folder.path])
    #expect(Hostile.resultKeys(run).contains(Hostile.goodKey))
    #expect(!Hostile.resultKeys(run).contains("k"))
    let problems = Hostile.diagnostics(run).filter {
      $0.contains("combining marks in a row once its escapes")
    }
    #expect(problems.count == 1, "\(Hostile.diagnostics(run))")

    let configured = try Hostile.folderWithGoodFile()
    try configured.write("typefit.json", "{\n\"\(Self.escapedMarks(20_000, "json"))\": 1}\n")
    let refused = Hostile.check([configured.path], ["--config", configured.path + "/typefit.json"])
    #expect(refused.exitCode == 2)
    #expect(refused.stderr.contains("typefit.json:2:1:"), "\(refused.stderr.prefix(300))")
    #expect(refused.stderr.contains("combining marks in a row once its escapes are resolved"))
  }

  @Test(
    "standard input with a run of marks is refused as a file on disk is (A69-2)",
    .enabled(if: Hostile.binary != nil))
  func standardInput() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("in.strings", "\"short\" = \"قصير\";\n\"k\" = \"\(Self.marked(25_000))\";\n")
    let run = try Hostile.runBinary(
      ["check", "-", "--stdin-name", "ar.lproj/Localizable.strings", "--quiet", "--format", "json"],
      stdin: folder.path + "/in.strings", seconds: 30)
    #expect(!run.timedOut)
    #expect(run.exitCode == 3)
    #expect(run.stderr.contains("line 2 has more than 128 combining marks in a row"), "\(run.stderr)")
  }

  @Test(
    "an argument or a measure --batch line with a run of marks is refused at once (A70-6)",
    .enabled(if: Hostile.binary != nil))
  func argumentsAndBatchLines() throws {
    // One 128 KB --device value took 105 s to compare with the device names.
    let marks = "o" + String(repeating: "\u{0651}\u{064E}", count: 32_000)
    let argument = CapturedRun(["row", "--title", "x", "--device", marks])
    #expect(argument.exitCode == 2)
    #expect(
      argument.stderr.hasPrefix(
        "Error: argument 5 has more than 128 combining marks in a row (Unicode's stream-safe text format allows 30, "
          + "UAX #15)"), "\(argument.stderr.prefix(300))")
    // 128 in a row are a name like any other.
    let allowed = CapturedRun([
      "row", "--title", "x", "--device", "o" + String(repeating: "\u{0651}", count: 128),
    ])
    #expect(allowed.stderr.contains("unknown device"), "\(allowed.stderr.prefix(300))")
    let folder = try TemporaryFolder()
    try folder.write(
      "batch.ndjson",
      "{\"id\":1,\"text\":\"\(marks)\",\"size\":17}\n{\"id\":2,\"text\":\"ok\",\"size\":17}\n")
    let run = try Hostile.runBinary(
      ["measure", "--batch"], stdin: folder.path + "/batch.ndjson", seconds: 30)
    #expect(!run.timedOut)
    #expect(run.exitCode == 3)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.contains("more than 128 combining marks in a row") == true)
    #expect(lines.last?.hasPrefix("{\"id\":2,\"lines\":1,") == true)
  }

  @Test("a run that checked nothing but strings of marks says so, not 'too long' (A71-9)")
  func nothingCheckedForMarks() throws {
    let folder = try TemporaryFolder()
    try folder.write("en.lproj/Localizable.strings", "\"k\" = \"\(Self.escapedMarks(100, "strings"))\";\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr.hasSuffix(
        "Error: nothing was checked: the one string found holds runs of more than 128 combining marks in a row "
          + "(see the read problems above)\n"), "\(run.stderr)")
  }
}
