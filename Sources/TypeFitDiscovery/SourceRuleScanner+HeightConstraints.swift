import TypeFitRow

/// TF011's Auto Layout spelling (the twenty-third attack's A23-20): a constraint that fixes a
/// cell's height, `contentView.heightAnchor.constraint(equalToConstant: 44).isActive = true` or
/// `heightAnchor.constraint(equalToConstant: 44)` in `NSLayoutConstraint.activate([…])`, or caps
/// it (`lessThanOrEqualToConstant:`), cuts its text as `rowHeight = 44` does.
///
/// The constraint counts when it is made on
/// - the cell or its `contentView` inside a list cell class (`heightAnchor`, `self.heightAnchor`,
///   `contentView.heightAnchor`, `self.contentView.heightAnchor`);
/// - a cell variable anywhere (`cell.heightAnchor`, `cell.contentView.heightAnchor`): a name
///   declared from `dequeueReusableCell(…)` or a cell class (`UITableViewCell(…)`, `as!
///   TitleCell`, a parameter `cell: UITableViewCell`), or named `cell`;
/// - inside a list cell class, one of its labels or a view that holds one (``CellTextHolders``).
///
/// Not reported: `greaterThanOrEqualToConstant:` (a minimum: the row still grows); a constraint
/// whose priority is lowered or whose constant is changed later (`.priority` or `.constant` set on
/// its statement or on the name it is kept in: it gives way to the content, or is not fixed); one
/// made inactive (`.isActive = false`); a height of 0 (a collapsed cell shows no text); an icon's
/// (`iconView.heightAnchor…`, a view that holds no label).
extension SourceRuleScanner {
  /// The fixed-height constraints of the file's cells, each an error at its constant (a note
  /// when the constant is out of range).
  func cellHeightConstraints(into findings: inout Findings) {
    let anchors = (0..<stream.count).filter {
      stream[$0].isIdentifier("heightAnchor") && stream.isPunctuation($0 + 1, ".")
        && stream.isIdentifier($0 + 2, "constraint") && stream.isPunctuation($0 + 3, "(")
    }
    guard !anchors.isEmpty else { return }
    let holders = CellTextHolders(stream, cells: cells)
    // Names whose constraint is changed after it is made: `heightConstraint.priority = …`,
    // `.constant = …`.
    var changed = Set<String>()
    for position in 0..<stream.count
    where stream[position].kind == .identifier && stream.isPunctuation(position + 1, ".")
      && (stream.isIdentifier(position + 2, "priority") || stream.isIdentifier(position + 2, "constant"))
      && stream.isPunctuation(position + 3, "=") && !stream.isPunctuation(position + 4, "=")
    {
      changed.insert(stream[position].text)
    }
    for anchor in anchors {
      guard let close = stream.partner[anchor + 3],
        let argument = CallSyntax.splitArguments(anchor + 4..<close, in: stream).first,
        argument.label == "equalToConstant" || argument.label == "lessThanOrEqualToConstant",
        let receiver = heightReceiver(ofAnchorAt: anchor), !isChanged(after: close),
        !(stream.isPunctuation(receiver.start - 1, "=") && receiver.start >= 2
          && changed.contains(stream[receiver.start - 2].text)),
        let what = heightSubject(receiver.names, at: anchor, holders: holders)
      else { continue }
      let written = stream.sourceText(receiver.start..<close + 1)
      let verb = argument.label == "equalToConstant" ? "fixes" : "caps"
      for literal in fixedHeightLiterals(argument.range) ?? [] {
        switch number(literal, field: "the height in points", in: Self.heights) {
        case .value(let height) where height > 0:
          findings.add(
            literal.lowerBound, .fixedRowHeight,
            "\(written) \(verb) \(what) at \(Self.points(height)) pt: text is cut when it grows with "
              + "Dynamic Type")
        case .outOfRange(let error):
          findings.add(literal.lowerBound, .fixedRowHeight, "\(written): \(error); not checked", note: true)
        case .value, nil:
          break
        }
      }
    }
  }

  /// The names before `.heightAnchor` at `anchor`, `self` left out (`[]` for the view itself,
  /// `["contentView"]`, `["cell", "contentView"]`), and where they start; `nil` for a receiver
  /// longer than two names or computed (`views[0].heightAnchor`).
  private func heightReceiver(ofAnchorAt anchor: Int) -> (names: [String], start: Int)? {
    var names: [String] = []
    var start = anchor
    while stream.isPunctuation(start - 1, ".") {
      var name = start - 2
      if stream.isPunctuation(name, "?") || stream.isPunctuation(name, "!") { name -= 1 }
      guard name >= 0, names.count < 3,
        stream[name].kind == .identifier || stream[name].isKeywordToken("self")
      else { return nil }
      names.insert(stream[name].text, at: 0)
      start = name
    }
    if names.first == "self" { names.removeFirst() }
    guard names.count <= 2 else { return nil }
    return (names, start)
  }

  /// Whether the constraint whose call closes at `close` is changed on its statement: a lowered
  /// priority (`.withPriority(.defaultHigh)`, `.priority = …`), a constant set later, or
  /// `.isActive = false`.
  private func isChanged(after close: Int) -> Bool {
    var position = close + 1
    var steps = 0
    while steps < 16, stream.isPunctuation(position, "."), position + 1 < stream.count,
      stream[position + 1].kind == .identifier
    {
      let member = stream[position + 1].text
      if member.lowercased().contains("priority") || member == "constant" { return true }
      if member == "isActive", stream.isPunctuation(position + 2, "="),
        !(position + 3 < stream.count && stream[position + 3].isIdentifierOrKeyword("true"))
      {
        return true
      }
      position += 2
      if stream.isPunctuation(position, "("), let end = stream.partner[position] { position = end + 1 }
      steps += 1
    }
    return false
  }

  /// What a height constraint on `names` at `anchor` sizes, as the message says it (`the cell's
  /// height`, `the height of stack, which holds the cell's labels`), or `nil` when it sizes no
  /// text of a cell.
  private func heightSubject(_ names: [String], at anchor: Int, holders: CellTextHolders) -> String? {
    let cell = holders.cell(at: anchor)
    switch names.count {
    case 0:
      return cell != nil ? "the cell's height" : nil
    case 1 where names[0] == "contentView":
      return cell != nil ? "the cell's height" : nil
    case 1 where isCellVariable(names[0], at: anchor):
      return "the cell's height"
    case 1:
      guard let cell, holders.holdsText(names[0], in: cell) else { return nil }
      return holders.isLabel(names[0], in: cell)
        ? "the height of the label \(names[0])" : "the height of \(names[0]), which holds the cell's labels,"
    default:
      return names[1] == "contentView" && isCellVariable(names[0], at: anchor) ? "the cell's height" : nil
    }
  }

  /// Whether `name` at `use` is a cell: declared from `dequeueReusableCell(…)`, a cell class's
  /// initializer or a cast to one, or as a parameter of a cell type, on its declaration's line;
  /// or named `cell` (a registration closure's parameter).
  private func isCellVariable(_ name: String, at use: Int) -> Bool {
    if name == "cell" { return true }
    guard let declaration = stream.declaredNames.declaration(of: name, at: use) else { return false }
    let line = stream[declaration.position].line
    var position = declaration.position + 1
    while position < stream.count, position < declaration.position + 24, stream[position].line == line {
      let token = stream[position]
      if token.kind == .punctuation, token.text == "{" || token.text == "}" || token.text == ";" { break }
      if token.kind == .identifier,
        token.text == "dequeueReusableCell" || CellClassIndex.roots.contains(token.text)
          || cells.isListCell(token.text, superclass: nil)
      {
        return true
      }
      position += 1
    }
    return false
  }
}
