import Foundation
import Testing
import _TypeFitTestSupport

/// The twenty-first attack's A21-13: the HTML report's bound was in rows, not bytes, and a row
/// of a 45,000-character value was 3.5 MB of pictures (300 such keys: a 1.05 GB page). A row
/// whose labels hold more than 10,000 characters is now listed without pictures, and drawing
/// stops past 64 MiB of pictures (`HTMLReportLimits`); the summary counts both.
@Suite(
  "Hostile input: HTML pictures of long values",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileHTMLPictureBytesTests {
  @Test("ten rows of 45,000 characters are listed without pictures; the short row is drawn")
  func longValuesNotDrawn() throws {
    let folder = try TemporaryFolder("html-bytes")
    try folder.write("typefit.json", #"{"defaultRole": "row", "titleLines": 1}"#)
    let long = String(repeating: "Benachrichtigungen ", count: 2_369)
    var table = "\"short\" = \"Datenschutzeinstellungen und Sicherheitsoptionen für alle Geräte\";\n"
    for index in 0..<10 { table += "\"long.\(index)\" = \"\(long)\";\n" }
    try folder.write("de.lproj/Localizable.strings", table)
    let page = folder.path + "/report.html"
    let run = try Hostile.runBinary(
      ["check", folder.path, "-q", "-f", "html", "--categories", "large", "--fail-on", "never", "-o", page],
      seconds: 60)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    // Ten values of 45,011 characters (each drawn: about 3.5 MB) are listed, not drawn.
    #expect(html.utf8.count < 2_000_000, "\(html.utf8.count) bytes")
    #expect(
      html.contains(
        "<p class=\"notice\" id=\"not-drawn-long\"><strong>10 rows with labels of more than 10000 characters "
          + "are listed without pictures</strong>: this page draws rows whose labels hold at most 10000 "
          + "characters in all (over the row's layout contexts).</p>"))
    #expect(!html.contains("id=\"not-drawn-bytes\""))
    // Every row is listed; the short one, truncated, keeps its pictures (a strip of glyph lines).
    for key in ["short"] + (0..<10).map({ "long.\($0)" }) { #expect(html.contains("\"\(key)\"")) }
    #expect(html.contains("<th scope=\"row\">TF001 label-truncated</th><td class=\"num\">11</td>"))
  }
}
