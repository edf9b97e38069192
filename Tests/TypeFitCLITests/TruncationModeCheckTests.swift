import Foundation
import Testing
import _TypeFitTestSupport

/// The twenty-first attack's A21-27: `.truncationMode(.middle)` and `.head` were not read, so
/// TF001 quoted the tail-truncated text (`Benachrichtigungseinstellungen un…`) that the app
/// never shows.
@Suite("TF001 with .truncationMode")
struct TruncationModeCheckTests {
  static func app() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("trunc-mode")
    try folder.write(
      "app/V.swift",
      """
      import SwiftUI
      struct V: View { var body: some View { List {
        Text("tm.k").lineLimit(1).truncationMode(.middle)
        Text("tm.h").lineLimit(1).truncationMode(.head)
        Text("tm.t").lineLimit(1)
        Text("tm.two").lineLimit(2).truncationMode(.middle)
      } } }

      """)
    let long = "Benachrichtigungseinstellungen und Töne"
    try folder.write(
      "app/de.lproj/Localizable.strings",
      """
      "tm.k" = "\(long)";
      "tm.h" = "\(long)";
      "tm.t" = "\(long)";
      "tm.two" = "Datenschutzeinstellungen und Sicherheit für alle Konten verwalten und prüfen";

      """)
    return folder
  }

  @Test("the JSON message quotes the text with the ellipsis where the mode puts it; the lines are the tail's")
  func jsonMessages() throws {
    let folder = try Self.app()
    let run = CapturedRun(["check", folder.path + "/app", "-q", "-f", "json"])
    #expect(run.exitCode == 1, "\(run.stderr)")
    let findings = try MinimumScaleFactorTests.findings(run)
    let all = " (at 8 categories: xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5)"
    let categories = "xLarge,xxLarge,xxxLarge,AX1,AX2,AX3,AX4,AX5"
    #expect(
      findings["tm.k"] == [
        "TF001 error \(categories): title is truncated from xLarge: needs 2 lines, 1 allowed; visible text: "
          + "\"Benachrichtigung…ellungen und Töne\" (cut in the middle)" + all
      ])
    #expect(
      findings["tm.h"] == [
        "TF001 error \(categories): title is truncated from xLarge: needs 2 lines, 1 allowed; visible text: "
          + "\"…hrichtigungseinstellungen und Töne\" (cut at its head)" + all
      ])
    #expect(
      findings["tm.t"] == [
        "TF001 error \(categories): title is truncated from xLarge: needs 2 lines, 1 allowed; visible text: "
          + "\"Benachrichtigungseinstellungen un…\"" + all
      ])
    // Two lines: the first as laid out, the ellipsis in the middle of what the last shows.
    #expect(
      findings["tm.two"]?.first
        == "TF001 error \(categories): title is truncated from xLarge: needs 3 lines, 2 allowed; visible text: "
        + "\"Datenschutzeinstellungen und Sicherheit für alle…rwalten und prüfen\" (cut in the middle)" + all)
  }

  @Test("the text report's sentence says what the row shows and where it is cut")
  func textSentence() throws {
    let folder = try Self.app()
    let run = CapturedRun(["check", folder.path + "/app"])
    #expect(run.exitCode == 1, "\(run.stderr)")
    #expect(
      run.stdout.contains(
        "'Benachrichtigungseinstellungen und Töne' needs 2 lines from xLarge; 1 allowed; shows "
          + "'Benachrichtigung…ellungen und Töne' (cut in the middle)\n"))
    #expect(
      run.stdout.contains(
        "'Benachrichtigungseinstellungen und Töne' needs 2 lines from xLarge; 1 allowed; shows "
          + "'…hrichtigungseinstellungen und Töne' (cut at its head)\n"))
    #expect(
      run.stdout.contains(
        "'Benachrichtigungseinstellungen und Töne' needs 2 lines from xLarge; 1 allowed; shows "
          + "'Benachrichtigungseinstellungen un…'\n"))
  }
}
