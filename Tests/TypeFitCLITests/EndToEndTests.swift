import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// Runs the built `typefit` executable as a user would, through `Process`, and checks it gives
/// the same bytes and exit status as the in-process run the other CLI tests use.
///
/// The binary is looked for beside the test bundle (`swift build --build-tests` and
/// `swift test` put both in `.build/<configuration>/`), then in `.build/debug/`; the test shows
/// as skipped when neither has it.
@Suite struct EndToEndTests {
  /// The built `typefit`, or `nil` when it has not been built.
  static let binary: URL? = built("typefit")

  /// The package's executable `name` as built beside the tests, or `nil` when it has not been.
  static func built(_ name: String) -> URL? {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      besideTests.appendingPathComponent(name),
      besideTests.deletingLastPathComponent().appendingPathComponent(name),
      TestPaths.packageRoot.appendingPathComponent(".build/debug/" + name),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs `executable` (the built `typefit` unless another is given) with `arguments`; returns
  /// its exit status, standard output and error.
  static func run(_ arguments: [String], executable: URL? = binary) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    let process = Process()
    guard let executable else { throw CocoaError(.fileNoSuchFile) }
    process.executableURL = executable
    process.arguments = arguments
    // Outputs go to files, so neither stream can fill a pipe and block the child.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typefit-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("stdout")
    let errURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    let stdout = try String(contentsOf: outURL, encoding: .utf8)
    let stderr = try String(contentsOf: errURL, encoding: .utf8)
    return (process.terminationStatus, stdout, stderr)
  }

  @Test(
    "The built binary prints the rule catalog, a row and a usage error as the in-process CLI does",
    .enabled(if: EndToEndTests.binary != nil, "typefit not built beside the tests (swift build first)"),
    arguments: [
      ["rules", "--format", "json"],
      [
        "row", "--title", "Datenschutzeinstellungen", "--device", "iPhone SE (3rd generation)", "--format",
        "json",
      ],
      ["check", "--no-such-option"],
    ])
  func sameAsInProcess(_ arguments: [String]) throws {
    let process = try Self.run(arguments)
    let inProcess = CapturedRun(arguments)
    #expect(process.status == inProcess.exitCode)
    #expect(process.stdout == inProcess.stdout)
    #expect(process.stderr == inProcess.stderr)
  }

  @Test(
    "The built binary's rule catalog has every rule of the library",
    .enabled(if: EndToEndTests.binary != nil, "typefit not built beside the tests (swift build first)"))
  func rulesFromBinary() throws {
    let process = try Self.run(["rules", "--format", "json"])
    #expect(process.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(process.stdout.utf8)) as? [String: Any])
    let rules = try #require(object["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == RuleCatalog.all.map(\.id.rawValue))
  }
}
