import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// A number longer than 64 characters is refused as too long, with its length and the field,
/// wherever numbers come from (eighth attack F13: it got the range message, quoting it whole).
@Suite("Hostile input: numbers longer than 64 characters")
struct HostileNumberLengthTests {
  /// 80 nines: a number nothing reads, and longer than the 64-character limit.
  static let long = String(repeating: "9", count: 80)
  /// What messages quote of ``long``: its first 20 characters.
  static let excerpt = String(repeating: "9", count: 20) + "…"

  @Test(
    "an option's number over 64 characters is too long, with its length; 64 characters still get the range")
  func options() {
    let lines = CapturedRun(["row", "--title", "Hi", "--title-lines", Self.long])
    #expect(lines.exitCode == 2)
    #expect(
      lines.stderr.hasPrefix(
        "Error: --title-lines is too long (80 characters; a number has at most 64): \(Self.excerpt)\n"),
      "\(lines.stderr)")
    let scale = CapturedRun(["row", "--title", "Hi", "--scale", "1." + String(repeating: "0", count: 70)])
    #expect(scale.exitCode == 2)
    #expect(
      scale.stderr.hasPrefix(
        "Error: --scale is too long (72 characters; a number has at most 64): 1.000000000000000000…\n"),
      "\(scale.stderr)")
    // Not a number either: still said as too long, not quoted whole.
    let junk = CapturedRun(["check", ".", "--threads", String(repeating: "x", count: 100)])
    #expect(junk.exitCode == 2)
    #expect(
      junk.stderr.hasPrefix(
        "Error: --threads is too long (100 characters; a number has at most 64): xxxxxxxxxxxxxxxxxxxx…\n"),
      "\(junk.stderr)")
    // 64 characters are read, and compared with the range.
    let limit = "1" + String(repeating: "0", count: 63)
    let atLimit = CapturedRun(["row", "--title", "Hi", "--title-lines", limit])
    #expect(atLimit.exitCode == 2)
    #expect(
      atLimit.stderr.hasPrefix("Error: --title-lines must be a whole number from 0 to 1000, got \(limit)\n"),
      "\(atLimit.stderr)")
  }

  @Test("typefit.json, a stack file and a batch line say too long at the number's place")
  func files() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("typefit.json", "{\"titleLines\": \(Self.long)}\n")
    let config = Hostile.check([folder.path])
    #expect(config.exitCode == 2)
    #expect(
      config.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:1:16: \"titleLines\" is too long (80 characters; "
          + "a number has at most 64): \(Self.excerpt)\n"), "\(config.stderr)")

    let inter = HostileNumberTests.inter
    let before =
      #"{"name":"x","summary":"y","searchPaths":[],"metrics":{"tracking":"none"},"primary":[{"family":"F","fromPointSize":"#
    try folder.write(
      "stack.json", before + Self.long + #","faces":[{"weight":400,"file":"\#(inter)"}]}]}"#)
    let stack = CapturedRun([
      "measure", "--text", "Hi", "--size", "17", "--stack", folder.path + "/stack.json",
    ])
    #expect(stack.exitCode == 3)
    #expect(
      stack.stderr.contains(
        "/stack.json:1:\(before.utf8.count + 1): \"primary[0].fromPointSize\" is too long (80 characters; a number has at most 64): "
          + Self.excerpt), "\(stack.stderr)")

    let lines = LineFeed([#"{"id":1,"text":"Hi","size":\#(Self.long)}"#])
    let batch = CapturedRun(["measure", "--batch", "--font", inter], readLine: lines.next)
    #expect(batch.exitCode == 3)
    #expect(
      batch.stdout
        == #"{"id":1,"error":"\"size\" is too long (80 characters; a number has at most 64): "#
        + Self.excerpt + "\"}\n")
  }
}
