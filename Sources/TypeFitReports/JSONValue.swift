/// A JSON value whose objects keep their keys in the order written, so every report is
/// byte-for-byte deterministic.
///
/// Numbers that are not whole are written rounded to 1/1000 (a thousandth of a point is far
/// below the 1/3 pt pixel of a @3x screen); non-finite numbers are written as `null`.
public indirect enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
  public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

  /// The value as JSON text.
  ///
  /// - Parameter indent: spaces per level for pretty output; `nil` for one line.
  public func serialized(indent: Int? = nil) -> String {
    var output = ""
    write(to: &output, indent: indent, level: 0)
    return output
  }

  private func write(to output: inout String, indent: Int?, level: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .number(let value): output += JSONValue.format(value)
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .array(let values):
      guard !values.isEmpty else {
        output += "[]"
        return
      }
      output += "["
      for (i, value) in values.enumerated() {
        if i > 0 { output += "," }
        newline(&output, indent, level + 1)
        value.write(to: &output, indent: indent, level: level + 1)
      }
      newline(&output, indent, level)
      output += "]"
    case .object(let pairs):
      guard !pairs.isEmpty else {
        output += "{}"
        return
      }
      output += "{"
      for (i, (key, value)) in pairs.enumerated() {
        if i > 0 { output += "," }
        newline(&output, indent, level + 1)
        JSONValue.writeString(key, to: &output)
        output += indent == nil ? ":" : ": "
        value.write(to: &output, indent: indent, level: level + 1)
      }
      newline(&output, indent, level)
      output += "}"
    }
  }

  private func newline(_ output: inout String, _ indent: Int?, _ level: Int) {
    guard let indent else { return }
    output += "\n" + String(repeating: " ", count: indent * level)
  }

  /// Formats a number with at most three decimals and no trailing zeros (`113.108`, `44`).
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let thousandths = (value * 1000).rounded()
    guard abs(thousandths) < 9e15 else { return String(value) }
    let whole = Int(thousandths)
    let sign = whole < 0 ? "-" : ""
    let magnitude = abs(whole)
    let integer = magnitude / 1000
    var fraction = magnitude % 1000
    guard fraction != 0 else { return sign + String(integer) }
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    return sign + String(integer) + "." + String(repeating: "0", count: digits - fractionText.count)
      + fractionText
  }

  package static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
