import Foundation
import TypeFitInput

#if os(Linux)
  import CStatFS
#endif

/// A font file's bytes, held once for both FreeType and HarfBuzz: read into memory, or mapped
/// read-only when the file is a system font only root can change.
///
/// The file is opened without blocking and checked on the opened descriptor (`fstat`), so only
/// a regular file is ever read and the bytes come from the very file that was checked; its
/// device and inode identify it whatever path or link named it. The bytes are released when
/// the last owner lets go (the font face and HarfBuzz's blob both hold them).
///
/// A mapping reads the file while it is used: a file truncated or rewritten in place (`cp
/// new.otf f.otf`, a font build) turns the next read of a page past its new end into `SIGBUS`,
/// which kills the process (eleventh attack B1). So a font is mapped only when nobody but root
/// can change it and a package manager installed it: a file under ``systemFontFolder`` owned by
/// root and writable by no group or other user. Package managers (dpkg, rpm) replace such a file
/// by renaming a new one over it, never by writing it in place, so the inode mapped keeps its
/// bytes. Every other font (`--font`, stack files, batch lines, `TYPEFIT_FONT_PATH`) is read
/// into memory, up to the end of its last table (``FontFileExtent``; bytes after it are never
/// used): it costs that in memory (at most ``maximumSize``; the largest fonts in use are under
/// 100 MB), and whatever happens to the file later cannot reach the bytes read.
final class FontFileMapping: @unchecked Sendable {
  /// The file's bytes (read-only): the whole file when mapped; when read, up to the end of its
  /// last table (`count` ≤ the file's size).
  let bytes: UnsafeRawBufferPointer
  /// The device and inode of the file read.
  let identity: FontFileIdentity
  /// The file's size and times when it was opened (``FontFileVersion``).
  let version: FontFileVersion
  /// Whether the bytes are a mapping of the file (a system font) rather than a copy in memory.
  let isMapped: Bool
  /// Whether the operating system or its package manager installed the file: mapped (a
  /// package-managed font under ``systemFontFolder``), or under ``operatingSystemFontFolders``.
  /// Nothing a repository or a user hands in (`--font`, stack files, batch lines,
  /// `TYPEFIT_FONT_PATH`) is installed, so whatever trusts a font's tables beyond HarfBuzz's
  /// own checks (``DirectShapingSetting``) asks this first.
  let isInstalled: Bool

  /// The folder of package-managed fonts on Linux (Debian's and Fedora's `fonts-*` packages).
  static let systemFontFolder = "/usr/share/fonts/"

  /// The largest font file mapped, in bytes: HarfBuzz measures blobs in 32-bit lengths, and the
  /// largest fonts in use (colour emoji, CJK collections) are under 100 MB.
  static let maximumSize = Int(Int32.max)

  /// Opens `path` and reads it into memory, or maps it when it is a system font (see above).
  ///
  /// - Throws: ``TextError/invalidFontFile(path:reason:)`` when the file cannot be opened or
  ///   read, is not a regular file, is on a pseudo file system (`/proc`, `/sys`), is empty or
  ///   larger than ``maximumSize``, is cut short of the tables its directory lists, lists a
  ///   table inside its directory or shorter than its header, has a table that does not match
  ///   its checksum (read fonts outside ``operatingSystemFontFolders``), or shrinks
  ///   while it is read;
  ///   ``TextError/fontOutOfMemory(path:bytes:)`` when the memory left cannot hold it.
  init(path: String) throws(TextError) {
    let (descriptor, info) = try Self.openChecked(path)
    defer { close(descriptor) }
    let size = Int(info.st_size)
    identity = FontFileIdentity(info)
    version = FontFileVersion(info)
    try Self.checkStart(descriptor, size: size, path: path)
    // Links resolved once, for both questions of where the file is: from the descriptor that
    // was opened where the system says (a link swapped after the open cannot make another
    // file look installed: the sixty-sixth attack's A66-1), else from the path.
    let resolved = FileSystemPath.realPath(ofDescriptor: descriptor) ?? Self.resolvedPath(path)
    let system = Self.isSystemFont(resolved: resolved, info: info)
    isInstalled = system || Self.isOperatingSystemFont(resolved: resolved)
    // Only the bytes its tables use are read (thirteenth attack A13-1: a font padded to 2 GB),
    // and a file cut short of its tables is refused (A45-1). Package-managed fonts are mapped
    // whole, as installed.
    // A table directory that lists a table inside itself, or a header table shorter than its
    // header, is damage too (A46-2).
    let tables = system ? (end: nil, damage: nil) : FontFileExtent.tables(of: descriptor)
    let tablesEnd = tables.end
    if let reason = FontFileExtent.cutShortReason(tablesEnd: tablesEnd, size: size) ?? tables.damage {
      throw .invalidFontFile(path: path, reason: reason)
    }
    let used = system ? size : FontFileExtent.usedBytes(tablesEnd: tablesEnd, size: size)
    // Under a memory limit, the file and its faces must fit what is left (A43-1).
    if HeadroomGuard.refusal(.fontFile(bytes: used)) != nil {
      throw .fontOutOfMemory(path: path, bytes: used)
    }
    if system {
      guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else {
        let code = errno
        if code == ENOMEM { throw .fontOutOfMemory(path: path, bytes: size) }
        throw .invalidFontFile(
          path: path, reason: "cannot map it into memory (\(String(cString: strerror(code))))")
      }
      bytes = UnsafeRawBufferPointer(start: base, count: size)
      isMapped = true
    } else {
      let read = try UnsafeRawBufferPointer(Self.read(descriptor, size: used, path: path))
      // A table that does not match its checksum is damage (A47-1, A47-2, A47-4); fonts the
      // operating system installed are taken as installed, as mapped ones are.
      if !Self.isOperatingSystemFont(resolved: resolved), let reason = FontFileExtent.checksumDamage(in: read)
      {
        free(UnsafeMutableRawPointer(mutating: read.baseAddress))
        throw .invalidFontFile(path: path, reason: reason)
      }
      bytes = read
      isMapped = false
    }
  }

  /// The folders of fonts the operating system installs on a read-only system volume (macOS's
  /// `/System/Library/Fonts`, where SF Pro is), whose files are read as installed.
  static let operatingSystemFontFolders = ["/System/Library/Fonts/"]

  /// Whether `resolved`, a path with its links resolved (``resolvedPath(_:)``), is under
  /// ``operatingSystemFontFolders``.
  private static func isOperatingSystemFont(resolved: String?) -> Bool {
    guard let resolved else { return false }
    return operatingSystemFontFolders.contains { resolved.hasPrefix($0) }
  }

  /// `path` with its links and `..` resolved (`realpath`), or `nil` when it cannot be.
  private static func resolvedPath(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }

  deinit {
    if isMapped {
      munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    } else {
      free(UnsafeMutableRawPointer(mutating: bytes.baseAddress))
    }
  }

  /// `path` opened without blocking and checked on the descriptor: a regular file, not on a
  /// pseudo file system, not empty and at most ``maximumSize`` bytes. The caller closes the
  /// descriptor.
  ///
  /// - Throws: ``TextError/invalidFontFile(path:reason:)`` saying which check failed.
  private static func openChecked(_ path: String) throws(TextError) -> (descriptor: Int32, info: stat) {
    // Not opened unless regular, judged on an `O_PATH` descriptor: opening a device can act on
    // it (A64-1, A66-5).
    let (descriptor, info) = try RegularFileDescriptor.open(path) { refusal -> TextError in
      let reason =
        switch refusal {
        case .notRegularFile(let kind): InputFile.notRegular(kind)
        case .cannotOpen(let code): "cannot open it (\(String(cString: strerror(code))))"
        case .cannotReadStatus(let code): "cannot read its status (\(String(cString: strerror(code))))"
        }
      return .invalidFontFile(path: path, reason: reason)
    }
    var closesOnThrow = true
    defer { if closesOnThrow { close(descriptor) } }
    // `/proc` and `/sys` files look regular but are kernel state (size 0, reads that can block
    // or never end): said in the words the localization readers use.
    #if os(Linux)
      if let system = tf_pseudo_file_system(descriptor) {
        throw .invalidFontFile(
          path: path,
          reason:
            "a file of the \(String(cString: system)) pseudo file system (kernel state, whose reads can block or never end); not read"
        )
      }
    #endif
    guard info.st_size > 0 else {
      throw .invalidFontFile(path: path, reason: "the file is empty")
    }
    guard info.st_size <= maximumSize else {
      throw .invalidFontFile(
        path: path, reason: "the file is \(info.st_size) bytes, more than the \(maximumSize)-byte limit")
    }
    closesOnThrow = false
    return (descriptor, info)
  }

  /// The bytes reading `path` would take into memory, worked out without reading it: 0 for a
  /// file that would be mapped (a system font), else up to the end of its last table
  /// (``FontFileExtent``); `nil` when it fails the checks of opening it (reading it says
  /// why).
  static func plannedReadBytes(path: String) -> Int? {
    guard let (descriptor, info) = try? openChecked(path) else { return nil }
    defer { close(descriptor) }
    if isSystemFont(resolved: resolvedPath(path), info: info) { return 0 }
    return FontFileExtent.usedBytes(of: descriptor, size: Int(clamping: info.st_size))
  }

  /// Whether the file open as `info`, at `resolved` (links resolved, ``resolvedPath(_:)``), may
  /// be mapped: under ``systemFontFolder``, owned by root and writable by no group or other user.
  private static func isSystemFont(resolved: String?, info: stat) -> Bool {
    guard info.st_uid == 0, info.st_mode & (S_IWGRP | S_IWOTH) == 0, let resolved else { return false }
    return resolved.hasPrefix(systemFontFolder)
  }

  /// Refuses, before reading the rest, a file whose first 4 bytes are zero: no font format
  /// FreeType reads begins so (an sfnt's version is `00 01 00 00`, `OTTO`, `true`, `typ1` or
  /// `ttcf`; Type 1 `%!` or `80 01`), and a sparse or zero-filled file of 1.5 GB was read whole
  /// before FreeType said it is not a font (twelfth attack A7); and a WOFF or WOFF2 web font
  /// (`wOFF`, `wOF2`): FreeType inflates a WOFF's tables to the sizes its header claims (a 1.6
  /// MB WOFF claiming a 1.5 GB table took 1.5 GB per face, fourteenth attack A14-3), and this
  /// FreeType reads no WOFF2 (a WOFF2 face mapped 0 code points, A14-5).
  private static func checkStart(_ descriptor: Int32, size: Int, path: String) throws(TextError) {
    guard size >= 4 else { return }
    var start: UInt32 = 0
    var count = 0
    repeat { count = pread(descriptor, &start, 4, 0) } while count < 0 && errno == EINTR
    if count == 4, start == 0 {
      throw .invalidFontFile(
        path: path,
        reason: "not a font file: its first 4 bytes are zero, as no font format's are (not read further)")
    }
    // `wOFF` and `wOF2`, as they are in the file (big-endian).
    if count == 4, [0x774F_4646, 0x774F_4632].contains(UInt32(bigEndian: start)) {
      throw .invalidFontFile(
        path: path,
        reason: "a WOFF web font; TypeFit reads .ttf, .otf and .ttc fonts: give the font it was made from")
    }
  }

  /// Reads `size` bytes of `descriptor` from its start into memory allocated with `malloc`.
  private static func read(_ descriptor: Int32, size: Int, path: String) throws(TextError)
    -> UnsafeMutableRawBufferPointer
  {
    guard let base = malloc(size) else { throw .fontOutOfMemory(path: path, bytes: size) }
    var done = 0
    while done < size {
      let count = pread(descriptor, base + done, size - done, off_t(done))
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        let reason =
          count == 0
          ? "the file shrank from \(size) to \(done) bytes while it was read"
          : "cannot read it (\(String(cString: strerror(errno))))"
        free(base)
        throw .invalidFontFile(path: path, reason: reason)
      }
      done += count
    }
    return UnsafeMutableRawBufferPointer(start: base, count: size)
  }
}

/// Which file a font came from, however it was named: its device and inode numbers
/// (`st_dev`, `st_ino` of `stat(2)`), the identity the input checks compare too. Two paths,
/// links or hard links to one file have the same identity.
package typealias FontFileIdentity = FileSystemPath.Identity
