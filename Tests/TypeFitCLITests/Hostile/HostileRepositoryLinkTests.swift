import Foundation
import Testing
import TypeFit
import TypeFitInput
import _TypeFitTestSupport

/// `--stack FILE` and `--config FILE` name a repository's file, which a pull request can make
/// a symbolic link to any JSON file on the machine running the check (thirteenth attack
/// A13-13): a link to `~/.docker/config.json` had its member names printed, and a stack-shaped
/// file's names reached `typefit fonts` and the reports. Such a file is not read.
@Suite("Hostile input: --stack and --config files linked out of their repository")
struct HostileRepositoryLinkTests {
  /// `root/repo` (a Git repository, with a stack file and an app) beside `root/outside`, which
  /// holds a stack-shaped secret and a configuration-shaped one.
  struct Layout {
    let folder: TemporaryFolder
    let root: String
    var repository: String { root + "/repo" }

    static let stack =
      #"{"name":"SECRET-NAME","summary":"SECRET-SUMMARY","searchPaths":[],"metrics":{"tracking":"none"},"#
      + #""primary":[{"family":"SECRET-FAMILY","faces":[{"weight":400,"file":"/usr/share/fonts/opentype/inter/Inter-Regular.otf"}]}]}"#

    init() throws {
      folder = try TemporaryFolder()
      root = try #require(HostileOutputPathTests.Layout.real(folder.path))
      try folder.write("repo/.git/HEAD", "ref: refs/heads/main\n")
      try folder.write("repo/fonts/stack.json", Self.stack)
      try folder.write("repo/app/en.lproj/Localizable.strings", "\"title\" = \"Settings\";\n")
      try folder.write("outside/stack.json", Self.stack)
      try folder.write("outside/config.json", #"{"auths":{"registry.example.com":{"auth":"SECRET-TOKEN"}}}"#)
      try link("repo/s.json", to: "../outside/stack.json")
      try link("repo/c.json", to: "../outside/config.json")
      try link("repo/inside.json", to: "fonts/stack.json")
      try link("repo/out", to: "../outside")
    }

    func link(_ path: String, to destination: String) throws {
      try FileManager.default.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: destination)
    }
  }

  static let linkOut = "it is a symbolic link leading outside its repository"
  static let tail = "; not read. Name the file it leads to, if that is the file meant"

  @Test(
    "a stack file linked out of its repository is not read: fonts, measure and check say so, no secret shown")
  func stackLinkedOut() throws {
    let layout = try Layout()
    let stack = layout.repository + "/s.json"
    let message =
      "Error: cannot read font stack file \(stack): \(Self.linkOut) (to ../outside/stack.json)\(Self.tail)\n"
    for arguments in [
      ["fonts", "--stack", stack], ["measure", "--text", "Hi", "--size", "17", "--stack", stack],
      ["check", layout.repository + "/app", "--format", "json", "--stack", stack],
    ] {
      let run = CapturedRun(arguments)
      #expect(run.exitCode == 3, "\(arguments)")
      #expect(run.stderr == message, "\(arguments)")
      #expect(!(run.stdout + run.stderr).contains("SECRET"), "\(arguments)")
    }
    // A folder on the way that leads out.
    let throughFolder = layout.repository + "/out/stack.json"
    let run = CapturedRun(["fonts", "--stack", throughFolder])
    #expect(run.exitCode == 3)
    #expect(
      run.stderr
        == "Error: cannot read font stack file \(throughFolder): a folder on its way is a symbolic link leading "
        + "outside its repository\(Self.tail)\n")
    // A link that stays inside is read as the file it names.
    let inside = CapturedRun(["fonts", "--stack", layout.repository + "/inside.json"])
    #expect(inside.exitCode == 0)
    #expect(inside.stdout.contains("Font stack: SECRET-NAME"))
  }

  @Test(
    "a --config file linked out of its repository is a usage error; the configuration's members are not shown"
  )
  func configLinkedOut() throws {
    let layout = try Layout()
    let config = layout.repository + "/c.json"
    let run = CapturedRun(["check", layout.repository + "/app", "--config", config])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: --config \(config): \(Self.linkOut) (to ../outside/config.json)\(Self.tail)\n"),
      "\(run.stderr)")
    #expect(!run.stderr.contains("auths"))
  }

  @Test("the file opened is judged by its own real path: a link out of the repository is not read (A14-2)")
  func openedFileJudged() throws {
    let layout = try Layout()
    // What a link swapped in after the path was judged leads to: the reader sees it.
    #expect(throws: InputFileError.outsideRoot) {
      try InputFile.read(
        layout.repository + "/s.json", maximumSize: 1 << 20, identity: nil, root: layout.repository)
    }
    #expect(
      try InputFile.read(
        layout.repository + "/inside.json", maximumSize: 1 << 20, identity: nil, root: layout.repository)
        == Array(Layout.stack.utf8))
    #expect(
      InputFileError.outsideRoot.description
        == "it leads outside its repository through a symbolic link (one put in place while it was opened); not read"
    )
  }

  /// The fifteenth attack's A15-10: `--config <(echo '{}')` names `/dev/fd/N`, an anonymous
  /// pipe, which was refused as a link put in place out of the repository.
  @Test("an anonymous pipe is refused as a pipe, not as a link out of the repository")
  func anonymousPipe() throws {
    let layout = try Layout()
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    #expect(throws: InputFileError.notRegularFile(kind: "a FIFO (named pipe)")) {
      try InputFile.read("/dev/fd/\(ends[0])", maximumSize: 1 << 20, identity: nil, root: layout.repository)
    }
  }
}
