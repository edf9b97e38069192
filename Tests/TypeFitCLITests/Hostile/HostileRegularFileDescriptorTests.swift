import Foundation
import Testing
import TypeFitConcurrency
import TypeFitInput
import _TypeFitTestSupport

/// ``RegularFileDescriptor``, the one way TypeFit opens a file it is handed: only a regular file
/// is opened for reading, and on Linux its kind is judged on an `O_PATH` descriptor that the
/// read descriptor is reopened from (the sixty-sixth attack's A66-5: the kind was judged by path
/// and the path opened after, so a link swapped in between led the open to a device or FIFO).
@Suite("Hostile input: regular files opened by descriptor")
struct HostileRegularFileDescriptorTests {
  typealias Refusal = RegularFileDescriptor.Refusal

  /// `RegularFileDescriptor.open(path)`, or how it refused.
  static func opened(_ path: String, descriptorFolder: String = "/proc/self/fd") -> Result<stat, Refusal> {
    do throws(Refusal) {
      let (descriptor, info) = try RegularFileDescriptor.open(path, descriptorFolder: descriptorFolder)
      close(descriptor)
      return .success(info)
    } catch {
      return .failure(error)
    }
  }

  /// The refusal of `path`, or `nil` when it opened.
  static func refusal(_ path: String, descriptorFolder: String = "/proc/self/fd") -> Refusal? {
    guard case .failure(let refusal) = opened(path, descriptorFolder: descriptorFolder) else { return nil }
    return refusal
  }

  @Test("a regular file is opened read-only and non-blocking, and reads its bytes")
  func regularFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.json", "{\"a\": 1}")
    let (descriptor, info) = try RegularFileDescriptor.open(folder.path + "/a.json")
    defer { close(descriptor) }
    #expect(info.st_mode & S_IFMT == S_IFREG)
    #expect(info.st_size == 8)
    let flags = fcntl(descriptor, F_GETFL)
    #expect(flags & O_ACCMODE == O_RDONLY)
    #expect(flags & O_NONBLOCK != 0)
    var bytes = [UInt8](repeating: 0, count: 16)
    #expect(pread(descriptor, &bytes, 16, 0) == 8)
    #expect(String(decoding: bytes[0..<8], as: UTF8.self) == "{\"a\": 1}")
  }

  /// The descriptor returned is the file the kind was judged on, not the `O_PATH` handle: the
  /// same device and inode as the path names, and a descriptor that reads.
  @Test("a link to a regular file opens its target: the same st_dev and st_ino, readable")
  func linkToRegularFileIsTheSameFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("Font.ttf", "0123456789")
    let target = folder.path + "/Font.ttf"
    #expect(symlink(target, folder.path + "/Link.ttf") == 0)
    let (descriptor, info) = try RegularFileDescriptor.open(folder.path + "/Link.ttf")
    defer { close(descriptor) }
    var expected = stat()
    #expect(stat(target, &expected) == 0)
    #expect(info.st_dev == expected.st_dev && info.st_ino == expected.st_ino)
    var again = stat()
    #expect(fstat(descriptor, &again) == 0)
    #expect(again.st_dev == expected.st_dev && again.st_ino == expected.st_ino)
    var byte: UInt8 = 0
    #expect(pread(descriptor, &byte, 1, 9) == 1 && byte == UInt8(ascii: "9"))
    #if os(Linux)
      let real = try #require(realpath(target, nil))
      defer { free(real) }
      #expect(FileSystemPath.realPath(ofDescriptor: descriptor) == String(cString: real))
    #endif
  }

  /// Without a writer, a FIFO opened for reading without `O_NONBLOCK` would wait forever; it is
  /// refused at once. A writer left waiting would be let go by opening the FIFO for writing.
  @Test("a FIFO is refused by its kind without blocking")
  func fifoRefusedPromptly() throws {
    let folder = try TemporaryFolder()
    let fifo = folder.path + "/Pipe.json"
    #expect(mkfifo(fifo, 0o644) == 0)
    let answer = Locked<Refusal??>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let refusal = Self.refusal(fifo)
      answer.withLock { $0 = .some(refusal) }
      done.signal()
    }
    let returned = done.wait(timeout: .now() + 10) == .success
    if !returned {
      let writer = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
      if writer >= 0 { close(writer) }
    }
    #expect(returned, "RegularFileDescriptor.open blocked on a FIFO")
    #expect(answer.value == .some(.notRegularFile(kind: "a FIFO (named pipe)")))
  }

  @Test("a socket, /dev/null and a folder are refused by their kinds")
  func otherKindsRefused() throws {
    let folder = try TemporaryFolder()
    let socketPath = folder.path + "/s.sock"
    try HostileSocketTests.bindSocket(socketPath)
    #expect(Self.refusal(socketPath) == .notRegularFile(kind: "a socket"))
    #expect(Self.refusal("/dev/null") == .notRegularFile(kind: "a character device"))
    #expect(Self.refusal(folder.path) == .notRegularFile(kind: "a folder"))
    #expect(symlink("/dev/null", folder.path + "/null.json") == 0)
    #expect(Self.refusal(folder.path + "/null.json") == .notRegularFile(kind: "a character device"))
  }

  @Test("a missing file and a link loop are the system's errors")
  func systemErrors() throws {
    let folder = try TemporaryFolder()
    #expect(Self.refusal(folder.path + "/missing.json") == .cannotOpen(errno: ENOENT))
    #expect(symlink("loop.json", folder.path + "/loop.json") == 0)
    #expect(Self.refusal(folder.path + "/loop.json") == .cannotOpen(errno: ELOOP))
  }

  /// Without `/proc` (a descriptor folder that does not exist) the path is opened after its kind
  /// was judged: regular files still open, and other kinds are still refused.
  @Test("without /proc, a regular file opens and a FIFO or device is refused")
  func withoutProc() throws {
    let folder = try TemporaryFolder()
    let missing = folder.path + "/no-proc"
    try folder.write("a.json", "{}")
    guard case .success(let info) = Self.opened(folder.path + "/a.json", descriptorFolder: missing) else {
      Issue.record("a regular file was refused without /proc")
      return
    }
    #expect(info.st_size == 2)
    #expect(mkfifo(folder.path + "/Pipe.json", 0o644) == 0)
    #expect(
      Self.refusal(folder.path + "/Pipe.json", descriptorFolder: missing)
        == .notRegularFile(kind: "a FIFO (named pipe)"))
    #expect(
      Self.refusal("/dev/null", descriptorFolder: missing) == .notRegularFile(kind: "a character device"))
  }

  #if os(Linux)
    /// A66-5's race, run for a while: a link flips between a regular file and a FIFO that has no
    /// writer, while the link is opened again and again. When the kind was judged by path and
    /// the path opened after, the FIFO was opened (`O_NONBLOCK`) and refused only by `fstat`;
    /// opened through the `O_PATH` descriptor, it never is. Two witnesses see an open for
    /// reading: inotify's `IN_OPEN` on the FIFO (every one, whenever it happened; used where an
    /// `O_PATH` open makes no event, Linux 6.5 and later), and a writer opening the FIFO without
    /// blocking, which succeeds only while a reader holds it (on every kernel, when the timing
    /// meets). Run against the old order (the way without `/proc`), it failed 10 runs of 10.
    @Test("a FIFO swapped in for a regular file is never opened for reading")
    func fifoSwappedInIsNeverOpened() throws {
      let folder = try TemporaryFolder()
      try folder.write("a.json", "{}")
      let fifo = folder.path + "/Pipe.json"
      #expect(mkfifo(fifo, 0o644) == 0)
      let watch = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      try #require(watch >= 0)
      defer { close(watch) }
      try #require(inotify_add_watch(watch, fifo, UInt32(IN_OPEN)) >= 0)
      // The FIFO refused directly: an event now is this kernel reporting `O_PATH` opens.
      #expect(Self.refusal(fifo) == .notRegularFile(kind: "a FIFO (named pipe)"))
      let reportsPathOpens = Self.events(watch) > 0
      let link = folder.path + "/link.json"
      #expect(symlink("a.json", link) == 0)
      let stop = Locked(false)
      let writerOpens = Locked(0)
      let finished = DispatchSemaphore(value: 0)
      let spare = folder.path + "/spare.json"
      Thread.detachNewThread {
        var toFifo = true
        while !stop.value {
          _ = unlink(spare)
          _ = symlink(toFifo ? "Pipe.json" : "a.json", spare)
          _ = rename(spare, link)
          toFifo.toggle()
        }
        finished.signal()
      }
      Thread.detachNewThread {
        while !stop.value {
          let writer = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
          if writer >= 0 {
            writerOpens.withLock { $0 += 1 }
            close(writer)
          }
        }
        finished.signal()
      }
      var (opened, refused) = (0, 0)
      let deadline = Date().addingTimeInterval(1.5)
      while Date() < deadline {
        switch Self.opened(link) {
        case .success(let info):
          #expect(info.st_mode & S_IFMT == S_IFREG)
          opened += 1
        case .failure(.notRegularFile(let kind)):
          #expect(kind == "a FIFO (named pipe)")
          refused += 1
        case .failure:
          break  // the link was being renamed over
        }
      }
      stop.withLock { $0 = true }
      finished.wait()
      finished.wait()
      #expect(opened > 0 && refused > 0, "the race was not run: \(opened) opened, \(refused) refused")
      #expect(writerOpens.value == 0, "a writer found the FIFO open for reading")
      if !reportsPathOpens {
        #expect(Self.events(watch) == 0, "inotify saw the FIFO opened")
      }
    }

    /// How many inotify events `watch` has queued, read and dropped.
    static func events(_ watch: Int32) -> Int {
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      var count = 0
      while true {
        let length = buffer.withUnsafeMutableBytes { read(watch, $0.baseAddress, $0.count) }
        guard length > 0 else { return count }
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= length {
          let nameLength = buffer.withUnsafeBytes {
            $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self).len
          }
          offset += MemoryLayout<inotify_event>.size + Int(nameLength)
          count += 1
        }
      }
    }
  #endif
}
