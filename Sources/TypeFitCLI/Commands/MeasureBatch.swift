import Foundation
import TypeFit
import TypeFitConcurrency
import TypeFitInput

/// `typefit measure --batch`: NDJSON requests on stdin, one NDJSON result per line, in input
/// order, computed in parallel chunks so memory stays flat for any input length.
///
/// A chunk is up to ``chunkSize`` lines, but ends early when the next line is not there yet
/// (``CommandIO/inputReady``): its results are written at once, so a program that sends one
/// request and waits for the answer gets it (a co-process), while a file or a fast pipe is
/// still measured in full chunks. The output is the same either way.
///
/// A line that cannot be read gets an object `{"id", "error"}` in its place (and a message on
/// stderr naming the line), so outputs stay aligned with inputs; the exit code is then 3.
struct MeasureBatch {
  let engines: EngineCache
  let defaultFont: FontStackDefinition
  let io: CommandIO
  /// The regular file standard output is open on (`1<>f.otf`), by device and inode; `nil` for a
  /// pipe, terminal or device. A line naming that file as its font ends the batch (eleventh attack F1).
  let standardOutputFile: FontFileIdentity? = FileSystemPath.Identity.regularFile(openOn: 1)
  /// The request fields (Docs/CLI.md); anything else is an error, so a typo never measures silently
  /// with a default.
  static let fields = [
    "id", "text", "size", "style", "category", "width", "lines", "lang", "font", "weight", "italic",
    "monospacedDigits",
  ]
  /// The limits on memory of this process, `nil` when none is set: each line is charged against
  /// them before it is parsed and before it is measured (the twentieth attack's A20-20), and the
  /// lines are worked on one at a time, so what one line loads (its fonts) never takes the room
  /// judged free for another (a 1 MB line's JSON tree, admitted, ran out of memory under `ulimit
  /// -v 250000` while the next line loaded the CJK fonts beside it).
  let budget = AddressSpaceBudget.current()
  /// Lines read and measured together at most; bounds memory.
  static let chunkSize = 2048
  /// The bytes of the lines read and measured together at most (a chunk holds at least one
  /// line): 4 MiB, so 2,048 lines near the line limit are not held at once (2 GB).
  static let chunkBytes = 4 << 20

  func run() -> Int32 {
    var lineNumber = 0
    var failures = 0
    while true {
      var chunk: [[UInt8]] = []
      var chunkBytes = 0
      chunk.reserveCapacity(Self.chunkSize)
      while chunk.count < Self.chunkSize, chunkBytes < Self.chunkBytes, chunk.isEmpty || io.inputReady() {
        if let budget,
          let refusal = shortfall({ budget.batchLineReadShortfall(line: lineNumber + chunk.count + 1) })
        {
          // The lines held are measured and written first, which frees their room; at the end
          // of the input there is nothing to refuse (the forty-third attack's A43-3: a batch
          // whose last line loaded a large font ended with this error for a line that was not).
          guard chunk.isEmpty else { break }
          if io.inputEnded() { break }
          io.message("Error: \(refusal)")
          return ExitCode.unreadableInput
        }
        guard let line = io.readLineBytes() else { break }
        chunkBytes += line.count
        chunk.append(line)
      }
      if chunk.isEmpty { break }
      let first = lineNumber + 1
      let lines = chunk
      let processed = orderedConcurrentMap(count: chunk.count, workers: budget == nil ? nil : 1) { i in
        process(lines[i], lineNumber: first + i)
      }
      var text = ""
      for (i, (output, error, messages)) in processed.enumerated() where !Self.isBlank(chunk[i]) {
        if let error, output.isEmpty {
          // The line's font is the file standard output is open on: anything written from here
          // on lands in that font, so the batch ends without writing this chunk.
          io.message("Error: stdin:\(first + i): \(error)")
          return ExitCode.usage
        }
        text += output + "\n"
        for message in messages { io.message("\(message.label): stdin:\(first + i): \(message.text)") }
        if let error {
          failures += 1
          io.message("Error: stdin:\(first + i): \(error)")
        }
      }
      io.out(text)
      lineNumber += chunk.count
      // A closed standard output (`| head -1`) ends the batch at once; the failure is reported
      // with exit code 4 when the command returns (eleventh attack P1).
      if io.outputFailure != nil { return ExitCode.success }
    }
    // A read error is not the end of the batch: a broken redirection must not pass as empty.
    if let failure = io.lineReadFailure() {
      io.err("Error: stdin: cannot read: \(TerminalText.escaped(failure))\n")
      return ExitCode.unreadableInput
    }
    return failures > 0 ? ExitCode.unreadableInput : ExitCode.success
  }

  /// The longest line read, in UTF-8 bytes; a longer line is an error line (the text limit,
  /// ``MeasureRequest/maximumTextLength``, is far below it).
  static let maximumLineLength = CommandIO.maximumLineLength

  /// Whether a line holds only spaces, tabs and line ends (it is skipped).
  private static func isBlank(_ line: [UInt8]) -> Bool {
    line.allSatisfy { [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains($0) }
  }

  /// One line → its output JSON, the error message when it failed, and the request's warnings
  /// and notes for standard error; no output with an error when the batch must end at this line
  /// (its font is the file standard output writes to).
  private func process(_ line: [UInt8], lineNumber: Int) -> (
    String, String?, [(label: String, text: String)]
  ) {
    var id = JSONValue.null
    do {
      guard line.count <= Self.maximumLineLength else {
        throw UsageError("line is longer than the \(Self.maximumLineLength)-byte limit")
      }
      // The line's JSON tree must fit before it is parsed; it is gone once the request is made.
      if let budget, let refusal = shortfall({ budget.batchLineShortfall(lineBytes: line.count) }) {
        throw UsageError(refusal)
      }
      let request = try self.request(line, lineNumber: lineNumber, id: &id)
      if let budget {
        // The line's fonts are loaded before what is left is judged.
        _ = try engine(for: request.font)
        if let refusal = shortfall(
          keeping: request.font, { budget.measureShortfall(textBytes: request.text.utf8.count) })
        {
          throw UsageError(refusal)
        }
      }
      return (MeasureRequest.resultJSON(id: id, try request.run(engines)).serialized(), nil, request.messages)
    } catch let refusal as WrittenFontRefusal {
      return ("", refusal.message, [])
    } catch {
      let message = "\(error)"
      return (JSONValue.object([("id", id), ("error", .string(message))]).serialized(), message, [])
    }
  }

  /// The request a line of at most ``maximumLineLength`` bytes makes, with `id` set from its
  /// `"id"` as soon as it is read (for the error line).
  ///
  /// - Throws: `UsageError` naming what is wrong; `WrittenFontRefusal`.
  private func request(_ line: [UInt8], lineNumber: Int, id: inout JSONValue) throws -> MeasureRequest {
    if let offset = UTF8Validation.firstInvalidOffset(line[...]) {
      throw UsageError(
        "not valid UTF-8 at column \(offset + 1) (byte 0x\(String(line[offset], radix: 16, uppercase: true))); "
          + "send the requests as UTF-8")
    }
    // Raw, as escapes are refused by the JSON parser: the line's names and text are compared in
    // time growing with the square of such a run (a 128 KB line took 37 s, A70-6).
    if CombiningMarkRun.hasLongRun(utf8: line) {
      throw UsageError(
        CombiningMarkRun.refusalReason())
    }
    let object: JSONNode
    do {
      // A byte order mark before the first line (Windows PowerShell 5's `Out-File -Encoding
      // utf8` writes one) is skipped, as in `typefit.json` and stack files (thirteenth attack
      // A13-19).
      object = try JSONNode.parse(
        line, maximumDepth: 16, rejectsLoneSurrogates: true, skipsByteOrderMark: lineNumber == 1)
    } catch {
      throw UsageError("not valid JSON at column \(error.column): \(error.message)")
    }
    guard object.members != nil else {
      throw UsageError("expected a JSON object, got \(object.describedType)")
    }
    id = try Self.jsonID(object["id"])
    for member in object.members ?? [] where !Self.fields.contains(member.key) {
      let hint =
        NameSuggestion.closest(to: member.key, in: Self.fields).map { "; did you mean \"\($0)\"?" } ?? ""
      throw UsageError(
        "unknown field \"\(member.key)\"\(hint) (known: \(Self.fields.joined(separator: ", ")))")
    }
    guard let text = object["text"]?.string else {
      throw UsageError("\"text\" must be a string, got \(object["text"].map(\.describedType) ?? "nothing")")
    }
    let fontPath = try Self.string(object, "font")
    let font = try fontPath.map { try FontSelection.singleFace($0) } ?? defaultFont
    if let fontPath, let standardOutputFile {
      try refuseWrittenFont(font, path: fontPath, written: standardOutputFile)
    }
    return try MeasureRequest(
      text: text, style: Self.string(object, "style"), category: Self.string(object, "category"),
      size: Self.number(object, "size", in: MeasureRequest.pointSizes), weight: Self.weight(object),
      width: Self.number(object, "width", in: MeasureRequest.widths),
      lines: Self.number(
        object, "lines",
        in: Double(MeasureRequest.lineLimits.lowerBound)...Double(MeasureRequest.lineLimits.upperBound),
        whole: true
      ).map { Int($0) },
      language: Self.string(object, "lang"), batchLine: true, font: font,
      italic: Self.bool(object, "italic") ?? false,
      monospacedDigits: Self.bool(object, "monospacedDigits") ?? false
    )
  }

  /// The engine for `font`; under a memory limit, a font that does not fit beside the cached
  /// engines is loaded again once they are let go (the forty-third attack's A43-4).
  ///
  /// - Throws: the engine's ``TextError``.
  private func engine(for font: FontStackDefinition) throws -> TextEngine {
    do {
      return try engines.engine(for: font)
    } catch let error as TextError where budget != nil && error.isOutOfMemory && engines.releaseAll() > 0 {
      return try engines.engine(for: font)
    }
  }

  /// What `ask` says under a memory limit, asked again after the cached engines (but `font`'s,
  /// the line's own) are let go when it is a refusal and there are any: fonts of earlier lines
  /// must not take the room of later ones (the forty-third attack's A43-4). Lines are worked on
  /// one at a time under a limit, so no other line is using them.
  private func shortfall(keeping font: FontStackDefinition? = nil, _ ask: () -> String?) -> String? {
    guard let refusal = ask() else { return nil }
    return engines.releaseAll(keeping: font) > 0 ? ask() : refusal
  }

  /// Refuses a line's font that is the file standard output writes to (`measure --batch < b.nd
  /// 1<>f.otf` with a line naming `f.otf`), compared by the device and inode of the file the
  /// engine read, so any path, link or hard link to it is caught.
  ///
  /// - Throws: `WrittenFontRefusal`, which ends the batch; the error of a font that does not load.
  private func refuseWrittenFont(_ font: FontStackDefinition, path: String, written: FontFileIdentity) throws
  {
    guard try engine(for: font).stack.faceFileIdentities.contains(written) else { return }
    throw WrittenFontRefusal(
      message: "\"font\" \(TerminalText.escaped(path)) is the file standard output is open on; writing the "
        + "results there would overwrite or add to what is read, so the batch ends here. Choose another file "
        + "for standard output")
  }

  /// A line's font is the file standard output writes to: the batch ends at that line, writing
  /// nothing more (an error line would itself land in the font).
  private struct WrittenFontRefusal: Error {
    let message: String
  }

  /// The request's id as it goes back out, exactly as sent: a string, or a number as its own
  /// text (`1e2` stays `1e2`, `9007199254740993` is not rounded), so a client matches answers
  /// by the text it wrote. Nothing reads the number, so no range applies; the JSON parser has
  /// checked its grammar and length.
  ///
  /// - Throws: ``UsageError`` for any other value.
  private static func jsonID(_ value: JSONNode?) throws -> JSONValue {
    guard let value, !value.isNull else { return .null }
    if let text = value.string { return .string(text) }
    guard let number = value.numberText else {
      throw UsageError("\"id\" must be a string or a number, got \(value.describedType)")
    }
    return .numberText(number)
  }

  private static func string(_ object: JSONNode, _ key: String) throws -> String? {
    guard let value = object[key], !value.isNull else { return nil }
    guard let string = value.string else {
      throw UsageError("\"\(key)\" must be a string, got \(value.describedType)")
    }
    return string
  }

  private static func number(
    _ object: JSONNode, _ key: String, in range: ClosedRange<Double>, whole: Bool = false
  )
    throws -> Double?
  {
    guard let value = object[key], !value.isNull else { return nil }
    do {
      return try value.number("\"\(key)\"", in: range, whole: whole)
    } catch {
      throw UsageError(error.description)
    }
  }

  /// `"weight"`: a name (`"semibold"`) or a whole number 1–1,000 (`600`), as text for
  /// ``MeasureRequest``; a number as written, so `4e2` is refused there as `"+400"` is.
  private static func weight(_ object: JSONNode) throws -> String? {
    guard let value = object["weight"], !value.isNull else { return nil }
    if let string = value.string { return string }
    do {
      _ = try value.number("\"weight\"", in: 1...1000, whole: true)
    } catch {
      throw UsageError(error.description)
    }
    return value.numberText
  }

  private static func bool(_ object: JSONNode, _ key: String) throws -> Bool? {
    guard let value = object[key], !value.isNull else { return nil }
    guard let flag = value.bool else {
      throw UsageError("\"\(key)\" must be true or false, got \(value.describedType)")
    }
    return flag
  }
}
