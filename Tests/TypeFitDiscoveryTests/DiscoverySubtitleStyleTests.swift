import Testing
import TypeFitDynamicType

@testable import TypeFitDiscovery

/// The style of a SwiftUI row's subtitle when its source sets no font (``SubtitleStyle``, the
/// eighty-first attack's A81-14): the second text of a plain stack is drawn in the
/// environment's font, body unless a `.font` on it or around it says otherwise; a second text
/// placed directly in a `Toggle`, `Picker` or `LabeledContent` label is styled by the control,
/// subheadline. UIKit's subtitle cells keep the row model's subtitle style (no style read).
@Suite("Discovery: an unstyled subtitle's style is the one SwiftUI draws it in")
struct DiscoverySubtitleStyleTests {
  /// The repro's three rows (`a81-14-unstyled-subtitle.sh`) and the fonts around them.
  @Test("a plain VStack's second text is body, or the font set on it or around it")
  func plainStack() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { List {
        VStack(alignment: .leading) { Text("k.none"); Text("s.text").lineLimit(1) }
        VStack(alignment: .leading) { Text("k.body"); Text("s.text").font(.body).lineLimit(1) }
        NavigationLink { Text("d") } label: { VStack(alignment: .leading) { Text("k.nav"); Text("s.text").lineLimit(1) } }
        VStack(alignment: .leading) { Text("k.sub"); Text("s.text").font(.subheadline) }
        VStack(alignment: .leading) { Text("k.caption"); Text("s.text") }.font(.caption)
        Section { VStack { Text("k.section"); Text("s.text") } }.font(.footnote)
        VStack { Text("k.env"); Text("s.text") }.environment(\\.font, .callout)
        VStack { Text("k.fixed"); Text("s.text").font(.system(size: 14)) }
        VStack { Text("k.unread"); Text("s.text").font(font) }
        VStack { Text("k.weight"); Text("s.text").fontWeight(.semibold) }
        VStack { HStack { Text("k.line"); Spacer(); Text("v") }; Text("s.text") }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    func style(_ key: String) -> TextStyle? { result.row(title: key)?.subtitle?.textStyle }
    #expect(result.row(title: "k.none").partKeys == ["k.none", "s.text", nil])
    #expect(style("k.none") == .body)
    #expect(result.row(title: "k.none")?.subtitle?.lineLimit == 1)
    #expect(style("k.body") == .body)
    #expect(result.row(title: "k.nav").partKeys == ["k.nav", "s.text", nil])
    #expect(style("k.nav") == .body)
    #expect(style("k.sub") == .subheadline)
    #expect(style("k.caption") == .caption1)
    #expect(style("k.section") == .footnote)
    #expect(style("k.env") == .callout)
    // A fixed size is the size, no style; an unread font is not known: the row's default.
    #expect(style("k.fixed") == nil)
    #expect(result.row(title: "k.fixed")?.subtitle?.fixedPointSize == 14)
    #expect(style("k.unread") == nil)
    #expect(style("k.weight") == .body)
    #expect(result.row(title: "k.weight")?.subtitle?.weight == .semibold)
    #expect(result.row(title: "k.line").partKeys == ["k.line", "s.text", "v"])
    #expect(style("k.line") == .body)
    // The title and value keep their own (no style read: the row model's body).
    #expect(result.row(title: "k.none")?.title?.textStyle == nil)
    #expect(result.row(title: "k.line")?.value?.textStyle == nil)
  }

  @Test("two texts directly in a Toggle, Picker or LabeledContent label: the control's subheadline")
  func controlLabels() {
    let source = """
      import SwiftUI
      struct V: View { var body: some View { Form {
        Toggle(isOn: $on) { Text("t.direct"); Text("s.text") }
        Toggle(isOn: $on) { VStack(alignment: .leading) { Text("t.stack"); Text("s.text") } }
        Toggle(isOn: $on) { Text("t.caption"); Text("s.text") }.font(.caption)
        LabeledContent { Text("v") } label: { Text("l.direct"); Text("s.text") }
        Picker(selection: $p) { Text("o1").tag(1) } label: { Text("p.direct"); Text("s.text") }
        Toggle(isOn: $on) { if on { Text("t.if"); Text("s.on") } else { Text("t.else"); Text("s.off") } }
        NavigationLink { Text("d") } label: { Text("n.direct"); Text("n.v") }
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    func style(_ key: String) -> TextStyle? { result.row(title: key)?.subtitle?.textStyle }
    #expect(result.row(title: "t.direct").partKeys == ["t.direct", "s.text", nil])
    #expect(style("t.direct") == .subheadline)
    #expect(result.row(title: "t.stack").partKeys == ["t.stack", "s.text", nil])
    #expect(style("t.stack") == .body)
    #expect(style("t.caption") == .caption1)
    #expect(result.row(title: "l.direct").partKeys == ["l.direct", "s.text", "v"])
    #expect(style("l.direct") == .subheadline)
    #expect(result.row(title: "p.direct")?.subtitle?.reference.key == "s.text")
    #expect(style("p.direct") == .subheadline)
    #expect(result.row(title: "t.if")?.subtitle?.reference.key == "s.on")
    #expect(style("t.if") == .subheadline)
    // A NavigationLink's label does not stack its direct texts: the second is the value.
    #expect(result.row(title: "n.direct").partKeys == ["n.direct", nil, "n.v"])
  }

  @Test("layouts a stack picks among: the subtitle of each is body")
  func alternativeLayouts() {
    let source = """
      import SwiftUI
      struct V: View {
        @Environment(\\.dynamicTypeSize) var size
        var body: some View { List {
          ViewThatFits { VStack { Text("a.t"); Text("a.s") }; Text("a.t2") }
          if size.isAccessibilitySize { VStack { Text("b.t"); Text("b.s") } } else { HStack { Text("b.t"); Spacer(); Text("b.v") } }
          VStack { if on { Text("c.t"); Text("c.s") } else { Text("c.t2"); Text("c.s2") } }
        } }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.row(title: "a.t")?.subtitle?.reference.key == "a.s")
    #expect(result.row(title: "a.t")?.subtitle?.textStyle == .body)
    #expect(result.row(title: "b.t")?.subtitle?.reference.key == "b.s")
    #expect(result.row(title: "b.t")?.subtitle?.textStyle == .body)
    #expect(result.row(title: "c.t")?.subtitle?.reference.key == "c.s")
    #expect(result.row(title: "c.t")?.subtitle?.textStyle == .body)
  }

  @Test("UIKit subtitle cells keep the row model's subtitle style")
  func uiKitSubtitles() {
    let source = """
      import UIKit
      final class C: UITableViewController {
        override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
          let cell = t.dequeueReusableCell(withIdentifier: "c", for: i)
          var content = UIListContentConfiguration.subtitleCell()
          content.text = NSLocalizedString("u.title", comment: "")
          content.secondaryText = NSLocalizedString("u.subtitle", comment: "")
          cell.contentConfiguration = content
          return cell
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "C.swift")
    #expect(result.row(title: "u.title").partKeys == ["u.title", "u.subtitle", nil])
    #expect(result.row(title: "u.title")?.subtitle?.textStyle == nil)
  }
}
