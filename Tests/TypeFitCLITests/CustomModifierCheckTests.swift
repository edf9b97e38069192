import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` with an app's own modifiers and list-row badges (twentieth attack A20-27,
/// A20-8): a title styled by `.rowTitleStyle()` or `.modifier(RowStyle())` truncates as the same
/// modifiers written inline do, and a badge's key is the row's value, not a label of its own.
@Suite("typefit check: the app's own modifiers and row badges")
struct CustomModifierCheckTests {
  static func problems(_ run: CapturedRun) throws -> [String] {
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    return problems.map {
      [$0["rule"], $0["key"], $0["category"], $0["role"], $0["part"]].map { "\($0 ?? "-")" }.joined(
        separator: " ")
    }.sorted()
  }

  @Test("custom modifiers give the same TF001 as the modifiers written inline")
  func customModifiers() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/Style.swift",
      """
      import SwiftUI
      extension View {
        func rowTitleStyle() -> some View { lineLimit(1).font(.headline) }
        func wrapped() -> some View { modifier(RowStyle()) }
      }
      struct RowStyle: ViewModifier {
        func body(content: Content) -> some View { content.lineLimit(1).font(.headline) }
      }
      """)
    try folder.write(
      "app/A.swift",
      """
      import SwiftUI
      struct A: View { var body: some View { List {
        NavigationLink { EmptyView() } label: { Text("cm.ext").rowTitleStyle() }
        NavigationLink { EmptyView() } label: { Text("cm.mod").modifier(RowStyle()) }
        NavigationLink { EmptyView() } label: { Text("cm.wrap").wrapped() }
        NavigationLink { EmptyView() } label: { Text("cm.ref").lineLimit(1).font(.headline) }
      } } }
      """)
    try folder.write(
      "app/de.lproj/Localizable.strings",
      #""cm.ext" = "Benachrichtigungen"; "cm.mod" = "Benachrichtigungen"; "cm.wrap" = "Benachrichtigungen"; "cm.ref" = "Benachrichtigungen";"#
    )
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--quiet"])
    #expect(run.exitCode == 1, "\(run.stderr)")
    #expect(
      try Self.problems(run) == [
        "TF001 cm.ext AX2 row title", "TF001 cm.mod AX2 row title", "TF001 cm.ref AX2 row title",
        "TF001 cm.wrap AX2 row title",
      ])
  }

  @Test("a badge's key is the row's value: composed with the title, not checked as a label")
  func badge() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/A.swift",
      """
      import SwiftUI
      struct A: View { var body: some View { List {
        NavigationLink("a.badge") { EmptyView() }.badge("a.badgetext")
      } } }
      """)
    try folder.write(
      "app/de.lproj/Localizable.strings", #""a.badge" = "Hintergrund"; "a.badgetext" = "Neu und ungelesen";"#)
    let run = CapturedRun(["check", folder.path + "/app", "--format", "json", "--quiet"])
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    #expect(results.compactMap { $0["key"] as? String } == ["a.badge"])
    let row = try #require(results.first)
    #expect(row["role"] as? String == "row")
    #expect((row["partKeys"] as? [String: String])?["value"] == "a.badgetext")
    // "Neu und ungelesen" beside "Hintergrund" moves below it from xxLarge and wraps from AX3.
    #expect(try Self.problems(run) == ["TF007 a.badge xxLarge row value", "TF008 a.badge AX3 row value"])
  }
}
