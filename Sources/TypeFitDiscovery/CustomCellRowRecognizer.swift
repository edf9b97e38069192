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

  /// The rows of the file's cell classes; a class too far below its root to be read
  /// (``CellClassIndex/depthProblem(of:)``) adds a warning at its name to `diagnostics`, for
  /// the rows its own code and casts to it would make.
  func recognize(diagnostics: inout [DiscoveryDiagnostic]) -> [SourceRow] {
    var rows: [SourceRow] = []
    for (name, _, nameIndex, body) in CellClassIndex.classDeclarations(stream) {
      guard let (labels, hasSwitch) = cells.cellLabels(of: name) else {
        if let problem = cells.depthProblem(of: name) {
          diagnostics.append(
            DiscoveryDiagnostic(
              kind: .cellClassTooDeep, location: stream.location(nameIndex), message: problem))
        }
        continue
      }
      guard !labels.isEmpty else { continue }
      // One pass over the body for all labels: a class of n labels is not read n times. A name
      // declared twice (`let label = UILabel()` in two closures) is two labels with the same text.
      let names = Set(labels.map(\.name))
      var texts: [String: DiscoveredText] = [:]
      var seen: [String: Set<StringReference>] = [:]
      // Computed properties already assigned to each label: assigned again, they add nothing.
      var properties: [String: Set<TypeMemberStrings.Name>] = [:]
      // Inside a property's set-up closure, its local is the property (A23-1).
      let closures = LabelPropertyClosures(stream, in: body)
      for position in body where stream[position].kind == .identifier {
        // `self.titleLabel.text = …` is `titleLabel.text = …` (`self` is a keyword token: A24-14
        // read no row for mastodon-ios `TimelineLoaderTableViewCell`).
        guard let name = closures.labelName(at: position, in: stream), names.contains(name),
          !stream.isPunctuation(position - 1, ".")
            || (position >= 2 && stream[position - 2].isKeywordToken("self")),
          stream.isPunctuation(position + 1, "."), stream.isIdentifier(position + 2, "text"),
          stream.isPunctuation(position + 3, "="), !stream.isPunctuation(position + 4, "=")
        else { continue }
        let end = stream.expressionEnd(from: position + 4, limit: body.upperBound)
        guard end > position + 4, !(end == position + 5 && stream[position + 4].text == "nil") else {
          continue
        }
        if let property = resolver.member(position + 4..<end, in: stream, literalIsKey: false),
          !properties[name, default: []].insert(property).inserted
        {
          continue
        }
        let found = resolver.text(position + 4..<end, in: stream, literalIsKey: false)
        if texts[name] == nil {
          texts[name] = found
          seen[name] = Set([found.reference] + found.alternatives)
        } else {
          // A set beside the list: n assignments to one label give n alternatives, each looked up
          // once (and appended in place, not to a copy).
          for reference in [found.reference] + found.alternatives where seen[name]!.insert(reference).inserted
          {
            texts[name]!.addAlternative(reference)
          }
        }
      }
      var assigned: [(label: CellClassIndex.LabelProperty, text: DiscoveredText)] = []
      for label in labels {
        guard let text = texts[label.name] else { continue }
        assigned.append((label, label.style(text)))
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
