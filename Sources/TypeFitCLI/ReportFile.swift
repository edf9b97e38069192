import Foundation
import TypeFit

/// A report being written to `--output F` without ever losing the previous one.
///
/// The text goes to a temporary file beside `F` (`.F.typefit-` and a random suffix, in the same
/// folder so the rename cannot cross file systems), written with POSIX `write` and every error checked;
/// ``commit()`` renames it over `F` only when everything was written. A disk-full error, a
/// crash, SIGINT, SIGTERM or any other signal that ends the process leave the last good report
/// in place (``InterruptCleanup``'s handler removes the temporary file). When `F` exists and is not a regular file (`/dev/null`,
/// `/dev/full`, a FIFO) it is written directly, and its write errors are reported the same way.
///
/// When `F` is a symbolic link, the link stays and its target is replaced, as GNU tools do
/// with `--follow-symlinks`: the link is followed (through every link in a chain, relative
/// targets taken from the link's folder) to the file it names, which need not exist yet, and
/// the temporary file goes beside that target.
final class ReportFile {
  /// The file named by the user.
  let path: String
  /// The file actually replaced: `path`, or the target of the links it names.
  let target: String
  private var descriptor: Int32
  private var temporaryPath: String?
  /// The first write error, with the system's reason; later writes are skipped.
  private(set) var failure: String?

  /// Opens the temporary file (or the special file itself).
  ///
  /// - Throws: ``OutputError`` when it cannot be created.
  init(path: String) throws {
    self.path = path
    let target = try Self.linkTarget(of: path)
    self.target = target
    var info = stat()
    if stat(target, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      if info.st_mode & S_IFMT == S_IFDIR {
        throw OutputError("cannot write --output \(TerminalText.escaped(path)): it is a folder")
      }
      // A FIFO is opened without blocking, so one that no process reads is an error at once
      // (ENXIO) instead of a run that waits forever; writes then block as usual.
      let isFIFO = info.st_mode & S_IFMT == S_IFIFO
      descriptor = open(target, O_WRONLY | O_CLOEXEC | (isFIFO ? O_NONBLOCK : 0))
      guard descriptor >= 0 else {
        let error = errno
        throw OutputError(
          "cannot write --output \(TerminalText.escaped(path)): "
            + (isFIFO && error == ENXIO
              ? "it is a FIFO that no process is reading" : InputFile.describe(errno: error)))
      }
      if isFIFO { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
      return
    }
    let url = URL(fileURLWithPath: target)
    let prefix = url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".typefit-"
    InterruptCleanup.installHandlers()
    // The name is registered for removal before the file exists, so a signal at any moment
    // removes it (or finds nothing to remove); O_EXCL makes the create safe, as mkstemp does.
    // Mode 0666 less the umask: reports are readable like any file the user creates.
    var attempts = 0
    while true {
      let temporary = prefix + String(UInt64.random(in: 0...UInt64.max), radix: 36)
      InterruptCleanup.register(temporary)
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 {
        temporaryPath = temporary
        break
      }
      let error = errno
      InterruptCleanup.unregister()
      attempts += 1
      guard error == EEXIST, attempts < 100 else {
        throw OutputError(
          "cannot write --output \(TerminalText.escaped(path)): \(InputFile.describe(errno: error))")
      }
    }
  }

  /// Most links followed from `--output` to a file, as the system's `SYMLOOP_MAX` is on Linux.
  static let maximumLinks = 40

  /// `path`, or the file its chain of symbolic links ends at (which may not exist yet).
  ///
  /// - Throws: ``OutputError`` for a chain longer than ``maximumLinks`` (a loop) or a link
  ///   that cannot be read.
  static func linkTarget(of path: String) throws -> String {
    var current = path
    for _ in 0...maximumLinks {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length > 0 else {
        throw OutputError(
          "cannot write --output \(TerminalText.escaped(path)): cannot read the link "
            + "\(TerminalText.escaped(current)): \(InputFile.describe(errno: errno))")
      }
      let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if destination.hasPrefix("/") {
        current = destination
      } else {
        let folder = URL(fileURLWithPath: current).deletingLastPathComponent().path
        current = (folder.hasSuffix("/") ? folder : folder + "/") + destination
      }
    }
    throw OutputError(
      "cannot write --output \(TerminalText.escaped(path)): more than \(maximumLinks) symbolic links "
        + "in a row (a loop?)")
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    if let temporaryPath {
      unlink(temporaryPath)
      InterruptCleanup.unregister()
    }
  }

  /// Appends `text`; after a failure nothing more is written (see ``failure``).
  func write(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  /// Appends UTF-8 `bytes`; after a failure nothing more is written (see ``failure``).
  func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { write($0) }
  }

  private func write(_ bytes: UnsafeRawBufferPointer) {
    guard failure == nil, !bytes.isEmpty else { return }
    if let error = POSIXOutput.writeAll(descriptor, bytes) {
      failure = "cannot write --output \(TerminalText.escaped(path)): \(error)"
    }
  }

  /// Closes the file and puts it in place of `path`.
  ///
  /// - Throws: ``OutputError`` for the first write error, or when closing or renaming fails;
  ///   the temporary file is removed and `path` keeps its previous content.
  func commit() throws {
    if let failure { throw OutputError(failure) }
    let status = close(descriptor)
    descriptor = -1
    guard status == 0 else {
      throw OutputError(
        "cannot write --output \(TerminalText.escaped(path)): \(InputFile.describe(errno: errno))")
    }
    guard let temporaryPath else { return }
    guard rename(temporaryPath, target) == 0 else {
      throw OutputError(
        "cannot write --output \(TerminalText.escaped(path)): \(InputFile.describe(errno: errno))")
    }
    self.temporaryPath = nil
    InterruptCleanup.unregister()
  }
}

/// Writing to a descriptor with POSIX `write`, every error checked (`FileHandle.write` traps
/// inside Foundation on ENOSPC and EPIPE).
enum POSIXOutput {
  /// Writes all of `text`; the system's reason when a write fails (`No space left on device`).
  static func writeAll(_ descriptor: Int32, _ text: String) -> String? {
    var text = text
    return text.withUTF8 { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
  }

  /// Writes all of `bytes`; the system's reason when a write fails.
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> String? {
    var offset = 0
    while offset < bytes.count {
      let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return InputFile.describe(errno: errno)
      }
      offset += written
    }
    return nil
  }
}

/// A write to standard output or `--output` failed: exit code ``ExitCode/outputFailed``.
struct OutputError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Removes the temporary report file when a signal ends the process, so an interrupted run
/// leaves the previous report as it was and no stray file beside it.
///
/// Handled: every signal whose default action ends the process without a crash — SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF and SIGXCPU
/// (`signal(7)`); a signal the parent set to be ignored (`nohup` ignores SIGHUP) stays ignored.
/// SIGXFSZ (a file size limit, `ulimit -f`) is ignored, so the write that crosses the limit
/// fails with `EFBIG` and is reported as an output error (exit 4) instead of ending the run.
enum InterruptCleanup {
  /// The signals whose handler removes the temporary file and exits with 128 + the signal.
  static let endingSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
  ]

  /// The temporary file's path as a C string, read by the signal handler (which may only
  /// call async-signal-safe functions: `unlink`, `_exit`).
  nonisolated(unsafe) private static var pending: UnsafeMutablePointer<CChar>?

  static func register(_ path: String) {
    installHandlers()
    let copy = strdup(path)
    let old = pending
    pending = copy
    free(old)
  }

  static func unregister() {
    let old = pending
    pending = nil
    free(old)
  }

  nonisolated(unsafe) private static var installed = false

  static func installHandlers() {
    guard !installed else { return }
    installed = true
    // A parent may have started us with these signals blocked (test runners do): unblock them
    // so an interrupt still cleans up instead of waiting for the run to finish.
    var set = sigset_t()
    sigemptyset(&set)
    for signalNumber in endingSignals { sigaddset(&set, signalNumber) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    let ignored = unsafeBitCast(SIG_IGN, to: Int.self)
    for signalNumber in endingSignals {
      let previous = signal(signalNumber) { received in
        if let path = InterruptCleanup.pending { unlink(path) }
        _exit(128 + received)
      }
      if let previous, unsafeBitCast(previous, to: Int.self) == ignored { signal(signalNumber, SIG_IGN) }
    }
    signal(SIGXFSZ, SIG_IGN)
  }
}
