import Testing

@testable import TypeFitDiscovery

/// A name used in a row title (`item.title`) is read through the declaration in scope at the use:
/// a closure parameter, local or case binding shadows every other declaration of the name in the
/// file (A20-25); nested types are told apart by their qualified name (A20-26); `List(data)`
/// types its closure's parameter as `ForEach(data)` does (A20-24); a `String` enum's `rawValue`
/// gives its cases' raw values (A20-28); a row view is followed into its own module (A20-29).
@Suite("Scoped names: a use reads the declaration in scope")
struct ScopedNameTests {
  static let enums = """
    enum Privacy: Hashable { case a, b
      var title: LocalizedStringKey { switch self { case .a: return "pr.a"; case .b: return "pr.b" } }
    }
    enum Sound: Hashable, CaseIterable { case a, b
      var title: LocalizedStringKey { switch self { case .a: return "so.a"; case .b: return "so.b" } }
    }

    """

  /// Each row's title keys: the part's key and its alternatives' keys (`?` for unresolved).
  static func keys(_ source: String) -> [[String]] {
    keys(RowDiscovery().discover(source: source, path: "A.swift").rows)
  }

  static func keys(_ rows: [SourceRow]) -> [[String]] {
    rows.map { row in
      guard let title = row.title else { return [] }
      return ([title.reference] + title.alternatives).map { $0.key ?? "?" }
    }
  }

  @Test("an untyped ForEach parameter takes the element type of its array, not another struct's `let item`")
  func forEachArrayParameter() {
    let source =
      Self.enums + """
        struct PrivacyBadge: View { let item: Privacy; var body: some View { Text(item.title) } }
        struct SoundList: View {
          let sounds: [Sound]
          var body: some View { List { ForEach(sounds, id: \\.self) { item in NavigationLink(item.title) { EmptyView() } } } }
        }
        """
    #expect(Self.keys(source) == [["so.a", "so.b"]])
  }

  @Test("UIKit: `let item = sounds[indexPath.row]` is an element of `sounds`, not another class's parameter")
  func uiKitSubscriptLocal() {
    let source = """
      enum Privacy { case a
        var title: String { switch self { case .a: return NSLocalizedString("pr.a", comment: "") } }
      }
      enum Sound { case a, b
        var title: String { switch self { case .a: return NSLocalizedString("so.a", comment: ""); case .b: return NSLocalizedString("so.b", comment: "") } }
      }
      final class Header: UIView { func configure(item: Privacy) { label.text = item.title }; let label = UILabel() }
      final class SoundsViewController: UITableViewController {
        let sounds: [Sound] = [.a, .b]
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
          let item = sounds[indexPath.row]
          cell.textLabel?.text = item.title
          return cell
        }
      }
      """
    #expect(Self.keys(source) == [["so.a", "so.b"]])
  }

  @Test(
    "data forms: allCases, .enumerated(), a global array, .filter {}, a typed parameter; unreadable ones stay unresolved"
  )
  func dataForms() {
    let source =
      Self.enums + """
        let all: [Sound] = [.a]
        struct A: View { var body: some View { List {
          ForEach(Array(Sound.allCases.enumerated()), id: \\.offset) { i, e in Text(e.title) }
          ForEach(all) { e in Text(e.title) }
          ForEach(Sound.allCases.filter { $0 != .b }) { e in Text(e.title) }
          ForEach(Privacy.allCases, id: \\.self) { (e: Privacy) in Text(e.title) }
          ForEach(all.map { $0 }) { e in Text(e.title) }
          ForEach(model.items) { e in Text(e.title) }
        } } }
        """
    #expect(
      Self.keys(source) == [
        ["so.a", "so.b"], ["so.a", "so.b"], ["so.a", "so.b"], ["pr.a", "pr.b"], ["?"], ["?"],
      ])
  }

  @Test("sibling case patterns binding one name: each case's binding has its own case's payload type")
  func siblingCaseBindings() {
    let source =
      Self.enums + """
        enum Route: Hashable { case privacy(Privacy), sound(Sound) }
        struct A: View { let routes: [Route]; var body: some View { List {
          ForEach(routes, id: \\.self) { route in
            switch route {
            case .privacy(let x): Text(x.title)
            case .sound(let x): NavigationLink(x.title) { EmptyView() }
            }
          }
        } } }
        """
    #expect(Self.keys(source) == [["pr.a", "pr.b"], ["so.a", "so.b"]])
  }

  @Test("List(data) types its closure's parameter like ForEach(data)")
  func listData() {
    let source =
      Self.enums + """
        struct A: View { var body: some View {
          List(Sound.allCases, id: \\.self) { s in NavigationLink(s.title) { EmptyView() } }
        } }
        """
    #expect(Self.keys(source) == [["so.a", "so.b"]])
  }

  @Test("nested types of one name on two screens keep their own keys; a bare name means the enclosing one")
  func nestedTypes() {
    let privacy = """
      struct PrivacySettings: View {
        enum Row: CaseIterable, Hashable { case a
          var title: LocalizedStringKey { switch self { case .a: return "n.p.a" } }
        }
        var body: some View { List { ForEach(Row.allCases, id: \\.self) { row in Text(row.title) } } }
      }
      """
    let sound = """
      struct SoundSettings: View {
        enum Row: CaseIterable, Hashable { case a
          var title: LocalizedStringKey { switch self { case .a: return "n.s.a" } }
        }
        var body: some View { List { ForEach(Row.allCases, id: \\.self) { row in Text(row.title) } } }
      }
      extension SoundSettings { struct Other: View { let row: Row; var body: some View { List { Text(row.title) } } } }
      """
    let result = RowDiscovery().discover(sources: [
      ("P.swift", Array(privacy.utf8)), ("S.swift", Array(sound.utf8)),
    ])
    #expect(Self.keys(result.rows) == [["n.p.a"], ["n.s.a"], ["n.s.a"]])
  }

  @Test("a String enum's rawValue gives each case's raw value, the case's name where none is written")
  func rawValueKeys() {
    let source = """
      enum R: String, CaseIterable { case a = "rv.a", b = "rv.b"
        case c
        var title: LocalizedStringKey { LocalizedStringKey(rawValue) }
      }
      struct A: View { var body: some View { List { ForEach(R.allCases, id: \\.self) { r in Text(r.title) } } } }
      """
    #expect(Self.keys(source) == [["rv.a", "rv.b", "c"]])
  }

  @Test("a row view declared in two folders is followed into the using file's folder only (A20-29)")
  func rowViewInOwnFolder() {
    let tapRow =
      "struct SettingsRow: View { var body: some View { HStack { Text(\"x\") }.onTapGesture { } } }\n"
    let buttonRow = "struct SettingsRow: View { var body: some View { Button(\"x\") { } } }\n"
    let list = "struct B: View { var body: some View { List { SettingsRow() } } }\n"
    let flat = RowDiscovery().discover(sources: [
      ("app/PkgA/Row.swift", Array(tapRow.utf8)), ("app/PkgB/Row.swift", Array(buttonRow.utf8)),
      ("app/PkgB/List.swift", Array(list.utf8)),
    ])
    #expect(flat.findings.filter { $0.ruleID == .tapGestureRow }.isEmpty)
    // The using folder's own declaration has the tap gesture: reported there.
    let own = RowDiscovery().discover(sources: [
      ("app/PkgA/Row.swift", Array(buttonRow.utf8)), ("app/PkgB/Row.swift", Array(tapRow.utf8)),
      ("app/PkgB/List.swift", Array(list.utf8)),
    ])
    #expect(
      own.findings.filter { $0.ruleID == .tapGestureRow }.map(\.location.file) == ["app/PkgB/Row.swift"])
    // Packages: two declarations in other modules than the user's: neither is followed.
    let packages = RowDiscovery().discover(sources: [
      ("P/Package.swift", Array("let package = 1\n".utf8)),
      ("P/Sources/A/Row.swift", Array(tapRow.utf8)), ("P/Sources/B/Row.swift", Array(tapRow.utf8)),
      ("P/Sources/C/List.swift", Array(list.utf8)),
    ])
    #expect(packages.findings.filter { $0.ruleID == .tapGestureRow }.isEmpty)
    let modules = ModuleFolders(paths: ["P/Package.swift", "P/Sources/A/Row.swift"])
    #expect(modules.module(of: "P/Sources/A/Sub/Row.swift") == "P/Sources/A/")
    #expect(modules.module(of: "P/Tests/T.swift") == "P/")
    #expect(modules.module(of: "Q/T.swift") == nil)
  }

  @Test("a member is read in another body of its own type (an extension in the file), not in another type")
  func memberInExtension() {
    let source = """
      struct V: View { let entry: Sound; var body: some View { Text("x") } }
      extension V { var row: some View { Text(entry.title) } }
      struct W { var row: some View { Text(entry.title) } }
      extension V { struct Inner { var row: some View { Text(entry.title) } } }
      """
    let stream = TokenStream(file: "V.swift", tokens: SwiftLexer.tokenize(source, file: "V.swift").tokens)
    let uses = (0..<stream.count - 1).filter {
      stream[$0].isIdentifier("entry") && stream.isPunctuation($0 + 1, ".")
    }
    #expect(uses.map { stream.declaredType(of: "entry", near: $0) } == ["Sound", nil, nil])
  }
}
