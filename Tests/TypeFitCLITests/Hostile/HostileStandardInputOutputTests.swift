import Foundation
import Testing
import _TypeFitTestSupport

/// Tenth attack, H6: the file standard input is open on (`check - --stdin-name F < s.strings`,
/// `measure --batch < b.ndjson`) was not among the inputs the output is compared with, so
/// `-o s.strings`, `1<>s.strings` or `>>b.ndjson` wrote the report over or onto the file being
/// read. Standard input's device and inode now join that comparison: exit 2 before anything is
/// read or written, and the file is kept.
@Suite("Hostile input: the output on the file standard input reads")
struct HostileStandardInputOutputTests {
  static let table = "s.strings"
  static let tableContent = "\"a\" = \"Datenschutz\";\n\"b\" = \"Sicherheit\";\n"
  static let batch = "b.ndjson"
  static let batchContent =
    "{\"id\":1,\"text\":\"Privacy\",\"size\":17}\n{\"id\":2,\"text\":\"Security\",\"size\":17}\n"
  static let checkArguments = [
    "check", "-", "--stdin-name", "de.lproj/Localizable.strings", "-q", "-f", "json",
  ]

  /// A folder with the good file, `s.strings`, `b.ndjson`, the hard link `hl.strings` to
  /// `s.strings` and an empty folder `sub`, and a run of `typefit ARGUMENTS` in it with
  /// `redirection` applied first.
  static func run(_ arguments: [String], redirection: String) throws -> (Hostile.ProcessRun, TemporaryFolder)
  {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(table, tableContent)
    try folder.write(batch, batchContent)
    try #require(link(folder.path + "/" + table, folder.path + "/hl.strings") == 0)
    try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: false)
    return (try Hostile.runBinary(in: folder.path, redirection: redirection, arguments), folder)
  }

  static func text(_ folder: TemporaryFolder, _ relative: String) throws -> String {
    try String(contentsOfFile: folder.path + "/" + relative, encoding: .utf8)
  }

  /// The real path of `relative` in `folder`, as the kernel names an open file.
  static func real(_ folder: TemporaryFolder, _ relative: String) throws -> String {
    let pointer = try #require(realpath(folder.path + "/" + relative, nil))
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// The error line (the usage summary follows it).
  static func firstLine(_ text: String) -> String? {
    text.split(separator: "\n").first.map(String.init)
  }

  static func refusal(_ shown: String) -> String {
    "Error: \(shown) the file standard input reads; writing the report there would overwrite or add to what "
      + "is read. Choose another file"
  }

  /// `{folder}` in `shown` stands for the run's folder, by its real path (as the kernel names
  /// an open file).
  @Test(
    "check - with an output leading to the file standard input reads is refused (exit 2) and the file is kept",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    arguments: [
      (["-o", "s.strings"], "<s.strings", "--output s.strings is"),
      (["-o", "./sub/../s.strings"], "<s.strings", "--output ./sub/../s.strings is"),
      (["-o", "hl.strings"], "<s.strings", "--output hl.strings is"),
      (["-o", "s.strings"], "<hl.strings", "--output s.strings is"),
      (["-o", "/dev/stdin"], "<s.strings", "--output /dev/stdin is"),
      ([], "<s.strings 1<>s.strings", "standard output is open on {folder}/s.strings,"),
      ([], "<s.strings >>s.strings", "standard output is open on {folder}/s.strings,"),
      (["-o", "-"], "<s.strings 1<>hl.strings", "standard output is open on {folder}/hl.strings,"),
      (["-o", "/dev/fd/3"], "<s.strings 3<>s.strings", "--output /dev/fd/3 is open on {folder}/s.strings,"),
      (["-o", "/dev/fd/0"], "<>s.strings", "--output /dev/fd/0 is open on {folder}/s.strings,"),
    ])
  func checkOutput(_ output: [String], _ redirection: String, _ shown: String) throws {
    let (run, folder) = try Self.run(Self.checkArguments + output, redirection: redirection)
    #expect(run.exitCode == 2, "\(run.stderr)")
    let real = try Self.real(folder, ".")
    #expect(
      Self.firstLine(run.stderr) == Self.refusal(shown.replacingOccurrences(of: "{folder}", with: real)))
    #expect(run.stdout == "")
    #expect(try Self.text(folder, Self.table) == Self.tableContent)
  }

  @Test(
    "measure --batch with standard output on the file standard input reads is refused (exit 2) and the file is kept",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    arguments: ["<b.ndjson 1<>b.ndjson", "<b.ndjson >>b.ndjson", "<>b.ndjson >&0"])
  func measureBatch(_ redirection: String) throws {
    let (run, folder) = try Self.run(["measure", "--batch"], redirection: redirection)
    #expect(run.exitCode == 2, "\(run.stderr)")
    #expect(
      Self.firstLine(run.stderr)
        == Self.refusal("standard output is open on \(try Self.real(folder, Self.batch)),"))
    #expect(try Self.text(folder, Self.batch) == Self.batchContent)
  }

  @Test(
    "measure with standard output on its --font file is refused (exit 2) and the font is kept",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    .enabled(if: FileManager.default.fileExists(atPath: TestPaths.font("Inter-Regular.otf")), "needs Inter"),
    arguments: ["1<>f.otf", ">>f.otf"])
  func measureFont(_ redirection: String) throws {
    let font = try Data(contentsOf: URL(fileURLWithPath: TestPaths.font("Inter-Regular.otf")))
    let folder = try TemporaryFolder()
    try font.write(to: URL(fileURLWithPath: folder.path + "/f.otf"))
    let run = try Hostile.runBinary(
      in: folder.path, redirection: redirection,
      ["measure", "--text", "Privacy", "--size", "17", "--font", "f.otf"])
    #expect(run.exitCode == 2, "\(run.stderr)")
    #expect(
      Self.firstLine(run.stderr)
        == "Error: standard output is open on \(try Self.real(folder, "f.otf")), an input; writing the report "
        + "there would overwrite or add to what is read. Choose another file")
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/f.otf")) == font)
  }

  @Test(
    "standard input from a file and a report written elsewhere work as before",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func reportElsewhere() throws {
    let (check, folder) = try Self.run(
      Self.checkArguments + ["--fail-on", "never", "-o", "report.json"], redirection: "<s.strings")
    #expect(check.exitCode == 0, "\(check.stderr)")
    #expect(check.stderr == "")
    let report = try JSONSerialization.jsonObject(with: Data(try Self.text(folder, "report.json").utf8))
    let keys = ((report as? [String: Any])?["results"] as? [[String: Any]] ?? []).compactMap {
      $0["key"] as? String
    }
    #expect(Set(keys) == ["a", "b"])
    #expect(try Self.text(folder, Self.table) == Self.tableContent)

    let (measure, batchFolder) = try Self.run(["measure", "--batch"], redirection: "<b.ndjson >out.ndjson")
    #expect(measure.exitCode == 0, "\(measure.stderr)")
    let ids = try Self.text(batchFolder, "out.ndjson").split(separator: "\n").map {
      (try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["id"] as? Int
    }
    #expect(ids == [1, 2])
    #expect(try Self.text(batchFolder, Self.batch) == Self.batchContent)
  }
}
