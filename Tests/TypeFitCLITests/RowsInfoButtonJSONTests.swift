import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit rows` writes the frame given to a SwiftUI info button and the control that makes it
/// its own target (A68-8, A68-9) in its JSON and text.
@Suite("typefit rows: an info button's frame and row control")
struct RowsInfoButtonJSONTests {
  static let source = """
    import SwiftUI
    struct V: View { var body: some View { List {
      HStack { Text("a.t"); Spacer(); Button { show() } label: { Image(systemName: "info.circle").frame(minWidth: 44, minHeight: 44).contentShape(Rectangle()) }.buttonStyle(.borderless) }
      NavigationLink { Detail() } label: {
        HStack { Text("n.t"); Spacer(); Button { show() } label: { Image(systemName: "info.circle") } }
      }
    } } }
    """

  @Test("JSON: frame sides in points, hitArea and rowControl; text: both written after the accessory")
  func frameAndRowControl() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/V.swift", Self.source)
    let run = CapturedRun(["rows", folder.path + "/App", "--format", "json"])
    #expect(run.exitCode == 0)
    let rows = try #require(try run.jsonObject()["rows"] as? [[String: Any]])
    func symbol(_ title: String) -> [String: Any]? {
      rows.first { ($0["title"] as? [String: Any])?["key"] as? String == title }?["accessorySymbol"]
        as? [String: Any]
    }
    let framed = try #require(symbol("a.t"))
    #expect(framed["target"] as? String == "symbol")
    #expect(framed["rowControl"] is NSNull)
    let frame = try #require(framed["frame"] as? [String: Any])
    #expect(frame["minWidth"] as? Double == 44)
    #expect(frame["minHeight"] as? Double == 44)
    #expect(frame["width"] is NSNull)
    #expect(frame["hitArea"] as? Bool == true)
    let linked = try #require(symbol("n.t"))
    #expect(linked["target"] as? String == "symbol")
    #expect(linked["rowControl"] as? String == "navigationLink")
    #expect(linked["frame"] is NSNull)

    let text = CapturedRun(["rows", folder.path + "/App"])
    #expect(text.exitCode == 0)
    #expect(text.stdout.contains("infoButton (body symbol, target symbol, frame ≥44×≥44 pt, its target)"))
    #expect(text.stdout.contains("detailDisclosure (body symbol, target symbol (in a navigationLink row))"))
  }
}
