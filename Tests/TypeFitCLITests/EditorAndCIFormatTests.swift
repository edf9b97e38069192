import Foundation
import Testing
import TypeFitCLI
import _TypeFitTestSupport

@Suite("typefit check --format xcode|github")
struct EditorAndCIFormatTests {
  @Test("--format xcode: every line of the example is an absolute-path diagnostic, one per problem; exit 1")
  func xcode() throws {
    let run = CapturedRun(["check", CheckCommandTests.example, "--format", "xcode", "--quiet"])
    #expect(run.exitCode == 1)
    let lines = run.stdout.split(separator: "\n")
    // The text report's 3 problems at warning and up: 2 truncating titles, 1 link name (fix24c:
    // 32 lines, one per locale, before).
    #expect(lines.count == 3)
    let pattern = #/^/[^:]+\.(strings|xcstrings|stringsdict):\d+:\d+: (error|warning|note): .+ \[TF00\d\]$/#
    for line in lines { #expect(line.wholeMatch(of: pattern) != nil, "\(line)") }
    // settings.summary truncates in all 11 locales: one issue, naming them by first category.
    #expect(
      lines.first?.hasSuffix(
        "/Localizable.xcstrings:1385:22: error: settings.summary: title truncates from large in de, ru; from "
          + "xxLarge in fi; from xxxLarge in th; later in 7 more locales (needs 2 lines, 1 allowed). de: "
          + "'Zeitgesteuerte Zusammenfassung der Mitteilungen' needs 2 lines from large; 1 allowed; "
          + "shows 'Zeitgesteuerte Zusammenfassung…' (iPhone SE (3rd generation), 375 pt) [TF001]") == true)
    #expect(lines.count { $0.contains("settings.summary") } == 1)
  }

  @Test("--format github: every line is a workflow command with a relative file, one per problem; exit 1")
  func github() throws {
    let run = CapturedRun(["check", CheckCommandTests.example, "--format", "github", "--quiet"])
    #expect(run.exitCode == 1)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.map { $0.prefix { $0 != " " } } == ["::error", "::error", "::warning"])
    let pattern = #/^::(error|warning|notice) file=[^/,:][^,:]*,line=\d+,col=\d+,title=TF00\d [a-z-]+::.+$/#
    for line in lines { #expect(line.wholeMatch(of: pattern) != nil, "\(line)") }
  }

  @Test("github and xcode leave notes out by default, as SARIF does; --min-severity note writes them")
  func notesOptIn() throws {
    // The example's findings: 22 errors, 10 warnings, 171 notes (fresh23 F23-7: notes were 70 of
    // a small app's 81 annotations, and GitHub shows 10 per level and step).
    for (format, note) in [("github", "::notice "), ("xcode", ": note: ")] {
      let run = CapturedRun(["check", CheckCommandTests.example, "--format", format, "--quiet"])
      #expect(run.exitCode == 1)
      let lines = run.stdout.split(separator: "\n")
      // One a problem (fix24c): 3 of the text report's 24 problems at warning and up, 24 with
      // notes (32 and 203 lines, one per finding and locale, before).
      #expect(lines.count == 3, "\(format)")
      #expect(!lines.contains { $0.contains(note) }, "\(format)")
      let all = CapturedRun([
        "check", CheckCommandTests.example, "--format", format, "--quiet", "--min-severity", "note",
      ])
      // 20 and 17 since fix24d: no TF007 where only the accessibility layout stacks the value.
      #expect(all.stdout.split(separator: "\n").count == 20, "\(format)")
      #expect(all.stdout.split(separator: "\n").count { $0.contains(note) } == 17, "\(format)")
    }
  }
}
