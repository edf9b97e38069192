import Foundation
import Testing
import _TypeFitTestSupport

@Suite("Hostile input: Swift nesting")
struct HostileNestingTests {
  /// A view whose `List` holds `depth` nested `VStack {` … `}` around one text.
  static func nestedStacks(_ depth: Int) -> String {
    "struct Deep: View {\n  var body: some View {\n    List {\n"
      + String(repeating: "VStack {\n", count: depth) + "Text(\"deep.key\")\n"
      + String(repeating: "}\n", count: depth) + "    }\n  }\n}\n"
  }

  static let goodView = Hostile.goodSwiftView

  @Test(
    "100,000 nested VStacks: the file is reported at its 257th bracket, not searched; the good file's rows are"
  )
  func deepStacksInRows() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Deep.swift", Self.nestedStacks(100_000))
    try folder.write("App/Good.swift", Self.goodView)
    let run = CapturedRun(["rows", folder.path + "/App", "--format", "json"])
    #expect(run.exitCode == 3)
    // `struct {`, `body {` and `List {` are 3 deep; the 254th VStack's brace (line 257) is the 257th.
    #expect(
      run.stderr
        == "\(folder.path)/App/Deep.swift:257:8: error: brackets nested more than 256 levels deep; "
        + "this file is not searched for rows\n")
    let rows =
      try #require(
        try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])["rows"]
      as? [[String: Any]]
    let titles = rows?.compactMap { ($0["title"] as? [String: Any])?["key"] as? String }
    #expect(titles == ["good.toggle", "good.link"])
  }

  @Test("256 nested VStacks are still searched: the limit is on deeper nesting only")
  func nestingAtTheLimit() throws {
    let folder = try TemporaryFolder()
    // 3 levels of struct, body and List, 252 stacks and the text's parenthesis: 256 in all.
    try folder.write("App/Deep.swift", Self.nestedStacks(252))
    let run = CapturedRun(["rows", folder.path + "/App"])
    #expect(run.exitCode == 0)
    #expect(run.stderr.isEmpty)
    #expect(run.stdout.contains("deep.key"))
  }

  @Test("check: the deep file is an error of the run (exit 3, fix20h); every string is still checked")
  func deepStacksInCheck() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("App/Deep.swift", Self.nestedStacks(100_000))
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr.contains(
        "Error: \(folder.path)/App/Deep.swift:257:8: brackets nested more than 256 levels deep; "
          + "this file is not searched for rows\n"))
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
  }
}

@Suite("Hostile input: links to pseudo file systems")
struct HostilePseudoFileSystemTests {
  static let onLinux = FileManager.default.fileExists(atPath: "/proc/self/status")

  @Test(
    "--follow-external-links with links to /proc and /sys ends: those folders are reported, not walked",
    .enabled(if: onLinux))
  func linkToProc() throws {
    let folder = try Hostile.folderWithGoodFile()
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/proc", withDestinationPath: "/proc")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/sys", withDestinationPath: "/sys")
    let run = try Hostile.runBinary(
      [
        "check", folder.path, "--follow-external-links", "--format", "json", "--categories", "large",
        "--quiet",
      ],
      seconds: 120)
    #expect(!run.timedOut)
    #expect(run.exitCode == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let keys = (json["results"] as? [[String: Any]])?.compactMap { $0["key"] as? String }
    #expect(keys == [Hostile.goodKey])
    let messages = (json["diagnostics"] as? [[String: Any]])?.compactMap { $0["message"] as? String }
    #expect(
      messages == [
        "folder of the proc pseudo file system (kernel and process state, not files); not searched",
        "folder of the sysfs pseudo file system (kernel and process state, not files); not searched",
      ])
  }

  @Test(
    "a regular-looking /proc file named like a strings file is refused by file system, not read",
    .enabled(if: onLinux))
  func procFileAsStrings() throws {
    let folder = try Hostile.folderWithGoodFile()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/de.lproj", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/de.lproj/Localizable.strings", withDestinationPath: "/proc/self/status")
    let run = Hostile.check([folder.path], ["--follow-external-links"])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run) == [
        "unreadableFile: a file of the proc pseudo file system (kernel state, whose reads can block or never end); not read"
      ])
  }
}
