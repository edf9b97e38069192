import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twentieth attack's A20-17: a leading image sized with `.frame(width:height:)`.
@Suite("SwiftUI rows: leading images with a frame")
struct LeadingImageFrameTests {
  @Test(
    "Image, AsyncImage, Circle and a Label icon with literal frames are image:WxH; a symbol stays a symbol")
  func leading() {
    let source = """
      import SwiftUI
      struct A: View {
        var body: some View {
          List {
            HStack { Image(systemName: "gear"); Text("l.sym").lineLimit(1) }
            HStack { Image("avatar").resizable().frame(width: 80, height: 80); Text("l.img80").lineLimit(1) }
            HStack { AsyncImage(url: url).frame(width: 60, height: 40); Text("l.async").lineLimit(1) }
            HStack { Circle().frame(width: 44, height: 44); Text("l.circle").lineLimit(1) }
            Label { Text("l.lbl").lineLimit(1) } icon: { Image("avatar").resizable().frame(width: 80, height: 80) }
            HStack { Image("a").resizable().clipShape(Circle()).frame(width: 32, height: 32); Text("l.clip") }
            HStack { Image("a").resizable().frame(width: size, height: size); Text("l.computed") }
            HStack { AsyncImage(url: url); Text("l.bare") }
          }
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    func leading(_ key: String) -> LeadingContent? { result.row(title: key)?.leading }
    #expect(leading("l.sym") == .symbol)
    #expect(leading("l.img80") == .image(ImageSpec(width: 80, height: 80, shape: .square)))
    #expect(leading("l.async") == .image(ImageSpec(width: 60, height: 40, shape: .square)))
    #expect(leading("l.circle") == .image(ImageSpec(width: 44, height: 44, shape: .circular)))
    #expect(leading("l.lbl") == .image(ImageSpec(width: 80, height: 80, shape: .square)))
    #expect(leading("l.clip") == .image(ImageSpec(width: 32, height: 32, shape: .circular)))
    #expect(leading("l.computed") == .symbol)
    #expect(leading("l.bare") == LeadingContent.none)
  }
}
