import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-third attack's A23-19: a frame on a part of a row that holds no text (the iOS
/// Settings icon tile, `ZStack { RoundedRectangle(…); Image(…) }.frame(width: 28, height: 28)`)
/// was a TF011 error, as if it fixed the row's height; the row grows with the text beside it.
@Suite("Source rules: frames on icons, not rows")
struct IconFrameTests {
  static let source = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          NavigationLink { EmptyView() } label: { HStack { ZStack { RoundedRectangle(cornerRadius: 6).fill(.blue); Image(systemName: "wifi") }.frame(width: 28, height: 28); Text("if0") } }
          NavigationLink { EmptyView() } label: { HStack { HStack { Image(systemName: "wifi") }.frame(width: 28, height: 28); Text("if1") } }
          NavigationLink { EmptyView() } label: { HStack { VStack { Image(systemName: "wifi"); Image(systemName: "bell") }.frame(height: 28); Text("if6") } }
          NavigationLink { EmptyView() } label: { HStack { Toggle("", isOn: .constant(true)).labelsHidden().frame(height: 31); Text("if9") } }
          NavigationLink { EmptyView() } label: {
            Label {
              Text("li1")
            } icon: {
              ZStack { Color.blue; Image(systemName: "wifi") }.frame(width: 28, height: 28)
            }
          }
          NavigationLink { EmptyView() } label: { HStack { Text("fx1") }.frame(height: 44) }
          NavigationLink { EmptyView() } label: { HStack { ZStack { Circle(); Text("fx2") }.frame(height: 28); Text("fx3") } }
          Toggle("fx4", isOn: .constant(true)).frame(height: 31)
          NavigationLink { EmptyView() } label: { HStack { ZStack { AvatarView() }.frame(height: 40); Text("fx5") } }
        }
      }
    }
    """

  @Test("a stack of images and shapes, or a control with its label hidden, framed in a row: no TF011")
  func iconTiles() {
    let result = RowDiscovery().discover(source: Self.source, path: "V.swift")
    #expect(result.titleKeys.contains("if0"))
    let heights = result.findings.filter { $0.ruleID == .fixedRowHeight }
    // Lines 5–15 hold the icon tiles: nothing there.
    #expect(heights.map(\.location.line) == [16, 17, 18, 19])
  }

  @Test(
    "a frame on a stack holding the row's text, on a text's stack, on a control or an app view's stack stays")
  func textFrames() throws {
    let result = RowDiscovery().discover(source: Self.source, path: "V.swift")
    let heights = result.findings.filter { $0.ruleID == .fixedRowHeight }
    let first = try #require(heights.first)
    #expect(first.severity == .error)
    #expect(
      first.message
        == ".frame(height: 44) on HStack fixes the row's height at 44 pt: its text is cut when it grows with "
        + "Dynamic Type")
    #expect(heights[1].message.hasPrefix(".frame(height: 28) on ZStack"))
    #expect(heights[2].message.hasPrefix(".frame(height: 31) on Toggle"))
    #expect(heights[3].message.hasPrefix(".frame(height: 40) on ZStack"))
  }
}
