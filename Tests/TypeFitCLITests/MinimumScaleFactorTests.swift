import Foundation
import Testing
import _TypeFitTestSupport

/// The seventeenth attack's A17-10: `Text("a4").lineLimit(1).minimumScaleFactor(0.5)` got TF010
/// (right) and also a TF001 error "title truncates", though SwiftUI shrinks the text down to the
/// factor before it truncates. A label that may shrink is judged at its smallest size: where it
/// fits its limit there, TF001 says it shrinks (a warning); it is truncated (an error) only from
/// the category where even that size is cut.
@Suite("TF001 with .minimumScaleFactor")
struct MinimumScaleFactorTests {
  /// Three one-line rows: `fits` may shrink to 50 %, `cut` to 90 %, `plain` not at all; `fits`
  /// and `plain` show the same text.
  static func app() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("msf")
    try folder.write(
      "app/S.swift",
      """
      import SwiftUI
      struct S: View {
        var body: some View {
          List {
            Text("fits").lineLimit(1).minimumScaleFactor(0.5)
            Text("cut").lineLimit(1).minimumScaleFactor(0.9)
            Text("plain").lineLimit(1)
          }
        }
      }

      """)
    try folder.write(
      "app/en.lproj/Localizable.strings",
      """
      "fits" = "Benachrichtigungen und Hinweise";
      "cut" = "Datenschutzeinstellungen und Sicherheit für alle Konten verwalten";
      "plain" = "Benachrichtigungen und Hinweise";

      """)
    return folder
  }

  /// Each row's findings as `severity categories: message`, by key.
  static func findings(_ run: CapturedRun) throws -> [String: [String]] {
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    var byKey: [String: [String]] = [:]
    for result in results {
      let contexts = try #require(result["contexts"] as? [[String: Any]])
      for finding in contexts.flatMap({ $0["findings"] as? [[String: Any]] ?? [] }) {
        let categories = (finding["categories"] as? [String] ?? []).joined(separator: ",")
        byKey[result["key"] as? String ?? "?", default: []].append(
          "\(finding["rule"] ?? "") \(finding["severity"] ?? "") \(categories): \(finding["message"] ?? "")")
      }
    }
    return byKey
  }

  @Test(
    "fits at the factor: shrinks (a warning) until even 50 % is cut; truncates even at 90 %; no factor: as before"
  )
  func judgedAtTheFactor() throws {
    let folder = try Self.app()
    let run = CapturedRun(["check", folder.path + "/app", "-q", "-f", "json"])
    #expect(run.exitCode == 1, "\(run.stderr)")
    let findings = try Self.findings(run)
    #expect(
      findings["fits"] == [
        "TF001 warning xxxLarge,AX1,AX2,AX3: title shrinks from xxxLarge to fit its line limit: at its size it "
          + "needs 2 lines, 1 allowed; it fits at 50 % of its size (its minimum scale factor), so it is drawn "
          + "smaller than the size the user chose (at 4 categories: xxxLarge, AX1, AX2, AX3)",
        "TF001 error AX4,AX5: title is truncated from AX4 even at 50 % of its size (its minimum scale factor): "
          + "needs 3 lines, 1 allowed; visible text: \"Benachrichtig…\" (at 2 categories: AX4, AX5)",
      ])
    #expect(
      findings["cut"] == [
        "TF001 error large,xLarge,xxLarge,xxxLarge,AX1,AX2,AX3,AX4,AX5: title is truncated from large even at "
          + "90 % of its size (its minimum scale factor): needs 2 lines, 1 allowed; visible text: "
          + "\"Datenschutzeinstellungen und Sicherhei…\" (at 9 categories: large, xLarge, xxLarge, xxxLarge, "
          + "AX1, AX2, AX3, AX4, AX5)"
      ])
    #expect(
      findings["plain"] == [
        "TF001 error xxxLarge,AX1,AX2,AX3,AX4,AX5: title is truncated from xxxLarge: needs 2 lines, 1 allowed; "
          + "visible text: \"Benachrichtigungen und Hinw…\" (at 6 categories: xxxLarge, AX1, AX2, AX3, AX4, AX5)"
      ])
  }

  @Test("the text report says the label shrinks, not that it truncates, where it fits at the factor")
  func textReportPhrase() throws {
    let folder = try Self.app()
    let run = CapturedRun(["check", folder.path + "/app", "-q"])
    #expect(run.exitCode == 1)
    // The problem lines (the source findings' lines name the Swift file instead).
    let problems = run.stdout.split(separator: "\n").filter {
      ($0.hasPrefix("error ") || $0.hasPrefix("warning ")) && $0.contains(": title ")
    }
    #expect(
      problems == [
        "error    cut: title truncates from large in en (needs 2 lines, 1 allowed)",
        "error    plain: title truncates from xxxLarge in en (needs 2 lines, 1 allowed)",
        "error    fits: title truncates from AX4 in en (needs 3 lines, 1 allowed)",
        "warning  fits: title shrinks from xxxLarge in en (needs 2 lines at its size, 1 allowed)",
      ])
    // TF010 still flags the modifiers themselves.
    #expect(run.stdout.contains("app/S.swift:5:33: .minimumScaleFactor(0.5) shrinks the text to 50 %"))
  }
}
