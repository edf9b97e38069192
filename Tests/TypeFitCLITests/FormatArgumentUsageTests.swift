import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// `formatArguments` entries that no specifier can take, or that no string checked takes, are
/// warnings like the other configuration entries that match nothing, capped at 100.
@Suite("typefit.json formatArguments that nothing takes")
struct FormatArgumentUsageTests {
  /// A folder with `typefit.json` and one German table, checked; standard error's lines.
  /// Each configuration warning is at its sample's value in `typefit.json` (A76-2); `lines` have
  /// that place taken out (`Warning: formatArguments."q": …`), `places` say it (`1:28`).
  static func warnings(configuration: String, strings: String, arguments: [String] = []) throws -> (
    exitCode: Int32, lines: [String], places: [String]
  ) {
    let temporary = try TemporaryFolder("format-arguments")
    let folder = temporary.url.appendingPathComponent("de.lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try strings.write(
      to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    try configuration.write(
      to: temporary.url.appendingPathComponent("typefit.json"), atomically: true, encoding: .utf8)
    let run = CapturedRun(
      ["check", temporary.url.path, "--quiet", "--no-discovery", "-f", "json"] + arguments)
    let prefix = "Warning: " + temporary.url.appendingPathComponent("typefit.json").path + ":"
    var lines: [String] = []
    var places: [String] = []
    for line in run.stderr.split(separator: "\n").map(String.init) {
      guard line.hasPrefix(prefix) else {
        lines.append(line)
        continue
      }
      let rest = line.dropFirst(prefix.count)
      let parts = rest.split(separator: ":", maxSplits: 2)
      places.append("\(parts[0]):\(parts[1])")
      lines.append("Warning:" + parts[2])
    }
    return (run.exitCode, lines, places)
  }

  @Test("Keys no specifier can take, and keys no string checked takes, are each named once, in key order")
  func unusedKeys() throws {
    let (exitCode, lines, places) = try Self.warnings(
      configuration:
        #"{"formatArguments": {"q": "x", "x": "ff", "@": "Ann", "1$@": "y", "%": "z", "": "w", "ld": "7"}}"#,
      strings: "\"a\" = \"Hallo %@\";\n\"b\" = \"%ld Dateien\";\n")
    #expect(exitCode == 0)
    let unusable =
      ": no format specifier takes this sample; a key is a conversion (@, d, f, x…) or a length modifier and a "
      + "conversion (ld, lld)"
    #expect(
      lines.filter { $0.hasPrefix("Warning: formatArguments") } == [
        "Warning: formatArguments.\"\"" + unusable,
        "Warning: formatArguments.\"%\"" + unusable,
        "Warning: formatArguments.\"1$@\"" + unusable,
        "Warning: formatArguments.\"q\"" + unusable,
        "Warning: formatArguments.\"x\": no string checked has a format specifier that takes this sample",
      ])
    // Each at its sample's value: "" 1:81, "%" 1:72, "1$@" 1:62, "q" 1:27, "x" 1:37.
    #expect(places == ["1:81", "1:72", "1:62", "1:27", "1:37"])
  }

  @Test("Nothing checked (a locale typo): no sample is said to be untaken; a key no specifier takes still is")
  func nothingChecked() throws {
    let configuration = #"{"formatArguments": {"@": "Ann", "q": "x"}}"#
    let unusable =
      "Warning: formatArguments.\"q\": no format specifier takes this sample; a key is a conversion (@, d, f, x…) "
      + "or a length modifier and a conversion (ld, lld)"
    let untaken =
      "Warning: formatArguments.\"@\": no string checked has a format specifier that takes this sample"
    // Checked, "Hallo" takes no sample (warnings in key order).
    let checked = try Self.warnings(configuration: configuration, strings: "\"a\" = \"Hallo\";\n")
    #expect(checked.exitCode == 0)
    #expect(checked.lines == [untaken, unusable])
    // fresh21 F21-2: `--locales dee` checks nothing; the untaken "@" followed only from that.
    let typo = try Self.warnings(
      configuration: configuration, strings: "\"a\" = \"Hallo\";\n", arguments: ["--locales", "dee"])
    // fresh22 F22-13: the error says the locale is the reason, once, with what was meant.
    #expect(typo.exitCode == 3)
    #expect(
      typo.lines == [
        unusable,
        "Error: nothing was checked: none of the locales asked for (dee) is in the input (available: de); "
          + "did you mean de?",
      ])
  }

  @Test("A key is taken by the specifiers that use it: by length and conversion, conversion or family")
  func takenKeys() {
    let samples = FormatSampleValues(["ld": "7", "s": "S"])
    #expect(samples.keysTaken(by: "%ld %lu %s %S %1$@ %.2f %% %d") == ["ld", "d", "s", "@"])
    #expect(FormatSampleValues().keysTaken(by: "%f %e 100%%") == [])
    #expect(FormatSampleValues(["f": "1"]).keysTaken(by: "%.1f") == ["f"])
    for key in ["@", "d", "ld", "lld", "hhd", "zu", "f", "Lf", "X", "p"] {
      #expect(FormatSampleValues.isSpecifierKey(key), "\(key)")
    }
    for key in ["", "%", "q", "l", "1$@", "@@", "k", "lq", "%d", " d"] {
      #expect(!FormatSampleValues.isSpecifierKey(key), "\(key)")
    }
  }

  @Test("Past 100 such warnings, one line counts the rest")
  func capped() throws {
    let keys = (0..<105).map { "\"k\($0)\": \"v\"" }.joined(separator: ", ")
    let (exitCode, lines, _) = try Self.warnings(
      configuration: "{\"formatArguments\": {\(keys)}}", strings: "\"a\" = \"Hallo\";\n")
    #expect(exitCode == 0)
    #expect(lines.filter { $0.hasPrefix("Warning: formatArguments.") }.count == 100)
    #expect(
      lines.contains("Warning: and 5 more warnings in the configuration; only the first 100 are listed"))
  }
}
