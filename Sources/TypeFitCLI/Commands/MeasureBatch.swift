import Dispatch
import Foundation
import TypeFit

/// `typefit measure --batch`: NDJSON requests on stdin, one NDJSON result per line, in input
/// order, computed in parallel chunks so memory stays flat for any input length.
///
/// A line that cannot be read gets an object `{"id", "error"}` in its place (and a message on
/// stderr naming the line), so outputs stay aligned with inputs; the exit code is then 3.
struct MeasureBatch {
  let engines: EngineCache
  let defaultFont: FontStackDefinition
  let io: CommandIO
  /// The request fields (Docs/CLI.md); anything else is an error, so a typo never measures silently
  /// with a default.
  static let fields = [
    "id", "text", "size", "style", "category", "width", "lines", "lang", "font", "weight", "italic",
    "monospacedDigits",
  ]
  /// Lines read and measured together; bounds memory.
  static let chunkSize = 2048

  func run() -> Int32 {
    var lineNumber = 0
    var failures = 0
    while true {
      var chunk: [String] = []
      chunk.reserveCapacity(Self.chunkSize)
      while chunk.count < Self.chunkSize, let line = io.readLine() { chunk.append(line) }
      if chunk.isEmpty { break }
      var outputs = [String](repeating: "", count: chunk.count)
      var errors = [String?](repeating: nil, count: chunk.count)
      var notes = [[String]](repeating: [], count: chunk.count)
      let first = lineNumber + 1
      let lines = chunk
      outputs.withUnsafeMutableBufferPointer { out in
        errors.withUnsafeMutableBufferPointer { err in
          notes.withUnsafeMutableBufferPointer { note in
            nonisolated(unsafe) let out = out
            nonisolated(unsafe) let err = err
            nonisolated(unsafe) let note = note
            DispatchQueue.concurrentPerform(iterations: chunk.count) { i in
              let (json, error, lineNotes) = process(lines[i], lineNumber: first + i)
              out[i] = json
              err[i] = error
              note[i] = lineNotes
            }
          }
        }
      }
      var text = ""
      for (i, output) in outputs.enumerated() where !chunk[i].allSatisfy(\.isWhitespace) {
        text += output + "\n"
        for note in notes[i] { io.err("Note: stdin:\(first + i): \(note)\n") }
        if let error = errors[i] {
          failures += 1
          io.err("Error: stdin:\(first + i): \(error)\n")
        }
      }
      io.out(text)
      lineNumber += chunk.count
    }
    return failures > 0 ? ExitCode.unreadableInput : ExitCode.success
  }

  /// One line → its output JSON and, when it failed, the error message.
  private func process(_ line: String, lineNumber: Int) -> (String, String?, [String]) {
    var id = JSONValue.null
    do {
      let parsed: Any
      do {
        parsed = try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
      } catch {
        let detail =
          ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String).map { ": \($0)" } ?? ""
        throw UsageError("not valid JSON\(detail)")
      }
      guard let object = parsed as? [String: Any] else { throw UsageError("expected a JSON object") }
      id = Self.jsonID(object["id"])
      if let given = object["id"], !(given is NSNull), case .null = id {
        throw UsageError("\"id\" must be a string or a number")
      }
      for field in object.keys.sorted() where !Self.fields.contains(field) {
        let hint =
          NameSuggestion.closest(to: field, in: Self.fields).map { "; did you mean \"\($0)\"?" } ?? ""
        throw UsageError("unknown field \"\(field)\"\(hint) (known: \(Self.fields.joined(separator: ", ")))")
      }
      guard let text = object["text"] as? String else { throw UsageError("\"text\" must be a string") }
      let font =
        try (object["font"]).map { value -> FontStackDefinition in
          guard let path = value as? String else { throw UsageError("\"font\" must be a file path string") }
          return FontSelection.singleFace(path)
        } ?? defaultFont
      let request = try MeasureRequest(
        text: text, style: Self.string(object, "style"), category: Self.string(object, "category"),
        size: Self.number(object, "size"), weight: Self.weight(object),
        width: Self.number(object, "width"),
        lines: Self.number(object, "lines").map { Int($0) }, language: Self.string(object, "lang"),
        font: font,
        italic: Self.bool(object, "italic") ?? false,
        monospacedDigits: Self.bool(object, "monospacedDigits") ?? false
      )
      return (MeasureRequest.resultJSON(id: id, try request.run(engines)).serialized(), nil, request.notes)
    } catch {
      let message = "\(error)"
      return (JSONValue.object([("id", id), ("error", .string(message))]).serialized(), message, [])
    }
  }

  private static func jsonID(_ value: Any?) -> JSONValue {
    switch value {
    case let string as String: .string(string)
    default:
      // Numbers only: JSONScalars tells `true` from 1; a huge integer prints as a number.
      JSONScalars.number(value).map { $0 == $0.rounded() && abs($0) < 1e15 ? .int(Int($0)) : .number($0) }
        ?? .null
    }
  }

  private static func string(_ object: [String: Any], _ key: String) throws -> String? {
    guard let value = object[key], !(value is NSNull) else { return nil }
    guard let string = value as? String else { throw UsageError("\"\(key)\" must be a string") }
    return string
  }

  /// `"weight"`: a name (`"semibold"`) or a number (`600`, `"600"`), as text for
  /// ``MeasureRequest``.
  private static func weight(_ object: [String: Any]) throws -> String? {
    guard let value = object["weight"], !(value is NSNull) else { return nil }
    if let string = value as? String { return string }
    guard let number = JSONScalars.number(value), let whole = Int(exactly: number) else {
      throw UsageError("\"weight\" must be a weight name or a whole number 1–1000")
    }
    return String(whole)
  }

  private static func bool(_ object: [String: Any], _ key: String) throws -> Bool? {
    guard let value = object[key], !(value is NSNull) else { return nil }
    guard let flag = JSONScalars.bool(value) else { throw UsageError("\"\(key)\" must be true or false") }
    return flag
  }

  private static func number(_ object: [String: Any], _ key: String) throws -> Double? {
    guard let value = object[key], !(value is NSNull) else { return nil }
    guard let number = JSONScalars.number(value) else { throw UsageError("\"\(key)\" must be a number") }
    return number
  }
}
