import Foundation
import Testing
import TypeFit
import TypeFitInput
import _TypeFitTestSupport

/// Numbers and language tags from outside: each is range-checked (or validated) before any
/// conversion, and the error names the field, the allowed range and what was given.
@Suite("Hostile input: numbers and language tags")
struct HostileNumberTests {
  static let inter = TestPaths.font("Inter-Regular.otf")

  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let exitCode: Int32
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(
      arguments: ["measure", "--text", "hi", "--size", "17", "--lang", ""], exitCode: 2,
      message: "Error: --lang: '' is not a BCP 47 language tag (such as de, pt-BR or zh-Hant)"),
    Case(
      arguments: ["measure", "--text", "hi", "--size", "17", "--font", "\(inter)#-1"], exitCode: 2,
      message: "Error: the face index after '#' must be a whole number from 0 to 65535, got -1"),
    Case(
      arguments: ["row", "--title", "Hi", "--override", "verticalMargin=1e300"], exitCode: 2,
      message: "Error: --override verticalMargin must be a number from 0 to 1000, got 1e300"),
    Case(
      arguments: ["row", "--title", "Hi", "--override", "minimumHeightCategoryCap=1e300"], exitCode: 2,
      message: "Error: --override minimumHeightCategoryCap must be a whole number from 0 to 11, got 1e300"),
    Case(
      arguments: ["row", "--title", "Hi", "--scale", "1e-300"], exitCode: 2,
      message: "Error: --scale must be a number from 1 to 4, got 1e-300"),
    Case(
      arguments: ["measure", "--text", "hi", "--size", "17", "--lines", "1e30"], exitCode: 2,
      message: "Error: --lines must be a whole number from 0 to 1000, got 1e30"),
    Case(
      arguments: ["measure", "--text", "hi", "--size", "1e300"], exitCode: 2,
      message: "Error: --size must be a number from 1 to 1000, got 1e300"),
    Case(
      arguments: ["row", "--title", "Hi", "--title-lines", "99999999999999999999"], exitCode: 2,
      message: "Error: --title-lines must be a whole number from 0 to 1000, got 99999999999999999999"),
    // Decimal digits only: `Double("0x10")` is 16, `Double("+3")` is 3.
    Case(
      arguments: ["check", ".", "--threads", "0x10"], exitCode: 2,
      message: "Error: --threads must be a whole number from 1 to 1024, got '0x10'"),
    Case(
      arguments: ["check", ".", "--threads", "+3"], exitCode: 2,
      message: "Error: --threads must be a whole number from 1 to 1024, got '+3'"),
    Case(
      arguments: ["check", ".", "--threads", "1e1"], exitCode: 2,
      message: "Error: --threads must be a whole number from 1 to 1024, got 1e1 (write it in digits, as 10)"),
    Case(
      arguments: ["row", "--title", "Hi", "--title-lines", "0x2"], exitCode: 2,
      message: "Error: --title-lines must be a whole number from 0 to 1000, got '0x2'"),
    Case(
      arguments: ["measure", "--text", "hi", "--size", "0x11"], exitCode: 2,
      message: "Error: --size must be a number from 1 to 1000, got '0x11'"),
    Case(
      arguments: ["row", "--title", "Hi", "--scale", "0x1p1"], exitCode: 2,
      message: "Error: --scale must be a number from 1 to 4, got '0x1p1'"),
    Case(
      arguments: ["row", "--title", "Hi", "--override", "verticalMargin=0x10"], exitCode: 2,
      message: "Error: --override verticalMargin must be a number from 0 to 1000, got '0x10'"),
    Case(
      arguments: ["measure", "--text", "hi", "--size", "17", "--lines", "2.0"], exitCode: 2,
      message: "Error: --lines must be a whole number from 0 to 1000, got 2.0 (write it in digits, as 2)"),
  ]

  @Test("decimal options still take decimal notation: 2., .5e1, 3.9e2, -0 where the range has negatives")
  func decimalNotation() throws {
    #expect(try InputNumber.parseDecimal("2.", field: "--scale", in: 1...4) == 2)
    #expect(try InputNumber.parseDecimal(".5e1", field: "--size", in: 1...1000) == 5)
    #expect(try InputNumber.parseDecimal("3.9e2", field: "--width", in: 1...2000) == 390)
    let zero = try InputNumber.parseDecimal("-0", field: "x", in: -9...9, whole: true)
    #expect(zero == 0 && zero.sign == .plus)
    #expect(try InputNumber.parseDecimal("-3", field: "x", in: -9...9, whole: true) == -3)
    for bad in ["", "-", ".", "1e", "1e+", "0x10", "inf", "nan", "1_000", "1.5.2", "١٢"] {
      #expect(throws: InputNumberError.self, "\(bad)") {
        try InputNumber.parseDecimal(bad, field: "x", in: -1e9...1e9)
      }
    }
    let row = CapturedRun(["row", "--title", "Hi", "--scale", "2.", "--format", "json"])
    #expect(row.exitCode == 0, "\(row.stderr)")
  }

  @Test(
    "numbers are checked as written, not as rounded to a Double: bounds, wholeness and a minus sign",
    arguments: [
      ("99.9999999999999999", 100.0...10_000.0, false, "got 99.9999999999999999"),
      ("10000.0000000000000001", 100.0...10_000.0, false, "got 10000.0000000000000001"),
      ("1.0000000000000000000000001", 0.0...1000.0, true, "got 1.0000000000000000000000001"),
      ("0.0099999999999999999", 0.01...10.0, false, "got 0.0099999999999999999"),
      ("-0", 0.0...1000.0, true, "got -0"),
      ("-0.0e5", 0.0...1000.0, false, "got -0.0e5"),
      // Underflows to the Double 0, which for a line limit means no limit (seventh attack F3).
      ("1e-400", 0.0...1000.0, true, "got 1e-400"),
      ("1e-99999999999999999999", 0.0...1000.0, true, "got 1e-99999999999999999999"),
    ])
  func writtenNumbers(_ text: String, _ range: ClosedRange<Double>, _ whole: Bool, _ given: String) {
    #expect(throws: InputNumberError.self, "\(text)") {
      try InputNumber.parse(text, field: "x", in: range, whole: whole)
    }
    do {
      _ = try InputNumber.parse(text, field: "x", in: range, whole: whole)
    } catch {
      #expect(error.description.hasSuffix(given), "\(error)")
    }
  }

  @Test("numbers written on a bound, or whole with a fraction of zeros or an exponent, are accepted exactly")
  func writtenNumbersInside() throws {
    #expect(try InputNumber.parse("100.0000000000000000000", field: "x", in: 100...10_000) == 100)
    #expect(try InputNumber.parse("1e4", field: "x", in: 100...10_000) == 10_000)
    #expect(try InputNumber.parse("100.0000000000000001", field: "x", in: 100...10_000) == 100)
    #expect(try InputNumber.parse("0.01", field: "x", in: 0.01...10) == 0.01)
    #expect(try InputNumber.parse("0.010000000000000000001", field: "x", in: 0.01...10) == 0.01)
    #expect(try InputNumber.parse("2.000", field: "x", in: 0...1000, whole: true) == 2)
    #expect(try InputNumber.parse("1.5e1", field: "x", in: 0...1000, whole: true) == 15)
    #expect(try InputNumber.parse("1000e-3", field: "x", in: 0...1000, whole: true) == 1)
    #expect(try InputNumber.parse("0", field: "x", in: 0...1000, whole: true) == 0)
    #expect(throws: InputNumberError.self) {
      try InputNumber.parse("1.5e0", field: "x", in: 0...1000, whole: true)
    }
  }

  @Test("--title-lines -0 and --width 99.9999999999999999 are usage errors naming the value as written")
  func writtenOptions() {
    let lines = CapturedRun(["row", "--title", "Hi", "--title-lines", "-0"])
    #expect(lines.exitCode == 2)
    #expect(
      lines.stderr.hasPrefix("Error: --title-lines must be a whole number from 0 to 1000, got -0\n"),
      "\(lines.stderr)")
    let width = CapturedRun(["row", "--title", "Hi", "--width", "99.9999999999999999"])
    #expect(width.exitCode == 2)
    #expect(
      width.stderr.hasPrefix("Error: --width must be a number from 100 to 10000, got 99.9999999999999999\n"),
      "\(width.stderr)")
  }

  @Test("typefit.json titleLines 1.0000000000000000000000001 is not a whole number, at its line and column")
  func configFraction() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("typefit.json", "{\"titleLines\": 1.0000000000000000000000001}\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:1:16: \"titleLines\" must be a whole number from 0 to 1000, got 1.0000000000000000000000001"
      ), "\(run.stderr)")
  }

  @Test("options out of range are usage errors naming the option, the range and the value", arguments: cases)
  func options(_ testCase: Case) {
    let run = CapturedRun(testCase.arguments)
    #expect(run.exitCode == testCase.exitCode)
    #expect(run.stderr.hasPrefix(testCase.message + "\n"), "\(run.stderr)")
  }

  @Test("typefit.json overrides are range-checked at their line and column; nothing else is read")
  func configOverride() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("typefit.json", "{\n  \"overrides\": {\n    \"verticalMargin\": 1e300\n  }\n}\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:3:23: \"verticalMargin\" must be a number from 0 to 1000, got 1e300"
      ))
  }

  @Test(
    "stack files: fromPointSize 1e19, lineHeightEm -1, 0 and 1e308, a negative index, kerning scales outside 0–4 are errors at line:column",
    arguments: [
      (#""fromPointSize":1e19"#, #""primary[0].fromPointSize" must be a number from 0 to 1000, got 1e19"#),
      (#""lineHeightEm":-1"#, #""metrics.lineHeightEm" must be a number from 0.1 to 10, got -1"#),
      (#""lineHeightEm":0"#, #""metrics.lineHeightEm" must be a number from 0.1 to 10, got 0"#),
      (#""lineHeightEm":1e308"#, #""metrics.lineHeightEm" must be a number from 0.1 to 10, got 1e308"#),
      (#""index":-1"#, #""primary[0].faces[0].index" must be a whole number from 0 to 65535, got -1"#),
      (#""lineHeightEm":"1.2""#, #""metrics.lineHeightEm" must be a number from 0.1 to 10, got a string"#),
      (
        #""kerningScales":{"small":-1,"large":1}"#,
        #""metrics.kerningScales.small" must be a number from 0 to 4, got -1"#
      ),
      (
        #""kerningScales":{"small":1,"large":1e9}"#,
        #""metrics.kerningScales.large" must be a number from 0 to 4, got 1e9"#
      ),
      (#""kerningScales":{"small":1}"#, #"metrics.kerningScales.large"#),
      (#""kerningScales":2"#, #""metrics.kerningScales" must be an object"#),
    ])
  func stackNumbers(_ field: String, _ message: String) throws {
    let folder = try TemporaryFolder()
    var metrics = #"{"tracking":"none"}"#
    var family = #"{"family":"Inter","faces":[{"weight":400,"file":"\#(Self.inter)"}]}"#
    if field.hasPrefix(#""lineHeightEm""#) || field.hasPrefix(#""kerningScales""#) {
      metrics = #"{"tracking":"none",\#(field)}"#
    }
    if field.hasPrefix(#""fromPointSize""#) {
      family = #"{"family":"Inter",\#(field),"faces":[{"weight":400,"file":"\#(Self.inter)"}]}"#
    }
    if field.hasPrefix(#""index""#) {
      family = #"{"family":"Inter","faces":[{"weight":400,"file":"\#(Self.inter)",\#(field)}]}"#
    }
    try folder.write(
      "stack.json",
      #"{"name":"x","summary":"y","searchPaths":[],"metrics":\#(metrics),"primary":[\#(family)]}"#)
    let run = CapturedRun(["measure", "--text", "Hi", "--size", "17", "--stack", folder.path + "/stack.json"])
    #expect(run.exitCode == 3)
    #expect(run.stderr.contains(folder.path + "/stack.json:1:"), "\(run.stderr)")
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  @Test("measure --batch: bad numbers and empty tags give an error line each; huge ids come back as sent")
  func batchLines() {
    let lines = LineSource([
      #"{"id":1,"text":"Hi","size":17,"lines":1e30}"#,
      #"{"id":2,"text":"Hi","size":17,"lang":""}"#,
      #"{"id":9007199254740993,"text":"Hi","size":17}"#,
      #"{"id":9007199254740991,"text":"Hi","size":17}"#,
      #"{"id":"good","text":"Hi","size":17}"#,
    ])
    let run = CapturedRun(["measure", "--batch", "--font", Self.inter], readLine: lines.next)
    #expect(run.exitCode == 3)
    let output = run.stdout.split(separator: "\n").map(String.init)
    #expect(output.count == 5)
    #expect(output[0] == #"{"id":1,"error":"\"lines\" must be a whole number from 0 to 1000, got 1e30"}"#)
    #expect(
      output[1]
        == #"{"id":2,"error":"\"lang\": '' is not a BCP 47 language tag (such as de, pt-BR or zh-Hant)"}"#)
    #expect(output[2].hasPrefix(#"{"id":9007199254740993,"lines":1,"#))
    #expect(output[3].hasPrefix(#"{"id":9007199254740991,"lines":1,"#))
    #expect(output[4].hasPrefix(#"{"id":"good","lines":1,"#))
  }

  @Test("measure --batch with a 30 MB line: an error line, bounded, and the next line is measured")
  func batchHugeLine() throws {
    let folder = try TemporaryFolder()
    let huge = #"{"id":1,"text":""# + String(repeating: "a", count: 30 << 20) + #"","size":17}"#
    try folder.write("in.ndjson", huge + "\n" + #"{"id":2,"text":"Hi","size":17}"# + "\n")
    if Hostile.binary != nil {
      let run = try Hostile.runBinary(
        ["measure", "--batch", "--font", Self.inter], stdin: folder.path + "/in.ndjson", seconds: 120)
      #expect(!run.timedOut)
      #expect(run.exitCode == 3)
      let output = run.stdout.split(separator: "\n")
      #expect(output.count == 2)
      #expect(output.first == #"{"id":null,"error":"line is longer than the 1048576-byte limit"}"#)
      #expect(output.last?.hasPrefix(#"{"id":2,"lines":1,"#) == true)
    }
    // In-process: a line under the byte limit but over the label limit is refused by length.
    let long = LineSource([#"{"id":3,"text":""# + String(repeating: "a", count: 60_000) + #"","size":17}"#])
    let run = CapturedRun(["measure", "--batch", "--font", Self.inter], readLine: long.next)
    #expect(
      run.stdout
        == #"{"id":3,"error":"text is 60000 UTF-16 units long, more than the 50000-unit limit of a label"}"#
        + "\n")
  }

  @Test(
    "a locale that is not BCP 47 in any format is reported and its strings are not measured; the rest are",
    arguments: [
      (
        "L.xcstrings",
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"":{"stringUnit":{"state":"translated","value":"x"}}}}},"version":"1.0"}"#
      ),
      (".lproj/Localizable.strings", "\"k\" = \"x\";\n"),
      (
        "a.xliff",
        #"<?xml version="1.0"?><xliff version="1.2"><file original="a" source-language="en" target-language=""><body><trans-unit id="k"><source>x</source><target>y</target></trans-unit></body></file></xliff>"#
      ),
      (
        "res/values-b+/strings.xml",
        #"<?xml version="1.0"?><resources><string name="k">x</string></resources>"#
      ),
    ])
  func badLocales(_ file: String, _ content: String) throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(file, content)
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run).contains(Hostile.goodKey))
    #expect(
      Hostile.diagnostics(run).contains(
        "invalidLanguageTag: locale '' is not a BCP 47 language tag (such as de or pt-BR); its strings are not checked"
      ))
  }
}

/// Lines handed out one at a time, as standard input would.
final class LineSource: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String]
  init(_ lines: [String]) { self.lines = lines }
  func next() -> String? {
    lock.lock()
    defer { lock.unlock() }
    return lines.isEmpty ? nil : lines.removeFirst()
  }
}
