import TypeFitRow

/// Rows of the app's cell classes configured from a view controller: the cell is cast to its
/// class (`let cell = tableView.dequeueReusableCell(…) as! TitleCell`, or `as?` in a
/// `guard let`/`if let`), then its labels are set through the variable
/// (`cell.titleLabel.text = NSLocalizedString("v1", …)`). Each declaration of the variable is one
/// row: the class's labels (``CellClassIndex``) set through it give the parts in the order the
/// class declares them (title, subtitle, value), each with the font, line count and truncation
/// the class's code gives the label, unless the variable's code sets them
/// (`cell.titleLabel.numberOfLines = 1`: the twenty-fourth attack's A24-4 kept the class's). The
/// accessory is the one set through the variable, else the class's own. The twenty-third
/// attack's A23-5 read only texts set inside the class.
///
/// - Complexity: linear in the file's tokens plus, per cast, a binary search for the uses of the
///   variable in the part of the function where its declaration is in force. A class's labels
///   are gathered and indexed by name once per file, not once per cast: a class of 10,000 label
///   properties cast 2,500 times took 15.5 s of CPU (twenty-fourth attack A24-11).
struct CastCellRowRecognizer {
  /// A cell class's labels (its own and its superclasses', ``CellClassIndex/cellLabels(of:)``),
  /// each name with its place in declaration order.
  private struct ClassLabels {
    var labels: [CellClassIndex.LabelProperty]
    var places: [String: Int]
    var hasSwitch: Bool
  }

  let stream: TokenStream
  let resolver: StringReferenceResolver
  let cells: CellClassIndex

  /// Whether the file might cast to a cell class (a byte search before lexing).
  static func mightContainCasts(_ bytes: [UInt8]) -> Bool {
    bytes.containsSequence(Array("as! ".utf8)) || bytes.containsSequence(Array("as? ".utf8))
  }

  func recognize() -> [SourceRow] {
    guard !cells.classes.isEmpty else { return [] }
    var blocks: BlockScopes?
    var variables: ConfigurationVariables?
    var rows: [SourceRow] = []
    // Each class's labels, gathered at its first cast (`nil`: not a cell class of the app).
    var classLabels: [String: ClassLabels?] = [:]
    for position in 0..<stream.count
    where stream[position].isKeywordToken("as")
      && (stream.isPunctuation(position + 1, "!") || stream.isPunctuation(position + 1, "?"))
      && position + 2 < stream.count && stream[position + 2].kind == .identifier
    {
      let className = stream[position + 2].text
      if classLabels[className] == nil {
        classLabels[className] = cells.cellLabels(of: className).map { found in
          ClassLabels(
            labels: found.labels,
            places: Dictionary(
              found.labels.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first }),
            hasSwitch: found.hasSwitch)
        }
      }
      guard let known = classLabels[className], let labels = known, !labels.labels.isEmpty,
        let declaration = declaration(before: position)
      else { continue }
      if blocks == nil {
        let made = BlockScopes(stream)
        blocks = made
        variables = ConfigurationVariables(stream, blocks: made)
      }
      guard let blocks, let variables, let function = blocks.functionScope(of: declaration.keyword) else {
        continue
      }
      let own = variables.scope(
        ofDeclarationAt: declaration.keyword, name: declaration.name, within: function)
      if let row = row(
        of: className, labels: labels, variable: declaration.name,
        uses: variables.uses(of: declaration.name, in: own), scope: own)
      {
        rows.append(row)
      }
    }
    return rows
  }

  /// `let NAME =` / `guard let NAME =` / `if let NAME =` starting the statement that holds the
  /// cast at `position`: a bounded look back that stops at a statement or block boundary.
  private func declaration(before position: Int) -> (keyword: Int, name: String)? {
    var back = position - 1
    while back > 0, back > position - 48 {
      let token = stream[back]
      if token.kind == .punctuation, token.text == "{" || token.text == "}" || token.text == ";" {
        return nil
      }
      if token.isPunctuation("="), stream[back - 1].kind == .identifier, back >= 2,
        stream[back - 2].isKeywordToken("let") || stream[back - 2].isKeywordToken("var")
      {
        return (back - 2, stream[back - 1].text)
      }
      // A closing bracket: its call's arguments are skipped whole.
      if token.kind == .punctuation, token.text == ")" || token.text == "]",
        let open = stream.partner[back], open < back
      {
        back = open - 1
        continue
      }
      back -= 1
    }
    return nil
  }

  /// The row of the cell held by `variable`: `variable.LABEL.text = …` for the class's labels.
  private func row(
    of className: String, labels: ClassLabels, variable: String, uses: ArraySlice<Int>, scope: Range<Int>
  ) -> SourceRow? {
    var texts: [String: DiscoveredText] = [:]
    var seen: [String: Set<StringReference>] = [:]
    var accessory: Accessory?
    // The labels as the variable's code sets them, and the fonts it gives each.
    var settings: [String: CellClassIndex.LabelProperty] = [:]
    var fonts: [String: FontExpression] = [:]
    for use in uses {
      // `cell.accessoryType = …` / `cell.accessoryView = …` through the variable.
      if accessory == nil, stream.isPunctuation(use + 1, "."),
        stream.isIdentifier(use + 2, "accessoryType") || stream.isIdentifier(use + 2, "accessoryView")
      {
        accessory = UIKitAccessory.first(
          in: use..<stream.expressionEnd(from: use + 2, limit: scope.upperBound), stream: stream)
      }
      var current = use + 1
      guard stream.isPunctuation(current, "."), current + 1 < stream.count,
        stream[current + 1].kind == .identifier, labels.places[stream[current + 1].text] != nil
      else { continue }
      let label = stream[current + 1].text
      current += 2
      if stream.isPunctuation(current, "?") || stream.isPunctuation(current, "!") { current += 1 }
      guard stream.isPunctuation(current, "."), current + 1 < stream.count,
        stream[current + 1].kind == .identifier,
        stream.isPunctuation(current + 2, "="), !stream.isPunctuation(current + 3, "=")
      else { continue }
      let member = stream[current + 1].text
      let start = current + 3
      let end = stream.expressionEnd(from: start, limit: scope.upperBound)
      // `cell.titleLabel.numberOfLines = 1` (or its font or truncation) through the variable,
      // after the class's own set-up (A24-4).
      if CellClassIndex.LabelProperty.settings.contains(member) {
        var property = settings[label] ?? labels.labels[labels.places[label]!]
        property.take(member, value: start..<end, stream: stream, font: &fonts[label])
        settings[label] = property
        continue
      }
      guard member == "text", end > start, !(end == start + 1 && stream[start].text == "nil") else {
        continue
      }
      let found = resolver.text(start..<end, in: stream, literalIsKey: false)
      if texts[label] == nil {
        texts[label] = found
        seen[label] = Set([found.reference] + found.alternatives)
      } else {
        for reference in [found.reference] + found.alternatives where seen[label]!.insert(reference).inserted
        {
          texts[label]!.addAlternative(reference)
        }
      }
    }
    var parts: [DiscoveredText] = []
    // In the class's declaration order, from the labels set (not every label of the class).
    for (place, text) in texts.map({ (labels.places[$0.key]!, $0.value) }).sorted(by: { $0.0 < $1.0 }) {
      let label = labels.labels[place]
      parts.append((settings[label.name] ?? label).style(text))
    }
    guard let title = parts.first, parts.count <= 3 else { return nil }
    var row = SourceRow(location: title.location, construct: .cellSubclass(className), title: title)
    if parts.count > 1 { row.subtitle = parts[1] }
    if parts.count > 2 { row.value = parts[2] }
    row.accessory = labels.hasSwitch ? .toggle : accessory ?? cells.accessory(of: className) ?? .none
    row.isNavigable = row.accessory == .disclosure || row.accessory == .detailDisclosure
    return row
  }
}

extension CellClassIndex {
  /// The accessory a cell class's code sets, its own or its nearest superclass's.
  func accessory(of name: String) -> Accessory? {
    var current: String? = name
    var steps = 0
    while let type = current, steps < Self.maximumDepth, let cell = classes[type] {
      if let accessory = cell.accessory { return accessory }
      current = cell.superclass
      steps += 1
    }
    return nil
  }
}
