import TypeFitDynamicType
import TypeFitRow

/// Writes a context's findings as JSON straight into UTF-8 bytes: the same bytes
/// ``JSONValue`` writes for an array of ``ReportJSON/finding(_:)``, without building a value
/// tree per finding (the JSON report writes one array per result and context).
///
/// ```swift
/// var bytes: [UInt8] = []
/// FindingJSONWriter.writeArray(report.findings, to: &bytes)
/// // [{"rule":"TF008","name":"label-wraps","severity":"note","message":"title wraps from …",
/// //   "role":"title","categories":["xLarge",…]}]
/// ```
enum FindingJSONWriter {
  /// Appends `[…]` with one object per finding, in order; `[]` when there is none.
  static func writeArray(_ findings: [Finding], to output: inout [UInt8]) {
    guard !findings.isEmpty else {
      LayoutJSONWriter.append("[]", to: &output)
      return
    }
    output.append(UInt8(ascii: "["))
    for (index, finding) in findings.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      write(finding, to: &output)
    }
    output.append(UInt8(ascii: "]"))
  }

  /// Each category's name as ``JSONValue/writeString(_:to:)`` writes it, by raw value: a
  /// finding lists about five, and each was made a `String` and scanned for escapes.
  private static let quotedCategoryNames: [[UInt8]] = ContentSizeCategory.allCases.map {
    JSONValue.quoted($0.name)
  }

  /// Appends a category's name as a JSON string (`"AX3"`), from a table made once: a problem
  /// of the JSON and NDJSON reports names about four for each of its locales.
  static func appendQuotedName(of category: ContentSizeCategory, to output: inout [UInt8]) {
    output.append(contentsOf: quotedCategoryNames[category.rawValue])
  }

  /// Each rule's ID (`"TF001"`) and name as ``JSONValue/writeString(_:to:)`` writes them, by
  /// ``RuleID/ordinal``.
  private static let quotedRules: [(id: [UInt8], name: [UInt8])] = RuleID.allCases.map {
    (JSONValue.quoted($0.rawValue), JSONValue.quoted($0.name))
  }

  /// Appends a rule's ID as a JSON string (`"TF001"`), from a table made once: the NDJSON
  /// report writes one for each rule that holds at each layout.
  static func appendQuotedID(of rule: RuleID, to output: inout [UInt8]) {
    output.append(contentsOf: quotedID(of: rule))
  }

  /// The bytes ``appendQuotedID(of:to:)`` appends.
  static func quotedID(of rule: RuleID) -> [UInt8] {
    quotedRules[Int(rule.ordinal) - 1].id
  }

  /// One finding as ``ReportJSON/finding(_:)`` writes it.
  private static func write(_ finding: Finding, to output: inout [UInt8]) {
    LayoutJSONWriter.append(#"{"rule":"#, to: &output)
    appendQuotedID(of: finding.ruleID, to: &output)
    LayoutJSONWriter.append(#","name":"#, to: &output)
    output.append(contentsOf: quotedRules[Int(finding.ruleID.ordinal) - 1].name)
    LayoutJSONWriter.append(#","severity":"#, to: &output)
    JSONValue.writeString(finding.severity.rawValue, to: &output)
    LayoutJSONWriter.append(#","message":"#, to: &output)
    finding.withMessageUTF8 { JSONValue.writeString(utf8: $0, to: &output) }
    if let role = finding.role {
      LayoutJSONWriter.append(#","role":"#, to: &output)
      JSONValue.writeString(role.rawValue, to: &output)
    }
    if let target = finding.target {
      LayoutJSONWriter.append(#","target":"#, to: &output)
      JSONValue.writeString(target.rawValue, to: &output)
    }
    LayoutJSONWriter.append(#","categories":"#, to: &output)
    if finding.categories.isEmpty {
      LayoutJSONWriter.append("[]", to: &output)
    } else {
      output.append(UInt8(ascii: "["))
      for (index, category) in finding.categories.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        appendQuotedName(of: category, to: &output)
      }
      output.append(UInt8(ascii: "]"))
    }
    if let outcome = finding.wcagTargetSize {
      LayoutJSONWriter.append(#","wcagTargetSize":"#, to: &output)
      ReportJSON.wcag(outcome).write(to: &output)
    }
    output.append(UInt8(ascii: "}"))
  }
}
