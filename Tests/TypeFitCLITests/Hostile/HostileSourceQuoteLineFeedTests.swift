import Foundation
import Testing
import _TypeFitTestSupport

/// The twenty-first attack's A21-19: a source finding quotes the string literals of the code
/// (TF014 `HStack row with 2 texts ("…", """\nline\n::error file=evil,lin…)`), and a
/// multi-line literal's line feeds were written raw in the JUnit `<failure>` body and the HTML
/// list, so a line of the file began `::error file=evil`: a workflow command when a CI step
/// prints the report (A20-22's class, fixed there for paths). Every body line is now escaped.
@Suite("Hostile input: a multi-line literal quoted by a source finding")
struct HostileSourceQuoteLineFeedTests {
  /// A Swift list whose row splits a multi-line literal with `::error` on its own line, beside
  /// a truncating German value.
  static func folder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("quote-lf")
    try folder.write(
      "app/V.swift",
      "import SwiftUI\nstruct V: View { var body: some View { List {\n"
        + "  HStack { Text(verbatim: \"A\"); Text(verbatim: \"\"\"\nline\n::error file=evil,line=1::INJ\n\"\"\") }\n"
        + "} } }\n")
    try folder.write(
      "app/de.lproj/Localizable.strings", "\"k\" = \"Datenschutzeinstellungen Datenschutz\";\n")
    // A row, so that `--title-lines 1` applies to it (rows only: fresh23 F23-4).
    try folder.write("app/typefit.json", #"{"rows": [{"title": "k"}]}"#)
    return folder
  }

  @Test(
    "no report has a line that begins with the literal's second line; the strings file is still checked",
    arguments: ["junit", "text", "html", "xcode", "github", "sarif", "json", "ndjson"])
  func noForgedLine(_ format: String) throws {
    let folder = try Self.folder()
    let run = CapturedRun(["check", folder.path + "/app", "-q", "--title-lines", "1", "-f", format])
    #expect(run.exitCode == 1, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count >= 3)
    for line in lines {
      #expect(!line.hasPrefix("::error file=evil"), "\(format): \(line.prefix(120))")
      #expect(line != "line", "\(format)")
    }
    #expect(run.stdout.contains("TF014"), "\(format): the source finding is reported")
    #expect(run.stdout.contains("TF001"), "\(format): the truncating value is still reported")
    #expect(!run.stdout.contains("\r"))
  }

  /// The quote as the source finding's message gives it, its line feeds escaped.
  static let escapedQuote = "(\"A\", \"\"\"\\nline\\n::error file=evil,lin…)"

  @Test("the JUnit failure body and the HTML list give the quote with its line feeds escaped")
  func bodiesEscaped() throws {
    let folder = try Self.folder()
    let junit = CapturedRun(["check", folder.path + "/app", "-q", "--title-lines", "1", "-f", "junit"])
    #expect(
      junit.stdout.contains(
        "/app/V.swift:3:3: TF014 row-split (warning)\nHStack row with 2 texts \(Self.escapedQuote) that VoiceOver "
          + "reads as separate elements; add .accessibilityElement(children: .combine)</failure>"),
      "\(junit.stdout)")
    #expect(
      junit.stdout.contains(
        "/app/de.lproj/Localizable.strings:1:7: TF001 label-truncated (error)\n"), "\(junit.stdout)")
    let html = CapturedRun(["check", folder.path + "/app", "-q", "--title-lines", "1", "-f", "html"])
    #expect(
      html.stdout.contains(
        "/app/V.swift:3:3: warning: TF014 row-split: HStack row with 2 texts \(Self.escapedQuote) that VoiceOver"
      ),
      "\(html.stdout.prefix(2000))")
  }
}
