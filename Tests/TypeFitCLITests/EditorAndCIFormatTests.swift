import Foundation
import Testing
import TypeFitCLI
import _TypeFitTestSupport

@Suite("typefit check --format xcode|github")
struct EditorAndCIFormatTests {
  @Test("--format xcode: every line of the example is an absolute-path diagnostic; exit 1")
  func xcode() throws {
    let run = CapturedRun(["check", CheckCommandTests.example, "--format", "xcode", "--quiet"])
    #expect(run.exitCode == 1)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count > 10)
    let pattern = #/^/[^:]+\.(strings|xcstrings|stringsdict):\d+:\d+: (error|warning|note): .+ \[TF00\d\]$/#
    for line in lines { #expect(line.wholeMatch(of: pattern) != nil, "\(line)") }
    #expect(
      run.stdout.contains(
        CheckCommandTests.example + "/Localizable.xcstrings:1385:22: error: settings.summary (de): "
          + "'Zeitgesteuerte Zusammenfassung der Mitteilungen' needs 2 lines from large; 1 allowed; "
          + "shows 'Zeitgesteuerte Zusammenfassung…' (iPhone SE (3rd generation), 375 pt) [TF001]\n"))
  }

  @Test("--format github: every line is a workflow command with a relative file; exit 1")
  func github() throws {
    let run = CapturedRun(["check", CheckCommandTests.example, "--format", "github", "--quiet"])
    #expect(run.exitCode == 1)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count > 10)
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
      #expect(lines.count == 32, "\(format)")
      #expect(!lines.contains { $0.contains(note) }, "\(format)")
      let all = CapturedRun([
        "check", CheckCommandTests.example, "--format", format, "--quiet", "--min-severity", "note",
      ])
      #expect(all.stdout.split(separator: "\n").count == 203, "\(format)")
      #expect(all.stdout.split(separator: "\n").count { $0.contains(note) } == 171, "\(format)")
    }
  }
}
