import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The eighty-second attack's A82-6: SwiftUI's selection row, `HStack { Text("k"); Spacer();
/// Image(systemName: "checkmark") }`, was laid out with the whole width, the image's room free.
@Suite("SwiftUI rows: a symbol image at the stack's end")
struct TrailingSymbolImageTests {
  static let source = """
    import SwiftUI
    struct V: View {
      @State var sel = true
      var body: some View {
        List {
          Button { sel.toggle() } label: {
            HStack { Text("k.button").lineLimit(1); Spacer(); if sel { Image(systemName: "checkmark") } }
          }
          HStack { Text("k.always").lineLimit(1); Spacer(); Image(systemName: "checkmark").foregroundStyle(.tint) }
          HStack {
            Text("k.lines")
            Spacer()
            if sel {
              Image(systemName: "star.fill")
            } else {
              Image(systemName: "star")
            }
          }
          HStack { Text("k.nospacer"); Image(systemName: "checkmark") }
          HStack { Text("k.asset"); Spacer(); Image("logo") }
          HStack { Text("k.two"); Spacer(); if sel { Image(systemName: "a"); Image(systemName: "b") } }
          NavigationLink { Text("d") } label: { HStack { Text("k.link"); Spacer(); Image(systemName: "star") } }
        }
      }
    }
    """

  @Test("an SF Symbol after a Spacer at an HStack's end is the row's checkmark accessory")
  func checkmarkRoom() throws {
    let result = RowDiscovery().discover(source: Self.source, path: "V.swift")
    #expect(result.row(title: "k.button")?.accessory == .checkmark)
    #expect(result.row(title: "k.button")?.title?.lineLimit == 1)
    #expect(result.row(title: "k.always")?.accessory == .checkmark)
    #expect(result.row(title: "k.lines")?.accessory == .checkmark)
    // No `Spacer()` before it, an asset image, or two images: not read.
    #expect(result.row(title: "k.nospacer")?.accessory == Accessory.none)
    #expect(result.row(title: "k.asset")?.accessory == Accessory.none)
    #expect(result.row(title: "k.two")?.accessory == Accessory.none)
    // A `NavigationLink` keeps its chevron (the row model has one accessory).
    #expect(result.row(title: "k.link")?.accessory == .disclosure)
  }
}
