import TypeFitDynamicType
import TypeFitRow

/// Writes a row's layout at one category as JSON straight into UTF-8 bytes, the same bytes
/// ``JSONValue`` writes for ``ReportJSON/layoutFields(_:)`` but without building a value tree:
/// the member names and category names are encoded once (when the writer is made), numbers are
/// formatted into the buffer and only the visible text of a truncated label is escaped.
///
/// The JSON and NDJSON reports write one such object per (result, context, category): 36 per
/// row at 12 categories and 3 widths, most of their output.
///
/// ```swift
/// let writer = LayoutJSONWriter()
/// var bytes: [UInt8] = []
/// writer.writeMembers(of: layout, to: &bytes)
/// // "category":"large","height":44,"labels":[{"role":"title","pointSize":17,…}],"value":"sideBySide"
/// ```
struct LayoutJSONWriter: Sendable {
  /// `"category":"<name>","height":` per category, by raw value.
  private let categoryHeads: [[UInt8]]
  /// `{"role":"<role>","pointSize":` per label role, in the order of ``index(of:)``.
  private let labelHeads: [[UInt8]]

  init() {
    categoryHeads = ContentSizeCategory.allCases.map {
      Array(#""category":"#.utf8) + JSONValue.quoted($0.name) + Array(#","height":"#.utf8)
    }
    labelHeads = [LabelRole.title, .subtitle, .value].map {
      Array(#"{"role":"#.utf8) + JSONValue.quoted($0.rawValue) + Array(#","pointSize":"#.utf8)
    }
  }

  /// Appends `"category":…,"height":…,"labels":[…]` and, when the row has a value,
  /// `,"value":…`: the members of ``ReportJSON/layoutFields(_:)`` after the category, without
  /// braces. Written into a ``ByteScratch`` and appended in one copy.
  func writeMembers(of layout: RowCategoryLayout, to output: inout [UInt8]) {
    withUnsafePointer(to: layout) { writeMembers(of: $0, to: &output) }
  }

  /// ``writeMembers(of:to:)`` of a layout read in place, not copied (as in ``writesSame(_:_:)``).
  func writeMembers(of layout: UnsafePointer<RowCategoryLayout>, to output: inout [UInt8]) {
    write(layout, asObject: false, afterComma: false, to: &output)
  }

  /// The layout's members in braces, `{…}`, after a comma when `afterComma`: the JSON report's
  /// object for a category, written in one copy with its members.
  func writeObject(of layout: UnsafePointer<RowCategoryLayout>, afterComma: Bool, to output: inout [UInt8]) {
    write(layout, asObject: true, afterComma: afterComma, to: &output)
  }

  private func write(
    _ layout: UnsafePointer<RowCategoryLayout>, asObject: Bool, afterComma: Bool, to output: inout [UInt8]
  ) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ByteScratch.allocation) { buffer in
      var scratch = ByteScratch(buffer)
      if afterComma { scratch.append(UInt8(ascii: ",")) }
      if asObject { scratch.append(UInt8(ascii: "{")) }
      scratch.append(categoryHeads[layout.pointee.category.rawValue])
      scratch.appendJSON(layout.pointee.height)
      scratch.append(#","labels":["#)
      // Read in place: copying the labels would retain each one's array and text.
      let labels = RowCategoryLayout.labels(of: layout)
      for index in labels.indices {
        if scratch.room < Self.labelRoom { scratch.flush(to: &output) }
        if index > 0 { scratch.append(UInt8(ascii: ",")) }
        write(labels.baseAddress! + index, to: &scratch, output: &output)
      }
      if scratch.room < Self.labelRoom { scratch.flush(to: &output) }
      scratch.append(UInt8(ascii: "]"))
      if let placement = layout.pointee.valuePlacement {
        switch placement {
        case .sideBySide: scratch.append(#","value":"sideBySide""#)
        case .stacked(.doesNotFit): scratch.append(#","value":"stacked""#)
        case .stacked(.accessibilityLayout): scratch.append(#","value":"stackedAccessibility""#)
        }
      }
      if asObject { scratch.append(UInt8(ascii: "}")) }
      scratch.flush(to: &output)
    }
  }

  /// Whether ``writeMembers(of:to:)`` writes the same bytes for `a` and `b`: the same
  /// category, height, value placement and labels (role, point size, lines, truncation, line
  /// limit, and the visible text of a cut label), numbers compared bit for bit. Layouts of one
  /// row in contexts that differ only in width often are (see ``ReusedLayoutMembers``).
  static func writesSame(_ a: RowCategoryLayout, _ b: RowCategoryLayout) -> Bool {
    withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in writesSame(a, b) } }
  }

  /// ``writesSame(_:_:)`` of two layouts read in place: passing a layout from an array by
  /// value copies it (retaining its arrays) and destroys the copy after.
  static func writesSame(_ a: UnsafePointer<RowCategoryLayout>, _ b: UnsafePointer<RowCategoryLayout>) -> Bool
  {
    guard a.pointee.category == b.pointee.category,
      a.pointee.height.bitPattern == b.pointee.height.bitPattern,
      a.pointee.valuePlacement == b.pointee.valuePlacement, a.pointee.labels.count == b.pointee.labels.count
    else { return false }
    // Read in place: copying a label would retain its arrays and strings.
    let x = RowCategoryLayout.labels(of: a)
    let y = RowCategoryLayout.labels(of: b)
    for index in x.indices {
      guard x[index].role == y[index].role,
        x[index].pointSize.bitPattern == y[index].pointSize.bitPattern,
        x[index].layout.linesNeeded == y[index].layout.linesNeeded,
        x[index].layout.linesShown == y[index].layout.linesShown,
        x[index].layout.isTruncated == y[index].layout.isTruncated,
        x[index].lineLimit == y[index].lineLimit,
        !x[index].layout.isTruncated || x[index].layout.visibleText == y[index].layout.visibleText
      else { return false }
    }
    return true
  }

  /// Scratch room kept free before a label: its members without the visible text, with margin
  /// (the longest is about 220 bytes).
  private static let labelRoom = 320

  /// One label as ``ReportJSON/label(_:)`` writes it; a cut label's visible text goes to
  /// `output` after what `scratch` holds.
  private func write(
    _ label: UnsafePointer<LabelMeasurement>, to scratch: inout ByteScratch, output: inout [UInt8]
  ) {
    scratch.append(labelHeads[Self.index(of: label.pointee.role)])
    scratch.appendJSON(label.pointee.pointSize)
    scratch.append(#","linesNeeded":"#)
    scratch.append(label.pointee.layout.linesNeeded)
    scratch.append(#","linesShown":"#)
    scratch.append(label.pointee.layout.linesShown)
    if label.pointee.layout.isTruncated {
      scratch.append(#","truncated":true"#)
    } else {
      scratch.append(#","truncated":false"#)
    }
    if let limit = label.pointee.lineLimit {
      scratch.append(#","lineLimit":"#)
      scratch.append(limit)
    }
    if label.pointee.layout.isTruncated {
      scratch.append(#","visibleText":"#)
      scratch.flush(to: &output)
      JSONValue.writeString(label.pointee.layout.visibleText, to: &output)
    }
    scratch.append(UInt8(ascii: "}"))
  }

  private static func index(of role: LabelRole) -> Int {
    switch role {
    case .title: 0
    case .subtitle: 1
    case .value: 2
    }
  }

  /// Appends the bytes of a literal: no `String` is made.
  @inline(__always)
  static func append(_ text: StaticString, to output: inout [UInt8]) {
    text.withUTF8Buffer { output.append(contentsOf: $0) }
  }
}
