import Foundation
import Testing
import TypeFit
import TypeFitInput
import _TypeFitTestSupport

/// Inputs that are not plain files inside the given folder: FIFOs, devices, links out of the
/// tree, link loops, names that are not UTF-8, deep folders. Each case keeps the good file.
@Suite("Hostile input: files and folders")
struct HostileFileTests {
  @Test("a FIFO named like a strings file is refused, not opened for ever; the good file is checked")
  func fifoInTree() throws {
    let folder = try Hostile.folderWithGoodFile()
    #expect(mkfifo(folder.path + "/en.lproj/Pipe.strings", 0o644) == 0)
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run) == [
        "unreadableFile: a FIFO (named pipe), not a regular file; only regular files are read"
      ])
  }

  @Test("a FIFO given by name is refused by the reader after fstat, without blocking")
  func fifoGivenDirectly() throws {
    let folder = try Hostile.folderWithGoodFile()
    let fifo = folder.path + "/de.strings"
    #expect(mkfifo(fifo, 0o644) == 0)
    let run = Hostile.check([fifo, folder.path + "/" + Hostile.goodFile])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(run.stderr.contains("de.strings: a FIFO (named pipe), not a regular file"))
  }

  @Test("a link to /dev/zero named x.strings is not followed out of the tree; read directly it is refused")
  func linkToDevZero() throws {
    let folder = try Hostile.folderWithGoodFile()
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/en.lproj/Zero.strings", withDestinationPath: "/dev/zero")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run) == [
        "externalLink: symbolic link leads outside the input (to /dev/zero); not followed (--follow-external-links allows it)"
      ])
    // Named directly it leads out of its folder (A26-10), and followed it is a device: refused both ways.
    let zero = folder.path + "/en.lproj/Zero.strings"
    let direct = Hostile.check([zero, folder.path + "/" + Hostile.goodFile])
    #expect(direct.exitCode == 3)
    #expect(Hostile.resultKeys(direct) == [Hostile.goodKey])
    #expect(
      direct.stderr.contains(
        "Zero.strings: a symbolic link leading outside its folder, \(folder.path), as no repository holds it (to "
          + "/dev/zero); not read. Name the file it leads to"), "\(direct.stderr)")
    let followed = Hostile.check([zero, folder.path + "/" + Hostile.goodFile], ["--follow-external-links"])
    #expect(followed.exitCode == 3)
    #expect(Hostile.resultKeys(followed) == [Hostile.goodKey])
    #expect(
      followed.stderr.contains("Zero.strings: a character device, not a regular file"), "\(followed.stderr)")
  }

  @Test(
    "a link out of the tree is named by its own text, the same whether its target exists or not, so a report cannot probe the machine"
  )
  func linkOutNamedByItsText() throws {
    let secret = try TemporaryFolder()
    try secret.write("present.txt", "x\n")
    let folder = try Hostile.folderWithGoodFile()
    let links = [
      ("A.strings", secret.path + "/present.txt"), ("B.strings", secret.path + "/absent.txt"),
      ("C.strings", "/proc/self/cwd"), ("D.strings", "../../../../../../../../etc/hostname"),
      ("notes.md", secret.path + "/present.txt"), ("tool.sh", secret.path + "/absent.txt"),
    ]
    for (name, destination) in links {
      try FileManager.default.createSymbolicLink(
        atPath: folder.path + "/en.lproj/" + name, withDestinationPath: destination)
    }
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run)
        == links.prefix(4).map {
          "externalLink: symbolic link leads outside the input (to \($0.1)); not followed (--follow-external-links allows it)"
        })
  }

  @Test("a link to a secret outside the tree is never read, whatever its name; the option allows it")
  func linkOutOfTree() throws {
    let secret = try TemporaryFolder()
    try secret.write("credentials", "\"aws_secret\" = \"AKIAXXXXXXXX\";\n")
    let folder = try Hostile.folderWithGoodFile()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/de.lproj", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/de.lproj/Localizable.strings", withDestinationPath: secret.path + "/credentials"
    )
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/system", withDestinationPath: "/usr")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0)
    #expect(!run.stdout.contains("AKIA"))
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(Hostile.diagnostics(run).count == 2)
    #expect(
      Hostile.diagnostics(run).allSatisfy {
        $0.hasPrefix("externalLink: symbolic link leads outside the input")
      })
    let allowed = Hostile.check(
      [folder.path + "/de.lproj", folder.path + "/en.lproj"], ["--follow-external-links"])
    #expect(Set(Hostile.resultKeys(allowed)) == [Hostile.goodKey, "aws_secret"])
  }

  @Test("a link to a folder inside the tree is followed once; a loop is reported, the walk ends")
  func linksInsideTree() throws {
    let folder = try Hostile.folderWithGoodFile()
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/en.lproj/again", withDestinationPath: "..")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/mirror", withDestinationPath: "en.lproj")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(Hostile.diagnostics(run).map { $0.prefix(13) } == ["symlinkLoop: "])
  }

  @Test("a file name that is not UTF-8 is reported by its escaped bytes, not skipped in silence")
  func nonUTF8Name() throws {
    let folder = try Hostile.folderWithGoodFile()
    let name = folder.path + "/en.lproj/Bad\u{FFFD}.strings"
    var bytes = Array((folder.path + "/en.lproj/Bad").utf8)
    bytes += [0xFF] + Array(".strings".utf8) + [0]
    let descriptor = bytes.withUnsafeBufferPointer { pointer in
      pointer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
        open($0, O_CREAT | O_WRONLY, 0o644)
      }
    }
    #expect(descriptor >= 0)
    close(descriptor)
    _ = name
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(Hostile.diagnostics(run) == ["invalidFileName: file name is not valid UTF-8; not read"])
    #expect(run.stderr.contains(#"en.lproj/Bad\xFF.strings: file name is not valid UTF-8"#))
  }

  @Test("a file whose only string is too long says so, not that no strings were found")
  func onlyStringTooLong() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "de.lproj/Localizable.strings", "\"k\" = \"" + String(repeating: "a", count: 60_000) + "\";\n")
    let run = CapturedRun(["check", folder.path, "--quiet"])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr.hasSuffix(
        "Error: nothing was checked: the one string found is too long to be a list-row label (see the read problems above)\n"
      ))
  }

  /// `mkdir` of a path given as bytes (which need not be UTF-8): 0, or -1 with `errno` set.
  static func makeFolder(named bytes: [UInt8]) -> Int32 {
    var path = bytes + [0]
    return path.withUnsafeMutableBufferPointer { pointer in
      pointer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: pointer.count) { mkdir($0, 0o755) }
    }
  }

  /// The forty-third attack's A43-2: `check` left the Swift walker's unsearched folders to the
  /// localization walker, which never enters an `.xcloc` bundle but for its `Localized Contents`;
  /// such a folder there was passed over in silence (exit 0), and one that could not be listed
  /// was a warning on standard error. Now they are errors of the run.
  @Test("a folder name that is not UTF-8 inside an .xcloc bundle: an error of check (exit 3), as outside one")
  func nonUTF8FolderInBundle() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("App.xcloc/Sub/keep.txt", "")
    #expect(Self.makeFolder(named: Array((folder.path + "/App.xcloc/Sub/x").utf8) + [0xFF]) == 0)
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run) == [
        "invalidFileName: folder name is not valid UTF-8; not searched, so no Swift file inside it is read"
      ])
  }

  @Test("a folder name that is not UTF-8 is an error (exit 3): the files inside are not checked")
  func nonUTF8FolderName() throws {
    let folder = try Hostile.folderWithGoodFile()
    #expect(Self.makeFolder(named: Array((folder.path + "/x").utf8) + [0xFF]) == 0)
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run) == [
        "invalidFileName: folder name is not valid UTF-8; not searched, so no file inside it is checked"
      ])
  }

  /// The eightieth attack's A80-6: a folder named `App` and the byte 0xFF, and one literally
  /// named `App\xFF`, were both shown `App\xFF`, in SARIF both `App%5CxFF`: the refusal of the
  /// first located the second, which was searched. The escape now writes `\` as `\\`, and SARIF
  /// gives the bytes an escaped path stands for.
  @Test("a folder that is not UTF-8 and one named like its escape are told apart, in SARIF too (A80-6)")
  func escapedNameIsNoName() throws {
    #expect(FileSystemPath.escaped(Array("App".utf8) + [0xFF]) == #"App\xFF"#)
    #expect(FileSystemPath.escaped(Array(#"App\xFF"#.utf8)) == #"App\\xFF"#)
    #expect(FileSystemPath.unescaped(#"App\xFF"#) == Array("App".utf8) + [0xFF])
    #expect(FileSystemPath.unescaped(#"App\\xFF"#) == Array(#"App\xFF"#.utf8))
    let folder = try Hostile.folderWithGoodFile()
    #expect(Self.makeFolder(named: Array((folder.path + "/App").utf8) + [0xFF]) == 0)
    // U+0378 (unassigned): a TF004 finding, so a SARIF result at the file.
    try folder.write(#"App\xFF/de.lproj/Localizable.strings"#, "\"k\" = \"Text \u{0378}\";\n")
    #expect(Self.makeFolder(named: Array((folder.path + #"/A\b"#).utf8)) == 0)
    #expect(Self.makeFolder(named: Array((folder.path + #"/A\b/c"#).utf8) + [0xFE]) == 0)
    let run = Hostile.check([folder.path])
    let json = try run.jsonObject()
    let refused = (json["diagnostics"] as? [[String: Any]] ?? []).filter {
      $0["kind"] as? String == "invalidFileName"
    }
    .compactMap { $0["file"] as? String }
    #expect(Set(refused) == [folder.path + #"/A\\b/c\xFE"#, folder.path + #"/App\xFF"#])
    let sarif = CapturedRun(["check", folder.path, "--format", "sarif", "--categories", "large", "--quiet"])
    let runs = try sarif.jsonObject()["runs"] as? [[String: Any]] ?? []
    func uris(_ objects: Any?) -> [String] {
      (objects as? [[String: Any]] ?? []).flatMap { ($0["locations"] as? [[String: Any]] ?? []) }.compactMap {
        (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
      }
    }
    let notifications = uris(
      (runs.first?["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"])
    #expect(notifications.filter { $0.hasSuffix("/App%FF") }.count == 1)
    #expect(notifications.filter { $0.hasSuffix("/A%5Cb/c%FE") }.count == 1)
    #expect(!notifications.contains { $0.contains("App%5CxFF") })
    #expect(uris(runs.first?["results"]).contains { $0.hasSuffix("/App%5CxFF/de.lproj/Localizable.strings") })
  }

  @Test("2,500 nested folders: the walk stops at 256 levels with a warning and still reads the good file")
  func deepFolders() throws {
    let folder = try Hostile.folderWithGoodFile()
    // Built through descriptors (mkdirat/openat), so no path grows past PATH_MAX and the
    // process's working folder is never changed under the tests running beside this one.
    var descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
    for _ in 0..<2_500 {
      mkdirat(descriptor, "d", 0o755)
      let next = openat(descriptor, "d", O_RDONLY | O_DIRECTORY)
      close(descriptor)
      descriptor = next
    }
    let run = Hostile.check([folder.path])
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run).contains(
        "unreadableFile: folders nested deeper than 256 levels; not searched, so no file inside is checked")
    )
    // Remove the tree from the inside, climbing with openat("..").
    for _ in 0..<2_500 {
      let parent = openat(descriptor, "..", O_RDONLY | O_DIRECTORY)
      close(descriptor)
      unlinkat(parent, "d", AT_REMOVEDIR)
      descriptor = parent
    }
    close(descriptor)
  }

  @Test("a FIFO as --font, --config or --stack is refused at once with a clear message")
  func fifoAsFontConfigStack() throws {
    let folder = try Hostile.folderWithGoodFile()
    let fifo = folder.path + "/pipe"
    #expect(mkfifo(fifo, 0o644) == 0)
    let font = CapturedRun(["measure", "--text", "Hi", "--size", "17", "--font", fifo])
    #expect(font.exitCode == 3)
    #expect(font.stderr.contains("cannot use font \(fifo): a FIFO (named pipe), not a regular file"))
    // Exit 3, as for the stack file: no configuration file could be read there (U54-2).
    let config = Hostile.check([folder.path], ["--config", fifo])
    #expect(config.exitCode == 3)
    #expect(
      config.stderr
        == "Error: cannot read configuration file \(fifo): a FIFO (named pipe), not a regular file; only regular "
        + "files are read\n")
    let stack = CapturedRun(["measure", "--text", "Hi", "--size", "17", "--stack", fifo])
    #expect(stack.exitCode == 3)
    #expect(
      stack.stderr.contains("cannot read font stack file \(fifo): a FIFO (named pipe), not a regular file"))
  }
}

@Suite("Hostile input: standard input")
struct HostileStandardInputTests {
  @Test("check - reads standard input as the file --stdin-name names; without it, a clear usage error")
  func standardInput() throws {
    let folder = try Hostile.folderWithGoodFile()
    let lines = LineSource(["\"stdin.key\" = \"Datenschutz\";", "\"broken\" = ;"])
    let run = CapturedRun(
      [
        "check", "-", folder.path, "--stdin-name", "de.lproj/Localizable.strings", "--format", "json",
        "--categories", "large", "--quiet",
      ], readLine: lines.next)
    #expect(run.exitCode == 3)
    #expect(Set(Hostile.resultKeys(run)) == ["stdin.key", Hostile.goodKey])
    #expect(run.stderr.contains("de.lproj/Localizable.strings:2:12: expected a value after '=', found ';'"))
    let unnamed = CapturedRun(["check", "-"], readLine: LineSource(["x"]).next)
    #expect(unnamed.exitCode == 2)
    #expect(unnamed.stdout.isEmpty)
    #expect(unnamed.stderr.hasPrefix("Error: '-' reads the file from standard input: give --stdin-name NAME"))
    // Standard input named as a file also given on disk would replace that file's strings.
    let good = folder.path + "/" + Hostile.goodFile
    let replacing = CapturedRun(
      ["check", "-", good, "--stdin-name", folder.path + "/en.lproj/../" + Hostile.goodFile],
      readLine: LineSource(["\"k\" = \"v\";"]).next)
    #expect(replacing.exitCode == 2)
    #expect(
      replacing.stderr.hasPrefix(
        "Error: --stdin-name \(folder.path)/en.lproj/../\(Hostile.goodFile) is also given as a path to read from "
          + "disk; standard input would replace that file and its strings would not be checked."),
      "\(replacing.stderr)")
  }

  @Test("/proc given directly is not walked, by check or by rows: one warning, and the good file is checked")
  func pseudoFileSystemGiven() throws {
    let folder = try Hostile.folderWithGoodFile()
    let run = Hostile.check(["/proc", folder.path])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run) == [
        "unreadableFile: folder of the proc pseudo file system (kernel and process state, not files); not searched"
      ])
    #expect(
      run.stderr
        == "Warning: /proc: folder of the proc pseudo file system (kernel and process state, not files); "
        + "not searched\n")
    let rows = CapturedRun(["rows", "/proc", "--format", "json"])
    #expect(
      rows.stderr
        == "Warning: /proc: folder of the proc pseudo file system (kernel and process state, not files); "
        + "not searched\n")
  }

  @Test(
    "a device or a file named .xcloc given directly is skipped with the reason, not as an unknown extension")
  func devicesAndFakeBundles() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("fake.xcloc", "no\n")
    let run = Hostile.check(["/dev/zero", folder.path + "/fake.xcloc", folder.path + "/en.lproj"])
    #expect(run.exitCode == 0)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run) == [
        "unreadableFile: a character device, not a localization file; only regular files and folders are read",
        "unreadableFile: a file, but an .xcloc is a folder (Xcode's localization bundle, holding Localized "
          + "Contents/*.xliff); not read",
      ])
  }

  @Test(
    "a regular file named .xcloc found in a folder is reported as given directly (A13-10), not passed over")
  func fakeBundleInFolder() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("b/de.xcloc", "<xliff/>\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run) == [
        "unreadableFile: a file, but an .xcloc is a folder (Xcode's localization bundle, holding Localized "
          + "Contents/*.xliff); not read"
      ])
  }

  @Test(
    "check - from /dev/zero stops at the file size limit (exit 3) instead of reading forever",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func endlessStandardInput() throws {
    let run = try Hostile.runBinary(
      ["check", "-", "--stdin-name", "de.lproj/L.strings", "--quiet", "--format", "json", "--no-discovery"],
      stdin: "/dev/zero", seconds: 120)
    #expect(!run.timedOut)
    #expect(run.exitCode == 3)
    #expect(run.stderr.contains("standard input is more than the 268435456-byte limit of one file; not read"))
  }

  @Test(
    "check - keeps the bytes as they are: a UTF-16 .strings file reads as it does from a path",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func utf16StandardInput() throws {
    let folder = try TemporaryFolder()
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "\"stdin.key\" = \"Einstellungen\";\r\n".utf16 {
      bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/L.strings"))
    let run = try Hostile.runBinary(
      [
        "check", "-", "--stdin-name", "de.lproj/L.strings", "--quiet", "--format", "json", "--fail-on",
        "never",
      ],
      stdin: folder.path + "/L.strings")
    #expect(run.exitCode == 0)
    #expect(run.stdout.contains("\"key\":\"stdin.key\""))
  }
}

@Suite("Hostile input: library error codes")
struct HostileErrorCodeTests {
  @Test("FreeType error codes come with their meaning and what to do")
  func freeTypeMeaning() {
    #expect(
      TextError.fontUnreadable(path: "F.ttf", call: "FT_New_Face", code: 147).description
        == "cannot read font F.ttf: FT_New_Face failed with error 147 (broken font file: no horizontal metrics (hmtx))"
    )
    #expect(
      TextError.fontUnreadable(path: "F.ttc", call: "FT_New_Face", code: 6).description.hasSuffix(
        "(no such face in this file: check the #INDEX of a collection)"))
  }
}
