import Testing
import TypeFitDynamicType
import TypeFitRow

@testable import TypeFitDiscovery

/// The twenty-third attack's A23-6: a fixed font or a Dynamic Type clamp set around the rows (on
/// the `List`, a `Section`, a stack holding the list) or by the app's own modifier was applied to
/// the rows' layout but reported nowhere: `No findings.` and exit 0.
@Suite("Source rules: fixed fonts and clamps around rows")
struct OuterFontTests {
  static let list = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          NavigationLink("lf1") { EmptyView() }
        }
        .font(.system(size: 14))
      }
    }
    struct W: View {
      var body: some View {
        List {
          Section {
            NavigationLink("lm2") { EmptyView() }
          }
          .font(.custom("Avenir", fixedSize: 15))
          NavigationLink("lf2") { EmptyView() }.font(.body)
        }
        .environment(\\.font, .system(size: 14))
      }
    }
    struct X: View {
      var body: some View {
        VStack { List { NavigationLink("lm3") { EmptyView() } } }
          .dynamicTypeSize(...DynamicTypeSize.large)
        Text("outside").font(.system(size: 9))
      }
    }
    """

  @Test(
    "a fixed font on a List or Section, through .environment, a clamp on a stack around a List: TF009 there")
  func listModifiers() throws {
    let result = RowDiscovery().discover(source: Self.list, path: "V.swift")
    #expect(result.row(title: "lf1")?.title?.fixedPointSize == 14)
    let findings = result.findings.filter { $0.ruleID == .labelNotScaled }
    #expect(findings.map(\.location.line) == [7, 16, 19, 25])
    #expect(findings.allSatisfy { $0.severity == .error })
    #expect(
      findings.first?.message
        == ".font(.system(size: 14)) is 14 pt at every category: it does not scale with Dynamic Type")
    #expect(findings[1].message == ".font(.custom(_:fixedSize: 15)) does not scale with Dynamic Type")
    #expect(findings[2].message.hasPrefix(".font(.system(size: 14)) is 14 pt"))
    #expect(
      findings[3].message
        == ".dynamicTypeSize(...DynamicTypeSize.large) stops the text at large: the 8 larger categories are never reached"
    )
  }

  static let clampDeclarations = """
    import SwiftUI
    struct Clamp: ViewModifier {
      func body(content: Content) -> some View {
        content.dynamicTypeSize(...DynamicTypeSize.large)
      }
    }
    extension View {
      func clampedLarge() -> some View { dynamicTypeSize(...DynamicTypeSize.large) }
      func smallFixed() -> some View { font(.system(size: 12)) }
      func titled() -> some View { font(.headline).lineLimit(1) }
    }
    """
  static let clampUses = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          NavigationLink { EmptyView() } label: { Text("c3").lineLimit(1).clampedLarge() }
          NavigationLink { EmptyView() } label: { Text("c4").lineLimit(1).modifier(Clamp()) }
          NavigationLink { EmptyView() } label: { Text("c5").titled() }
          Section { Text("c6") }.smallFixed()
        }
      }
    }
    """

  @Test("the app's own modifier that clamps or fixes the font, on a row or a Section: TF009 at the use")
  func appModifiers() throws {
    let result = RowDiscovery().discover(sources: [
      ("M.swift", Array(Self.clampDeclarations.utf8)), ("V.swift", Array(Self.clampUses.utf8)),
    ])
    #expect(result.row(title: "c3")?.title?.sizeCategories == .xSmall ... .large)
    let findings = result.findings.filter { $0.ruleID == .labelNotScaled }
    #expect(findings.map(\.location.file) == ["V.swift", "V.swift", "V.swift"])
    #expect(findings.map(\.location.line) == [5, 6, 8])
    #expect(findings.allSatisfy { $0.severity == .error })
    #expect(
      findings.first?.message
        == ".clampedLarge() is the app's own modifier (M.swift:8); it stops the text at large: the 8 larger "
        + "categories are never reached")
    #expect(
      findings.last?.message
        == ".smallFixed() is the app's own modifier (M.swift:9); it sets a font of 12 pt at every category: it "
        + "does not scale with Dynamic Type")
  }
}
