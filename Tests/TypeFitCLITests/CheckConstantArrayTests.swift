import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` on rows whose titles come from a constant array of keys, `Self.key`, a
/// two-level member and a `$item` binding (A23-11, A21-14): each key is checked as the row's
/// title at its one-line limit, not as a label that only wraps.
@Suite("typefit check: titles from arrays, Self.key and member paths")
struct CheckConstantArrayTests {
  static let strings = """
    "arr.privacy" = "Datenschutzeinstellungen und Sicherheitsoptionen";
    "arr.sound" = "Töne";
    "self.key" = "Benachrichtigungseinstellungen verwalten";
    "kind.a" = "Automatische Hintergrundaktualisierung";
    "kind.b" = "Ton";
    "item.a" = "Standortfreigabe für Familienmitglieder";
    "item.b" = "WLAN";

    """

  static let swift: [String: String] = [
    "Arrays.swift": """
    import SwiftUI
    struct ArraysView: View {
      static let keys: [LocalizedStringKey] = ["arr.privacy", "arr.sound"]
      var body: some View {
        List {
          ForEach(Self.keys, id: \\.self) { k in Text(k).lineLimit(1) }
        }
      }
    }
    """,
    "SelfKey.swift": """
    import SwiftUI
    struct SelfKeyView: View {
      static let key: LocalizedStringKey = "self.key"
      var body: some View { List { Text(Self.key).lineLimit(1) } }
    }
    """,
    "Model.swift": """
    import SwiftUI
    enum Kind { case a, b
      var title: LocalizedStringKey { switch self { case .a: return "kind.a"; case .b: return "kind.b" } }
    }
    struct Item: Identifiable {
      let id: Int
      let kind: Kind
      var isOn: Bool
      var title: LocalizedStringKey { switch kind { case .a: return "item.a"; case .b: return "item.b" } }
    }
    """,
    "Items.swift": """
    import SwiftUI
    struct ItemsView: View {
      @State var items: [Item]
      var body: some View {
        List {
          ForEach(items) { item in NavigationLink(item.kind.title) { EmptyView() }.lineLimit(1) }
          ForEach($items) { $item in Toggle(item.title, isOn: $item.isOn).lineLimit(1) }
        }
      }
    }
    """,
  ]

  @Test(
    "each key of the array, Self.key, item.kind.title and $item's item.title truncates at one line (TF001)")
  func titlesChecked() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/de.lproj/Localizable.strings", Self.strings)
    for (name, text) in Self.swift { try folder.write("App/" + name, text) }
    let run = CapturedRun(["check", folder.path + "/App", "--quiet", "--format", "json"])
    let object = try run.jsonObject()
    let problems = try #require(object["problems"] as? [[String: Any]])
    let found = problems.map { "\($0["rule"] as? String ?? "?") \($0["key"] as? String ?? "?")" }
    // main: four TF008 notes (each key checked as a label that wraps), exit 0.
    #expect(
      found == [
        "TF001 arr.privacy", "TF001 kind.a", "TF001 item.a", "TF001 self.key", "TF003 item.a", "TF003 item.b",
      ])
    #expect(run.exitCode == 1)
  }
}
