import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitCLI

/// A fresh user's U56-10: `typefit row --title X -o z.svg` wrote the text report into `z.svg`.
/// Without `--format`, `row`'s `--output` extension names the format when it is one of row's.
@Suite("The format named by --output's extension")
struct OutputFormatFromExtensionTests {
  static func format(_ values: [String: [String]], from choices: [String]) throws -> String {
    var arguments = ParsedArguments()
    arguments.values = values
    return try arguments.formatChoice(from: choices, default: "text")
  }

  @Test("an extension among the command's formats is its format; --format, '-' and others keep theirs")
  func byExtension() throws {
    let check = CheckOutput.formatNames
    #expect(try Self.format(["output": ["out/Report.SARIF"]], from: check) == "sarif")
    #expect(try Self.format(["output": ["results.xml"]], from: check) == "junit")
    #expect(try Self.format(["output": ["r.ndjson"]], from: check) == "ndjson")
    #expect(try Self.format(["output": ["r.htm"]], from: check) == "html")
    #expect(try Self.format(["output": ["r.report"]], from: check) == "text")
    #expect(try Self.format(["output": [".json"]], from: check) == "text")
    #expect(try Self.format(["output": ["-"]], from: check) == "text")
    #expect(try Self.format(["output": ["r.json"], "format": ["sarif"]], from: check) == "sarif")
    #expect(try Self.format(["output": ["row.svg"]], from: ["text", "json", "svg", "html"]) == "svg")
    #expect(try Self.format(["output": ["row.svg"]], from: ["text", "json"]) == "text")
    #expect(throws: UsageError.self) {
      try Self.format(["output": ["r.json"], "format": ["svg"]], from: check)
    }
  }

  @Test("row -o z.svg writes the picture")
  func rowPicture() throws {
    let folder = try TemporaryFolder("format-by-extension")
    let run = CapturedRun(["row", "--title", "Wi-Fi", "--categories", "large", "-o", folder.path + "/z.svg"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let written = try String(contentsOfFile: folder.path + "/z.svg", encoding: .utf8)
    #expect(written.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
  }
}
