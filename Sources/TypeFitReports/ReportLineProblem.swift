import TypeFitInput
import TypeFitLocalization

/// What is wrong with one line of an NDJSON shard that is not what typefit writes there, in
/// words that name the line (twelfth attack A6: such lines were called "not written with
/// --shard K/N" or "names a shard, but not where typefit writes it").
enum ReportLineProblem {
  /// The reason for a line before the summary line that is not a result, problem or source
  /// finding as typefit writes them, or is one of those without its usual shape: not JSON (the
  /// column), a member written twice, another `"type"`, a second summary line.
  ///
  /// - Parameters:
  ///   - bytes: the line, without its line feed.
  ///   - number: its number in the report, from 1.
  ///   - report: the report's name.
  /// - Returns: the error, or `nil` when none of these is wrong with it (the caller has its own).
  static func unexpected(_ bytes: ArraySlice<UInt8>, number: Int, report: String) -> ReportMergeError? {
    if let error = ReportMerger.syntaxError(in: bytes, firstLine: number, name: report) { return error }
    guard
      let root = try? JSONNode.parse(
        Array(bytes), maximumDepth: ReportMerger.maximumNesting, allowsDuplicateKeys: true),
      let members = root.members
    else {
      return .malformed(
        report: report,
        reason: "line \(number) is not an object; typefit writes each line as a JSON object with its \"type\""
      )
    }
    if let repeated = firstRepeatedMember(members) {
      return .malformed(
        report: report,
        reason:
          "line \(number) has the member \"\(repeated.name)\" twice (\(repeated.values)); typefit writes "
          + "each member once")
    }
    guard let type = members.first(where: { $0.key == "type" })?.value.string else {
      return .malformed(
        report: report, reason: "line \(number) has no \"type\"; typefit writes one on every line")
    }
    if type == "summary" {
      return .malformed(
        report: report,
        reason:
          "line \(number) is a summary line, but not the last line; typefit writes one summary line, at the end"
      )
    }
    guard ["result", "problem", "sourceFinding"].contains(type) else {
      return .malformed(
        report: report,
        reason: "line \(number) is of type \"\(shortened(type))\", which typefit does not write (before "
          + "the summary line it writes results, problems and source findings)")
    }
    return nil
  }

  /// The first member of `members` written again, with its first two values as written
  /// (`"result", then "problem"`).
  private static func firstRepeatedMember(_ members: [JSONMember]) -> (name: String, values: String)? {
    var seen: [String: JSONNode] = [:]
    for member in members {
      guard let first = seen[member.key] else {
        seen[member.key] = member.value
        continue
      }
      return (shortened(member.key), "\(shown(first)), then \(shown(member.value))")
    }
    return nil
  }

  /// A member's value for a message: a string quoted (its first 40 characters), a number as
  /// written, else its type.
  private static func shown(_ node: JSONNode) -> String {
    if let text = node.string { return "\"\(shortened(text))\"" }
    if let number = node.numberText { return shortened(number) }
    return node.describedType
  }

  /// What a line after the summary line holds, for the message that refuses it: `4 spaces`,
  /// `a NUL byte`, `"xxxx…" (50000000 bytes)`.
  static func described(_ bytes: ArraySlice<UInt8>) -> String {
    if bytes.allSatisfy({ $0 == UInt8(ascii: " ") }) {
      return bytes.count == 1 ? "a space" : "\(bytes.count) spaces"
    }
    if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
      return "\(bytes.count) bytes of white space"
    }
    if bytes.count == 1, bytes.first == 0 { return "a NUL byte" }
    if let nul = bytes.firstIndex(of: 0) {
      return "\(bytes.count) bytes, a NUL byte at column \(nul - bytes.startIndex + 1)"
    }
    return "\"\(shortened(String(decoding: bytes.prefix(160), as: UTF8.self)))\" (\(bytes.count) bytes)"
  }

  /// `text`, or its first 40 characters and `…` (messages quote what was found, not all of it).
  private static func shortened(_ text: String) -> String {
    TextExcerpt.shortened(text, to: 40)
  }
}
