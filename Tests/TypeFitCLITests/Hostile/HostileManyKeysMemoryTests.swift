import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The fifteenth attack's A15-8: `check` kept about 0.94 KB per key although no key had a
/// finding (the first pass kept each key's whole string to decide its role from), so 800,000
/// one-letter values took 857 MB, and under `prlimit --as=700000000` the run ended with exit 134,
/// `Fatal error: failed to allocate 503578688 bytes`, and no report. The role is now decided
/// when the string is met and kept as a number (`KeyRoleTable`).
@Suite(
  "Hostile input: many keys under an address-space limit",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileManyKeysMemoryTests {
  /// The keys of the table: with 0.94 KB each, 282 MB more than the limit leaves.
  static let keyCount = 300_000
  /// The limit of the run, in KiB (`ulimit -v`).
  static let limitKB = 400_000

  @Test("300,000 keys with no finding are checked under ulimit -v 400000, every row planned")
  func manyKeys() throws {
    let folder = try TemporaryFolder("keys")
    var table = ""
    table.reserveCapacity(Self.keyCount * 19)
    for index in 0..<Self.keyCount {
      let digits = String(index)
      table += "\"k." + String(repeating: "0", count: 7 - digits.count) + digits + "\" = \"x\";\n"
    }
    try folder.write("app/de.lproj/Localizable.strings", table)
    // One row in a thousand is laid out, so that the run is short in a debug build; every key
    // is still read, planned and given its role in both passes.
    let shard = try Shard(parsing: "1/1000")
    let expected = (0..<Self.keyCount).count {
      let digits = String($0)
      return shard.contains(key: "k." + String(repeating: "0", count: 7 - digits.count) + digits)
    }
    let run = try Hostile.runBinary(
      [
        "check", folder.path + "/app", "-q", "-f", "json", "--fail-on", "never", "--threads", "1",
        "--categories", "AX5", "--shard", "1/1000", "-o", folder.path + "/report.json",
      ], seconds: 300, addressSpaceKB: Self.limitKB)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    let data = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/report.json"))
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let summary = try #require(report["summary"] as? [String: Any])
    #expect(summary["rows"] as? Int == expected)
    #expect(summary["findings"] as? Int == 0)
    #expect((report["results"] as? [Any])?.count == expected)
    #expect(expected > 200)
  }
}
