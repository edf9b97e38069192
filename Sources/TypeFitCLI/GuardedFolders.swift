import Foundation
import TypeFitInput

/// The folders whose symbolic links `--output` may go through: `/`, the user's home folder and
/// the folders holding it. A link anywhere else may be one the files being checked brought, and
/// is not written through (``OutputDestination``).
///
/// A pull request, a tarball or a Docker context controls every file of its tree, links
/// included, and nothing on disk says reliably where that tree begins: Git never checks out a
/// path named `.git`, but a tarball can bring one (`App/.git/HEAD`), and each rule that took a
/// `.git`, the working folder or the inputs' folders for the tree's edge was got round by the
/// next attack (A25-1, A26-1, A70-10, A71-1, and the seventy-second and seventy-third attacks'
/// A72-1, A72-8, A72-9, A73-2, A73-3, A73-9). What the user owns for certain is the system's
/// top (`/tmp -> private/tmp` on macOS) and the home folder (`~/Desktop -> /mnt/…`, the
/// twenty-sixth attack's A26-3; a home folder that is itself a link), so only links there are
/// followed.
///
/// The home folder (`$HOME`, as written and by its real path) counts only when it is an
/// existing folder that lies neither inside the working folder (other than `/`) nor in a folder
/// holding an input: a `HOME` a workflow points into the checkout, or the checkout unpacked in
/// the home folder itself, would make the tree's links the user's.
struct GuardedFolders {
  /// The real and written paths of the folders whose links are followed: `/`, and, when it
  /// counts, the home folder and every folder holding it.
  private(set) var followed: Set<String> = ["/"]
  /// Why `$HOME` does not count, when it is set and does not.
  private(set) var homeRefusal: String?

  /// The folders of a run whose inputs are `inputs` (paths as the command line gives them; `-`
  /// is skipped), from the working folder as `getcwd` and `$PWD` name it.
  ///
  /// - Parameter home: the user's home folder, `$HOME` by default.
  init(inputs: [String], home: String? = ProcessInfo.processInfo.environment["HOME"]) {
    let user = UserFolders.folders(home: home)
    let homes = user.homes
    guard user.refusal == nil else {
      homeRefusal = user.refusal
      return
    }
    guard !homes.isEmpty else { return }
    let workingFolders = [WorkingFolder.path(), WorkingFolder.logicalPath()].compactMap { $0 }
    if workingFolders.contains(where: { here in here != "/" && homes.contains { BytePath.isBelow($0, here) } }
    ) {
      homeRefusal = "it lies inside the working folder"
      return
    }
    // A path longer than the system's limit (PATH_MAX, 4,096 bytes on Linux) names no file
    // the system will open; it holds no home folder either (the seventy-first attack's A71-12).
    for input in inputs where input != "-" && input.utf8.count <= Int(PATH_MAX) {
      let bases = BytePath.isAbsolute(input) ? ["/"] : workingFolders
      for base in bases {
        let holder = BytePath.folder(of: BytePath.absolute(input, from: base))
        if homes.contains(where: { BytePath.isInside($0, holder) }) {
          homeRefusal = "a folder holding an input holds it"
          return
        }
      }
    }
    followed = user.folders
  }

  /// Whether `link` (met on `--output`'s way, in the real folder `folder`) is followed: its
  /// folder is `/`, the home folder or a folder holding it, or lies in the system's `/dev` or
  /// `/proc` (`/dev/stdin -> /proc/self/fd/0`, `/proc/self -> 1719`), where no checked files are.
  func follows(_ link: (path: String, folder: String)) -> Bool {
    followed.contains(link.folder) || BytePath.isInside(link.folder, "/dev")
      || BytePath.isInside(link.folder, "/proc")
  }
}
