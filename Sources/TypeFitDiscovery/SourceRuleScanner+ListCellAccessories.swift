import TypeFitRow

/// TF017 (`not-modelled`) notes on `UICollectionViewListCell` accessories the row model does not lay out (the
/// twentieth attack's A20-31 found them dropped without a word).
extension SourceRuleScanner {
  /// A note on each accessory of the `accessories = […]` at `position` that
  /// ``ListCellAccessory`` does not read (`.popUpMenu(menu)`, a custom view that is no switch).
  func listCellAccessoryNotes(at position: Int, into findings: inout Findings) {
    guard stream.isPunctuation(position + 1, "="), stream.isPunctuation(position + 2, "["),
      let close = stream.partner[position + 2]
    else { return }
    for name in ListCellAccessory.unmodelled(in: position..<(close + 1), stream: stream) {
      let end = stream.partner[name + 1] ?? name
      findings.add(
        name, .notModelled,
        "list-cell accessory .\(stream.sourceText(name..<(end + 1))) is not modelled; the row's texts are "
          + "measured as if it took no room", note: true)
    }
  }
}
