import Foundation
import Testing
import _TypeFitTestSupport

/// Twelfth attack, A3 and A4: `check /abs//app` (a doubled `/` after the source root, as in
/// `"$WORKSPACE/" + "/App"`) recorded the input and every file at the root of the file system
/// (`"/app"`, `/app/de.lproj/…`, SARIF `file:///app/…`), and `check app/.` or `check app////`
/// recorded the input as `app` but the files as `app/./…` and `app////…`. Every spelling now
/// gives the report of `check app`, byte for byte.
@Suite("Hostile input: input spellings in report paths")
struct HostileReportPathSpellingTests {
  @Test(
    "`check ROOT//app`, `check app/.`, `check ./././app////` report as `check app` (JSON and SARIF)",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    arguments: ["json", "sarif"])
  func spellingsReportAlike(_ format: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "app/de.lproj/Localizable.strings", "\"a\" = \"Datenschutzerklärung und Nutzungsbedingungen\";\n")
    // One-line rows: the title is truncated, so SARIF has a result with a file.
    try folder.write("typefit.json", #"{"defaultRole": "row", "titleLines": 1}"#)
    let root = try #require(FileSystemPathForTest.real(folder.path))
    func check(_ input: String) throws -> Hostile.ProcessRun {
      try Hostile.runBinary(in: folder.path, ["check", input, "-q", "-f", format, "--fail-on", "never"])
    }
    let plain = try check("app")
    #expect(plain.exitCode == 0, "\(plain.stderr)")
    if format == "json" {
      #expect(plain.stdout.contains("\"inputs\":[\"app\"]"))
      #expect(plain.stdout.contains("\"file\":\"app/de.lproj/Localizable.strings\""))
    } else {
      #expect(plain.stdout.contains("\"uri\":\"app/de.lproj/Localizable.strings\""))
    }
    for spelling in ["./app", root + "/app", root + "//app", root + "///app/", "app/.", "./././app////"] {
      let run = try check(spelling)
      #expect(run.exitCode == 0, "\(spelling): \(run.stderr)")
      #expect(run.stdout == plain.stdout, "\(spelling)")
    }
  }
}

/// The real path of a folder (the source root is the working folder as the kernel names it).
enum FileSystemPathForTest {
  static func real(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }
}
