import Testing
import TypeFitRow

@testable import TypeFitReports

@Suite struct HelperTests {
  @Test("FNV-1a 64 matches the published test vectors") func fnv() {
    #expect(StableFingerprint.fnv1a("".utf8) == 0xcbf2_9ce4_8422_2325)
    #expect(StableFingerprint.fnv1a("a".utf8) == 0xaf63_dc4c_8601_ec8c)
    #expect(StableFingerprint.fnv1a("foobar".utf8) == 0x8594_4171_f739_67e8)
    #expect(StableFingerprint.hex(["ab", "c"]) != StableFingerprint.hex(["a", "bc"]))
    #expect(StableFingerprint.hex(["a"]).count == 16)
  }

  @Test("XML escaping handles markup, quotes, line breaks and forbidden characters") func xml() {
    #expect(XMLEscaping.text("a<b & c>d \"q\"") == "a&lt;b &amp; c&gt;d \"q\"")
    #expect(XMLEscaping.attribute("\"x\"\n\ty") == "&quot;x&quot;&#10;&#9;y")
    #expect(XMLEscaping.text("a\u{0}b\u{1B}c\u{FFFF}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
    #expect(XMLEscaping.text("äö 😀") == "äö 😀")
  }

  @Test("Paths become relative to the source root and valid URI references") func paths() {
    #expect(ReportPath.relative("/src/app/de.lproj/A.strings", to: "/src/app") == "de.lproj/A.strings")
    #expect(ReportPath.relative("/src/app/de.lproj/A.strings", to: "/src/app/") == "de.lproj/A.strings")
    #expect(ReportPath.relative("/src/application/A.strings", to: "/src/app") == "/src/application/A.strings")
    #expect(ReportPath.relative("./de.lproj/A.strings", to: nil) == "de.lproj/A.strings")
    #expect(ReportPath.uriReference("de.lproj/Mein Text.strings") == "de.lproj/Mein%20Text.strings")
    #expect(ReportPath.uriReference("ü/#?.xml") == "%C3%BC/%23%3F.xml")
    #expect(ReportPath.fileURI(forFolder: "/src/app") == "file:///src/app/")
  }

  @Test("Quoted text stays on one line and is cut at the limit") func quoting() {
    #expect(QuotedText.single("Zwei\nZeilen") == "'Zwei\\nZeilen'")
    #expect(QuotedText.single("Datenschutzeinstellungen", limit: 10) == "'Datenschut…'")
  }

  @Test("Factory writers match their formats") func factory() {
    #expect(
      ReportFormat.allCases.map(\.rawValue) == [
        "text", "json", "ndjson", "sarif", "junit", "xcode", "github",
      ])
    #expect(ReportFormat.xcode.makeWriter() is XcodeReportWriter)
    #expect(ReportFormat.github.makeWriter() is GitHubActionsReportWriter)
    #expect(ReportFormat.sarif.makeWriter() is SARIFReportWriter)
    #expect(ReportFormat.junit.makeWriter() is JUnitReportWriter)
    #expect(ReportFormat.text.makeWriter() is TextReportWriter)
    #expect(
      ReportOptions().helpURL(for: .labelWraps) == ReportOptions.defaultHelpBaseURL
        + "Docs/Rules.md#tf008-label-wraps")
  }
}
