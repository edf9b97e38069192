import Foundation
import TypeFit
import TypeFitInput

/// Where `--output F` leads, found the way the kernel finds it, with every symbolic link met on
/// the way.
///
/// The path is walked one name at a time from the current folder (as `getcwd` gives it, links
/// resolved; a relative path fails when `getcwd` cannot name it) or from `/`: `.` is skipped, `..` goes to the parent of the folder reached so far
/// (after a linked folder, the parent of the link's target, as the kernel does, not the folder
/// holding the link), and a symbolic link is replaced by its target, whose names are walked in
/// turn (relative targets from the link's folder). Names are split at the byte `/` and compared
/// by bytes (`BytePath`), as the kernel does, so `reports/\u{301}/../r.json` is
/// `reports/r.json` and a folder `é` (NFC) is not inside its NFD twin. The last name need not
/// exist. What is
/// written is ``destination``, a path without links or `..`, so the file checked is the file
/// replaced.
///
/// ```swift
/// // app/out -> ../elsewhere, with /src as the current folder
/// let output = try OutputPath("app/out/../report.json")
/// output.destination  // "/src/report.json": the parent of /src/elsewhere, not /src/app
/// output.links        // [Link(path: "/src/app/out", folder: "/src/app", destination: "/src/elsewhere")]
/// ```
struct OutputPath {
  /// A symbolic link followed on the way to the output.
  struct Link: Equatable {
    /// The link itself, its folder's links resolved.
    var path: String
    /// The folder holding the link, links resolved.
    var folder: String
    /// Where the link leads, every link in its target resolved.
    var destination: String
  }

  /// A symbolic link met on the way, and whether the folder it was met in (as the walk held it
  /// open, not by its name) is one of the system's whose links are followed
  /// (``SystemLinkFolders/isSystemFolder(_:)``).
  struct LinkMet {
    /// The link, its folder's links resolved.
    var path: String
    /// The folder holding the link, links resolved.
    var folder: String
    /// Whether that folder, by the descriptor the walk held, is `/`, `/dev` or in `/proc`.
    var isInSystemFolder: Bool
  }

  /// The file written: a real folder (no links, no `.` or `..`) and a name that is not a link.
  let destination: String
  /// The links followed, in the order their targets were finished (a link inside another
  /// link's target comes first).
  let links: [Link]
  /// The folder holding ``destination``, open since the walk reached it: the report is created
  /// and renamed relative to it (``ReportFile``), so the folder written is the folder walked and
  /// judged, whatever is renamed or replaced by a link on the way afterwards (the seventy-second
  /// attack's A72-5: a link swapped in and out of a middle folder while the run started sent 7
  /// to 19 reports in 100 to 150 runs outside the tree).
  let folder: FolderHandle

  /// Most links followed from `--output` to a file, as the system's `SYMLOOP_MAX` is on Linux.
  static let maximumLinks = 40

  /// Walks `path`.
  ///
  /// - Throws: ``OutputError`` naming `path` when it is relative and the working folder cannot
  ///   be found (``WorkingFolder``), a folder on the way does not exist or is not a
  ///   folder (the system's reason), a link cannot be read or its text is not valid UTF-8, or
  ///   more than ``maximumLinks`` links are met (a loop).
  init(_ path: String) throws {
    self = try Self.attempt(path).walked.get()
  }

  private init(_ walk: Walk, folder: FolderHandle) {
    destination = walk.current
    links = walk.links
    self.folder = folder
  }

  /// Walks `path` once, for both questions asked of an `--output`: where it leads (`walked`, the
  /// error ``init(_:)`` throws when it cannot be walked) and every symbolic link met on the way
  /// (`linksMet`, as (link, folder holding it)), also when the walk then fails (a missing folder
  /// in a link's target): the links whose targets were being walked when it stopped come last.
  /// What a repository's link may do is judged from these without the walk having to succeed,
  /// so whether a folder exists outside the input cannot change the answer.
  static func attempt(_ path: String) -> (
    walked: Result<OutputPath, OutputError>, linksMet: [LinkMet]
  ) {
    let walk = walk(path)
    let linksMet =
      (walk.links.map { ($0.path, $0.folder) } + walk.open.map { ($0.link, $0.folder) }).map {
        LinkMet(path: $0.0, folder: $0.1, isInSystemFolder: walk.systemFolderLinks.contains($0.0))
      }
    if walk.failure == nil, let folder = walk.folderOfDestination() {
      return (.success(OutputPath(walk, folder: folder)), linksMet)
    }
    let failure = walk.failure ?? InputFile.describe(errno: errno)
    return (
      .failure(OutputError("cannot write --output \(TerminalText.escaped(path)): \(failure)")), linksMet
    )
  }

  /// What walking a path gave: where it got to, the links finished and those still open, and
  /// the reason it stopped early, if it did.
  ///
  /// Every name is looked up relative to the folder reached so far, open as a descriptor
  /// (`fstatat`, `readlinkat`, `openat` with `O_NOFOLLOW`): a folder replaced by a link between
  /// two steps is not followed, and the folder kept at the end is the one the names led to.
  private final class Walk {
    var current: String
    var links: [Link] = []
    var open: [(link: String, folder: String, depth: Int)] = []
    /// The links met in a system folder (``SystemLinkFolders/isSystemFolder(_:)``), judged by the
    /// descriptor the walk held when it met them.
    var systemFolderLinks = Set<String>()
    var failure: String?
    /// The folder reached so far (`current` while it is a folder, else the folder holding it),
    /// open for looking names up; `-1` when it could not be opened (``failure`` says why).
    var descriptor: Int32 = -1
    /// Whether ``descriptor`` is open on ``current`` itself rather than on its folder.
    var descriptorIsCurrent = true
    /// The device and inode of each folder the walk went down through from `/` to
    /// ``descriptor``, the last that folder: a `..` must reach the one before it, so a folder
    /// the files being checked move while the walk is in it cannot lead the walk up into
    /// another place (the seventy-fifth attack's A75-1).
    var entered: [FileSystemPath.Identity] = []
    /// How many of ``entered`` a `..` may not go back through: the working folder and the
    /// folders holding it, when `$PWD` does not confirm where the working folder is (A75-1:
    /// the files being checked can move it into another folder before the run looks).
    var floor = 0

    init(current: String) { self.current = current }

    /// The identity of the folder open on ``descriptor``, or `nil`.
    private func identity() -> FileSystemPath.Identity? {
      var info = stat()
      return fstat(descriptor, &info) == 0 ? FileSystemPath.Identity(info) : nil
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Moves to the folder `name` names relative to the folder reached (`..` included); the
    /// system's error code when it cannot be opened there.
    func enter(_ name: String) -> Int32? {
      let next = openat(descriptor, name, ReportFile.folderFlags)
      guard next >= 0 else { return errno }
      close(descriptor)
      descriptor = next
      descriptorIsCurrent = true
      guard let reached = identity() else { return errno }
      if name == ".." {
        // `/`'s parent is `/`; any other `..` goes back to the folder the walk came through.
        if entered.count > 1 {
          guard entered.count > floor else { return EPERM }
          entered.removeLast()
          guard entered.last == reached else { return EXDEV }
        }
      } else {
        entered.append(reached)
      }
      return nil
    }

    /// Starts again from `/`, as an absolute link's text does.
    func restartAtRoot() -> Int32? {
      let root = openat(AT_FDCWD, "/", ReportFile.folderFlags)
      guard root >= 0 else { return errno }
      close(descriptor)
      descriptor = root
      descriptorIsCurrent = true
      current = "/"
      entered = identity().map { [$0] } ?? []
      floor = 0
      return nil
    }

    /// The folder holding ``current``, open: the descriptor itself when ``current`` is a name in
    /// it, else its parent (a path ending at a folder, which no report replaces; `errno` is set
    /// when it cannot be opened). `nil` for `/`, which has no folder.
    func folderOfDestination() -> FolderHandle? {
      guard descriptor >= 0 else { return nil }
      guard descriptorIsCurrent else { return FolderHandle(duplicating: descriptor) }
      guard current != "/" else { return FolderHandle(duplicating: descriptor) }
      let parent = openat(descriptor, "..", ReportFile.folderFlags)
      guard parent >= 0 else { return nil }
      return FolderHandle(owning: parent)
    }
  }

  private static func walk(_ path: String, floor: Int = 0) -> Walk {
    // A relative path is walked from `/` along the working folder as the shell names it
    // (`$PWD`, when it names the folder `getcwd` does): a working folder reached through a
    // link of the files being checked (`cd tree/ios`, `ios -> /elsewhere`) had the report
    // written where that link led, unjudged (the seventy-second attack's A72-9).
    // Else along the name `getcwd` gives: a walk always starts at `/`, so each `..` goes back
    // through a folder it came down through (A75-1: from `.`, a working folder the files being
    // checked moved into another folder took `-o ../report.json` there).
    if !BytePath.isAbsolute(path) {
      if let here = WorkingFolder.logicalPath() {
        return walk(BytePath.join(here, path))
      }
      // Where `getcwd` says the working folder is now, which `$PWD` does not confirm: the
      // path may not go up out of it.
      if let here = WorkingFolder.path() {
        return walk(BytePath.join(here, path), floor: BytePath.names(of: here).count + 1)
      }
      // A relative path in a folder `getcwd` cannot name (deleted, deeper than `PATH_MAX`) has
      // no place to start from; walking it from `/` wrote `-o tmp/x.json` over `/tmp/x.json`.
      let walk = Walk(current: "/")
      walk.failure = WorkingFolder.unknownReason()
      return walk
    }
    let walk = Walk(current: "/")
    if let error = walk.restartAtRoot() {
      walk.failure = InputFile.describe(errno: error)
      return walk
    }
    walk.floor = floor
    // Names still to walk, the next one last.
    var pending = Array(BytePath.names(of: path).reversed())
    var followed = 0
    func finishLinks() {
      while let last = walk.open.last, pending.count == last.depth {
        walk.open.removeLast()
        walk.links.append(Link(path: last.link, folder: last.folder, destination: walk.current))
      }
    }
    while let name = pending.popLast() {
      defer { finishLinks() }
      if name == "." { continue }
      if name == ".." {
        if let error = walk.enter("..") {
          walk.failure =
            switch error {
            case EXDEV:
              "a folder on its way was moved while it was walked; the report is not written where it now leads"
            case EPERM:
              "it goes up out of the working folder, and $PWD does not say where the working folder is (it was "
                + "moved, or $PWD is not set by a shell); name the report by an absolute path"
            default: InputFile.describe(errno: error)
            }
          return walk
        }
        walk.current = Self.parent(of: walk.current)
        continue
      }
      let candidate = Self.join(walk.current, name)
      var info = stat()
      guard fstatat(walk.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
        let error = errno
        // The file to write need not exist; a folder on the way must.
        guard error == ENOENT, pending.isEmpty else {
          walk.failure = InputFile.describe(errno: error)
          return walk
        }
        walk.current = candidate
        walk.descriptorIsCurrent = false
        continue
      }
      switch info.st_mode & S_IFMT {
      case S_IFLNK:
        followed += 1
        guard followed <= Self.maximumLinks else {
          walk.failure = "more than \(Self.maximumLinks) symbolic links in a row (a loop?)"
          return walk
        }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlinkat(walk.descriptor, name, &buffer, buffer.count - 1)
        guard length > 0 else {
          walk.failure =
            "cannot read the link \(TerminalText.escaped(candidate)): \(InputFile.describe(errno: errno))"
          return walk
        }
        // Read exactly, as `ConfinedLink` reads it: a text that is not UTF-8, repaired, would
        // name another path (`\xFF/../..` walked as `\u{FFFD}/../..` goes through a folder
        // named U+FFFD, which a repository can add), and the report would be written there.
        guard
          let target = String(validating: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        else {
          walk.failure =
            "the symbolic link \(TerminalText.escaped(candidate)) leads to a name that is not valid UTF-8, "
            + "which TypeFit does not follow"
          return walk
        }
        walk.open.append((candidate, walk.current, pending.count))
        if SystemLinkFolders.isSystemFolder(walk.descriptor) { walk.systemFolderLinks.insert(candidate) }
        pending += BytePath.names(of: target).reversed()
        if BytePath.isAbsolute(target), let error = walk.restartAtRoot() {
          walk.failure = InputFile.describe(errno: error)
          return walk
        }
      case S_IFDIR:
        // A folder is entered only when more names follow: the last one is the report's
        // name, looked up in the folder holding it.
        if !pending.isEmpty, let error = walk.enter(name) {
          // A folder replaced by a link since `fstatat` is not followed (ELOOP, ENOTDIR).
          walk.failure = InputFile.describe(errno: error)
          return walk
        }
        walk.current = candidate
        walk.descriptorIsCurrent = !pending.isEmpty
      default:
        guard pending.isEmpty else {
          walk.failure = InputFile.describe(errno: ENOTDIR)
          return walk
        }
        walk.current = candidate
        walk.descriptorIsCurrent = false
      }
    }
    if BytePath.endsWithSlash(path) {
      // `report/` names a folder, which a report cannot replace.
      var info = stat()
      guard stat(walk.current, &info) == 0 else {
        walk.failure = InputFile.describe(errno: ENOENT)
        return walk
      }
      guard info.st_mode & S_IFMT == S_IFDIR else {
        walk.failure = InputFile.describe(errno: ENOTDIR)
        return walk
      }
    }
    return walk
  }

  /// Whether `path` is `folder` or inside it (both absolute, without `..`), by bytes.
  static func isInside(_ path: String, _ folder: String) -> Bool {
    BytePath.isInside(path, folder)
  }

  private static func parent(of path: String) -> String {
    BytePath.folder(of: path)
  }

  private static func join(_ folder: String, _ name: String) -> String {
    BytePath.join(folder, name)
  }
}
