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

/// SwiftUI draws the info button from its symbol at the font around it, and its style decides
/// its target (the sixty-seventh attack's A67-4 read it as UIKit's fixed 22 pt control).
@Suite("Discovery: a SwiftUI info button's symbol, font and target")
struct DiscoveryInfoButtonSymbolTests {
  @Test("body and the row as target by default; a button style, a font and an icon-only Button read")
  func symbolAndTarget() throws {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack { Text("a.t"); Spacer(); Button { show() } label: { Image(systemName: "info.circle") } }
        HStack { Text("b.t"); Spacer(); Button { show() } label: { Image(systemName: "info.circle") }.buttonStyle(.borderless) }
        HStack { Text("c.t"); Spacer(); Button(action: show) { Image(systemName: "info").font(.title2) }.buttonStyle(PlainButtonStyle()) }
        HStack { Text("d.t"); Spacer(); Button { show() } label: { Image(systemName: "info.circle") }.buttonStyle(.bordered) }
        HStack { Text("e.t"); Spacer(); Button { show() } label: { Image(systemName: "info.circle") } }.buttonStyle(.plain).font(.caption)
        HStack { Text("f.t"); Spacer(); Button("f.info", systemImage: "info.circle") { show() }.labelStyle(.iconOnly) }
        HStack { Text("g.t"); Spacer(); Button { show() } label: { Image(systemName: "info.circle").font(.system(size: 30)) }.buttonStyle(.borderless) }
        NavigationLink { Detail() } label: {
          HStack { Text("n.t"); Spacer(); Button { show() } label: { Image(systemName: "info.circle") }.buttonStyle(.borderless) }
        }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.titleKeys == ["a.t", "b.t", "c.t", "d.t", "e.t", "f.t", "g.t", "n.t"])
    let expected: [String: AccessorySymbol] = [
      "a.t": AccessorySymbol(textStyle: .body, target: .row),
      "b.t": AccessorySymbol(textStyle: .body, target: .symbol),
      "c.t": AccessorySymbol(textStyle: .title2, target: .symbol),
      // `.bordered` is read as the default style: no target of the button's own is judged.
      "d.t": AccessorySymbol(textStyle: .body, target: .row),
      "e.t": AccessorySymbol(textStyle: .caption1, target: .symbol),
      "f.t": AccessorySymbol(textStyle: .body, target: .row),
      "g.t": AccessorySymbol(textStyle: .body, fixedPointSize: 30, target: .symbol),
      "n.t": AccessorySymbol(textStyle: .body, target: .symbol),
    ]
    for (key, symbol) in expected {
      let row = try #require(result.row(title: key))
      #expect(row.accessorySymbol == symbol, "\(key)")
      #expect(row.accessory == (key == "n.t" ? .detailDisclosure : .infoButton), "\(key)")
    }
    // The icon-only button's title is for VoiceOver: no part of the row.
    #expect(result.row(title: "f.t").partKeys == ["f.t", nil, nil])
  }

  @Test("UIKit's detail button and other accessories have no symbol")
  func uiKitHasNoSymbol() throws {
    let source = """
      import SwiftUI
      import UIKit
      struct V: View { var body: some View { List {
        HStack { Text("t.t"); Spacer(); Toggle("t.a11y", isOn: $on).labelsHidden() }
      } } }
      final class InfoCell: UITableViewCell {
        func configure() {
          var content = defaultContentConfiguration()
          content.text = NSLocalizedString("u.t", comment: "")
          contentConfiguration = content
          accessoryType = .detailButton
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.row(title: "u.t")?.accessory == .infoButton)
    #expect(result.row(title: "u.t")?.accessorySymbol == nil)
    #expect(result.row(title: "t.t")?.accessory == .toggle)
    #expect(result.row(title: "t.t")?.accessorySymbol == nil)
  }
}
