import Testing

@testable import TypeFitDiscovery

/// The sixty-first attack's discovery losses in a row's stacks: a control's title argument was
/// never read (A61-1), its destination or menu read instead (A61-2), modifier closures gave the
/// row its title or value (A61-3, A61-4), a second line beside a stack of the title's lost
/// (A61-5), and a UIKit cell's `UIHostingConfiguration` held no rows (A61-10).
@Suite("Discovery: controls, modifiers and lines in a row's stacks")
struct DiscoveryControlsInStacksTests {
  private static func parts(_ row: SourceRow?) -> [String?] {
    [row?.title?.reference.key, row?.subtitle?.reference.key, row?.value?.reference.key]
  }

  @Test("a control's title argument is the value after the Spacer; its closures give nothing (A61-1, A61-2)")
  func controlTitles() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack { Text("a.t"); Spacer(); Button("a.v") { show("no") } }
        HStack { Text("b.t"); Spacer(); NavigationLink("b.v") { Text("b.destination") } }
        HStack { Text("c.t"); Spacer(); Menu("c.v") { Text("c.item") } }
        HStack { Text("d.t"); Spacer(); Link("d.v", destination: url) }
        HStack { Text("e.t"); Spacer(); Button { go() } label: { Text("e.v") } }
        HStack { Text("f.t"); Spacer(); NavigationLink { Text("f.destination") } label: { Text("f.v") } }
        HStack { Text("g.t"); Spacer(); Button("g.hidden", systemImage: "x") { }.labelStyle(.iconOnly) }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.titleKeys == ["a.t", "b.t", "c.t", "d.t", "e.t", "f.t", "g.t"])
    #expect(Self.parts(result.row(title: "a.t")) == ["a.t", nil, "a.v"])
    #expect(Self.parts(result.row(title: "b.t")) == ["b.t", nil, "b.v"])
    #expect(Self.parts(result.row(title: "c.t")) == ["c.t", nil, "c.v"])
    #expect(Self.parts(result.row(title: "d.t")) == ["d.t", nil, "d.v"])
    #expect(Self.parts(result.row(title: "e.t")) == ["e.t", nil, "e.v"])
    #expect(Self.parts(result.row(title: "f.t")) == ["f.t", nil, "f.v"])
    // `.labelStyle(.iconOnly)` shows the button's icon alone.
    #expect(Self.parts(result.row(title: "g.t")) == ["g.t", nil, nil])
  }

  @Test("texts in modifier closures are no part of the row (A61-3, A61-4)")
  func modifierClosures() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack {
          Button { x = true } label: { Image(systemName: "info") }.popover(isPresented: $x) { Text("m.help") }
          Text("m.t").lineLimit(1); Spacer(); Text("m.v")
        }
        VStack { Text("n.t"); Text("n.s") }.swipeActions { Button("n.delete") { } }
        VStack { Text("o.t") }.contextMenu { Text("o.menu") }.background { Text("o.background") }
        HStack { ZStack { Circle() }.overlay { Text("p.badge") }; Text("p.t") }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let helped = result.row(title: "m.t")
    #expect(Self.parts(helped) == ["m.t", nil, "m.v"])
    #expect(helped?.title?.lineLimit == 1)
    #expect(Self.parts(result.row(title: "n.t")) == ["n.t", "n.s", nil])
    #expect(Self.parts(result.row(title: "o.t")) == ["o.t", nil, nil])
    #expect(Self.parts(result.row(title: "p.t")) == ["p.t", nil, nil])
    #expect(!result.titleKeys.contains("m.help"))
  }

  @Test("a line below a stack of the title's is the subtitle (A61-5)")
  func linesBesideStacks() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        VStack { HStack { Text("a.t"); Spacer(); Text("a.v") }; Text("a.s") }
        VStack { Text("b.t"); HStack { Text("b.s"); Spacer(); Text("b.v") } }
        VStack { Text("c.t"); HStack { Image(systemName: "clock"); Text("c.s") } }
        HStack { VStack { Text("d.t"); Text("d.s") }; Spacer(); Text("d.v") }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(Self.parts(result.row(title: "a.t")) == ["a.t", "a.s", "a.v"])
    #expect(Self.parts(result.row(title: "b.t")) == ["b.t", "b.s", "b.v"])
    #expect(Self.parts(result.row(title: "c.t")) == ["c.t", "c.s", nil])
    #expect(Self.parts(result.row(title: "d.t")) == ["d.t", "d.s", "d.v"])
  }

  @Test("a UIKit cell's UIHostingConfiguration content is a row (A61-10)")
  func hostingConfiguration() {
    let source = """
      import UIKit
      import SwiftUI
      final class Cells: UITableViewController {
        override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
          let cell = t.dequeueReusableCell(withIdentifier: "c", for: i)
          cell.contentConfiguration = UIHostingConfiguration {
            HStack { Text("h.t").lineLimit(1); Spacer(); Text("h.v") }
          }
          return cell
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "Cells.swift")
    #expect(Self.parts(result.row(title: "h.t")) == ["h.t", nil, "h.v"])
    #expect(result.row(title: "h.t")?.title?.lineLimit == 1)
  }

  @Test(".environment(\\.lineLimit, n) sets the limit as .lineLimit(n) does (A61-8)")
  func environmentLineLimit() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        Section { Text("l.one") }.environment(\\.lineLimit, 1)
        Section { Text("l.own").lineLimit(3) }.environment(\\EnvironmentValues.lineLimit, 1)
        Section { Text("l.none") }.environment(\\.lineLimit, nil)
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.row(title: "l.one")?.title?.lineLimit == 1)
    #expect(result.row(title: "l.own")?.title?.lineLimit == 3)
    #expect(result.row(title: "l.none")?.title?.lineLimit == nil)
    #expect(result.row(title: "l.none") != nil)
  }

  @Test("a text field is a row of its one-line placeholder; a Slider's or Gauge's label is no row (A61-6)")
  func fieldsAndUnlabelledControls() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { Form {
        TextField("f.name", text: $name)
        SecureField("f.password", text: $password)
        TextField(text: $mail, prompt: Text("f.prompt")) { Text("f.label") }
        TextField("f.notes", text: $notes, axis: .vertical).lineLimit(3)
        TextField("f.titled", text: $t, prompt: Text("f.shown"))
        TextField("f.wide", text: $w, axis: .horizontal).lineLimit(3)
        TextField("", text: $empty)
        Slider(value: $v) { Text("f.slider") }
        Gauge(value: 0.5) { Text("f.gauge") }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    // A62-7: the prompt is what the field draws; an empty title and no prompt draw nothing.
    #expect(result.titleKeys == ["f.name", "f.password", "f.prompt", "f.notes", "f.shown", "f.wide"])
    // A62-12: only a vertical axis lets the field grow.
    #expect(result.row(title: "f.wide")?.title?.lineLimit == 1)
    #expect(result.row(title: "f.name")?.construct == .control("TextField"))
    #expect(result.row(title: "f.name")?.title?.lineLimit == 1)
    #expect(result.row(title: "f.password")?.title?.lineLimit == 1)
    #expect(result.row(title: "f.prompt")?.title?.lineLimit == 1)
    #expect(result.row(title: "f.notes")?.title?.lineLimit == 3)
  }

  @Test(
    "a date picker after the title gives its title; a line below a ViewThatFits is the subtitle (A62-2, A62-11)"
  )
  func datePickerAndLineBelowLayouts() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack { Text("d.t"); Spacer(); DatePicker("d.v", selection: $date) }
        VStack { ViewThatFits { Text("w.t0"); Text("w.t1") }; Text("w.s") }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(Self.parts(result.row(title: "d.t")) == ["d.t", nil, "d.v"])
    #expect(Self.parts(result.row(title: "w.t0")) == ["w.t0", "w.s", nil])
  }

  @Test("an icon-only label of a button after the title shows no text (A62-9)")
  func iconOnlyButtonLabel() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        HStack { Text("i.t"); Spacer(); Button(action: go) { Label("i.hidden", systemImage: "x") }.labelStyle(.iconOnly) }
        HStack { Text("j.t"); Spacer(); Button(action: go) { Text("j.v") } }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(Self.parts(result.row(title: "i.t")) == ["i.t", nil, nil])
    #expect(Self.parts(result.row(title: "j.t")) == ["j.t", nil, "j.v"])
  }
}
