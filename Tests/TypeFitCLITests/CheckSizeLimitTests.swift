import Foundation
import Testing
import _TypeFitTestSupport

/// `typefit check` on rows SwiftUI never draws above a size: a `.dynamicTypeSize(…)` limit or a
/// font of fixed size (the eighteenth attack's A18-10).
@Suite("typefit check: .dynamicTypeSize limits and fixed-size fonts")
struct CheckSizeLimitTests {
  static let swift = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          NavigationLink { EmptyView() } label: { Text("c0").lineLimit(1) }
          NavigationLink { EmptyView() } label: { Text("c1").lineLimit(1) }
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
          NavigationLink { EmptyView() } label: { Text("c2").lineLimit(1).dynamicTypeSize(.large) }
          NavigationLink { EmptyView() } label: { Text("f1").font(.system(size: 17)).lineLimit(1) }
          NavigationLink { EmptyView() } label: { Text("c3").lineLimit(1) }
            .dynamicTypeSize(...DynamicTypeSize.accessibility2)
        }
      }
    }

    """

  @Test("a row limited to xxxLarge, a text set to large and a fixed font get no TF001; TF009 stays")
  func limitedRows() throws {
    let folder = try TemporaryFolder()
    let text = "Datenschutz und Sicherheit"
    try folder.write(
      "App/de.lproj/Localizable.strings",
      ["c0", "c1", "c2", "c3", "f1"].map { "\"\($0)\" = \"\(text)\";\n" }.joined())
    try folder.write("App/V.swift", Self.swift)
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet"])
    #expect(run.exitCode == 1, "\(run.stderr)")
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    let truncations = problems.filter { $0["rule"] as? String == "TF001" }
      .map { "\($0["key"] as? String ?? "") \($0["category"] as? String ?? "")" }.sorted()
    // Before the fix c1, c2 and f1 had `AX1` as c0 has: SwiftUI draws them at xxxLarge, large and
    // 17 pt at most, where the title fits on its line. c3 reaches AX2, so it is cut from AX1.
    #expect(truncations == ["c0 AX1", "c3 AX1"])
    let sourceFindings = try #require(try run.jsonObject()["sourceFindings"] as? [[String: Any]])
    #expect(sourceFindings.filter { $0["ruleId"] as? String == "TF009" }.count == 4)
  }
}

/// `typefit check` on an app whose lists set their style (the eighteenth attack's A18-14).
@Suite("typefit check: the list style each List sets")
struct CheckListStyleTests {
  static let swift = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List { NavigationLink("plain") { EmptyView() }.lineLimit(1) }.listStyle(.plain)
      }
    }
    struct W: View {
      var body: some View {
        List { NavigationLink("inset") { EmptyView() }.lineLimit(1) }.listStyle(.insetGrouped)
      }
    }
    struct X: View {
      var body: some View {
        List { NavigationLink("none") { EmptyView() }.lineLimit(1) }
      }
    }

    """

  func errors(_ arguments: [String]) throws -> (exit: Int32, errors: [String], reasons: [String: String]) {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/de.lproj/Localizable.strings",
      ["plain", "inset", "none"].map { "\"\($0)\" = \"Einstellungen\";\n" }.joined())
    try folder.write("App/V.swift", Self.swift)
    let run = CapturedRun(["check", folder.path + "/App", "--format", "json", "--quiet"] + arguments)
    let object = try run.jsonObject()
    let problems = try #require(object["problems"] as? [[String: Any]])
    let errors = problems.filter { $0["rule"] as? String == "TF001" }
      .map { "\($0["key"] as? String ?? "") \($0["category"] as? String ?? "")" }.sorted()
    let results = try #require(object["results"] as? [[String: Any]])
    let reasons = Dictionary(
      uniqueKeysWithValues: results.map { ($0["key"] as? String ?? "", $0["roleReason"] as? String ?? "") })
    return (run.exitCode, errors, reasons)
  }

  @Test("the plain list's row is laid out with plain margins; --list-style is the default for the rest")
  func perRowStyle() throws {
    // Before the fix `plain` had an `AX5` error with the run's inset-grouped margins.
    let inset = try errors([])
    #expect(inset.exit == 1)
    #expect(inset.errors == ["inset AX5", "none AX5"])
    #expect(inset.reasons["plain"] == "discovered: NavigationLink at V.swift:4, .listStyle(.plain)")
    #expect(inset.reasons["none"] == "discovered: NavigationLink at V.swift:14")
    let plain = try errors(["--list-style", "plain"])
    #expect(plain.errors == ["inset AX5"])
  }
}

/// `typefit check` on a row whose text is uppercased (the eighteenth attack's A18-12).
@Suite("typefit check: .textCase")
struct CheckTextCaseTests {
  @Test("the uppercased German title (ß → SS) is measured and cut at xxxLarge; the same text as written fits")
  func uppercased() throws {
    let folder = try TemporaryFolder()
    let text = "Maß Fußgänger Straße"
    try folder.write(
      "App/de.lproj/Localizable.strings", "\"up\" = \"\(text)\";\n\"low\" = \"\(text)\";\n")
    try folder.write(
      "App/V.swift",
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          List {
            NavigationLink { EmptyView() } label: { Text("up").textCase(.uppercase).lineLimit(1) }
            NavigationLink { EmptyView() } label: { Text("low").lineLimit(1) }
          }
        }
      }

      """)
    let run = CapturedRun([
      "check", folder.path + "/App", "--format", "json", "--quiet", "--categories", "large...xxxLarge",
    ])
    #expect(run.exitCode == 1, "\(run.stderr)")
    let problems = try #require(try run.jsonObject()["problems"] as? [[String: Any]])
    let errors = problems.filter { $0["rule"] as? String == "TF001" }
      .map { "\($0["key"] as? String ?? "") \($0["category"] as? String ?? "")" }
    // Before the fix neither had an error: `up` was measured as written.
    #expect(errors == ["up xxxLarge"])
  }
}
