#if canImport(Glibc)
  import Glibc
  import CStatFS
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the C file APIs the walker needs.
package enum FileSystemPath {
  /// What a directory entry is (a link is not followed).
  package enum Kind: Equatable {
    case folder
    case regularFile
    case symbolicLink
    /// A FIFO, device or socket, described for messages (`a FIFO (named pipe)`).
    case other(String)
  }

  /// One entry of a folder: its name (`nil` when the bytes are not UTF-8), its name with
  /// invalid bytes escaped (`a\xFF.strings`), and its kind.
  package struct Entry {
    package var name: String?
    package var escapedName: String
    package var kind: Kind
    /// The entry's own identity (`fstatat` without following a link), taken while its folder
    /// was open: what a later open by path must find again (thirteenth attack A13-5).
    package var identity: Identity
  }

  /// Why a folder could not be listed.
  package struct ListingError: Error {
    package var reason: String
    /// The system's error number when opening the folder failed (`ENOENT`, `ENOTDIR`,
    /// `EACCES`), else 0.
    package var code: Int32 = 0

    /// What the walks' diagnostics say: `cannot list folder: Permission denied`.
    package var message: String { Self.messagePrefix + ": " + reason }
    /// How ``message`` begins, which tells a walk's listing failure from its other diagnostics.
    package static let messagePrefix = "cannot list folder"
  }

  /// The canonical absolute path with every symbolic link resolved, or `nil` when a link
  /// is dangling, loops on itself, or the path does not exist.
  ///
  /// On Linux the path is opened once (`O_PATH`, links followed) and the kernel names what it
  /// opened (`/proc/self/fd/N`), which costs one walk of the path; `realpath(3)` reads every
  /// prefix of it in turn, a time growing with the square of its depth (a thousand folders deep,
  /// 38,000 `readlink` calls for one path: the seventy-second attack's A72-12). The name is used
  /// only when it names the same file (device and inode); else, or without `/proc`,
  /// `realpath(3)` answers.
  package static func resolved(_ path: String) -> String? {
    #if os(Linux) && (arch(x86_64) || arch(arm64))
      if let named = namedByKernel(path) { return named }
    #endif
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// How a file or folder is opened only to name it to `openat`, `fstatat` and the like: on Linux
  /// `O_PATH` (0o10000000 in `include/uapi/asm-generic/fcntl.h`), which needs no permission to
  /// read it; elsewhere for reading.
  package static let placeOnly: Int32 = {
    #if os(Linux) && (arch(x86_64) || arch(arm64))
      return 0o10_000_000
    #else
      return O_RDONLY
    #endif
  }()

  #if os(Linux) && (arch(x86_64) || arch(arm64))
    /// The path the kernel gives the file `path` leads to, opened with `O_PATH`
    /// (``placeOnly``), when it is absolute and names that same file; `nil` otherwise (the path
    /// cannot be opened, `/proc` is not mounted, the file was removed or lies outside the
    /// process's root).
    private static func namedByKernel(_ path: String) -> String? {
      let descriptor = open(path, placeOnly | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      guard let named = linkText("/proc/self/fd/\(descriptor)", exact: true), named.hasPrefix("/") else {
        return nil
      }
      var opened = stat()
      var found = stat()
      guard fstat(descriptor, &opened) == 0, stat(named, &found) == 0,
        Identity(opened) == Identity(found)
      else { return nil }
      return named
    }
  #endif

  /// What tells one file or folder from another to the kernel: the device and inode number
  /// `stat` gives (links followed). Two paths name the same folder exactly when these match,
  /// whatever their bytes; two names that differ only in Unicode normalization are two folders.
  package struct Identity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    /// The identity `stat` or `fstat` gave as `st_dev` and `st_ino`.
    package init(device: UInt64, inode: UInt64) {
      self.device = device
      self.inode = inode
    }

    /// The identity in what `stat` or `fstat` filled in.
    package init(_ info: stat) {
      self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The identity of the regular file open on `descriptor` (`fstat`); `nil` for a pipe,
    /// terminal, device, folder or closed descriptor.
    package static func regularFile(openOn descriptor: Int32) -> Identity? {
      var info = stat()
      guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
      return Identity(info)
    }
  }

  /// The real path of the file open on `descriptor` (Linux: the link `/proc/self/fd/N`), or
  /// `nil` where it cannot be read (no `/proc`, another system, a path that is not UTF-8).
  package static func realPath(ofDescriptor descriptor: Int32) -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
      guard count > 0, count < buffer.count - 1 else { return nil }
      return String(validating: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      return nil
    #endif
  }

  /// The ``Identity`` of what `path` names, following links; `nil` when it does not exist. An
  /// absolute path longer than the system takes (`ENAMETOOLONG`) is looked up a name at a time
  /// (``identityByName(_:)``).
  package static func identity(_ path: String) -> Identity? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return errno == ENAMETOOLONG ? identityByName(path) : nil
    }
    return Identity(info)
  }

  /// The text of the symbolic link `path` as written in it (`readlink`), without following
  /// it; `nil` when `path` is not a link. At most `PATH_MAX` bytes; invalid UTF-8 is repaired.
  /// With `exact`, a text that is not valid UTF-8 gives `nil` instead of a repaired string
  /// (a repaired text would name another path).
  package static func linkText(_ path: String, exact: Bool = false) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, Int(PATH_MAX))
    guard count >= 0 else { return nil }
    let bytes = buffer[0..<count].map { UInt8(bitPattern: $0) }
    return exact ? String(validating: bytes, as: UTF8.self) : String(decoding: bytes, as: UTF8.self)
  }

  /// The text of the link at `path` as messages show it: as the repository wrote it, never
  /// where it resolves on the machine running the check (`?` when it cannot be read).
  package static func shownLinkText(_ path: String) -> String {
    linkText(path) ?? "?"
  }

  /// Why a given path that is not a symbolic link cannot be found, for the walkers' messages:
  /// `permission denied` when a folder on its way may not be searched (`chmod 000`, another
  /// user's folder; eleventh attack L2), else `no such file or folder`.
  package static func unreachableReason(_ path: String) -> String {
    var info = stat()
    if lstat(path, &info) != 0, errno == EACCES { return permissionDenied }
    return noSuchFile
  }

  /// ``unreachableReason(_:)`` when nothing is at the path.
  package static let noSuchFile = "no such file or folder"
  /// ``unreachableReason(_:)`` when a folder on the path's way may not be searched.
  package static let permissionDenied = "permission denied"

  /// `true` when `path` itself is a symbolic link (not following it).
  package static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else { return false }
    return (info.st_mode & S_IFMT) == S_IFLNK
  }

  /// The kind of what `path` names, following links; `nil` when it does not exist.
  package static func kind(_ path: String) -> Kind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return kind(of: info.st_mode)
  }

  /// The kind of what `path` names, a link itself being ``Kind/symbolicLink`` (`lstat`);
  /// `nil` when it does not exist or cannot be looked at.
  package static func kindNotFollowing(_ path: String) -> Kind? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return kind(of: info.st_mode)
  }

  private static func kind(of mode: mode_t) -> Kind {
    switch mode & S_IFMT {
    case S_IFDIR: .folder
    case S_IFREG: .regularFile
    case S_IFLNK: .symbolicLink
    case let other: .other(InputFile.kindName(other))
    }
  }

  /// The name of the Linux pseudo file system (`proc`, `sysfs`, …: kernel and process state
  /// rather than files) an open descriptor is on, or `nil` for an ordinary one; the table of
  /// `statfs` magic numbers is `tf_pseudo_file_system` in `CStatFS`, shared with the font loader.
  /// Linux only: other systems have no `/proc` or `/sys`, and their `/dev` holds devices, which
  /// are refused by kind.
  package static func pseudoFileSystem(ofDescriptor descriptor: Int32) -> String? {
    #if os(Linux)
      return tf_pseudo_file_system(descriptor).map { String(cString: $0) }
    #else
      return nil
    #endif
  }

  /// The name of the pseudo file system the folder at `path` is on, or `nil` (see
  /// ``pseudoFileSystem(ofDescriptor:)``); opened without following a FIFO's writer.
  package static func pseudoFileSystem(ofFolder path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    return pseudoFileSystem(ofDescriptor: descriptor)
  }

  /// The entries of a folder (not `.` and `..`), sorted by name bytes; each entry's kind
  /// comes from `fstatat` relative to the open folder, so listing costs the same at any depth.
  ///
  /// - Parameters:
  ///   - path: The folder.
  ///   - identity: The folder's identity when its own folder was listed (``Entry/identity``),
  ///     or `nil` for a folder the caller named: a folder swapped for a link or another folder
  ///     since then is not listed.
  /// - Throws: ``ListingError`` with the system's reason, or saying the folder changed.
  package static func entries(ofFolder path: String, identity: Identity? = nil) throws(ListingError)
    -> [Entry]
  {
    if let refusal = HeadroomGuard.listingRefusal(entriesHeld: 0) { throw ListingError(reason: refusal) }
    guard let folder = opendir(path) else {
      let code = errno
      throw ListingError(reason: InputFile.describe(errno: code, path: path))
    }
    defer { closedir(folder) }
    let descriptor = dirfd(folder)
    if let identity {
      var info = stat()
      guard fstat(descriptor, &info) == 0, Identity(info) == identity else {
        throw ListingError(
          reason: "it changed while the input was searched (another folder or a link is now in its place)")
      }
    }
    var found: [(bytes: [UInt8], kind: Kind, identity: Identity)] = []
    while let entry = readdir(folder) {
      if let refusal = HeadroomGuard.listingRefusal(entriesHeld: found.count) {
        throw ListingError(reason: refusal)
      }
      // The name is read and looked up where `readdir` left it, NUL-terminated: a copy and a
      // NUL-terminated second copy per entry cost a vendored folder of 300,000 files 82 s in a
      // debug build (the forty-first attack's A41-6, with the comparison below).
      var info = stat()
      // The name's bytes, and `fstatat`'s error number (0 when it succeeded).
      let (bytes, failure) = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
        tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { name in
          let length = strlen(name)
          let bytes = UnsafeRawBufferPointer(start: name, count: length)
          // `.` and `..`: no bytes, not looked up.
          if length <= 2, bytes.allSatisfy({ $0 == UInt8(ascii: ".") }) { return ([UInt8](), Int32(0)) }
          let status = fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW)
          return ([UInt8](bytes), status == 0 ? 0 : errno)
        }
      }
      if bytes.isEmpty { continue }
      guard failure == 0 else {
        // An entry removed since `readdir` listed it is gone; any other failure means the
        // folder's entries cannot be looked up (a folder that can be read but not searched,
        // mode 0644): said as the folder's error, not passed over (the forty-second attack's
        // A42-1: its files were skipped without a word and the run passed).
        if failure == ENOENT { continue }
        let reason = InputFile.describe(errno: failure)
        throw ListingError(
          reason: failure == EACCES
            ? "\(reason): its entries can be listed but not looked up (the folder may be read but not searched)"
            : "\(reason), looking up its entries")
      }
      found.append((bytes, kind(of: info.st_mode), Identity(info)))
    }
    // By bytes with `memcmp` (a generic `lexicographicallyPrecedes` compared byte by byte).
    found.sort { a, b in
      a.bytes.withUnsafeBufferPointer { first in
        b.bytes.withUnsafeBufferPointer { UTF8Bytes.precedes(first, $0) }
      }
    }
    return found.map { bytes, kind, identity in
      let name = String(validating: bytes, as: UTF8.self)
      return Entry(name: name, escapedName: name ?? escaped(bytes), kind: kind, identity: identity)
    }
  }

  /// Hands `body` the bytes of each entry name of the folder at `path` (not `.` and `..`), in
  /// the order the system lists them, neither looked up nor kept: a caller keeps the few it wants,
  /// so a folder of 300,000 files costs no more memory than an empty one (the forty-second attack's
  /// A42-4: a font stack's search folder of 300,000 names was listed whole). Asks
  /// ``HeadroomGuard`` as ``entries(ofFolder:identity:)`` does.
  ///
  /// - Parameters:
  ///   - path: The folder; links are followed (a stack's search folder may be one).
  ///   - body: Given each name's bytes (valid only during the call); returns `false` to stop.
  /// - Throws: ``ListingError`` with the system's reason and ``ListingError/code`` when the folder
  ///   cannot be opened, or the guard's reason.
  package static func eachName(
    inFolder path: String, _ body: (UnsafeRawBufferPointer) -> Bool
  ) throws(ListingError) {
    if let refusal = HeadroomGuard.listingRefusal(entriesHeld: 0) { throw ListingError(reason: refusal) }
    guard let folder = opendir(path) else {
      let code = errno
      throw ListingError(reason: InputFile.describe(errno: code, path: path), code: code)
    }
    defer { closedir(folder) }
    while let entry = readdir(folder) {
      if let refusal = HeadroomGuard.listingRefusal(entriesHeld: 0) { throw ListingError(reason: refusal) }
      let goOn = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> Bool in
        let name = UnsafeRawBufferPointer(rebasing: raw.prefix { $0 != 0 })
        if name.count <= 2, name.allSatisfy({ $0 == UInt8(ascii: ".") }) { return true }
        return body(name)
      }
      if !goOn { return }
    }
  }

  /// The bytes as text, with each byte that is not part of valid UTF-8 written `\xFF` and each
  /// backslash written `\\`, so that two byte strings never give one text
  /// (``unescaped(_:)`` gives the bytes back): a folder named `App` and the byte 0xFF, and one
  /// literally named `App\xFF`, were both shown `App\xFF` (the eightieth attack's A80-6; the
  /// second is now `App\\xFF` when escaped, as in the path of a name below it that is not UTF-8).
  package static func escaped(_ bytes: [UInt8]) -> String {
    var text = ""
    var index = 0
    while index < bytes.count {
      var matched = false
      for length in (1...4).reversed() where index + length <= bytes.count {
        if let piece = String(validating: bytes[index..<index + length], as: UTF8.self),
          piece.unicodeScalars.count == 1
        {
          text += piece
          index += length
          matched = true
          break
        }
      }
      if matched, bytes[index - 1] == UInt8(ascii: "\\") {
        text += "\\"
      } else if !matched {
        let hex = String(bytes[index], radix: 16, uppercase: true)
        text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
        index += 1
      }
    }
    return text
  }

  /// The bytes ``escaped(_:)`` wrote as `text`: `\\` is a backslash, `\xFF` the byte; any other
  /// character is its UTF-8 (a lone `\` too). For a path a walker reported by its escaped name
  /// (the readers' `invalidFileName` diagnostics), which a SARIF URI percent-encodes byte by
  /// byte (`App%FF`).
  package static func unescaped(_ text: String) -> [UInt8] {
    let utf8 = Array(text.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var index = 0
    func hexValue(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }
    while index < utf8.count {
      let byte = utf8[index]
      if byte == UInt8(ascii: "\\"), index + 1 < utf8.count {
        if utf8[index + 1] == UInt8(ascii: "\\") {
          bytes.append(byte)
          index += 2
          continue
        }
        if utf8[index + 1] == UInt8(ascii: "x"), index + 3 < utf8.count, let high = hexValue(utf8[index + 2]),
          let low = hexValue(utf8[index + 3])
        {
          bytes.append(high << 4 | low)
          index += 4
          continue
        }
      }
      bytes.append(byte)
      index += 1
    }
    return bytes
  }
}
