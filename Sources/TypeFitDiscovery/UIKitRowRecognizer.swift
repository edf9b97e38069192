import TypeFitDynamicType
import TypeFitRow

/// Finds UIKit list rows in one file's tokens: `UIListContentConfiguration` values
/// (`text`, `secondaryText`, `image`, `prefersSideBySideTextAndSecondaryText`,
/// `textProperties.numberOfLines`) and `UITableViewCell` `textLabel`/`detailTextLabel`, with the
/// cell's `accessoryType`, `accessoryView = UISwitch()` or `accessories`.
///
/// Assignments are grouped by the function or closure that makes them; one configuration
/// variable is one row: each declaration of it, with the assignments up to the end of its block or
/// `switch` case or its name's next declaration (two `var content = …` in two `switch` cases are
/// two rows; ``ConfigurationVariables``); one declared without a value is a row per configuration
/// assigned to it. Several
/// assignments to the same part (in `if`/`switch` branches) give the first as the part and the
/// others as its alternatives. A `textLabel`'s texts are grouped by the `numberOfLines`
/// assignments that decide their limit, so a branch with its own limit is a row of its own (the
/// eighteenth attack's A18-1, the nineteenth's A19-2 and A19-3), with the detail text and
/// accessory of its branch (A19-6; ``BranchTree``).
struct UIKitRowRecognizer {
  let stream: TokenStream
  let resolver: StringReferenceResolver
  /// The app's cell classes: a function of one of them shares the class's accessory.
  var cells = CellClassIndex()
  /// The file's variables, set by ``recognize()`` (each row reads only its variable's uses).
  private var variables: ConfigurationVariables?
  /// The file's `.label(text:)` accessories, set by ``recognize()``.
  private var labelTexts: ListCellLabelTexts?

  init(stream: TokenStream, resolver: StringReferenceResolver, cells: CellClassIndex = CellClassIndex()) {
    self.stream = stream
    self.resolver = resolver
    self.cells = cells
  }

  /// Whether the file might hold UIKit rows (a byte search before lexing).
  static func mightContainRows(_ bytes: [UInt8]) -> Bool {
    bytes.containsSequence(Array("ContentConfiguration".utf8))
      || bytes.containsSequence(Array("textLabel".utf8))
  }

  func recognize() -> [SourceRow] {
    let scopes = BlockScopes(stream)
    guard let variables else {
      var indexed = self
      indexed.variables = ConfigurationVariables(stream, blocks: scopes)
      indexed.labelTexts = ListCellLabelTexts(stream)
      return indexed.recognize()
    }
    var rows: [SourceRow] = []
    var configurations: Set<String> = []
    var labelScopes: Set<Int> = []
    let styles = UIKitCellStyles(stream)
    // Only a cell class's accessory is every function's of the class (set once, in `init`); a
    // view controller's functions configure different cells (the nineteenth attack's A19-6).
    let classes = CellClassIndex.classDeclarations(stream)
      .filter { cells.isListCell($0.0, superclass: $0.1) }.map(\.3)
    // Each class's and function's accessories are looked up once: per row, a function of many
    // rows was searched again for each (the nineteenth attack's A19-1, quadratic in the rows).
    var classAccessories: [Int: Accessory?] = [:]
    /// The body of the cell class that holds `position`, where a cell sets its accessory once.
    func classAccessory(_ position: Int) -> Accessory? {
      guard let body = classes.last(where: { $0.contains(position) }) else { return nil }
      if let known = classAccessories[body.lowerBound] { return known }
      let found = accessory(in: body)
      classAccessories[body.lowerBound] = .some(found)
      return found
    }
    // `maximumContentSizeCategory` / `minimumContentSizeCategory` on the table, cell or labels.
    let sizeLimits = UIKitSizeLimit(stream)
    /// The row with the categories its limits leave it and its texts (A21-22).
    func limited(_ row: SourceRow, scope: Range<Int>) -> SourceRow {
      guard !sizeLimits.assignments.isEmpty else { return row }
      var row = row
      let limits = sizeLimits.limits(in: scope)
      if let categories = limits.row { row.sizeCategories = categories }
      if let categories = limits.title { row.title?.sizeCategories = categories }
      if let categories = limits.detail {
        if row.subtitle != nil { row.subtitle?.sizeCategories = categories }
        if row.value != nil { row.value?.sizeCategories = categories }
      }
      return row
    }
    var bodies: [Int: CellCode] = [:]
    func code(of scope: Range<Int>) -> CellCode {
      if let known = bodies[scope.lowerBound] { return known }
      let made = CellCode(stream, in: scope, blocks: scopes)
      bodies[scope.lowerBound] = made
      return made
    }
    /// Adds a configuration's rows, each with the accessory that reaches its anchors (the
    /// declaration or assignment, or the texts of its branch) in its function, or its cell
    /// class's.
    func addConfigurationRows(_ found: [(SourceRow, [Int])], scope: Range<Int>, position: Int) {
      for (var row, anchors) in found {
        if row.accessory == .none {
          row.accessory = code(of: scope).accessory(reaching: anchors) ?? classAccessory(position) ?? .none
        }
        row.isNavigable = row.accessory == .disclosure || row.accessory == .detailDisclosure
        rows.append(limited(row, scope: scope))
      }
    }
    for position in 0..<stream.count where stream[position].kind == .identifier {
      let name = stream[position].text
      if name == "UIListContentConfiguration",
        let declared = variables.declarationWithoutValue(typeAt: position),
        let scope = scopes.functionScope(of: position)
      {
        // `var content: UIListContentConfiguration`, then `content = .valueCell()` in each branch:
        // a row per assignment (the nineteenth attack's A19-4 found none).
        let own = variables.scope(ofDeclarationAt: declared.keyword, name: declared.name, within: scope)
        for assigned in variables.assignedConfigurations(
          of: declared.name, declaredAt: declared.keyword, in: own)
        {
          let kind = configurationKind(assigned.expression)
          if kind == "groupedHeader" || kind == "plainHeader" || kind == "header" { continue }
          addConfigurationRows(
            configurationRows(
              variable: declared.name, kind: kind, scope: assigned.own, shared: assigned.shared,
              at: assigned.position, blocks: scopes, code: code(of: scope)),
            scope: scope, position: position)
        }
      } else if name == "defaultContentConfiguration" || name == "UIListContentConfiguration"
        || (stream.isPunctuation(position - 1, ".")
          && ["valueCell", "subtitleCell", "cell", "sidebarCell", "sidebarSubtitleCell", "groupedHeader"]
            .contains(name)
          && position >= 2 && stream[position - 2].kind == .punctuation
          && stream.isPunctuation(position + 1, "(")
          && declaredVariable(before: position) != nil)
      {
        guard let variable = declaredVariable(before: position),
          let scope = scopes.functionScope(of: position),
          configurations.insert("\(variable.declaration)").inserted
        else { continue }
        let kind = configurationKind(variable.declaration..<stream.expressionLimit(from: position))
        if kind == "groupedHeader" || kind == "plainHeader" || kind == "header" { continue }
        // In force to its block's end, its `switch` case's end or its name's next declaration,
        // found without a walk (the nineteenth attack's A19-8).
        let own = variables.scope(ofDeclarationAt: variable.declaration, name: variable.name, within: scope)
        addConfigurationRows(
          configurationRows(
            variable: variable.name, kind: kind, scope: own, at: variable.declaration, blocks: scopes,
            code: code(of: scope)),
          scope: scope, position: position)
      } else if name == "textLabel",
        stream.isPunctuation(position + 1, "?") || stream.isPunctuation(position + 1, "!"),
        let scope = scopes.functionScope(of: position), labelScopes.insert(scope.lowerBound).inserted
      {
        let cell = code(of: scope)
        let rowsAndTitles = cellLabelRows(scope: scope, styles: styles, blocks: scopes, code: cell)
        // A block beside a row's branch that sets a text of its own configures another cell.
        let titled = Set(rowsAndTitles.flatMap(\.1).compactMap { cell.tree.branch(of: $0) })
        let isOtherCell = { (position: Int) in cell.tree.branch(of: position).map(titled.contains) ?? false }
        for (var row, titles) in rowsAndTitles {
          row.accessory =
            cell.accessory(reaching: titles, isOtherCell: isOtherCell) ?? classAccessory(position) ?? .none
          row.isNavigable = row.accessory == .disclosure || row.accessory == .detailDisclosure
          rows.append(limited(row, scope: scope))
        }
      }
    }
    return rows
  }

  /// One function's or closure's branches with the accessories set in them, found once.
  private struct CellCode {
    let tree: BranchTree
    let accessories: BranchTree.Index
    let values: [Int: Accessory]
    /// The first accessory set in a closure inside the body that sets no text of its own (a
    /// `configurationUpdateHandler`): the body's cells', when none is set in the body itself.
    let nested: Accessory?

    init(_ stream: TokenStream, in scope: Range<Int>, blocks: BlockScopes) {
      let tree = BranchTree(stream, in: scope, blocks: blocks)
      self.tree = tree
      let found = UIKitAccessory.all(in: scope, stream: stream)
      accessories = BranchTree.Index(found.map(\.position), tree: tree)
      values = Dictionary(found.map { ($0.position, $0.accessory) }, uniquingKeysWith: { first, _ in first })
      // Each closure is read at most once: the first without a text of its own answers.
      var textless: [Int: Bool] = [:]
      nested =
        found.first { item in
          guard tree.branch(of: item.position) == nil, let closure = blocks.functionScope(of: item.position)
          else { return false }
          if let known = textless[closure.lowerBound] { return known }
          let answer = !closure.contains {
            stream[$0].isIdentifier("text") && stream.isPunctuation($0 - 1, ".")
              && stream.isPunctuation($0 + 1, "=")
          }
          textless[closure.lowerBound] = answer
          return answer
        }?.accessory
    }

    /// The accessory of a cell whose texts are set at `positions`: the first set in one of their
    /// branches, around them or beside them (``BranchTree/reaching(_:in:limit:)``), never one
    /// another case or `else` body sets.
    func accessory(reaching positions: [Int], isOtherCell: (Int) -> Bool = { _ in false }) -> Accessory? {
      for position in positions {
        if let first = tree.reaching(position, in: accessories, limit: 1, isOtherCell: isOtherCell).first {
          return values[first]
        }
      }
      return nested
    }
  }

  /// `var NAME =` or `let NAME: T =` before the configuration expression at `position`.
  private func declaredVariable(before position: Int) -> (name: String, declaration: Int)? {
    var back = position - 1
    var steps = 0
    while back >= 1, steps < 12 {
      let token = stream[back]
      if token.isPunctuation("=") {
        var nameIndex = back - 1
        if stream[nameIndex].kind != .identifier {
          // `var content: UIListContentConfiguration = .cell()`
          while nameIndex > 0, !(stream[nameIndex].isPunctuation(":")) && nameIndex > back - 6 {
            nameIndex -= 1
          }
          nameIndex -= 1
        }
        guard nameIndex >= 1, stream[nameIndex].kind == .identifier, stream[nameIndex - 1].kind == .keyword,
          stream[nameIndex - 1].text == "var" || stream[nameIndex - 1].text == "let"
        else { return nil }
        return (stream[nameIndex].text, nameIndex - 1)
      }
      if token.kind == .punctuation, token.text == "{" || token.text == "}" || token.text == ";" {
        return nil
      }
      back -= 1
      steps += 1
    }
    return nil
  }

  private func configurationKind(_ range: Range<Int>) -> String {
    for position in range where stream[position].kind == .identifier {
      let name = stream[position].text
      if [
        "valueCell", "subtitleCell", "sidebarCell", "sidebarSubtitleCell", "groupedHeader", "plainHeader",
        "header",
        "groupedFooter", "plainFooter", "footer", "accompaniedSidebarCell", "accompaniedSidebarSubtitleCell",
        "extraProminentInsetGroupedHeader", "prominentInsetGroupedHeader",
      ]
      .contains(name) {
        return name.hasSuffix("Footer") || name == "footer" ? "header" : name
      }
    }
    return "cell"
  }

  /// The assignments `NAME.part = …` in a scope.
  private func assignments(to variable: String?, path: [String], in scope: Range<Int>) -> [(Int, Range<Int>)]
  {
    var result: [(Int, Range<Int>)] = []
    func visit(_ position: Int) {
      var current = position
      if let variable {
        guard stream[position].isIdentifier(variable), !stream.isPunctuation(position - 1, ".") else {
          return
        }
        current += 1
      } else {
        guard stream[position].kind == .identifier, stream[position].text == path[0] else { return }
      }
      for (offset, component) in path.enumerated() {
        if variable == nil && offset == 0 {
          current += 1
          continue
        }
        if stream.isPunctuation(current, "?") || stream.isPunctuation(current, "!") { current += 1 }
        guard stream.isPunctuation(current, "."), stream.isIdentifier(current + 1, component) else { return }
        current += 2
      }
      if variable == nil, stream.isPunctuation(current, "?") || stream.isPunctuation(current, "!") {
        current += 1
      }
      guard stream.isPunctuation(current, "="), !stream.isPunctuation(current + 1, "=") else { return }
      let end = scopes(endOf: current + 1, scope: scope)
      result.append((position, current + 1..<end))
    }
    if let variable, let variables {
      // A variable's uses are looked up, not walked to (the nineteenth attack's A19-8).
      for position in variables.uses(of: variable, in: scope) { visit(position) }
    } else {
      for position in scope { visit(position) }
    }
    return result
  }

  /// The assignments in `scope`, then those in `shared` (a part set after the branches that each
  /// assign a configuration, for every one of them).
  private func assignments(to variable: String?, path: [String], in scope: Range<Int>, shared: Range<Int>?)
    -> [(Int, Range<Int>)]
  {
    guard let shared else { return assignments(to: variable, path: path, in: scope) }
    return assignments(to: variable, path: path, in: scope)
      + assignments(to: variable, path: path, in: shared)
  }

  private func scopes(endOf start: Int, scope: Range<Int>) -> Int {
    stream.expressionEnd(from: start, limit: scope.upperBound)
  }

  private func text(_ assigned: [(Int, Range<Int>)]) -> DiscoveredText? {
    guard let first = assigned.first else { return nil }
    var text = resolver.text(first.1, in: stream, literalIsKey: false)
    // A set beside the list: a `switch` of n cases gives n alternatives, each looked up once.
    var seen = Set([text.reference] + text.alternatives)
    // A computed property assigned again (`e.title` in each of n `if` branches) adds nothing:
    // its strings are taken once, not n times.
    var properties = Set([resolver.member(first.1, in: stream, literalIsKey: false)].compactMap { $0 })
    for other in assigned.dropFirst() {
      if let property = resolver.member(other.1, in: stream, literalIsKey: false),
        !properties.insert(property).inserted
      {
        continue
      }
      for reference in resolver.resolveAll(other.1, in: stream, literalIsKey: false)
      where seen.insert(reference).inserted {
        text.addAlternative(reference)
      }
    }
    return text
  }

  /// The rows of one configuration: one (at `declaration`, anchored there) when its `text` is
  /// set in one branch or its branches give every text the same shape (``BranchShape``); else a
  /// row per shape, at its first text, with the parts that reach its texts
  /// (``BranchTree/reaching(_:in:limit:isOtherCell:)``), the limit the assignments in its branch,
  /// around it and after it decide (``BranchTree/deciding(_:in:isConditional:limit:isOtherCell:)``:
  /// one set after a `switch` applies to every case, one set in a case to that case) and the
  /// configuration assigned in its branch or before it (`content = .valueCell()` in a case).
  private func configurationRows(
    variable: String, kind: String, scope: Range<Int>, shared: Range<Int>? = nil, at declaration: Int,
    blocks: BlockScopes, code: CellCode
  ) -> [(SourceRow, [Int])] {
    let titles = assignments(to: variable, path: ["text"], in: scope, shared: shared)
    let tree = code.tree
    let branches = Set(titles.compactMap { tree.branch(of: $0.0) })
    func one() -> [(SourceRow, [Int])] {
      configurationRow(
        variable: variable, kind: kind, scope: scope, shared: shared, at: declaration, blocks: blocks
      )
      .map { [($0, [declaration])] } ?? []
    }
    guard branches.count > 1 else { return one() }
    /// One part's assignments, indexed by the branch that makes them.
    struct Part {
      var values: [Int: Range<Int>]
      var index: BranchTree.Index
    }
    func part(_ path: [String]) -> Part {
      let found = assignments(to: variable, path: path, in: scope, shared: shared).filter {
        tree.branch(of: $0.0) != nil
      }
      return Part(
        values: Dictionary(found, uniquingKeysWith: { first, _ in first }),
        index: BranchTree.Index(found.map(\.0), tree: tree))
    }
    let isOtherCell = { (position: Int) in tree.branch(of: position).map(branches.contains) ?? false }
    /// The assignments of `part` that reach a text set at `position`, in source order.
    func reaching(_ part: Part, _ position: Int) -> [(Int, Range<Int>)] {
      tree.reaching(position, in: part.index, isOtherCell: isOtherCell).sorted().compactMap { at in
        part.values[at].map { (at, $0) }
      }
    }
    /// The limit the assignments of `part` decide for a text set at `position`: `nil` when none
    /// reaches it (the configuration's own, unlimited).
    func limit(_ part: Part, _ position: Int) -> (key: [Int], value: Int??) {
      let decided = tree.deciding(
        position, in: part.index, isConditional: isParenthesised, isOtherCell: isOtherCell)
      let used = (decided.last.map { [$0] } ?? []) + decided.after
      guard decided.complete else { return ([-1] + used.prefix(1), .some(nil)) }
      return (used, used.isEmpty ? nil : leastStrict(used.compactMap { part.values[$0] }))
    }
    let secondary = part(["secondaryText"])
    let secondaryAttributed = part(["secondaryAttributedText"])
    let sideBySide = part(["prefersSideBySideTextAndSecondaryText"])
    let image = part(["image"])
    let reservedSizes = part(["imageProperties", "reservedLayoutSize"])
    let titleLimits = part(["textProperties", "numberOfLines"])
    let secondaryLimits = part(["secondaryTextProperties", "numberOfLines"])
    let fonts = [part(["textProperties", "font"]), part(["secondaryTextProperties", "font"])]
    let transforms = [
      part(["textProperties", "transform"]), part(["secondaryTextProperties", "transform"]),
    ]
    // `content = .valueCell()` in a case: that case's configuration.
    var made: [(Int, Range<Int>)] = []
    for use in variables?.uses(of: variable, in: scope) ?? [] where use > declaration + 1 {
      guard stream.isPunctuation(use + 1, "="), !stream.isPunctuation(use + 2, "="),
        tree.branch(of: use) != nil
      else { continue }
      let end = stream.expressionEnd(from: use + 2, limit: scope.upperBound)
      if (use + 2..<end).contains(where: {
        stream[$0].kind == .identifier && ConfigurationVariables.makers.contains(stream[$0].text)
      }) {
        made.append((use, use + 2..<end))
      }
    }
    let configurations = Part(
      values: Dictionary(made, uniquingKeysWith: { first, _ in first }),
      index: BranchTree.Index(made.map(\.0), tree: tree))
    var order: [BranchShape] = []
    var groups: [BranchShape: [(Int, Range<Int>)]] = [:]
    for title in titles where tree.branch(of: title.0) != nil {
      var parts: [Int] = []
      for other in [secondary, secondaryAttributed, sideBySide, image, reservedSizes, configurations] + fonts
        + transforms
      {
        parts += reaching(other, title.0).map(\.0)
      }
      let key = BranchShape(
        limits: limit(titleLimits, title.0).key + [-2] + limit(secondaryLimits, title.0).key,
        parts: parts.sorted(), accessory: code.accessory(reaching: [title.0], isOtherCell: isOtherCell))
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(title)
    }
    guard order.count > 1 else { return one() }
    // A list cell's `.label(text:)` accessory, looked up once for every branch's row (A24-17).
    let accessoryText = labelTexts?.first(in: scope)
    return order.compactMap { key in
      guard let texts = groups[key], var title = text(texts) else { return nil }
      let first = texts[0].0
      let kind = reaching(configurations, first).last { $0.0 < first }.map { configurationKind($0.1) } ?? kind
      var secondText = text(reaching(secondary, first))
      if secondText == nil, let attributed = reaching(secondaryAttributed, first).first {
        secondText = DiscoveredText(
          reference: .unresolved("attributed text: \(stream.sourceText(attributed.1))"),
          location: stream.location(attributed.1.lowerBound))
      }
      if let limit = limit(titleLimits, first).value { title.lineLimit = limit }
      if let font = applying(reaching(fonts[0], first), blocks: blocks) {
        title.takeFont(FontExpression(in: font.1, stream: stream, uiKit: true))
      }
      if let transform = applying(reaching(transforms[0], first), blocks: blocks) {
        title.textCase = TextModifiers.textCase(in: transform.1, stream: stream)
      }
      if var text = secondText {
        if let limit = limit(secondaryLimits, first).value { text.lineLimit = limit }
        if let font = applying(reaching(fonts[1], first), blocks: blocks) {
          text.takeFont(FontExpression(in: font.1, stream: stream, uiKit: true))
        }
        if let transform = applying(reaching(transforms[1], first), blocks: blocks) {
          text.textCase = TextModifiers.textCase(in: transform.1, stream: stream)
        }
        secondText = text
      }
      var row = SourceRow(
        location: stream.location(first), construct: .listContentConfiguration, title: title)
      if kind == "valueCell"
        || reaching(sideBySide, first).contains(where: { stream.sourceText($0.1) == "true" })
      {
        row.value = secondText
      } else {
        row.subtitle = secondText
      }
      if !reaching(image, first).isEmpty {
        row.leading = leading(reserving: reaching(reservedSizes, first), blocks: blocks)
      }
      if row.value == nil, let accessoryText {
        row.value = resolver.text(accessoryText, in: stream, literalIsKey: false)
      }
      return (row, texts.map(\.0))
    }
  }

  private func configurationRow(
    variable: String, kind: String, scope: Range<Int>, shared: Range<Int>? = nil, at declaration: Int,
    blocks: BlockScopes
  ) -> SourceRow? {
    func assigned(_ path: [String]) -> [(Int, Range<Int>)] {
      assignments(to: variable, path: path, in: scope, shared: shared)
    }
    var title = text(assigned(["text"]))
    if title == nil, let attributed = assigned(["attributedText"]).first {
      title = DiscoveredText(
        reference: .unresolved("attributed text: \(stream.sourceText(attributed.1))"),
        location: stream.location(attributed.1.lowerBound))
    }
    guard var title else { return nil }
    var secondary = text(assigned(["secondaryText"]))
    if secondary == nil,
      let attributed = assigned(["secondaryAttributedText"]).first
    {
      secondary = DiscoveredText(
        reference: .unresolved("attributed text: \(stream.sourceText(attributed.1))"),
        location: stream.location(attributed.1.lowerBound))
    }
    let sideBySide = assigned(["prefersSideBySideTextAndSecondaryText"])
      .contains { stream.sourceText($0.1) == "true" }
    applyProperties(
      to: &title, variable: variable, properties: "textProperties", scope: scope, shared: shared,
      blocks: blocks)
    if secondary != nil {
      applyProperties(
        to: &secondary!, variable: variable, properties: "secondaryTextProperties", scope: scope,
        shared: shared, blocks: blocks)
    }
    var row = SourceRow(
      location: stream.location(declaration), construct: .listContentConfiguration, title: title)
    if kind == "valueCell" || sideBySide {
      row.value = secondary
    } else {
      row.subtitle = secondary
    }
    if !assigned(["image"]).isEmpty {
      row.leading = leading(reserving: assigned(["imageProperties", "reservedLayoutSize"]), blocks: blocks)
    }
    // A list cell's `.label(text:)` accessory is a trailing text: the row's value (A20-31).
    if row.value == nil, let accessoryText = labelTexts?.first(in: scope) {
      row.value = resolver.text(accessoryText, in: stream, literalIsKey: false)
    }
    return row
  }

  private func applyProperties(
    to text: inout DiscoveredText, variable: String?, properties: String, scope: Range<Int>,
    shared: Range<Int>? = nil, blocks: BlockScopes
  ) {
    func assigned(_ path: [String]) -> [(Int, Range<Int>)] {
      assignments(to: variable, path: path, in: scope, shared: shared)
    }
    let path = variable == nil ? [properties] : [properties]
    if let limit = lineLimit(
      assigned(path + ["numberOfLines"]), blocks: blocks)
    {
      text.lineLimit = limit
    }
    if let font = applying(assigned(path + ["font"]), blocks: blocks) {
      text.takeFont(FontExpression(in: font.1, stream: stream, uiKit: true))
    }
    // `textProperties.lineBreakMode = .byTruncatingMiddle` (A21-27).
    if let mode = applying(assigned(path + ["lineBreakMode"]), blocks: blocks) {
      text.truncationMode = TextModifiers.truncationMode(in: mode.1, stream: stream)
    }
    // `textProperties.transform = .uppercase` (A20-5), as SwiftUI's `.textCase` is measured.
    if let transform = applying(assigned(path + ["transform"]), blocks: blocks) {
      text.textCase = TextModifiers.textCase(in: transform.1, stream: stream)
    }
  }

  /// The assignment the cell shows: the last when all are made in one block (straight-line
  /// code: `numberOfLines = 1` then `= 0` shows unlimited; the seventeenth attack's A17-11 took the
  /// first); the first when they are in different branches.
  private func applying(_ assigned: [(Int, Range<Int>)], blocks: BlockScopes) -> (Int, Range<Int>)? {
    guard let first = assigned.first else { return nil }
    let block = blocks.parent[first.0]
    return assigned.allSatisfy { blocks.parent[$0.0] == block } ? assigned.last : first
  }

  /// The line limit of `numberOfLines` assignments: the last one's in straight-line code; when
  /// they are in different branches, the least strict (unlimited when one is 0 or not known),
  /// since which branch runs is not known. `nil` when none is known.
  private func lineLimit(_ assigned: [(Int, Range<Int>)], blocks: BlockScopes) -> Int?? {
    guard let first = assigned.first else { return nil }
    let block = blocks.parent[first.0]
    if assigned.allSatisfy({ blocks.parent[$0.0] == block }) {
      return assigned.last.flatMap { TextModifiers.lineLimit(in: $0.1, stream: stream) }
    }
    var largest = 0
    for assignment in assigned {
      guard let limit = TextModifiers.lineLimit(in: assignment.1, stream: stream), let limit else {
        return .some(nil)
      }
      largest = max(largest, limit)
    }
    return .some(largest)
  }

  /// The rows of a cell's `textLabel` in a function or closure (a closure inside it is read on
  /// its own), each with where its texts are set. The `numberOfLines` a text gets is decided by
  /// the assignments in its branch and around it (the last one), and those that may run after it
  /// (in blocks inside its branch or beside it, or in a ternary): texts decided by the same ones
  /// are one row, the first the title and the others its alternatives; a text no limit reaches
  /// while the function sets one elsewhere has the label's own, one line. A `switch` case or an
  /// `if`/`else` body never takes another's limit or detail text (the nineteenth attack's A19-2,
  /// A19-3, A19-6).
  private func cellLabelRows(
    scope: Range<Int>, styles: UIKitCellStyles, blocks: BlockScopes, code: CellCode
  ) -> [(SourceRow, [Int])] {
    let tree = code.tree
    func own(_ path: [String]) -> [(Int, Range<Int>)] {
      assignments(to: nil, path: path, in: scope).filter { tree.branch(of: $0.0) != nil }
    }
    let titles = own(["textLabel", "text"])
    guard !titles.isEmpty else { return [] }
    let limits = own(["textLabel", "numberOfLines"])
    let limitValues = Dictionary(limits, uniquingKeysWith: { first, _ in first })
    let limitIndex = BranchTree.Index(limits.map(\.0), tree: tree)
    let details = own(["detailTextLabel", "text"])
    let detailValues = Dictionary(details, uniquingKeysWith: { first, _ in first })
    let detailIndex = BranchTree.Index(details.map(\.0), tree: tree)
    // `imageView?.image = …`: the legacy cell's image before its text label, read as
    // `content.image` is (the eighty-third attack's A83-10); `= nil` shows none.
    let images = own(["imageView", "image"]).filter { !isNil($0.1) }
    let imageIndex = BranchTree.Index(images.map(\.0), tree: tree)
    let font = applying(own(["textLabel", "font"]), blocks: blocks)
    let lineBreakMode = applying(own(["textLabel", "lineBreakMode"]), blocks: blocks)
    let titled = Set(titles.compactMap { tree.branch(of: $0.0) })
    let isOtherCell = { (position: Int) in tree.branch(of: position).map(titled.contains) ?? false }
    // Grouped in one pass: each text asks the tree a few binary searches per level, so a
    // `switch` of n cases stays linear (the nineteenth attack's A19-1). Texts whose branches
    // give them the same limit, detail text and accessory are one row; a case with its own
    // detail text or accessory is a row of its own, even under a limit set after the `switch`
    // (the twenty-first attack's A21-7 gave one case's value to the other).
    var order: [BranchShape] = []
    var groups: [BranchShape: (titles: [(Int, Range<Int>)], limit: Int??)] = [:]
    for title in titles {
      let decided = tree.deciding(
        title.0, in: limitIndex, isConditional: isParenthesised, isOtherCell: isOtherCell)
      let used = (decided.last.map { [$0] } ?? []) + decided.after
      let key = BranchShape(
        limits: decided.complete ? used : [-1] + used.prefix(1),
        parts: tree.reaching(title.0, in: detailIndex, isOtherCell: isOtherCell).sorted() + [-3]
          + tree.reaching(title.0, in: imageIndex, isOtherCell: isOtherCell).sorted(),
        accessory: code.accessory(reaching: [title.0], isOtherCell: isOtherCell))
      if groups[key] == nil {
        order.append(key)
        let limit: Int?? =
          !decided.complete
          ? .some(nil)
          : used.isEmpty
            ? (limits.isEmpty ? nil : .some(1)) : leastStrict(used.compactMap { limitValues[$0] })
        groups[key] = ([], limit)
      }
      groups[key]?.titles.append(title)
    }
    return order.compactMap { key in
      guard let group = groups[key], var title = text(group.titles) else { return nil }
      if let limit = group.limit { title.lineLimit = limit }
      if let font { title.takeFont(FontExpression(in: font.1, stream: stream, uiKit: true)) }
      if let lineBreakMode {
        title.truncationMode = TextModifiers.truncationMode(in: lineBreakMode.1, stream: stream)
      }
      var row = SourceRow(
        location: stream.location(group.titles[0].0), construct: .tableViewCellLabels, title: title)
      var seen = Set<Int>()
      var reached: [(Int, Range<Int>)] = []
      for text in group.titles {
        for position in tree.reaching(text.0, in: detailIndex, isOtherCell: isOtherCell)
        where seen.insert(position).inserted {
          if let value = detailValues[position] { reached.append((position, value)) }
        }
      }
      reached.sort { $0.0 < $1.0 }
      if group.titles.contains(where: {
        !tree.reaching($0.0, in: imageIndex, isOtherCell: isOtherCell).isEmpty
      }) {
        row.leading = .symbol
      }
      // The style of the cell this row's code configures (A23-12); a `.default` cell shows no
      // detail text.
      let style = styles.style(ofTextAt: group.titles[0].0, in: scope)
      let detail = style == "default" ? nil : text(reached)
      if style == "value1" || style == "value2" {
        row.value = detail
      } else {
        row.subtitle = detail
      }
      return (row, group.titles.map(\.0))
    }
  }

  /// The room of a configuration's image: the literal `imageProperties.reservedLayoutSize` the
  /// cell shows (``ReservedImageSize``; the eighty-third attack's A83-6), else a symbol's. A size
  /// that is not read gets a TF017 note from ``SourceRuleScanner``.
  private func leading(reserving sizes: [(Int, Range<Int>)], blocks: BlockScopes) -> LeadingContent {
    guard let size = applying(sizes, blocks: blocks),
      case .room(let room) = ReservedImageSize.read(size.1, in: stream)
    else { return .symbol }
    return .image(room)
  }

  /// Whether an assigned value is `nil` alone.
  private func isNil(_ value: Range<Int>) -> Bool {
    value.count == 1 && stream[value.lowerBound].isIdentifierOrKeyword("nil")
  }

  /// The line limit of `numberOfLines` assignments of which any may be the one shown: the one
  /// when there is one; else the least strict (unlimited when one is 0 or not known).
  private func leastStrict(_ values: [Range<Int>]) -> Int?? {
    if values.count == 1 { return TextModifiers.lineLimit(in: values[0], stream: stream) }
    var largest = 0
    for value in values {
      guard let limit = TextModifiers.lineLimit(in: value, stream: stream), let limit else {
        return .some(nil)
      }
      largest = max(largest, limit)
    }
    return .some(largest)
  }

  /// Whether the assignment whose path starts at `position` (`cell.textLabel?.numberOfLines =`)
  /// is in parentheses, as in `flag ? (a = 0) : (a = 1)`: it may not run.
  private func isParenthesised(_ position: Int) -> Bool {
    var back = position - 1
    var steps = 0
    while back >= 0, steps < 8 {
      let token = stream[back]
      guard token.line == stream[position].line else { return false }
      if token.kind == .identifier || (token.kind == .keyword && token.text == "self")
        || (token.kind == .punctuation && [".", "?", "!"].contains(token.text))
      {
        back -= 1
        steps += 1
        continue
      }
      return token.isPunctuation("(")
    }
    return false
  }

  private func accessory(in range: Range<Int>) -> Accessory? {
    UIKitAccessory.first(in: range, stream: stream)
  }

}

extension TokenStream {
  /// The end of the statement that holds `position` (a generous bound for a declaration).
  func expressionLimit(from position: Int) -> Int { Swift.min(count, position + 12) }
}
