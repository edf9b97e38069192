import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLocalization
import TypeFitRow

@testable import TypeFitReports

/// The `xcode` format against the shape Xcode reads from a build phase and SwiftLint's `xcode`
/// reporter writes: `{full_path_to_file}{:line}{:character}: {error,warning}: {content}`.
@Suite struct XcodeReportTests {
  /// `path:line:column: level: message` with an optional `[code]` at the end, as a regular
  /// expression; level is one of the words Xcode recognizes.
  nonisolated(unsafe) static let diagnosticPattern =
    #/^(/[^:\n]+)(?::(\d+)(?::(\d+))?)?: (error|warning|note): (.+) \[([A-Za-z0-9]+)\]$/#

  private var lines: [String] {
    ReportFixtures.render(.xcode).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("Every line is one diagnostic in Xcode's form, and the output ends with a line feed")
  func everyLineParses() throws {
    let output = ReportFixtures.render(.xcode)
    #expect(output.hasSuffix("\n"))
    let lines = output.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    // The three rows' TF002 (iOS's own row height) are one line, one cause (fresh24 F24-7).
    #expect(lines.count == 5)
    for line in lines {
      #expect(line.wholeMatch(of: Self.diagnosticPattern) != nil, "not a diagnostic: \(line)")
    }
  }

  @Test("A truncated title is an error at the value's line with the problem, the sentence, context and rule")
  func truncatedTitle() throws {
    #expect(
      lines[2]
        == "/src/app/de.lproj/Localizable.strings:12:1: error: settings.privacy: title truncates from AX1 in de "
        + "(needs 2 lines, 1 allowed). de: 'Datenschutzeinstellungen' needs 2 lines from AX1; 1 allowed; shows "
        + "'Datenschutzeinstel…' (iPhone SE (3rd generation), 375 pt) [TF001]")
  }

  @Test("One line per problem, ranked errors first as the text report, then the read problems")
  func order() throws {
    let codes = lines.dropLast().compactMap { $0.wholeMatch(of: Self.diagnosticPattern)?.output.6 }
    #expect(codes == ["TF004", "TF001", "TF001", "TF002", "syntaxError"])
    let places = lines.dropLast().compactMap { line in
      line.wholeMatch(of: Self.diagnosticPattern).map { "\($0.output.2 ?? ""):\($0.output.3 ?? "")" }
    }
    #expect(places == ["14:1", "20:1", "12:1", "12:1", "7:18"])
    let hostile = try #require(lines[1].wholeMatch(of: Self.diagnosticPattern))
    #expect(hostile.output.5.hasPrefix("odd<&>\"key ["))
    #expect(hostile.output.5.contains("'Tab\\there \\u{1} <b>&amp;</b>"))
    #expect(
      lines[4]
        == "/src/app/fi.lproj/Localizable.strings:7:18: error: expected ';' after value [syntaxError]")
    #expect(lines[5] == "")
  }

  @Test("Relative paths are joined to the source root; a problem without a line has no numbers")
  func pathsAndWholeFileProblems() throws {
    let writer = XcodeReportWriter(options: ReportOptions(sourceRoot: "/work/app"))
    let record = AnnotationRecord(
      file: "./de.lproj/A.strings", line: nil, column: nil, level: .warning, code: "invalidEncoding",
      title: "TypeFit invalidEncoding", message: "not UTF-8")
    #expect(writer.line(record) == "/work/app/de.lproj/A.strings: warning: not UTF-8 [invalidEncoding]\n")
    var noColumn = record
    noColumn.line = 3
    #expect(writer.line(noColumn) == "/work/app/de.lproj/A.strings:3: warning: not UTF-8 [invalidEncoding]\n")
  }

  @Test("A note-level finding is written as note, which Xcode shows as a note")
  func noteLevel() throws {
    let row = Row(
      title: RowLabel("Speicher", textStyle: .body),
      value: RowLabel("64 GB von 128 GB belegt", textStyle: .body),
      language: "de")
    let report = try ReportFixtures.engine.report(
      for: row, in: ReportFixtures.context, categories: ContentSizeCategory.allCases)
    let notes = report.findings.filter { $0.severity == .note }
    try #require(!notes.isEmpty)
    let item = CheckItem(
      key: "storage", locale: "de", variant: .base,
      location: SourceLocation(file: "de.lproj/A.strings", line: 2, column: 9), format: .strings, row: row)
    var writer = XcodeReportWriter(options: ReportOptions(sourceRoot: "/w"))
    _ = writer.begin(ReportFixtures.info)
    // Problems are written when the run ends.
    #expect(writer.write(CheckResult(item: item, reports: [report])) == "")
    var summary = CheckSummary()
    summary.locales = ["de"]
    let output = writer.finish(summary)
    #expect(output.contains("/w/de.lproj/A.strings:2:9: note: storage: "))
  }

  @Test("A line break in a key or path never starts a second line")
  func oneLinePerDiagnostic() throws {
    let writer = XcodeReportWriter()
    let record = AnnotationRecord(
      file: "/a\nb.strings", line: 1, column: 1, level: .error, code: "TF001", title: "TF001",
      message: QuotedText.escaped("two\nlines"))
    #expect(writer.line(record) == "/a\\nb.strings:1:1: error: two\\nlines [TF001]\n")
  }

  @Test("A path holding ':' cannot forge a location: ':' and '%' are percent-encoded (A13-21)")
  func colonInPath() throws {
    let writer = XcodeReportWriter(options: ReportOptions(sourceRoot: "/w"))
    let record = AnnotationRecord(
      file: "app/Fake.swift:1:1: error: FAKE 100% x/de.lproj/Localizable.strings", line: 1, column: 7,
      level: .error, code: "TF001", title: "TF001", message: "k (de): truncates")
    #expect(
      writer.line(record)
        == "/w/app/Fake.swift%3A1%3A1%3A error%3A FAKE 100%25 x/de.lproj/Localizable.strings:1:7: error: "
        + "k (de): truncates [TF001]\n")
    // A '%' alone is encoded too, so `a%3Ab` and `a:b` stay two paths (A14-6).
    var percent = record
    percent.file = "app/a%3Ab/de.lproj/A.strings"
    #expect(
      writer.line(percent) == "/w/app/a%253Ab/de.lproj/A.strings:1:7: error: k (de): truncates [TF001]\n")
    var plain = record
    plain.file = "app/de.lproj/A.strings"
    #expect(writer.line(plain) == "/w/app/de.lproj/A.strings:1:7: error: k (de): truncates [TF001]\n")
  }
}
