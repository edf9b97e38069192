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

  /// One finding as ``ReportJSON/finding(_:)`` writes it.
  private static func write(_ finding: Finding, to output: inout [UInt8]) {
    LayoutJSONWriter.append(#"{"rule":"#, to: &output)
    JSONValue.writeString(finding.ruleID.rawValue, to: &output)
    LayoutJSONWriter.append(#","name":"#, to: &output)
    JSONValue.writeString(finding.ruleID.name, to: &output)
    LayoutJSONWriter.append(#","severity":"#, to: &output)
    JSONValue.writeString(finding.severity.rawValue, to: &output)
    LayoutJSONWriter.append(#","message":"#, to: &output)
    JSONValue.writeString(finding.message, to: &output)
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
        JSONValue.writeString(category.name, to: &output)
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
