import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// `.labelStyle(.titleOnly)` shows a `Label`'s title without its icon: the row has no leading
/// icon (the eighteenth attack's A18-7 kept it, measuring the title narrower than drawn).
@Suite("SwiftUI rows: .labelStyle(.titleOnly) leaves the icon out")
struct TitleOnlyLabelTests {
  static let source = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          NavigationLink { EmptyView() } label: { Label("t1", systemImage: "star").labelStyle(.titleOnly).lineLimit(1) }
          NavigationLink { EmptyView() } label: { Label("t2", systemImage: "star") }.labelStyle(.titleOnly)
          Label("t3", systemImage: "star").labelStyle(TitleOnlyLabelStyle())
          NavigationLink { EmptyView() } label: { Label("t4", systemImage: "star").lineLimit(1) }
          Label("t5", systemImage: "star")
          NavigationLink { EmptyView() } label: { Label("t6", systemImage: "star").labelStyle(.titleAndIcon) }
            .labelStyle(.titleOnly)
          Section { Label("t7", systemImage: "star") }.labelStyle(.titleOnly)
          NavigationLink { EmptyView() } label: { Label { Text("t8") } icon: { Image(systemName: "star") } }
            .labelStyle(.titleOnly)
          Button("t9", systemImage: "star") {}.labelStyle(.titleOnly)
          Button("t10", systemImage: "star") {}
          Toggle("t11", systemImage: "star", isOn: $on).labelStyle(.titleOnly)
          Toggle("t12", systemImage: "star", isOn: $on)
        }
      }
    }
    """
  let result = RowDiscovery().discover(source: Self.source, path: "V.swift")

  @Test("titleOnly, its own, the link's, a section's or as TitleOnlyLabelStyle(): no leading icon")
  func titleOnly() throws {
    for key in ["t1", "t2", "t3", "t7", "t8", "t9", "t11"] {
      let row = try #require(result.row(title: key), "\(key)")
      #expect(row.leading == LeadingContent.none, "\(key)")
    }
    #expect(result.row(title: "t1")?.title?.lineLimit == 1)
  }

  @Test("without it, or with a nearer .titleAndIcon, the leading symbol stays")
  func iconKept() throws {
    for key in ["t4", "t5", "t6", "t10", "t12"] {
      let row = try #require(result.row(title: key), "\(key)")
      #expect(row.leading == .symbol, "\(key)")
    }
  }
}
