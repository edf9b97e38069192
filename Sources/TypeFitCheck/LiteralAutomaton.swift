/// Which of many literal runs occur in a text, found in one pass over the text: the
/// Aho–Corasick automaton (Aho and Corasick, "Efficient string matching: an aid to
/// bibliographic search", Communications of the ACM 18(6), 1975).
///
/// The literals are stored in a trie; each node links to the node of its longest proper suffix
/// in the trie (its failure link) and to the nearest node on that chain, itself included, that
/// ends a literal (its output link). Reading a text moves through the trie one unit at a time,
/// following failure links where the trie has no next unit (amortized: the depth reached never
/// exceeds the units read), and at each place records the literals ending there for the first time by walking
/// output links, stopping at the first literal already recorded (its own chain was walked when
/// it was recorded). So a text of n units costs O(n + literals found), however many literals there are.
///
/// Units are numbered by the caller (``symbol(of:)``), and a node's child for a symbol is looked
/// up in one dictionary keyed by both, so memory grows with the literals' total length alone.
struct LiteralAutomaton<Unit: Hashable & Sendable>: Sendable {
  /// The number of each unit some literal has; a text unit without one leads back to the root.
  private var symbols: [Unit: Int32] = [:]
  /// The child of each node for each symbol, keyed by `node << 32 | symbol`.
  private var children: [Int64: Int32] = [:]
  private var failure: [Int32] = [0]
  private var output: [Int32] = [-1]
  /// The literal each node ends, or -1.
  private var literalAt: [Int32] = [-1]
  /// Children in insertion order, for the breadth-first walk that sets the links.
  private var firstChild: [Int32] = [-1]
  private var nextSibling: [Int32] = [-1]
  private var symbolOf: [Int32] = [-1]
  /// How many distinct literals were added.
  private(set) var literalCount = 0

  /// Adds `literal` (not empty) and returns its number; the same units give the same number.
  mutating func insert(_ literal: [Unit]) -> Int {
    var node: Int32 = 0
    for unit in literal {
      let symbol: Int32
      if let known = symbols[unit] {
        symbol = known
      } else {
        symbol = Int32(symbols.count)
        symbols[unit] = symbol
      }
      if let child = child(of: node, symbol) {
        node = child
        continue
      }
      let child = Int32(failure.count)
      failure.append(0)
      output.append(-1)
      literalAt.append(-1)
      firstChild.append(-1)
      symbolOf.append(symbol)
      nextSibling.append(firstChild[Int(node)])
      firstChild[Int(node)] = child
      children[Int64(node) << 32 | Int64(symbol)] = child
      node = child
    }
    if literalAt[Int(node)] < 0 {
      literalAt[Int(node)] = Int32(literalCount)
      literalCount += 1
    }
    return Int(literalAt[Int(node)])
  }

  private func child(of node: Int32, _ symbol: Int32) -> Int32? {
    children[Int64(node) << 32 | Int64(symbol)]
  }

  /// Sets the failure and output links; call once, after the last ``insert(_:)``.
  mutating func finish() {
    var queue: [Int32] = []
    var child = firstChild[0]
    while child >= 0 {
      failure[Int(child)] = 0
      output[Int(child)] = literalAt[Int(child)] >= 0 ? child : -1
      queue.append(child)
      child = nextSibling[Int(child)]
    }
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      var child = firstChild[Int(node)]
      while child >= 0 {
        let symbol = symbolOf[Int(child)]
        var fallback = failure[Int(node)]
        while fallback != 0, self.child(of: fallback, symbol) == nil { fallback = failure[Int(fallback)] }
        let link = self.child(of: fallback, symbol) ?? 0
        failure[Int(child)] = link
        output[Int(child)] = literalAt[Int(child)] >= 0 ? child : output[Int(link)]
        queue.append(child)
        child = nextSibling[Int(child)]
      }
    }
  }

  /// The symbol of `unit`, or -1 when no literal has it.
  func symbol(of unit: Unit) -> Int32 { symbols[unit] ?? -1 }

  /// The symbols of the units 0 to 255 when units are bytes (for a look-up by index).
  func byteSymbols() -> [Int32] where Unit == UInt8 { (0...255).map { symbol(of: UInt8($0)) } }

  /// Records in `firstEnds` (indexed by literal number, ``literalCount`` long, all 0 to start)
  /// where each literal that occurs in the text first ends: the offset just past its first
  /// occurrence, counted in units from the start of the text whose units' symbols `symbols`
  /// gives; a literal that does not occur keeps 0. Each literal found is also appended to
  /// `found`, in the order found.
  ///
  /// - Complexity: O(text + literals found).
  func recordFirstEnds<Symbols: Sequence<Int32>>(
    in symbols: Symbols, firstEnds: inout [Int32], found: inout [Int32]
  ) {
    var node: Int32 = 0
    var offset: Int32 = 0
    for symbol in symbols {
      offset += 1
      guard symbol >= 0 else {
        node = 0
        continue
      }
      while true {
        if let next = child(of: node, symbol) {
          node = next
          break
        }
        if node == 0 { break }
        node = failure[Int(node)]
      }
      var match = output[Int(node)]
      while match >= 0 {
        let literal = Int(literalAt[Int(match)])
        if firstEnds[literal] != 0 { break }
        firstEnds[literal] = offset
        found.append(Int32(literal))
        match = output[Int(failure[Int(match)])]
      }
    }
  }
}
