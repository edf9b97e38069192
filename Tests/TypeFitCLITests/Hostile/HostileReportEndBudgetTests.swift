import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The sixteenth attack's A16-6: a catalog whose rows keep many problems (300 keys of 256
/// plural combinations, 76,800 problems, 45.7 MB of JSON) ended `check` under `prlimit --as`
/// 360–600 MB with `Fatal error: failed to allocate 24717280 bytes` (exit 134, no report): the
/// report's end was made as one string and joined with the summary in copies. The writers now
/// hand the end on a piece at a time. Here the same class with long keys, quick to check: 1,000
/// keys of 12,000 bytes, one problem each, a report of 38 MB; main's debug build before the fix
/// ended the process at 330, 345 and 360 MB (exit 134), gave exit 3 at 315 MB and exit 0 from
/// 375 MB, and fails this test.
@Suite(
  "Hostile input: a report whose end is large, under address-space limits",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileReportEndBudgetTests {
  static let keys = 1_000

  @Test(
    "limits where the end made whole ran out of memory: exit 0 with the whole report, or 3, never a crash")
  func largeEnd() throws {
    let folder = try TemporaryFolder("reportend")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/app/de.lproj", withIntermediateDirectories: true)
    let filler = String(repeating: "x", count: 12_000)
    var table = ""
    for index in 0..<Self.keys {
      table += "\"k\(index).\(filler)\" = \"Datenschutzeinstellungen und Sicherheitsoptionen\";\n"
    }
    try table.write(
      toFile: folder.path + "/app/de.lproj/Localizable.strings", atomically: true, encoding: .utf8)
    let report = folder.path + "/r.json"
    var exits: [Int32] = []
    for limitKB in [330_000, 350_000] {
      try "OLD".write(toFile: report, atomically: true, encoding: .utf8)
      let run = try Hostile.runBinary(
        [
          "check", folder.path + "/app", "-q", "-f", "json", "--fail-on", "never", "--threads", "1", "-o",
          report,
        ],
        seconds: 300, addressSpaceKB: limitKB)
      #expect(!run.timedOut)
      #expect(
        !run.stderr.contains("Fatal error") && !run.stderr.contains("crashed"), "\(limitKB): \(run.stderr)")
      #expect(run.exitCode == 0 || run.exitCode == 3, "\(limitKB) KiB: exit \(run.exitCode): \(run.stderr)")
      exits.append(run.exitCode)
      let written = try String(contentsOfFile: report, encoding: .utf8)
      if run.exitCode == 0 {
        let json = try #require(JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        #expect((json["results"] as? [Any])?.count == Self.keys)
        #expect((json["problems"] as? [Any])?.count == Self.keys, "one label-wraps problem a key")
        #expect(json["summary"] != nil)
      } else if !run.stderr.contains("Error: cannot read font") {
        #expect(run.stderr.contains("the address-space limit (ulimit -v \(limitKB) KiB)"), "\(run.stderr)")
      }
    }
    // Unlimited: the whole report, for comparison.
    let whole = try Hostile.runBinary(
      [
        "check", folder.path + "/app", "-q", "-f", "json", "--fail-on", "never", "--threads", "1", "-o",
        report,
      ],
      seconds: 300)
    #expect(whole.exitCode == 0, "\(whole.stderr)")
    let json = try #require(
      JSONSerialization.jsonObject(with: Data(try String(contentsOfFile: report, encoding: .utf8).utf8))
        as? [String: Any])
    #expect((json["problems"] as? [Any])?.count == Self.keys)
  }
}
