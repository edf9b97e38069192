import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// A `--stack` file reads at most ``FontStack/readByteCap`` bytes of distinct font files into
/// memory (after the twelfth attack, A5): the refusal names the stack file as given, the face
/// and the cap. The cap is 512 MiB, so the test loads the stack the command line reads at a
/// small cap rather than writing half a gigabyte of fonts.
@Suite("Hostile input: the bytes of fonts a stack file reads")
struct HostileStackReadCapTests {
  @Test("a stack file past the cap is refused naming the file, the face and the cap; links count once")
  func capNamesStackFileAndFace() throws {
    let folder = try TemporaryFolder()
    try folder.write("repo/.git/HEAD", "ref: refs/heads/main\n")
    let inter = TestPaths.font("Inter-Regular.otf")
    let size = try #require(FileManager.default.attributesOfItem(atPath: inter)[.size] as? Int)
    try FileManager.default.createDirectory(
      atPath: folder.path + "/repo/fonts", withIntermediateDirectories: true)
    for name in ["a.otf", "b.otf"] {
      try FileManager.default.copyItem(atPath: inter, toPath: folder.path + "/repo/fonts/" + name)
    }
    try #require(symlink("a.otf", folder.path + "/repo/fonts/link.otf") == 0)
    try folder.write(
      "repo/stack.json",
      #"{"name":"x","summary":"y","searchPaths":["fonts"],"metrics":{"tracking":"none"},"primary":[{"#
        + #""family":"F","faces":[{"weight":400,"file":"a.otf"},{"weight":500,"file":"link.otf"},"#
        + #"{"weight":700,"file":"b.otf"}]}]}"#)
    let path = folder.path + "/repo/stack.json"
    let definition = try FontSelection.stackFile(path)
    #expect(definition.filePath == path)
    // `a.otf` and its link: one file, within a cap of its size; `b.otf` is past it.
    #expect(
      throws: TextError.stackReadCapExceeded(
        stackFile: path, family: "F", file: "b.otf", bytes: 2 * size, cap: size)
    ) {
      try FontStack(definition, readByteCap: size)
    }
    let expected: String =
      "font stack file \(path): font 'F' (b.otf) would bring the font files the stack reads into memory to "
      + "\(2 * size) bytes, more than the cap of \(size) bytes for one stack; name fewer different font "
      + "files (names and links of one file are read once, and fonts of /usr/share/fonts/ that only root can "
      + "change are mapped and not counted)"
    let message = TextError.stackReadCapExceeded(
      stackFile: path, family: "F", file: "b.otf", bytes: 2 * size, cap: size
    ).description
    #expect(message == expected)
    let loaded = try FontStack(definition, readByteCap: 2 * size)
    #expect(
      loaded.faceSummaries(countingCodePoints: false).map { URL(fileURLWithPath: $0.path).lastPathComponent }
        == ["a.otf", "link.otf", "b.otf"])
    #expect(loaded.mappedFileBytes == 2 * size)
    // The command line loads it under the real cap.
    let run = CapturedRun(["measure", "--text", "Hi", "--size", "17", "--stack", path])
    #expect(run.exitCode == 0)
    #expect(run.stderr == "")
  }

  @Test(
    "a repository font whose tables pass the cap is refused before it is read (A14-4), under 1 GB of address space",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func refusedBeforeRead() throws {
    let folder = try TemporaryFolder()
    try folder.write("repo/.git/HEAD", "ref: refs/heads/main\n")
    var font = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestPaths.font("Inter-Regular.otf"))))
    // The first table record's length made to reach 1,500,000,000 bytes, the file sparse to there.
    let offset = font[20..<24].reduce(0) { $0 << 8 | Int($1) }
    let length = 1_500_000_000 - offset
    for byte in 0..<4 { font[24 + byte] = UInt8(truncatingIfNeeded: length >> (24 - 8 * byte)) }
    try FileManager.default.createDirectory(
      atPath: folder.path + "/repo/fonts", withIntermediateDirectories: true)
    let file = folder.path + "/repo/fonts/lie.otf"
    try Data(font).write(to: URL(fileURLWithPath: file))
    try #require(truncate(file, 1_500_000_000) == 0)
    try folder.write(
      "repo/stack.json",
      #"{"name":"x","summary":"y","searchPaths":["fonts"],"metrics":{"tracking":"none"},"primary":[{"#
        + #""family":"F","faces":[{"weight":400,"file":"lie.otf"}]}]}"#)
    let path = folder.path + "/repo/stack.json"
    let run = try Hostile.runBinary(
      ["measure", "--text", "Hi", "--size", "17", "--stack", path], addressSpaceKB: 1_000_000)
    #expect(run.exitCode == 3)
    #expect(
      run.stderr.hasPrefix(
        "Error: font stack file \(path): font 'F' (lie.otf) would bring the font files the stack reads into memory "
          + "to 1500000000 bytes, more than the cap of 536870912 bytes (512 MiB) for one stack"),
      "\(run.stderr)")
  }
}
