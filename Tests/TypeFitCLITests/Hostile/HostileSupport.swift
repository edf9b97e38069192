import Foundation
import Testing
import _TypeFitTestSupport

/// Helpers for the hostile-input suites: a folder with one good file, the JSON report's
/// results and diagnostics, and a bounded run of the built `typefit` binary.
enum Hostile {
  /// The good file every case puts beside its bad input; its one row must always be reported.
  static let goodFile = "en.lproj/Localizable.strings"
  static let goodKey = "good.key"
  /// The good Swift file the source cases put beside their bad input: two rows, a toggle and a
  /// navigation link, that must always be listed.
  static let goodSwiftView = """
    struct Good: View {
      var body: some View {
        List {
          Toggle("good.toggle", isOn: $on)
          NavigationLink("good.link") { Detail() }
        }
      }
    }
    """

  /// A fresh folder holding the good file.
  static func folderWithGoodFile() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(goodFile, "\"\(goodKey)\" = \"Settings\";\n")
    return folder
  }

  /// `check FOLDER --format json --categories large` plus `extra`, in-process.
  static func check(_ paths: [String], _ extra: [String] = []) -> CapturedRun {
    CapturedRun(["check"] + paths + ["--format", "json", "--categories", "large", "--quiet"] + extra)
  }

  /// The keys of the results in a JSON report.
  static func resultKeys(_ run: CapturedRun) -> [String] {
    guard let json = try? run.jsonObject(), let results = json["results"] as? [[String: Any]] else {
      return []
    }
    return results.compactMap { $0["key"] as? String }
  }

  /// The diagnostics of a JSON report as `kind: message`.
  static func diagnostics(_ run: CapturedRun) -> [String] {
    guard let json = try? run.jsonObject(), let list = json["diagnostics"] as? [[String: Any]] else {
      return []
    }
    return list.map { "\($0["kind"] as? String ?? "?"): \($0["message"] as? String ?? "")" }
  }

  /// The built `typefit` binary (debug build beside the tests), when present.
  static var binary: String? {
    let path = TestPaths.packageRoot.appendingPathComponent(".build/debug/typefit").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// What a run of the binary gave.
  struct ProcessRun {
    var exitCode: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool
  }

  /// `check PATH` of the binary as JSON on standard output, one thread, under `ulimit -v
  /// addressSpaceKB` (5 minutes at most): the run, after asserting it neither timed out nor
  /// trapped nor exited other than 3; its report's result keys and diagnostics' messages.
  static func jsonCheckUnderLimit(_ path: String, addressSpaceKB: Int) throws -> (
    run: ProcessRun, keys: [String], messages: [String]
  ) {
    let run = try runBinary(
      ["check", path, "-q", "-f", "json", "--fail-on", "never", "--threads", "1"], seconds: 300,
      addressSpaceKB: addressSpaceKB)
    #expect(!run.timedOut)
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(!run.stderr.contains("Fatal error"))
    let json = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let results = try #require(json["results"] as? [[String: Any]])
    let messages = (json["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
    return (run, results.compactMap { $0["key"] as? String }, messages)
  }

  /// Runs the binary with `arguments`, standard input from `stdin` (a file) when given, and
  /// kills it after `seconds`; `environment` entries are added to this process's environment.
  ///
  /// `executable` runs another program instead (a shell that sets a limit, then runs the binary).
  /// With `addressSpaceKB`, the binary runs under that limit of virtual memory (`ulimit -v`,
  /// set by `/bin/sh` before it starts the binary).
  static func runBinary(
    _ arguments: [String], stdin: String? = nil, seconds: Double = 60, environment: [String: String] = [:],
    executable: String? = nil, addressSpaceKB: Int? = nil
  ) throws -> ProcessRun {
    let process = Process()
    let program = try executable ?? #require(binary)
    if let addressSpaceKB {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "ulimit -v \(addressSpaceKB) && exec \"$0\" \"$@\"", program] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = arguments
    }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    if let stdin { process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: stdin)) }
    try process.run()
    let outData = Collector(out.fileHandleForReading)
    let errData = Collector(err.fileHandleForReading)
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    let timedOut = process.isRunning
    if timedOut { process.terminate() }
    process.waitUntilExit()
    return ProcessRun(
      exitCode: process.terminationStatus, stdout: outData.text(), stderr: errData.text(), timedOut: timedOut)
  }

  /// Runs the binary with `arguments` in `folder`, through `/bin/sh`, after the shell has
  /// applied `redirection` to its own descriptors (`1<>x.strings`, `<s.strings 3<>s.strings`;
  /// none when empty), which the binary inherits.
  static func runBinary(
    in folder: String, redirection: String = "", seconds: Double = 60, environment: [String: String] = [:],
    _ arguments: [String]
  ) throws -> ProcessRun {
    let binary = try #require(binary)
    return try runBinary(
      ["-c", "cd \"$TYPEFIT_TEST_FOLDER\" && exec \(redirection) && exec \"$0\" \"$@\"", binary] + arguments,
      seconds: seconds, environment: environment.merging(["TYPEFIT_TEST_FOLDER": folder]) { $1 },
      executable: "/bin/sh")
  }

  /// Reads a pipe to its end on a background thread, so a large output never blocks the child.
  final class Collector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)
    init(_ handle: FileHandle) {
      Thread.detachNewThread { [self] in
        data = handle.readDataToEndOfFile()
        done.signal()
      }
    }
    func text() -> String {
      done.wait()
      return String(decoding: data, as: UTF8.self)
    }
  }
}
