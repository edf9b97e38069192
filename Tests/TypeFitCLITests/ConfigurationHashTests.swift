import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// A report's `config-fnv1a` is the hash of the configuration's bytes as the run read them: the
/// file is opened once, by the checked opener (the sixty-seventh attack's A67-1: it was opened
/// again by path for the hash, so a link swapped in meanwhile opened a device or a FIFO).
@Suite("The configuration's hash in a report")
struct ConfigurationHashTests {
  /// FNV-1a 64 of `bytes`, written here from its definition (offset basis 0xcbf29ce484222325,
  /// prime 0x100000001b3), in lowercase hex without leading zeros.
  static func fnv1a(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 14_695_981_039_346_656_037
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
    return String(hash, radix: 16)
  }

  @Test("config-fnv1a is the hash of the bytes loadConfiguration read; resultSettings opens no file")
  func hashOfTheBytesRead() throws {
    let folder = try TemporaryFolder("configuration-hash")
    let text = #"{"widths": [375], "rows": [{"match": "a.*", "titleLines": 1}]}"# + "\n"
    let path = folder.path + "/typefit.json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    var arguments = ParsedArguments()
    arguments.values["config"] = [path]
    let io = CommandIO(stdout: { _ in }, stderr: { _ in }, readLine: { nil })
    let loaded = try CheckCommand.loadConfiguration(arguments, io: io)
    #expect(loaded.file == path)
    #expect(loaded.fileHash == Self.fnv1a(Array(text.utf8)))
    #expect(loaded.fileHash == "61dea98724372eee")
    // The settings take the hash as given: no path reaches them to be opened again.
    let settings = try CheckCommand.resultSettings(ParsedArguments(), configurationHash: loaded.fileHash)
    #expect(settings == ["config-fnv1a": "61dea98724372eee"])
    #expect(try CheckCommand.resultSettings(ParsedArguments(), configurationHash: nil).isEmpty)
  }
}
