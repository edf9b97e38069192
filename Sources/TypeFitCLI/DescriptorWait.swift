import Foundation

/// Reading and writing a descriptor whose open file description the parent may have made
/// non-blocking (`O_NONBLOCK`).
///
/// Standard input, output and error are shared with the parent: Node (libuv), Python asyncio
/// and some CI log forwarders set `O_NONBLOCK` on the pipes they hand down, and the flag belongs
/// to the open file description, not to this process. `read(2)` and `write(2)` then fail with
/// `EAGAIN` (`EWOULDBLOCK`) when the pipe is empty or full, which means "not yet", not an error
/// (`read(2)`, `write(2)`, POSIX.1-2017). Here the call waits with `poll(2)` until the
/// descriptor is ready and tries again, so the descriptor behaves as a blocking one would. The
/// flag itself is left as it is: clearing it would change the parent's (and any sibling's) view
/// of the same pipe.
enum DescriptorWait {
  /// `read(2)` of up to `count` bytes into `buffer`: the bytes read (0 at the end of input), or
  /// -1 with `errno` set for a real error. Interrupted calls are retried; "would block" waits
  /// for data (`POLLIN`).
  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    while true {
      let result = Foundation.read(descriptor, buffer, count)
      if result >= 0 { return result }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: untilReady(descriptor, for: POLLIN)
      default: return result
      }
    }
  }

  /// `write(2)` of up to `count` bytes of `buffer`: the bytes written, or -1 with `errno` set
  /// for a real error (`EPIPE`, `ENOSPC`). Interrupted calls are retried; "would block" waits
  /// for room (`POLLOUT`).
  static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    while true {
      let result = Foundation.write(descriptor, buffer, count)
      if result >= 0 { return result }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: untilReady(descriptor, for: POLLOUT)
      default: return result
      }
    }
  }

  /// `writev(2)` of the bytes `vectors` point to, in order, at most `IOV_MAX` of them: the bytes
  /// written, or -1 with `errno` set for a real error; retried and waited for as ``write(_:_:_:)``.
  static func writev(_ descriptor: Int32, _ vectors: UnsafeBufferPointer<iovec>) -> Int {
    while true {
      let result = Foundation.writev(descriptor, vectors.baseAddress, Int32(min(vectors.count, 1024)))
      if result >= 0 { return result }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: untilReady(descriptor, for: POLLOUT)
      default: return result
      }
    }
  }

  /// Waits until `descriptor` is ready for `events`, or reports an error or hang-up (the next
  /// `read` or `write` then returns the end of input or the error itself).
  private static func untilReady(_ descriptor: Int32, for events: Int32) {
    var request = pollfd(fd: descriptor, events: Int16(events), revents: 0)
    while poll(&request, 1, -1) < 0, errno == EINTR {}
  }
}
