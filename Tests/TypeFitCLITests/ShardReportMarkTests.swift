import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// A shard's text, HTML, JUnit, Xcode and GitHub reports say they cover one part of the rows
/// (JSON, NDJSON and SARIF name the shard in their own members); unsharded reports say nothing.
@Suite("Shard reports say they are a part")
struct ShardReportMarkTests {
  /// The example's 187 rows split in two: 110 in part 1, 77 in part 2.
  static func run(_ format: String, shard: String?) -> CapturedRun {
    CapturedRun(
      ["check", CheckCommandTests.example, "--quiet", "-f", format] + (shard.map { ["--shard", $0] } ?? []))
  }

  static let sentence =
    "this report covers shard 1 of 2 of the rows (split by a stable hash of each key); "
    + "the other shards' reports hold the rest"

  @Test("The text report names the shard in its header and counts both parts in its summary")
  func text() {
    let lines = Self.run("text", shard: "1/2").stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[0]
        == "TypeFit \(TypeFitTool.version) · profile ios18 · iPhone SE (3rd generation), 375 pt · large…AX5 · "
        + "fonts: ios-system · shard 1 of 2")
    #expect(
      lines.contains(
        "  shard     1 of 2: 110 rows here, 77 in the other shards (typefit merge joins the shards' JSON or "
          + "NDJSON reports)"))
    let second = Self.run("text", shard: "2/2").stdout
    #expect(second.contains("  shard     2 of 2: 77 rows here, 110 in the other shards (typefit merge"))
  }

  @Test("The HTML report names the shard in its title, header and summary")
  func html() {
    let page = Self.run("html", shard: "1/2").stdout
    #expect(page.contains("<title>TypeFit report (shard 1 of 2): \(CheckCommandTests.example)</title>"))
    #expect(page.contains("<h1>TypeFit report (shard 1 of 2)</h1>"))
    #expect(page.contains("<p class=\"shard\"><strong>This report covers shard 1 of 2 of the rows"))
    #expect(
      page.contains(
        "<p class=\"shard\"><strong>Shard 1 of 2: 110 rows here, 77 in the other shards</strong>; "
          + "typefit merge joins the shards' JSON or NDJSON reports.</p>"))
  }

  @Test("JUnit names the shard in the root element's name")
  func junit() {
    let xml = Self.run("junit", shard: "1/2").stdout
    #expect(xml.contains("\n<testsuites name=\"TypeFit shard 1 of 2\" tests=\"110\" "))
  }

  @Test("Xcode and GitHub reports start with a note without a file")
  func annotations() {
    let xcode = Self.run("xcode", shard: "1/2").stdout
    #expect(xcode.hasPrefix("typefit: note: " + Self.sentence + " [shard]\n"))
    let github = Self.run("github", shard: "1/2").stdout
    #expect(
      github.hasPrefix(
        "::notice title=TypeFit shard 1 of 2::This report covers shard 1 of 2 of the rows (split by a stable "
          + "hash of each key); the other shards' reports hold the rest\n"))
    // The rest is one annotation per line, as before.
    #expect(github.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("::") })
  }

  @Test(
    "An unsharded run's reports name no shard",
    arguments: ["text", "html", "junit", "xcode", "github", "json", "ndjson", "sarif"])
  func unsharded(format: String) {
    let run = Self.run(format, shard: nil)
    #expect(!run.stdout.contains("shard"))
    #expect(!run.stdout.contains("Shard"))
  }
}
