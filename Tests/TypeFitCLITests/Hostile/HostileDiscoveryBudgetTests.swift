import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The sixteenth attack's A16-2: the memory budget of A14-10 left row discovery out, so a
/// 1.09 MB Swift file of 20,000 rows beside a one-line table ended `check` under
/// `prlimit --as=280000000` with `Fatal error: failed to allocate` (exit 134), and `rows` under
/// 150 MB likewise. A Swift file whose discovery would not fit is now not read, by name.
@Suite(
  "Hostile input: a large Swift source under address-space limits",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileDiscoveryBudgetTests {
  @Test("check and rows from 150 to 450 MB: exit 0 or 3, never a crash; a file not read is named")
  func spreadOfLimits() throws {
    let folder = try TemporaryFolder("dsb")
    // 10,000 rows: the attack's 20,000 cost a debug build minutes over the spread, and at
    // 300 MB `check` still refuses this file by name.
    let rows = (0..<10_000).map { "NavigationLink(\"key_\($0)\") { Text(\"x\") }.lineLimit(1)\n" }.joined()
    let source = "import SwiftUI\nstruct V: View { var body: some View { List {\n\(rows)} } }\n"
    try folder.write("app/Src/V.swift", source)
    // About 19 token starts a 54-byte row: counted for 1.76 times its size (A48-1).
    let counted = SourceTokenDensity.chargedBytes(of: Array(source.utf8))
    #expect(counted > source.utf8.count * 3 / 2)
    try folder.write("app/de.lproj/Localizable.strings", "\"key_1\" = \"Datenschutzeinstellungen\";\n")
    var refusedFile = 0
    for limitKB in [150_000, 250_000, 300_000, 450_000] {
      for command in [
        ["check", folder.path + "/app", "-q", "-f", "json", "--fail-on", "never"],
        ["rows", folder.path + "/app"],
      ] {
        let run = try Hostile.runBinary(
          command + ["-o", folder.path + "/out"], seconds: 300, addressSpaceKB: limitKB)
        #expect(!run.timedOut)
        #expect(
          !run.stderr.contains("Fatal error") && !run.stderr.contains("crashed"),
          "\(command[0]) \(limitKB): \(run.stderr)")
        #expect(run.exitCode == 0 || run.exitCode == 3, "\(command[0]) \(limitKB) KiB: exit \(run.exitCode)")
        if run.stderr.contains("app/Src/V.swift: ") {
          refusedFile += 1
          #expect(
            run.stderr.contains(
              "finding rows in this Swift file with those read before it (\(counted) bytes as counted: "
                + "5 a token start in a file dense in tokens) needs about "
            ))
          #expect(run.stderr.contains("(ulimit -v \(limitKB) KiB) leaves"))
        }
      }
    }
    // The spread reaches limits where the file is refused by name.
    #expect(refusedFile > 0)
  }
}
