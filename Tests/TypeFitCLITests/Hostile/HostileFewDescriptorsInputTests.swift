import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The seventy-ninth attack's A79-1: with few open files allowed (`ulimit -n 6`), the walk that
/// holds an input to what was judged failed to open a folder on its way (`EMFILE`), and the
/// input was refused as "replaced by a symbolic link", an attack that did not happen. The
/// system's reason is said instead.
@Suite("Hostile input: too few open files to find an input again")
struct HostileFewDescriptorsInputTests {
  @Test(
    "check under a limit of 6 open files: the input cannot be opened, for the system's reason",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func systemReason() throws {
    let folder = try TemporaryFolder()
    try folder.write("app/de.lproj/Localizable.strings", "\"privacy\" = \"Datenschutz\";\n")
    let binary = try #require(Hostile.binary)
    let run = try Hostile.runBinary(
      [
        "-c", "cd \"$TYPEFIT_TEST_FOLDER\" && ulimit -n 6 && exec \"$0\" check app -f json -o report.json",
        binary,
      ],
      environment: ["TYPEFIT_TEST_FOLDER": folder.path], executable: "/bin/sh")
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(
      run.stderr.hasPrefix("Error: app: cannot be opened: Too many open files; not read\n"), "\(run.stderr)")
    #expect(!run.stderr.contains("symbolic link"))
  }
}
