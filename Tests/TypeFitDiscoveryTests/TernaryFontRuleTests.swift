import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-third attack's A23-7: a ternary font, which discovery reads (its stricter branch),
/// got a TF009 note "not followed"; a fixed branch (`.system(size: 17)`) stayed a note.
@Suite("Source rules: ternary fonts")
struct TernaryFontRuleTests {
  static let source = """
    import SwiftUI
    struct V: View {
      var selected = false
      var body: some View {
        List {
          NavigationLink { EmptyView() } label: { Text("t1").font(selected ? .headline : .body) }
          NavigationLink { EmptyView() } label: { Text("t4").font(selected ? Font.headline : Font.body) }
          NavigationLink { EmptyView() } label: { Text("t5").font(selected ? .headline : .system(size: 17)) }
          NavigationLink { EmptyView() } label: { Text("t6").font(selected ? .brandFont : .body) }
        }
      }
    }
    """

  @Test("text-style branches: no finding; a fixed branch: an error naming it; an app font: its note")
  func ternaries() throws {
    let result = RowDiscovery().discover(source: Self.source, path: "V.swift")
    #expect(result.row(title: "t5")?.title?.textStyle == .headline)
    let findings = result.findings.filter { $0.ruleID == .labelNotScaled }
    #expect(findings.map(\.location.line) == [8, 9])
    let fixed = try #require(findings.first)
    #expect(fixed.severity == .error)
    #expect(
      fixed.message
        == ".font(selected ? .headline : .system(size: 17)): its branch .system(size: 17) is 17 pt at every "
        + "category: it does not scale with Dynamic Type")
    #expect(findings[1].severity == .note)
    #expect(
      findings[1].message
        == ".font(selected ? .brandFont : .body): its branch .brandFont is the app's own font, not followed; "
        + "check that it scales with Dynamic Type")
    #expect(!findings.contains { $0.message.contains("comes from an expression") })
  }
}
