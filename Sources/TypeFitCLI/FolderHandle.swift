import Foundation

/// A folder open as a descriptor for the life of the value, closed when the last reference goes:
/// the folder an `--output` walk reached (``OutputPath/folder``), in which the report is later
/// created and renamed.
///
/// On Linux the descriptor is open with `O_PATH` (``ReportFile/folderFlags``): it names the
/// folder for `openat`, `fstatat`, `renameat` and `unlinkat`, and reads nothing.
final class FolderHandle: Sendable {
  /// The descriptor, open with `FD_CLOEXEC`.
  let descriptor: Int32

  /// Takes `descriptor`, which the handle now closes.
  init(owning descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// A second descriptor on the folder `descriptor` is open on (`F_DUPFD_CLOEXEC`), or `nil`
  /// when the system refuses one (`errno` says why).
  convenience init?(duplicating descriptor: Int32) {
    let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
    guard copy >= 0 else { return nil }
    self.init(owning: copy)
  }

  deinit { close(descriptor) }
}
