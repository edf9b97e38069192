import Testing
import TypeFitDynamicType

@testable import TypeFitDiscovery

/// The eighteenth attack's A18-10: `.dynamicTypeSize(…)` limits, and fonts of fixed size, were
/// not read, so rows SwiftUI never draws above xxxLarge got TF001 errors "from AX1" beside the
/// TF009 finding saying the categories are never reached.
@Suite("SwiftUI rows: .dynamicTypeSize limits and fixed-size fonts")
struct DynamicTypeSizeLimitTests {
  static let source = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          NavigationLink { EmptyView() } label: { Text("c1").lineLimit(1) }
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
          NavigationLink { EmptyView() } label: { Text("c2").lineLimit(1).dynamicTypeSize(.large) }
          NavigationLink("c3") { EmptyView() }
          Section {
            Text("c4").dynamicTypeSize(...DynamicTypeSize.large)
            Text("c5").dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xLarge)
            Text("c6").dynamicTypeSize(..<DynamicTypeSize.accessibility1)
            Text("c7").dynamicTypeSize(size)
          }
          .dynamicTypeSize(.small...)
        }
        .dynamicTypeSize(.xSmall ... .accessibility2)
      }
    }
    struct W: View {
      var body: some View {
        NavigationStack {
          List { Text("w1") }
        }
        .dynamicTypeSize(...DynamicTypeSize.xLarge)
      }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "V.swift")

  @Test("a limit on a row, a text, a Section or a List reaches the texts inside; the nearest limits last")
  func limits() throws {
    let c1 = try #require(result.row(title: "c1"))
    // The List's limit, then the row's.
    #expect(c1.sizeCategories == .xSmall ... .xxxLarge)
    #expect(c1.title?.sizeCategories == .xSmall ... .xxxLarge)
    let c2 = try #require(result.row(title: "c2"))
    #expect(c2.sizeCategories == .xSmall ... .accessibility2)
    #expect(c2.title?.sizeCategories == .large ... .large)
    #expect(result.row(title: "c3")?.title?.sizeCategories == .xSmall ... .accessibility2)
    // Section `.small...` inside the List's `xSmall...AX2`: the intersection.
    #expect(result.row(title: "c4")?.title?.sizeCategories == .small ... .large)
    // A size set further out is limited by the nearer range (Apple's example): large.
    #expect(result.row(title: "c5")?.title?.sizeCategories == .large ... .large)
    #expect(result.row(title: "c6")?.title?.sizeCategories == .small ... .xxxLarge)
    // A computed size is not known: the limits around it hold.
    #expect(result.row(title: "c7")?.title?.sizeCategories == .small ... .accessibility2)
    // Through a navigation container.
    #expect(result.row(title: "w1")?.title?.sizeCategories == .xSmall ... .xLarge)
  }

  @Test("the argument forms read, and those that are not")
  func forms() {
    func read(_ argument: String) -> ClosedRange<ContentSizeCategory>? {
      let stream = TokenStream(file: "A.swift", tokens: SwiftLexer.tokenize(argument, file: "A.swift").tokens)
      return DynamicTypeSizeLimit.categories(in: 0..<stream.count, stream: stream)
    }
    #expect(read(".large") == .large ... .large)
    #expect(read("DynamicTypeSize.accessibility3") == .accessibility3 ... .accessibility3)
    #expect(read("...DynamicTypeSize.xxxLarge") == .xSmall ... .xxxLarge)
    #expect(read(".medium ... .accessibility3") == .medium ... .accessibility3)
    #expect(read(".xLarge...") == .xLarge ... .accessibility5)
    #expect(read(".large..<.xxxLarge") == .large ... .xxLarge)
    #expect(read("..<DynamicTypeSize.xSmall") == nil)
    #expect(read(".xxLarge ... .small") == nil)
    #expect(read("size") == nil)
    #expect(read(".huge") == nil)
    #expect(read("isCompact ? .large : .xxxLarge") == nil)
  }

  static let fonts = """
    import SwiftUI
    struct F: View {
      var body: some View {
        List {
          Text("f1").font(.system(size: 17))
          Text("f2").font(.custom("Inter", fixedSize: 15))
          Text("f3").font(Font.system(size: 13, weight: .regular))
          Text("f4").font(.custom("Inter", size: 17))
          Text("f5").font(.body).font(.system(size: 12))
          Section {
            Text("f6")
            Text("f7").font(.caption)
          }
          .font(.system(size: 11))
          Text("f8").font(.system(size: fontSize))
        }
      }
    }
    """

  @Test("a font of fixed size keeps its size in points; a nearer text style or a scaling font does not")
  func fixedFonts() {
    let result = RowDiscovery().discover(source: Self.fonts, path: "F.swift")
    func fixed(_ key: String) -> Double? { result.row(title: key)?.title?.fixedPointSize }
    #expect(fixed("f1") == 17)
    #expect(fixed("f2") == 15)
    #expect(fixed("f3") == 13)
    #expect(fixed("f4") == nil)
    #expect(fixed("f5") == nil)
    #expect(result.row(title: "f5")?.title?.textStyle == .body)
    #expect(fixed("f6") == 11)
    #expect(fixed("f7") == nil)
    #expect(result.row(title: "f7")?.title?.textStyle == .caption1)
    #expect(fixed("f8") == nil)
  }
}
