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
    categoryHeads = ContentSizeCategory.allCases.map { category in
      var bytes = Array(#""category":"#.utf8)
      JSONValue.writeString(category.name, to: &bytes)
      bytes += Array(#","height":"#.utf8)
      return bytes
    }
    labelHeads = [LabelRole.title, .subtitle, .value].map { role in
      var bytes = Array(#"{"role":"#.utf8)
      JSONValue.writeString(role.rawValue, to: &bytes)
      bytes += Array(#","pointSize":"#.utf8)
      return bytes
    }
  }

  /// Appends `"category":…,"height":…,"labels":[…]` and, when the row has a value,
  /// `,"value":…`: the members of ``ReportJSON/layoutFields(_:)`` after the category, without
  /// braces.
  func writeMembers(of layout: RowCategoryLayout, to output: inout [UInt8]) {
    output.append(contentsOf: categoryHeads[layout.category.rawValue])
    DecimalText.appendJSON(layout.height, to: &output)
    Self.append(#","labels":["#, to: &output)
    for (index, label) in layout.labels.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      write(label, to: &output)
    }
    output.append(UInt8(ascii: "]"))
    if let placement = layout.valuePlacement {
      switch placement {
      case .sideBySide: Self.append(#","value":"sideBySide""#, to: &output)
      case .stacked(.doesNotFit): Self.append(#","value":"stacked""#, to: &output)
      case .stacked(.accessibilityLayout): Self.append(#","value":"stackedAccessibility""#, to: &output)
      }
    }
  }

  /// One label as ``ReportJSON/label(_:)`` writes it.
  private func write(_ label: LabelMeasurement, to output: inout [UInt8]) {
    output.append(contentsOf: labelHeads[Self.index(of: label.role)])
    DecimalText.appendJSON(label.pointSize, to: &output)
    Self.append(#","linesNeeded":"#, to: &output)
    DecimalText.append(label.layout.linesNeeded, to: &output)
    Self.append(#","linesShown":"#, to: &output)
    DecimalText.append(label.layout.linesShown, to: &output)
    if label.layout.isTruncated {
      Self.append(#","truncated":true"#, to: &output)
    } else {
      Self.append(#","truncated":false"#, to: &output)
    }
    if let limit = label.lineLimit {
      Self.append(#","lineLimit":"#, to: &output)
      DecimalText.append(limit, to: &output)
    }
    if label.layout.isTruncated {
      Self.append(#","visibleText":"#, to: &output)
      JSONValue.writeString(label.layout.visibleText, to: &output)
    }
    output.append(UInt8(ascii: "}"))
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
