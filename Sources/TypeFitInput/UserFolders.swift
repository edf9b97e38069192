import Foundation

/// The folders whose symbolic links are the user's for certain: `/` and the user's home folder
/// with every folder holding it, where a checked tree cannot put a link (`/tmp -> private/tmp` on
/// macOS, `~/work -> /mnt/work`, a home folder that is itself a link).
///
/// A tree (a pull request, a tarball, a Docker context) controls every link inside it, and
/// nothing on disk says where it begins; these folders are the ones it cannot be.
/// `RepositoryBoundary` searches for an input's repository through such links (the
/// seventy-second attack's A72-2: a clone under `~/work -> /mnt/work` was "held by no
/// repository" and refused), and the `--output` guard follows only them.
package enum UserFolders {
  /// The home folder `home` names (`$HOME`), as written and by its real path, and every folder
  /// holding it, with `/`; or only `/` and why `home` does not count: it is not an absolute path,
  /// or no existing folder.
  package static func folders(home: String?) -> (folders: Set<String>, homes: Set<String>, refusal: String?) {
    guard let home, !home.isEmpty else { return (["/"], [], nil) }
    guard BytePath.isAbsolute(home) else { return (["/"], [], "it is not an absolute path") }
    let written = BytePath.absolute(home, from: "/")
    var info = stat()
    guard stat(written, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
      let real = FileSystemPath.resolved(written)
    else { return (["/"], [], "it is no existing folder") }
    let homes = Set([written, real]).subtracting(["/"])
    var folders: Set<String> = ["/"]
    for home in homes {
      var folder = home
      while folder != "/" {
        folders.insert(folder)
        folder = BytePath.folder(of: folder)
      }
    }
    return (folders, homes, nil)
  }

  /// ``folders(home:)`` of this process's `$HOME`, found once.
  private static let ofProcess: Set<String> = folders(home: ProcessInfo.processInfo.environment["HOME"])
    .folders

  /// Whether `folder` (an absolute path without `.` or `..`) is `/`, the home folder or a folder
  /// holding it, by this process's `$HOME`.
  package static func contains(_ folder: String) -> Bool {
    ofProcess.contains(folder)
  }
}
