import Testing

@testable import TypeFitDiscovery

/// A `private` or `fileprivate` type is visible in its own file only, as Swift resolves names:
/// a use reads the declaration in its own file first, then the ones visible in the module; a
/// `private` declaration in another file is never a candidate (the twenty-first attack's A21-4:
/// two screens' `private enum Item`s were merged, and two files' `private struct Row`s hid
/// each other's TF012).
@Suite("Scoped names: private types belong to their file")
struct FilePrivateNameTests {
  /// A screen with its own `private enum Item` of two keys, listed with `modifier` on the link.
  static func screen(_ name: String, keys: (String, String), modifier: String = "") -> String {
    """
    import SwiftUI
    private enum Item: CaseIterable, Identifiable {
      case a, b
      var id: Self { self }
      var title: LocalizedStringKey {
        switch self {
        case .a: return "\(keys.0)"
        case .b: return "\(keys.1)"
        }
      }
    }
    struct \(name)View: View {
      var body: some View {
        List { ForEach(Item.allCases) { item in NavigationLink(item.title) { Text("x") }\(modifier) } }
      }
    }

    """
  }

  static func keys(_ rows: [SourceRow]) -> [[String]] {
    rows.map { row in
      guard let title = row.title else { return [] }
      return ([title.reference] + title.alternatives).map { $0.key ?? "?" }
    }
  }

  @Test("two files' private enum Item: each screen's row shows its own file's keys and limit only")
  func privateEnumsApart() {
    let result = RowDiscovery().discover(sources: [
      (
        "SoundView.swift",
        Array(Self.screen("Sound", keys: ("p.s.a", "p.s.b"), modifier: ".lineLimit(1)").utf8)
      ),
      ("PrivacyView.swift", Array(Self.screen("Privacy", keys: ("p.p.a", "p.p.b")).utf8)),
    ])
    #expect(Self.keys(result.rows) == [["p.s.a", "p.s.b"], ["p.p.a", "p.p.b"]])
    #expect(result.rows.map(\.title?.lineLimit) == [1, nil])
  }

  @Test(
    "a private type's extension in its file is that type's; another file's internal type of the name is not read"
  )
  func extensionOfPrivateType() {
    let own = """
      import SwiftUI
      extension Item { var title: LocalizedStringKey { switch self { case .a: return "own.a" } } }
      private enum Item: CaseIterable, Hashable { case a }
      struct A: View { var body: some View { List { ForEach(Item.allCases, id: \\.self) { i in Text(i.title) } } } }
      """
    let other = """
      import SwiftUI
      enum Item: CaseIterable, Hashable { case a
        var title: LocalizedStringKey { switch self { case .a: return "other.a" } }
      }
      struct B: View { var body: some View { List { ForEach(Item.allCases, id: \\.self) { i in Text(i.title) } } } }
      """
    let result = RowDiscovery().discover(sources: [
      ("A.swift", Array(own.utf8)), ("B.swift", Array(other.utf8)),
    ])
    #expect(Self.keys(result.rows) == [["own.a"], ["other.a"]])
  }

  @Test("a file using a name only another file declares private reads nothing of it")
  func otherFilesPrivateTypeUnseen() {
    let hidden = Self.screen("Sound", keys: ("p.s.a", "p.s.b"))
    let user = """
      import SwiftUI
      struct U: View { let item: Item; var body: some View { List { Text(item.title) } } }
      """
    let result = RowDiscovery().discover(sources: [
      ("SoundView.swift", Array(hidden.utf8)), ("U.swift", Array(user.utf8)),
    ])
    #expect(Self.keys(result.rows) == [["p.s.a", "p.s.b"], ["?"]])
  }

  static let tapRow = "HStack { Text(\"row.a\") }.onTapGesture { }"
  static let buttonRow = "Button(\"row.b\") { }"

  static func rowFile(_ list: String, _ body: String, visibility: String = "private") -> [UInt8] {
    Array(
      """
      import SwiftUI
      struct \(list): View { var body: some View { List { Row() } } }
      \(visibility) struct Row: View { var body: some View { \(body) } }

      """.utf8)
  }

  @Test(
    "two files' private struct Row: the tap-gesture one gets TF012 in its own file, the button one nothing")
  func privateRowViewsInTheirFiles() {
    let result = RowDiscovery().discover(sources: [
      ("app/AView.swift", Self.rowFile("AView", Self.tapRow)),
      ("app/BView.swift", Self.rowFile("BView", Self.buttonRow)),
    ])
    #expect(
      result.findings.filter { $0.ruleID == .tapGestureRow }.map { "\($0.location.file):\($0.location.line)" }
        == ["app/AView.swift:3"])
    // `fileprivate` and other modifiers before it are read alike.
    let fileprivateRows = RowDiscovery().discover(sources: [
      ("app/AView.swift", Self.rowFile("AView", Self.tapRow, visibility: "@MainActor fileprivate")),
      ("app/BView.swift", Self.rowFile("BView", Self.tapRow, visibility: "fileprivate")),
    ])
    #expect(
      fileprivateRows.findings.filter { $0.ruleID == .tapGestureRow }.map(\.location.file) == [
        "app/AView.swift", "app/BView.swift",
      ])
  }

  @Test(
    "a list using Row that it does not declare follows the one internal Row, never another file's private one"
  )
  func privateRowViewNotCandidate() {
    let user = Array("import SwiftUI\nstruct C: View { var body: some View { List { Row() } } }\n".utf8)
    let privateTap = Array(
      "import SwiftUI\nprivate struct Row: View { var body: some View { \(Self.tapRow) } }\n".utf8)
    let internalTap = Array(
      "import SwiftUI\nstruct Row: View { var body: some View { \(Self.tapRow) } }\n".utf8)
    // Only a private declaration elsewhere: nothing to follow.
    let onlyPrivate = RowDiscovery().discover(sources: [
      ("app/A/Hidden.swift", privateTap), ("app/B/C.swift", user),
    ])
    #expect(onlyPrivate.findings.filter { $0.ruleID == .tapGestureRow }.isEmpty)
    // A private one nearer (same folder) and an internal one elsewhere: the internal one.
    let internalOne = RowDiscovery().discover(sources: [
      ("app/B/Hidden.swift", privateTap), ("app/A/Row.swift", internalTap), ("app/B/C.swift", user),
    ])
    #expect(
      internalOne.findings.filter { $0.ruleID == .tapGestureRow }.map(\.location.file) == ["app/A/Row.swift"])
  }

  @Test("RowViewBodies.declared tells file-private declarations from visible ones")
  func declaredVisibility() {
    let source = """
      private struct A: View {}
      struct B: View {}
      @MainActor
      fileprivate struct C: View {}
      private struct D {}
      struct D: View {}
      // private
      public struct E {}
      """
    #expect(
      RowViewBodies.declared(in: Array(source.utf8), names: ["A", "B", "C", "D", "E", "F"])
        == ["A": true, "B": false, "C": true, "D": false, "E": false])
  }
}
