import TypeFitDynamicType
import TypeFitRow

/// Writes a row's layout at one category as JSON straight into UTF-8 bytes, the same bytes
/// ``JSONValue`` writes for ``ReportJSON/layoutFields(_:)`` but without building a value tree:
/// the member names and category names are encoded once (when the writer is made), numbers are
/// formatted into the buffer and only the visible text of a truncated label is escaped. It
/// reads the layout's summary (``RowLayoutSummary``), all that these members hold.
///
/// The JSON and NDJSON reports write one such object per (result, context, category): 36 per
/// row at 12 categories and 3 widths, most of their output.
///
/// ```swift
/// let writer = LayoutJSONWriter()
/// var bytes: [UInt8] = []
/// writer.writeMembers(of: RowLayoutSummary(layout)!, to: &bytes)
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
  func writeMembers(of summary: RowLayoutSummary, to output: inout [UInt8]) {
    withUnsafePointer(to: summary) { writeMembers(of: $0, to: &output) }
  }

  /// ``writeMembers(of:to:)`` of a summary read in place, not copied (as in ``writesSame(_:_:)``).
  func writeMembers(of summary: UnsafePointer<RowLayoutSummary>, to output: inout [UInt8]) {
    write(summary, asObject: false, afterComma: false, to: &output)
  }

  /// The summary's members in braces, `{…}`, after a comma when `afterComma`: the JSON report's
  /// object for a category, written in one copy with its members.
  func writeObject(of summary: UnsafePointer<RowLayoutSummary>, afterComma: Bool, to output: inout [UInt8]) {
    write(summary, asObject: true, afterComma: afterComma, to: &output)
  }

  private func write(
    _ summary: UnsafePointer<RowLayoutSummary>, asObject: Bool, afterComma: Bool, to output: inout [UInt8]
  ) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ByteScratch.allocation) { buffer in
      var scratch = ByteScratch(buffer)
      if afterComma { scratch.append(UInt8(ascii: ",")) }
      if asObject { scratch.append(UInt8(ascii: "{")) }
      scratch.append(categoryHeads[summary.pointee.category.rawValue])
      scratch.appendJSON(summary.pointee.height)
      scratch.append(#","labels":["#)
      // In reading order, as a layout keeps its labels; read in place (a copy retains the
      // visible text).
      if let title = summary.pointee.title {
        write(title, role: .title, afterComma: false, to: &scratch, output: &output)
      }
      if let subtitle = summary.pointee.subtitle {
        write(
          subtitle, role: .subtitle, afterComma: summary.pointee.title != nil, to: &scratch, output: &output)
      }
      if let value = summary.pointee.value {
        write(
          value, role: .value, afterComma: summary.pointee.title != nil || summary.pointee.subtitle != nil,
          to: &scratch, output: &output)
      }
      if scratch.room < Self.labelRoom { scratch.flush(to: &output) }
      scratch.append(UInt8(ascii: "]"))
      if let placement = summary.pointee.valuePlacement {
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
  /// category, height, value placement and labels (point size, lines, truncation, line limit,
  /// and the visible text of a cut label), numbers compared bit for bit. Layouts of one row in
  /// contexts that differ only in width often are (see ``ReusedLayoutMembers``).
  static func writesSame(_ a: RowLayoutSummary, _ b: RowLayoutSummary) -> Bool {
    withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in writesSame(a, b) } }
  }

  /// ``writesSame(_:_:)`` of two summaries read in place: passing one from an array by value
  /// copies it (retaining its visible texts) and destroys the copy after.
  static func writesSame(_ a: UnsafePointer<RowLayoutSummary>, _ b: UnsafePointer<RowLayoutSummary>) -> Bool {
    a.pointee.category == b.pointee.category
      && a.pointee.height.bitPattern == b.pointee.height.bitPattern
      && a.pointee.valuePlacement == b.pointee.valuePlacement
      && (a.pointee.title == nil
        ? b.pointee.title == nil
        : b.pointee.title != nil && writesSame(a.pointee.title!, b.pointee.title!))
      && (a.pointee.subtitle == nil
        ? b.pointee.subtitle == nil
        : b.pointee.subtitle != nil && writesSame(a.pointee.subtitle!, b.pointee.subtitle!))
      && (a.pointee.value == nil
        ? b.pointee.value == nil
        : b.pointee.value != nil && writesSame(a.pointee.value!, b.pointee.value!))
  }

  private static func writesSame(_ x: RowLayoutSummary.Label, _ y: RowLayoutSummary.Label) -> Bool {
    x.pointSize.bitPattern == y.pointSize.bitPattern && x.linesNeeded == y.linesNeeded
      && x.linesShown == y.linesShown && x.isTruncated == y.isTruncated && x.lineLimit == y.lineLimit
      && (!x.isTruncated || x.visibleText == y.visibleText)
  }

  /// Scratch room kept free before a label: its members without the visible text, with margin
  /// (the longest is about 220 bytes).
  private static let labelRoom = 320

  /// One label as ``ReportJSON/label(_:)`` writes it, after a comma when `afterComma`; a cut
  /// label's visible text goes to `output` after what `scratch` holds.
  private func write(
    _ label: RowLayoutSummary.Label, role: LabelRole, afterComma: Bool, to scratch: inout ByteScratch,
    output: inout [UInt8]
  ) {
    if scratch.room < Self.labelRoom { scratch.flush(to: &output) }
    if afterComma { scratch.append(UInt8(ascii: ",")) }
    scratch.append(labelHeads[Self.index(of: role)])
    scratch.appendJSON(label.pointSize)
    scratch.append(#","linesNeeded":"#)
    scratch.append(label.linesNeeded)
    scratch.append(#","linesShown":"#)
    scratch.append(label.linesShown)
    if label.isTruncated {
      scratch.append(#","truncated":true"#)
    } else {
      scratch.append(#","truncated":false"#)
    }
    if let limit = label.lineLimit {
      scratch.append(#","lineLimit":"#)
      scratch.append(limit)
    }
    if label.isTruncated {
      scratch.append(#","visibleText":"#)
      scratch.flush(to: &output)
      JSONValue.writeString(label.visibleText, to: &output)
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
