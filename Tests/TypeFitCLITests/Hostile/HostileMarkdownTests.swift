import Foundation
import Testing
import _TypeFitTestSupport

/// The twenty-first attack's A21-2: SwiftUI's inline Markdown, read for the values a
/// `Text("key")` row shows, searched for each opener's closer to the end of the value, so
/// `![` × 22,000 took 13 s, `[a](` × 11,000 11 s, and `[`, `<a` and `*a` runs seconds each. The
/// reading is now linear (`InlineMarkdown`, `MarkdownBrackets`): brackets matched once, link
/// text read in place, emphasis paired on a list of open delimiters.
@Suite(
  "Hostile input: inline Markdown in SwiftUI values",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileMarkdownTests {
  /// The keys and values of the attack's shapes, and the text each shows.
  static let shapes: [(key: String, value: String, shown: String)] = [
    ("md.bang", String(repeating: "![", count: 11_000), String(repeating: "![", count: 11_000)),
    ("md.link", String(repeating: "[a](", count: 5_500), String(repeating: "[a](", count: 5_500)),
    ("md.bracket", String(repeating: "[", count: 22_000), String(repeating: "[", count: 22_000)),
    ("md.less", String(repeating: "<a", count: 11_000), String(repeating: "<a", count: 11_000)),
    ("md.star", String(repeating: "*a", count: 11_000), String(repeating: "a", count: 11_000)),
    (
      // Links may not contain links (CommonMark §6.3; A70-2): only the innermost is one.
      "md.nested", String(repeating: "[", count: 4_000) + "a" + String(repeating: "](u)", count: 4_000),
      String(repeating: "[", count: 3_999) + "a" + String(repeating: "](u)", count: 3_999)
    ),
    (
      // Links nested in each other's destinations (the eightieth attack's A80-1: 85 s of CPU at
      // 40,000 characters): the outer link has no text.
      "md.destinations",
      "Hi" + String(repeating: "[](", count: 10_000) + String(repeating: ")", count: 10_000) + "!", "Hi!"
    ),
    ("md.good", "**Fett** und [Link](https://example.com) mit `code`", "Fett und Link mit code"),
  ]

  /// The title text of each result of a JSON report, by key.
  static func titles(_ report: String) throws -> [String: String] {
    let json = try #require(JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
    let results = try #require(json["results"] as? [[String: Any]])
    var texts: [String: String] = [:]
    for result in results {
      let title = (result["texts"] as? [String: Any])?["title"] as? String
      if let key = result["key"] as? String, let title { texts[key] = title }
    }
    return texts
  }

  @Test("the attack's shapes are shown as SwiftUI reads them, in a bounded run")
  func quadraticShapes() throws {
    let folder = try Hostile.folderWithGoodFile()
    let escaped = { (value: String) in
      value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
    try folder.write(
      "de.lproj/Localizable.strings",
      Self.shapes.map { "\"\($0.key)\" = \"\(escaped($0.value))\";\n" }.joined())
    try folder.write(
      "V.swift",
      "import SwiftUI\nstruct V: View { var body: some View { List {\n"
        + Self.shapes.map { "  Text(\"\($0.key)\")\n" }.joined() + "} } }\n")
    let run = try Hostile.runBinary(
      ["check", folder.path, "-q", "-f", "json", "--fail-on", "never", "--categories", "large"], seconds: 60)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    let texts = try Self.titles(run.stdout)
    #expect(texts[Hostile.goodKey] == "Settings")
    for shape in Self.shapes {
      #expect(texts[shape.key] == shape.shown, "\(shape.key): \(texts[shape.key]?.prefix(40) ?? "none")…")
    }
  }
}
