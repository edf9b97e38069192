import Testing

@testable import TypeFitDiscovery

/// The twentieth attack's A20-12: which row texts SwiftUI reads as inline Markdown.
@Suite("SwiftUI rows: LocalizedStringKey texts read as Markdown")
struct MarkdownKeyTests {
  @Test(
    "a literal key in a SwiftUI view is Markdown; String(localized:), NSLocalizedString and UIKit are not")
  func marked() {
    let source = """
      import SwiftUI
      struct V: View {
        var body: some View {
          List {
            Button { } label: { Text("md.text") }
            NavigationLink("md.link") { EmptyView() }
            Toggle("md.toggle", isOn: $on)
            Text(String(localized: "md.string"))
            Text(NSLocalizedString("md.ns", comment: ""))
          }
        }
      }
      final class C: UITableViewController {
        override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell()
          var content = cell.defaultContentConfiguration()
          content.text = NSLocalizedString("md.uikit", comment: "")
          cell.contentConfiguration = content
          return cell
        }
      }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    func markdown(_ key: String) -> Bool? { result.row(title: key)?.title?.rendersMarkdown }
    #expect(markdown("md.text") == true)
    #expect(markdown("md.link") == true)
    #expect(markdown("md.toggle") == true)
    #expect(markdown("md.string") == false)
    #expect(markdown("md.ns") == false)
    #expect(markdown("md.uikit") == false)
  }

  /// The twenty-first attack's A21-23: `LocalizedStringKey("k")` is a key SwiftUI renders.
  @Test(
    "Text(LocalizedStringKey(\"k\")) is Markdown; Text(String(localized:)) and Button(String(localized:)) are not"
  )
  func keyInitializer() {
    let source = """
      List {
        Text(LocalizedStringKey("ms.lsk"))
        Text(.init("ms.init"))
        Label(.init("ms.label"), systemImage: "x")
        Text("ms.as" as LocalizedStringKey)
        Text(String(localized: "ms.str"))
        Button(String(localized: "ms.btnstr")) { }
        Text("ms.plain")
      }
      """
    let result = RowDiscovery().discover(source: source, path: "V.swift")
    func markdown(_ key: String) -> Bool? { result.row(title: key)?.title?.rendersMarkdown }
    #expect(markdown("ms.lsk") == true)
    // A21-14: `.init("k")` and `"k" as LocalizedStringKey` name the key, rendered too.
    #expect(markdown("ms.init") == true)
    #expect(markdown("ms.label") == true)
    #expect(markdown("ms.as") == true)
    #expect(markdown("ms.str") == false)
    #expect(markdown("ms.btnstr") == false)
    #expect(markdown("ms.plain") == true)
  }
}
