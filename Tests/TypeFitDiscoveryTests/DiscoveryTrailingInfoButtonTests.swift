import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// A button showing the info symbol at a row's end is SwiftUI's counterpart of UIKit's
/// `.detailButton` accessory (the info button), which discovery reads as `.infoButton`; beside a
/// `NavigationLink`'s chevron it is UIKit's `.detailDisclosureButton` (`.detailDisclosure`).
@Suite("Discovery: a trailing info button is the row's info-button accessory")
struct DiscoveryTrailingInfoButtonTests {
  @Test("Button { } label: { Image(systemName: \"info.circle\") } after the texts is an info button")
  func labelClosure() throws {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack { Text("a.t"); Spacer(); Button { show() } label: { Image(systemName: "info.circle") } }
        HStack { Text("b.t"); Spacer(); Button(action: show) { Image(systemName: "info.circle.fill") } }
        HStack {
          VStack(alignment: .leading) { Text("c.t"); Text("c.s") }
          Spacer()
          Button(action: { show() }) { Image(systemName: "info") }.buttonStyle(.borderless)
        }
        HStack { Text("d.t"); Spacer(); Text("d.v"); Button { show() } label: { Image(systemName: "info.circle") } }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.titleKeys == ["a.t", "b.t", "c.t", "d.t"])
    for key in ["a.t", "b.t", "c.t", "d.t"] {
      let row = try #require(result.row(title: key))
      #expect(row.accessory == .infoButton, "\(key)")
      #expect(!row.isNavigable, "\(key)")
      #expect(row.leading == .none, "\(key)")
    }
    #expect(result.row(title: "a.t").partKeys == ["a.t", nil, nil])
    #expect(result.row(title: "c.t").partKeys == ["c.t", "c.s", nil])
    #expect(result.row(title: "d.t").partKeys == ["d.t", nil, "d.v"])
  }

  @Test("in a NavigationLink's label the info button sits before the chevron: a detail disclosure")
  func navigationLinkLabel() throws {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        NavigationLink { Detail() } label: {
          HStack { Text("n.t"); Spacer(); Button { show() } label: { Image(systemName: "info.circle") } }
        }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let row = try #require(result.row(title: "n.t"))
    #expect(row.accessory == .detailDisclosure)
    #expect(row.isNavigable)
    #expect(Optional(row).partKeys == ["n.t", nil, nil])
  }

  @Test("other buttons, a leading info image and an info button that is not last are no accessory")
  func notInfoButtons() throws {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack { Text("e.t"); Spacer(); Button { go() } label: { Image(systemName: "star") } }
        HStack { Image(systemName: "info.circle"); Text("f.t") }
        HStack { Button { show() } label: { Image(systemName: "info.circle") }; Text("g.t"); Spacer(); Text("g.v") }
        HStack { Text("h.t"); Spacer(); Button { go() } label: { Label("h.more", systemImage: "info.circle") } }
        HStack { Text("i.t"); Spacer(); Button { go() } label: { Image(systemName: "info.circle"); Text("i.v") } }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.row(title: "e.t")?.accessory == Accessory.none)
    #expect(result.row(title: "f.t")?.accessory == Accessory.none)
    #expect(result.row(title: "f.t")?.leading == .symbol)
    #expect(result.row(title: "g.t")?.accessory == Accessory.none)
    #expect(result.row(title: "g.t").partKeys == ["g.t", nil, "g.v"])
    // A button that shows a text is the row's value, as before.
    #expect(result.row(title: "h.t")?.accessory == Accessory.none)
    #expect(result.row(title: "h.t").partKeys == ["h.t", nil, "h.more"])
    #expect(result.row(title: "i.t")?.accessory == Accessory.none)
    #expect(result.row(title: "i.t").partKeys == ["i.t", nil, "i.v"])
  }
}
