import Foundation

#if os(Linux)
  import CStatFS
#endif

/// A font file mapped into memory read-only, once, for both FreeType and HarfBuzz.
///
/// The file is opened without blocking and checked on the opened descriptor (`fstat`), so only
/// a regular file is ever read and the bytes come from the very file that was checked; its
/// device and inode identify it whatever path or link named it. The mapping is released when
/// the last owner lets go (the font face and HarfBuzz's blob both hold it).
final class FontFileMapping: @unchecked Sendable {
  /// The file's bytes (read-only, `count` = the file's size).
  let bytes: UnsafeRawBufferPointer
  /// The device and inode of the file mapped.
  let identity: FontFileIdentity

  /// The largest font file mapped, in bytes: HarfBuzz measures blobs in 32-bit lengths, and the
  /// largest fonts in use (colour emoji, CJK collections) are under 100 MB.
  static let maximumSize = Int(Int32.max)

  /// Opens and maps `path`.
  ///
  /// - Throws: ``TextError/invalidFontFile(path:reason:)`` when the file cannot be opened, is
  ///   not a regular file, is on a pseudo file system (`/proc`, `/sys`), is empty or larger than ``maximumSize``;
  ///   ``TextError/fontOutOfMemory(path:bytes:)`` when the address space left cannot hold it.
  init(path: String) throws(TextError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw .invalidFontFile(path: path, reason: "cannot open it (\(String(cString: strerror(errno))))")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw .invalidFontFile(
        path: path, reason: "cannot read its status (\(String(cString: strerror(errno))))")
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw .invalidFontFile(path: path, reason: "not a regular file (a FIFO, device, socket or folder)")
    }
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
    guard info.st_size <= Self.maximumSize else {
      throw .invalidFontFile(
        path: path, reason: "the file is \(info.st_size) bytes, more than the \(Self.maximumSize)-byte limit")
    }
    let size = Int(info.st_size)
    guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else {
      let code = errno
      if code == ENOMEM { throw .fontOutOfMemory(path: path, bytes: size) }
      throw .invalidFontFile(
        path: path, reason: "cannot map it into memory (\(String(cString: strerror(code))))")
    }
    bytes = UnsafeRawBufferPointer(start: base, count: size)
    identity = FontFileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  deinit {
    munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
  }
}

/// Which file a font came from, however it was named: its device and inode numbers
/// (`st_dev`, `st_ino` of `stat(2)`). Two paths, links or hard links to one file have the same
/// identity.
package struct FontFileIdentity: Hashable, Sendable {
  package let device: UInt64
  package let inode: UInt64

  package init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }
}
