import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The eighteenth attack's A18-12: `.textCase(.uppercase)` was not read, so the row was measured
/// with its text as written, narrower than the uppercased text SwiftUI draws.
@Suite("SwiftUI rows: .textCase")
struct TextCaseTests {
  static let source = """
    import SwiftUI
    struct V: View {
      var body: some View {
        List {
          Text("u").textCase(.uppercase)
          Text("l").textCase(Text.Case.lowercase)
          Text("n")
          Section {
            Text("s")
            Text("x").textCase(nil)
            NavigationLink { EmptyView() } label: { Text("c").textCase(flag ? .uppercase : nil) }
          }
          .textCase(.uppercase)
        }
      }
    }
    """

  @Test("the nearest .textCase wins; nil or a computed case shows the text as written")
  func cases() {
    let result = RowDiscovery().discover(source: Self.source, path: "V.swift")
    func textCase(_ key: String) -> TextCase? { result.row(title: key)?.title?.textCase }
    #expect(textCase("u") == .uppercase)
    #expect(textCase("l") == .lowercase)
    #expect(textCase("n") == nil)
    #expect(textCase("s") == .uppercase)
    #expect(textCase("x") == nil)
    #expect(textCase("c") == nil)
    #expect(result.titleKeys == ["u", "l", "n", "s", "x", "c"])
  }
}
