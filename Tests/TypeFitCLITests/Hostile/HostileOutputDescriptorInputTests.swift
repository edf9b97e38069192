import Foundation
import Testing
import _TypeFitTestSupport

/// Ninth attack, G2: `--output /dev/fd/N` (or `/proc/self/fd/N`, or standard output) open on an
/// input wrote the report over that input, exit 0. The file a descriptor is open on is now
/// compared with the inputs (by path and by device and inode) before anything is read.
@Suite("Hostile input: an output descriptor open on an input")
struct HostileOutputDescriptorInputTests {
  static let input = "de.lproj/Localizable.strings"
  static let content = "\"a\" = \"Datenschutz\";\n\"b\" = \"Sicherheit\";\n"

  /// A folder with the good file and `input`, and a run of `typefit ARGUMENTS` in it through
  /// `/bin/sh` with `redirection` applied first.
  static func run(_ arguments: [String], redirection: String) throws -> (Hostile.ProcessRun, TemporaryFolder)
  {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(input, content)
    return (try Hostile.runBinary(in: folder.path, redirection: redirection, arguments), folder)
  }

  static func text(_ folder: TemporaryFolder, _ relative: String) throws -> String {
    try String(contentsOfFile: folder.path + "/" + relative, encoding: .utf8)
  }

  @Test(
    "a descriptor open read-write on an input file is refused (exit 2) and the input is kept",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    arguments: [
      (["-o", "/dev/fd/3"], "3<>\(input)", "--output /dev/fd/3"),
      (["-o", "/proc/self/fd/3"], "3<>\(input)", "--output /proc/self/fd/3"),
      (["-o", "-"], "1<>\(input)", "standard output"),
      ([], "1<>\(input)", "standard output"),
    ])
  func descriptorOnInput(_ output: [String], _ redirection: String, _ shown: String) throws {
    let (run, folder) = try Self.run(["check", ".", "-q", "-f", "json"] + output, redirection: redirection)
    #expect(run.exitCode == 2, "\(run.stderr)")
    let real = try #require(realpath(folder.path + "/" + Self.input, nil))
    defer { free(real) }
    #expect(
      run.stderr.split(separator: "\n").first.map(String.init)
        == "Error: \(shown) is open on \(String(cString: real)), inside the input .; writing the report there "
        + "would overwrite or add to what is read. Choose another file")
    #expect(try Self.text(folder, Self.input) == Self.content)
  }

  @Test(
    "a descriptor open on a hard link to an input file named on the command line is refused by device and inode",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func hardLinkToNamedInput() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(Self.input, Self.content)
    try #require(link(folder.path + "/" + Self.input, folder.path + "/other-name.txt") == 0)
    let run = try Hostile.runBinary(
      in: folder.path, redirection: "3<>other-name.txt",
      ["check", Self.input, "-q", "-f", "json", "-o", "/dev/fd/3"])
    #expect(run.exitCode == 2, "\(run.stderr)")
    #expect(run.stderr.hasPrefix("Error: --output /dev/fd/3 is open on "))
    #expect(run.stderr.contains(", an input; writing the report there would overwrite"))
    #expect(try Self.text(folder, Self.input) == Self.content)
  }

  /// Tenth attack, H1: standard output open on a hard link, outside the input folder, to a
  /// table the walk finds inside it was written over that table, exit 0; only the inputs named
  /// on the command line were compared by device and inode.
  @Test(
    "standard output on a hard link to a walked file inside an input folder is refused by device and inode",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    arguments: [
      ([], "1<>hardlink.strings"),
      ([], ">>hardlink.strings"),
      (["-o", "-"], "1<>hardlink.strings"),
    ])
  func hardLinkToWalkedFile(_ output: [String], _ redirection: String) throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("app/" + Self.input, Self.content)
    try #require(link(folder.path + "/app/" + Self.input, folder.path + "/hardlink.strings") == 0)
    let run = try Hostile.runBinary(
      in: folder.path, redirection: redirection, ["check", "app", "-q"] + output)
    #expect(run.exitCode == 2, "\(run.stderr)")
    let real = try #require(realpath(folder.path + "/hardlink.strings", nil))
    defer { free(real) }
    #expect(
      run.stderr.split(separator: "\n").first.map(String.init)
        == "Error: standard output is open on \(String(cString: real)), an input; writing the report there "
        + "would overwrite or add to what is read. Choose another file")
    #expect(try Self.text(folder, "app/" + Self.input) == Self.content)
  }

  @Test(
    "standard output on a report file inside the input folder that the run does not read is written as before",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func reportFileBesideInputs() throws {
    let (run, folder) = try Self.run(
      ["check", ".", "-q", "-f", "json", "--fail-on", "never"], redirection: ">report.json")
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    let report = try JSONSerialization.jsonObject(with: Data(try Self.text(folder, "report.json").utf8))
    let keys = ((report as? [String: Any])?["results"] as? [[String: Any]] ?? []).compactMap {
      $0["key"] as? String
    }
    #expect(Set(keys) == [Hostile.goodKey, "a", "b"])
    #expect(try Self.text(folder, Self.input) == Self.content)
  }
}
