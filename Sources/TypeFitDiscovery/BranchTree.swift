/// The branches of one function or closure body and how they nest, so a UIKit cell's parts can
/// be given to the branch that sets them: a `switch` case's statements (they have no braces of
/// their own: the `case` or `default` label before them), or a block (an `if` or `else` body, a
/// loop body). Blocks of a closure or function nested in the body belong to that closure, not
/// to this body (``branch(of:)`` is `nil` there): it is read as a body of its own.
///
/// Two branches are exclusive when they are cases of one `switch` or bodies of one
/// `if`/`else if`/`else` chain: the code of one runs without the other's. Other blocks (a
/// separate `if`, a loop) run beside the code around them.
///
/// - Complexity: building is one pass over the body (each brace's kind is found once); an
///   ``Index`` of n assignments costs n times the nesting depth, which
///   ``RowDiscovery/maximumNestingDepth`` bounds, and each question a few binary searches per
///   level (the nineteenth attack's A19-1 kept per-branch rows linear in the branches).
struct BranchTree {
  private let start: Int
  /// Per token of the body: its branch, or `nil` inside a nested closure or function.
  private let labels: [Int?]
  /// The branch each branch is in; the body's own statements' branch (``top``) has none.
  private let parents: [Int: Int]
  /// For a `case` label, its `switch`'s braces; for a block of an `if`/`else` chain, the first
  /// body's `{` to the last body's `}`.
  private let statements: [Int: ClosedRange<Int>]
  /// Per branch, where it leaves the function or loop (`return`, `throw`, `continue`) directly.
  private let exits: [Int: [Int]]
  /// The branch of the body's own statements.
  let top: Int

  init(_ stream: TokenStream, in range: Range<Int>, blocks: BlockScopes) {
    start = range.lowerBound
    let top = range.lowerBound - 1
    self.top = top
    var latest: [Int: Int] = [:]
    var labels: [Int?] = []
    labels.reserveCapacity(range.count)
    var parents: [Int: Int] = [:]
    var statements: [Int: ClosedRange<Int>] = [:]
    var exits: [Int: [Int]] = [:]
    var foreign = Set<Int>()
    /// The first body of each `if`/`else` chain a body is part of.
    var chainStart: [Int: Int] = [:]
    func label(at position: Int) -> Int? {
      position < range.lowerBound ? top : labels[position - range.lowerBound]
    }
    for position in range {
      let block = blocks.parent[position] ?? top
      if foreign.contains(block) {
        labels.append(nil)
        if stream[position].isPunctuation("{") { foreign.insert(position) }
        continue
      }
      let token = stream[position]
      if token.kind == .keyword, token.text == "case" || token.text == "default", block != top,
        stream.isSwitchLabel(position)
      {
        latest[block] = position
        parents[position] = label(at: block) ?? top
        if let close = stream.partner[block] { statements[position] = block...close }
      }
      let branch = latest[block] ?? block
      labels.append(branch)
      if token.kind == .keyword, ["return", "throw", "continue"].contains(token.text) {
        exits[branch, default: []].append(position)
      }
      if token.kind == .keyword, token.text == "else", stream.isPunctuation(position - 1, "}"),
        let previous = stream.partner[position - 1], previous >= range.lowerBound,
        let body = Self.elseBody(stream, after: position, limit: range.upperBound)
      {
        chainStart[body] = chainStart[previous] ?? previous
      }
      guard token.isPunctuation("{"), let close = stream.partner[position] else { continue }
      if blocks.isFunctionLike(position) {
        foreign.insert(position)
        continue
      }
      parents[position] = branch
      let first = chainStart[position] ?? position
      statements[first] = first...close
      if first != position { statements[position] = first...close }
    }
    // Every body of a chain has the whole chain's range (the last `}` was found last).
    for (body, first) in chainStart { statements[body] = statements[first] }
    self.labels = labels
    self.parents = parents
    self.statements = statements
    self.exits = exits
  }

  /// The `{` of the body after `else` (`else {` or `else if condition {`).
  static func elseBody(_ stream: TokenStream, after position: Int, limit: Int) -> Int? {
    let next = position + 1
    guard next < limit else { return nil }
    if stream.isPunctuation(next, "{") { return next }
    guard stream[next].kind == .keyword, stream[next].text == "if" else { return nil }
    return ifBody(stream, at: next, limit: limit)
  }

  /// The `{` of the body of the `if` at `position` (`if condition {`), its condition's
  /// parenthesised and bracketed groups passed over.
  static func ifBody(_ stream: TokenStream, at position: Int, limit: Int) -> Int? {
    var next = position + 1
    while next < limit {
      if stream.isPunctuation(next, "{") { return next }
      if stream.isPunctuation(next, "(") || stream.isPunctuation(next, "["),
        let close = stream.partner[next]
      {
        next = close + 1
        continue
      }
      next += 1
    }
    return nil
  }

  /// The branch of `position`, or `nil` in a nested closure or function or outside the body.
  func branch(of position: Int) -> Int? {
    position >= start && position - start < labels.count ? labels[position - start] : nil
  }

  /// The branch that holds `branch`, or `nil` for ``top``.
  func parent(of branch: Int) -> Int? {
    branch == top ? nil : parents[branch]
  }

  /// `branch` and the branches around it, innermost first.
  func chain(of branch: Int) -> [Int] {
    var chain = [branch]
    var current = branch
    while let parent = parent(of: current) {
      chain.append(parent)
      current = parent
    }
    return chain
  }

  /// The range of the statement (`switch`, `if`/`else` chain) that `branch` is part of.
  func statement(of branch: Int) -> ClosedRange<Int>? {
    statements[branch]
  }

  /// Where code set at `position`, in `branch`, stops running: the first `return`, `throw` or
  /// `continue` after it in its branch or one around it (`Int.max` when none).
  func exit(after position: Int, chain: [Int]) -> Int {
    var bound = Int.max
    for branch in chain {
      guard let list = exits[branch] else { continue }
      let index = list.firstIndex(after: position)
      if index < list.count { bound = Swift.min(bound, list[index]) }
    }
    return bound
  }

  /// The assignments of `index` that decide a value (a line limit) read for a text set at
  /// `position`: `last`, the last one made in its branch or a branch around it and not
  /// `isConditional` (`flag ? (a = 1) : (a = 2)`); and `after`, those after `last` that may run
  /// too: conditional ones, those in blocks inside its branch and in blocks beside it (unless
  /// `isOtherCell`: a block that sets a text of its own shows that text, not this one). Code
  /// after the first `return`, `throw` or `continue` that follows `position` in its branch or a
  /// branch around it is left out. `complete` is false when more than `limit` may run.
  func deciding(
    _ position: Int, in index: Index, isConditional: (Int) -> Bool, limit: Int = 64,
    isOtherCell: (Int) -> Bool = { _ in false }
  ) -> (last: Int?, after: [Int], complete: Bool) {
    guard let branch = branch(of: position) else { return (nil, [], true) }
    let chain = chain(of: branch)
    let bound = exit(after: position, chain: chain)
    var last: Int?
    var conditional: [Int] = []
    for level in chain {
      guard let list = index.direct[level] else { continue }
      var at = list.firstIndex(after: bound - 1) - 1
      var steps = 0
      while at >= 0, steps < limit {
        if !isConditional(list[at]) {
          last = Swift.max(last ?? Int.min, list[at])
          break
        }
        conditional.append(list[at])
        at -= 1
        steps += 1
      }
      if steps == limit { return (last, [], false) }
    }
    let from = last ?? Int.min
    var after = conditional.filter { $0 > from }
    var count = after.count
    let inside = index.inside[branch] ?? []
    var at = inside.firstIndex(after: from)
    while at < inside.count, inside[at] < bound, count < limit {
      after.append(inside[at])
      at += 1
      count += 1
    }
    for (child, level) in zip(chain, chain.dropFirst()) where count < limit {
      let found = beside(child, in: index.inside[level] ?? [], from: from, to: bound, limit: limit - count)
        .filter { !isOtherCell($0) }
      after += found
      count += found.count
    }
    return (last, after.sorted(), count < limit)
  }

  /// Assignments of one part (sorted positions) by the branch that makes them.
  struct Index {
    /// Per branch, the assignments made directly in it.
    private(set) var direct: [Int: [Int]] = [:]
    /// Per branch, the assignments made in the blocks and cases inside it, at any depth.
    private(set) var inside: [Int: [Int]] = [:]

    init(_ positions: [Int], tree: BranchTree) {
      for position in positions {
        guard let branch = tree.branch(of: position) else { continue }
        direct[branch, default: []].append(position)
        var current = branch
        while let parent = tree.parent(of: current) {
          inside[parent, default: []].append(position)
          current = parent
        }
      }
    }
  }

  /// The assignments of `index` that may apply to a cell whose text is set at `position`, in
  /// order: those in its branch (directly, then in blocks inside it), in the branches around it
  /// (innermost first), then in blocks that run beside it (a separate `if` before or after); never
  /// those of a branch exclusive with it (another case of its `switch`, another body of its
  /// `if`/`else` chain), nor those of a block beside it for which `isOtherCell` is true (one that
  /// sets a text of its own), nor those after the first `return`, `throw` or `continue` that
  /// follows `position` in its branch or one around it (``exit(after:chain:)``), nor those of a
  /// block inside its branch that leaves before `position`: a branch that returns its cell early
  /// and the code after it configure two cells (the sixty-first attack's A61-9 gave an early
  /// `.value1` cell the disclosure and subtitle set after its `return`, and the cell after it the
  /// early one's value). At most `limit` of them.
  func reaching(
    _ position: Int, in index: Index, limit: Int = 64, isOtherCell: (Int) -> Bool = { _ in false }
  ) -> [Int] {
    guard let branch = branch(of: position) else { return [] }
    let chain = chain(of: branch)
    let bound = exit(after: position, chain: chain)
    /// The elements of a sorted list before `bound`, at most `limit`.
    func before(_ list: [Int]?) -> ArraySlice<Int> {
      guard let list else { return [] }
      return list[..<list.firstIndex(after: bound == Int.max ? Int.max : bound - 1)].prefix(limit)
    }
    var found: [Int] = []
    found += before(index.direct[branch])
    // A block inside the branch that leaves before the text (`if c { …; return cell }`) made
    // and returned a cell of its own: what it sets never reaches this text.
    found += before(index.inside[branch]).filter { assignment in
      guard assignment < position, let inner = self.branch(of: assignment) else { return true }
      return exit(after: assignment, chain: self.chain(of: inner)) > position
    }
    for level in chain.dropFirst() { found += before(index.direct[level]) }
    for (child, level) in zip(chain, chain.dropFirst()) where found.count < limit {
      found += beside(child, in: index.inside[level] ?? [], from: Int.min, to: bound, limit: limit)
        .filter { !isOtherCell($0) }
    }
    return Array(found.prefix(limit))
  }

  /// The positions of `list` (sorted) in `from <.. to` that are outside the statement of
  /// `child`: the assignments of the blocks beside it.
  func beside(_ child: Int, in list: [Int], from: Int, to: Int, limit: Int) -> [Int] {
    guard !list.isEmpty else { return [] }
    let own = statement(of: child) ?? child...child
    var result: [Int] = []
    var index = list.firstIndex(after: from)
    while index < list.count, list[index] < to, result.count < limit {
      if own.contains(list[index]) {
        index = list.firstIndex(after: own.upperBound)
        continue
      }
      result.append(list[index])
      index += 1
    }
    return result
  }
}

extension Array where Element == Int {
  /// The index of the first element greater than `value` in a sorted array (`count` when none).
  func firstIndex(after value: Int) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
