import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The eighty-third attack's A83-3: a list narrower than the screen (a width modifier on it or on
/// a view holding it, a view beside it in an `HStack`) had its rows laid out at the full width in
/// silence.
@Suite("SwiftUI rows: a list narrower than the screen")
struct ListWidthTests {
  @Test("padding, frame, margins and safe-area padding on a list, and lists side by side, are notes")
  func notes() {
    let source = """
      import SwiftUI
      struct A: View {
        var body: some View { List { Text("k1").lineLimit(1) }.padding(.horizontal, 100) }
      }
      struct B: View {
        var body: some View { List { Text("k2").lineLimit(1) }.frame(width: 220) }
      }
      struct C: View {
        var body: some View { List { Text("k3").lineLimit(1) }.contentMargins(.horizontal, 100, for: .scrollContent) }
      }
      struct D: View {
        var body: some View { NavigationStack { Form { Text("k4").lineLimit(1) } }.safeAreaPadding(.horizontal, 100) }
      }
      struct E: View {
        var body: some View { HStack { List { Text("k5").lineLimit(1) }; List { Text("k6").lineLimit(1) } } }
      }
      struct F: View {
        var body: some View {
          List { Text("k7") }.padding(.vertical, 10).frame(maxWidth: .infinity)
            .contentMargins(.horizontal, 20, for: .scrollIndicators)
        }
      }
      struct G: View {
        @State var shown = false
        var body: some View {
          VStack { Text("title") }.sheet(isPresented: $shown) { List { Text("k8") } }.padding()
        }
      }
      struct H: View {
        var body: some View { VStack { List { Text("k9") }; Text("footer") } }
      }
      """
    let notes = RowDiscovery().discover(source: source, path: "V.swift").findings
      .filter { $0.severity == .note && $0.ruleID == .notModelled }
      .map { "\($0.location.line) \($0.message)" }
    let full = "the rows in it are laid out at the full screen width (not modelled)"
    #expect(
      notes == [
        "3 .padding(.horizontal, 100) on List makes its list narrower than the screen; " + full,
        "6 .frame(width: 220) on List makes its list narrower than the screen; " + full,
        "9 .contentMargins(.horizontal, 100, for: .scrollContent) on List makes its list narrower than the "
          + "screen; " + full,
        "12 .safeAreaPadding(.horizontal, 100) on NavigationStack makes its list narrower than the screen; "
          + full,
        "15 List beside List in an HStack is narrower than the screen; " + full,
        "15 List beside List in an HStack is narrower than the screen; " + full,
      ])
  }
}
