import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The forty-sixth attack's A46-3: `check -` read a pipe into a buffer that doubled without
/// asking the memory limit, so 300 MB of NULs (under the 256 MiB limit of a `.strings` file, read
/// to its limit and one byte) ended the process in a failed allocation (exit 134) at every
/// `ulimit -v` from 280,000 to 500,000 KiB and `-d` from 100,000 to 300,000. Standard input is
/// now read no further than reading it whole leaves room for.
@Suite(
  "Hostile input: standard input under a memory limit",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileStandardInputMemoryTests {
  @Test(
    "300 MB of NULs on a pipe under ulimit -v 400000: refused by name, exit 3", arguments: ["strings", "xml"])
  func pipeUnderLimit(kind: String) throws {
    let binary = try #require(Hostile.binary)
    let name = kind == "xml" ? "values-de/strings.xml" : "de.lproj/Localizable.strings"
    let run = try Hostile.runBinary(
      [
        "-c", "ulimit -v 400000 && head -c 300000000 /dev/zero | \"$0\" \"$@\"", binary, "check", "-",
        "--stdin-name", name, "-q", "--fail-on", "never",
      ],
      seconds: 300, executable: "/bin/sh")
    #expect(!run.timedOut)
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(!run.stderr.contains("Fatal error"))
    // 4 bytes of memory a byte for a `.strings` table, 40 for XML, beside 50.3 MB for the work.
    let perByte = kind == "xml" ? 40 : 4
    #expect(
      run.stderr.contains(
        "\(name): standard input is longer than "),
      "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "bytes, the most that the address-space limit (ulimit -v 400000 KiB) leaves room to read whole (about "
          + "\(perByte) bytes of memory a byte, beside 50.3 MB for the work); not read. Raise the limit (ulimit -v), "
          + "or split the file"),
      "\(run.stderr)")
  }
}
