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

  /// The file written: a real folder (no links, no `.` or `..`) and a name that is not a link.
  let destination: String
  /// The links followed, in the order their targets were finished (a link inside another
  /// link's target comes first).
  let links: [Link]

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

  private init(_ walk: Walk) {
    destination = walk.current
    links = walk.links
  }

  /// Walks `path` once, for both questions asked of an `--output`: where it leads (`walked`, the
  /// error ``init(_:)`` throws when it cannot be walked) and every symbolic link met on the way
  /// (`linksMet`, as (link, folder holding it)), also when the walk then fails (a missing folder
  /// in a link's target): the links whose targets were being walked when it stopped come last.
  /// What a repository's link may do is judged from these without the walk having to succeed,
  /// so whether a folder exists outside the input cannot change the answer.
  static func attempt(_ path: String) -> (
    walked: Result<OutputPath, OutputError>, linksMet: [(path: String, folder: String)]
  ) {
    let walk = walk(path)
    let linksMet = walk.links.map { ($0.path, $0.folder) } + walk.open.map { ($0.link, $0.folder) }
    guard let failure = walk.failure else { return (.success(OutputPath(walk)), linksMet) }
    return (
      .failure(OutputError("cannot write --output \(TerminalText.escaped(path)): \(failure)")), linksMet
    )
  }

  /// What walking a path gave: where it got to, the links finished and those still open, and
  /// the reason it stopped early, if it did.
  private struct Walk {
    var current: String
    var links: [Link] = []
    var open: [(link: String, folder: String, depth: Int)] = []
    var failure: String?
  }

  private static func walk(_ path: String) -> Walk {
    let start = BytePath.isAbsolute(path) ? "/" : WorkingFolder.path()
    var walk = Walk(current: start ?? "/")
    // A relative path in a folder `getcwd` cannot name (deleted, deeper than `PATH_MAX`) has no
    // place to start from; walking it from `/` wrote `-o tmp/x.json` over `/tmp/x.json`.
    guard start != nil else {
      walk.failure = WorkingFolder.unknownReason()
      return walk
    }
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
        walk.current = Self.parent(of: walk.current)
        continue
      }
      let candidate = Self.join(walk.current, name)
      var info = stat()
      guard lstat(candidate, &info) == 0 else {
        let error = errno
        // The file to write need not exist; a folder on the way must.
        guard error == ENOENT, pending.isEmpty else {
          walk.failure = InputFile.describe(errno: error)
          return walk
        }
        walk.current = candidate
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
        let length = readlink(candidate, &buffer, buffer.count - 1)
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
        pending += BytePath.names(of: target).reversed()
        if BytePath.isAbsolute(target) { walk.current = "/" }
      case S_IFDIR:
        walk.current = candidate
      default:
        guard pending.isEmpty else {
          walk.failure = InputFile.describe(errno: ENOTDIR)
          return walk
        }
        walk.current = candidate
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
