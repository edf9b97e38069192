import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` and `typefit rows` on a SwiftUI subtitle the source gives no font (the
/// eighty-first attack's A81-14, `a81-14-unstyled-subtitle.sh`): the second text of a plain
/// `VStack` is drawn at body, SwiftUI's default font, like the same text with `.font(.body)`;
/// a second text directly in a `Toggle` or `LabeledContent` label is the control's subheadline.
/// Before, the plain one was measured at subheadline (15 pt at Large, 49 pt at AX5) and its
/// truncation reported a size late (xxLarge, where body truncates from xLarge).
@Suite("typefit check: an unstyled SwiftUI subtitle is measured in the font SwiftUI draws it in")
struct CheckSubtitleStyleTests {
  static let swift = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          VStack(alignment: .leading) { Text("k.none"); Text("s.text").lineLimit(1) }
          VStack(alignment: .leading) { Text("k.body"); Text("s.text").font(.body).lineLimit(1) }
          NavigationLink { Text("d") } label: { VStack(alignment: .leading) { Text("k.nav"); Text("s.text").lineLimit(1) } }
          VStack(alignment: .leading) { Text("k.sub"); Text("s.text").font(.subheadline).lineLimit(1) }
          Toggle(isOn: $on) { Text("k.toggle"); Text("s.text").lineLimit(1) }
          LabeledContent { Text("v.x") } label: { Text("k.labeled"); Text("s.text").lineLimit(1) }
        }
      }
    }
    """

  func app() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let values = [
      "k.none": "Wi-Fi", "k.body": "Wi-Fi", "k.nav": "Wi-Fi", "k.sub": "Wi-Fi", "k.toggle": "Wi-Fi",
      "k.labeled": "Wi-Fi", "v.x": "On", "s.text": "Connected to the office network on floor",
    ]
    let entries = values.sorted { $0.key < $1.key }.map { key, value in
      #""\#(key)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(value)"}}}}"#
    }
    try folder.write(
      "App/Localizable.xcstrings",
      #"{"sourceLanguage":"en","version":"1.0","strings":{"# + entries.joined(separator: ",") + "}}")
    try folder.write("App/V.swift", Self.swift)
    return folder
  }

  /// A subtitle's point size at Large and at AX5, and the first category where it is truncated.
  typealias Measured = (large: Double?, ax5: Double?, truncatedFrom: String?)

  /// Each row's subtitle (``Measured``), by the row's key.
  func subtitles(_ run: CapturedRun) throws -> [String: Measured] {
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    var byKey: [String: Measured] = [:]
    for result in results {
      let context = try #require((result["contexts"] as? [[String: Any]])?.first)
      let categories = try #require(context["categories"] as? [[String: Any]])
      func subtitle(_ category: [String: Any]) -> [String: Any]? {
        (category["labels"] as? [[String: Any]])?.first { $0["role"] as? String == "subtitle" }
      }
      func size(_ name: String) -> Double? {
        categories.first { $0["category"] as? String == name }.flatMap(subtitle)?["pointSize"] as? Double
      }
      let first = categories.first { subtitle($0)?["truncated"] as? Bool == true }?["category"] as? String
      byKey[result["key"] as? String ?? ""] = (size("large"), size("AX5"), first)
    }
    return byKey
  }

  @Test("the repro's rows: unstyled and .font(.body) alike at 17/53 pt, truncated from xLarge")
  func measured() throws {
    let folder = try app()
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--fail-on", "never"])
    #expect(run.exitCode == 0)
    let rows = try subtitles(run)
    let none = try #require(rows["k.none"])
    #expect(none.large == 17 && none.ax5 == 53 && none.truncatedFrom == "xLarge")
    let body = try #require(rows["k.body"])
    #expect(body.large == 17 && body.ax5 == 53 && body.truncatedFrom == "xLarge")
    // The chevron takes its room: the link's subtitle is cut from Large (was xLarge at 15 pt).
    let link = try #require(rows["k.nav"])
    #expect(link.large == 17 && link.ax5 == 53 && link.truncatedFrom == "large")
    let subheadline = try #require(rows["k.sub"])
    #expect(subheadline.large == 15 && subheadline.ax5 == 49 && subheadline.truncatedFrom == "xxLarge")
    let toggle = try #require(rows["k.toggle"])
    #expect(toggle.large == 15 && toggle.ax5 == 49 && toggle.truncatedFrom == "large")
    let labeled = try #require(rows["k.labeled"])
    #expect(labeled.large == 15 && labeled.ax5 == 49 && labeled.truncatedFrom == "xxLarge")
  }

  @Test("typefit rows shows the style check measures: body for the stacks, subheadline for the controls")
  func rowsAgree() throws {
    let folder = try app()
    let run = CapturedRun(["rows", folder.path + "/App", "--format", "json"])
    #expect(run.exitCode == 0)
    let rows = try #require(try run.jsonObject()["rows"] as? [[String: Any]])
    var styles: [String: String] = [:]
    for row in rows {
      let title = (row["title"] as? [String: Any])?["key"] as? String ?? ""
      styles[title] = (row["subtitle"] as? [String: Any])?["textStyle"] as? String
    }
    #expect(
      styles == [
        "k.none": "body", "k.body": "body", "k.nav": "body", "k.sub": "subheadline",
        "k.toggle": "subheadline",
        "k.labeled": "subheadline",
      ])
    let text = CapturedRun(["rows", folder.path + "/App"])
    let none = try #require(text.stdout.split(separator: "\n").first { $0.contains("k.none") })
    #expect(none.contains("subtitle body"))
  }
}
