#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens a file for reading only when it is a regular file, and never opens anything else: the
/// one way TypeFit opens a file it is handed (inputs, configurations, stack files, fonts, the
/// engine cache's keys, merged reports).
///
/// Opening a device node can act on it (a tape rewinds, a watchdog starts: the sixty-fourth
/// attack's A64-1), opening a FIFO for reading waits for a writer, and `open` fails on a socket.
/// So on Linux (glibc) the path is first opened with `O_PATH`, which never blocks and opens no
/// device; the kind is judged on that descriptor (`fstat`), and only a regular file is opened
/// for reading, through the same descriptor (`/proc/self/fd/N`), so a link swapped in after the
/// kind was judged cannot lead the read open to a device (the sixty-sixth attack's A66-5).
///
/// Where `/proc` is not mounted (a chroot or container without it), and on systems without
/// `O_PATH` (macOS; musl, untested here), the kind is judged by path and the path opened after,
/// as before A66-5: only a race can then open a device, and the opened descriptor is checked
/// again. (`openat(descriptor, "", …)` cannot reopen an `O_PATH` descriptor: Linux allows an
/// empty path only with `AT_EMPTY_PATH` for `*at` calls that do not open, such as `fstatat`.)
///
/// Links are followed as `open` follows them: what a caller does about links inside a tree it
/// walks is its own check, made before it asks.
///
/// ```swift
/// let (descriptor, info) = try RegularFileDescriptor.open("typefit.json")
/// defer { close(descriptor) }
/// ```
package enum RegularFileDescriptor {
  /// Why ``open(_:descriptorFolder:)`` opened nothing.
  package enum Refusal: Error, Equatable, Sendable {
    /// The file is not a regular file: its kind in words (``InputFile/kindName(_:)``, `a FIFO
    /// (named pipe)`, `a socket`, `a character device`, `a folder`…). It was not opened for
    /// reading.
    case notRegularFile(kind: String)
    /// `open` failed: the system's error number (`ENOENT`, `EACCES`, `ELOOP`…).
    case cannotOpen(errno: Int32)
    /// `fstat` of the opened descriptor failed: the system's error number.
    case cannotReadStatus(errno: Int32)
  }

  /// The flags of the descriptor returned: read-only, non-blocking (a FIFO swapped in where
  /// `/proc` is missing fails instead of waiting; regular files ignore it), never the process's
  /// controlling terminal, closed across `exec`.
  static let readFlags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC

  /// `path` opened for reading (``readFlags``) and its `fstat`, when it is a regular file.
  /// The caller closes the descriptor.
  ///
  /// - Parameters:
  ///   - path: The file, as the user or a walker named it; links are followed.
  ///   - descriptorFolder: Where the process's descriptors are named (`/proc/self/fd`); tests
  ///     name a missing folder to take the way used without `/proc`.
  /// - Returns: The descriptor and the `stat` of that descriptor (`st_size` in bytes, `st_dev`
  ///   and `st_ino` the file's identity).
  /// - Throws: ``Refusal/notRegularFile(kind:)`` for a folder, FIFO, device or socket (none of
  ///   them opened for reading), ``Refusal/cannotOpen(errno:)`` when the path does not open
  ///   (missing, no permission, a link loop) and ``Refusal/cannotReadStatus(errno:)`` when
  ///   `fstat` fails.
  package static func open(
    _ path: String, descriptorFolder: String = "/proc/self/fd"
  ) throws(Refusal) -> (descriptor: Int32, info: stat) {
    #if canImport(Glibc)
      // glibc defines `O_PATH` only under `_GNU_SOURCE`; `__O_PATH` is its value, always defined.
      let handle = systemOpen(path, __O_PATH | O_CLOEXEC)
      guard handle >= 0 else { throw .cannotOpen(errno: errno) }
      defer { close(handle) }
      var info = stat()
      guard fstat(handle, &info) == 0 else { throw .cannotReadStatus(errno: errno) }
      if let refusal = kindRefusal(info) { throw refusal }
      let reopened = systemOpen("\(descriptorFolder)/\(handle)", readFlags)
      if reopened >= 0 { return try checked(reopened) }
      // The magic link of a descriptor this process holds exists whenever `/proc` is mounted
      // for this process's PID namespace: `ENOENT` means it is not, so the path is opened.
      guard errno == ENOENT else { throw .cannotOpen(errno: errno) }
    #else
      if let kind = InputFile.nonRegularKind(path) { throw .notRegularFile(kind: kind) }
    #endif
    let descriptor = systemOpen(path, readFlags)
    guard descriptor >= 0 else { throw .cannotOpen(errno: errno) }
    return try checked(descriptor)
  }

  /// ``open(_:descriptorFolder:)``, throwing the caller's own error for a refusal: each reader
  /// says in its own words what is wrong.
  ///
  /// - Parameters:
  ///   - path: The file; links are followed.
  ///   - failure: The error to throw for the ``Refusal``.
  /// - Returns: The descriptor (the caller closes it) and its `stat`.
  /// - Throws: What `failure` makes of the refusal.
  package static func open<Failure: Error>(
    _ path: String, failure: (Refusal) -> Failure
  ) throws(Failure) -> (descriptor: Int32, info: stat) {
    do throws(Refusal) {
      return try open(path)
    } catch {
      throw failure(error)
    }
  }

  /// `descriptor` with its `fstat` when it is a regular file; otherwise it is closed and the
  /// reason thrown.
  private static func checked(_ descriptor: Int32) throws(Refusal) -> (descriptor: Int32, info: stat) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let code = errno
      close(descriptor)
      throw .cannotReadStatus(errno: code)
    }
    if let refusal = kindRefusal(info) {
      close(descriptor)
      throw refusal
    }
    return (descriptor, info)
  }

  /// ``Refusal/notRegularFile(kind:)`` unless `info` is a regular file's.
  private static func kindRefusal(_ info: stat) -> Refusal? {
    let kind = info.st_mode & S_IFMT
    return kind == S_IFREG ? nil : .notRegularFile(kind: InputFile.kindName(kind))
  }
}

/// The C library's `open(2)` (the name `open` is taken by
/// ``RegularFileDescriptor/open(_:descriptorFolder:)``).
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.open(path, flags)
  #elseif canImport(Musl)
    Musl.open(path, flags)
  #else
    Darwin.open(path, flags)
  #endif
}
