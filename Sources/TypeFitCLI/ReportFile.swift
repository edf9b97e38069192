import Foundation
import TypeFit
import TypeFitInput

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
/// with `--follow-symlinks`: the path is walked as the kernel walks it (``OutputPath``) to the
/// file it names, which need not exist yet, and the temporary file goes beside that file. The
/// walk judged at the start of the run holds that folder open, and the temporary file is
/// created, renamed over the report and removed relative to it (so a `..` after a linked folder,
/// or a folder on the way renamed or replaced by a link since, cannot send the report elsewhere
/// than where it was checked, nor leave the temporary file behind). `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N`
/// are written to the descriptor directly (``descriptor(named:)``).
final class ReportFile {
  /// The file named by the user.
  let path: String
  /// The file actually replaced: its real path, links and `..` resolved (``OutputPath/destination``);
  /// `path` itself for a descriptor.
  let target: String
  private var descriptor: Int32
  /// The folder holding ``target``, open while the temporary file exists (`-1` otherwise): the
  /// temporary file is created, renamed and removed relative to it (`openat`, `renameat`,
  /// `unlinkat`), so a folder renamed, or replaced by a link, while the report is written
  /// cannot send the rename elsewhere or leave the temporary file behind (thirteenth attack A13-14).
  private var folder: Int32 = -1
  /// The temporary file's name in ``folder``.
  private var temporaryName: String?
  /// The slot of ``InterruptCleanup/pending`` naming the temporary file while it exists, so a
  /// signal removes it (`nil` when the table was full, or there is no temporary file).
  private(set) var pendingRemoval: PendingRemovals.Slot?
  /// The first write error, with the system's reason; later writes are skipped.
  private(set) var failure: String?

  /// Opens the temporary file (or the special file itself).
  ///
  /// - Throws: ``OutputError`` when it cannot be created.
  init(path: String) throws {
    self.path = path
    if let number = Self.descriptor(named: path) {
      // Written where the descriptor already points, as standard output is: a file opened for
      // appending (`>> log.txt`) keeps what it held, a pipe gets the report.
      target = path
      // A standard descriptor closed at start holds `/dev/null` (``StandardDescriptors``):
      // writing the report there would be lost in silence, so it fails as `-o -` does.
      guard !StandardDescriptors.closedAtStart.contains(number) else {
        throw OutputError(
          "cannot write --output \(TerminalText.escaped(path)): \(StandardDescriptors.closedDescription)")
      }
      descriptor = fcntl(number, F_DUPFD_CLOEXEC, 3)
      guard descriptor >= 0 else {
        throw OutputError(
          "cannot write --output \(TerminalText.escaped(path)): \(InputFile.describe(errno: errno))")
      }
      return
    }
    // The walk judged at the start of the run, its folder open since (A13-25, A72-5).
    let walked = try OutputDestination.walkForWriting(path)
    let target = walked.destination
    self.target = target
    let name = BytePath.lastName(of: target)
    // The root (`/`, `/tmp/..`) has no last name: a folder, refused before anything is created
    // (thirty-first attack A31-3: the report was written to a temporary file in `/`, then the
    // rename failed with "No such file or directory").
    guard !name.isEmpty, name != ".", name != ".." else {
      throw OutputError("cannot write --output \(TerminalText.escaped(path)): it is a folder")
    }
    // The folder the walk reached and holds open: renamed, or replaced by a link since, the
    // report still goes into it.
    let folder = fcntl(walked.folder.descriptor, F_DUPFD_CLOEXEC, 3)
    guard folder >= 0 else {
      throw OutputError(
        "cannot write --output \(TerminalText.escaped(path)): cannot open its folder "
          + "\(TerminalText.escaped(BytePath.folder(of: target))) (\(InputFile.describe(errno: errno)))")
    }
    var info = stat()
    // The name itself, not where a link there leads: a link put there since the walk is
    // replaced by the report, not followed into a FIFO or device outside the tree (the
    // seventy-third attack's A73-1).
    let found = fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0
    let exists = found && info.st_mode & S_IFMT != S_IFLNK
    if exists, let refusal = Self.specialFileRefusal(info, folder: folder, path: target) {
      close(folder)
      throw OutputError("cannot write --output \(TerminalText.escaped(path)): \(refusal)")
    }
    if exists, info.st_mode & S_IFMT != S_IFREG {
      defer { close(folder) }
      if info.st_mode & S_IFMT == S_IFDIR {
        throw OutputError("cannot write --output \(TerminalText.escaped(path)): it is a folder")
      }
      // A socket cannot be opened at all (ENXIO, `No such device or address`): named by its
      // kind, as an input socket is (the twenty-third attack's A23-17).
      if info.st_mode & S_IFMT == S_IFSOCK {
        throw OutputError(
          "cannot write --output \(TerminalText.escaped(path)): it is \(InputFile.kindName(S_IFSOCK)), "
            + "not a file; name a file, a FIFO or - (standard output)")
      }
      // A FIFO is opened without blocking, so one that no process reads is an error at once
      // (ENXIO) instead of a run that waits forever; writes then block as usual.
      let isFIFO = info.st_mode & S_IFMT == S_IFIFO
      descriptor = openat(folder, name, O_WRONLY | O_NOFOLLOW | O_CLOEXEC | (isFIFO ? O_NONBLOCK : 0))
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
    let prefix = Self.temporaryStem(name)
    InterruptCleanup.installHandlers()
    // The name is registered for removal before the file exists, so a signal at any moment
    // removes it (or finds nothing to remove); O_EXCL makes the create safe, as mkstemp does.
    // A new report gets mode 0666 less the umask, like any file the user creates. A report that
    // replaces a file keeps that file's mode without its execute and set-ID bits, and its owner
    // and group when the system allows (as `sed -i` does): the temporary file is created readable by its owner only, then given
    // them before anything is written, so a `chmod 600` report is never readable by others.
    var attempts = 0
    while true {
      let temporary = prefix + String(UInt64.random(in: 0...UInt64.max), radix: 36)
      let slot = InterruptCleanup.register(temporary, inFolder: folder)
      descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, exists ? 0o600 : 0o666)
      if descriptor >= 0 {
        self.folder = folder
        temporaryName = temporary
        pendingRemoval = slot
        if exists { Self.copyOwnership(of: info, to: descriptor) }
        break
      }
      let error = errno
      InterruptCleanup.unregister(slot)
      attempts += 1
      guard error == EEXIST, attempts < 100 else {
        close(folder)
        throw OutputError(
          Self.temporaryFileFailure(
            path: path,
            folder: Self.shownFolder(path: path, target: target, followedLinks: !walked.links.isEmpty),
            code: error))
      }
    }
  }

  /// Why the existing file `info` describes, named `path` in the open folder `folder`, is not
  /// written in place, or `nil`: a FIFO or a device is written only in `/dev` (`/dev/null`,
  /// `/dev/tty`). A tarball unpacked by root can bring a device node (`c 8 0`, a whole disk) or
  /// a FIFO that a process of the tree holds open without reading, at the report's name, and the
  /// report went into it (the seventy-third attack's A73-8 and A73-10).
  static func specialFileRefusal(_ info: stat, folder: Int32, path: String) -> String? {
    let kind = info.st_mode & S_IFMT
    guard kind == S_IFIFO || kind == S_IFCHR || kind == S_IFBLK else { return nil }
    // `/dev` and `/dev/pts` (a terminal: `-o $(tty)`), by path and by the folder's identity.
    var here = stat()
    var devices = stat()
    let named = BytePath.folder(of: path)
    if named == "/dev" || named == "/dev/pts", fstat(folder, &here) == 0, stat(named, &devices) == 0,
      FileSystemPath.Identity(here) == FileSystemPath.Identity(devices)
    {
      return nil
    }
    return "it is \(InputFile.kindName(kind)) outside /dev; the files being checked can bring one (a tarball "
      + "unpacked by root can hold a device node), so a report is written in place only into /dev's. Name a "
      + "regular file, /dev/null or - (standard output)"
  }

  /// How the folder of the report is opened: a folder only, not through a link, and on Linux
  /// for use as a place only (`O_PATH`, 0o10000000 in `include/uapi/asm-generic/fcntl.h`), so a
  /// folder the user may write but not list still takes the report; elsewhere for reading.
  static let folderFlags: Int32 = FileSystemPath.placeOnly | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC

  /// The error when the temporary file cannot be created in `folder` (thirteenth attack A13-16:
  /// `Permission denied` alone sent the user to the report's own mode): says which file failed,
  /// and, when the folder refuses writing, why its folder must be writable.
  static func temporaryFileFailure(path: String, folder: String, code: Int32) -> String {
    let refused = [EACCES, EPERM, EROFS].contains(code)
    return "cannot write --output \(TerminalText.escaped(path)): cannot create its temporary file in "
      + "\(TerminalText.escaped(folder)) (\(InputFile.describe(errno: code)))"
      + (refused
        ? "; the report is written beside the file and renamed over it, so its folder must be writable" : "")
  }

  /// The folder of the report as the user wrote it (`ro` for `ro/out.json`, `.` for `out.json`),
  /// or its real path when a link was followed on the way (the folder written is then not the
  /// one the temporary file goes to).
  static func shownFolder(path: String, target: String, followedLinks: Bool) -> String {
    guard !followedLinks else { return BytePath.folder(of: target) }
    let scalars = path.unicodeScalars
    guard let slash = scalars.lastIndex(of: "/") else { return "." }
    let written = String(scalars[..<slash])
    return written.isEmpty ? "/" : written
  }

  /// The longest file name most file systems accept (`NAME_MAX` on Linux, in bytes).
  static let longestName = 255

  /// The start of the temporary file's name for a report named `name`: `.NAME.typefit-`, to
  /// which up to 13 random base-36 digits are added. `NAME` is cut (at a character boundary of
  /// its UTF-8) so that the whole name stays within ``longestName`` bytes: any name the system
  /// accepts for the report also works for its temporary file.
  static func temporaryStem(_ name: String) -> String {
    let room = longestName - ".".utf8.count - ".typefit-".utf8.count - 13
    var stem = Substring(name)
    while stem.utf8.count > room { stem = stem.dropLast() }
    return "." + stem + ".typefit-"
  }

  /// Gives the new file open on `descriptor` the owner, group and permission bits of the file
  /// described by `info`, which it replaces. The owner and group are given when the system
  /// allows (a user who is not root can keep the group only when a member of it); a refusal is
  /// ignored, and the mode is set either way.
  private static func copyOwnership(of info: stat, to descriptor: Int32) {
    if fchown(descriptor, info.st_uid, info.st_gid) != 0 {
      _ = fchown(descriptor, uid_t.max, info.st_gid)
    }
    // After `fchown`, which clears the set-user-ID and set-group-ID bits. A report is never
    // executable: a hook or script it replaced would otherwise run it, and `/bin/sh` expands
    // `$(…)` in the strings it quotes (twenty-fourth attack A24-10).
    _ = fchmod(descriptor, info.st_mode & 0o7777 & ~0o7111)
  }

  /// The descriptor a path names, written to directly rather than replaced: `/dev/stdout` (1),
  /// `/dev/stderr` (2), `/dev/fd/N` and `/proc/self/fd/N` (N from 0 to 65,535), as written;
  /// `nil` for any other path.
  ///
  /// On Linux these are links to whatever the descriptor is open on (`pipe:[N]`, a terminal,
  /// `/home/u/log.txt`); following them would replace a file opened for appending, or fail on a
  /// pipe.
  static func descriptor(named path: String) -> Int32? {
    switch path {
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default:
      for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        let number = path.dropFirst(prefix.count)
        guard (1...5).contains(number.count), number.allSatisfy({ ("0"..."9").contains($0) }),
          let value = Int32(number), value <= 65_535
        else { return nil }
        return value
      }
      return nil
    }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    if let temporaryName {
      unlinkat(folder, temporaryName, 0)
      InterruptCleanup.unregister(pendingRemoval)
    }
    if folder >= 0 { close(folder) }
  }

  /// Whether the report goes to a temporary file put in place of ``path`` at ``commit()``, so a
  /// failure before then leaves ``path`` as it was; `false` for a descriptor or special file,
  /// which get the report as it is written.
  var replacesAtCommit: Bool { temporaryName != nil }

  /// Appends `text`; after a failure nothing more is written (see ``failure``).
  func write(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  /// Appends UTF-8 `bytes`; after a failure nothing more is written (see ``failure``).
  func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { write($0) }
  }

  /// Appends the bytes `gathered` holds, in order, with `buffer`'s runs between them, by
  /// gathered writes (`writev(2)`); after a failure nothing more is written.
  func write(_ gathered: GatheredBytes, buffer: [UInt8]) {
    guard failure == nil else { return }
    if let error = gathered.withIOVectors(buffer: buffer, { POSIXOutput.writeAll(descriptor, $0) }) {
      failure = "cannot write --output \(TerminalText.escaped(path)): \(error)"
    }
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
    guard let temporaryName else { return }
    // In the folder the temporary file was created in, wherever that folder is now.
    guard renameat(folder, temporaryName, folder, BytePath.lastName(of: target)) == 0 else {
      let reason = InputFile.describe(errno: errno)
      // Removed now; a folder made read-only during the run refuses that too, and the file,
      // still ours to write, is emptied and named (fourteenth attack A14-8: 125 MB left).
      let shown = TerminalText.escaped(BytePath.join(BytePath.folder(of: target), temporaryName))
      var left = ""
      if unlinkat(folder, temporaryName, 0) != 0 {
        let unlinkReason = InputFile.describe(errno: errno)
        let emptied = openat(folder, temporaryName, O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC)
        if emptied >= 0 { close(emptied) }
        left =
          "; it could not be removed either (\(unlinkReason))"
          + (emptied >= 0 ? " and was emptied" : "") + ": remove \(shown)"
      }
      self.temporaryName = nil
      InterruptCleanup.unregister(pendingRemoval)
      pendingRemoval = nil
      throw OutputError(
        "cannot write --output \(TerminalText.escaped(path)): cannot rename its temporary file over it (\(reason))"
          + left)
    }
    self.temporaryName = nil
    InterruptCleanup.unregister(pendingRemoval)
    pendingRemoval = nil
    close(folder)
    folder = -1
  }
}

/// Writing to a descriptor with POSIX `write`, every error checked (`FileHandle.write` traps
/// inside Foundation on ENOSPC and EPIPE); a descriptor the parent made non-blocking is waited
/// for (``DescriptorWait``).
enum POSIXOutput {
  /// Writes all of `text`; the system's reason when a write fails (`No space left on device`).
  static func writeAll(_ descriptor: Int32, _ text: String) -> String? {
    var text = text
    return text.withUTF8 { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
  }

  /// Writes all of `bytes`; the system's reason when a write fails. One vector of
  /// ``writeAll(_:_:)-(_,UnsafeBufferPointer<iovec>)``, whose loop resumes a partial write.
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> String? {
    let vector = iovec(iov_base: UnsafeMutableRawPointer(mutating: bytes.baseAddress), iov_len: bytes.count)
    return withUnsafePointer(to: vector) { writeAll(descriptor, UnsafeBufferPointer(start: $0, count: 1)) }
  }

  /// Writes all the bytes `vectors` point to, in order (`writev(2)`, again after a partial
  /// write, from where it stopped); the system's reason when a write fails.
  static func writeAll(_ descriptor: Int32, _ vectors: UnsafeBufferPointer<iovec>) -> String? {
    var vectors = Array(vectors)
    var first = 0
    while first < vectors.count {
      let written = vectors.withUnsafeBufferPointer {
        DescriptorWait.writev(descriptor, UnsafeBufferPointer(rebasing: $0[first...]))
      }
      if written < 0 { return InputFile.describe(errno: errno) }
      // Past the vectors written whole, then into the one the write stopped in.
      var left = written
      while first < vectors.count, left >= vectors[first].iov_len {
        left -= vectors[first].iov_len
        first += 1
      }
      if left > 0 {
        vectors[first].iov_base = vectors[first].iov_base.map { $0 + left }
        vectors[first].iov_len -= left
      } else if written == 0, first < vectors.count {
        return "the system wrote nothing and gave no reason"
      }
    }
    return nil
  }
}

/// A write to standard output or `--output` failed: exit code ``ExitCode/outputFailed``.
struct OutputError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
