import Foundation

/// The Git repository a path lies in, and whether a path named in it leads out of it through
/// a symbolic link.
///
/// In CI the workflow names fixed paths (`App/`, `typefit.json`, a `--stack` file) and the pull
/// request decides what they are: a committed symbolic link put in place of one of them leads
/// the run to any file on the machine (thirteenth attack A13-13 for `--config`/`--stack`;
/// fifteenth attack A15-12 for the inputs themselves). The repository is the nearest folder
/// above the path holding `.git`, reached without a link inside a repository
/// (``repositoryRoot(above:)``); links are judged without looking outside it
/// (``ConfinedLink``), the same whether or not their targets exist.
package enum RepositoryBoundary {
  /// The repository of `folder`: walking down from `/` by name, the deepest folder at or above
  /// it that holds `.git` (a folder, or the file of a worktree), but no deeper than the first
  /// symbolic link met inside a repository; `nil` when there is none. A link above every
  /// repository (macOS's `/tmp`, a system's `/home`) is the system's; a link inside one is the
  /// repository's own, and may lead to another checkout whose `.git` would otherwise be taken
  /// for the repository (`OtherRoot -> ../otherrepo`, so `OtherRoot/App` was judged inside
  /// `OtherRoot`: the sixteenth attack's A16-1). Every judgement of "inside the repository"
  /// starts here: inputs, `--config`, `--stack` and the configuration found.
  ///
  /// - Parameter folder: an absolute path without `.` or `..`; it is walked by name, links not
  ///   resolved.
  ///
  /// A `.git` counts only when it is what Git leaves (``GitMarker``): an empty folder or file
  /// named `.git`, which a tarball or a Docker context can hold, made its folder the repository
  /// and the folder above it unguarded (the seventieth attack's A70-10). A `.git` file naming a
  /// Git folder inside the repository around it (a submodule's `gitdir: ../.git/modules/App`)
  /// leaves that repository the root: the submodule is part of its checkout.
  package static func repositoryRoot(above folder: String) -> String? {
    var current = "/"
    var root: String? = GitMarker(in: current) != nil ? current : nil
    // Each name is looked up in the folder reached so far, open as a descriptor: one step of the
    // kernel's walk per name. Asked by path, each name cost a walk from `/`, a time growing with
    // the square of the depth (a thousand folders deep, 4,000 lookups per input: the
    // seventy-second attack's A72-12).
    var descriptor = openat(AT_FDCWD, "/", FileSystemPath.placeOnly | O_DIRECTORY | O_CLOEXEC)
    defer { if descriptor >= 0 { close(descriptor) } }
    for name in BytePath.names(of: folder) {
      let next = BytePath.join(current, name)
      // A path past the system's limit (PATH_MAX) names nothing the system opens: the walk by
      // descriptor would go on below it, and judging each link there resolved a path longer
      // at every step (`x/` 30,000 times through `x -> .`, A71-12's input, timed out).
      guard next.utf8.count <= Int(PATH_MAX) else { break }
      var info = stat()
      guard descriptor >= 0, fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { break }
      if info.st_mode & S_IFMT == S_IFLNK {
        if root != nil { return root }
        // A `.git` reached through a link that leaves its folder is where the link leads, not
        // the path's: a tree's `Sources -> /some/repository` made that repository the input's,
        // and nothing on its way was judged (the seventy-first attack's A71-2).
        if leavesItsFolder(next) { return nil }
      }
      current = next
      // Entered as the path's own walk enters it, a link followed; a name that is no folder
      // ends the walk, as nothing lies below it.
      let entered = openat(descriptor, name, FileSystemPath.placeOnly | O_DIRECTORY | O_CLOEXEC)
      close(descriptor)
      descriptor = entered
      guard descriptor >= 0 else { break }
      // Most folders hold no `.git`: one lookup says so.
      var marker = stat()
      guard fstatat(descriptor, ".git", &marker, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      switch GitMarker(in: current) {
      case .repository?: root = current
      case .file(let gitFolder)?:
        if let outer = root, let realOuter = FileSystemPath.resolved(outer),
          BytePath.isInside(gitFolder, realOuter)
        {
          continue
        }
        root = current
      case nil: break
      }
    }
    return root
  }

  /// What a folder's `.git` says of it.
  package enum GitMarker: Equatable {
    /// A repository's own Git folder (holding `HEAD` or `config`).
    case repository
    /// A `gitdir:` file (a submodule's or a worktree's) and the real path of the Git folder it
    /// names, which holds `HEAD` or `config`.
    case file(gitFolder: String)

    /// The marker of `folder`, or `nil` when its `.git` is missing, a link, an empty or other
    /// folder, or a file that is not `gitdir: PATH` (at most 4,096 bytes) naming a Git folder.
    package init?(in folder: String) {
      let path = BytePath.join(folder, ".git")
      switch FileSystemPath.kindNotFollowing(path) {
      case .folder:
        guard Self.isGitFolder(path) else { return nil }
        self = .repository
      case .regularFile:
        guard let bytes = try? InputFile.read(path, maximumSize: 4_096),
          bytes.starts(with: Array("gitdir:".utf8))
        else { return nil }
        let line = String(decoding: bytes.dropFirst(7).prefix { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
        let named = line.trimmingCharacters(in: .whitespaces)
        guard !named.isEmpty, let real = FileSystemPath.resolved(BytePath.absolute(named, from: folder)),
          Self.isGitFolder(real)
        else { return nil }
        self = .file(gitFolder: real)
      default:
        return nil
      }
    }

    /// Whether `path` is a folder holding `HEAD` or `config` as regular files.
    private static func isGitFolder(_ path: String) -> Bool {
      ["HEAD", "config"].contains { FileSystemPath.kind(BytePath.join(path, $0)) == .regularFile }
    }
  }

  /// `path` made absolute from `currentDirectory`, its folder, the real path of its
  /// repository (the nearest folder above holding `.git`, else the path's own folder), and
  /// whether a repository was found (`false`: the boundary is the folder). `nil` when the path
  /// cannot be made absolute, its folder does not exist, or the path names an open descriptor
  /// (``DescriptorPath``: what is open on it is in no folder the path could name, and is read
  /// as what it is).
  package static func repository(of path: String, currentDirectory: String?)
    -> (absolute: String, folder: String, realRoot: String, isRepository: Bool)?
  {
    guard DescriptorPath.descriptor(named: path) == nil else { return nil }
    guard BytePath.isAbsolute(path) || currentDirectory != nil else { return nil }
    var absolute = BytePath.absolute(path, from: currentDirectory ?? "/")
    // `App/` names the folder `App`: the link, when `App` is one, is what is judged.
    while absolute.count > 1, absolute.hasSuffix("/") { absolute.removeLast() }
    let folder = BytePath.folder(of: absolute)
    let found = repositoryRoot(above: folder)
    guard let realRoot = FileSystemPath.resolved(found ?? folder) else { return nil }
    return (absolute, folder, realRoot, found != nil)
  }

  /// Whether `path` reaches outside its repository through a symbolic link: the path itself a
  /// link out, or a folder on its way that leads out. With no `.git` above it, the path's own
  /// folder stands for the repository (`--config`, `--stack`).
  ///
  /// - Returns: `false` for a path that does not exist (its read says so), cannot be made
  ///   absolute, or names an open descriptor (``DescriptorPath``).
  package static func leadsOut(_ path: String, currentDirectory: String?) -> Bool {
    guard let found = repository(of: path, currentDirectory: currentDirectory) else { return false }
    return leadsOut(found.absolute, folder: found.folder, boundary: found.realRoot)
  }

  /// Whether `absolute` (no `.`, `..` or trailing `/`), in `folder`, reaches outside the folder
  /// whose real path is `boundary`: its folder's real path is not inside it, or it is itself a
  /// link that leads out (judged without looking outside, ``ConfinedLink``). `false` when its
  /// folder does not exist.
  private static func leadsOut(_ absolute: String, folder: String, boundary: String) -> Bool {
    guard let realFolder = FileSystemPath.resolved(folder) else { return false }
    guard BytePath.isInside(realFolder, boundary) else { return true }
    guard FileSystemPath.kindNotFollowing(absolute) == .symbolicLink else { return false }
    let link = BytePath.join(realFolder, BytePath.lastName(of: absolute))
    return ConfinedLink.resolve(link, inFolder: realFolder, roots: [boundary]) == .outside
  }

  /// Why an input path the command line names (a folder or file to check) is not read, or
  /// `nil` when it may be: it leads out of its boundary through a symbolic link, itself or a
  /// folder on its way. The boundary is the input's Git repository (A15-12); outside every
  /// repository it is the working folder when the input lies below it as written (a checkout
  /// without `.git`: a tarball, a Docker context, `GIT_STRATEGY=none`, where the pull request
  /// could make `Sources/App` a link to `../../../secret` (twenty-sixth attack A26-10)), and
  /// otherwise the folder holding the folder the path names: a folder's parent, a file's
  /// folder's parent (A16-7; A28-4: a file's own folder may be the link); a relative path from a
  /// working folder outside every repository is also bounded by the deepest folder it shares
  /// with the working folder, unless that is `/` (A28-4 (b): `cd tree/en.lproj; check
  /// ../Res/en.lproj`, `tree/Res` a link out). A working folder of `/` bounds nothing. The link's text is the repository's own and is returned raw: the caller
  /// escapes it for the terminal.
  ///
  /// - Parameter outcome: what is done instead, after the `; `; by default `not read. Name the
  ///   folder it leads to, if that is the one meant` (`file` for a path that is no folder).
  package static func inputRefusal(_ path: String, currentDirectory: String?, outcome: String? = nil)
    -> String?
  {
    judgeInput(path, currentDirectory: currentDirectory, outcome: outcome).refusal
  }

  /// ``inputRefusal(_:currentDirectory:outcome:)`` with, for a path that may be read, the real
  /// path of the folder it was judged to stay inside, which the walk holds it to
  /// (``InputJudgement/bind(_:)``).
  package static func judgeInput(_ path: String, currentDirectory: String?, outcome: String? = nil)
    -> InputJudgement
  {
    // A relative path that goes up is taken from where the working folder is now, which a
    // process of the tree being checked can move it to (A76-1, A77-1). (`outcome` speaks of
    // where a link leads, so it is not used.)
    if let refusal = WorkingFolder.goingUpRefusal(path) { return .refused(refusal) }
    return judgeLinks(path, currentDirectory: currentDirectory, outcome: outcome)
  }

  /// ``judgeInput(_:currentDirectory:outcome:)`` without the going-up rule
  /// (``WorkingFolder/goingUpRefusal(_:)``), for a caller that asked it already: whether `path`
  /// leads out of its boundary through a symbolic link.
  package static func judgeLinks(_ path: String, currentDirectory: String?, outcome: String? = nil)
    -> InputJudgement
  {
    if let link = linkBeforeParent(path, currentDirectory: currentDirectory) {
      return .refused(
        "`..` after the symbolic link \(link) goes up from where that link leads, not from the folder "
          + "holding it; "
          + (outcome ?? "not read. Name the folder meant without going through the link"))
    }
    guard
      let (absolute, folder, realRoot, isRepository) = repository(
        of: path, currentDirectory: currentDirectory)
    else { return .allowed(boundary: nil) }
    let isFolder = FileSystemPath.kind(absolute) == .folder
    var boundary = (name: "its repository", realPath: realRoot)
    if !isRepository {
      // The working folder by its real path or, for a path written from `$PWD` through a link,
      // by the name the shell gives it (A28-4).
      let named = [currentDirectory, currentDirectory == nil ? nil : WorkingFolder.logicalPath()].compactMap {
        $0
      }
      if let here = named.first(where: { $0 != "/" && BytePath.isBelow(absolute, $0) }),
        let realWorkingFolder = FileSystemPath.resolved(here)
      {
        boundary = ("the working folder, \(here), as no repository holds it", realWorkingFolder)
      } else {
        // The folder holding the folder the path names: a file's own folder may be the link
        // (`tree/de.lproj/Localizable.strings`, `de.lproj -> ../outside`), and bounded by itself
        // it never led out (twenty-eighth attack A28-4).
        let bound = isFolder ? folder : BytePath.folder(of: folder)
        guard let realBound = FileSystemPath.resolved(bound) else { return .allowed(boundary: nil) }
        boundary = ("its folder, \(bound), as no repository holds it", realBound)
        // And, for a path written relative to a working folder that no repository holds either,
        // the deepest folder the two share as written, unless that is `/`: from `tree/en.lproj`,
        // `../Res/en.lproj` went through `tree/Res -> ../outside`, a link in the unversioned
        // checkout the run started in (A28-4 (b)). An absolute path (`~/work/App`, the corpus a
        // test names) and a working folder in a repository (a clone beside its `../shared`
        // link) keep the bound above: the links above the path's folder are the user's.
        if !BytePath.isAbsolute(path), let here = currentDirectory,
          RepositoryBoundary.repositoryRoot(above: here) == nil,
          !leadsOut(absolute, folder: folder, boundary: boundary.realPath)
        {
          let shared = BytePath.sharedFolder(here, absolute)
          if shared != "/", BytePath.isBelow(absolute, shared),
            let realShared = FileSystemPath.resolved(shared),
            leadsOut(absolute, folder: folder, boundary: realShared)
          {
            boundary = (
              "the folder it shares with the working folder, \(shared), as no repository holds it", realShared
            )
          }
        }
      }
    }
    guard leadsOut(absolute, folder: folder, boundary: boundary.realPath) else {
      // With no repository, and a working folder in none that does not hold the input (`/`, as
      // in Docker and cron, `/tmp`, a folder beside the tree or inside it), nothing says where
      // the input's tree begins: a link further up its way (`src/Sources -> /elsewhere` for
      // `src/Sources/App`) went unjudged, and the files it leads to were read into the report
      // (the seventieth attack's A70-12, a way round A26-10's fix; the seventy-first's A71-3 from
      // a folder beside the tree). Every link on the way must then stay inside the folder holding
      // it. From a working folder in a repository (a clone beside its `../shared` link), the links
      // above the bound are the user's, as before.
      let unplaced =
        currentDirectory.map {
          $0 == "/" || (repositoryRoot(above: $0) == nil && !BytePath.isBelow(absolute, $0))
        } ?? true
      guard !isRepository, unplaced, let link = firstLinkOut(onWayTo: absolute) else {
        return .allowed(boundary: boundary.realPath)
      }
      return .refused(
        "a folder on its way, \(link), is a symbolic link leading outside the folder holding it (to "
          + "\(FileSystemPath.shownLinkText(link))), and no repository or working folder holds the input to say "
          + "where its tree begins; "
          + (outcome
            ?? "not read. Name the \(isFolder ? "folder" : "file") by its real path, or run from the folder "
            + "holding the tree"))
    }
    let how =
      FileSystemPath.isSymbolicLink(absolute)
      ? "a symbolic link leading outside \(boundary.name) (to \(FileSystemPath.shownLinkText(absolute)))"
      : "a folder on its way is a symbolic link leading outside \(boundary.name)"
    return .refused(
      how + "; "
        + (outcome
          ?? "not read. Name the \(isFolder ? "folder" : "file") it leads to, if that is the one meant"))
  }

  /// The first folder on the way to `absolute` (an absolute path without `.` or `..`), below `/`
  /// and above its last name, that is a symbolic link leading outside the folder holding it
  /// (judged without looking outside, ``ConfinedLink``), or `nil`. A link that stays inside its
  /// folder (macOS's `/tmp -> private/tmp`) passes.
  package static func firstLinkOut(onWayTo absolute: String) -> String? {
    var current = "/"
    for name in BytePath.names(of: absolute).dropLast() {
      let next = BytePath.join(current, name)
      if FileSystemPath.kindNotFollowing(next) == .symbolicLink, leavesItsFolder(next) { return next }
      current = next
    }
    return nil
  }

  /// Whether the symbolic link `link` (an absolute path) leads outside the folder holding it,
  /// judged without looking outside (``ConfinedLink``).
  private static func leavesItsFolder(_ link: String) -> Bool {
    guard let realFolder = FileSystemPath.resolved(BytePath.folder(of: link)) else { return false }
    let real = BytePath.join(realFolder, BytePath.lastName(of: link))
    return ConfinedLink.resolve(real, inFolder: realFolder, roots: [realFolder]) == .outside
  }

  /// The first symbolic link in `path` as written that a `..` after it goes up from, or `nil`.
  ///
  /// Paths are judged with `..` taken away by name (``BytePath/absolute(_:from:)``), but the
  /// system takes `..` from where a link leads: `tree/lnk/../App`, `lnk` a link to
  /// `../../outside/deep`, is `outside/App`, not `tree/App`, and was read although `tree/lnk`
  /// is refused (twenty-ninth attack A29-3, with and without a repository). Walking the names
  /// in order, each `..` checks whether the name it takes away is a link. `currentDirectory`
  /// is the working folder by its real path, so only names the path wrote can be links.
  package static func linkBeforeParent(_ path: String, currentDirectory: String?) -> String? {
    var current = BytePath.isAbsolute(path) ? "/" : (currentDirectory ?? "/")
    for name in BytePath.names(of: path) {
      switch name {
      case ".": continue
      case "..":
        if current != "/", FileSystemPath.kindNotFollowing(current) == .symbolicLink { return current }
        current = BytePath.folder(of: current)
      default: current = BytePath.join(current, name)
      }
    }
    return nil
  }
}
