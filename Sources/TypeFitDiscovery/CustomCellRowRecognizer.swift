import TypeFitRow

/// Rows of UIKit cell subclasses that lay out their own `UILabel`s: in each class that is a
/// `UITableViewCell` or `UICollectionViewListCell` (directly or through the app's own cell
/// classes), `label.text = …` assignments to the class's labels (own or inherited) give the
/// parts in the order the labels are declared: title, then subtitle. A `UISwitch` property is a
/// switch accessory; `accessoryType = …` in the class sets the accessory. Cells with more than
/// three assigned labels (a post, a profile card) are not list rows of this kind and are skipped.
struct CustomCellRowRecognizer {
  let stream: TokenStream
  let resolver: StringReferenceResolver
  let cells: CellClassIndex

  func recognize() -> [SourceRow] {
    var rows: [SourceRow] = []
    for (name, _, nameIndex, body) in CellClassIndex.classDeclarations(stream) {
      guard let (labels, hasSwitch) = cells.cellLabels(of: name), !labels.isEmpty else { continue }
      var assigned: [(label: CellClassIndex.LabelProperty, text: DiscoveredText)] = []
      for label in labels {
        var text: DiscoveredText?
        for position in body where stream[position].isIdentifier(label.name) {
          guard !stream.isPunctuation(position - 1, ".") || stream.isIdentifier(position - 2, "self"),
            stream.isPunctuation(position + 1, "."), stream.isIdentifier(position + 2, "text"),
            stream.isPunctuation(position + 3, "="), !stream.isPunctuation(position + 4, "=")
          else { continue }
          let end = stream.expressionEnd(from: position + 4, limit: body.upperBound)
          guard end > position + 4, !(end == position + 5 && stream[position + 4].text == "nil") else {
            continue
          }
          let found = resolver.text(position + 4..<end, in: stream, literalIsKey: false)
          if text == nil {
            text = found
          } else {
            for reference in [found.reference] + found.alternatives
            where reference != text!.reference && !text!.alternatives.contains(reference) {
              text!.alternatives.append(reference)
            }
          }
        }
        if var text {
          text.textStyle = label.textStyle
          text.lineLimit = label.lineLimit
          assigned.append((label, text))
        }
      }
      guard !assigned.isEmpty, assigned.count <= 3 else { continue }
      var row = SourceRow(
        location: stream.location(nameIndex), construct: .cellSubclass(name),
        title: assigned[0].text)
      if assigned.count > 1 { row.subtitle = assigned[1].text }
      if assigned.count > 2 { row.value = assigned[2].text }
      row.accessory = hasSwitch ? .toggle : UIKitAccessory.first(in: body, stream: stream) ?? .none
      row.isNavigable = row.accessory == .disclosure || row.accessory == .detailDisclosure
      rows.append(row)
    }
    return rows
  }
}
