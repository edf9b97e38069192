import Foundation
import Testing
import _TypeFitTestSupport

/// Found in review of the tenth attack: `--output` was walked with each link's text repaired
/// into UTF-8, so a repository's link `typefit.sarif -> \xFF/../../../.ssh/authorized_keys`
/// beside a folder named U+FFFD (which `\xFF` became) led the report out of the repository:
/// `ConfinedLink`, reading the text exactly, called the link unresolvable, and the SARIF report
/// replaced `authorized_keys`, exit 0. The walk now reads link texts exactly and stops at one
/// that is not UTF-8.
@Suite("Hostile input: --output through a link whose text is not UTF-8")
struct HostileOutputLinkTextTests {
  @Test(
    "a repository link whose text is not UTF-8 is not followed: exit 4, the file outside is kept",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func linkTextNotUTF8() throws {
    let folder = try TemporaryFolder()
    try folder.write("home/.ssh/authorized_keys", "KEY\n")
    try folder.write("home/work/repo/app/de.lproj/Localizable.strings", "\"a\" = \"Hallo\";\n")
    let repository = folder.path + "/home/work/repo"
    for name in [".git", "\u{FFFD}"] {
      try FileManager.default.createDirectory(
        atPath: repository + "/" + name, withIntermediateDirectories: false)
    }
    let text = [UInt8(0xFF)] + Array("/../../../.ssh/authorized_keys".utf8) + [0]
    let made = text.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { symlink($0.baseAddress!, repository + "/typefit.sarif") }
    }
    try #require(made == 0)
    let run = try Hostile.runBinary(
      in: repository, ["check", "app", "-q", "-f", "sarif", "-o", "typefit.sarif"])
    #expect(run.exitCode == 4, "\(run.stderr)")
    let real = try #require(realpath(repository, nil))
    defer { free(real) }
    #expect(
      run.stderr
        == "Error: cannot write --output typefit.sarif: the symbolic link \(String(cString: real))/typefit.sarif "
        + "leads to a name that is not valid UTF-8, which TypeFit does not follow\n")
    #expect(
      try String(contentsOfFile: folder.path + "/home/.ssh/authorized_keys", encoding: .utf8) == "KEY\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: repository + "/\u{FFFD}") == [])
  }
}
