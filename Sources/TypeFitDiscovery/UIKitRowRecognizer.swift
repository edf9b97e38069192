import TypeFitDynamicType
import TypeFitRow

/// Finds UIKit list rows in one file's tokens: `UIListContentConfiguration` values
/// (`text`, `secondaryText`, `image`, `prefersSideBySideTextAndSecondaryText`,
/// `textProperties.numberOfLines`) and `UITableViewCell` `textLabel`/`detailTextLabel`, with the
/// cell's `accessoryType`, `accessoryView = UISwitch()` or `accessories`.
///
/// Assignments are grouped by the function or closure that makes them; one configuration
/// variable is one row: each declaration of it, with the assignments up to its next declaration
/// of the same name (two `var content = …` in two `switch` cases are two rows). Several
/// assignments to the same part (in `if`/`switch` branches) give the first as the part and the
/// others as its alternatives, unless each branch also sets its own line limit: then each
/// branch is a row of its own (the eighteenth attack's A18-1).
struct UIKitRowRecognizer {
  let stream: TokenStream
  let resolver: StringReferenceResolver
  /// The file's variables, set by ``recognize()`` (each row reads only its variable's uses).
  private var variables: ConfigurationVariables?

  init(stream: TokenStream, resolver: StringReferenceResolver) {
    self.stream = stream
    self.resolver = resolver
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
      return indexed.recognize()
    }
    var rows: [SourceRow] = []
    var configurations: Set<String> = []
    var labelScopes: Set<Int> = []
    let fileStyle = cellStyle(in: 0..<stream.count)
    let classes = CellClassIndex.classDeclarations(stream).map(\.3)
    // Each function's and class's accessory is looked up once: per row, a function of many rows
    // was searched again for each (the nineteenth attack's A19-1, quadratic in the rows).
    var accessories: [Int: Accessory?] = [:]
    func knownAccessory(of range: Range<Int>) -> Accessory? {
      if let known = accessories[range.lowerBound] { return known }
      let found = accessory(in: range)
      accessories[range.lowerBound] = .some(found)
      return found
    }
    /// The body of the class that holds `position`, where a cell sets its accessory once (`init`).
    func classAccessory(_ position: Int) -> Accessory? {
      classes.last { $0.contains(position) }.flatMap { knownAccessory(of: $0) }
    }
    func addConfigurationRow(_ found: SourceRow?, scope: Range<Int>, position: Int) {
      guard var row = found else { return }
      if row.accessory == .none {
        row.accessory = knownAccessory(of: scope) ?? classAccessory(position) ?? .none
      }
      row.isNavigable = row.accessory == .disclosure || row.accessory == .detailDisclosure
      rows.append(row)
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
          addConfigurationRow(
            configurationRow(
              variable: declared.name, kind: kind, scope: assigned.own, shared: assigned.shared,
              at: assigned.position, blocks: scopes),
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
        addConfigurationRow(
          configurationRow(
            variable: variable.name, kind: kind, scope: own, at: variable.declaration, blocks: scopes),
          scope: scope, position: position)
      } else if name == "textLabel",
        stream.isPunctuation(position + 1, "?") || stream.isPunctuation(position + 1, "!"),
        let scope = scopes.functionScope(of: position), labelScopes.insert(scope.lowerBound).inserted
      {
        let cellAccessory = knownAccessory(of: scope) ?? classAccessory(position) ?? .none
        for var row in cellLabelRows(scope: scope, style: fileStyle, blocks: scopes) {
          row.accessory = cellAccessory
          row.isNavigable = row.accessory == .disclosure || row.accessory == .detailDisclosure
          rows.append(row)
        }
      }
    }
    return rows
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
        text.alternatives.append(reference)
      }
    }
    return text
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
    if !assigned(["image"]).isEmpty { row.leading = .symbol }
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
    if let font = applying(assigned(path + ["font"]), blocks: blocks),
      let style = TextModifiers.textStyle(in: font.1, stream: stream)
    {
      text.textStyle = style
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

  /// The rows of a cell's `textLabel` in a function: one, its text's alternatives from every
  /// branch; or, when the texts are set in different branches (`if` blocks, `switch` cases) and
  /// each of those branches sets the label's `numberOfLines` too, one row per branch, with that
  /// branch's limit (a limit set outside the branches applies to every row).
  private func cellLabelRows(scope: Range<Int>, style: String?, blocks: BlockScopes) -> [SourceRow] {
    let titles = assignments(to: nil, path: ["textLabel", "text"], in: scope)
    let limits = assignments(to: nil, path: ["textLabel", "numberOfLines"], in: scope)
    // Found once for every row of the scope: per branch they made the walk quadratic in the
    // cases (the nineteenth attack's A19-1: 12,000 cases took 40 s).
    let shared = SharedLabelParts(
      font: applying(assignments(to: nil, path: ["textLabel", "font"], in: scope), blocks: blocks),
      detail: text(assignments(to: nil, path: ["detailTextLabel", "text"], in: scope)))
    func row(_ titles: [(Int, Range<Int>)], _ limits: [(Int, Range<Int>)]) -> SourceRow? {
      cellLabelRow(titles: titles, limits: limits, shared: shared, style: style, blocks: blocks)
    }
    guard titles.count > 1, limits.count > 1 else { return row(titles, limits).map { [$0] } ?? [] }
    let branches = BranchLabels(stream, in: scope, blocks: blocks)
    var order: [Int] = []
    var titlesByBranch: [Int: [(Int, Range<Int>)]] = [:]
    for title in titles {
      let branch = branches.branch(of: title.0)
      if titlesByBranch[branch] == nil { order.append(branch) }
      titlesByBranch[branch, default: []].append(title)
    }
    let limitsByBranch = Dictionary(grouping: limits) { branches.branch(of: $0.0) }
    guard order.count > 1, order.allSatisfy({ limitsByBranch[$0] != nil }) else {
      return row(titles, limits).map { [$0] } ?? []
    }
    return order.compactMap { row(titlesByBranch[$0] ?? [], limitsByBranch[$0] ?? []) }
  }

  /// What every row of a cell's `textLabel` in one function shares: the font assignment that
  /// applies, and the detail label's text.
  private struct SharedLabelParts {
    var font: (Int, Range<Int>)?
    var detail: DiscoveredText?
  }

  private func cellLabelRow(
    titles: [(Int, Range<Int>)], limits: [(Int, Range<Int>)], shared: SharedLabelParts, style: String?,
    blocks: BlockScopes
  ) -> SourceRow? {
    guard var title = text(titles) else { return nil }
    if let limit = lineLimit(limits, blocks: blocks) {
      title.lineLimit = limit
    }
    if let font = shared.font, let textStyle = TextModifiers.textStyle(in: font.1, stream: stream) {
      title.textStyle = textStyle
    }
    var row = SourceRow(
      location: stream.location(titles[0].0), construct: .tableViewCellLabels, title: title)
    if style == "value1" || style == "value2" {
      row.value = shared.detail
    } else {
      row.subtitle = shared.detail
    }
    return row
  }

  /// `style: .value1` (or `.subtitle`, `.value2`) anywhere in the range.
  private func cellStyle(in range: Range<Int>) -> String? {
    for position in range
    where stream[position].isIdentifier("style") && stream.isPunctuation(position + 1, ":") {
      if stream.isPunctuation(position + 2, "."), position + 3 < stream.count,
        ["value1", "value2", "subtitle", "default"].contains(stream[position + 3].text)
      {
        return stream[position + 3].text
      }
    }
    return nil
  }

  private func accessory(in range: Range<Int>) -> Accessory? {
    UIKitAccessory.first(in: range, stream: stream)
  }

}

extension TokenStream {
  /// The end of the statement that holds `position` (a generous bound for a declaration).
  func expressionLimit(from position: Int) -> Int { Swift.min(count, position + 12) }
}
