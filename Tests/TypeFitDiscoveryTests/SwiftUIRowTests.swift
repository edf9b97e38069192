import Testing
import TypeFitDynamicType
import TypeFitRow

@testable import TypeFitDiscovery

@Suite("SwiftUI rows")
struct SwiftUIRowTests {
  let result = Fixtures.discover(["SwiftUIRows.swift"])

  @Test("every row in the Form is found, in source order, and nothing else")
  func allRows() {
    #expect(
      result.rows.map { $0.title?.reference.summary ?? "-" } == [
        "settings.title.link", "settings.display", "settings.account", "settings.version", "settings.clear",
        "settings.logout", "settings.sound", "settings.keyboard", "settings.browser", "settings.server",
        "settings.label", "settings.plain", "settings.source", "? computed: item.name",
        // A `Menu("k")` placed in the list is a button row showing its title (A20-9); its items are not.
        "? interpolated string \"settings.greeting \\(name)\"", "settings.menu", "settings.about.rate",
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test("texts outside a list, in headers, footers, menus and toolbars are not rows")
  func negatives() {
    let keys = result.titleKeys
    for key in [
      "outside.text.not.a.row", "outside.button.not.a.row", "outside.link.not.a.row",
      "settings.header.not.a.row",
      "settings.footer.not.a.row", "settings.menu.item.not.a.row", "settings.toolbar.not.a.row",
      "settings.section.general",
    ] {
      #expect(!keys.contains(key), "\(key) is not a row")
    }
  }

  @Test("NavigationLink with a title string: navigable, disclosure, at its source location")
  func navigationLinkTitle() throws {
    let row = try #require(result.row(title: "settings.title.link"))
    #expect(row.construct == .navigationLink)
    #expect(row.accessory == .disclosure && row.isNavigable)
    #expect(row.location.line == 13 && row.location.column == 11)
    #expect(row.location.file.hasSuffix("SwiftUIRows.swift"))
    #expect(row.title?.location.line == 13 && row.title?.location.column == 26)
  }

  @Test("Label(_:systemImage:) in a NavigationLink is the title and a leading icon")
  func navigationLinkLabel() throws {
    let row = try #require(result.row(title: "settings.display"))
    #expect(row.leading == .symbol)
    #expect(row.subtitle == nil && row.value == nil)
  }

  @Test("a VStack of Texts is title and subtitle with their fonts and line limits")
  func textStack() throws {
    let row = try #require(result.row(title: "settings.account"))
    #expect(row.title?.textStyle == .headline && row.title?.lineLimit == 1)
    #expect(row.subtitle?.reference == .key("settings.account.detail", table: nil))
    #expect(row.subtitle?.textStyle == .subheadline && row.subtitle?.lineLimit == 2)
    #expect(row.value == nil)
    #expect(row.isNavigable)
  }

  @Test("an HStack with a Spacer is title and value; Text(verbatim:) is not localized")
  func hStackValue() throws {
    let row = try #require(result.row(title: "settings.version"))
    #expect(row.value?.reference == .verbatim("1.2.3"))
    #expect(row.subtitle == nil)
  }

  @Test("Button, Link and Label rows are not navigable and have no accessory")
  func buttons() throws {
    for key in ["settings.clear", "settings.logout", "settings.source", "settings.label"] {
      let row = try #require(result.row(title: key))
      #expect(!row.isNavigable && row.accessory == .none, "\(key)")
    }
    #expect(result.row(title: "settings.clear")?.construct == .button)
    #expect(result.row(title: "settings.logout")?.leading == .symbol)
    #expect(result.row(title: "settings.source")?.construct == .link)
    #expect(result.row(title: "settings.label")?.construct == .label)
    #expect(result.row(title: "settings.label")?.leading == .symbol)
  }

  @Test("Toggle is a switch; .bold() sets the weight")
  func toggles() throws {
    #expect(result.row(title: "settings.sound")?.accessory == .toggle)
    let keyboard = try #require(result.row(title: "settings.keyboard"))
    #expect(keyboard.accessory == .toggle && keyboard.title?.weight == .bold)
  }

  @Test("Picker: title, the selected option as an unresolved value with the options, disclosure")
  func picker() throws {
    let row = try #require(result.row(title: "settings.browser"))
    #expect(row.accessory == .disclosure)
    #expect(row.value?.reference == .unresolved("the selected option"))
    #expect(
      row.value?.alternatives == [
        .key("settings.browser.safari", table: nil), .key("settings.browser.inapp", table: nil),
      ])
  }

  @Test("LabeledContent: title key and a verbatim value")
  func labeledContent() throws {
    let row = try #require(result.row(title: "settings.server"))
    #expect(row.construct == .labeledContent)
    #expect(row.value?.reference == .verbatim("mastodon.social"))
  }

  /// The eighty-first attack's A81-5: the `value:` argument lost the row's modifiers, which a
  /// value `Text` in the closure keeps, so a literal value was laid out at body with no limit.
  @Test("LabeledContent(_:value:): the row's font, line limit and Dynamic Type range apply to the value")
  func labeledContentValueModifiers() throws {
    let source = """
      struct V: View { var body: some View { List {
        LabeledContent("k.a", value: "12.4.1 release candidate").font(.caption).lineLimit(1)
        LabeledContent("k.b", value: "v").dynamicTypeSize(.large)
        NavigationLink { EmptyView() } label: { LabeledContent("k.d", value: "w") }.font(.footnote)
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    let literal = try #require(result.row(title: "k.a"))
    #expect(literal.value?.reference == .verbatim("12.4.1 release candidate"))
    #expect(literal.value?.textStyle == .caption1)
    #expect(literal.value?.lineLimit == 1)
    #expect(literal.title?.textStyle == .caption1)
    // `.dynamicTypeSize(.large)` holds the value at Large, as it does the title.
    let capped = try #require(result.row(title: "k.b"))
    #expect(capped.value?.sizeCategories == .large ... .large)
    // In a label, the modifiers around apply to its value the same way.
    let inLink = try #require(result.row(title: "k.d"))
    #expect(inLink.value?.reference == .verbatim("w"))
    #expect(inLink.value?.textStyle == .footnote)
  }

  @Test("Text modifiers: .font and .fontWeight")
  func textModifiers() throws {
    let row = try #require(result.row(title: "settings.plain"))
    #expect(row.title?.textStyle == .footnote && row.title?.weight == .semibold)
  }

  @Test("rows inside ForEach in a list, and in a view property the Form names, are found")
  func forEachAndProperty() throws {
    let computed = result.rows.filter { $0.title?.reference == .unresolved("computed: item.name") }
    #expect(computed.count == 1)
    #expect(computed.first?.location.line == 66)
    #expect(result.row(title: "settings.about.rate")?.location.line == 83)
  }

  @Test("a Section in a file that builds no List or Form is taken as a menu section, not rows")
  func sectionWithoutList() {
    let source = """
      struct Menu: View {
        var body: some View {
          Section { Button("menu.pin") {} }
        }
      }
      """
    #expect(RowDiscovery().discover(source: source, path: "Menu.swift").rows.isEmpty)
  }

  @Test("conditions are not trailing closures: rows inside if and else are found")
  func conditions() {
    let source = """
      struct V: View {
        var body: some View {
          List {
            if store.instance.isReady {
              NavigationLink("a.key", destination: X())
            } else if other.flag {
              Toggle("b.key", isOn: $on)
            } else {
              Text(isOn ? "c.on" : "c.off")
            }
          }
        }
      }
      """
    let rows = RowDiscovery().discover(source: source, path: "V.swift").rows
    #expect(rows.map { $0.title?.reference.key } == ["a.key", "b.key", "c.on"])
    #expect(rows.last?.title?.alternatives == [.key("c.off", table: nil)])
  }

  @Test(
    "nested ternaries give every literal branch, in source order: a chain of 2,000, and nesting in either branch"
  )
  func nestedTernaries() {
    let chain = (0..<2_000).map { "c\($0) ? \"key\($0)\" : " }.joined() + "\"last\""
    let rows = RowDiscovery().discover(
      source: """
        struct V: View {
          var body: some View {
            List {
              NavigationLink(\(chain)) { Text("a") }
              Text(a ? b ? "x1" : "x2" : c ? "x3" : (d ? "x4" : name))
              Text(a ? "y1" : b)
            }
          }
        }
        """, path: "V.swift"
    ).rows
    #expect(rows.count == 3)
    #expect(rows.first?.title?.reference == .key("key0", table: nil))
    #expect(
      rows.first?.title?.alternatives
        == (1..<2_000).map { .key("key\($0)", table: nil) } + [.key("last", table: nil)])
    #expect(rows[1].title?.reference == .key("x1", table: nil))
    #expect(
      rows[1].title?.alternatives == [
        .key("x2", table: nil), .key("x3", table: nil), .key("x4", table: nil), .unresolved("computed: name"),
      ])
    #expect(rows[2].title?.alternatives.count == 1)
  }

  @Test("a Picker's label: argument is its title, and its options (even in Sections) are never rows")
  func pickerLabelArgument() {
    let source = """
      struct V: View {
        var body: some View {
          Form {
            Picker(selection: $d, label: Text("filter.duration")) {
              Section { Text("option.none").tag(0) }
              ForEach(all) { d in Text(d.name).tag(d) }
            }
          }
        }
      }
      """
    let rows = RowDiscovery().discover(source: source, path: "P.swift").rows
    #expect(rows.count == 1)
    #expect(rows.first?.title?.reference == .key("filter.duration", table: nil))
    #expect(
      rows.first?.value?.alternatives == [.key("option.none", table: nil), .unresolved("computed: d.name")])
  }

  @Test("a third line in the title's VStack has no part: title and subtitle only")
  func threeLines() {
    let source = "List { VStack { Text(\"a\"); Text(\"b\"); Text(\"c\") } }"
    let row = RowDiscovery().discover(source: source, path: "T.swift").rows.first
    #expect(row?.title?.reference.key == "a" && row?.subtitle?.reference.key == "b")
    #expect(row?.value == nil)
  }
}
