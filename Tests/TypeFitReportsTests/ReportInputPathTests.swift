import Testing

@testable import TypeFitReports

/// How reports record their inputs (eleventh attack L3): one spelling per input, so shards run
/// on `app` and `./app/` merge.
@Suite("Report paths: inputs")
struct ReportInputPathTests {
  @Test("an input is recorded without `.` names and trailing or repeated `/`; `..` is kept")
  func recordedSpelling() {
    #expect(ReportPath.input("./app/./de.lproj//", root: nil) == "app/de.lproj")
    #expect(ReportPath.input("app/", root: nil) == "app")
    #expect(ReportPath.input(".//app/.", root: "/src") == "app")
    #expect(ReportPath.input("./", root: nil) == ".")
    #expect(ReportPath.input(".", root: nil) == ".")
    #expect(ReportPath.input("../app/", root: nil) == "../app")
    #expect(ReportPath.input("/src/app/", root: "/src") == "app")
    #expect(ReportPath.input("/src/app/", root: "/other") == "/src/app")
    #expect(ReportPath.input("/", root: nil) == "/")
    // A file below such an input is not made absolute by the `/` after its `./`.
    #expect(ReportPath.relative(".//app/./de.lproj/A.strings", to: "/src") == "app/de.lproj/A.strings")
  }

  @Test("a doubled / after the root leaves no root-relative /app (twelfth attack A3)")
  func doubledSlashAfterRoot() {
    #expect(ReportPath.input("/tmp/base//app", root: "/tmp/base") == "app")
    #expect(ReportPath.input("/tmp/base///app/", root: "/tmp/base") == "app")
    #expect(
      ReportPath.relative("/tmp/base//app/de.lproj/A.strings", to: "/tmp/base") == "app/de.lproj/A.strings")
    #expect(ReportPath.relative("/tmp//base/./app/x", to: "/tmp/base/") == "app/x")
    // Outside the root: absolute, by its names.
    #expect(ReportPath.relative("/other//app/./x", to: "/tmp/base") == "/other/app/x")
  }

  @Test("file paths are spelled as their inputs are (twelfth attack A4); ordinary spellings unchanged")
  func filePathsTidied() {
    #expect(ReportPath.relative("app/./de.lproj/A.strings", to: "/src") == "app/de.lproj/A.strings")
    #expect(ReportPath.relative("app////de.lproj/A.strings", to: "/src") == "app/de.lproj/A.strings")
    #expect(ReportPath.relative("app/de.lproj/A.strings", to: "/src") == "app/de.lproj/A.strings")
    #expect(ReportPath.relative("./app/de.lproj/A.strings", to: nil) == "app/de.lproj/A.strings")
    #expect(ReportPath.relative("/src/app/de.lproj/A.strings", to: "/src") == "app/de.lproj/A.strings")
    #expect(ReportPath.relative("../x/A.strings", to: "/src") == "../x/A.strings")
    #expect(ReportPath.relative("", to: "/src") == "")
  }
}
