import Testing

@testable import TypeFitDiscovery

/// Keys only VoiceOver speaks (fix24e): Ice Cubes' `accessibility.status.a-boosted-b-%@-%@`,
/// built in `StatusRowAccessibilityLabel.finalLabel()` and passed to `.accessibilityLabel(…)`,
/// was laid out as a visible label with TF008 wrap notes.
@Suite("Keys only spoken by VoiceOver")
struct SpokenKeyTests {
  /// The keys with role `spoken` of `files`, with their reasons.
  static func spoken(_ files: [(String, String)]) -> [String] {
    let result = RowDiscovery().discover(sources: files.map { ($0.0, Array($0.1.utf8)) })
    return result.keyRoles.filter { $0.kind == .spoken }.map { "\($0.key) (\($0.reason))" }
  }

  @Test("the lead's repro: an accessibility label and an image's label are spoken; the row's title is a row")
  func repro() {
    let source = """
      import SwiftUI
      struct V: View {
        var body: some View {
          List {
            Text("row.title")
              .accessibilityLabel(Text("a11y.spoken.long.label"))
            Image(systemName: "star").accessibilityLabel("a11y.star")
          }
        }
      }
      """
    #expect(
      Self.spoken([("V.swift", source)]) == [
        "a11y.spoken.long.label (argument of .accessibilityLabel at V.swift:6)",
        "a11y.star (argument of .accessibilityLabel at V.swift:7)",
      ])
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    #expect(result.titleKeys == ["row.title"])
  }

  @Test("a key also shown by a Text, in another file, stays a label")
  func shownElsewhere() {
    let spokenFile = """
      import SwiftUI
      struct A: View {
        var body: some View {
          Button("edit") {}.accessibilityLabel("a11y.edit").accessibilityHint("a11y.hint")
        }
      }
      """
    let shownFile = """
      import SwiftUI
      struct B: View {
        var body: some View { Text("a11y.edit") }
      }
      """
    #expect(
      Self.spoken([("A.swift", spokenFile), ("B.swift", shownFile)]) == [
        "a11y.hint (argument of .accessibilityHint at A.swift:4)"
      ])
  }

  @Test(
    "one level deep: the keys of a type whose result is only passed to .accessibilityLabel, interpolated keys as %@"
  )
  func oneLevelType() {
    let row = """
      import SwiftUI
      struct Row: View {
        let on: Bool
        var body: some View {
          Text("row.visible")
            .accessibilityLabel(on ? RowLabel(name: "x").finalLabel() : Text(""))
        }
      }
      """
    let label = """
      import SwiftUI
      struct RowLabel {
        let name: String
        func finalLabel() -> Text {
          Text("a11y.boosted-\\(name)-\\(name)") + Text("a11y.alt-more.label") + helper()
        }
        func helper() -> Text { RowLabel(name: name).finalLabel() }
      }
      """
    // `RowLabel(name: "x")`: the literal is only in the label too.
    #expect(
      Self.spoken([("Row.swift", row), ("RowLabel.swift", label)]) == [
        "x (argument of .accessibilityLabel at Row.swift:6)",
        "a11y.boosted-%@-%@ (in RowLabel, used only as the argument of .accessibilityLabel at Row.swift:6)",
        "a11y.alt-more.label (in RowLabel, used only as the argument of .accessibilityLabel at Row.swift:6)",
      ])
    // Shown anywhere else, the type is not followed.
    let shown = """
      import SwiftUI
      struct Other: View {
        var body: some View { RowLabel(name: "y").finalLabel() }
      }
      """
    #expect(
      Self.spoken([("Row.swift", row), ("RowLabel.swift", label), ("Other.swift", shown)]) == [
        "x (argument of .accessibilityLabel at Row.swift:6)"
      ])
  }

  @Test("UIKit: an assignment to a cell's accessibilityLabel, a custom action's name, an announcement")
  func uiKit() {
    let source = """
      import UIKit
      final class C: UITableViewController {
        override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell()
          cell.textLabel?.text = NSLocalizedString("cell.title", comment: "")
          cell.accessibilityLabel = NSLocalizedString("k", comment: "")
          cell.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: NSLocalizedString("act", comment: ""), target: nil, selector: #selector(go))
          ]
          UIAccessibility.post(notification: .announcement, argument: L10n.Scene.done)
          let accessibilityHint = NSLocalizedString("local", comment: "")
          cell.detailTextLabel?.text = accessibilityHint
          return cell
        }
        @objc func go() {}
      }
      """
    let generated = """
      public enum L10n {
        public enum Scene {
          public static let done = L10n.tr("Localizable", "Scene.Done", fallback: "Done")
        }
      }
      extension L10n {
        private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
          key
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "C.swift", swiftGen: [generated])
    #expect(
      result.keyRoles.map { "\($0.key) (\($0.reason))" } == [
        "k (assigned to accessibilityLabel at C.swift:6)",
        "act (argument of UIAccessibilityCustomAction at C.swift:8)",
        "Scene.Done (announcement of UIAccessibility.post at C.swift:10)",
      ])
  }

  @Test(
    "hostile: a type that references itself, brackets nested past the limit, 200 nested and 10,000 chained labels"
  )
  func hostile() {
    let selfReferencing = """
      import SwiftUI
      struct Loop {
        func a() -> Text { Loop().b() + Text("loop.key") }
        func b() -> Text { Loop().a() }
      }
      struct V: View {
        var body: some View { Text("v").accessibilityLabel(Loop().a()) }
      }
      """
    #expect(Self.spoken([("Loop.swift", selfReferencing)]).map { $0.prefix(8) } == ["loop.key"])
    // Brackets nested too deep: no spoken place in the file, every key stays shown.
    let deep =
      "let x = Text(\"d.shown\").accessibilityLabel(\"d.key\")\n"
      + String(repeating: "(", count: 50_000) + String(repeating: ")", count: 50_000)
    #expect(Self.spoken([("Deep.swift", deep)]).isEmpty)
    // Labels nested 200 deep (under the 256 brackets a file may nest) and 10,000 in a chain: one key.
    let nested =
      "let y = " + String(repeating: "Text(\"n\").accessibilityLabel(", count: 200) + "Text(\"n.key\")"
      + String(repeating: ")", count: 200) + "\nlet z = Text(\"m\")"
      + String(repeating: ".accessibilityLabel(\"n.key\")", count: 10_000)
    #expect(
      Self.spoken([("Nested.swift", nested)]) == ["n.key (argument of .accessibilityLabel at Nested.swift:1)"]
    )
  }
}

@Suite("Literal key shapes")
struct LiteralKeyShapeTests {
  @Test("an interpolation is %@ and a % of the text %%; a plain literal's specifiers are %@")
  func shapes() {
    #expect(SwiftStringLiteral(segments: [.text("rate 5% "), .interpolation("x")]).keyShape == "rate 5%% %@")
    #expect(SwiftStringLiteral(segments: [.text("n-%lld")]).keyShape == "n-%@")
  }
}
