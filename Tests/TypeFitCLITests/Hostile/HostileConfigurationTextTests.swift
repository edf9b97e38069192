import Foundation
import Testing
import TypeFit
import TypeFitCLI
import _TypeFitTestSupport

/// The sixty-eighth attack's A68-1: bytes that are not UTF-8, or a `\ud800` escape of half a
/// surrogate pair, in a `typefit.json` string became U+FFFD without a word, so a `match` pattern
/// or a `formatArguments` sample held a character nobody wrote. Each is now a configuration
/// error naming the file, the line and the column (exit 2), as `measure --batch` refuses such a
/// line; a `--stack` file, read by the same JSON reader, refuses them alike.
@Suite("Hostile input: configuration text that is not Unicode")
struct HostileConfigurationTextTests {
  /// The error `CheckConfiguration.parse` gives for `bytes`, or `nil` when they are accepted.
  static func problem(_ bytes: [UInt8]) -> String? {
    do {
      _ = try CheckConfiguration.parse(Data(bytes), file: "typefit.json")
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// What `typefit.json` gives after the place for invalid UTF-8 starting with `byte`.
  static func invalid(_ place: String, _ byte: String) -> String {
    "typefit.json:\(place): not valid JSON: invalid UTF-8 (byte 0x\(byte)); JSON text is UTF-8 (RFC 8259 §8.1)"
  }

  /// What `typefit.json` gives after the place for a lone surrogate escape of `hex`.
  static func lone(_ place: String, _ hex: String) -> String {
    "typefit.json:\(place): not valid JSON: lone surrogate \\u\(hex) is not a character (UTF-16 surrogates come in pairs)"
  }

  @Test("check: a byte 0xFF in a match pattern is a usage error at its line and column; nothing is checked")
  func checkRefusesInvalidUTF8() throws {
    let folder = try Hostile.folderWithGoodFile()
    let bytes =
      Array("{\n  \"rows\": [\n    {\"match\": \"a".utf8) + [0xFF]
      + Array("b\", \"titleLines\": 1}\n  ]\n}\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/typefit.json"))
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:3:17: not valid JSON: invalid UTF-8 "
          + "(byte 0xFF); JSON text is UTF-8 (RFC 8259 §8.1)\n"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("check: a \\ud800 in a formatArguments sample is a usage error at the escape; nothing is checked")
  func checkRefusesLoneSurrogate() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("typefit.json", "{\n  \"formatArguments\": {\n    \"name\": \"x\\ud800y\"\n  }\n}\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:3:15: not valid JSON: lone surrogate "
          + "\\uD800 is not a character (UTF-16 surrogates come in pairs)\n"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("bad sequences are placed by line (LF, CR LF, CR) and byte column, after a byte order mark")
  func invalidUTF8Places() {
    let quote = Array("\"".utf8)
    func member(_ bad: [UInt8]) -> [UInt8] {
      Array("{\"ignore\": [\"k".utf8) + bad + quote + Array("]}".utf8)
    }
    // A lone continuation byte, an overlong '/', a cut three-byte sequence, an encoded surrogate
    // (U+D800 as ED A0 80), a value past U+10FFFF and an F5 lead.
    #expect(Self.problem(member([0x80])) == Self.invalid("1:15", "80"))
    #expect(Self.problem(member([0xC0, 0xAF])) == Self.invalid("1:15", "C0"))
    #expect(Self.problem(member([0xE2, 0x82])) == Self.invalid("1:15", "E2"))
    #expect(Self.problem(member([0xED, 0xA0, 0x80])) == Self.invalid("1:15", "ED"))
    #expect(Self.problem(member([0xF4, 0x90, 0x80, 0x80])) == Self.invalid("1:15", "F4"))
    #expect(Self.problem(member([0xF5, 0x80, 0x80, 0x80])) == Self.invalid("1:15", "F5"))
    // Line ends as the JSON reader counts them; a byte order mark is not counted in the column.
    let lines = Array("{\r\n\"ignore\":\r[\n \"ok\",\n  \"é".utf8) + [0xFF] + quote + Array("]}".utf8)
    #expect(Self.problem(lines) == Self.invalid("5:6", "FF"))
    #expect(Self.problem([0xEF, 0xBB, 0xBF] + lines) == Self.invalid("5:6", "FF"))
    // Outside a string too, before any syntax error after it.
    #expect(Self.problem([0x7B, 0xFF, 0x7D]) == Self.invalid("1:2", "FF"))
    // A 0xFF that is not a UTF-16 byte order mark is an invalid byte.
    #expect(Self.problem([0xFF, 0x7B, 0x7D]) == Self.invalid("1:1", "FF"))
    // Valid text of every length is accepted, and kept as written.
    #expect(Self.problem(member(Array("é中😀".utf8))) == nil)
  }

  /// What `typefit.json` gives for a file in `encoding`.
  static func notUTF8(_ encoding: String) -> String {
    "typefit.json:1:1: not valid JSON: the file is \(encoding), not UTF-8; JSON text is UTF-8 (RFC 8259 §8.1): "
      + "save it as UTF-8"
  }

  @Test("a UTF-16 or UTF-32 file, with or without a byte order mark, is said to be one (A69-4)")
  func otherUnicodeEncodings() {
    let text = "{\"rows\": [{\"title\": \"settings.wifi\"}]}"
    let littleEndian = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let bigEndian = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    let utf32 = text.unicodeScalars.flatMap { [UInt8($0.value & 0xFF), UInt8($0.value >> 8), 0, 0] }
    // Before: "1:2: expected a quoted member name" (the NUL after "{").
    #expect(Self.problem(littleEndian) == Self.notUTF8("UTF-16 (little-endian)"))
    #expect(Self.problem(bigEndian) == Self.notUTF8("UTF-16 (big-endian)"))
    #expect(
      Self.problem([0xFF, 0xFE] + littleEndian)
        == Self.notUTF8("UTF-16 (little-endian, with a byte order mark)"))
    #expect(
      Self.problem([0xFE, 0xFF] + bigEndian) == Self.notUTF8("UTF-16 (big-endian, with a byte order mark)"))
    #expect(Self.problem(utf32) == Self.notUTF8("UTF-32 (little-endian)"))
    #expect(
      Self.problem([0xFF, 0xFE, 0, 0] + utf32)
        == Self.notUTF8("UTF-32 (little-endian, with a byte order mark)"))
    // The same text in UTF-8, with and without its byte order mark, is read.
    #expect(Self.problem(Array(text.utf8)) == nil)
    #expect(Self.problem([0xEF, 0xBB, 0xBF] + Array(text.utf8)) == nil)
  }

  @Test("a 900,000-character key or member name is quoted to 80 characters, not whole (A69-5)")
  func longNamesAreQuotedShort() throws {
    let long = String(repeating: "a", count: 900_000)
    let quoted = String(repeating: "a", count: 80) + "…"
    // A row's title no input has: the warning quotes its start.
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("typefit.json", "{\"rows\": [{\"title\": \"\(long)\"}]}")
    let warned = Hostile.check([folder.path])
    #expect(warned.exitCode == 0)
    #expect(
      Hostile.diagnostics(warned) == [
        "unmatchedConfiguration: rows[0].title: no input has the key \"\(quoted)\""
      ])
    #expect(
      warned.stderr
        == "Warning: \(folder.path)/typefit.json:1:11: rows[0].title: no input has the key \"\(quoted)\"\n")
    // An unknown member: the error names its start at its place.
    try folder.write("typefit.json", "{\"\(long)\": 1}")
    let refused = Hostile.check([folder.path])
    #expect(refused.exitCode == 2)
    #expect(
      refused.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:1:900006: \(quoted): unknown field"))
    #expect(refused.stderr.utf8.count < 2_000, "\(refused.stderr.utf8.count) bytes")
    // A value, and an option's value, quoted in an error: bounded (A71-7).
    try folder.write("typefit.json", "{\"device\": \"\(long)\"}")
    let value = Hostile.check([folder.path])
    #expect(value.exitCode == 2)
    #expect(value.stderr.utf8.count < 5_000, "\(value.stderr.utf8.count) bytes")
    let option = CapturedRun(["row", "--title", "x", "--device", String(repeating: "x", count: 130_000)])
    #expect(option.exitCode == 2)
    #expect(option.stderr.utf8.count < 5_000, "\(option.stderr.utf8.count) bytes")
  }

  @Test("lone surrogate escapes are refused at the escape; a pair, and characters past the BMP, are read")
  func surrogateEscapes() throws {
    func sample(_ written: String) -> [UInt8] { Array("{\"formatArguments\": {\"n\": \"\(written)\"}}".utf8) }
    #expect(Self.problem(sample(#"\ud800"#)) == Self.lone("1:28", "D800"))
    #expect(Self.problem(sample(#"\uDBFF\u0041"#)) == Self.lone("1:28", "DBFF"))
    #expect(Self.problem(sample(#"ab\udc00"#)) == Self.lone("1:30", "DC00"))
    // A low half before a high half is no pair either.
    #expect(Self.problem(sample(#"\udc00\ud800"#)) == Self.lone("1:28", "DC00"))
    // In a member name as in a value.
    #expect(
      Self.problem(Array(#"{"formatArguments": {"\ud83d": "x"}}"#.utf8)) == Self.lone("1:23", "D83D"))
    let configuration = try CheckConfiguration.parse(
      Data(sample(#"\ud83d\ude00 \u00e9"#)), file: "typefit.json")
    #expect(configuration.formatArguments == ["n": "😀 é"])
  }

  @Test("a --stack file refuses invalid UTF-8 and a lone \\ud800 alike, at line and column (exit 3)")
  func stackFile() throws {
    func problem(_ bytes: [UInt8]) -> String? {
      do {
        _ = try FontStackFileReader(file: "s.json").definition(from: bytes)
        return nil
      } catch {
        return "\(error)"
      }
    }
    let start = Array("{\"name\": \"s\",\n \"summary\": \"a".utf8)
    #expect(
      problem(start + [0xFF] + Array("\"}".utf8))
        == "s.json:2:15: not valid JSON: invalid UTF-8 (byte 0xFF); JSON text is UTF-8 (RFC 8259 §8.1)")
    #expect(
      problem(start + Array(#"\ud800"}"#.utf8))
        == "s.json:2:15: not valid JSON: lone surrogate \\uD800 is not a character (UTF-16 surrogates come in pairs)"
    )
    let folder = try TemporaryFolder()
    try Data(start + [0xFF] + Array("\"}".utf8)).write(to: URL(fileURLWithPath: folder.path + "/s.json"))
    let run = CapturedRun(["measure", "--stack", folder.path + "/s.json", "--text", "Hi", "--size", "17"])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: \(folder.path)/s.json:2:15: not valid JSON: invalid UTF-8 (byte 0xFF); JSON text is UTF-8 "
        + "(RFC 8259 §8.1)\n")
  }
}
