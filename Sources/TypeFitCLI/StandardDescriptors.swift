import Foundation

/// The standard descriptors 0, 1 and 2 as the process found them at start.
///
/// A program started with one of them closed (`typefit help >&-`) would hand that number to
/// the next file it opens (`open(2)` returns the lowest free descriptor), so a report meant
/// for standard output could land in a font or an input file. ``reopenClosed()`` puts
/// `/dev/null` on each closed one first, as many Unix tools do, and remembers which were
/// closed, so a write to a closed standard output is still reported as a write error (exit 4),
/// never a silent success.
enum StandardDescriptors {
  /// The descriptors of 0, 1 and 2 that were closed when the process started, found (and
  /// given `/dev/null`, see ``reopenClosed()``) on first use, once: the command's standard
  /// streams ask first, so `--output /dev/stdout` (``ReportFile``) knows that a standard
  /// output closed at start is a write error, as `-o -` does.
  static let closedAtStart: Set<Int32> = reopenClosed()

  /// Opens `/dev/null` on each of 0, 1 and 2 that is closed (read and write for 0, write-only
  /// for 1 and 2).
  ///
  /// - Returns: the descriptors that were closed.
  private static func reopenClosed() -> Set<Int32> {
    var closed: Set<Int32> = []
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      closed.insert(descriptor)
      let opened = open("/dev/null", descriptor == 0 ? O_RDWR : O_WRONLY)
      // `open` gives the lowest free number, which is this one, as the lower ones are open by now.
      if opened >= 0, opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
    }
    return closed
  }

  /// The system's text for a closed descriptor (`Bad file descriptor`).
  static var closedDescription: String { String(cString: strerror(EBADF)) }
}
