import TypeFitRow

/// The JSON members of a result's layouts (``LayoutJSONWriter/writeMembers(of:to:)``), written
/// once where a layout would be written the same as the layout at the same place in the
/// result's previous context, and copied from there.
///
/// A result has one report per context, and contexts that differ only in screen width often
/// lay a row out the same at a category (same height, same lines): 3 widths × 12 categories
/// write many identical members. Whether two layouts write the same bytes is decided on what
/// the writer reads (``LayoutJSONWriter/writesSame(_:_:)``), so the output is unchanged.
///
/// ```swift
/// var members = ReusedLayoutMembers()
/// for report in result.reports {
///   members.startContext(report.layouts)
///   for index in report.layouts.indices {
///     members.write(at: index, with: writer) { output.append(contentsOf: $0) }
///   }
/// }
/// ```
struct ReusedLayoutMembers {
  private var previousLayouts: [RowCategoryLayout] = []
  private var previous: [UInt8] = []
  /// Where the members of each previous layout end in `previous`.
  private var previousEnds: [Int] = []
  private var layouts: [RowCategoryLayout] = []
  private var current: [UInt8] = []
  private var currentEnds: [Int] = []

  init() {
    // A row's context is 12 layouts of a few hundred bytes: room for them at once.
    for index in 0..<2 {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(4096)
      var ends: [Int] = []
      ends.reserveCapacity(16)
      if index == 0 {
        (previous, previousEnds) = (bytes, ends)
      } else {
        (current, currentEnds) = (bytes, ends)
      }
    }
  }

  /// Starts the layouts of the next context; the ones written so far become the previous.
  mutating func startContext(_ layouts: [RowCategoryLayout]) {
    swap(&previousLayouts, &self.layouts)
    swap(&previous, &current)
    swap(&previousEnds, &currentEnds)
    self.layouts = layouts
    current.removeAll(keepingCapacity: true)
    currentEnds.removeAll(keepingCapacity: true)
  }

  /// Appends the current context's layouts as JSON objects, `{…},{…}` (each layout's members
  /// in braces, ``LayoutJSONWriter/writeObject(of:afterComma:to:)``), with the bytes
  /// ``write(at:with:_:)`` gives: each layout the same as the previous context's at its index
  /// is copied from there, a run of them at once, and the context is appended to `output` in
  /// one copy (the JSON report appended each layout, its brace and comma apart).
  ///
  /// Call once per context, after ``startContext(_:)``; a result's contexts are written either
  /// all with this or all with ``write(at:with:_:)`` (the previous context's bytes are reused).
  mutating func writeObjects(with writer: LayoutJSONWriter, to output: inout [UInt8]) {
    precondition(currentEnds.isEmpty, "a context's layouts are written once")
    layouts.withUnsafeBufferPointer { layouts in
      previousLayouts.withUnsafeBufferPointer { previousLayouts in
        previous.withUnsafeBufferPointer { previous in
          // The previous context's bytes still to copy: its objects at the indices just read,
          // the same as this context's (an object after the first starts with its comma, so
          // consecutive objects are consecutive bytes).
          var run = 0..<0
          for index in layouts.indices {
            // The layouts are read in place: copying one would retain its arrays.
            if index < previousLayouts.count && index < previousEnds.count
              && LayoutJSONWriter.writesSame(
                layouts.baseAddress! + index, previousLayouts.baseAddress! + index)
            {
              let start = index == 0 ? 0 : previousEnds[index - 1]
              run = (run.isEmpty ? start : run.lowerBound)..<previousEnds[index]
              currentEnds.append(current.count + run.count)
            } else {
              if !run.isEmpty {
                current.append(contentsOf: UnsafeBufferPointer(rebasing: previous[run]))
                run = 0..<0
              }
              writer.writeObject(of: layouts.baseAddress! + index, afterComma: index > 0, to: &current)
              currentEnds.append(current.count)
            }
          }
          if !run.isEmpty { current.append(contentsOf: UnsafeBufferPointer(rebasing: previous[run])) }
        }
      }
    }
    output.append(contentsOf: current)
  }

  /// Gives `body` the members of the current context's layout at `index`: copied from the
  /// previous context's at the same index when they are the same, else written by `writer`.
  /// Call for each index in order, from 0.
  mutating func write(
    at index: Int, with writer: LayoutJSONWriter, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    precondition(index == currentEnds.count && index < layouts.count, "layouts are written in order")
    let start = current.count
    // The layouts are read in place: copying one would retain its arrays.
    let same = layouts.withUnsafeBufferPointer { layouts in
      previousLayouts.withUnsafeBufferPointer { previousLayouts in
        index < previousLayouts.count && index < previousEnds.count
          && LayoutJSONWriter.writesSame(layouts.baseAddress! + index, previousLayouts.baseAddress! + index)
      }
    }
    if same {
      let previousStart = index == 0 ? 0 : previousEnds[index - 1]
      previous.withUnsafeBufferPointer {
        current.append(contentsOf: UnsafeBufferPointer(rebasing: $0[previousStart..<previousEnds[index]]))
      }
    } else {
      layouts.withUnsafeBufferPointer { writer.writeMembers(of: $0.baseAddress! + index, to: &current) }
    }
    currentEnds.append(current.count)
    current.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start...])) }
  }
}
