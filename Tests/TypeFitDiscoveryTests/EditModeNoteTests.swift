import Testing
import TypeFitRow

@testable import TypeFitDiscovery

/// The eighty-third attack's A83-4: a list held in edit mode (`.environment(\.editMode,
/// .constant(.active))`, as Ice Cubes' `EditAccountView` does) shows the delete and reorder
/// controls on the rows of a `ForEach` with `.onDelete` and `.onMove`; the rows were laid out
/// without them and nothing was said.
@Suite("SwiftUI rows: a list held in edit mode")
struct EditModeNoteTests {
  static func source(editMode: String, modifiers: String) -> String {
    """
    import SwiftUI
    struct A: View {
      @State var items = [0]
      var body: some View {
        List {
          ForEach(items, id: \\.self) { _ in Text("k1").lineLimit(1) }
            \(modifiers)
        }
        .environment(\\.editMode, \(editMode))
      }
    }
    """
  }

  static func notes(_ source: String) -> [SourceFinding] {
    RowDiscovery().discover(source: source, path: "A.swift").findings.filter { $0.ruleID == .notModelled }
  }

  @Test("a constant active edit mode over .onDelete and .onMove rows is a note at the modifier")
  func constantActive() {
    let notes = Self.notes(
      Self.source(
        editMode: ".constant(.active)",
        modifiers:
          ".onMove { items.move(fromOffsets: $0, toOffset: $1) }\n.onDelete { items.remove(atOffsets: $0) }"))
    #expect(notes.map(\.location.line) == [10])
    #expect(
      notes.first?.message
        == ".environment(\\.editMode, .constant(.active)) keeps the list editing: the rows of a ForEach with "
        + ".onDelete or .onMove show the delete control before their content and the reorder control after their "
        + "content, which are not modelled; the text column is narrower than modelled")
  }

  @Test("no note without .onDelete or .onMove, nor for an edit mode the user switches")
  func noControls() {
    #expect(Self.notes(Self.source(editMode: ".constant(.active)", modifiers: "")).isEmpty)
    #expect(Self.notes(Self.source(editMode: "$mode", modifiers: ".onDelete(perform: remove)")).isEmpty)
    #expect(
      Self.notes(Self.source(editMode: ".constant(.inactive)", modifiers: ".onDelete(perform: remove)"))
        .isEmpty)
  }
}
