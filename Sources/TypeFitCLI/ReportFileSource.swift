import Foundation
import TypeFit
import TypeFitInput

/// A report file read by `typefit merge` in pieces (``ReportSource``), open from the first
/// reading to the last, so the merge reads the same file twice even if its name is replaced in
/// between.
final class ReportFileSource: ReportSource {
  /// Why a piece could not be read: the system's reason, or a file that became shorter.
  struct ReadError: Error, CustomStringConvertible {
    let description: String
  }

  private let descriptor: Int32
  /// The file's size when it was opened.
  let byteCount: Int
  /// The file's size, modification and status change times when it was opened (`fstat(2)`).
  private let version: [Int64]

  /// Opens a report: a regular file (of any size: the merge of NDJSON shards holds a bounded
  /// part of each).
  ///
  /// - Throws: ``UnreadableInputError`` naming the file and what is wrong.
  init(path: String) throws {
    let name = path  // the `typefit` command escapes the whole message for the terminal
    // Judged before it is opened for reading: opening a FIFO would wait for a writer.
    let (descriptor, info) = try RegularFileDescriptor.open(path) { refusal in
      switch refusal {
      case .notRegularFile(let kind):
        UnreadableInputError("cannot read report \(name): \(InputFile.notRegular(kind))")
      case .cannotOpen(let code), .cannotReadStatus(let code):
        UnreadableInputError("cannot read report \(name): \(String(cString: strerror(code)))")
      }
    }
    // `/proc` and `/sys` files look regular but are kernel state: their size reads 0 whatever
    // they hold, so the merge read none of it and called the file no TypeFit report (the
    // sixty-seventh attack's A67-6). Refused as the other readers refuse them.
    if let system = FileSystemPath.pseudoFileSystem(ofDescriptor: descriptor) {
      close(descriptor)
      throw UnreadableInputError(
        "cannot read report \(name): \(InputFileError.pseudoFileSystem(name: system).description)")
    }
    self.descriptor = descriptor
    byteCount = Int(info.st_size)
    version = Self.version(info)
  }

  /// Size, modification time and status change time (seconds, nanoseconds) of `stat(2)`: the
  /// status change time moves on every write, so a rewrite in place of the same size with its
  /// modification time put back is told apart too (twelfth attack A2).
  private static func version(_ info: stat) -> [Int64] {
    #if canImport(Darwin)
      let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
    #else
      let (modified, changed) = (info.st_mtim, info.st_ctim)
    #endif
    return [
      Int64(info.st_size), Int64(modified.tv_sec), Int64(modified.tv_nsec), Int64(changed.tv_sec),
      Int64(changed.tv_nsec),
    ]
  }

  /// Compares the file's size and times with those at its opening.
  ///
  /// - Throws: ``ReadError`` when they differ (it was written to) or `fstat` fails.
  func checkUnchanged() throws {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw ReadError(description: String(cString: strerror(errno)))
    }
    guard Self.version(info) == version else {
      throw ReadError(description: "it changed while it was being merged")
    }
  }

  deinit { close(descriptor) }

  /// Reads with `pread`, so the readers of one file do not share a file offset.
  ///
  /// - Throws: ``ReadError`` with the system's reason, or when the file ends early.
  func read(at offset: Int, count: Int, into buffer: inout [UInt8]) throws {
    let start = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: count))
    var done = 0
    while done < count {
      let result = buffer.withUnsafeMutableBytes { bytes in
        pread(descriptor, bytes.baseAddress! + start + done, count - done, off_t(offset + done))
      }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else {
        buffer.removeSubrange(start...)
        throw ReadError(
          description: result < 0
            ? String(cString: strerror(errno)) : "it became shorter while it was being merged")
      }
      done += result
    }
  }
}
