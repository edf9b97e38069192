import Testing
import TypeFitDynamicType

@testable import TypeFitDiscovery

/// `.environment(\.dynamicTypeSize, X)` and `.environment(\.sizeCategory, X)` set the size as
/// `.dynamicTypeSize(X)` does (the twenty-first attack's A21-10 laid those texts out at every
/// category, with no TF009).
@Suite("SwiftUI rows: the Dynamic Type size set through .environment")
struct EnvironmentSizeTests {
  static let source = #"""
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          Text("e.dts").environment(\.dynamicTypeSize, .large)
          Text("e.sc").environment(\.sizeCategory, .extraExtraExtraLarge)
          Text("e.qual").environment(\EnvironmentValues.sizeCategory, ContentSizeCategory.accessibilityMedium)
          Text("e.typed").environment(\.dynamicTypeSize, DynamicTypeSize.xxLarge)
          Text("e.ax5").environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge)
          Text("e.inner").dynamicTypeSize(...DynamicTypeSize.xLarge).environment(\.dynamicTypeSize, .accessibility3)
          Text("e.computed").environment(\.dynamicTypeSize, size)
          Text("e.other").environment(\.defaultMinListRowHeight, 60)
          Section {
            Text("e.section")
          }
          .environment(\.sizeCategory, .small)
        }
      }
    }
    """#
  let result = RowDiscovery().discover(source: Self.source, path: "V.swift")

  func categories(_ key: String) -> ClosedRange<ContentSizeCategory>? {
    result.row(title: key)?.title?.sizeCategories
  }

  @Test("the one size each sets, composed with a .dynamicTypeSize limit nearer the text")
  func sizes() {
    #expect(categories("e.dts") == .large ... .large)
    #expect(categories("e.sc") == .xxxLarge ... .xxxLarge)
    #expect(categories("e.qual") == .accessibility1 ... .accessibility1)
    #expect(categories("e.typed") == .xxLarge ... .xxLarge)
    #expect(categories("e.ax5") == .accessibility5 ... .accessibility5)
    // The limit nearer the text takes the outer AX3 to its bound, xLarge.
    #expect(categories("e.inner") == .xLarge ... .xLarge)
    // A computed size and another key: not read.
    #expect(categories("e.computed") == nil)
    #expect(categories("e.other") == nil)
    #expect(categories("e.section") == .small ... .small)
  }

  /// The `Section`'s size is laid out (``sizes()``) and, since the twenty-third attack's A23-6,
  /// reported where it is written, as a `.dynamicTypeSize` there is.
  @Test("TF009 as for .dynamicTypeSize: the categories never reached; a note for a computed size")
  func findings() {
    let lines = result.findings.map {
      "\($0.location.line) \($0.isUnresolved ? "note" : $0.ruleID.rawValue) \($0.message)"
    }
    #expect(
      lines == [
        #"5 TF009 .environment(\.dynamicTypeSize, .large) stops the text at large: the 8 larger categories are never reached"#,
        #"6 TF009 .environment(\.sizeCategory, .extraExtraExtraLarge) stops the text at xxxLarge: the 5 larger categories are never reached"#,
        #"7 TF009 .environment(\EnvironmentValues.sizeCategory, ContentSizeCategory.accessibilityMedium) stops the text at accessibility1: the 4 larger categories are never reached"#,
        #"8 TF009 .environment(\.dynamicTypeSize, DynamicTypeSize.xxLarge) stops the text at xxLarge: the 6 larger categories are never reached"#,
        #"10 TF009 .dynamicTypeSize(...DynamicTypeSize.xLarge) stops the text at xLarge: the 7 larger categories are never reached"#,
        #"10 TF009 .environment(\.dynamicTypeSize, .accessibility3) stops the text at accessibility3: the 2 larger categories are never reached"#,
        #"11 note .environment(\.dynamicTypeSize, size): the size is computed at run time; a size below accessibility5 cuts categories"#,
        #"16 TF009 .environment(\.sizeCategory, .small) stops the text at small: the 10 larger categories are never reached"#,
      ])
  }
}
