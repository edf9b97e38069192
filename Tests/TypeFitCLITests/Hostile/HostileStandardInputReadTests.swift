import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitCLI

/// Standard input that cannot be read (a folder) is a read problem with the system's reason,
/// never an empty file; the other inputs are still checked.
@Suite("Hostile input: unreadable standard input")
struct HostileStandardInputReadTests {
  @Test("reading a folder's descriptor throws 'Is a directory' instead of returning no bytes")
  func folderDescriptor() throws {
    let folder = try TemporaryFolder()
    let descriptor = open(folder.path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    #expect(throws: CommandIO.ReadError(description: "Is a directory")) {
      try CommandIO.readDescriptor(descriptor, limit: 100)
    }
  }

  @Test(
    "check - < folder: '-: cannot read standard input: Is a directory' as a read problem (exit 3), the other path checked",
    .enabled(if: Hostile.binary != nil))
  func folderAsStandardInput() throws {
    let folder = try Hostile.folderWithGoodFile()
    let binary = try #require(Hostile.binary)
    let name = "de.lproj/Localizable.strings"
    let run = try Hostile.runBinary(
      [
        "-c", "exec \"$0\" \"$@\" < \"$TYPEFIT_TEST_FOLDER\"", binary, "check", "-", folder.path,
        "--stdin-name",
        name, "--format", "json", "--categories", "large", "--quiet",
      ], environment: ["TYPEFIT_TEST_FOLDER": folder.path], executable: "/bin/sh")
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(run.stderr == "Error: \(name): cannot read standard input: Is a directory\n")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let keys = (json["results"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
    #expect(keys == [Hostile.goodKey])
    let diagnostics = (json["diagnostics"] as? [[String: Any]] ?? []).map {
      "\($0["kind"] as? String ?? "?"): \($0["file"] as? String ?? "?"): \($0["message"] as? String ?? "")"
    }
    #expect(diagnostics == ["unreadableFile: \(name): cannot read standard input: Is a directory"])
  }
}
