/// The inline codes of an XLIFF unit that stand for nothing known (``XLIFFInlineContent/Problem``):
/// the first, which the unit's one warning is placed at and worded by, and how many there are.
///
/// Only these two are kept, whatever the count: the thirty-sixth attack's A36-11 gave one
/// `<target>` 2,400,000 empty `<x/>` codes, and a list of every problem (its element and a
/// sentence each) took about 110 bytes a code on top of the element tree.
struct XLIFFInlineProblems {
  /// The first problem met, in document order; `nil` when there is none.
  private(set) var first: XLIFFInlineContent.Problem?
  /// How many problems were met, the first included.
  private(set) var count = 0

  /// Counts a problem; `problem` is made only when it is the first.
  mutating func add(_ problem: @autoclosure () -> XLIFFInlineContent.Problem) {
    if first == nil { first = problem() }
    count += 1
  }

  /// Adds `other`'s problems after these.
  static func += (problems: inout XLIFFInlineProblems, other: XLIFFInlineProblems) {
    if problems.first == nil { problems.first = other.first }
    problems.count += other.count
  }
}
