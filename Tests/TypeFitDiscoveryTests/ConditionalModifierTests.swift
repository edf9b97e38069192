import Testing
import TypeFitDynamicType
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-first attack's A21-30: a postfix `#if` in a row's modifier chain took its first
/// branch, the debug build's.
@Suite("SwiftUI rows: modifiers in #if branches")
struct ConditionalModifierTests {
  @Test("#if DEBUG: the #else branch (the App Store build); #if !DEBUG: the first")
  func debugBranches() {
    let source = """
      List {
        Text("id.a")
        #if DEBUG
          .lineLimit(3)
        #else
          .lineLimit(1)
        #endif
        Text("id.b")
        #if DEBUG
          .font(.caption)
        #else
          .font(.largeTitle)
        #endif
        Text("id.c")
        #if !DEBUG
          .lineLimit(2)
        #else
          .lineLimit(5)
        #endif
        Text("id.d")
        #if DEBUG
          .lineLimit(4)
        #endif
          .font(.headline)
      }
      """
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    #expect(result.row(title: "id.a")?.title?.lineLimit == 1)
    #expect(result.row(title: "id.b")?.title?.textStyle == .largeTitle)
    #expect(result.row(title: "id.c")?.title?.lineLimit == 2)
    // No #else: the release build sets no limit; the modifier after the block is read.
    #expect(result.row(title: "id.d")?.title?.lineLimit == nil)
    #expect(result.row(title: "id.d")?.title?.textStyle == .headline)
  }

  @Test("Another condition: the stricter line limit, font and weight of the branches; the rest all read")
  func unknownCondition() {
    let source = """
      List {
        Text("ic.a")
        #if targetEnvironment(macCatalyst)
          .lineLimit(3)
          .italic()
        #elseif canImport(UIKit)
          .lineLimit(nil)
        #else
          .lineLimit(2)
        #endif
        Text("ic.b")
        #if FEATURE_X
          .font(.largeTitle)
        #else
          .font(.caption)
          .fontWeight(.heavy)
        #endif
        Text("ic.c")
          .lineLimit(4)
        #if FEATURE_X
          .lineLimit(1)
        #else
          .lineLimit(2)
        #endif
      }
      """
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    #expect(result.row(title: "ic.a")?.title?.lineLimit == 2)
    #expect(result.row(title: "ic.b")?.title?.textStyle == .largeTitle)
    #expect(result.row(title: "ic.b")?.title?.weight == .heavy)
    // The modifier before the block is nearer the view: it wins, as without the block.
    #expect(result.row(title: "ic.c")?.title?.lineLimit == 4)
  }

  /// The twenty-fifth attack's A25-2: each block looked through the whole chain (1,000 blocks
  /// 8.9 s of CPU in a debug build, 2,000 past 300 s); now one pass gathers each block's modifiers.
  @Test("3,000 #if blocks in one row's chain: each block's stricter setting, the nearest one read")
  func manyBlocks() {
    let blocks = (0..<3_000).map { index in
      "  #if FLAG\(index)\n    .lineLimit(\(index % 3 + 2))\n  #else\n    .lineLimit(\(index % 3 + 1))\n  #endif\n"
    }
    let source = "List {\n  Text(\"im.a\")\n" + blocks.joined() + "}\n"
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    // Block 0 keeps its #else branch's 1 line (the stricter), and it is the nearest to the view.
    #expect(result.row(title: "im.a")?.title?.lineLimit == 1)
    #expect(result.rows.count == 1)
  }

  @Test("#if nested 40 deep around one chain: the innermost 16 blocks choose; the stricter limit is read")
  func deepNesting() {
    let depth = 40
    let opening = (0..<depth).map { "  #if LEVEL\($0)\n    .lineLimit(\($0 + 2))\n" }.joined()
    let closing = (0..<depth).map { "  #else\n    .lineLimit(\($0 + 20))\n  #endif\n" }.joined()
    let source = "List {\n  Text(\"id.deep\")\n" + opening + closing + "}\n"
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    // The outermost block's `.lineLimit(2)` is nearest the view and the stricter of its block.
    #expect(result.row(title: "id.deep")?.title?.lineLimit == 2)
  }
}

/// The twenty-first attack's A21-24: the nearest `.toggleStyle` wins whatever it names.
@Suite("SwiftUI rows: the nearest toggle style")
struct NearestToggleStyleTests {
  @Test(".automatic, the app's own style and a ternary with .switch under an outer .button keep the switch")
  func nearestWins() {
    let source = """
      List {
        Toggle("ts.a", isOn: $on).toggleStyle(.switch)
        Section { Toggle("ts.b", isOn: $on) }.toggleStyle(.button)
        Section { Toggle("ts.c", isOn: $on).toggleStyle(.switch) }.toggleStyle(.button)
        Toggle("ts.d", isOn: $on).toggleStyle(.automatic)
        Toggle("ts.e", isOn: $on).toggleStyle(MyStyle())
        Toggle("ts.f", isOn: $on).toggleStyle(compact ? .button : .switch)
        Toggle("ts.g", isOn: $on).toggleStyle(compact ? .button : ButtonToggleStyle())
        Toggle("ts.h", isOn: $on).toggleStyle(DefaultToggleStyle())
      }.toggleStyle(.button)
      """
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    #expect(result.row(title: "ts.a")?.accessory == .toggle)
    #expect(result.row(title: "ts.b")?.accessory == Accessory.none)
    #expect(result.row(title: "ts.c")?.accessory == .toggle)
    #expect(result.row(title: "ts.d")?.accessory == .toggle)
    #expect(result.row(title: "ts.e")?.accessory == .toggle)
    #expect(result.row(title: "ts.f")?.accessory == .toggle)
    #expect(result.row(title: "ts.g")?.accessory == Accessory.none)
    #expect(result.row(title: "ts.h")?.accessory == .toggle)
    let notes = result.findings.filter { $0.message.contains("toggle style") }
    #expect(
      notes.map { "\($0.location.line) \($0.severity == .note) \($0.message)" } == [
        "6 true .toggleStyle(MyStyle()) is a toggle style discovery does not know; its toggles are measured "
          + "beside a switch (51 pt), as iOS draws the automatic style (not modelled)"
      ])
  }
}

/// The twenty-first attack's A21-27: `.truncationMode` and `lineBreakMode` are read.
@Suite("Rows: truncation modes")
struct TruncationModeDiscoveryTests {
  @Test("SwiftUI .truncationMode(.middle/.head) and UIKit lineBreakMode are read; a computed one is the tail")
  func read() {
    let source = """
      List {
        Text("tm.k").lineLimit(1).truncationMode(.middle)
        Text("tm.h").lineLimit(1).truncationMode(Text.TruncationMode.head)
        Text("tm.t").lineLimit(1).truncationMode(flag ? .head : .tail)
        Section { Text("tm.s").lineLimit(1) }.truncationMode(.head)
      }
      final class C: UITableViewController {
        override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell()
          var content = cell.defaultContentConfiguration()
          content.text = NSLocalizedString("tm.uikit", comment: "")
          content.textProperties.numberOfLines = 1
          content.textProperties.lineBreakMode = .byTruncatingMiddle
          cell.contentConfiguration = content
          return cell
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    #expect(result.row(title: "tm.k")?.title?.truncationMode == .middle)
    #expect(result.row(title: "tm.h")?.title?.truncationMode == .head)
    #expect(result.row(title: "tm.t")?.title?.truncationMode == nil)
    #expect(result.row(title: "tm.s")?.title?.truncationMode == .head)
    #expect(result.row(title: "tm.uikit")?.title?.truncationMode == .middle)
  }
}

/// The twenty-first attack's A21-14: `typealias`, `Self.Inner` and `.init("k")` were left unresolved.
@Suite("SwiftUI rows: aliases, Self and .init keys")
struct AliasedTypeRowTests {
  @Test("ForEach(Short.allCases) of a typealias and ForEach(Self.Inner.allCases) give their cases' keys")
  func aliases() {
    let source = """
      import SwiftUI
      enum LongName: CaseIterable { case a, b
        var title: LocalizedStringKey { switch self { case .a: return "alias.a"; case .b: return "alias.b" } } }
      typealias Short = LongName
      typealias Shorter = Short
      struct AliasView: View { var body: some View { List {
        ForEach(Short.allCases, id: \\.self) { s in Text(s.title).lineLimit(1) }
        ForEach(Shorter.allCases, id: \\.self) { s in Text(s.title).lineLimit(2) }
        ForEach(Self.Inner.allCases, id: \\.self) { q in Text(q.title).lineLimit(3) }
      } }
        enum Inner: CaseIterable { case z; var title: LocalizedStringKey { switch self { case .z: return "ids.inner" } } }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    let rows = result.rows.map { row in
      ([row.title?.reference.key] + (row.title?.alternatives.map(\.key) ?? [])).map { $0 ?? "-" }
        .joined(separator: ",") + " \(row.title?.lineLimit ?? 0)"
    }
    #expect(rows == ["alias.a,alias.b 1", "alias.a,alias.b 2", "ids.inner 3"])
  }

  @Test(
    "Text(.init(\"k\")), Label(.init(\"k\"), systemImage:) and Text(\"k\" as LocalizedStringKey) name key k")
  func initKeys() {
    let source = """
      List {
        Text(.init("ti.a")).lineLimit(1)
        Text("ti.e" as LocalizedStringKey).lineLimit(1)
        Label(.init("ti.f"), systemImage: "x").lineLimit(1)
      }
      """
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    #expect(result.titleKeys == ["ti.a", "ti.e", "ti.f"])
    #expect(result.row(title: "ti.f")?.leading == .symbol)
  }

  @Test(
    "An if-expression getter, a static let with a literal and a static var read as Type.member give their keys"
  )
  func getterForms() {
    let source = """
      import SwiftUI
      enum Ie: CaseIterable { case a, b, c
        var title: LocalizedStringKey { if self == .a { "ifx.a" } else if self == .b { "ifx.b" } else { "ifx.c" } }
        var noElse: LocalizedStringKey { if self == .a { "ifx.n" } }
      }
      struct Strs { static let title: LocalizedStringKey = "static.k"; static var sub: LocalizedStringKey { "static.s" }
        static let computed: LocalizedStringKey = flag ? "static.x" : "static.y"
      }
      struct V: View { var body: some View { List {
        ForEach(Ie.allCases, id: \\.self) { g in Text(g.title).lineLimit(1) }
        Text(Strs.title).lineLimit(2)
        Text(Strs.sub).lineLimit(3)
        Text(Strs.computed).lineLimit(4)
      } } }
      """
    let result = RowDiscovery().discover(source: source, path: "A.swift")
    let rows = result.rows.map { row in
      ([row.title?.reference.key] + (row.title?.alternatives.map(\.key) ?? [])).map { $0 ?? "-" }
        .joined(separator: ",") + " \(row.title?.lineLimit ?? 0)"
    }
    // A `let` with more than a literal is not read (unresolved, as before).
    #expect(rows == ["ifx.a,ifx.b,ifx.c 1", "static.k 2", "static.s 3", "- 4"])
  }
}
