import Foundation
import Testing
import _TypeFitTestSupport

/// The twentieth attack's A20-20: under `prlimit --as` 210–400 MB, `row -f svg|html`, `measure`
/// and `measure --batch` of 10,000–47,500-character texts ended with `Fatal error: failed to
/// allocate` (exit 134); the batch wrote none of its answers. Such texts are now charged against
/// the limit before they are laid out and refused by name, exit 3; a batch answers every line.
/// The twenty-first attack's A21-8: `row` in its text and JSON formats crashed the same way
/// under 208–230 MB; its layout is now charged in every format.
@Suite(
  "Hostile input: row pictures and measure under an address-space limit",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileLayoutBudgetTests {
  /// 47,500 characters of German.
  static let longText = String(repeating: "Datenschutzeinstellungen ", count: 1900)
  /// 3,300 characters of German: three of them stay under the 10,000-character cap of a drawn row
  /// (A27-4), and drawing them at 9 categories still needs more than the limit leaves.
  static let drawnText = String(String(repeating: "Datenschutzeinstellungen ", count: 132).prefix(3300))
  /// The limit of the runs, in KiB: the fonts and libraries fit, the long texts do not.
  static let limitKB = 220_000

  @Test(
    "row -f svg and -f html of texts under the drawn-row cap: refused by name, exit 3, the output file untouched"
  )
  func rowPictureRefused() throws {
    let folder = try TemporaryFolder("layout-budget")
    for format in ["svg", "html"] {
      let output = folder.path + "/row.\(format)"
      try "OLD".write(toFile: output, atomically: true, encoding: .utf8)
      let text = Self.drawnText
      let run = try Hostile.runBinary(
        ["row", "--title", text, "--subtitle", text, "--value", text, "-f", format, "-o", output],
        seconds: 120, addressSpaceKB: Self.limitKB)
      #expect(!run.stderr.contains("Fatal error"), "\(run.stderr.prefix(300))")
      #expect(run.exitCode == 3)
      #expect(
        run.stderr.hasPrefix(
          "Error: drawing this row (9900 bytes of text) at 9 categories as \(format) needs about "))
      #expect(run.stderr.contains("(ulimit -v \(Self.limitKB) KiB) leaves"))
      #expect(try String(contentsOfFile: output, encoding: .utf8) == "OLD")
    }
  }

  @Test(
    "row -f text and -f json of long texts: refused by name, exit 3; a short row is laid out under the same limit"
  )
  func rowLayoutRefused() throws {
    let folder = try TemporaryFolder("layout-budget-row")
    for format in ["text", "json"] {
      let output = folder.path + "/row.\(format)"
      try "OLD".write(toFile: output, atomically: true, encoding: .utf8)
      let text = Self.longText
      let run = try Hostile.runBinary(
        ["row", "--title", text, "--subtitle", text, "--value", text, "-f", format, "-o", output],
        seconds: 120, addressSpaceKB: Self.limitKB)
      #expect(!run.stderr.contains("Fatal error"), "\(run.stderr.prefix(300))")
      #expect(run.exitCode == 3)
      // 142,500 bytes at 1,024 bytes a byte and 2 MiB of work: 148,017,152 bytes.
      #expect(
        run.stderr.hasPrefix(
          "Error: laying this row out (142500 bytes of text) needs about 148.0 MB, and the address-space limit "
            + "(ulimit -v \(Self.limitKB) KiB) leaves "), "\(run.stderr.prefix(300))")
      #expect(
        run.stderr.hasSuffix(
          " MB; nothing was written. Raise the limit (ulimit -v), or give shorter texts\n"),
        "\(run.stderr.suffix(300))")
      #expect(try String(contentsOfFile: output, encoding: .utf8) == "OLD")
      let short = try Hostile.runBinary(
        ["row", "--title", "Datenschutz", "--value", "Ein", "-f", format], seconds: 60,
        addressSpaceKB: Self.limitKB)
      #expect(short.exitCode == 0, "\(format): \(short.stderr)")
      #expect(
        short.stdout.hasPrefix(format == "json" ? "{\n  \"tool\": \"typefit\",\n" : "\"Datenschutz\" · "),
        "\(short.stdout.prefix(200))")
      #expect(short.stdout.contains(format == "json" ? "\"category\": \"AX5\"" : "\nAX5 — row "))
    }
  }

  @Test("measure of a long text: refused by name, exit 3; a short one is measured under the same limit")
  func measureRefused() throws {
    let run = try Hostile.runBinary(
      ["measure", "--text", Self.longText, "--size", "53", "--width", "100"], seconds: 120,
      addressSpaceKB: Self.limitKB)
    #expect(!run.stderr.contains("Fatal error"), "\(run.stderr.prefix(300))")
    #expect(run.exitCode == 3)
    #expect(run.stderr.hasPrefix("Error: measuring this text of 47500 bytes needs about "))
    #expect(run.stdout.isEmpty)
    let short = try Hostile.runBinary(
      ["measure", "--text", "Datenschutz", "--size", "53", "--width", "100"], seconds: 60,
      addressSpaceKB: Self.limitKB)
    #expect(short.exitCode == 0, "\(short.stderr)")
    #expect(short.stdout.hasPrefix("\"Datenschutz\" at 53 pt regular, width 100 pt\n"))
  }

  @Test("measure --batch of long texts: every line answered, the long ones with an error, exit 3")
  func batchAnswersEveryLine() throws {
    let folder = try TemporaryFolder("layout-budget-batch")
    let input = folder.path + "/b.ndjson"
    var lines: [String] = []
    for id in 0..<6 {
      let text = id % 3 == 0 ? "Datenschutz" : Self.longText
      lines.append("{\"id\": \(id), \"text\": \"\(text)\", \"size\": 53, \"width\": 100}")
    }
    try (lines.joined(separator: "\n") + "\n").write(toFile: input, atomically: true, encoding: .utf8)
    let run = try Hostile.runBinary(
      ["measure", "--batch"], stdin: input, seconds: 120, addressSpaceKB: Self.limitKB)
    #expect(!run.stderr.contains("Fatal error"), "\(run.stderr.prefix(300))")
    #expect(run.exitCode == 3)
    let answers = run.stdout.split(separator: "\n").map(String.init)
    #expect(answers.count == 6)
    for (id, answer) in answers.enumerated() {
      if id % 3 == 0 {
        #expect(answer.hasPrefix("{\"id\":\(id),\"lines\":"), "\(answer.prefix(200))")
      } else {
        #expect(
          answer.hasPrefix("{\"id\":\(id),\"error\":\"measuring this text of 47500 bytes needs about "),
          "\(answer.prefix(200))")
      }
    }
    #expect(run.stderr.contains("Error: stdin:2: measuring this text of 47500 bytes needs about "))
  }
}
