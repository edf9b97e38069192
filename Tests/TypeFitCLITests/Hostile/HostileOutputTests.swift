import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// Reports are never lost, and what they print cannot drive the terminal.
@Suite("Hostile input: reports and output")
struct HostileOutputTests {
  @Test("--output naming an input is refused before anything is read; the input is intact")
  func outputIsInput() throws {
    let folder = try Hostile.folderWithGoodFile()
    let input = folder.path + "/" + Hostile.goodFile
    let run = Hostile.check([folder.path], ["--output", input])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("--output \(input) is inside the input \(folder.path)"))
    #expect(try String(contentsOfFile: input, encoding: .utf8) == "\"\(Hostile.goodKey)\" = \"Settings\";\n")
    let direct = Hostile.check([input], ["--output", input])
    #expect(direct.exitCode == 2)
    #expect(direct.stderr.contains("--output \(input) is an input"))
  }

  @Test("--output naming a Swift source, a --stack or --font file, or a report to merge is refused")
  func outputIsOtherInput() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("App/Settings.swift", "struct V {}\n")
    try folder.write("stack.json", "{}")
    let swift = folder.path + "/App/Settings.swift"
    for arguments in [
      ["check", folder.path, "--output", swift], ["rows", folder.path + "/App", "--output", swift],
      [
        "check", folder.path, "--stack", folder.path + "/stack.json", "--output", folder.path + "/stack.json",
      ],
      [
        "check", folder.path, "--font", folder.path + "/stack.json#0", "--output",
        folder.path + "/stack.json",
      ],
      ["merge", folder.path + "/stack.json", "--output", folder.path + "/stack.json"],
      ["rules", "--output", ""],
    ] {
      let run = CapturedRun(arguments)
      #expect(run.exitCode == 2, "\(arguments)")
      #expect(run.stderr.hasPrefix("Error: --output "), "\(arguments)")
    }
    #expect(try String(contentsOfFile: swift, encoding: .utf8) == "struct V {}\n")
    #expect(try String(contentsOfFile: folder.path + "/stack.json", encoding: .utf8) == "{}")
  }

  @Test("--output /dev/full exits 4 with the system's reason; no report is claimed")
  func devFull() throws {
    let folder = try Hostile.folderWithGoodFile()
    let run = Hostile.check([folder.path], ["--output", "/dev/full"])
    #expect(run.exitCode == 4)
    #expect(run.stderr.hasPrefix("Error: cannot write --output /dev/full: No space left on device\n"))
    let rules = CapturedRun(["rules", "--output", "/dev/full"])
    #expect(rules.exitCode == 4)
  }

  @Test("--output replaces the report whole, and leaves no temporary file beside it")
  func atomicReplace() throws {
    let folder = try Hostile.folderWithGoodFile()
    let report = folder.path + "/out/report.json"
    try folder.write("out/report.json", "previous")
    let run = Hostile.check([folder.path + "/en.lproj"], ["--output", report])
    #expect(run.exitCode == 0)
    let data = try Data(contentsOf: URL(fileURLWithPath: report))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect((json["results"] as? [[String: Any]])?.count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["report.json"])
  }

  @Test(
    "writing --output leaves nothing in the temporary folder: the temporary report sits beside the target",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func nothingInTemporaryFolder() throws {
    let folder = try Hostile.folderWithGoodFile()
    let temporary = try TemporaryFolder()
    try folder.write("out/report.json", "previous")
    for format in ["json", "sarif", "text"] {
      let run = try Hostile.runBinary(
        [
          "check", folder.path + "/en.lproj", "--format", format, "--categories", "large", "--quiet",
          "--output",
          folder.path + "/out/report.json",
        ], environment: ["TMPDIR": temporary.path])
      #expect(run.exitCode == 0, "\(run.stderr)")
    }
    let rules = try Hostile.runBinary(
      ["rules", "--output", folder.path + "/out/rules.txt"], environment: ["TMPDIR": temporary.path])
    #expect(rules.exitCode == 0)
    // Foundation's atomic writes would leave `TemporaryDirectory.XXXXXX` folders here.
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").sorted() == [
        "report.json", "rules.txt",
      ])
  }

  /// Only the system's links are written through (`SystemLinkFolders`): a link the user made is
  /// refused and its target kept; through a system link (`/proc/self/cwd`) the file is replaced
  /// and no temporary file is left.
  @Test(
    "--output through a link the user made is refused, its target kept; through a system link the file is replaced",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func throughLink() throws {
    let folder = try TemporaryFolder()
    let manager = FileManager.default
    try folder.write("reports/latest.json", "previous")
    try manager.createSymbolicLink(
      atPath: folder.path + "/report.json", withDestinationPath: "reports/latest.json")
    let refused = try Hostile.runBinary([
      "rules", "--format", "json", "--output", folder.path + "/report.json",
    ])
    #expect(refused.exitCode == 2, "\(refused.stderr)")
    #expect(
      refused.stderr.hasPrefix(
        "Error: --output \(folder.path)/report.json goes through the symbolic link \(folder.path)/report.json, "
          + "which stays in its folder (to reports/latest.json);"), "\(refused.stderr)")
    #expect(try String(contentsOfFile: folder.path + "/reports/latest.json", encoding: .utf8) == "previous")
    let run = try Hostile.runBinary(
      in: folder.path, ["rules", "--format", "json", "--output", "/proc/self/cwd/reports/latest.json"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(
      try manager.destinationOfSymbolicLink(atPath: folder.path + "/report.json") == "reports/latest.json")
    #expect(
      try String(contentsOfFile: folder.path + "/reports/latest.json", encoding: .utf8)
        == CapturedRun(["rules", "--format", "json"]).stdout)
    // No temporary file is left beside the target.
    #expect(try manager.contentsOfDirectory(atPath: folder.path + "/reports") == ["latest.json"])
  }

  @Test("--output through a link to an input is refused; a loop of links is an output error")
  func linkToInputOrLoop() throws {
    let folder = try Hostile.folderWithGoodFile()
    let manager = FileManager.default
    let input = folder.path + "/" + Hostile.goodFile
    try manager.createSymbolicLink(atPath: folder.path + "/out.json", withDestinationPath: input)
    let run = Hostile.check([input], ["--output", folder.path + "/out.json"])
    #expect(run.exitCode == 2)
    // Refused first as a link in the input's folder (A24-10), which it is.
    #expect(
      run.stderr.hasPrefix(
        "Error: --output \(folder.path)/out.json goes through the symbolic link \(folder.path)/out.json, which "
          + "stays in its folder (to \(input));"), "\(run.stderr)")
    #expect(try String(contentsOfFile: input, encoding: .utf8) == "\"\(Hostile.goodKey)\" = \"Settings\";\n")
    // A dangling link whose target would be a new localization file inside the input folder.
    try manager.createSymbolicLink(
      atPath: folder.path + "/new.json", withDestinationPath: folder.path + "/en.lproj/New.strings")
    let dangling = Hostile.check([folder.path + "/en.lproj"], ["--output", folder.path + "/new.json"])
    #expect(dangling.exitCode == 2)
    #expect(
      dangling.stderr.contains(
        "goes through the symbolic link \(folder.path)/new.json, which stays in its folder "
          + "(to \(folder.path)/en.lproj/New.strings);"), "\(dangling.stderr)")
    #expect(!manager.fileExists(atPath: folder.path + "/en.lproj/New.strings"))
    try manager.createSymbolicLink(atPath: folder.path + "/a.json", withDestinationPath: "b.json")
    try manager.createSymbolicLink(atPath: folder.path + "/b.json", withDestinationPath: "a.json")
    // A loop of the user's links is refused at its first link.
    let loop = try Hostile.runBinary(["rules", "--output", folder.path + "/a.json"])
    #expect(loop.exitCode == 2)
    #expect(
      loop.stderr.hasPrefix(
        "Error: --output \(folder.path)/a.json goes through the symbolic link \(folder.path)/b.json, which stays in "
          + "its folder (to a.json);"), "\(loop.stderr)")
  }

  @Test(
    "A signal that ends the run (SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGALRM, SIGPWR, SIGRTMIN, kill -SEGV…) leaves the previous report as it was and no temporary file",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPROF]
      + [
        SIGPWR, SIGIO, SIGSTKFLT, __libc_current_sigrtmin(), __libc_current_sigrtmin() + 5,
        __libc_current_sigrtmax(),
      ]
      // Crash signals sent by another process end the run as SIGTERM does.
      + [SIGSEGV, SIGABRT, SIGBUS])
  func interrupted(_ signalNumber: Int32) throws {
    let folder = try TemporaryFolder()
    var table = ""
    for index in 0..<20_000 { table += "\"k\(index)\" = \"Einstellungen für Konto \(index)\";\n" }
    try folder.write("in/de.lproj/Localizable.strings", table)
    try folder.write("out/report.json", "previous")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Hostile.binary))
    process.arguments = [
      "check", folder.path + "/in", "--format", "json", "--categories", "all", "--output",
      folder.path + "/out/report.json", "--quiet",
    ]
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait until the temporary report exists, then interrupt.
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline,
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").count) ?? 0 < 2
    {
      usleep(10_000)
    }
    kill(process.processIdentifier, signalNumber)
    // A signal the run ignored would leave it running: stop it rather than wait for the end.
    let stopDeadline = Date().addingTimeInterval(20)
    while process.isRunning && Date() < stopDeadline { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    #expect(process.terminationStatus == 128 + signalNumber)
    #expect(try String(contentsOfFile: folder.path + "/out/report.json", encoding: .utf8) == "previous")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["report.json"])
  }

  @Test(
    "a closed pipe on standard output is exit 4 with a message, not a crash",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func closedPipe() throws {
    let folder = try Hostile.folderWithGoodFile()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Hostile.binary))
    process.arguments = ["check", folder.path, "--format", "json", "--categories", "all", "--quiet"]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try out.fileHandleForReading.close()
    try process.run()
    let errors = Hostile.Collector(err.fileHandleForReading)
    process.waitUntilExit()
    #expect(process.terminationStatus == 4)
    #expect(errors.text().contains("Error: cannot write standard output: Broken pipe"))
  }

  @Test(
    "--output naming the typefit.json found by the search is refused (check and rows); the file is intact")
  func outputIsFoundConfiguration() throws {
    let folder = try Hostile.folderWithGoodFile()
    let configuration = #"{"titleLines": 2}"#
    try folder.write("typefit.json", configuration)
    try folder.write(".git/HEAD", "ref: refs/heads/main\n")  // the search climbs to a repository's root
    try folder.write("Sources/V.swift", "List { Text(\"good.key\") }\n")
    let path = folder.path + "/typefit.json"
    let check = CapturedRun([
      "check", folder.path + "/en.lproj", "--categories", "large", "--no-discovery", "--output", path,
    ])
    // check refuses it before the search, as the configuration the next run would read; rows
    // searches first and refuses the found file as an input.
    #expect(check.exitCode == 2)
    #expect(check.stderr.contains("--output \(path) is named typefit.json in a folder that holds the input"))
    let rows = CapturedRun(["rows", folder.path + "/Sources", "--output", path])
    #expect(rows.exitCode == 2)
    #expect(rows.stderr.contains("--output \(path) is an input"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == configuration)
  }

  /// A FIFO outside `/dev` may be one the files being checked brought, held open by a process of
  /// theirs that never reads, which blocked the run for good (the seventy-third attack's A73-10);
  /// it is refused before the run, as a device node is (A73-8).
  @Test("--output naming a FIFO outside /dev is refused before the run (exit 2)")
  func outputFIFOOutsideDevices() throws {
    let folder = try Hostile.folderWithGoodFile()
    let fifo = folder.path + "/report.fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = Hostile.check([folder.path + "/en.lproj"], ["--output", fifo])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr
        == "Error: --output \(fifo): it is a FIFO (named pipe) outside /dev; the files being checked can bring one "
        + "(a tarball unpacked by root can hold a device node), so a report is written in place only into /dev's. "
        + "Name a regular file, /dev/null or - (standard output)\n")
  }

  @Test("ESC, CR and LF in keys, values and paths are escaped on stderr and in the text report")
  func controlCharacters() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      "App\u{1B}[31m/de.lproj/Localizable.strings",
      "\"evil\\U001B[2Jkey\\nTF001 forged\" = \"Datenschutzeinstellungen und Sicherheit \\r\\U001B[1m\" ;\n\"x\" = ;\n"
    )
    let text = CapturedRun(["check", folder.path, "--categories", "AX5", "--quiet"])
    #expect(!text.stdout.contains("\u{1B}[2J") && !text.stdout.contains("\u{1B}[31m"))
    #expect(!text.stderr.contains("\u{1B}"))
    #expect(text.stderr.contains(#"App\u{1B}[31m/de.lproj/Localizable.strings:2:"#))
    #expect(!text.stdout.contains("\nTF001 forged"))
    #expect(
      TerminalText.escaped("evil\u{1B}[2Jkey\nTF001 forged\r\u{202E}")
        == #"evil\u{1B}[2Jkey\nTF001 forged\r\u{202E}"#)
    // The line and paragraph separators break lines in editors and Xcode's issue list, as NEL does.
    #expect(TerminalText.escaped("a\u{2028}b\u{2029}c\u{85}d") == #"a\u{2028}b\u{2029}c\u{85}d"#)
    // Bidirectional marks reorder neutral characters as overrides do (eighth attack F20).
    #expect(TerminalText.escaped("k\u{200E}e\u{200F}y\u{61C}!") == #"k\u{200E}e\u{200F}y\u{61C}!"#)
    let separators = try Hostile.folderWithGoodFile()
    try separators.write("App\u{2028}x: error: forged/de.lproj/Localizable.strings", "\"b\" = ;\n")
    let shown = CapturedRun(["check", separators.path, "--categories", "large", "--format", "xcode"])
    #expect(shown.exitCode == 3)
    #expect(
      !shown.stdout.unicodeScalars.contains("\u{2028}") && !shown.stderr.unicodeScalars.contains("\u{2028}"))
    #expect(
      shown.stderr.contains(#"App\u{2028}x: error: forged/de.lproj/Localizable.strings:1:"#),
      "\(shown.stderr)")
  }

  @Test(
    "--output inside an input folder that a symbolic link leads out of is refused; the link's target is intact"
  )
  func outputLinkOutOfInput() throws {
    let folder = try Hostile.folderWithGoodFile()
    let outside = try TemporaryFolder()
    try outside.write("victim.txt", "victim\n")
    let manager = FileManager.default
    // A pull request adds `typefit.sarif -> …/victim.txt` beside its strings.
    try manager.createSymbolicLink(
      atPath: folder.path + "/typefit.sarif", withDestinationPath: outside.path + "/victim.txt")
    let run = CapturedRun([
      "check", folder.path, "--format", "sarif", "--output", folder.path + "/typefit.sarif",
    ])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: --output \(folder.path)/typefit.sarif goes through the symbolic link \(folder.path)/typefit.sarif, "
          + "which leads out of its folder (to \(outside.path)/victim.txt);"), "\(run.stderr)")
    #expect(try String(contentsOfFile: outside.path + "/victim.txt", encoding: .utf8) == "victim\n")
    // A linked folder leads out too: `reports -> /elsewhere`, `--output reports/typefit.sarif`.
    try manager.createSymbolicLink(atPath: folder.path + "/reports", withDestinationPath: outside.path)
    let linkedFolder = Hostile.check([folder.path], ["--output", folder.path + "/reports/victim.txt"])
    #expect(linkedFolder.exitCode == 2)
    #expect(
      linkedFolder.stderr.contains(
        "goes through the symbolic link \(folder.path)/reports, which leads out of its folder (to \(outside.path));"
      ),
      "\(linkedFolder.stderr)")
    #expect(try String(contentsOfFile: outside.path + "/victim.txt", encoding: .utf8) == "victim\n")
    // A plain file in the input folder, and a link outside the inputs, are still written.
    let plain = Hostile.check([folder.path + "/en.lproj"], ["--output", folder.path + "/report.json"])
    #expect(plain.exitCode == 0, "\(plain.stderr)")
    #expect(manager.fileExists(atPath: folder.path + "/report.json"))
  }

  @Test(
    "--output named typefit.json in an input's folder is refused: the next run would read it as its configuration",
    // A50-7: `TypeFit.json` is the configuration on a case-insensitive file system.
    arguments: [
      ("typefit.json", "typefit.json"),
      (
        "TypeFit.json",
        "TypeFit.json, which a case-insensitive file system (macOS's default) finds as typefit.json,"
      ),
    ])
  func outputAsConfiguration(name: String, said: String) throws {
    let folder = try Hostile.folderWithGoodFile()
    let input = folder.path + "/" + Hostile.goodFile
    let run = Hostile.check([input], ["--output", folder.path + "/en.lproj/" + name])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: --output \(folder.path)/en.lproj/\(name) is named \(said) in a folder that holds the "
          + "input \(input); the next run would read the report as its configuration. Choose another name"),
      "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/en.lproj/" + name))
  }

  @Test(
    "A file size limit (ulimit -f) while writing --output is exit 4 with the reason; the previous report stays",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func fileSizeLimit() throws {
    let folder = try TemporaryFolder()
    var table = ""
    for index in 0..<2_000 { table += "\"k\(index)\" = \"Einstellungen für Konto \(index)\";\n" }
    try folder.write("in/de.lproj/Localizable.strings", table)
    try folder.write("out/report.json", "previous")
    let binary = try #require(Hostile.binary)
    // 64 blocks of 1 KiB (bash counts `ulimit -f` in 1,024-byte blocks); the report is megabytes.
    let run = try Hostile.runBinary(
      [
        "-c", "ulimit -f 64; exec \"$0\" \"$@\"", binary, "check", folder.path + "/in", "--format", "json",
        "--categories", "all", "--quiet", "--output", folder.path + "/out/report.json",
      ],
      executable: "/bin/bash")
    #expect(run.exitCode == 4)
    #expect(run.stderr == "Error: cannot write --output \(folder.path)/out/report.json: File too large\n")
    #expect(try String(contentsOfFile: folder.path + "/out/report.json", encoding: .utf8) == "previous")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["report.json"])
  }

  @Test(
    "A file size limit on a standard output the shell opened is exit 4 with the reason, not SIGXFSZ (A13-6)",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func fileSizeLimitOnStandardOutput() throws {
    let folder = try TemporaryFolder()
    var table = ""
    for index in 0..<2_000 { table += "\"k\(index)\" = \"Einstellungen für Konto \(index)\";\n" }
    try folder.write("in/de.lproj/Localizable.strings", table)
    let binary = try #require(Hostile.binary)
    let run = try Hostile.runBinary(
      [
        "-c", "ulimit -f 64; exec \"$0\" \"$@\" >\"$OUT\"", binary, "check", folder.path + "/in", "--format",
        "json", "--categories", "all", "--quiet",
      ],
      environment: ["OUT": folder.path + "/stdout.json"], executable: "/bin/bash")
    // Killed by SIGXFSZ before: 128 + 25, nothing said.
    #expect(run.exitCode == 4)
    #expect(run.stderr == "Error: cannot write standard output: File too large\n")
    let size = try #require(
      FileManager.default.attributesOfItem(atPath: folder.path + "/stdout.json")[.size] as? Int)
    #expect(size == 64 * 1_024)
  }
}
