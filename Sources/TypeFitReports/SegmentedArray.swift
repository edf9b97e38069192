/// An array kept in blocks of ``blockCount`` elements, so it never asks for one large piece of
/// memory: appending fills the last block, and a full block is never moved or copied.
///
/// A Swift array grows by doubling into a new buffer while the old one is still held, so a list
/// of 640,000 problems of 880 bytes asked for 462 MB at once, with 231 MB still held, and ended
/// `check` under `prlimit --as` 600 MB to 1.2 GB (the seventeenth attack's A17-19). In blocks,
/// the largest request is one block (4,096 elements) or the blocks' list (8 bytes a block).
struct SegmentedArray<Element>: RandomAccessCollection {
  /// Elements a block holds: 4,096.
  static var blockCount: Int { 4_096 }

  private var blocks: [[Element]] = []
  private(set) var count = 0

  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(position: Int) -> Element {
    get { blocks[position / Self.blockCount][position % Self.blockCount] }
    set { blocks[position / Self.blockCount][position % Self.blockCount] = newValue }
    _modify { yield &blocks[position / Self.blockCount][position % Self.blockCount] }
  }

  mutating func append(_ element: Element) {
    if count % Self.blockCount == 0 {
      var block: [Element] = []
      block.reserveCapacity(Self.blockCount)
      blocks.append(block)
    }
    blocks[blocks.count - 1].append(element)
    count += 1
  }
}

extension SegmentedArray: Sendable where Element: Sendable {}
