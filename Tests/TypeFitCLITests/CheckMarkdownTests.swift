import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` on localized values SwiftUI reads as Markdown (the twentieth attack's
/// A20-12, groups `md` and `md2`).
@Suite("typefit check: Markdown in LocalizedStringKey values")
struct CheckMarkdownTests {
  static let strings = """
    "md.link" = "[Konto](https://example.com/account/settings/privacy)";
    "md.bold" = "**Konto** und *mehr*";
    "md.plain" = "Konto";
    "md.code" = "`Konto`";
    "md.verbatim" = "[Konto](https://example.com/account/settings/privacy)";
    "md.inf %lld" = "^[%lld Foto](inflect: true)";

    """

  @Test("links show their text, bold runs make the label bold, Text(String) shows the value as written")
  func findings() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/de.lproj/Localizable.strings", Self.strings)
    try folder.write(
      "App/A.swift",
      """
      import SwiftUI
      struct A: View {
        var body: some View {
          List {
            Button { } label: { Text("md.link") }.lineLimit(1)
            Button { } label: { Text("md.bold") }.lineLimit(1)
            Button { } label: { Text("md.plain") }.lineLimit(1)
            Button { } label: { Text("md.code") }.lineLimit(1)
            Button { } label: { Text(String(localized: "md.verbatim")) }.lineLimit(1)
          }
        }
      }

      """)
    let run = CapturedRun([
      "check", folder.path + "/App", "--format", "json", "--quiet", "--title-lines", "1",
    ])
    #expect(run.exitCode == 1, "\(run.stderr)")
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    let errors = problems.filter { $0["rule"] as? String == "TF001" }
      .map { "\($0["key"] as? String ?? "") \($0["category"] as? String ?? "")" }.sorted()
    // Before the fix: `md.link` from large (measured with its URL, classed prose by the URL's
    // dots), `md.bold` from AX3 with its markers, `md.inf %lld` from AX2 (`^[1,234 Foto](inflect: true)`;
    // now `1,234 Foto`, which fits).
    #expect(errors == ["md.bold AX4", "md.verbatim large"])
  }

  @Test("A24-15: a Picker option Text(\"k\") shows its Markdown read, as any Text(\"k\") does")
  func pickerOption() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/en.lproj/Localizable.strings",
      "\"md.p\" = \"Sync\";\n\"md.o\" = \"[Every hour](https://example.com/long/long/long/long/long/long/long/long/long/long)\";\n"
    )
    try folder.write(
      "App/V.swift",
      """
      import SwiftUI
      struct V: View {
        @State var s = 0
        var body: some View {
          List {
            Picker("md.p", selection: $s) { Text("md.o").tag(0) }
          }
        }
      }

      """)
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    // Before: the value was the link with its URL, which moved below the title and wrapped
    // from large (two false notes).
    #expect(results.map { $0["texts"] as? [String: String] } == [["title": "Sync", "value": "Every hour"]])
    let findings = (results.first?["contexts"] as? [[String: Any]] ?? []).flatMap {
      $0["findings"] as? [[String: Any]] ?? []
    }
    #expect(findings.isEmpty)
  }
}
