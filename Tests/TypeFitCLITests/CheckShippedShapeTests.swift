import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` on SwiftUI the seventeenth attack read with limits SwiftUI does not apply
/// (A17-8, A17-12, A17-13, A17-15, A17-16): each gave a false TF001 error and exit 1.
@Suite("typefit check: discovered rows in the shape SwiftUI shows them")
struct CheckShippedShapeTests {
  static let long = "Datenschutzeinstellungen und Sicherheitsüberprüfungen für alle Geräte"
  static let keys = ["a1", "privacy.title", "c1", "p1", "p2", "p3", "acc.title", "w1", "w2", "ctl"]
  static let swift = """
    import SwiftUI
    struct V: View {
      @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
      var body: some View {
        List {
          NavigationLink { EmptyView() } label: {
            Text("a1").lineLimit(nil)
          }
          .lineLimit(1)
          #if os(macOS)
          NavigationLink("privacy.title") { EmptyView() }.lineLimit(1)
          #else
          NavigationLink("privacy.title") { EmptyView() }
          #endif
          #if false
          NavigationLink("c1") { EmptyView() }.lineLimit(1)
          #endif
          NavigationLink("p1") { EmptyView() }
          NavigationLink("p2") { EmptyView() }
          NavigationLink("p3") { EmptyView() }
          NavigationLink { EmptyView() } label: {
            if dynamicTypeSize.isAccessibilitySize {
              VStack(alignment: .leading) { Text("acc.title"); Text("acc.value") }
            } else {
              HStack { Text("acc.title").lineLimit(1); Spacer(); Text("acc.value") }
            }
          }
          NavigationLink { EmptyView() } label: {
            ViewThatFits { Text("w1").lineLimit(1); Text("w1.short").lineLimit(1) }
          }
          NavigationLink { EmptyView() } label: {
            Label("w2", systemImage: "gear").labelStyle(.iconOnly).lineLimit(1)
          }
        }
      }
    }
    #Preview {
      List { NavigationLink("p1") { EmptyView() }.lineLimit(1) }
    }
    struct V_Previews: PreviewProvider {
      static var previews: some View {
        List { NavigationLink("p2") { EmptyView() }.lineLimit(1) }
      }
    }
    """
  static let test = """
    import SwiftUI
    import XCTest
    final class VTests: XCTestCase {
      func testRow() { _ = List { NavigationLink("p3") { EmptyView() }.lineLimit(1) } }
    }
    """

  func app(control: Bool) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let strings = (Self.keys.map { "\"\($0)\" = \"\(Self.long)\";" } + ["\"acc.value\" = \"Ein\";"])
      .joined(separator: "\n")
    try folder.write("app/de.lproj/Localizable.strings", strings + "\n")
    try folder.write("app/V.swift", Self.swift)
    try folder.write("app/AppTests/VTests.swift", Self.test)
    if control {
      try folder.write(
        "app/C.swift", "struct C: View { var body: some View { List { Text(\"ctl\").lineLimit(1) } } }\n")
    }
    return folder
  }

  @Test("rows -f json: each row once, at its iOS line, with the limit SwiftUI applies (none)")
  func discoveredRows() throws {
    let folder = try app(control: false)
    let run = CapturedRun(["rows", folder.path + "/app", "--format", "json"])
    #expect(run.exitCode == 0)
    let rows = try #require(try run.jsonObject()["rows"] as? [[String: Any]])
    let summary = rows.map { row -> String in
      let title = row["title"] as? [String: Any]
      let value = row["value"] as? [String: Any]
      let limit = (title?["lineLimit"] as? Int).map(String.init) ?? "none"
      let alternatives =
        (title?["alternatives"] as? [[String: Any]])?.compactMap { $0["key"] as? String } ?? []
      return "\(row["line"] as? Int ?? 0) \(title?["key"] as? String ?? "-") \(limit) \(alternatives) "
        + "\(value?["key"] as? String ?? "-")"
    }
    #expect(
      summary == [
        "6 a1 none [] -", "13 privacy.title none [] -", "18 p1 none [] -", "19 p2 none [] -",
        "20 p3 none [] -", "21 acc.title none [] acc.value", "28 w1 none [\"w1.short\"] -",
      ])
  }

  @Test("check: no TF001 error and exit 0; a real .lineLimit(1) row beside them still fails (exit 1)")
  func checkExit() throws {
    for control in [false, true] {
      let folder = try app(control: control)
      let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--quiet"])
      let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
      let truncated = problems.filter { $0["rule"] as? String == "TF001" }.compactMap { $0["key"] as? String }
      #expect(truncated == (control ? ["ctl"] : []), "control: \(control)")
      #expect(run.exitCode == (control ? 1 : 0), "control: \(control)")
    }
  }

  @Test(
    "Section { NavigationLink(\"a5\") }.lineLimit(1): the row inherits one line, TF001 and exit 1 (A17-9)")
  func sectionLimit() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/de.lproj/Localizable.strings", "\"a5\" = \"\(Self.long)\";\n\"a6\" = \"\(Self.long)\";\n")
    try folder.write(
      "app/V.swift",
      "struct V: View { var body: some View { List {\n"
        + "Section { NavigationLink(\"a5\") { EmptyView() } }.lineLimit(1)\n"
        + "Section { NavigationLink(\"a6\") { EmptyView() } }\n} } }\n")
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--quiet"])
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    #expect(
      problems.filter { $0["rule"] as? String == "TF001" }.compactMap { $0["key"] as? String } == ["a5"])
    #expect(run.exitCode == 1)
  }

  @Test(
    "LabeledContent in a label with .lineLimit(1): TF001 on its title, exit 1 (A17-7); else-if, Text + Text: no value"
  )
  func labelComposition() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/de.lproj/Localizable.strings",
      "\"wifi.title\" = \"\(Self.long)\";\n\"wifi.on\" = \"Ein\";\n"
        + "\"st.on\" = \"An\";\n\"st.off\" = \"\(Self.long)\";\n\"st.unknown\" = \"Unbekannt\";\n"
        + "\"cat.a\" = \"Datenschutz \";\n\"cat.b\" = \"und Sicherheit\";\n")
    try folder.write(
      "app/V.swift",
      """
      struct V: View {
        var body: some View {
          List {
            NavigationLink { EmptyView() } label: {
              LabeledContent("wifi.title") { Text("wifi.on") }.lineLimit(1)
            }
            NavigationLink { EmptyView() } label: {
              if s == .on { Text("st.on") } else if s == .off { Text("st.off") } else { Text("st.unknown") }
            }
            NavigationLink { EmptyView() } label: { Text("cat.a") + Text("cat.b").bold() }
          }
        }
      }

      """)
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--quiet"])
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    let found = problems.map {
      "\($0["rule"] as? String ?? "-") \($0["key"] as? String ?? "-") \($0["part"] as? String ?? "-")"
    }
    // st.off and cat.b are checked as the title they can show (a wrap note), never as a value.
    #expect(
      found == [
        "TF001 wifi.title title", "TF007 wifi.title value", "TF008 st.off title", "TF008 cat.b title",
        "TF008 cat.a title",
      ])
    #expect(run.exitCode == 1)
  }
}
