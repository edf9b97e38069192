import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The sixty-second attack's A62-1: a titled control before the first text of a stack lost its
/// title (the row was titled by the text after it) and a toggle its switch. A control alone in
/// a stack, or beside other controls only, is still a row of its own with its accessory.
@Suite("Discovery: a titled control before the first text of a stack")
struct DiscoveryLeadingControlTests {
  @Test("the control's title is the row's title, with its switch or disclosure indicator")
  func controlBeforeTextKeepsTitleAndAccessory() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack { Button("e.b") {}; Spacer(); Text("e.v").lineLimit(1) }
        HStack { Image(systemName: "x"); Button("f.b") {}; Spacer(); Text("f.v") }
        VStack(alignment: .leading) { Toggle("h.b", isOn: $on).lineLimit(2); Text("h.note").font(.footnote) }
        VStack(alignment: .leading) { NavigationLink("j.b") { D() }; Text("j.note") }
        HStack { Toggle("g.b", isOn: $on) }
        VStack { Toggle("m.a", isOn: $a); Toggle("m.b", isOn: $b) }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let button = result.row(title: "e.b")
    #expect(button?.value?.reference.key == "e.v")
    #expect(button?.value?.lineLimit == 1)
    #expect(button?.subtitle == nil)
    #expect(button?.accessory == Accessory.none)
    let image = result.row(title: "f.b")
    #expect(image?.value?.reference.key == "f.v")
    #expect(image?.leading == .symbol)
    let toggle = result.row(title: "h.b")
    #expect(toggle?.subtitle?.reference.key == "h.note")
    #expect(toggle?.subtitle?.textStyle == .footnote)
    #expect(toggle?.title?.lineLimit == 2)
    #expect(toggle?.value == nil)
    #expect(toggle?.accessory == .toggle)
    let link = result.row(title: "j.b")
    #expect(link?.subtitle?.reference.key == "j.note")
    #expect(link?.accessory == .disclosure)
    #expect(link?.isNavigable == true)
    // Alone, or beside controls only: each control is a row of its own, with its switch.
    #expect(result.row(title: "g.b")?.accessory == .toggle)
    #expect(result.row(title: "g.b")?.value == nil)
    #expect(result.row(title: "m.a")?.accessory == .toggle)
    #expect(result.row(title: "m.a")?.subtitle == nil)
    #expect(result.row(title: "m.b")?.accessory == .toggle)
    #expect(result.rows.first { $0.value?.reference.key == "e.b" || $0.title?.reference.key == "e.v" } == nil)
  }
}
