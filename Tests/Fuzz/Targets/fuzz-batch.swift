// libFuzzer entry point for `typefit measure --batch`: the input's lines go to standard input
// of an in-process run with one face (Inter Regular); every line gets exactly one output line,
// and the exit code is 0 or 3. Built by Scripts/fuzz.
import Foundation
import TypeFitCLI

private let font = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

private final class Lines: @unchecked Sendable {
  var lines: [String]
  let lock = NSLock()
  init(_ lines: [String]) { self.lines = lines }
  func next() -> String? {
    lock.lock()
    defer { lock.unlock() }
    return lines.isEmpty ? nil : lines.removeFirst()
  }
}

private final class Sink: @unchecked Sendable {
  var text = ""
  let lock = NSLock()
  func append(_ piece: String) {
    lock.lock()
    text += piece
    lock.unlock()
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatch(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: data, count: count), as: UTF8.self)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8).map(String.init)
  let feed = Lines(lines)
  let out = Sink()
  let io = CommandIO(stdout: { out.append($0) }, stderr: { _ in }, readLine: { feed.next() })
  let code = TypeFitTool.run(["measure", "--batch", "--font", font], io: io)
  precondition(code == 0 || code == 3, "exit \(code)")
  let expected = lines.filter { !$0.allSatisfy(\.isWhitespace) }.count
  let produced = out.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count
  precondition(produced == expected, "\(produced) output lines for \(expected) input lines")
  return 0
}
