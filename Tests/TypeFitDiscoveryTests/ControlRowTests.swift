import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twentieth attack's A20-9: `Stepper`, `DatePicker`, `ColorPicker` in a list, and `Menu("k")
/// { … }` / `ShareLink("k", item:)` placed directly in it, were no rows; their titles were
/// checked as free labels without their `.lineLimit(1)`.
@Suite("SwiftUI rows: controls beside their title, menus and share links")
struct ControlRowTests {
  static let source = """
    import SwiftUI
    struct A: View { var body: some View { List {
      Stepper("c.step", value: $n, in: 0...10).lineLimit(1)
      DatePicker("c.date", selection: $d).lineLimit(1)
      ColorPicker("c.color", selection: $c)
      Stepper(value: $n) { Text("c.steplabel") }
      ShareLink("c.share", item: URL(string: "https://x")!).lineLimit(1)
      Menu("c.menu") { Button("c.mi") {} }.lineLimit(1)
      DatePicker("c.hidden", selection: $d).labelsHidden()
    } }
    var toolbar: some View { Menu("c.outside") { Button("c.mi2") {} } }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "A.swift")

  @Test("each control and the menu and share link are rows with their limits; a menu's items are not")
  func controlRows() {
    #expect(result.titleKeys == ["c.step", "c.date", "c.color", "c.steplabel", "c.share", "c.menu"])
    #expect(
      result.rows.map(\.construct.description) == [
        "Stepper", "DatePicker", "ColorPicker", "Stepper", "ShareLink", "Menu",
      ])
    #expect(result.rows.map { $0.title?.lineLimit } == [1, 1, nil, nil, 1, 1])
    #expect(result.rows.allSatisfy { $0.accessory == Accessory.none && !$0.isNavigable })
  }
}

/// The twentieth attack's A20-18: two texts in a `Toggle`, `Picker` or `LabeledContent` label
/// are a title and a description below it (iOS 16+), not a title and a value.
@Suite("SwiftUI rows: a control label's second text is a subtitle")
struct ControlLabelSubtitleTests {
  static let source = """
    import SwiftUI
    struct A: View { var body: some View { List {
      Toggle(isOn: $b) { Text("ts.t"); Text("ts.s") }
      Picker(selection: $b) { Text("o").tag(true) } label: { Text("tp.t"); Text("tp.s") }
      LabeledContent { Text("tl.v") } label: { Text("tl.t"); Text("tl.s") }
      Button { } label: { Text("b.t"); Text("b.v") }
    } } }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "A.swift")

  @Test("title and subtitle for the controls; a Button's label keeps title and value")
  func subtitles() {
    #expect(result.row(title: "ts.t")?.subtitle?.reference.key == "ts.s")
    #expect(result.row(title: "ts.t")?.value == nil)
    #expect(result.row(title: "tp.t")?.subtitle?.reference.key == "tp.s")
    #expect(result.row(title: "tl.t")?.subtitle?.reference.key == "tl.s")
    #expect(result.row(title: "tl.t")?.value?.reference.key == "tl.v")
    #expect(result.row(title: "b.t")?.value?.reference.key == "b.v")
    #expect(result.row(title: "b.t")?.subtitle == nil)
  }
}

/// The twentieth attack's A20-7: `.toggleStyle(.button)` draws a toggle as a button, no switch.
@Suite("SwiftUI rows: toggle styles")
struct ToggleStyleRowTests {
  @Test(".toggleStyle(.button), own or around, gives no switch; .switch and none keep it")
  func buttonStyle() {
    let source = """
      List {
        Toggle("a.tbtn", isOn: $on).toggleStyle(.button)
        Toggle("a.tsw", isOn: $on).toggleStyle(.switch)
        Section { Toggle("a.sec", isOn: $on) }.toggleStyle(ButtonToggleStyle())
        Toggle("a.plain", isOn: $on)
      }
      """
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    #expect(result.row(title: "a.tbtn")?.accessory == Accessory.none)
    #expect(result.row(title: "a.tsw")?.accessory == .toggle)
    #expect(result.row(title: "a.sec")?.accessory == Accessory.none)
    #expect(result.row(title: "a.plain")?.accessory == .toggle)
  }
}
