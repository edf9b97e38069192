// libFuzzer entry point for the argument and option parser: the input, split at NUL bytes, is
// the argument list of `typefit row`, `measure`, `styles`, `devices` or `rules` (chosen by the
// first byte), run in-process. Options that read or write files (--output, --stack, --font,
// --config, --batch) are dropped, so the run stays in memory. The exit code must be 0–3, and a
// usage error must say "Error:". Built by Scripts/fuzz.
import Foundation
import TypeFitCLI

private final class Sink: @unchecked Sendable {
  var text = ""
  let lock = NSLock()
  func append(_ piece: String) {
    lock.lock()
    text += piece
    lock.unlock()
  }
}

private let commands = ["row", "measure", "styles", "devices", "rules"]
private let fileOptions = ["--output", "--stack", "--font", "--config", "--batch"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCLI(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: count)
  guard let first = bytes.first else { return 0 }
  var arguments = [commands[Int(first) % commands.count]]
  for piece in bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false).prefix(24) {
    let argument = String(decoding: piece, as: UTF8.self)
    if fileOptions.contains(where: { argument.hasPrefix($0) }) { continue }
    if let last = arguments.last, fileOptions.contains(last) { continue }
    arguments.append(argument)
  }
  let err = Sink()
  let io = CommandIO(stdout: { _ in }, stderr: { err.append($0) })
  let code = TypeFitTool.run(arguments, io: io)
  precondition((0...3).contains(code), "exit \(code) for \(arguments)")
  if code == 2 { precondition(err.text.hasPrefix("Error:"), "usage error without 'Error:': \(err.text)") }
  return 0
}
