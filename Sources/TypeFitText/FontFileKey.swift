import Foundation
import TypeFitInput

/// One font file as it was when read: its device and inode (``FontFileIdentity``) with its size
/// and times (``FontFileVersion``), so that every path, symbolic link and hard link naming the
/// same unchanged file shares one read of its bytes while a stack loads (twelfth attack A5).
struct FontFileKey: Hashable {
  let identity: FontFileIdentity
  let version: FontFileVersion

  /// The key of the file `mapping` read.
  init(_ mapping: FontFileMapping) {
    identity = mapping.identity
    version = mapping.version
  }

  /// The key of the regular file `path` names now (links followed), or `nil` when it cannot be
  /// looked at or is not a regular file (it is then opened and checked as usual).
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    identity = FontFileIdentity(info)
    version = FontFileVersion(info)
  }
}
