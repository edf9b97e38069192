import Foundation

/// Which contents of a font file were read: its size and its last modification and status
/// change times (`st_size`, `st_mtim`, `st_ctim` of `stat(2)`), as seconds and nanoseconds.
///
/// A file rewritten in place keeps its device and inode (``FontFileIdentity``) but gets a new
/// modification time, so a long-lived `measure --batch` compares versions before reusing the
/// engine loaded from a file, and loads it again when the file changed (eleventh attack B1).
package struct FontFileVersion: Hashable, Sendable {
  package let size: Int64
  package let modified: [Int64]
  package let changed: [Int64]

  package init(_ info: stat) {
    size = Int64(info.st_size)
    #if canImport(Darwin)
      modified = [Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec)]
      changed = [Int64(info.st_ctimespec.tv_sec), Int64(info.st_ctimespec.tv_nsec)]
    #else
      modified = [Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec)]
      changed = [Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec)]
    #endif
  }
}
