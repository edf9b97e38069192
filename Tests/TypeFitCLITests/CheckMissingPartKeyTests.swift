import Foundation
import Testing
import TypeFitCLI
import _TypeFitTestSupport

/// fresh27 F27-4: a row part the string files lack was a `unmatchedConfiguration` warning
/// (`title=TypeFit unmatchedConfiguration` in GitHub annotations) though no configuration named
/// it. It has its own kind, `missingPartKey`, and is still written on standard error.
@Suite("typefit check: a row part key no string file has")
struct CheckMissingPartKeyTests {
  @Test("its warning is a missingPartKey in JSON and GitHub, and on standard error as before")
  func ownKind() throws {
    let app = try TemporaryFolder()
    try app.write("app/en.lproj/Localizable.strings", "\"t\" = \"Boost Button\";\n")
    try app.write(
      "app/V.swift",
      "import SwiftUI\nstruct V: View { var body: some View { List {\n  LabeledContent(\"t\") { Text(\"Boost & Quote\") }\n} } }\n"
    )
    let json = CapturedRun(["check", app.path + "/app", "-f", "json", "--fail-on", "never"])
    #expect(json.exitCode == 0)
    let diagnostics = try #require(try json.jsonObject()["diagnostics"] as? [[String: Any]])
    let missing = diagnostics.filter {
      ($0["message"] as? String)?.contains("the row part \"Boost & Quote\"") == true
    }
    #expect(missing.map { $0["kind"] as? String } == ["missingPartKey"])
    #expect(json.stderr.contains("Warning: the row part \"Boost & Quote\" has no entry in the string files"))
    let github = CapturedRun(["check", app.path + "/app", "-f", "github", "-q", "--fail-on", "never"])
    #expect(github.stdout.contains("title=TypeFit missingPartKey::the row part"))
    #expect(!github.stdout.contains("unmatchedConfiguration"))
  }
}
