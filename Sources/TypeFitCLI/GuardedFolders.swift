import Foundation
import TypeFitInput

/// The folders whose symbolic links the files being checked may have put there, so that
/// `--output` is never written through them (``OutputDestination``).
///
/// A pull request controls every file of its checkout, links included. Where the checkout
/// begins is known when it is a Git repository: the nearest folder at or above an input holding
/// `.git` (Git never checks out a path named `.git`, so a pull request cannot move it); a link
/// above it is the user's (`~/Desktop -> /mnt/…`, twenty-sixth attack A26-3). Outside every
/// repository (a tarball, a Docker context, `GIT_STRATEGY=none`) it is not known, so the folder
/// holding the input's folder and every folder an input shares with the output's way are taken
/// to be the checkout's (A25-1). The working folder is guarded too (CI runs in the checkout),
/// unless it is `/` (which holds every link of the machine: A26-4) or a folder in no repository
/// above the inputs' repositories, with no input outside a repository (a user's home folder
/// holding the app's checkout).
struct GuardedFolders {
  /// Who may have put a guarded link there.
  enum Owner {
    /// An input's Git repository, or the working folder's.
    case repository
    /// Files outside every repository, whose checkout's extent is not known.
    case checkout
    /// The folder holding an input that is itself a repository's root: a tarball or a Docker
    /// context can hold a `.git` of its own, and a `.git` cannot tell a checkout's from one the
    /// tree brought (the seventy-first attack's A71-1).
    case besideRepositoryRoot
  }

  /// The real paths of the inputs' repositories.
  private var repositories: [String] = []
  /// For each input outside every repository, the real path of the folder holding its folder.
  private var besideInputs: [String] = []
  /// For each input that is a repository's root folder, the real path of the folder holding it.
  private var besideRepositoryRoots: [String] = []
  /// The real folders of inputs outside every repository.
  private var inputFolders: [String] = []
  /// The links the inputs' own paths go through: the user's choice for them.
  private var inputLinks = Set<String>()
  /// The links the paths of inputs refused for leading out of their tree go through
  /// (`RepositoryBoundary.inputRefusal`): the tree's.
  private var refusedInputLinks = Set<String>()
  /// The working folder's real path and owner, when it is guarded.
  private var workingFolder: (path: String, owner: Owner)?

  /// Finds the guarded folders of `inputs` (paths as the command line gives them; `-` is
  /// skipped). An input that cannot be read guards its path as written all the same: a pull
  /// request can delete the app's folder, or make it a dangling link, and had every guard
  /// switched off that way (twenty-sixth attack A26-1); its path is taken from its nearest
  /// folder that exists.
  init(inputs: [String]) {
    // A path longer than the system's limit (PATH_MAX, 4,096 bytes on Linux) names no file the
    // system will open, so it guards nothing; its folders, each resolved in turn, took time
    // growing with the square of its length (`x/` 30,000 times through `x -> .`: 16.6 s, the
    // seventy-first attack's A71-12).
    let workingPath = WorkingFolder.path()
    for input in inputs where input != "-" && input.utf8.count <= Int(PATH_MAX) {
      var info = stat()
      let exists = stat(input, &info) == 0
      let absolute = WorkingFolder.absolute(input) ?? input
      let folder = exists && info.st_mode & S_IFMT == S_IFDIR ? absolute : BytePath.folder(of: absolute)
      let real = Self.nearestExisting(folder)
      var inRepository = false
      // By the path as given and by its real path (an input given through a link), which may
      // differ only in bytes (Unicode normalization): both are judged.
      for start in [folder, real ?? folder] {
        if let root = RepositoryBoundary.repositoryRoot(above: start) {
          inRepository = true
          repositories += Self.nearestExisting(root).map { [$0] } ?? []
          if root == start {
            besideRepositoryRoots += Self.nearestExisting(BytePath.folder(of: start)).map { [$0] } ?? []
          }
        } else {
          besideInputs += Self.nearestExisting(BytePath.folder(of: start)).map { [$0] } ?? []
        }
      }
      if let real, !inRepository { inputFolders.append(real) }
      if exists {
        let links = OutputPath.attempt(input).linksMet
        // The links of an input that is not read for leading out of its tree are the tree's,
        // not the user's choice: `--output` is not written through them either (A70-12).
        if RepositoryBoundary.inputRefusal(input, currentDirectory: workingPath) == nil {
          inputLinks.formUnion(links.map(\.path))
        } else {
          refusedInputLinks.formUnion(links.map(\.path))
        }
      }
    }
    guard let here = workingPath.flatMap(FileSystemPath.resolved), here != "/" else { return }
    if RepositoryBoundary.repositoryRoot(above: here) != nil {
      workingFolder = (here, .repository)
    } else if !inputFolders.isEmpty || !repositories.contains(where: { BytePath.isBelow($0, here) }) {
      workingFolder = (here, .checkout)
    }
  }

  /// Who may have put `link` (met on `--output`'s way, in the real folder `folder`) there, or
  /// `nil` when it is the user's and is followed.
  func owner(of link: (path: String, folder: String)) -> Owner? {
    if refusedInputLinks.contains(link.path) { return .checkout }
    if repositories.contains(where: { BytePath.isInside(link.folder, $0) }) { return .repository }
    if let workingFolder, BytePath.isInside(link.folder, workingFolder.path) { return workingFolder.owner }
    if besideRepositoryRoots.contains(link.folder) { return .besideRepositoryRoot }
    if besideInputs.contains(where: { BytePath.isInside(link.folder, $0) }) || leadsOutOfSharedFolder(link) {
      return .checkout
    }
    return nil
  }

  /// Whether `link` leads out of the deepest folder it shares with an input outside every
  /// repository (twenty-fifth attack A25-1): a link beside the input's folder's parent
  /// (`src/typefit.sarif -> ../../victim` for the input `src/Sources/App`) sits in a folder
  /// holding both, which may be the tree's. It is refused unless the input's own path goes
  /// through the same link. A shared folder of `/` says nothing, and a link that stays inside
  /// the shared folder (`/tmp/mine/reports -> /tmp/elsewhere` for an input in `/tmp/app`) is
  /// followed.
  private func leadsOutOfSharedFolder(_ link: (path: String, folder: String)) -> Bool {
    guard !inputLinks.contains(link.path) else { return false }
    return inputFolders.contains { input in
      let shared = BytePath.sharedFolder(link.folder, input)
      return shared != "/"
        && ConfinedLink.resolve(link.path, inFolder: link.folder, roots: [shared]) == .outside
    }
  }

  /// The real path of `path`, or of its nearest parent folder that exists; `nil` when not even
  /// `/` resolves.
  private static func nearestExisting(_ path: String) -> String? {
    var probe = path
    while true {
      if let real = FileSystemPath.resolved(probe) { return real }
      guard probe != "/", !probe.isEmpty else { return nil }
      probe = BytePath.folder(of: probe)
    }
  }
}
