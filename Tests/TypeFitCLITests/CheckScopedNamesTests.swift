import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` on rows whose titles are read through names: the findings are those of the
/// keys the rows really show (A20-25, A20-26), not another scope's or screen's, nor another
/// file's `private` type's (A21-4).
@Suite("typefit check: names read in scope")
struct CheckScopedNamesTests {
  /// Long and short German titles of two types (so.b "Töne" fits one line).
  static let strings = """
    "pr.a" = "Kontoeinstellungen";
    "pr.b" = "Konto";
    "so.a" = "Benachrichtigungstöne";
    "so.b" = "Töne";

    """

  static let enums = """
    import SwiftUI
    enum Privacy: Hashable { case a, b
      var title: LocalizedStringKey { switch self { case .a: return "pr.a"; case .b: return "pr.b" } }
    }
    enum Sound: Hashable { case a, b
      var title: LocalizedStringKey { switch self { case .a: return "so.a"; case .b: return "so.b" } }
    }

    """

  /// The problems of `check` (key, rule) and its exit code, for one Swift file.
  func problems(_ swift: [String: String]) throws -> (problems: [String], exit: Int32) {
    let folder = try TemporaryFolder()
    try folder.write("App/de.lproj/Localizable.strings", Self.strings)
    for (name, text) in swift { try folder.write("App/" + name, text) }
    let run = CapturedRun(["check", folder.path + "/App", "--quiet", "--format", "json"])
    let object = try run.jsonObject()
    let problems = try #require(object["problems"] as? [[String: Any]])
    return (problems.map { "\($0["rule"] as? String ?? "?") \($0["key"] as? String ?? "?")" }, run.exitCode)
  }

  @Test(
    "a ForEach parameter `item` over [Sound] beside another struct's `let item: Privacy`: TF001 on so.a only")
  func closureParameterShadows() throws {
    let swift =
      Self.enums + """
        struct PrivacyBadge: View { let item: Privacy; var body: some View { Text(item.title) } }
        struct SoundList: View {
          let sounds: [Sound]
          var body: some View {
            List { ForEach(sounds, id: \\.self) { item in NavigationLink(item.title) { EmptyView() }.lineLimit(1) } }
          }
        }
        """
    let result = try problems(["A.swift": swift])
    #expect(result.problems == ["TF001 so.a", "TF008 pr.a"])
    #expect(result.exit == 1)
  }

  @Test("two screens' nested `Row` enums: the one-line screen's key truncates, the other's only wraps")
  func nestedTypesApart() throws {
    let privacy = """
      import SwiftUI
      struct PrivacySettings: View {
        enum Row: CaseIterable, Hashable { case a
          var title: LocalizedStringKey { switch self { case .a: return "pr.a" } }
        }
        var body: some View { List { ForEach(Row.allCases, id: \\.self) { row in Text(row.title) } } }
      }
      """
    let sound = """
      import SwiftUI
      struct SoundSettings: View {
        enum Row: CaseIterable, Hashable { case a
          var title: LocalizedStringKey { switch self { case .a: return "so.a" } }
        }
        var body: some View {
          List { ForEach(Row.allCases, id: \\.self) { row in NavigationLink(row.title) { EmptyView() }.lineLimit(1) } }
        }
      }
      """
    let result = try problems(["P.swift": privacy, "S.swift": sound])
    #expect(result.problems == ["TF001 so.a", "TF008 pr.a"])
    #expect(result.exit == 1)
  }

  @Test(
    "two files' `private enum Item`s: the one-line screen's key truncates, the other screen's only wraps (A21-4)"
  )
  func privateTypesApart() throws {
    func screen(_ name: String, _ keys: (String, String), _ row: String) -> String {
      """
      import SwiftUI
      private enum Item: CaseIterable, Hashable { case a, b
        var title: LocalizedStringKey { switch self { case .a: return "\(keys.0)"; case .b: return "\(keys.1)" } }
      }
      struct \(name): View {
        var body: some View { List { ForEach(Item.allCases, id: \\.self) { item in \(row) } } }
      }
      """
    }
    let privacy = screen("PrivacySettings", ("pr.a", "pr.b"), "Text(item.title)")
    let sound = screen(
      "SoundSettings", ("so.a", "so.b"), "NavigationLink(item.title) { EmptyView() }.lineLimit(1)")
    let result = try problems(["P.swift": privacy, "S.swift": sound])
    #expect(result.problems == ["TF001 so.a", "TF008 pr.a"])
    #expect(result.exit == 1)
  }
}
