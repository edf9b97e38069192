import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// Where `--output` and `--stdin-name` lead: links the repository controls, descriptors, and
/// names inside the folders read.
@Suite("Hostile input: where --output and --stdin-name lead")
struct HostileOutputPathTests {
  /// A folder standing for a checkout and one beside it standing for the runner's files:
  /// `root/o1/app/{de,en}.lproj/Localizable.strings` and `root/outside/secret`, paths real.
  struct Layout {
    let folder: TemporaryFolder
    let root: String
    var app: String { root + "/o1/app" }
    var secret: String { root + "/outside/secret" }

    init() throws {
      folder = try TemporaryFolder()
      root = try #require(Self.real(folder.path))
      try folder.write("o1/app/de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n")
      try folder.write("o1/app/en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n")
      try folder.write("outside/secret", "secret\n")
    }

    static func real(_ path: String) -> String? {
      guard let pointer = realpath(path, nil) else { return nil }
      defer { free(pointer) }
      return String(cString: pointer)
    }

    func link(_ path: String, to destination: String) throws {
      try FileManager.default.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: destination)
    }

    func read(_ path: String) throws -> String {
      try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }
  }

  /// The binary run in `folder` (`sh -c 'cd F && exec …'`).
  static func run(in folder: String, _ arguments: [String]) throws -> Hostile.ProcessRun {
    try Hostile.runBinary(
      ["-c", "cd \"$0\" && exec \"$@\"", folder, try #require(Hostile.binary)] + arguments,
      executable: "/bin/sh")
  }

  @Test(
    "--output through a link in the current folder that leads out of it is refused (exit 2); its target is intact",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func linkInCurrentFolder() throws {
    let layout = try Layout()
    // The repository adds `typefit.sarif -> ../../outside/secret`; CI runs in the checkout.
    try layout.link("o1/app/typefit.sarif", to: "../../outside/secret")
    let run = try Self.run(in: layout.app, ["check", "de.lproj", "-f", "sarif", "-o", "typefit.sarif"])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: --output typefit.sarif goes through the symbolic link \(layout.app)/typefit.sarif, which leads "
          + "out of its folder (to ../../outside/secret); only the system's links (in /, /dev and "
          + "/proc) are written through"),
      "\(run.stderr)")
    #expect(try layout.read("outside/secret") == "secret\n")
    // The same link named from the folder above, with a file as the input.
    let above = try Self.run(
      in: layout.root,
      ["check", "o1/app/de.lproj/Localizable.strings", "-f", "sarif", "-o", "o1/app/typefit.sarif"])
    #expect(above.exitCode == 2)
    #expect(
      above.stderr.contains("goes through the symbolic link \(layout.app)/typefit.sarif"), "\(above.stderr)")
    #expect(try layout.read("outside/secret") == "secret\n")
    // A plain report in the same folder is written.
    let plain = try Self.run(
      in: layout.app, ["check", "de.lproj", "-f", "sarif", "-o", "report.sarif", "-q"])
    #expect(plain.exitCode == 0, "\(plain.stderr)")
    #expect(try layout.read("o1/app/report.sarif").contains("2.1.0"))
  }

  @Test(
    "with --follow-external-links, --output naming a table read through a link out of the input is refused (exit 2), the table intact"
  )
  func outputIsFollowedTable() throws {
    let layout = try Layout()
    try layout.folder.write("o1/shared/fr.lproj/Localizable.strings", "\"shared.k\" = \"Valeur partagée\";\n")
    try FileManager.default.createDirectory(
      atPath: layout.app + "/fr.lproj", withIntermediateDirectories: true)
    try layout.link("o1/app/fr.lproj/Localizable.strings", to: "../../shared/fr.lproj/Localizable.strings")
    let shared = layout.root + "/o1/shared/fr.lproj/Localizable.strings"
    let run = Hostile.check([layout.app], ["--follow-external-links", "-o", shared])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: --output \(shared) is an input; writing the report there would overwrite or add to what is read."
      ),
      "\(run.stderr)")
    #expect(
      try layout.read("o1/shared/fr.lproj/Localizable.strings") == "\"shared.k\" = \"Valeur partagée\";\n")
    // A link inside the input to a file of another name: the file is read, so it is an input.
    try layout.folder.write("o1/app/shared/Data.txt", "\"k\" = \"Wert\";\n")
    try layout.link("o1/app/de.lproj/Other.strings", to: "../shared/Data.txt")
    let inside = Hostile.check([layout.app], ["-o", layout.app + "/shared/Data.txt"])
    #expect(inside.exitCode == 2)
    #expect(inside.stderr.contains("is an input; writing the report there"), "\(inside.stderr)")
    #expect(try layout.read("o1/app/shared/Data.txt") == "\"k\" = \"Wert\";\n")
    // A Swift source read through a link, for check's discovery and for rows.
    try layout.folder.write("o1/app/Views/Code.txt", "struct V {}\n")
    try layout.link("o1/app/V.swift", to: "Views/Code.txt")
    for command in ["check", "rows"] {
      let run = CapturedRun([command, layout.app, "-o", layout.app + "/Views/Code.txt"])
      #expect(run.exitCode == 2, "\(command): \(run.stderr)")
      #expect(try layout.read("o1/app/Views/Code.txt") == "struct V {}\n")
    }
    // Without the option the link is not followed, so the file is not read and may be replaced.
    let notFollowed = Hostile.check([layout.app], ["-o", layout.root + "/o1/report.json"])
    #expect(notFollowed.exitCode == 0, "\(notFollowed.stderr)")
    #expect(try layout.read("o1/report.json").contains("\"results\""))
  }

  @Test(
    "with --follow-external-links, --output adding a table to a folder a followed link leads into is refused, as in an input folder"
  )
  func outputInFollowedFolder() throws {
    let layout = try Layout()
    try layout.folder.write("o1/shared/fr.lproj/Localizable.strings", "\"shared.k\" = \"Valeur\";\n")
    try layout.link("o1/app/shared", to: "../shared")
    // Named by its real path, not through the link (which the repository-link check refuses):
    // the next run would read the report as a table (eighth attack F17: it was written, exit 0).
    for output in [
      layout.root + "/o1/shared/fr.lproj/New.strings", layout.root + "/o1/shared/New.xcstrings",
    ] {
      let run = Hostile.check([layout.app], ["--follow-external-links", "-o", output])
      #expect(run.exitCode == 2, "\(output)")
      #expect(
        run.stderr.hasPrefix(
          "Error: --output \(output) is inside the input \(layout.root)/o1/shared; writing the report there "
            + "would overwrite or add to what is read. Choose another file\n"), "\(run.stderr)")
      #expect(!FileManager.default.fileExists(atPath: output))
    }
    // A name the walk does not read is written there, as in an input folder.
    let report = layout.root + "/o1/shared/report.json"
    #expect(Hostile.check([layout.app], ["--follow-external-links", "-o", report]).exitCode == 0)
    #expect(FileManager.default.fileExists(atPath: report))
    // Without the option the link is not followed: the folder is not read, the table may be written.
    let notFollowed = layout.root + "/o1/shared/fr.lproj/New.strings"
    #expect(Hostile.check([layout.app], ["-o", notFollowed]).exitCode == 0)
    #expect(FileManager.default.fileExists(atPath: notFollowed))
  }

  @Test(
    "--output naming the file --stdin-name stands for, or typefit.json beside it, is refused (exit 2); the file intact"
  )
  func outputIsStandardInputName() throws {
    let layout = try Layout()
    let table = layout.app + "/de.lproj/Localizable.strings"
    for output in [table, layout.app + "/de.lproj/../de.lproj/Localizable.strings"] {
      let lines = LineFeed(["\"hello\" = \"Hallo\";"])
      let run = CapturedRun(
        ["check", "-", "--stdin-name", table, "--format", "json", "--quiet", "-o", output],
        readLine: lines.next)
      #expect(run.exitCode == 2)
      #expect(
        run.stderr.hasPrefix("Error: --output \(output) is an input; writing the report there"),
        "\(run.stderr)")
    }
    // A trailing '/' names a folder: refused, so the spelling cannot dodge the comparison
    // with --output (eighth attack F10: the file was replaced, exit 0).
    let slash = CapturedRun(
      ["check", "-", "--stdin-name", table + "/", "--format", "json", "--quiet", "-o", table],
      readLine: LineFeed(["\"hello\" = \"Hallo\";"]).next)
    #expect(slash.exitCode == 2)
    #expect(
      slash.stderr.hasPrefix(
        "Error: --stdin-name \(table)/ ends with '/', so it names a folder; give the file's name without the trailing '/'"
      ),
      "\(slash.stderr)")
    let configuration = CapturedRun(
      ["check", "-", "--stdin-name", table, "--quiet", "-o", layout.app + "/de.lproj/typefit.json"],
      readLine: LineFeed(["\"hello\" = \"Hallo\";"]).next)
    #expect(configuration.exitCode == 2)
    #expect(configuration.stderr.contains("is named typefit.json in a folder that holds the input"))
    #expect(try layout.read("o1/app/de.lproj/Localizable.strings") == "\"hello\" = \"Hallo\";\n")
    // A name that does not exist (standard input from `git show`) is guarded too.
    let missing = layout.app + "/fr.lproj/Localizable.strings"
    try FileManager.default.createDirectory(
      atPath: layout.app + "/fr.lproj", withIntermediateDirectories: true)
    let fromGit = CapturedRun(
      ["check", "-", "--stdin-name", missing, "--quiet", "-o", missing],
      readLine: LineFeed(["\"hello\" = \"Bonjour\";"]).next)
    #expect(fromGit.exitCode == 2)
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test("--output through a link beside the input's folder is refused wherever typefit runs")
  func linkBesideInputFolder() throws {
    let layout = try Layout()
    try layout.link("o1/app/typefit.sarif", to: "../../outside/secret")
    let run = Hostile.check(
      [layout.app + "/de.lproj/Localizable.strings"], ["-o", layout.app + "/typefit.sarif"])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.contains(
        "goes through the symbolic link \(layout.app)/typefit.sarif, which leads out of its folder (to ../../outside/secret);"
      ), "\(run.stderr)")
    #expect(try layout.read("outside/secret") == "secret\n")
  }

  @Test("a linked folder at a Git repository's root leads --output out: refused, nothing written outside")
  func linkedFolderAtRepositoryRoot() throws {
    let layout = try Layout()
    try layout.folder.write("o1/.git/HEAD", "ref: refs/heads/main\n")
    try layout.link("o1/reports", to: layout.root + "/outside")
    let run = Hostile.check([layout.app], ["-o", layout.root + "/o1/reports/typefit.json"])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.contains(
        "goes through the symbolic link \(layout.root)/o1/reports, which leads out of its folder (to "
          + "\(layout.root)/outside);"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: layout.root + "/outside") == ["secret"])
    // The input given through a link from elsewhere: the repository is found from its real path.
    let elsewhere = try TemporaryFolder()
    try FileManager.default.createSymbolicLink(
      atPath: elsewhere.path + "/app", withDestinationPath: layout.app)
    let throughLink = Hostile.check(
      [elsewhere.path + "/app"], ["-o", layout.root + "/o1/reports/typefit.json"])
    #expect(throughLink.exitCode == 2)
    #expect(throughLink.stderr.contains("goes through the symbolic link \(layout.root)/o1/reports,"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: layout.root + "/outside") == ["secret"])
  }

  @Test("`..` after a linked folder is taken as the kernel takes it: refused when the link leads out")
  func dotDotAfterLinkedFolder() throws {
    let layout = try Layout()
    try layout.folder.write("outside9/keep", "")
    // `dd2 -> …/outside9`: `dd2/../x.json` is `…/x.json` for the kernel, not `app/x.json`.
    try layout.link("o1/app/dd2", to: layout.root + "/outside9")
    let run = Hostile.check([layout.app], ["-o", layout.app + "/dd2/../x.json"])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.contains(
        "goes through the symbolic link \(layout.app)/dd2, which leads out of its folder (to \(layout.root)/outside9);"
      ),
      "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: layout.root + "/x.json"))
    #expect(!FileManager.default.fileExists(atPath: layout.app + "/x.json"))
    // A link that stays in its folder (`inner -> sub/deep`, so `inner/../r.json` is `sub/r.json`)
    // is refused too: no link in the repository is written through (A24-10). Nothing is written.
    try layout.folder.write("o1/app/sub/deep/keep", "")
    try layout.link("o1/app/inner", to: "sub/deep")
    let inside = Hostile.check([layout.app + "/de.lproj"], ["-o", layout.app + "/inner/../r.json"])
    #expect(inside.exitCode == 2, "\(inside.stderr)")
    #expect(
      inside.stderr.contains(
        "goes through the symbolic link \(layout.app)/inner, which stays in its folder (to sub/deep); only "
          + "the system's links"), "\(inside.stderr)")
    #expect(!FileManager.default.fileExists(atPath: layout.app + "/sub/r.json"))
    #expect(!FileManager.default.fileExists(atPath: layout.app + "/r.json"))
  }

  @Test("--output is walked as the kernel walks it: a missing folder before `..`, a file as a folder, exit 4")
  func kernelWalkErrors() throws {
    let layout = try Layout()
    let cases = [
      (layout.root + "/missing/../x.json", "No such file or directory"),
      (layout.root + "/outside/secret/x.json", "Not a directory"),
      (layout.root + "/new/", "No such file or directory"),
      (layout.root + "/outside/secret/", "Not a directory"),
      (layout.root + "/outside/", "it is a folder"),
      // The root and paths that lead to it (thirty-first attack A31-3: written to a temporary
      // file in `/`, then "cannot rename its temporary file over it").
      ("/", "it is a folder"), ("//", "it is a folder"), ("/tmp/..", "it is a folder"),
    ]
    for (output, reason) in cases {
      let run = CapturedRun(["rules", "--output", output])
      #expect(run.exitCode == 4, "\(output)")
      #expect(run.stderr == "Error: cannot write --output \(output): \(reason)\n")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: "/").filter { $0.contains("typefit-") } == [])
    // Lexically `missing/../x.json` is `x.json`, but the system never gets past `missing`.
    #expect(!FileManager.default.fileExists(atPath: layout.root + "/x.json"))
    #expect(try layout.read("outside/secret") == "secret\n")
  }

  @Test(
    "a system link on the output's way (/proc/self/cwd) is followed; the user's own link in the home folder is not",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func systemLinkFollowed() throws {
    let layout = try Layout()
    let mine = try TemporaryFolder()
    let elsewhere = try TemporaryFolder()
    try FileManager.default.createSymbolicLink(
      atPath: mine.path + "/reports", withDestinationPath: elsewhere.path)
    let arguments = [
      "check", layout.app + "/de.lproj", "--format", "json", "--categories", "large", "--quiet", "-o",
    ]
    let refused = try Hostile.runBinary(
      in: mine.path, environment: ["HOME": mine.path], arguments + [mine.path + "/reports/report.json"])
    #expect(refused.exitCode == 2, "\(refused.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])
    let run = try Hostile.runBinary(in: elsewhere.path, arguments + ["/proc/self/cwd/report.json"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: elsewhere.path + "/report.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect((json["results"] as? [[String: Any]])?.count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["report.json"])
  }

  @Test(
    "-o /dev/stdout, /dev/fd/N and /proc/self/fd/N write to the descriptor: a file opened for appending keeps its lines",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"),
    arguments: ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1", "/dev/fd/3"])
  func descriptorAppends(_ output: String) throws {
    let layout = try Layout()
    let log = layout.root + "/log.txt"
    try "OLD\n".write(toFile: log, atomically: false, encoding: .utf8)
    let run = try Hostile.runBinary(
      [
        "-c", "exec 3>>\"$0\"; exec \"$@\" >>\"$0\"", log, try #require(Hostile.binary), "check", layout.app,
        "-f", "json", "--categories", "large", "-q", "-o", output,
      ], executable: "/bin/sh")
    #expect(run.exitCode == 0, "\(run.stderr)")
    let text = try String(contentsOfFile: log, encoding: .utf8)
    #expect(text.hasPrefix("OLD\n{\""), "\(text.prefix(40))")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(text.dropFirst(4).utf8)) as? [String: Any])
    #expect((report["results"] as? [[String: Any]])?.count == 2)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: layout.root).sorted() == [
        "log.txt", "o1", "outside",
      ])
  }

  @Test(
    "-o /dev/stdout or /dev/stderr on a pipe gets the report; a descriptor that is not open is exit 4",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func descriptorPipe() throws {
    let rules = CapturedRun(["rules", "--format", "json"]).stdout
    let out = try Hostile.runBinary(["rules", "--format", "json", "-o", "/dev/stdout"])
    #expect(out.exitCode == 0)
    #expect(out.stdout == rules)
    let err = try Hostile.runBinary(["rules", "--format", "json", "-o", "/dev/stderr"])
    #expect(err.exitCode == 0)
    #expect(err.stderr == rules)
    #expect(err.stdout.isEmpty)
    let closed = try Hostile.runBinary(["rules", "-o", "/dev/fd/60000"])
    #expect(closed.exitCode == 4)
    #expect(closed.stderr == "Error: cannot write --output /dev/fd/60000: Bad file descriptor\n")
  }

  @Test(
    "--stdin-name inside a folder given as a path is refused (relative, absolute, with ..); the file's strings are not lost",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func standardInputNameInsideFolder() throws {
    let layout = try Layout()
    let de = layout.app + "/de.lproj/Localizable.strings"
    for name in [
      de, layout.app + "/en.lproj/../de.lproj/Localizable.strings",
      layout.app + "/fr.lproj/Localizable.strings",
    ] {
      let run = CapturedRun(
        ["check", "-", layout.app, "--stdin-name", name, "--format", "json", "--quiet"],
        readLine: LineSource(["\"hello\" = \"Hallo aus der Standardeingabe\";"]).next)
      #expect(run.exitCode == 2, "\(name)")
      #expect(
        run.stderr.hasPrefix(
          "Error: --stdin-name \(name) is inside the folder \(layout.app), which is read from disk; standard input "
            + "would replace a file found there"), "\(run.stderr)")
    }
    // Through a link to the folder.
    try layout.link("app-link", to: layout.app)
    let linked = CapturedRun(
      ["check", "-", layout.app, "--stdin-name", layout.root + "/app-link/de.lproj/Localizable.strings"],
      readLine: LineSource(["\"hello\" = \"x\";"]).next)
    #expect(linked.exitCode == 2)
    #expect(linked.stderr.contains("is inside the folder \(layout.app), which is read from disk"))
    // Relative to the current folder, as the attack ran it.
    let relative = try Self.run(
      in: layout.root + "/o1",
      ["check", "-", "app", "--stdin-name", "app/de.lproj/Localizable.strings", "-f", "json"])
    #expect(relative.exitCode == 2)
    #expect(
      relative.stderr.hasPrefix(
        "Error: --stdin-name app/de.lproj/Localizable.strings is inside the folder app, which is read from disk"
      ),
      "\(relative.stderr)")
    // A name outside the folders checked is read with them.
    let beside = CapturedRun(
      [
        "check", "-", layout.app, "--stdin-name", layout.root + "/other/fr.lproj/Localizable.strings",
        "--format", "json", "--categories", "large", "--quiet",
      ], readLine: LineSource(["\"hello\" = \"Bonjour\";"]).next)
    #expect(beside.exitCode == 0, "\(beside.stderr)")
    #expect(Hostile.resultKeys(beside) == ["hello", "hello", "hello"])
  }
}
