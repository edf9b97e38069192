import Testing
import TypeFitDynamicType
import TypeFitRow
import _TypeFitTestSupport

@testable import TypeFitDiscovery

/// A default-style info button makes its row its target only when it is the row's one button:
/// in a `NavigationLink`'s row (which pushes its screen), in a row that is a button, or beside
/// another default-style button, it is its own target, judged by TF003 (the sixty-eighth
/// attack's A68-9 took such buttons as "target row" and dropped TF003).
@Suite("Discovery: an info button sharing its row with another control is its own target")
struct InfoButtonRowTargetTests {
  let engine = RowLayoutEngine(measurer: FixedAdvanceMeasurer())
  /// iPhone 17 Pro, 3 px per point.
  let context = LayoutContext()

  static let source = """
    import SwiftUI
    struct V: View { var body: some View { List {
      NavigationLink { Detail() } label: {
        HStack { Text("n.t"); Spacer(); Button { show() } label: { Image(systemName: "info.circle") } }
      }
      HStack { Text("b.t"); Spacer(); Button("b.edit") { edit() }; Button { show() } label: { Image(systemName: "info.circle") } }
      HStack { Text("l.t"); Spacer(); Button(action: edit) { Text("l.edit") }; Button { show() } label: { Image(systemName: "info") } }
      Button { open() } label: {
        HStack { Text("r.t"); Spacer(); Button { show() } label: { Image(systemName: "info.circle") } }
      }
      HStack { Text("p.t"); Spacer(); Button("p.edit") { edit() }.buttonStyle(.borderless); Button { show() } label: { Image(systemName: "info.circle") } }
      HStack { Text("o.t"); Spacer(); Button { show() } label: { Image(systemName: "info.circle") } }
    } } }
    """

  /// The discovered row's accessory laid out under a body title.
  func laidOut(_ source: SourceRow) -> Row {
    Row(
      title: RowLabel("About this app", textStyle: .body), accessory: source.accessory,
      isNavigable: source.isNavigable, accessorySymbol: source.accessorySymbol)
  }

  func tf003(_ row: Row) throws -> [Finding] {
    try engine.report(for: row, in: context).findings.filter { $0.ruleID == .accessoryTargetTooSmall }
  }

  @Test("in a NavigationLink's row the info button is its own target: a TF003 error on the info button")
  func navigationLinkRow() throws {
    let result = RowDiscovery().discover(source: Self.source, path: "V.swift")
    let source = try #require(result.row(title: "n.t"))
    #expect(source.accessory == .detailDisclosure)
    #expect(
      source.accessorySymbol
        == AccessorySymbol(textStyle: .body, target: .symbol, rowControl: .navigationLink))
    let row = laidOut(source)
    #expect(row.isTappable)
    let finding = try #require(try tf003(row).first)
    #expect(finding.severity == .error)
    #expect(finding.target == .detailButton)
    // Named "info button", as the accessory `detailButton` is the info button alone (U56-11).
    #expect(
      finding.message.hasPrefix("info button is 16.67×16.67 pt at xSmall, below the 44×44 pt HIG minimum"))
    #expect(finding.message.contains("its own target (in a NavigationLink's row, which pushes its screen)"))
    #expect(finding.categories.last == .accessibility2)
  }

  @Test("beside another default-style button, or in a row that is a button: its own target, a TF003 error")
  func secondButton() throws {
    let result = RowDiscovery().discover(source: Self.source, path: "V.swift")
    for key in ["b.t", "l.t", "r.t"] {
      let source = try #require(result.row(title: key), "\(key)")
      #expect(source.accessory == .infoButton, "\(key)")
      #expect(
        source.accessorySymbol == AccessorySymbol(textStyle: .body, target: .symbol, rowControl: .button),
        "\(key)")
      let finding = try #require(try tf003(laidOut(source)).first, "\(key)")
      #expect(finding.severity == .error, "\(key)")
      #expect(finding.message.hasPrefix("info button is 16.67×16.67 pt at xSmall"), "\(key)")
      #expect(
        finding.message.contains("in a row with another button, so the row is not one target"), "\(key)")
    }
    // The other button's title is the row's value, as before.
    #expect(result.row(title: "b.t").partKeys == ["b.t", nil, "b.edit"])
    #expect(result.row(title: "l.t").partKeys == ["l.t", nil, "l.edit"])
  }

  @Test("the one default-style button of its row, or beside a borderless one, still makes the row its target")
  func rowTarget() throws {
    let result = RowDiscovery().discover(source: Self.source, path: "V.swift")
    for key in ["p.t", "o.t"] {
      let source = try #require(result.row(title: key), "\(key)")
      #expect(source.accessorySymbol == AccessorySymbol(textStyle: .body, target: .row), "\(key)")
      let row = laidOut(source)
      #expect(row.isTappable, "\(key)")
      #expect(try tf003(row).isEmpty, "\(key)")
    }
  }
}
