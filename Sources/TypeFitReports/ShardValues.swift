import Foundation
import TypeFitDynamicType
import TypeFitLocalization

/// The values of a shard's result or problem line, checked against what typefit writes: `typefit
/// merge` passes them on as written and promises the unsharded run's report, so a value no run
/// writes is a malformed shard (twenty-seventh attack A27-2: `"context":99` in a run of one
/// context, a category `"huge"`, `"line":1e400`, `"height":-1e308`, a locale `"\u0000"` and a
/// problem with `"locales":[]` were merged).
///
/// A context index (`"context"`, a problem's `"contexts"`) is below the run's context count, a
/// `"category"` is one the run checks, every number is finite and those typefit writes as places,
/// sizes and counts are not negative, a `"locale"` is a BCP 47 tag as written, and a problem's
/// `"locales"` is not empty. The object is read as typefit writes it (no white space), member by
/// member at every depth.
///
/// ```swift
/// ShardValues(jsonHead: head).problem(in: #"{"context":9}"#[...])
/// // "\"context\" 9 is not an index of the run's 1 layout context" (a run of one context)
/// ```
struct ShardValues {
  /// The run's layout contexts (a JSON head's `contexts`); `nil` when the report does not say
  /// (NDJSON), then any index is taken.
  var contexts: Int?
  /// The names of the run's categories (a JSON head's `categories`); `nil` when the report does not
  /// say, then any name of a category is taken.
  var categories: Set<String>?

  /// The values of a JSON report whose head (up to `"results":[`) is `head`: its `contexts` and
  /// `categories` members, each on a line of its own as typefit writes them.
  init(jsonHead head: Substring) {
    for line in head.split(separator: "\n") {
      if line.hasPrefix("\"contexts\":["), let contexts = Self.array(line, "contexts") {
        self.contexts = contexts.count
      } else if line.hasPrefix("\"categories\":["), let names = Self.array(line, "categories") {
        categories = Set(names.compactMap { $0 as? String })
      }
    }
  }

  /// Values checked without knowing the run's contexts and categories (NDJSON).
  init() {}

  /// The array of the head line `"name":[…],`, or `nil` when it does not parse.
  private static func array(_ line: Substring, _ name: String) -> [Any]? {
    var value = line.dropFirst(name.count + 3)
    if value.hasSuffix(",") { value = value.dropLast() }
    return (try? JSONSerialization.jsonObject(with: Data(value.utf8))) as? [Any]
  }

  /// Members whose numbers typefit never writes below 0.
  private static let unsigned: Set<String> = [
    "context", "contexts", "line", "column", "height", "width", "rowWidth", "pointSize", "linesNeeded",
    "linesShown", "scale",
  ]

  /// What is wrong with a value of the JSON object `text`, or `nil` when every value is one typefit
  /// writes; `opened`: `text` is the object's members after its `{` (a JSON result after its
  /// position).
  func problem(in text: Substring, opened: Bool = false) -> String? {
    var copy = text
    return copy.withUTF8 { problem(in: $0, opened: opened) }
  }

  /// One open object or array: the member being read (an object's) or the member the array is
  /// the value of, and whether the array holds anything.
  private struct Level {
    var isObject: Bool
    var name: String?
    var expectsName: Bool
    var isEmpty = true
  }

  private func problem(in bytes: UnsafeBufferPointer<UInt8>, opened: Bool) -> String? {
    var levels: [Level] = opened ? [Level(isObject: true, name: nil, expectsName: true)] : []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let name = levels.last?.name
        if !levels.isEmpty { levels[levels.count - 1].isEmpty = false }
        levels.append(Level(isObject: byte == UInt8(ascii: "{"), name: name, expectsName: true))
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard let level = levels.popLast() else { return nil }
        if !level.isObject, level.name == "locales", level.isEmpty { return "\"locales\" is empty" }
        index += 1
      case UInt8(ascii: ","):
        if let last = levels.indices.last, levels[last].isObject { levels[last].expectsName = true }
        index += 1
      case UInt8(ascii: ":"):
        if let last = levels.indices.last { levels[last].expectsName = false }
        index += 1
      case UInt8(ascii: "\""):
        let start = index + 1
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard index < bytes.count else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        guard let last = levels.indices.last else { continue }
        if levels[last].isObject, levels[last].expectsName {
          levels[last].name = text
        } else {
          levels[last].isEmpty = false
          if let problem = stringProblem(text, member: levels[last].name) { return problem }
        }
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        let start = index
        while index < bytes.count, !Self.ends(bytes[index]) { index += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let last = levels.indices.last else { continue }
        levels[last].isEmpty = false
        if let problem = numberProblem(text, member: levels[last].name) { return problem }
      default:
        // `true`, `false`, `null`: a value all the same.
        if let last = levels.indices.last, byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z"),
          !(levels[last].isObject && levels[last].expectsName)
        {
          levels[last].isEmpty = false
          while index < bytes.count, !Self.ends(bytes[index]) { index += 1 }
          continue
        }
        index += 1
      }
    }
    return nil
  }

  /// Whether `byte` ends a number or a literal.
  private static func ends(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
  }

  private func stringProblem(_ text: String, member: String?) -> String? {
    switch member {
    case "category" where !(categories?.contains(text) ?? ((try? ContentSizeCategory(parsing: text)) != nil)):
      return "\"category\" \"\(TerminalText.escaped(String(text.prefix(40))))\" is not a category of the run"
    case "locale" where !LocaleTag.isWellFormed(text):
      return "\"locale\" \"\(TerminalText.escaped(String(text.prefix(40))))\" is not a BCP 47 language tag"
    default: return nil
    }
  }

  private func numberProblem(_ text: String, member: String?) -> String? {
    let name = member ?? "?"
    let shown = text.count <= 40 ? text : "\(text.prefix(40))…"
    guard let value = Double(text), value.isFinite else {
      return "\"\(name)\" \(shown) is not a finite number"
    }
    if Self.unsigned.contains(name), value < 0 { return "\"\(name)\" \(shown) is negative" }
    if name == "context" || name == "contexts",
      value.rounded() != value || value >= Double(contexts ?? Int.max)
    {
      let count = contexts ?? 0
      return
        "\"\(name)\" \(shown) is not an index of the run's \(count) layout context\(count == 1 ? "" : "s")"
    }
    return nil
  }
}
