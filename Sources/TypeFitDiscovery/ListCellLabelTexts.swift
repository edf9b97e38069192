/// The `text:` arguments of the `.label(text: …)` list-cell accessories in one file's
/// `accessories = […]` assignments, found in one pass, so that each configuration asks for the
/// first in its range without walking it.
///
/// Walking the range for each configuration was configurations × range: one function declaring
/// 4,000 configurations took 15 s of CPU in a debug build (twenty-fifth attack A25-3), as one
/// configuration set in 5,000 `switch` cases had (A24-17).
struct ListCellLabelTexts {
  /// One `.label(text:)`: the position of `label`, the `[` of the `accessories = [` holding it,
  /// and the `text:` argument.
  private struct Entry {
    var position: Int
    var assignment: Int
    var text: Range<Int>
  }

  /// In source order.
  private let entries: [Entry]

  init(_ stream: TokenStream) {
    var entries: [Entry] = []
    for position in 0..<stream.count where stream[position].isIdentifier("label") {
      guard stream.isPunctuation(position - 1, "."), stream.isPunctuation(position + 1, "("),
        let close = stream.partner[position + 1],
        let assignment = ListCellAccessory.assignment(
          containing: position - 1, in: 0..<stream.count, stream: stream),
        let text = CallSyntax.splitArguments(position + 2..<close, in: stream).first(where: {
          $0.label == "text"
        }),
        !text.range.isEmpty
      else { continue }
      entries.append(Entry(position: position, assignment: assignment, text: text.range))
    }
    self.entries = entries
  }

  /// The range of the `text:` argument of the first `.label(text: …)` accessory in `range`
  /// whose `accessories = [` is in `range` too; `nil` when there is none.
  ///
  /// The `[` found for a label searching the whole file is the nearest one holding it, so it is
  /// the one a search within `range` finds, when it lies in `range`.
  ///
  /// - Complexity: O(log n) to the first label in `range`, then one step per label in `range`
  ///   whose assignment starts before it.
  func first(in range: Range<Int>) -> Range<Int>? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].position < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    for entry in entries[low...] {
      guard entry.position < range.upperBound else { return nil }
      if entry.assignment >= range.lowerBound { return entry.text }
    }
    return nil
  }
}
