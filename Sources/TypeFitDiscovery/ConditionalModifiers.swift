/// The modifiers of a chain written in `#if` / `#elseif` / `#else` branches (a postfix `#if`,
/// Swift 5.5): which of them a row is read with.
///
/// The branches that are never compiled for iOS (`#if os(macOS)`) are gone already
/// (``ShippedCode``). Of the others, one is built, and which one is not known from the source,
/// so the row is read as the App Store build or the strictest branch shows it:
///
/// - `#if DEBUG`: the `#else` branch (or none), the build an App Store user runs (Xcode's
///   Release configuration does not set `DEBUG`); `#if !DEBUG`: the first branch;
/// - another condition: of a `.lineLimit`, `.font` or `.fontWeight` set in more than one branch,
///   the stricter (fewer lines; the larger font, ``FontExpression/stricter(_:)``; the heavier
///   weight), as a ternary's fonts are read; the other modifiers of every branch are read (the
///   nearest to the view wins, as elsewhere).
///
/// ```swift
/// // Text("k")
/// // #if DEBUG
/// //   .lineLimit(3)
/// // #else
/// //   .lineLimit(1)
/// // #endif                 → 1 line (the twenty-first attack's A21-30 read 3)
/// ```
struct ConditionalModifiers {
  /// An open `#if` block: its number, the branch being read (0 for the `#if` one), and its
  /// condition (`DEBUG`, `!DEBUG`, `canImport(UIKit)`).
  private struct OpenBlock {
    var id: Int
    var branch: Int
    var condition: String
  }

  private var open: [OpenBlock] = []
  private var blockCount = 0
  /// The condition of each block, by number.
  private var conditions: [String] = []
  /// For each modifier, in chain order: the blocks around it (outermost first) with its branch.
  private var places: [[(block: Int, branch: Int)]] = []

  /// The modifiers named here are chosen between branches by strictness; others are all read.
  static let comparedNames: Set<String> = ["lineLimit", "font", "fontWeight"]

  /// Takes a directive token of the chain (`#if …`, `#elseif …`, `#else`, `#endif`). An
  /// `#else` or `#endif` of a block opened before the chain (around the whole view) is not
  /// the chain's: it is ignored.
  mutating func take(_ token: SwiftToken) {
    let text = token.text
    if text.hasPrefix("#elseif") || text == "#else" {
      if !open.isEmpty { open[open.count - 1].branch += 1 }
    } else if text.hasPrefix("#if") {
      let condition = String(text.dropFirst(3)).filter { !$0.isWhitespace }
      open.append(OpenBlock(id: blockCount, branch: 0, condition: condition))
      conditions.append(condition)
      blockCount += 1
    } else if text == "#endif" {
      _ = open.popLast()
    }
  }

  /// The most nested blocks around one modifier that choose it: a modifier inside more is read
  /// with its innermost 16 (``addModifier()``), so `#if` nested n deep in a chain costs n × 16,
  /// not n² / 2.
  static let maximumDepth = 16

  /// Notes that the chain's next modifier is read at the current place.
  mutating func addModifier() {
    places.append(open.suffix(Self.maximumDepth).map { (block: $0.id, branch: $0.branch) })
  }

  /// The modifiers read: `modifiers` (one for each ``addModifier()``, in order) without those
  /// of a `DEBUG` branch and the less strict of a setting given in several branches.
  func chosen(_ modifiers: [CallSyntax.Modifier], in stream: TokenStream) -> [CallSyntax.Modifier] {
    guard blockCount > 0, places.count == modifiers.count, places.contains(where: { !$0.isEmpty }) else {
      return modifiers
    }
    // The modifiers inside each block, with their branch, gathered in one pass over the chain:
    // looking through the whole chain for each block was blocks × modifiers (twenty-fifth attack
    // A25-2: 1,000 `#if` blocks in one row's chain 8.9 s of CPU, 2,000 past 300 s).
    var insideBlock = [[(index: Int, branch: Int)]](repeating: [], count: blockCount)
    for (index, place) in places.enumerated() {
      for (block, branch) in place { insideBlock[block].append((index: index, branch: branch)) }
    }
    var dropped = Set<Int>()
    for block in 0..<blockCount {
      let inside = insideBlock[block]
      switch conditions[block] {
      case "DEBUG", "(DEBUG)":
        for (index, branch) in inside where branch == 0 { dropped.insert(index) }
      case "!DEBUG", "!(DEBUG)":
        for (index, branch) in inside where branch > 0 { dropped.insert(index) }
      default:
        for name in Self.comparedNames {
          let named = inside.filter { modifiers[$0.index].name == name && !dropped.contains($0.index) }
          guard Set(named.map(\.branch)).count > 1,
            let kept = Self.strictest(named.map { modifiers[$0.index] }, in: stream)
          else { continue }
          for (offset, entry) in named.enumerated() where offset != kept { dropped.insert(entry.index) }
        }
      }
    }
    return modifiers.indices.filter { !dropped.contains($0) }.map { modifiers[$0] }
  }

  /// The offset of the strictest of modifiers of one name (the first on a tie), or `nil` when
  /// they cannot be compared.
  static func strictest(_ modifiers: [CallSyntax.Modifier], in stream: TokenStream) -> Int? {
    let ranges = modifiers.map { $0.arguments.first?.range ?? 0..<0 }
    switch modifiers.first?.name {
    case "lineLimit":
      // Fewer lines first; unlimited and computed limits (read as unlimited) last.
      let lines = ranges.map { range -> Int in
        guard case .some(.some(let lines)) = TextModifiers.lineLimit(in: range, stream: stream) else {
          return Int.max
        }
        return lines
      }
      return lines.indices.min { lines[$0] < lines[$1] }
    case "font":
      let fonts = ranges.map { FontExpression(in: $0, stream: stream) }
      var best = 0
      for offset in fonts.indices.dropFirst() where fonts[best].yields(to: fonts[offset]) { best = offset }
      return best
    case "fontWeight":
      let weights = ranges.map { FontExpression.literalWeight(in: $0, stream: stream) }
      guard let heaviest = weights.compactMap({ $0 }).max() else { return nil }
      return weights.firstIndex(of: heaviest)
    default:
      return nil
    }
  }
}
