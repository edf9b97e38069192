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

  /// The thirty-fourth attack's A34-2: a `typefit.json`, `--config` or `--stack` file committed as
  /// a link into `.git` stays inside the repository and was read (`.git/config` parsed as JSON,
  /// its first character quoted in the error).
  @Test(
    "a configuration or stack file linked into .git is not read; a found one is passed over with a warning")
  func linkedIntoGitFolder() throws {
    let layout = try Layout()
    try layout.folder.write("repo/.git/config", "[core]\n\tbare = false\n")
    try layout.link("repo/app/typefit.json", to: "../.git/config")
    try layout.link("repo/g.json", to: ".git/config")
    let refusal =
      "it leads into a .git folder through a symbolic link; not read: version control's files are never read "
      + "(they may hold the job's credentials)"
    let found = CapturedRun(["check", layout.repository + "/app", "-q", "-f", "json", "--fail-on", "never"])
    #expect(found.exitCode == 0, "\(found.stderr)")
    #expect(
      found.stderr
        == "Warning: \(layout.repository)/app/typefit.json is a symbolic link into a .git folder; not used as the "
        + "configuration: version control's files are never read (they may hold the job's credentials)\n")
    let config = CapturedRun(["check", layout.repository + "/app", "--config", layout.repository + "/g.json"])
    #expect(config.exitCode == 2)
    #expect(config.stderr.contains(refusal), "\(config.stderr)")
    #expect(!config.stderr.contains("core"))
    let stack = CapturedRun(["fonts", "--stack", layout.repository + "/g.json"])
    #expect(stack.exitCode == 3)
    #expect(
      stack.stderr == "Error: cannot read font stack file \(layout.repository)/g.json: \(refusal)\n",
      "\(stack.stderr)")
    #expect(
      throws: InputFileError.insideVersionControl,
      performing: {
        try InputFile.read(
          layout.repository + "/g.json", maximumSize: 1 << 20, identity: nil, root: layout.repository)
      })
    // Named inside `.git` by the user, it is read.
    #expect(
      try InputFile.read(
        layout.repository + "/.git/config", maximumSize: 1 << 20, identity: nil, root: layout.repository)
        == Array("[core]\n\tbare = false\n".utf8))
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

  /// The sixteenth attack's A16-7: outside every repository the boundary is the file's own
  /// folder, and the message said "its repository" where there is none.
  @Test("a --config or --stack link out of a folder no repository holds names that folder as the boundary")
  func linkOutsideAnyRepository() throws {
    let layout = try Layout()
    try layout.folder.write("norepo/good.json", #"{"defaultRole": "prose"}"#)
    try layout.link("norepo/cfg.json", to: "../outside/config.json")
    try layout.link("norepo/s.json", to: "../outside/stack.json")
    let norepo = layout.root + "/norepo"
    let config = CapturedRun(["check", layout.repository + "/app", "--config", norepo + "/cfg.json"])
    #expect(config.exitCode == 2)
    #expect(
      config.stderr.hasPrefix(
        "Error: --config \(norepo)/cfg.json: it is a symbolic link leading outside its folder, \(norepo), as no "
          + "repository holds it (to ../outside/config.json)\(Self.tail)\n"),
      "\(config.stderr)")
    #expect(!config.stderr.contains("auths"))
    let stack = CapturedRun(["fonts", "--stack", norepo + "/s.json"])
    #expect(stack.exitCode == 3)
    #expect(
      stack.stderr
        == "Error: cannot read font stack file \(norepo)/s.json: it is a symbolic link leading outside its folder, "
        + "\(norepo), as no repository holds it (to ../outside/stack.json)\(Self.tail)\n")
    #expect(!stack.stdout.contains("SECRET"))
    // The regular file beside the link is read, and the app is checked with it.
    let good = CapturedRun([
      "check", layout.repository + "/app", "--config", norepo + "/good.json", "--format", "json",
    ])
    #expect(good.exitCode == 0, "\(good.stderr)")
    let results = try good.jsonObject()["results"] as? [[String: Any]] ?? []
    #expect(results.map { $0["key"] as? String } == ["title"])
    #expect(results.first?["role"] as? String == "prose")
  }

  /// The sixteenth attack's A16-7: `--config /dev/stdin < typefit.json` was refused as a link
  /// out of its repository (to `/proc/self/fd/0`). A path naming a descriptor is read as what is
  /// open on it.
  @Test("--config /dev/fd/N or /proc/self/fd/N: a regular file open there is read; a pipe or folder refused")
  func descriptorPaths() throws {
    let layout = try Layout()
    try layout.folder.write("outside/role.json", #"{"defaultRole": "prose"}"#)
    let file = open(layout.root + "/outside/role.json", O_RDONLY)
    try #require(file >= 0)
    defer { close(file) }
    for path in ["/dev/fd/\(file)", "/proc/self/fd/\(file)"] {
      let run = CapturedRun(["check", layout.repository + "/app", "--config", path, "--format", "json"])
      #expect(run.exitCode == 0, "\(path): \(run.stderr)")
      let results = try run.jsonObject()["results"] as? [[String: Any]] ?? []
      #expect(results.map { $0["key"] as? String } == ["title"], "\(path)")
      #expect(results.first?["role"] as? String == "prose", "\(path)")
    }
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let piped = CapturedRun(["check", layout.repository + "/app", "--config", "/dev/fd/\(ends[0])"])
    #expect(piped.exitCode == 3)
    #expect(
      piped.stderr.hasPrefix(
        "Error: cannot read configuration file /dev/fd/\(ends[0]): a FIFO (named pipe), not a regular file"),
      "\(piped.stderr)")
    let folder = open(layout.root + "/outside", O_RDONLY | O_DIRECTORY)
    try #require(folder >= 0)
    defer { close(folder) }
    let opened = CapturedRun(["check", layout.repository + "/app", "--config", "/proc/self/fd/\(folder)"])
    #expect(opened.exitCode == 3)
    #expect(
      opened.stderr.hasPrefix("Error: cannot read configuration file /proc/self/fd/\(folder): a folder"),
      "\(opened.stderr)")
    // Only these spellings name a descriptor; anything else is a path judged as before.
    #expect(DescriptorPath.descriptor(named: "/dev/stdin") == 0)
    #expect(DescriptorPath.descriptor(named: "/dev/fd/12") == 12)
    #expect(DescriptorPath.descriptor(named: "/proc/self/fd/2147483647") == Int32.max)
    for other in [
      "/dev/fd/", "/dev/fd/07", "/dev/fd/+1", "/dev/fd/1/", "/proc/self/fd/2147483648", "/dev/stdout",
      "dev/stdin",
      "/dev//stdin", "/proc/1/fd/0",
    ] {
      #expect(DescriptorPath.descriptor(named: other) == nil, "\(other)")
    }
  }
}
