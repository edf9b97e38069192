import Foundation
import TypeFitInput
import TypeFitLocalization

/// Finds the `typefit.json` that applies to a check, as swift-format finds `.swift-format`:
/// the nearest one in each input's folder or its parent folders, up to the repository root (a
/// folder holding `.git`, a folder or a worktree's file); else the current directory's.
///
/// Outside a repository (no `.git` in the input's folder or above it) only the input's own
/// folder is searched (the folder given, or the folder of the file given), so a stray
/// `/tmp/typefit.json` never applies to `/tmp/x/app`.
///
/// Folders are walked by their path as given (made absolute), split and compared by bytes
/// (`BytePath`: a name starting with a combining mark is a name of its own), without
/// resolving links, so a
/// link inside the tree never leads the search outside it. A `typefit.json` that is itself a
/// link to a file outside the folder where the search stops (the repository root) is not used,
/// whether or not its target exists: ``Result/skipped`` names it, so the caller can say why.
///
/// ```swift
/// let found = ConfigurationLocator.locate(inputs: ["App/Resources"], currentDirectory: "/src/app")
/// found.path  // "/src/app/typefit.json" when App and App/Resources have none
/// ```
public enum ConfigurationLocator {
  /// The configuration file's name.
  public static let fileName = "typefit.json"

  /// Whether a file named `name` is ``fileName`` on a case-insensitive file system (macOS's
  /// default): equal to it once case-folded as `CaseTwinPaths` folds paths (`TypeFit.json`).
  public static func isConfigurationName(ignoringCase name: String) -> Bool {
    name == fileName || CaseTwinPaths.caseFolded(name) == fileName
  }

  /// What the search found.
  public struct Result: Sendable, Hashable {
    /// The file to use, or `nil` when there is none.
    public var path: String?
    /// Files named `typefit.json` not used because they link out of the tree.
    public var skipped: [String]
    /// Files named `typefit.json` not used because they link into a `.git` folder, whose
    /// files are never read (thirty-fourth attack A34-2: one linked to `.git/config` was read
    /// and its JSON error quoted the file).
    public var skippedIntoGitFolder: [String] = []
    /// The nearest configuration of each later input whose nearest file differs from
    /// ``path``, in input order without repeats (empty when every input that has one shares
    /// ``path``). One run applies one configuration, so a caller refuses the run when this is
    /// not empty rather than check an input with another input's file.
    public var conflicting: [String] = []
    /// Files whose name is `typefit.json` but for case (`TypeFit.json`), in a folder the search
    /// looked in: not used here, where names are compared by their bytes, but a case-insensitive
    /// file system (macOS's default) finds them, so the same checkout may apply them on a Mac
    /// (the fiftieth attack's A50-7; beside a `typefit.json` too, of which a Mac's checkout keeps
    /// one, A52-9). Folders so named are not listed. In search order, each once.
    public var misnamed: [String] = []
  }

  /// Searches for the configuration of `inputs`.
  ///
  /// - Parameters:
  ///   - inputs: the paths given on the command line (files or folders); those that do not
  ///     exist are passed over.
  ///   - currentDirectory: the folder relative paths are taken from, searched last; `nil` when
  ///     it cannot be found (`getcwd` failed: the folder was deleted): relative inputs are then
  ///     passed over, as the kernel finds nothing from a folder without a name, and no folder
  ///     is searched last. (Taken from `/`, `check tmp/x` in a deleted folder said the input
  ///     does not exist and used `/tmp/x/typefit.json`.)
  /// - Returns: the nearest configuration of the first input that has one (searched up to its
  ///   repository's root, or in its own folder only outside a repository), else the current
  ///   directory's, with the files passed over and the other inputs' different nearest files
  ///   (``Result/conflicting``).
  public static func locate(inputs: [String], currentDirectory: String?) -> Result {
    var skipped: [String] = []
    var skippedIntoGitFolder: [String] = []
    var found: [String] = []
    var misnamed: [String] = []
    // The folders searched, with their root: an input whose search reaches one has the rest of
    // it searched already (the folders above and the root are the same), so it stops there.
    // Each input searched and listed every folder up to its root, so many files named in one
    // folder (`check en.lproj/*.strings`) cost the square of their number (seventy-ninth
    // attack A79-5: 4,000 files, 87 s).
    var searched: Set<[ExactText]> = []
    let fileManager = FileManager.default
    for input in inputs {
      guard BytePath.isAbsolute(input) || currentDirectory != nil else { continue }
      var absolute = absolutePath(input, from: currentDirectory ?? "/")
      // `..` is taken lexically, so that links are not resolved; where that names another file
      // than the kernel finds (`app/up/../app` with `up` a link), the kernel's is searched, by
      // its real path (thirteenth attack A13-7: no configuration, 0 errors where `app` gave 22).
      let written = BytePath.isAbsolute(input) ? input : (currentDirectory ?? "/") + "/" + input
      if let identity = FileSystemPath.identity(written), FileSystemPath.identity(absolute) != identity,
        let real = FileSystemPath.resolved(written)
      {
        absolute = real
      }
      var isFolder: ObjCBool = false
      guard fileManager.fileExists(atPath: absolute, isDirectory: &isFolder) else { continue }
      var folder = isFolder.boolValue ? absolute : parent(of: absolute)
      let root = repositoryRoot(above: folder) ?? folder
      let realRoot = FileSystemPath.resolved(root)
      while searched.insert([ExactText(root), ExactText(folder)]).inserted {
        let candidate = join(folder, fileName)
        switch placement(candidate, folder: folder, realRoot: realRoot) {
        case .none: noteMisnamed(in: folder, realRoot: realRoot, &misnamed)
        case .usable:
          // Beside it, a name that differs only in case is its twin: a Mac's checkout keeps one.
          noteMisnamed(in: folder, realRoot: realRoot, &misnamed)
          if !found.contains(where: { isSameFile($0, candidate) }) { found.append(candidate) }
        case .linksOut:
          if !skipped.contains(where: { BytePath.isSame($0, candidate) }) { skipped.append(candidate) }
        case .linksIntoGitFolder:
          if !skippedIntoGitFolder.contains(where: { BytePath.isSame($0, candidate) }) {
            skippedIntoGitFolder.append(candidate)
          }
        }
        if found.contains(where: { isSameFile($0, candidate) }) { break }
        if BytePath.isSame(folder, root) || folder == "/" { break }
        folder = parent(of: folder)
      }
    }
    var result = Result(path: nil, skipped: skipped, skippedIntoGitFolder: skippedIntoGitFolder)
    result.misnamed = misnamed
    if let first = found.first {
      result.path = first
      result.conflicting = Array(found.dropFirst())
      return result
    }
    guard let currentDirectory else { return result }
    let folder = absolutePath(currentDirectory, from: "/")
    let here = join(folder, fileName)
    let realFolder = FileSystemPath.resolved(folder)
    switch placement(here, folder: folder, realRoot: realFolder) {
    case .none: noteMisnamed(in: folder, realRoot: realFolder, &result.misnamed)
    case .usable: result.path = here
    case .linksOut: result.skipped.append(here)
    case .linksIntoGitFolder: result.skippedIntoGitFolder.append(here)
    }
    return result
  }

  /// The repository of `folder`: the deepest folder at or above it that holds `.git` (a folder,
  /// or the file of a worktree), reached without a symbolic link inside a repository; `nil`
  /// when there is none (`RepositoryBoundary.repositoryRoot(above:)` of TypeFitInput).
  ///
  /// - Parameter folder: an absolute path without `.` or `..`; it is walked by name, links not
  ///   resolved.
  public static func repositoryRoot(above folder: String) -> String? {
    RepositoryBoundary.repositoryRoot(above: folder)
  }

  /// Whether `path`, a file the command line names (`--config FILE`, `--stack FILE`), reaches
  /// outside its repository through a symbolic link: the file itself a link out, or a folder
  /// on its way that leads out. The repository is the nearest folder above the file holding
  /// `.git`, else the file's own folder, as for the configuration found by the search. A
  /// workflow names a file of the repository, which a pull request can make a link to any file
  /// on the machine running the check (thirteenth attack A13-13: a link to
  /// `~/.docker/config.json` had its member names, and a stack-shaped file its names, printed
  /// in messages and reports). The link is judged without looking outside the repository
  /// (`ConfinedLink`), the same whether or not its target exists.
  ///
  /// - Returns: `false` for a path that does not exist (its read says so) or cannot be made
  ///   absolute.
  public static func leadsOutOfRepository(_ path: String, currentDirectory: String?) -> Bool {
    RepositoryBoundary.leadsOut(path, currentDirectory: currentDirectory)
  }

  /// The real path of the repository `path` belongs to (the nearest folder above it holding
  /// `.git`, else its own folder), which a file read through it must stay inside: the reader
  /// compares the real path of the file it opened with it, so a link swapped in after
  /// ``leadsOutOfRepository(_:currentDirectory:)`` judged the path is caught (fourteenth attack
  /// A14-2). `nil` when the path cannot be made absolute or its repository does not exist.
  public static func repositoryRealPath(of path: String, currentDirectory: String?) -> String? {
    RepositoryBoundary.repository(of: path, currentDirectory: currentDirectory)?
      .realRoot
  }

  /// What a `typefit.json` candidate is to the search.
  private enum Placement {
    /// Nothing there, or its folder is not inside the root (a folder given through a link
    /// out): not looked at.
    case none
    /// A file inside the root, or a link that stays inside it (a dangling one too: it is
    /// reported when read).
    case usable
    /// A link that leads out of the root: not used, named in ``Result/skipped``.
    case linksOut
    /// A link that leads into a `.git` folder the root does not hold: not used, named in
    /// ``Result/skippedIntoGitFolder``.
    case linksIntoGitFolder
  }

  /// Where `candidate`, in `folder` (both as given, absolute), stands against the root whose
  /// real path is `realRoot` (`nil` when it cannot be resolved: nothing is used). A link is
  /// judged without looking at anything outside the root (`ConfinedLink`), so a link to a
  /// missing file outside gives the same answer as one to an existing file: the search must
  /// not tell a pull request what exists on the machine running the check.
  private static func placement(_ candidate: String, folder: String, realRoot: String?) -> Placement {
    guard let realRoot, let realFolder = FileSystemPath.resolved(folder),
      BytePath.isInside(realFolder, realRoot)
    else { return .none }
    switch FileSystemPath.kindNotFollowing(candidate) {
    case nil: return .none
    case .symbolicLink:
      let link = BytePath.join(realFolder, fileName)
      switch ConfinedLink.resolve(link, inFolder: realFolder, roots: [realRoot]) {
      case .outside: return .linksOut
      case .inside(let target) where VersionControlFolder.isEntered(by: target, roots: [realRoot]):
        return .linksIntoGitFolder
      case .inside, .unresolvable: return .usable
      }
    default: return .usable
    }
  }

  /// Adds to `misnamed` the entries of `folder` (inside the root whose real path is `realRoot`)
  /// whose names are `typefit.json` but for case, compared as ``CaseTwinPaths`` compares paths;
  /// a folder that cannot be listed adds nothing (the input's own walk reports it).
  private static func noteMisnamed(in folder: String, realRoot: String?, _ misnamed: inout [String]) {
    guard let realRoot, let realFolder = FileSystemPath.resolved(folder),
      BytePath.isInside(realFolder, realRoot),
      let entries = try? FileSystemPath.entries(ofFolder: folder)
    else { return }
    // Files and links only: a folder so named is no configuration anywhere (A52-9).
    for entry in entries where entry.kind == .regularFile || entry.kind == .symbolicLink {
      guard let name = entry.name, name != fileName, isConfigurationName(ignoringCase: name) else { continue }
      let path = join(folder, name)
      if !misnamed.contains(where: { BytePath.isSame($0, path) }) { misnamed.append(path) }
    }
  }

  /// Whether two configurations are one file: one path, or two paths to one device and inode
  /// (thirteenth attack A13-8: `check lnk app` with `lnk -> app` was refused as two
  /// configurations).
  private static func isSameFile(_ first: String, _ second: String) -> Bool {
    if BytePath.isSame(first, second) { return true }
    guard let identity = FileSystemPath.identity(first) else { return false }
    return FileSystemPath.identity(second) == identity
  }

  /// Whether something is at `path`, without following a last link (a dangling link counts).
  private static func exists(_ path: String) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: path)) != nil
  }

  /// `path` made absolute from `base` and normalized lexically (`.` and `..` removed; links
  /// not resolved).
  static func absolutePath(_ path: String, from base: String) -> String {
    BytePath.absolute(path, from: base)
  }

  private static func parent(of path: String) -> String {
    BytePath.folder(of: path)
  }

  private static func join(_ folder: String, _ name: String) -> String {
    BytePath.join(folder, name)
  }
}
