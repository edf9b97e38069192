/// Where each local variable of a file is declared and used, found in one pass over its tokens,
/// so that a UIKit configuration row reads only the uses of its own variable, within the part of
/// the function where that declaration is in force.
///
/// A declaration is in force from its `var`/`let` to the first of: the end of the block that
/// holds it, the next `case`/`default` label of the `switch` body that holds it, the next
/// declaration of the same name, or the end of the function. Before, a declaration ran to the
/// next declaration of its name or else to the end of its function, and every row walked its
/// whole range token by token: n configurations of different names in one function (each in a
/// `do` block, a `switch` case, or straight-line code) cost n² token visits (the nineteenth
/// attack's A19-8; 4,000 took 100–140 s). Now a row looks at the uses of its name in its range,
/// found by a binary search.
///
/// A declaration without a value (`var content: UIListContentConfiguration`) gives a row for each
/// assignment of a configuration to it (`content = .valueCell()` in an `if` branch, the nineteenth
/// attack's A19-4 found none): see ``assignedConfigurations(of:declaredAt:in:)``.
struct ConfigurationVariables {
  private let stream: TokenStream
  private let blocks: BlockScopes
  /// Name → positions where it stands as a plain name (not after `.`), ascending.
  private var uses: [String: [Int]] = [:]
  /// Name → positions of the `var`/`let` keywords that declare it, ascending.
  private var declarations: [String: [Int]] = [:]
  /// A block's `{` → the `case`/`default` labels directly in it (a `switch` body), ascending.
  private var labels: [Int: [Int]] = [:]

  /// Names whose call or member makes a configuration (`.valueCell()`,
  /// `cell.defaultContentConfiguration()`, `UIListContentConfiguration.cell()`).
  static let makers: Set<String> = [
    "defaultContentConfiguration", "UIListContentConfiguration", "valueCell", "subtitleCell", "cell",
    "sidebarCell", "sidebarSubtitleCell", "accompaniedSidebarCell", "accompaniedSidebarSubtitleCell",
  ]

  /// Tokens before a `case` that make it a pattern, not a label (`if case`, `for case`, `, case`).
  private static let patternIntroducers: Set<String> = ["if", "guard", "while", "for", ",", "(", "[", "."]

  init(_ stream: TokenStream, blocks: BlockScopes) {
    self.stream = stream
    self.blocks = blocks
    for position in 0..<stream.count {
      let token = stream[position]
      if token.kind == .identifier, !stream.isPunctuation(position - 1, ".") {
        uses[token.text, default: []].append(position)
      } else if token.kind == .keyword, token.text == "var" || token.text == "let",
        position + 1 < stream.count, stream[position + 1].kind == .identifier
      {
        declarations[stream[position + 1].text, default: []].append(position)
      } else if token.kind == .keyword, token.text == "case" || token.text == "default",
        let block = blocks.parent[position],
        position == 0 || !Self.patternIntroducers.contains(stream[position - 1].text)
      {
        labels[block, default: []].append(position)
      }
    }
  }

  /// Where the declaration at `keyword` (its `var` or `let`) of `name` is in force, within `limit`
  /// (its function).
  ///
  /// - Complexity: O(log d + log c), d the declarations of `name` and c the labels of its block.
  func scope(ofDeclarationAt keyword: Int, name: String, within limit: Range<Int>) -> Range<Int> {
    var end = limit.upperBound
    if let block = blocks.parent[keyword] {
      if let close = stream.partner[block] { end = min(end, close) }
      if let labels = labels[block], let next = Self.first(in: labels, after: keyword) {
        end = min(end, next)
      }
    }
    if let others = declarations[name], let next = Self.first(in: others, after: keyword) {
      end = min(end, next)
    }
    return keyword..<max(keyword, end)
  }

  /// The positions of `name` as a plain name in `range`, ascending.
  ///
  /// - Complexity: O(log u), u the uses of `name` in the file (the slice is not copied).
  func uses(of name: String, in range: Range<Int>) -> ArraySlice<Int> {
    guard let positions = uses[name] else { return [] }
    let start = Self.firstIndex(in: positions, atOrAfter: range.lowerBound)
    let end = Self.firstIndex(in: positions, atOrAfter: range.upperBound)
    return positions[start..<max(start, end)]
  }

  /// A configuration assigned to a variable declared without a value: where the assignment's
  /// row reads its parts.
  struct Assigned: Equatable {
    /// The variable's name token in `name = …`.
    var position: Int
    /// The assigned expression (`.valueCell()`), which gives the configuration's kind.
    var expression: Range<Int>
    /// From the assignment to the next assignment of a configuration to the variable or the end
    /// of the block that holds the assignment (an `if` branch), whichever is first.
    var own: Range<Int>
    /// After the branches that assign (the `if`/`else` statement) to the end of the declaration's
    /// scope: parts set there apply to every assigned configuration. `nil` when an assignment is
    /// made outside any branch.
    var shared: Range<Int>?
  }

  /// `NAME: UIListContentConfiguration` after `var`/`let` with no `=` after the type: the
  /// keyword's position, or `nil`. `type` is the position of `UIListContentConfiguration`.
  func declarationWithoutValue(typeAt type: Int) -> (keyword: Int, name: String)? {
    guard type >= 3, stream.isPunctuation(type - 1, ":"), stream[type - 2].kind == .identifier,
      stream[type - 3].kind == .keyword, stream[type - 3].text == "var" || stream[type - 3].text == "let",
      !stream.isPunctuation(type + 1, "="), !stream.isPunctuation(type + 1, ".")
    else { return nil }
    return (type - 3, stream[type - 2].text)
  }

  /// The configurations assigned to `name` (declared at `keyword` without a value) in `scope`, in
  /// source order: `content = .valueCell()`, `content = cell.defaultContentConfiguration()`.
  ///
  /// - Complexity: O(log u + k·e), k the uses of `name` in `scope` and e the length of an
  ///   assigned expression; the nesting depth for each assignment in a branch.
  func assignedConfigurations(of name: String, declaredAt keyword: Int, in scope: Range<Int>) -> [Assigned] {
    var found: [(position: Int, expression: Range<Int>)] = []
    for use in uses(of: name, in: scope) where use > keyword + 1 {
      guard stream.isPunctuation(use + 1, "="), !stream.isPunctuation(use + 2, "=") else { continue }
      let end = stream.expressionEnd(from: use + 2, limit: scope.upperBound)
      let makesConfiguration = (use + 2..<end).contains {
        stream[$0].kind == .identifier && Self.makers.contains(stream[$0].text)
      }
      if makesConfiguration { found.append((use, use + 2..<end)) }
    }
    let home = blocks.parent[keyword]
    // The end of the branch (a block directly in the declaration's block) holding each assignment.
    var branchEnds: [Int?] = []
    for assignment in found {
      var block = blocks.parent[assignment.position]
      var branchEnd: Int?
      while let open = block, open != home {
        branchEnd = stream.partner[open]
        block = blocks.parent[open]
      }
      branchEnds.append(branchEnd)
    }
    var shared: Range<Int>?
    if !branchEnds.isEmpty, branchEnds.allSatisfy({ $0 != nil }) {
      let start = branchEnds.compactMap { $0 }.max()! + 1
      // An `else` after the last assigning branch belongs to the same statement.
      var after = start
      while after < scope.upperBound, stream[after].kind == .keyword, stream[after].text == "else",
        let brace = stream.bodyBrace(after: after, limit: scope.upperBound), let close = stream.partner[brace]
      {
        after = close + 1
      }
      if after < scope.upperBound { shared = after..<scope.upperBound }
    }
    return found.indices.map { index in
      var end = index + 1 < found.count ? found[index + 1].position : scope.upperBound
      if let block = blocks.parent[found[index].position], block != home, let close = stream.partner[block] {
        end = min(end, close)
      }
      return Assigned(
        position: found[index].position, expression: found[index].expression,
        own: found[index].position..<max(found[index].position, end), shared: shared)
    }
  }

  /// The first of ascending `positions` after `position`.
  private static func first(in positions: [Int], after position: Int) -> Int? {
    let index = firstIndex(in: positions, atOrAfter: position + 1)
    return index < positions.count ? positions[index] : nil
  }

  /// The index of the first of ascending `positions` at or after `position` (binary search).
  private static func firstIndex(in positions: [Int], atOrAfter position: Int) -> Int {
    var low = 0
    var high = positions.count
    while low < high {
      let middle = (low + high) / 2
      if positions[middle] < position { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
