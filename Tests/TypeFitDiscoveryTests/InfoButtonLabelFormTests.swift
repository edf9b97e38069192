import Testing
import TypeFitDynamicType
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitDiscovery

/// The other ways an app writes an info button at a row's end: an icon-only `Label` as the
/// button's label, a ternary symbol name, a `Menu` whose label is the symbol (the sixty-eighth
/// attack's A68-10 read none of them, so the texts were laid out with the whole width).
@Suite("Discovery: an info button written as an icon-only Label, a ternary symbol or a Menu")
struct InfoButtonLabelFormTests {
  let engine = RowLayoutEngine(measurer: FixedAdvanceMeasurer())
  /// iPhone 17 Pro, 3 px per point.
  let context = LayoutContext()

  static let source = """
    import SwiftUI
    struct V: View { var body: some View { List {
      HStack { Text("a.t"); Spacer(); Button { show() } label: { Label("a.more", systemImage: "info.circle").labelStyle(.iconOnly) } }
      HStack { Text("b.t"); Spacer(); Button { show() } label: { Label("b.more", systemImage: "info.circle") }.labelStyle(.iconOnly).buttonStyle(.borderless) }
      HStack { Text("c.t"); Spacer(); Button { show() } label: { Image(systemName: isNew ? "info.circle.fill" : "questionmark.circle") } }
      HStack { Text("d.t"); Spacer(); Button("d.more", systemImage: compact ? "info" : "info.circle") { show() }.labelStyle(.iconOnly) }
      HStack { Text("e.t"); Spacer(); Menu { Button("e.a") { } } label: { Image(systemName: "info.circle").font(.title3) }.buttonStyle(.plain) }
      HStack { Text("f.t"); Spacer(); Menu("f.more", systemImage: "info.circle") { Button("f.a") { } }.labelStyle(.iconOnly) }
      HStack { Text("g.t"); Spacer(); Button { show() } label: { Image(systemName: isNew ? "info.circle" : name) } }
      HStack { Text("h.t"); Spacer(); Button { show() } label: { Image(systemName: isNew ? "star" : "questionmark.circle") } }
      HStack { Text("i.t"); Spacer(); Menu { Button("i.a") { } } label: { Label("i.more", systemImage: "info.circle") } }
    } } }
    """

  @Test("an icon-only Label, a ternary with an info symbol and a Menu of the symbol are info buttons")
  func readAsInfoButtons() throws {
    let result = RowDiscovery().discover(source: Self.source, path: "V.swift")
    #expect(result.titleKeys == ["a.t", "b.t", "c.t", "d.t", "e.t", "f.t", "g.t", "h.t", "i.t"])
    let expected: [String: AccessorySymbol] = [
      "a.t": AccessorySymbol(textStyle: .body, target: .row),
      "b.t": AccessorySymbol(textStyle: .body, target: .symbol),
      "c.t": AccessorySymbol(textStyle: .body, target: .row),
      "d.t": AccessorySymbol(textStyle: .body, target: .row),
      "e.t": AccessorySymbol(textStyle: .title3, target: .symbol),
      "f.t": AccessorySymbol(textStyle: .body, target: .row),
    ]
    for (key, symbol) in expected {
      let row = try #require(result.row(title: key), "\(key)")
      #expect(row.accessory == .infoButton, "\(key)")
      #expect(row.accessorySymbol == symbol, "\(key)")
      // The icon-only title is VoiceOver's, a menu's items are not shown: no part of the row.
      #expect(Optional(row).partKeys == [key, nil, nil], "\(key)")
    }
  }

  @Test("a borderless icon-only Label button is a TF003 error at the body symbol's 16.67 pt")
  func borderlessLabelIsJudged() throws {
    let result = RowDiscovery().discover(source: Self.source, path: "V.swift")
    let source = try #require(result.row(title: "b.t"))
    let row = Row(
      title: RowLabel("About this app", textStyle: .body), accessory: source.accessory,
      accessorySymbol: source.accessorySymbol)
    let finding = try #require(
      try engine.report(for: row, in: context).findings.first { $0.ruleID == .accessoryTargetTooSmall })
    #expect(finding.severity == .error)
    #expect(
      finding.message.hasPrefix("info button is 16.67×16.67 pt at xSmall, below the 44×44 pt HIG minimum"))
  }

  @Test("a computed branch, a ternary of other symbols and a Label showing its title are no info button")
  func notInfoButtons() throws {
    let result = RowDiscovery().discover(source: Self.source, path: "V.swift")
    for key in ["g.t", "h.t", "i.t"] {
      #expect(result.row(title: key)?.accessory == Accessory.none, "\(key)")
      #expect(result.row(title: key)?.accessorySymbol == nil, "\(key)")
    }
    // The menu's label shows its title: the row's value, as a button's does.
    #expect(result.row(title: "i.t").partKeys == ["i.t", nil, "i.more"])
  }
}
