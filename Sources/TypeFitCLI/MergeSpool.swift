import Foundation

/// The merged report of NDJSON shards, held in a temporary file until the merge has found every
/// shard unchanged, then copied to a destination that is written as it goes: standard output,
/// a descriptor (`-o /dev/fd/3`) or a FIFO. Such a destination cannot be put back when a shard
/// is found changed during the writing (twelfth attack A2's refusal came after part of the
/// report was written, exit 3), so it gets the whole merged report or nothing. A file `--output`
/// replaced at its commit (``ReportFile``) needs none.
///
/// The file is created in `TMPDIR` (else `/tmp`) and unlinked at once, so nothing is left
/// behind whatever ends the process; it takes the merged report's size on that disk.
final class MergeSpool {
  private let descriptor: Int32
  /// The system's reason for the first write that failed (a full disk); later writes are
  /// skipped, and the caller writes the report as it goes instead.
  private(set) var failure: String?
  /// Bytes written.
  private(set) var byteCount = 0

  /// Bytes copied at a time: 256 KiB, as ``StreamingOutput`` writes.
  static let chunkSize = 1 << 18

  /// The folder of temporary files: `TMPDIR` when set and not empty, else `/tmp`.
  static var temporaryFolder: String {
    guard let folder = ProcessInfo.processInfo.environment["TMPDIR"], !folder.isEmpty else { return "/tmp" }
    return folder
  }

  /// Creates and unlinks the file in `folder`; `nil` when it cannot be created (a folder that
  /// does not exist or may not be written).
  init?(folder: String = MergeSpool.temporaryFolder) {
    var template = Array((folder + "/.typefit-merge-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return nil }
    unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Appends `bytes`; after a failure nothing more is written (``failure``).
  func write(_ bytes: [UInt8]) {
    guard failure == nil else { return }
    if let error = bytes.withUnsafeBytes({ POSIXOutput.writeAll(descriptor, $0) }) {
      failure = error
      return
    }
    byteCount += bytes.count
  }

  /// Hands what was written to `emit`, in pieces of ``chunkSize`` bytes, in order.
  ///
  /// - Throws: ``OutputError`` when the file cannot be read back.
  func copy(_ emit: ([UInt8]) -> Void) throws {
    var offset = 0
    var piece = [UInt8](repeating: 0, count: Self.chunkSize)
    while offset < byteCount {
      let count = min(Self.chunkSize, byteCount - offset)
      let read = piece.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, count, off_t(offset)) }
      if read < 0, errno == EINTR { continue }
      guard read > 0 else {
        throw OutputError(
          "cannot read the merged report back from its temporary file: "
            + (read < 0 ? String(cString: strerror(errno)) : "it became shorter"))
      }
      emit(Array(piece[..<read]))
      offset += read
    }
  }
}
