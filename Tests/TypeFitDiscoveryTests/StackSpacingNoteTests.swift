import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The eighty-third attack's A83-5: a row's `HStack(spacing:)` was not read.
@Suite("SwiftUI rows: an HStack's spacing")
struct StackSpacingNoteTests {
  @Test("a literal spacing above the model's widest gap is a note at the argument")
  func note() {
    let source = """
      import SwiftUI
      struct V: View {
        var body: some View {
          List {
            HStack(spacing: 150) { Image("x").resizable().frame(width: 20, height: 20); Text("k1").lineLimit(1) }
            HStack(alignment: .center, spacing: 150) { Image(systemName: "star"); Text("k2").lineLimit(1) }
            HStack(spacing: 12) { Image(systemName: "star"); Text("k3") }
            HStack(spacing: gap) { Image(systemName: "star"); Text("k4") }
          }
        }
      }
      """
    let notes = RowDiscovery().discover(source: source, path: "V.swift").findings
      .filter { $0.severity == .note && $0.ruleID == .notModelled }
      .map { "\($0.location.line):\($0.location.column) \($0.message)" }
    let rest =
      "pt between the row's views; the row is laid out with its own gaps (at most 16 pt), so its text has "
      + "less room than modelled (not modelled)"
    #expect(
      notes == [
        "5:23 HStack(spacing: 150) puts 150 " + rest,
        "6:43 HStack(spacing: 150) puts 150 " + rest,
      ])
  }
}
