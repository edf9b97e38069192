import Foundation
import Testing
import TypeFitCLI
import TypeFitConcurrency
import _TypeFitTestSupport

/// `check -` reads standard input only up to the limit of a file in the format `--stdin-name`
/// gives, and one byte more: an endless `.stringsdict` input (`< /dev/zero`) stops at 10,000,001
/// bytes, not at the 256 MiB of a `.strings` table (eleventh attack).
@Suite("Hostile input: standard input read up to its format's limit")
struct HostileStandardInputLimitTests {
  /// Runs `check - FOLDER --stdin-name NAME` in-process; standard input is an endless run of
  /// `x` when `endless`, else empty. Returns the run, the limits asked for and the bytes handed
  /// out.
  private static func run(name: String, folder: String, endless: Bool = true) -> (CapturedRun, [Int], Int) {
    let limits = Locked<[Int]>([])
    let handedOut = Locked(0)
    let out = Locked("")
    let err = Locked("")
    let io = CommandIO(
      stdout: { text in out.withLock { $0 += text } }, stderr: { text in err.withLock { $0 += text } },
      readBytes: { limit in
        // As `CommandIO.readDescriptor` reads: at most `limit + 1` bytes of an endless input.
        limits.withLock { $0.append(limit) }
        let count = endless ? limit + 1 : 0
        handedOut.withLock { $0 += count }
        return [UInt8](repeating: UInt8(ascii: "x"), count: count)
      })
    let code = TypeFitTool.run(
      ["check", "-", folder, "--stdin-name", name, "--format", "json", "--categories", "large", "--quiet"],
      io: io)
    return (CapturedRun(exitCode: code, stdout: out.value, stderr: err.value), limits.value, handedOut.value)
  }

  @Test(
    "a .stringsdict on standard input is read up to 10,000,001 bytes and refused as a file is; the folder is checked"
  )
  func stringsdictLimit() throws {
    let folder = try Hostile.folderWithGoodFile()
    let name = "fr.lproj/Localizable.stringsdict"
    let (run, limits, handedOut) = Self.run(name: name, folder: folder.path)
    #expect(limits == [10_000_000])
    #expect(handedOut == 10_000_001)
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(
      run.stderr
        == "Error: \(name): standard input is more than the 10000000-byte limit of one file; not read\n")
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run) == [
        "unreadableFile: standard input is more than the 10000000-byte limit of one file; not read"
      ])
  }

  @Test("the limit follows the name's format: XML 10,000,000 bytes, .strings and .xcstrings 256 MiB")
  func limitPerFormat() throws {
    let folder = try Hostile.folderWithGoodFile()
    for (name, limit) in [
      ("fr.lproj/Localizable.xliff", 10_000_000), ("res/values-fr/strings.xml", 10_000_000),
      ("fr.lproj/Localizable.strings", 256 << 20), ("Localizable.xcstrings", 256 << 20),
    ] {
      let (run, limits, _) = Self.run(name: name, folder: folder.path, endless: false)
      #expect(limits == [limit], "\(name)")
      #expect(Hostile.resultKeys(run) == [Hostile.goodKey], "\(name)")
    }
  }
}
