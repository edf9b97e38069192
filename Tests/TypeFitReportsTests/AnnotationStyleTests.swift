import Testing
import TypeFitCheck
import TypeFitReports
import TypeFitRow

/// A line style of one's own, written with the public API alone: `level code file:line:column`.
private enum PlainStyle: AnnotationStyle {
  static func line(for record: AnnotationRecord, options: ReportOptions) -> String {
    "\(record.level.rawValue) \(record.code) \(record.file):\(record.line ?? 0):\(record.column ?? 0)\n"
  }
}

/// `AnnotationReportWriter` is the one skeleton of the `xcode` and `github` formats; a style
/// only decides how one record reads.
@Suite struct AnnotationStyleTests {
  private func render<Style: AnnotationStyle>(_ writer: AnnotationReportWriter<Style>) -> [String] {
    var writer = writer
    var output = writer.begin(ReportFixtures.info)
    var summary = CheckSummary()
    for result in ReportFixtures.results {
      output += writer.write(result)
      summary.add(result)
    }
    summary.diagnostics = [ReportFixtures.diagnostic]
    output += writer.finish(summary)
    return output.split(separator: "\n").map(String.init)
  }

  @Test("A style of one's own gets one record per problem, ranked as the text report, then the read problems")
  func ownStyle() {
    let lines = render(AnnotationReportWriter<PlainStyle>(options: ReportFixtures.options))
    // A problem's file is relative to the source root, as the text report names it; each key
    // here is in one locale, so each finding is its own problem (fix24c).
    #expect(
      lines == [
        "error TF004 de.lproj/Localizable.strings:14:1",
        "error TF001 de.lproj/Localizable.strings:20:1",
        "error TF001 de.lproj/Localizable.strings:12:1",
        // TF002 at xSmall–medium is iOS's own row height: a note (fresh22 F22-7), ranked last,
        // and said once for its three rows, at the first (one record per cause, noise25 F24-7).
        "note TF002 de.lproj/Localizable.strings:12:1",
        "error syntaxError /src/app/fi.lproj/Localizable.strings:7:18",
      ])
  }

  /// The seventy-sixth attack's A76-2: a problem about no file (a `--locales` locale no input
  /// has) was at a made-up file; joined to the source root, an empty path would name the root.
  @Test("A record about no file: xcode writes typefit: as compilers do, github no file, line or col")
  func noFile() {
    let record = AnnotationRecord(
      file: LocalizationDiagnostic.noFile, line: nil, column: nil, level: .warning,
      code: "unmatchedConfiguration",
      title: "TypeFit unmatchedConfiguration", message: "locale \"fr\" is in no input (available: en)")
    #expect(
      XcodeAnnotationStyle.line(for: record, options: ReportFixtures.options)
        == "typefit: warning: locale \"fr\" is in no input (available: en) [unmatchedConfiguration]\n")
    #expect(
      GitHubActionsAnnotationStyle.line(for: record, options: ReportFixtures.options)
        == "::warning title=TypeFit unmatchedConfiguration::locale \"fr\" is in no input (available: en)\n")
    // At the configuration file: its place, joined to the root for xcode, relative for github.
    var located = record
    (located.file, located.line, located.column) = ("typefit.json", 1, 44)
    #expect(
      XcodeAnnotationStyle.line(for: located, options: ReportFixtures.options)
        .hasPrefix("/src/app/typefit.json:1:44: warning: "))
    #expect(
      GitHubActionsAnnotationStyle.line(for: located, options: ReportFixtures.options)
        .hasPrefix("::warning file=typefit.json,line=1,col=44,title=TypeFit unmatchedConfiguration::"))
  }

  @Test("The xcode and github writers write the same records, one line each, in the same order")
  func sameRecords() {
    let xcode = render(XcodeReportWriter(options: ReportFixtures.options))
    let github = render(GitHubActionsReportWriter(options: ReportFixtures.options))
    let plain = render(AnnotationReportWriter<PlainStyle>(options: ReportFixtures.options))
    #expect(xcode.count == plain.count)
    #expect(github.count == plain.count)
    for (xcodeLine, plainLine) in zip(xcode, plain) {
      let code = plainLine.split(separator: " ")[1]
      #expect(xcodeLine.hasSuffix(" [\(code)]"), "\(xcodeLine) against \(plainLine)")
    }
    for (githubLine, plainLine) in zip(github, plain) {
      let level = plainLine.split(separator: " ")[0]
      #expect(
        githubLine.hasPrefix("::\(level == "note" ? "notice" : level) "), "\(githubLine) against \(plainLine)"
      )
    }
  }
}
