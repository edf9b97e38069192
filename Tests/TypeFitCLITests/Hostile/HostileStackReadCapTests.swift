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
}
