import TypeFitCheck
import TypeFitLocalization
import TypeFitRow

/// Writes where a result's row comes from as JSON straight into UTF-8 bytes: the same bytes
/// ``JSONValue`` writes for ``ReportJSON/position(_:)``, ``ReportJSON/source(_:sourceRoot:)``
/// and ``ReportJSON/texts(_:)``, without a value tree per result (the NDJSON report writes these
/// members at the head of each of a result's 36 lines, the JSON report once per result).
///
/// ```swift
/// var bytes: [UInt8] = []
/// ItemJSONWriter.writeSourceMembers(of: item, paths: QuotedFilePaths(sourceRoot: "/src/app"), to: &bytes)
/// // "key":"settings.privacy","locale":"de","variant":"base","file":"de.lproj/Localizable.strings",…
/// ```
enum ItemJSONWriter {
  /// Appends the members of ``ReportJSON/position(_:)`` followed by those of
  /// ``ReportJSON/source(_:sourceRoot:)``, without braces, the file's path relative to
  /// `paths`' source root, from `paths`, which a report's writer keeps for all its results.
  static func writeSourceMembers(of item: CheckItem, paths: QuotedFilePaths, to output: inout [UInt8]) {
    let sourceRoot = paths.sourceRoot
    if let position = item.inputPosition {
      JSONValue.writeString(ReportMerger.positionKey, to: &output)
      output.append(UInt8(ascii: ":"))
      DecimalText.append(position, to: &output)
      output.append(UInt8(ascii: ","))
    }
    LayoutJSONWriter.append(#""key":"#, to: &output)
    JSONValue.writeString(item.key, to: &output)
    LayoutJSONWriter.append(#","locale":"#, to: &output)
    JSONValue.writeString(item.locale, to: &output)
    LayoutJSONWriter.append(#","variant":"#, to: &output)
    JSONValue.writeString(item.variantName, to: &output)
    LayoutJSONWriter.append(#","file":"#, to: &output)
    paths.append(item.location.file, to: &output)
    LayoutJSONWriter.append(#","line":"#, to: &output)
    DecimalText.append(item.location.line, to: &output)
    LayoutJSONWriter.append(#","column":"#, to: &output)
    DecimalText.append(item.location.column, to: &output)
    LayoutJSONWriter.append(#","format":"#, to: &output)
    appendQuoted(item.format, from: quotedFormats, to: &output)
    LayoutJSONWriter.append(#","role":"#, to: &output)
    appendQuoted(item.role, from: quotedRoles, to: &output)
    LayoutJSONWriter.append(#","roleReason":"#, to: &output)
    JSONValue.writeString(item.roleReason, to: &output)
    if let location = item.sourceLocation {
      LayoutJSONWriter.append(#","sourceLocation":"#, to: &output)
      writeSourceLocation(location, sourceRoot: sourceRoot, to: &output)
    }
  }

  /// Appends the members of ``ReportJSON/texts(_:)``, without braces.
  static func writeTextsMembers(of item: CheckItem, to output: inout [UInt8]) {
    LayoutJSONWriter.append(#""texts":{"#, to: &output)
    // Role by role from the row, without the array of `Row.labels`, each role's name and colon
    // from a table: written once per result of the JSON report.
    let row = item.row
    for (index, role) in LabelRole.allCases.enumerated() {
      guard let label = row.label(role) else { continue }
      if role != .title { output.append(UInt8(ascii: ",")) }
      output.append(contentsOf: quotedRoleKeys[index])
      JSONValue.writeString(label.text, to: &output)
    }
    output.append(UInt8(ascii: "}"))
    guard !item.partKeys.isEmpty else { return }
    LayoutJSONWriter.append(#","partKeys":{"#, to: &output)
    for (index, part) in item.partKeys.sorted(by: { $0.key < $1.key }).enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      JSONValue.writeString(part.key, to: &output)
      output.append(UInt8(ascii: ":"))
      JSONValue.writeString(part.value, to: &output)
    }
    output.append(UInt8(ascii: "}"))
  }

  /// Each role's name as ``JSONValue/writeString(_:to:)`` writes it and a colon (`"title":`),
  /// in the order of `LabelRole.allCases`.
  private static let quotedRoleKeys: [[UInt8]] = LabelRole.allCases.map {
    JSONValue.quoted($0.rawValue) + [UInt8(ascii: ":")]
  }

  /// Each format's and each item role's name as ``JSONValue/writeString(_:to:)`` writes it:
  /// every result of the JSON and NDJSON reports names both.
  private static let quotedFormats = LocalizationFormat.allCases.map { ($0, JSONValue.quoted($0.rawValue)) }
  private static let quotedRoles = ItemRole.allCases.map { ($0, JSONValue.quoted($0.rawValue)) }

  /// Appends the quoted raw value of `value` from `table` (made from every case).
  private static func appendQuoted<Value: RawRepresentable & Equatable>(
    _ value: Value, from table: [(Value, [UInt8])], to output: inout [UInt8]
  ) where Value.RawValue == String {
    if let entry = table.first(where: { $0.0 == value }) {
      output.append(contentsOf: entry.1)
    } else {
      JSONValue.writeString(value.rawValue, to: &output)
    }
  }

  /// Appends ``ReportJSON/sourceLocation(_:sourceRoot:)``: `{"file":…,"line":…,"column":…}`.
  static func writeSourceLocation(_ location: SourceLocation, sourceRoot: String?, to output: inout [UInt8]) {
    LayoutJSONWriter.append(#"{"file":"#, to: &output)
    JSONValue.writeString(ReportPath.relative(location.file, to: sourceRoot), to: &output)
    LayoutJSONWriter.append(#","line":"#, to: &output)
    DecimalText.append(location.line, to: &output)
    LayoutJSONWriter.append(#","column":"#, to: &output)
    DecimalText.append(location.column, to: &output)
    output.append(UInt8(ascii: "}"))
  }
}
