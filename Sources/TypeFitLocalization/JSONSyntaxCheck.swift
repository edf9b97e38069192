import Foundation

/// A strict check of a JSON document's syntax with the position of the first problem, for
/// files read with Foundation's `JSONSerialization` (which accepts a trailing comma, keeps the
/// last of duplicate keys without a word, and reports a character offset instead of a line).
public enum JSONSyntaxCheck {
  /// The first problem of a document, with its 1-based line and column (in UTF-8 bytes).
  public struct Problem: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(line):\(column): \(message)" }
  }

  /// The first syntax error (RFC 8259, as the String Catalog reader applies it) or duplicate
  /// object key in `data`; `nil` when the document is valid.
  public static func firstProblem(in data: Data, maximumDepth: Int = 64) -> Problem? {
    var parser = JSONParser(bytes: [UInt8](data), maximumDepth: maximumDepth)
    do {
      let root = try parser.parseDocument()
      return duplicateKey(in: root)
    } catch {
      return Problem(line: error.line, column: error.column, message: error.message)
    }
  }

  private static func duplicateKey(in value: JSONValue) -> Problem? {
    switch value.content {
    case .object(let members):
      var seen: Set<String> = []
      for member in members {
        if !seen.insert(member.key).inserted {
          return Problem(
            line: member.value.line, column: member.value.column,
            message: "duplicate key \"\(member.key)\" (each key may appear once)")
        }
        if let problem = duplicateKey(in: member.value) { return problem }
      }
    case .array(let items):
      for item in items {
        if let problem = duplicateKey(in: item) { return problem }
      }
    case .string, .number, .bool, .null:
      break
    }
    return nil
  }
}
