import TypeFitLocalization

/// Pairs of rows found in Swift source that show one key with different line limits
/// (``DiscoveredRowShape``), gathered while the rows are made, for one warning per pair: the
/// key is checked in the strictest shape, and the warning names both places so the author can
/// see which row decided (thirteenth attack A13-27).
struct DiscoveredRowShapeConflicts {
  /// A pair of places, in order (file bytes, line, column), so the warning is the same
  /// whichever row was found first.
  private struct Pair: Hashable {
    var first: SourceLocation
    var second: SourceLocation

    init(_ a: SourceLocation, _ b: SourceLocation) {
      (first, second) = DiscoveredRowShapeConflicts.precedes(b, a) ? (b, a) : (a, b)
    }
  }

  /// Whether `a` comes before `b`: by the file's bytes, then line and column.
  static func precedes(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
    if !ExactText.sameBytes(a.file, b.file) { return a.file.utf8.lexicographicallyPrecedes(b.file.utf8) }
    return (a.line, a.column) < (b.line, b.column)
  }

  /// For each pair: the first key by bytes, how many keys, and the two rows' shapes (in the
  /// pair's order).
  private var pairs: [Pair: (key: String, count: Int, shapes: (DiscoveredRowShape, DiscoveredRowShape))] = [:]

  /// The most warnings listed; one more line counts the rest.
  static let listedPairs = 20

  /// Notes that the rows at `a` (of shape `aShape`) and `b` show `count` keys, `key` among them,
  /// in different shapes.
  mutating func record(
    _ a: SourceLocation, _ aShape: DiscoveredRowShape, _ b: SourceLocation, _ bShape: DiscoveredRowShape,
    key: String, count: Int
  ) {
    // Rows that differ in their line limits are said; rows with the same limits differ only in
    // the room their accessories and leading content take, which the strictest shape settles
    // without anything for the author to do (IceCubesApp: six such pairs, every one "no line
    // limits" on both sides, were noise on the first screen of its report).
    guard aShape.limits != bShape.limits else { return }
    let pair = Pair(a, b)
    guard pair.first != pair.second else { return }
    if let known = pairs[pair] {
      let first = key.utf8.lexicographicallyPrecedes(known.key.utf8) ? key : known.key
      pairs[pair] = (first, known.count + count, known.shapes)
    } else {
      pairs[pair] = (key, count, pair.first == a ? (aShape, bShape) : (bShape, aShape))
    }
  }

  /// One warning per pair, at the pair's first place, in the order of places; at most
  /// ``listedPairs``, then one counting the rest.
  func warnings() -> [LocalizationDiagnostic] {
    let sorted = pairs.sorted { left, right in
      left.key.first != right.key.first
        ? Self.precedes(left.key.first, right.key.first) : Self.precedes(left.key.second, right.key.second)
    }
    var warnings = sorted.prefix(Self.listedPairs).map { pair, keys in
      let more = keys.count > 1 ? " (and \(keys.count - 1) more key\(keys.count == 2 ? "" : "s"))" : ""
      let (own, other) = keys.shapes
      let stricter = own < other ? "the first" : "the second"
      return LocalizationDiagnostic(
        kind: .unmatchedConfiguration, severity: .warning, at: pair.first,
        message:
          "the rows at \(TerminalText.escaped(pair.first.description)) (\(own.limitsWritten)) and "
          + "\(TerminalText.escaped(pair.second.description)) (\(other.limitsWritten)) show the key "
          + "\"\(TerminalText.escaped(keys.key))\"\(more) in different shapes, \(stricter) the stricter; "
          + Self.rule)
    }
    if sorted.count > Self.listedPairs {
      let rest = sorted.count - Self.listedPairs
      warnings.append(
        LocalizationDiagnostic(
          kind: .unmatchedConfiguration, severity: .warning, at: sorted[Self.listedPairs].key.first,
          message: "and \(rest) more pair\(rest == 1 ? "" : "s") of rows showing one key in different shapes")
      )
    }
    return warnings
  }

  /// What the warnings say of the shape used.
  static let rule =
    "each key is checked in the strictest shape of the rows showing it (the smallest title line limit, "
    + "then subtitle's, then value's, then the least room for the text; see Docs/CLI.md), whatever the "
    + "files' names or order"
}
