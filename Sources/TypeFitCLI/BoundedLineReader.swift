import Foundation

/// Reads lines from a file descriptor with a bound on each line's length, so a 30 MB line, or
/// one that never ends, costs at most the bound in memory.
///
/// A longer line comes back as its first `maximumLength + 1` bytes (so the caller can tell it
/// was cut and report it), and the rest of it is read and dropped.
final class BoundedLineReader: @unchecked Sendable {
  private let descriptor: Int32
  private let maximumLength: Int
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)
  private var start = 0
  private var end = 0
  private var atEnd = false
  private var failure: String?
  private let lock = NSLock()

  init(descriptor: Int32, maximumLength: Int) {
    self.descriptor = descriptor
    self.maximumLength = maximumLength
  }

  /// Why reading stopped, when it was an error and not the end of input (`Is a directory`,
  /// `Bad file descriptor`); `nil` otherwise.
  var readFailure: String? {
    lock.lock()
    defer { lock.unlock() }
    return failure
  }

  /// The next line without its `\n` (and a `\r` before it), or `nil` at the end of input;
  /// bytes that are not UTF-8 become U+FFFD.
  func next() -> String? {
    nextBytes().map { String(decoding: $0, as: UTF8.self) }
  }

  /// The next line's bytes as read, without its `\n` (and a `\r` before it), or `nil` at the
  /// end of input.
  func nextBytes() -> [UInt8]? {
    lock.lock()
    defer { lock.unlock() }
    var line: [UInt8] = []
    var sawAny = false
    while true {
      if start == end {
        if atEnd || !fill() { return sawAny ? finish(line) : nil }
      }
      sawAny = true
      let available = buffer[start..<end]
      if let newline = available.firstIndex(of: UInt8(ascii: "\n")) {
        append(available[start..<newline], to: &line)
        start = newline + 1
        return finish(line)
      }
      append(available, to: &line)
      start = end
    }
  }

  /// Whether ``nextBytes()`` can answer without waiting for more input: a whole line is
  /// buffered, the input has ended, or the descriptor has data (or its end) ready (`poll` with
  /// no wait). A regular file is always ready; a pipe whose writer waits for an answer is not.
  func hasReadyInput() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if atEnd || buffer[start..<end].contains(UInt8(ascii: "\n")) { return true }
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&request, 1, 0)
      if ready < 0, errno == EINTR { continue }
      // An error is left to the read, which reports it as it always has.
      return ready != 0
    }
  }

  /// Whether no line is left: nothing is buffered and a read into the buffer the reader has
  /// gives nothing (the end, or an error, kept for ``readFailure``). Allocates nothing; waits,
  /// as a read does, for a pipe's sender.
  func isAtEnd() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if start < end { return false }
    return atEnd || !fill()
  }

  private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8]) {
    let room = maximumLength + 1 - line.count
    if room > 0 { line.append(contentsOf: bytes.prefix(room)) }
  }

  private func finish(_ line: [UInt8]) -> [UInt8] {
    line.last == UInt8(ascii: "\r") ? Array(line.dropLast()) : line
  }

  private func fill() -> Bool {
    start = 0
    end = 0
    let count = buffer.withUnsafeMutableBytes { DescriptorWait.read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 { failure = String(cString: strerror(errno)) }
    if count <= 0 {
      atEnd = true
      return false
    }
    end = count
    return true
  }
}
