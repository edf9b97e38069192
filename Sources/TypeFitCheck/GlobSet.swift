import TypeFitLocalization

/// Many ``Glob``s compiled together, to find which of them match a key without comparing the
/// key with each in turn.
///
/// A glob matches only a key that holds each of its literal runs (the units between its stars
/// and `?`s) with room for the pattern's units before and after it. The runs of all globs go
/// into ``LiteralAutomaton``s, one reading keys forwards and one reading them backwards (over
/// bytes for plain ASCII globs; over `Character`s for the others), which find in two passes
/// over a key where each run it holds first starts and last starts. A glob is compared with
/// the key only when, for each of its longest runs (up to ``requiredLiterals``), the last
/// occurrence leaves room before it and the first leaves room after it, and the key is long
/// enough (as long, without a star). Globs written alike are compared once. The answers are
/// those of ``Glob/matches(_:)`` on each glob, in order: the filters only skip comparisons that
/// cannot succeed.
///
/// Only the globs whose longest run the key holds are visited at all (``anchored``): each glob
/// is filed under that run, so a key is not walked past the globs it cannot match (the
/// thirty-first attack's A31-5: 1,000 `ignore` patterns `zzN` visited for each of 90,000 keys,
/// 80 s of CPU in a debug build, no warning). The comparisons left can still cost globs × key
/// length in the worst case (keys that hold every run, in places that leave room, without
/// matching), so each one is charged to a ``Budget`` before it is made, at ``cost(of:for:)`` and
/// ``stepsPerComparison``,
/// and each glob visited that its length or its runs' places rule out is charged
/// ``stepsPerVisit``; a comparison that could cost more than the budget has left is not made:
/// the glob is taken as not matching, and the budget counts it. Once the budget is spent, the
/// globs left are not visited, only counted.
struct GlobSet: Sendable {
  /// The globs, in the order given: answers are indices into this list.
  let globs: [Glob]
  /// For each glob, the index of the first glob with the same pattern (itself when none before).
  private let representative: [Int]
  /// Whether two globs have the same pattern.
  private let hasRepeats: Bool
  private let bytes: Literals<UInt8>
  private let characters: Literals<ExactText>
  /// The byte automata's symbols of each byte.
  private let byteSymbols: [Int32]
  private let reversedByteSymbols: [Int32]
  /// For each glob, the literal runs a key must hold: in ``bytes`` for a plain ASCII glob, in
  /// ``characters`` for another.
  private let required: [[Required]]
  /// The globs (indices, ascending) filed under their longest run, by its number in ``bytes``'
  /// and in ``characters``' forward automaton, and those without a run (`*`, `??`), which every
  /// key visits.
  private let anchored: (bytes: [[Int]], characters: [[Int]], none: [Int])

  /// The steps charged for visiting one glob for a key (``anchored``) that its length or its
  /// runs' places rule out without a comparison: about the time of those checks (the length,
  /// up to ``requiredLiterals`` runs' places), at the budget's rate of about a nanosecond a step
  /// in a release build (an estimate, not measured). With it, keys that hold the runs of many
  /// globs they cannot match spend the budget too, and the run stops visiting at about the
  /// budget's time, with its warning. 32: twice the 16 first set, as the measure below found
  /// the fixed costs of a glob to be larger than estimated.
  static let stepsPerVisit = 32

  /// The steps charged for each comparison made besides ``cost(of:for:)``: the fixed cost of
  /// reaching and starting one (the visit, the runs' places, the call). Measured in a release
  /// build (thirty-second attack A32-2): 1,000 `ignore` globs `*B{j}?{q}*A{k}*` compared with
  /// each of 30,000 keys of 26 units that hold their runs but match none took 2.75 s of CPU more
  /// than no globs, about 92 ns a comparison, of which ``cost(of:for:)`` charged about 29 steps;
  /// uncharged, the budget let such a run go on for a minute of CPU in a debug build without its
  /// warning. 64 steps bring the charge to the time.
  static let stepsPerComparison = 64

  /// How many of a glob's literal runs, the longest, a key is checked for. Each costs two
  /// look-ups per glob per key; four keep that small while rejecting nearly every glob a key
  /// cannot match.
  static let requiredLiterals = 4

  /// The steps charged for each `Character` of a key compared by `Character`s (one not plain
  /// ASCII), on top of ``CompiledPattern/cost(forTextOf:)``, and with ``stepsPerCharacterByte``
  /// for each of its UTF-8 bytes.
  ///
  /// A step over bytes is a 64-bit word operation or a byte looked up in an array; a `Character`
  /// is looked up in a dictionary, hashing its bytes, and compared by them, so a comparison by
  /// `Character`s took 4 to 10 times as long for the same steps (twelfth attack, A12: the
  /// budget took about 3 s there against about 1 s over bytes). Measured in a release build on
  /// 1,000 `ignore` patterns `*?{n..n+99}X?{n..n+9}*` against 2,000 discovered titles of 1,005
  /// units (the run's time at its 1,000-million-step budget, the time of a run without patterns
  /// taken off): over bytes 0.6 ns a step with pieces of 11 words (n = 300) and 0.95 ns with one
  /// word (n = 10); by `Character`s, per unit read, about 38 and 22 ns for `é` (2 bytes) and 70
  /// and 43 ns for `a` with ten U+0301 (21 bytes), that is about 20 ns and 1.1 ns a byte more
  /// than the same steps over bytes. Charged at 24 steps a `Character` and 1 a byte, the runs
  /// spend 1.0 to 1.6 s of CPU at the budget by `Character`s against 0.6 to 1.4 s over bytes
  /// (machine load about 15), so the budget takes about as long whatever the keys' script.
  static let stepsPerCharacter = 24
  /// The steps charged for each UTF-8 byte of a key compared by `Character`s (see
  /// ``stepsPerCharacter``).
  static let stepsPerCharacterByte = 1

  /// The steps a comparison of `subject` with `pattern` is charged: ``CompiledPattern/cost(forTextOf:)``,
  /// and for a key compared by `Character`s (not plain ASCII) ``stepsPerCharacter`` a
  /// `Character` and ``stepsPerCharacterByte`` a byte more.
  static func cost<Unit>(of pattern: CompiledPattern<Unit>, for subject: GlobSubject) -> Int {
    let steps = pattern.cost(forTextOf: subject.count)
    guard subject.bytes == nil else { return steps }
    return steps + subject.count * stepsPerCharacter + subject.byteCount * stepsPerCharacterByte
  }

  /// What a set of comparisons may still spend, in steps (``cost(of:for:)``: about one 64-bit
  /// word operation or one unit compared each, or their time when compared by `Character`s).
  struct Budget: Sendable {
    /// Steps left.
    var steps: Int
    /// Comparisons not made because they could cost more than ``steps``.
    var skipped = 0
  }

  /// A literal run a key must hold: its numbers in the forward and backward automata, its
  /// length and the pattern's units before and after it.
  private struct Required: Sendable {
    var forward: Int32
    var backward: Int32
    var count: Int32
    var before: Int32
    var after: Int32
  }

  /// The runs of some globs, read forwards and backwards (each run added reversed).
  private struct Literals<Unit: Hashable & Sendable>: Sendable {
    var forward = LiteralAutomaton<Unit>()
    var backward = LiteralAutomaton<Unit>()

    mutating func add(_ literals: [CompiledPattern<Unit>.Literal]) -> [Required] {
      literals.map { literal in
        Required(
          forward: Int32(forward.insert(literal.units)),
          backward: Int32(backward.insert(literal.units.reversed())),
          count: Int32(literal.units.count), before: Int32(literal.before), after: Int32(literal.after))
      }
    }

    mutating func finish() {
      forward.finish()
      backward.finish()
    }

    /// Where each run first ends reading forwards and reading backwards (0: nowhere), and the
    /// runs found (their numbers in ``forward``).
    func ends<Symbols: BidirectionalCollection<Int32>>(_ symbols: Symbols, backwardSymbols: Symbols) -> Ends {
      var ends = Ends(
        forward: [Int32](repeating: 0, count: forward.literalCount),
        backward: [Int32](repeating: 0, count: backward.literalCount))
      guard forward.literalCount > 0 else { return ends }
      forward.recordFirstEnds(in: symbols, firstEnds: &ends.forward, found: &ends.found)
      // The runs found backwards are the same runs: only their places are wanted.
      var foundBackwards: [Int32] = []
      backward.recordFirstEnds(
        in: backwardSymbols.reversed(), firstEnds: &ends.backward, found: &foundBackwards)
      return ends
    }
  }

  /// Where a key's runs first end reading forwards and reading backwards (0: nowhere), indexed
  /// by their numbers in each automaton, and the numbers in the forward one of the runs found.
  private struct Ends {
    var forward: [Int32]
    var backward: [Int32]
    var found: [Int32] = []
  }

  init(_ globs: [Glob]) {
    self.globs = globs
    var firstOf: [ExactText: Int] = [:]
    var representative: [Int] = []
    var bytes = Literals<UInt8>()
    var characters = Literals<ExactText>()
    var required: [[Required]] = []
    for (index, glob) in globs.enumerated() {
      let pattern = ExactText(glob.pattern)
      if let first = firstOf[pattern] {
        representative.append(first)
        required.append(required[first])
        continue
      }
      firstOf[pattern] = index
      representative.append(index)
      if let compiled = glob.bytePattern {
        required.append(bytes.add(Self.longest(compiled.literals)))
      } else {
        required.append(characters.add(Self.longest(glob.characterPattern.literals)))
      }
    }
    bytes.finish()
    characters.finish()
    self.representative = representative
    hasRepeats = representative.indices.contains { representative[$0] != $0 }
    self.required = required
    var byteAnchored = [[Int]](repeating: [], count: bytes.forward.literalCount)
    var characterAnchored = [[Int]](repeating: [], count: characters.forward.literalCount)
    var unanchored: [Int] = []
    for (index, glob) in globs.enumerated() {
      guard let anchor = required[index].first.map({ Int($0.forward) }) else {
        unanchored.append(index)
        continue
      }
      if glob.bytePattern != nil {
        byteAnchored[anchor].append(index)
      } else {
        characterAnchored[anchor].append(index)
      }
    }
    anchored = (byteAnchored, characterAnchored, unanchored)
    self.bytes = bytes
    self.characters = characters
    byteSymbols = bytes.forward.byteSymbols()
    reversedByteSymbols = bytes.backward.byteSymbols()
  }

  /// The ``requiredLiterals`` longest of `literals`, the earliest first among equals.
  private static func longest<Unit>(_ literals: [CompiledPattern<Unit>.Literal]) -> [CompiledPattern<Unit>
    .Literal]
  {
    guard literals.count > requiredLiterals else { return literals }
    return literals.indices.sorted { (literals[$1].units.count, $1) < (literals[$0].units.count, $0) }
      .prefix(requiredLiterals).map { literals[$0] }
  }

  /// Whether the set has no glob.
  var isEmpty: Bool { globs.isEmpty }

  /// The indices, ascending, of the globs among `wanted` that match `subject`; only the first
  /// when `firstOnly`.
  ///
  /// - Parameter budget: charged for each comparison made, and ``stepsPerVisit`` for each glob
  ///   visited (among `wanted`, with its longest run in the key) that is ruled out without one;
  ///   a comparison it cannot pay for is not made, its glob taken as not matching and counted
  ///   in ``Budget/skipped``, and once it is spent the globs left are counted so.
  /// - Complexity: O(key + literals + globs visited) besides the comparisons, each
  ///   O(key × ⌈p / 64⌉ + pattern) as ``Glob/matches(_:)``.
  func matches(
    _ subject: GlobSubject, among wanted: Range<Int>, firstOnly: Bool = false, budget: inout Budget
  ) -> [Int] {
    let byteEnds: Ends
    var characterEnds = Ends(forward: [], backward: [])
    if let keyBytes = subject.bytes {
      byteEnds = bytes.ends(
        keyBytes.lazy.map { byteSymbols[Int($0)] },
        backwardSymbols: keyBytes.lazy.map { reversedByteSymbols[Int($0)] })
    } else {
      // A `Character` of one ASCII byte is that byte to a plain ASCII glob; no other `Character`
      // equals any of its literal units.
      func byte(_ character: ExactText, _ symbols: [Int32]) -> Int32 {
        let utf8 = character.text.utf8
        return utf8.count == 1 ? symbols[Int(utf8.first!)] : -1
      }
      byteEnds = bytes.ends(
        subject.characters.lazy.map { byte($0, byteSymbols) },
        backwardSymbols: subject.characters.lazy.map { byte($0, reversedByteSymbols) })
      characterEnds = characters.ends(
        subject.characters.lazy.map { characters.forward.symbol(of: $0) },
        backwardSymbols: subject.characters.lazy.map { characters.backward.symbol(of: $0) })
    }
    var candidates = anchored.none
    for literal in byteEnds.found { candidates += anchored.bytes[Int(literal)] }
    for literal in characterEnds.found { candidates += anchored.characters[Int(literal)] }
    candidates.sort()
    var answers: [Int] = []
    var decided: [Int: Bool] = [:]
    for (position, index) in candidates.enumerated() where wanted.contains(index) {
      guard budget.steps > 0 else {
        // Out of steps: the globs left are counted, not visited one by one.
        budget.skipped += candidates[position...].lazy.filter { wanted.contains($0) }.count
        break
      }
      let first = representative[index]
      let matched: Bool
      if let known = decided[first] {
        matched = known
      } else {
        let plain = globs[first].bytePattern != nil
        matched = compare(
          globs[first], subject, required: required[first], ends: plain ? byteEnds : characterEnds,
          budget: &budget)
        if hasRepeats { decided[first] = matched }
      }
      if matched {
        answers.append(index)
        if firstOnly { break }
      }
    }
    return answers
  }

  /// Whether `glob` matches `subject`, after the checks that cost nothing.
  private func compare(
    _ glob: Glob, _ subject: GlobSubject, required: [Required], ends: Ends, budget: inout Budget
  ) -> Bool {
    let count = subject.count
    /// A glob ruled out before comparing costs its visit.
    func ruledOut() -> Bool {
      budget.steps -= min(Self.stepsPerVisit, budget.steps)
      return false
    }
    let cost: Int
    if let compiled = glob.bytePattern {
      guard Self.admits(compiled, count) else { return ruledOut() }
      cost = Self.cost(of: compiled, for: subject)
    } else {
      // A plain ASCII key has no `Character` a non-ASCII literal unit could equal.
      guard subject.bytes == nil, Self.admits(glob.characterPattern, count) else { return ruledOut() }
      cost = Self.cost(of: glob.characterPattern, for: subject)
    }
    for literal in required {
      let firstEnd = ends.forward[Int(literal.forward)]
      guard firstEnd > 0 else { return ruledOut() }
      // Reading backwards, the first end is the last occurrence's start, counted from the end.
      let lastStart = Int32(count) - ends.backward[Int(literal.backward)]
      let firstStart = firstEnd - literal.count
      guard lastStart >= literal.before, firstStart + literal.count + literal.after <= Int32(count) else {
        return ruledOut()
      }
    }
    let charge = cost + Self.stepsPerComparison
    guard charge <= budget.steps else {
      budget.skipped += 1
      return false
    }
    budget.steps -= charge
    return glob.matches(subject)
  }

  /// Whether a text of `count` units is long enough for `pattern`, and as long when it has no star.
  private static func admits<Unit>(_ pattern: CompiledPattern<Unit>, _ count: Int) -> Bool {
    pattern.hasStar ? count >= pattern.minimumCount : count == pattern.minimumCount
  }
}
