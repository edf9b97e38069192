import TypeFitInput
import TypeFitLocalization
import TypeFitRow

extension ReportMerger {
  /// The first `"severity"` member of `text` (a shard's JSON, or one NDJSON line starting at line
  /// `firstLine`) whose value is not a severity typefit writes (`"error"`, `"warning"`, `"note"`),
  /// as a malformed report naming its line; `nil` when every one is. A shard edited to say
  /// `"fatal"` was merged as it stood (the twenty-third attack's A23-14), and the merged report
  /// then held a finding no reader of TypeFit's reports knows.
  ///
  /// The member's name cannot occur inside a JSON string as these bytes (a string's quotes are
  /// escaped), so a byte search finds members only; `text` is valid JSON when this is asked.
  static func unknownSeverity(in text: ArraySlice<UInt8>, firstLine: Int, name: String) -> ReportMergeError? {
    let member = Array("\"severity\":".utf8)
    var line = firstLine
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
      } else if byte == UInt8(ascii: "\""), text[index...].starts(with: member) {
        let valueStart = index + member.count
        let value = text[valueStart...].prefix(while: { $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "}") })
        let written = String(decoding: value, as: UTF8.self)
        let isSeverity =
          written.hasPrefix("\"") && written.hasSuffix("\"") && written.count >= 2
          && Severity(rawValue: String(written.dropFirst().dropLast())) != nil
        if !isSeverity { return .malformed(report: name, reason: unknownSeverityReason(written, line: line)) }
        index = valueStart + value.count
        continue
      }
      index += 1
    }
    return nil
  }

  /// `line 12: "severity" is "fatal", not "error", "warning" or "note" (was the report edited?)`:
  /// `written` is the value as the report spells it (quotes included), cut at 40 characters.
  static func unknownSeverityReason(_ written: String, line: Int?) -> String {
    let shown = TextExcerpt.shortened(written, to: 40)
    return (line.map { "line \($0): " } ?? "")
      + "\"severity\" is \(TerminalText.escaped(shown)), not \"error\", "
      + "\"warning\" or \"note\" (was the report edited?)"
  }
}
