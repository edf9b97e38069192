import TypeFitRow

/// TF017 (`not-modelled`) for a list held in edit mode, `.environment(\.editMode,
/// .constant(.active))`, in a file whose `ForEach` has `.onDelete` or `.onMove` (the eighty-third
/// attack's A83-4; Ice Cubes' `EditAccountView`): such rows always show the delete control
/// before their content and the reorder control after it, which take room from the text. Row
/// discovery lays every row out without editing controls, which an app's lists show only while the
/// user edits; the widths of the controls are not confirmed, so the rows are not laid out with
/// them and the note says so.
extension SourceRuleScanner {
  /// A note at each `.environment(\.editMode, .constant(.active))` of a file that has a `.onDelete`
  /// or `.onMove` modifier.
  func editModeNotes(into findings: inout Findings) {
    var editing: [(modifier: Int, value: Range<Int>)] = []
    var controls: Set<String> = []
    for position in 0..<stream.count where stream.isPunctuation(position, ".") {
      guard position + 2 < stream.count, stream[position + 1].kind == .identifier else { continue }
      let name = stream[position + 1].text
      switch name {
      case "onDelete", "onMove":
        if stream.isPunctuation(position + 2, "(") || stream.isPunctuation(position + 2, "{") {
          controls.insert(
            name == "onDelete"
              ? "the delete control before their content" : "the reorder control after their content")
        }
      case "environment":
        guard stream.isPunctuation(position + 2, "("), let close = stream.partner[position + 2],
          let value = EnvironmentKeyPathValue.value(
            of: "editMode", CallSyntax.splitArguments(position + 3..<close, in: stream), in: stream),
          value.contains(where: { stream[$0].isIdentifier("constant") }),
          value.contains(where: { stream[$0].isIdentifier("active") })
        else { continue }
        editing.append((position + 1, value))
      default:
        continue
      }
    }
    guard !controls.isEmpty else { return }
    let shown = controls.sorted().joined(separator: " and ")
    for (modifier, value) in editing {
      findings.add(
        modifier, .notModelled,
        ".environment(\\.editMode, \(stream.sourceText(value))) keeps the list editing: the rows of a ForEach "
          + "with .onDelete or .onMove show \(shown), which are not modelled; the text column is narrower than "
          + "modelled",
        note: true)
    }
  }
}
