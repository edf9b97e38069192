import TypeFitDynamicType

/// A run of `Text` views joined with `+` in a label (`Text("a") + Text("b").bold()`): one text,
/// shown as the parts' strings one after another.
///
/// The row model measures one string per part, so the run is read as its first part with each
/// later part as an alternative of it: a later part alone is never longer than the whole, so a
/// part that does not fit means the whole does not fit either (no false error), while the whole
/// may be cut where no part alone is (not reported; Docs/RowDiscovery.md). A later part is
/// measured in the first part's style, so one that could be narrower in it than as shown is left
/// out: a different text style, or a weight lighter than the first part's (A17-20 read the
/// second part as the row's value).
struct TextConcatenation {
  /// Where the first part is among the label's texts.
  let index: Int
  /// The first token after the last part read so far.
  var end: Int
  private var seen: Set<StringReference> = []

  init(index: Int, end: Int) {
    self.index = index
    self.end = end
  }

  /// Adds a later part to the first one as an alternative, when measuring it in the first
  /// part's style cannot make it wider than it is shown.
  mutating func add(_ part: DiscoveredText, to first: inout DiscoveredText) {
    if case .unresolved = part.reference { return }
    guard part.textStyle == first.textStyle, Self.isAtLeastAsHeavy(part.weight, as: first.weight),
      part.reference != first.reference, seen.insert(part.reference).inserted
    else { return }
    first.addAlternative(part.reference)
  }

  /// Whether a part of weight `part` is at least as heavy as one of weight `first`. `nil` is the
  /// text style's own weight (semibold for `headline`), so against it only `bold` or heavier is
  /// known to be at least as heavy.
  static func isAtLeastAsHeavy(_ part: FontWeight?, as first: FontWeight?) -> Bool {
    switch (part, first) {
    case (nil, nil): return true
    case (let part?, nil): return part >= .bold
    case (nil, _?): return false
    case (let part?, let first?): return part >= first
    }
  }
}
