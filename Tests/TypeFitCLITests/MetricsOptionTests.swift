import Testing
import TypeFit

@testable import TypeFitCLI

@Suite("--metrics ios|font")
struct MetricsOptionTests {
  private func definition(_ values: [String: [String]]) throws -> FontStackDefinition {
    try FontSelection.definition(ParsedArguments(values: values))
  }

  @Test("Without --metrics each stack keeps its own model: sf-ios for the system stack, font for --font")
  func defaults() throws {
    #expect(FontSelection.widths("ios", for: .iosSystem) == .sfIOS)
    #expect(try definition(["font": ["/x/Inter-Regular.otf"]]).metrics.widths == .font)
  }

  @Test("--metrics font measures the faces as they are; --metrics ios gives a plain face the SF model")
  func switching() throws {
    #expect(try definition(["font": ["/x/Inter-Regular.otf"], "metrics": ["ios"]]).metrics.widths == .sfIOS)
    #expect(try definition(["font": ["/x/Inter-Regular.otf"], "metrics": ["font"]]).metrics.widths == .font)
    #expect(FontSelection.widths("font", for: .iosSystem) == .font)
    #expect(FontSelection.widths("ios", for: .sfProMacOS) == .sfFace)
  }

  @Test("Any other --metrics value is a usage error")
  func invalid() {
    #expect(throws: UsageError.self) { try definition(["metrics": ["sf"]]) }
  }

  @Test(
    "measure: SF's 79.663 pt for 'Hello UIKit' at 17 pt by default, Inter + HIG tracking with --metrics font")
  func measure() throws {
    for (extra, expected) in [
      ([String](), "natural width 79.663 pt"), (["--metrics", "font"], "natural width 79.583 pt"),
    ] {
      let run = CapturedRun(["measure", "--text", "Hello UIKit", "--size", "17"] + extra)
      #expect(run.exitCode == 0)
      #expect(run.stdout.contains(expected))
    }
  }
}
