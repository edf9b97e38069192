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
    #expect(ReportPath.relative(".//app/./de.lproj/A.strings", to: "/src") == "app/./de.lproj/A.strings")
  }
}
