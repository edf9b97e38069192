import Foundation
import TypeFitInput

/// The folders whose symbolic links `--output` goes through: `/`, `/dev` and those of `/proc`,
/// judged by the folder the walk holds open, not by its name. A link anywhere else may be one the
/// files being checked brought, and is not written through (``OutputDestination``).
///
/// A pull request, a tarball or a Docker context controls every file of its tree, links
/// included, and nothing on disk says reliably where that tree begins: Git never checks out a
/// path named `.git`, but a tarball can bring one, and every rule that took a `.git`, the working
/// folder, the inputs' folders or the home folder for the tree's edge was got round by the next
/// attack (A25-1, A26-1, A70-10, A71-1, A72-1, A72-8, A72-9, A73-2, A73-3, A73-9, and the
/// seventy-fourth attack's A74-1, A74-4, A74-5, A74-10: a tree unpacked into the home folder, or a
/// `HOME` inside the tree). `/` holds the system's own links (`/tmp -> private/tmp` on macOS),
/// `/dev` and `/proc` the descriptors' (`/dev/stdin -> /proc/self/fd/0`); a tree is none of them
/// (a tree copied to `/` itself, `COPY . /`, is the whole system). The walk judges a folder by the
/// descriptor it holds, so a folder moved while it walks `..` cannot pass for `/` (A74-11), and
/// `/dev/shm`, where anyone may write, is not `/dev` (A74-8).
///
/// The cost: a link of the user's (`~/Desktop -> /mnt/…`, a home folder that is a link, a
/// self-hosted runner's `_work -> /data`) is refused too, and the message says to name the real
/// path.
enum SystemLinkFolders {
  /// The identities of `/` and `/dev`, found once.
  private static let systemFolders: Set<FileSystemPath.Identity> = Set(
    ["/", "/dev"].compactMap { path -> FileSystemPath.Identity? in
      var info = stat()
      guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
      return FileSystemPath.Identity(info)
    })

  /// Whether the folder open on `descriptor` is `/` or `/dev` (by device and inode), or on the
  /// `proc` file system.
  static func isSystemFolder(_ descriptor: Int32) -> Bool {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return false }
    if systemFolders.contains(FileSystemPath.Identity(info)) { return true }
    return FileSystemPath.pseudoFileSystem(ofDescriptor: descriptor) == "proc"
  }
}
