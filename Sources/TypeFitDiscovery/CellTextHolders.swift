/// Which names in a file's list cell classes hold the cell's text: the class's labels (its own
/// `UILabel` properties and inherited ones, ``CellClassIndex``, and `textLabel`,
/// `detailTextLabel`), and the views that hold one of them directly or through others,
/// `stack.addArrangedSubview(titleLabel)`, `contentView.addSubview(stack)`,
/// `insertArrangedSubview(_:at:)`, `let stack = UIStackView(arrangedSubviews: [titleLabel, …])`.
/// A fixed height on any of them cuts the row's text (TF011, the twenty-third attack's A23-20);
/// an icon's image view, or a stack of icons, holds none.
///
/// A use is read in the innermost class around it: a class nested in a cell is not the cell.
///
/// - Complexity: linear in the file's tokens, plus O(log c) to find the class around a position
///   among c classes (and a walk out through the classes around it, bounded by the nesting).
struct CellTextHolders {
  /// One class body.
  private struct Body {
    var range: Range<Int>
    /// The class around it, by index.
    var parent: Int?
    /// Whether the class is a list cell (``CellClassIndex/isListCell(_:superclass:)``).
    var isCell: Bool
    /// The cell's labels, and the names holding text (its labels among them).
    var labels: Set<String> = []
    var holders: Set<String> = []
  }

  /// Class bodies by start, ascending.
  private var bodies: [Body] = []

  /// The methods that put a view in another.
  static let addingMethods: Set<String> = [
    "addSubview", "addArrangedSubview", "insertArrangedSubview", "insertSubview",
  ]

  init(_ stream: TokenStream, cells: CellClassIndex) {
    let declared = CellClassIndex.classDeclarations(stream).sorted { $0.3.lowerBound < $1.3.lowerBound }
    var open: [Int] = []
    for (name, superclass, _, range) in declared {
      while let last = open.last, bodies[last].range.upperBound <= range.lowerBound { open.removeLast() }
      bodies.append(
        Body(range: range, parent: open.last, isCell: cells.isListCell(name, superclass: superclass)))
      open.append(bodies.count - 1)
    }
    guard bodies.contains(where: \.isCell) else { return }
    // Child → the views it is put in, per cell class.
    var holdersOf: [Int: [String: [String]]] = [:]
    func link(_ child: String, to holder: String, in cell: Int) {
      holdersOf[cell, default: [:]][child, default: []].append(holder)
    }
    for position in 0..<stream.count where stream[position].kind == .identifier {
      let name = stream[position].text
      guard Self.addingMethods.contains(name) || name == "UIStackView",
        stream.isPunctuation(position + 1, "("), let close = stream.partner[position + 1],
        let cell = cell(at: position)
      else { continue }
      let arguments = CallSyntax.splitArguments(position + 2..<close, in: stream)
      if name == "UIStackView" {
        // `let stack = UIStackView(arrangedSubviews: [a, b])`, `stack = UIStackView(…)`.
        guard let argument = arguments.first(where: { $0.label == "arrangedSubviews" }),
          stream.isPunctuation(argument.range.lowerBound, "["),
          let end = stream.partner[argument.range.lowerBound],
          let holder = Self.assignedName(before: position, in: stream)
        else { continue }
        for element in CallSyntax.splitArguments(argument.range.lowerBound + 1..<end, in: stream) {
          if let child = Self.name(element.range, in: stream) { link(child, to: holder, in: cell) }
        }
      } else {
        guard let first = arguments.first, let child = Self.name(first.range, in: stream),
          let holder = Self.receiver(ofMemberAt: position, in: stream)
        else { continue }
        link(child, to: holder, in: cell)
      }
    }
    for index in bodies.indices where bodies[index].isCell {
      let name = declared[index].0
      var labels = Set(["textLabel", "detailTextLabel"])
      labels.formUnion((cells.cellLabels(of: name)?.labels ?? cells.classes[name]?.labels ?? []).map(\.name))
      // Up from the labels through the views that hold them.
      var found = labels
      var pending = Array(labels)
      let edges = holdersOf[index] ?? [:]
      while let child = pending.popLast() {
        for holder in edges[child] ?? [] where found.insert(holder).inserted { pending.append(holder) }
      }
      bodies[index].labels = labels
      bodies[index].holders = found
    }
  }

  /// The index of the innermost class around `position` when it is a list cell class; `nil`
  /// when that class is another, or none is around it.
  func cell(at position: Int) -> Int? {
    var low = 0
    var high = bodies.count
    while low < high {
      let middle = (low + high) / 2
      if bodies[middle].range.lowerBound <= position { low = middle + 1 } else { high = middle }
    }
    var candidate = low > 0 ? low - 1 : nil
    while let index = candidate, !bodies[index].range.contains(position) { candidate = bodies[index].parent }
    return candidate.flatMap { bodies[$0].isCell ? $0 : nil }
  }

  /// Whether `name` in the cell class `cell` (``cell(at:)``) holds the cell's text: a label of it,
  /// or a view holding one.
  func holdsText(_ name: String, in cell: Int) -> Bool { bodies[cell].holders.contains(name) }

  /// Whether `name` is a label of the cell class `cell`.
  func isLabel(_ name: String, in cell: Int) -> Bool { bodies[cell].labels.contains(name) }

  /// The view a method called at `position` is called on: `stack` in `stack.addSubview(…)` and
  /// `self.stack.addSubview(…)`, `contentView` in `contentView.addSubview(…)`, `self` for a call
  /// without one (`addSubview(…)` in the cell); `nil` for a longer or computed receiver.
  private static func receiver(ofMemberAt position: Int, in stream: TokenStream) -> String? {
    guard stream.isPunctuation(position - 1, ".") else { return "self" }
    guard position >= 2, stream[position - 2].kind == .identifier else {
      return position >= 2 && stream[position - 2].isKeywordToken("self") ? "self" : nil
    }
    if stream.isPunctuation(position - 3, ".") {
      guard position >= 4, stream[position - 4].isKeywordToken("self") else { return nil }
    }
    return stream[position - 2].text
  }

  /// The name a range is: `label` or `self.label`; `nil` for anything else.
  private static func name(_ range: Range<Int>, in stream: TokenStream) -> String? {
    if range.count == 1, stream[range.lowerBound].kind == .identifier { return stream[range.lowerBound].text }
    if range.count == 3, stream[range.lowerBound].isKeywordToken("self"),
      stream.isPunctuation(range.lowerBound + 1, "."),
      stream[range.lowerBound + 2].kind == .identifier
    {
      return stream[range.lowerBound + 2].text
    }
    return nil
  }

  /// The name assigned the value starting at `position`: `stack` in `let stack = …`,
  /// `let stack: UIStackView = …`, `stack = …`, `self.stack = …`.
  private static func assignedName(before position: Int, in stream: TokenStream) -> String? {
    var back = position - 1
    var steps = 0
    while back >= 1, steps < 6, !stream.isPunctuation(back, "=") {
      back -= 1
      steps += 1
    }
    guard stream.isPunctuation(back, "=") else { return nil }
    var name = back - 1
    if stream[name].kind != .identifier || stream.isPunctuation(name - 1, ":") {
      // `let stack: UIStackView = …`
      while name > 0, name > back - 6, !stream.isPunctuation(name, ":") { name -= 1 }
      name -= 1
    }
    guard name >= 0, stream[name].kind == .identifier else { return nil }
    if stream.isPunctuation(name - 1, ".") && !(name >= 2 && stream[name - 2].isKeywordToken("self")) {
      return nil
    }
    return stream[name].text
  }
}
