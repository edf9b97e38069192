#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads an input file the safe way: open it without blocking, `fstat` the opened descriptor,
/// read only regular files not on a pseudo file system (`/proc`, `/sys`), without blocking, and
/// never more than a limit, whatever `stat` of a link said.
///
/// A FIFO would block the reader forever, `/dev/zero` never ends, and a symbolic link's own
/// size says nothing about its target: so the kind of file is checked on the descriptor that
/// is read, and the limit is applied to the bytes actually read.
///
/// ```swift
/// let bytes = try InputFile.read("typefit.json", maximumSize: 1 << 20)
/// ```
public enum InputFile {
  /// The file's bytes.
  ///
  /// - Parameters:
  ///   - path: The file, as the user or the walker named it.
  ///   - maximumSize: The most bytes read; a longer file is refused, not cut.
  /// - Throws: ``InputFileError`` naming what is wrong (missing, a FIFO or device, too large,
  ///   the system's error).
  public static func read(_ path: String, maximumSize: Int) throws(InputFileError) -> [UInt8] {
    try read(path, maximumSize: maximumSize, identity: nil)
  }

  /// The file's bytes, when the file opened is the one a walk found as `identity`.
  ///
  /// A walk decides which files are inside its roots, and the file is read later by its path:
  /// a symbolic link renamed over it in between (by a build step running beside the check)
  /// would be followed out of the input, and what it names read into the report (thirteenth
  /// attack A13-5). So the descriptor opened is compared with the walk's identity.
  ///
  /// With `root`, the file opened must lie inside that real folder, judged by the real path of
  /// the descriptor opened (`/proc/self/fd/N`; where it cannot be read, not judged): a file a
  /// repository names (`--stack`, `--config`) whose link was swapped after the path was judged
  /// to stay inside the repository is not read (fourteenth attack A14-2).
  ///
  /// - Throws: ``InputFileError/changedSinceFound`` when the path now leads to another file,
  ///   ``InputFileError/outsideRoot`` when the file opened is outside `root`,
  ///   ``InputFileError/insideVersionControl`` when it is in a `.git` folder `root` does not hold
  ///   and `path` does not name, or what
  ///   ``read(_:maximumSize:)`` throws.
  package static func read(
    _ path: String, maximumSize: Int, identity: FileSystemPath.Identity?, root: String? = nil
  ) throws(InputFileError) -> [UInt8] {
    // Refused by its kind unopened (``RegularFileDescriptor``): `open` fails on a socket (ENXIO;
    // the twentieth attack's A20-13), opening a device can act on it (a tape rewinds, a watchdog
    // starts: the sixty-fourth attack's A64-1, a `--stack` naming device nodes), and a pipe with
    // no name in any file system (`pipe:[123]`, as `--config <(…)` gives) is refused as what it
    // is, not as a link out of its repository (A15-10).
    let (descriptor, info) = try RegularFileDescriptor.open(path) { refusal -> InputFileError in
      switch refusal {
      case .notRegularFile(let kind): .notRegularFile(kind: kind)
      case .cannotOpen(let code), .cannotReadStatus(let code): .cannotOpen(reason: describe(errno: code))
      }
    }
    defer { close(descriptor) }
    if let identity, FileSystemPath.Identity(info) != identity { throw .changedSinceFound }
    if let root, let opened = FileSystemPath.realPath(ofDescriptor: descriptor) {
      if !BytePath.isInside(opened, root) { throw .outsideRoot }
      // Nor into its `.git` folder through a link (thirty-fourth attack A34-2: a `typefit.json`
      // linked to `.git/config` was read, and its JSON error quoted the file).
      if VersionControlFolder.isEntered(by: opened, roots: [root], written: path) {
        throw .insideVersionControl
      }
    }
    // `/proc` and `/sys` files look regular but are kernel state: some block on read, some
    // never end. They are refused by file system; and O_NONBLOCK stays set, so a read that
    // would block elsewhere fails instead (an ordinary file system ignores it for regular files).
    if let system = FileSystemPath.pseudoFileSystem(ofDescriptor: descriptor) {
      throw .pseudoFileSystem(name: system)
    }
    let expected = Int(clamping: info.st_size)
    if expected > maximumSize { throw .tooLarge(size: expected, limit: maximumSize) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(max(expected, 0), maximumSize) + 1)
    let pieceSize = 1 << 20
    var piece = [UInt8](repeating: 0, count: pieceSize)
    while true {
      let wanted = min(pieceSize, maximumSize + 1 - bytes.count)
      let count = piece.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN || errno == EWOULDBLOCK { throw .cannotRead(reason: "the read would block") }
        throw .cannotRead(reason: describe(errno: errno))
      }
      if count == 0 { break }
      bytes.append(contentsOf: piece[0..<count])
      if bytes.count > maximumSize { throw .tooLarge(size: nil, limit: maximumSize) }
    }
    // A file with a run of hundreds of combining marks is not read: comparing its text would take
    // time growing with the square of the run (``CombiningMarkRun``; A68-4 to A68-6).
    if let line = CombiningMarkRun.firstLine(in: bytes) { throw .combiningMarkRun(line: line) }
    return bytes
  }

  /// The kind of a file that is not a regular file, or `nil` for a regular file or a path
  /// that does not exist; follows symbolic links (`stat`), never opens the file. Readers open
  /// files through `RegularFileDescriptor`, which judges the kind on a descriptor; this
  /// judges it by path (where `/proc` or `O_PATH` is missing, and for messages).
  public static func nonRegularKind(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let kind = info.st_mode & S_IFMT
    return kind == S_IFREG ? nil : kindName(kind)
  }

  /// A refusal of a file by its kind, in words: `a FIFO (named pipe), not a regular file`
  /// (`kind` from ``kindName(_:)``; its fallback, ``otherKind``, is said alone).
  package static func notRegular(_ kind: String) -> String {
    kind == otherKind ? kind : kind + ", not a regular file"
  }

  /// What ``kindName(_:)`` says of a kind it has no name for.
  static let otherKind = "not a regular file"

  /// `a FIFO (named pipe)`, `a character device`…
  package static func kindName(_ kind: mode_t) -> String {
    switch kind {
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    case S_IFLNK: return "a symbolic link"
    default: return otherKind
    }
  }

  /// The system's message for an error number (`No such file or directory`).
  public static func describe(errno code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// The longest path, in bytes with its terminating NUL, the system opens by name: the C
  /// library's `PATH_MAX` (4,096 on Linux, `include/uapi/linux/limits.h`), as `FileSystemPath`
  /// sizes its buffers.
  public static let maximumPathBytes = Int(PATH_MAX)

  /// The system's message for an error number met opening `path`, saying for `File name too
  /// long` which limit the path passes (the fifteenth attack's A15-2: a tree 250 folders deep
  /// was refused with the bare message, while the documented depth limit is 256).
  public static func describe(errno code: Int32, path: String) -> String {
    let reason = describe(errno: code)
    guard code == ENAMETOOLONG else { return reason }
    let bytes = path.utf8.count
    guard bytes >= maximumPathBytes else { return reason }
    return reason
      + " (the path is \(bytes) bytes; \(pathLimitWords): give a folder further down as the input, or shorten "
      + "the folder names)"
  }

  /// What the system opens by name, for the messages about paths past it.
  private static var pathLimitWords: String {
    "the system opens a path of at most \(maximumPathBytes - 1) bytes by name"
  }

  /// Why an input the command line names, which exists, is not read when its full path
  /// `absolute` is longer than the system opens by name, or `nil` when it is not: the walks
  /// open inputs by their real paths, so a working folder deeper than `PATH_MAX` made
  /// `check app` say `app: no such file or folder` (the seventy-ninth attack's A79-2). With the
  /// part of the length that is the working folder's, `workingFolder`, for a relative `path`.
  package static func inputPathTooLong(absolute: String, workingFolder: String?) -> String? {
    let bytes = absolute.utf8.count
    guard bytes >= maximumPathBytes else { return nil }
    let own = workingFolder.map { ", \($0.utf8.count) of them the working folder's" } ?? ""
    return InputJudgement.unreadablePrefix
      + "\(describe(errno: ENAMETOOLONG)) (its full path is \(bytes) bytes\(own); "
      + "\(pathLimitWords), and inputs are read by their full paths: move the tree to a shorter path, or "
      + "shorten the folder names); not read"
  }
}

/// Why ``InputFile/read(_:maximumSize:)`` refused a file.
public enum InputFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `open` or `fstat` failed: the system's reason.
  case cannotOpen(reason: String)
  /// The path is a folder, FIFO, device or socket.
  case notRegularFile(kind: String)
  /// A file of a pseudo file system (`proc`, `sysfs`…): kernel state, not a file to read.
  case pseudoFileSystem(name: String)
  /// More bytes than the limit: the size `fstat` gave, or `nil` when the file grew while read.
  case tooLarge(size: Int?, limit: Int)
  /// `read` failed: the system's reason.
  case cannotRead(reason: String)
  /// The path no longer leads to the file the walk found there (a link or another file was
  /// put in its place since).
  case changedSinceFound
  /// The file opened lies outside the folder it had to stay in (a link put on its way since
  /// the path was judged).
  case outsideRoot
  /// The file opened lies in a `.git` folder its root does not hold, reached through a
  /// symbolic link: version control's files are never read.
  case insideVersionControl
  /// A run of more combining marks in a row than `CombiningMarkRun.maximum`, starting on a
  /// 1-based line: comparing such text takes time that grows with the square of the run.
  case combiningMarkRun(line: Int)

  public var description: String {
    switch self {
    case .cannotOpen(let reason): "cannot open the file: \(reason)"
    case .notRegularFile(let kind): InputFile.notRegular(kind) + "; only regular files are read"
    case .pseudoFileSystem(let name):
      "a file of the \(name) pseudo file system (kernel state, whose reads can block or never end); not read"
    case .tooLarge(let size?, let limit): "file is \(size) bytes, more than the \(limit)-byte limit"
    case .tooLarge(nil, let limit): "file is larger than the \(limit)-byte limit"
    case .cannotRead(let reason): "cannot read the file: \(reason)"
    case .outsideRoot:
      "it leads outside its repository through a symbolic link (one put in place while it was opened); not read"
    case .insideVersionControl:
      "it leads into a .git folder through a symbolic link; not read: " + VersionControlFolder.reason
    case .changedSinceFound:
      "the file changed after the input was searched (a link or another file is now in its place); not read"
    case .combiningMarkRun(let line):
      "line \(line) has \(CombiningMarkRun.refusalReason()); not read"
    }
  }
}

/// The C library's `read(2)` (the name `read` is taken by ``InputFile/read(_:maximumSize:)``).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}
