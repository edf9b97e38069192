import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// `measure --batch` lets every line name a font file: the engines it loads are bounded in
/// number and in mapped bytes, one file named by many paths is loaded once, and a font that
/// does not fit in memory is an error that says so.
@Suite("Hostile input: fonts named by measure --batch lines")
struct HostileFontCacheTests {
  static let inter = TestPaths.font("Inter-Regular.otf")

  /// `count` symbolic links to Inter Regular, `link0.otf`…, in a fresh folder.
  static func links(_ count: Int) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for i in 0..<count {
      try FileManager.default.createSymbolicLink(
        atPath: "\(folder.path)/link\(i).otf", withDestinationPath: inter)
    }
    return folder
  }

  /// `count` copies of Inter Regular (distinct files), `copy0.otf`…, in a fresh folder.
  static func copies(_ count: Int) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for i in 0..<count {
      try FileManager.default.copyItem(atPath: inter, toPath: "\(folder.path)/copy\(i).otf")
    }
    return folder
  }

  @Test("400 links and a hard link to one font file are one engine, loaded once")
  func linksShareOneEngine() throws {
    let folder = try Self.links(400)
    try FileManager.default.linkItem(atPath: "\(folder.path)/link0.otf", toPath: "\(folder.path)/hard.otf")
    let cache = EngineCache()
    let first = try cache.engine(for: .singleFace(path: "\(folder.path)/link0.otf"))
    for i in 1..<400 {
      let engine = try cache.engine(for: .singleFace(path: "\(folder.path)/link\(i).otf"))
      #expect(engine === first)
    }
    #expect(try cache.engine(for: .singleFace(path: "\(folder.path)/hard.otf")) === first)
    #expect(try cache.engine(for: .singleFace(path: Self.inter)) === first)
    let size = try #require(try FileManager.default.attributesOfItem(atPath: Self.inter)[.size] as? Int)
    #expect(cache.statistics == EngineCache.Statistics(loads: 1, entries: 1, mappedBytes: size))
    // Another face index of the same file is another engine.
    #expect(
      EngineCache.key(for: .singleFace(path: Self.inter, index: 1))
        != EngineCache.key(for: .singleFace(path: Self.inter)))
  }

  @Test("the system stack maps each of its font files once, far under the cache's byte limit")
  func systemStackBytes() throws {
    let cache = EngineCache()
    let engine = try cache.engine(for: .iosSystem)
    let bytes = engine.stack.mappedFileBytes
    // Noto Sans CJK Regular and Bold serve ten faces each, but are mapped once each.
    let cjk = try [
      "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
      "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
    ].reduce(0) { $0 + (try #require(try FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int)) }
    #expect(bytes > cjk)
    #expect(bytes < cjk * 2)
    #expect(bytes < EngineCache.defaultMaximumMappedBytes / 8)
    #expect(cache.statistics == EngineCache.Statistics(loads: 1, entries: 1, mappedBytes: bytes))
  }

  @Test("a cycle of 17 small faces is kept whole: each loaded once however often it is named (A13-23)")
  func seventeenFacesKept() throws {
    let folder = try Self.copies(17)
    let cache = EngineCache()
    #expect(cache.maximumEngines == 256)
    for _ in 0..<3 {
      for i in 0..<17 { _ = try cache.engine(for: .singleFace(path: "\(folder.path)/copy\(i).otf")) }
    }
    let size = try #require(try FileManager.default.attributesOfItem(atPath: Self.inter)[.size] as? Int)
    // 16 engines dropped the least recently used, the one named next: 51 loads.
    #expect(cache.statistics == EngineCache.Statistics(loads: 17, entries: 17, mappedBytes: 17 * size))
    // The number of engines follows the byte limit, never below 16.
    #expect(EngineCache(maximumMappedBytes: 1 << 28).maximumEngines == 64)
    #expect(EngineCache(maximumMappedBytes: 1).maximumEngines == 16)
  }

  @Test("a cache of at most 16 engines drops the one used least recently")
  func countBoundLeastRecentlyUsed() throws {
    let folder = try Self.copies(20)
    let cache = EngineCache(maximumEngines: 16)
    func engine(_ i: Int) throws -> TextEngine {
      try cache.engine(for: .singleFace(path: "\(folder.path)/copy\(i).otf"))
    }
    for i in 0..<20 { _ = try engine(i) }
    #expect(cache.statistics.loads == 20)
    #expect(cache.statistics.entries == 16)
    // 0…3 were dropped; 4 is now the least recently used.
    _ = try engine(19)
    #expect(cache.statistics.loads == 20)
    _ = try engine(0)
    #expect(cache.statistics.loads == 21)
    _ = try engine(5)
    #expect(cache.statistics.loads == 21)
    _ = try engine(4)
    #expect(cache.statistics.loads == 22)
    #expect(cache.statistics.entries == 16)
  }

  @Test("the cache keeps the mapped font bytes under its limit, and always the engine just loaded")
  func byteBound() throws {
    let folder = try Self.copies(6)
    let size = try #require(try FileManager.default.attributesOfItem(atPath: Self.inter)[.size] as? Int)
    let cache = EngineCache(maximumMappedBytes: size * 5 / 2)
    for i in 0..<6 { _ = try cache.engine(for: .singleFace(path: "\(folder.path)/copy\(i).otf")) }
    #expect(cache.statistics == EngineCache.Statistics(loads: 6, entries: 2, mappedBytes: 2 * size))
    let tiny = EngineCache(maximumMappedBytes: 1)
    for i in 0..<6 { _ = try tiny.engine(for: .singleFace(path: "\(folder.path)/copy\(i).otf")) }
    #expect(tiny.statistics == EngineCache.Statistics(loads: 6, entries: 1, mappedBytes: size))
  }

  @Test(
    "measure --batch: 400 lines naming 400 links measure like the file; a bad font is an error line; the rest is measured"
  )
  func batchOfLinks() throws {
    let folder = try Self.links(400)
    try folder.write("notafont.otf", "not a font\n")
    var lines = (0..<400).map {
      #"{"id":\#($0),"text":"Wi-Fi","size":17,"font":"\#(folder.path)/link\#($0).otf"}"#
    }
    lines.append(#"{"id":"bad","text":"Wi-Fi","size":17,"font":"\#(folder.path)/notafont.otf"}"#)
    lines.append(#"{"id":"good","text":"Wi-Fi","size":17}"#)
    let run = CapturedRun(["measure", "--batch", "--font", Self.inter], readLine: LineSource(lines).next)
    #expect(run.exitCode == 3)
    let output = run.stdout.split(separator: "\n").map(String.init)
    try #require(output.count == 402)
    let measured =
      #""lines":1,"width":41.993,"naturalWidth":41.993,"height":20.667,"truncated":false,"visibleText":"Wi-Fi","linesNeeded":1,"lineHeight":20.574}"#
    for i in 0..<400 { #expect(output[i] == #"{"id":\#(i),"# + measured) }
    let message =
      "cannot read font \(folder.path)/notafont.otf: FT_New_Memory_Face failed with error 85 (not a font file, or a truncated one: a read went past the end of its data (give a .ttf, .otf or .ttc file))"
    #expect(output[400] == #"{"id":"bad","error":"\#(message)"}"#)
    #expect(output[401] == #"{"id":"good","# + measured)
    #expect(run.stderr == "Error: stdin:401: \(message)\n")
  }

  static let collection = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"

  @Test(
    "measure --batch: a face index past a collection's faces is named with its #index in the error",
    .enabled(if: FileManager.default.fileExists(atPath: collection)))
  func faceIndexNamed() throws {
    let lines = [
      #"{"id":1,"text":"Wi-Fi","size":17,"font":"\#(Self.collection)#1"}"#,
      #"{"id":10,"text":"Wi-Fi","size":17,"font":"\#(Self.collection)#10"}"#,
    ]
    let run = CapturedRun(["measure", "--batch", "--font", Self.inter], readLine: LineSource(lines).next)
    #expect(run.exitCode == 3)
    let output = run.stdout.split(separator: "\n").map(String.init)
    try #require(output.count == 2)
    #expect(output[0].hasPrefix(#"{"id":1,"lines":1,"#))
    let message =
      "cannot read font \(Self.collection)#10: FT_New_Memory_Face failed with error 6 (no such face in this file: "
      + "check the #INDEX of a collection)"
    #expect(output[1] == #"{"id":10,"error":"\#(message)"}"#)
    #expect(run.stderr == "Error: stdin:2: \(message)\n")
  }

  @Test(
    "measure --batch: a font file larger than the memory left is an error naming stdin:line that says out of memory",
    .enabled(if: Hostile.binary != nil))
  func outOfMemory() throws {
    let folder = try TemporaryFolder()
    // A sparse 500 MB file (under the 512 MiB cap of a stack): no disk used, but reading it needs
    // 500 MB of address space.
    let big = folder.path + "/big.otf"
    #expect(FileManager.default.createFile(atPath: big, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
    try handle.truncate(atOffset: 500_000_000)
    // A font's signature first (a file starting with zero bytes is refused before it is read),
    // and a table directory whose one table runs to the file's end (a font is read only up to
    // the end of its last table: thirteenth attack A13-1).
    try handle.seek(toOffset: 0)
    func bigEndian(_ value: Int) -> [UInt8] {
      (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
    let directory: [UInt8] =
      Array("OTTO".utf8) + [0, 1, 0, 16, 0, 0, 0, 0] + Array("head".utf8) + [0, 0, 0, 0] + bigEndian(28)
      + bigEndian(500_000_000 - 28)
    try handle.write(contentsOf: Data(directory))
    try handle.close()
    try folder.write(
      "in.ndjson",
      [
        #"{"id":1,"text":"Wi-Fi","size":17}"#, #"{"id":2,"text":"Wi-Fi","size":17,"font":"\#(big)"}"#,
        #"{"id":3,"text":"Wi-Fi","size":17}"#,
      ].joined(separator: "\n") + "\n")
    let run = try Hostile.runBinary(
      ["measure", "--batch", "--font", Self.inter], stdin: folder.path + "/in.ndjson",
      addressSpaceKB: 600_000)
    #expect(!run.timedOut)
    #expect(run.exitCode == 3)
    let message =
      "cannot read font \(big): out of memory while reading its 500000000 bytes; raise the memory limit of the process (ulimit -v); every font the run loads counts against it (the whole stack with its fallbacks, and each font measure --batch lines name)"
    #expect(run.stderr == "Error: stdin:2: \(message)\n")
    let output = run.stdout.split(separator: "\n").map(String.init)
    try #require(output.count == 3)
    #expect(output[0].hasPrefix(#"{"id":1,"lines":1,"width":41.993,"#))
    #expect(output[1] == #"{"id":2,"error":"\#(message)"}"#)
    #expect(output[2].hasPrefix(#"{"id":3,"lines":1,"width":41.993,"#))
  }

  @Test(
    "measure --batch and --font: a font whose tables pass the 512 MiB cap is refused before it is read (A14-4)",
    .enabled(if: Hostile.binary != nil))
  func capBeforeRead() throws {
    let folder = try TemporaryFolder()
    // A sparse 1.5 GB file: no disk used, but mapping it needs 1.5 GB of address space.
    let big = folder.path + "/big.otf"
    #expect(FileManager.default.createFile(atPath: big, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
    try handle.truncate(atOffset: 1_500_000_000)
    // A font's signature first (a file starting with zero bytes is refused before it is read),
    // and a table directory whose one table runs to the file's end (a font is read only up to
    // the end of its last table: thirteenth attack A13-1).
    try handle.seek(toOffset: 0)
    func bigEndian(_ value: Int) -> [UInt8] {
      (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
    let directory: [UInt8] =
      Array("OTTO".utf8) + [0, 1, 0, 16, 0, 0, 0, 0] + Array("head".utf8) + [0, 0, 0, 0] + bigEndian(28)
      + bigEndian(1_500_000_000 - 28)
    try handle.write(contentsOf: Data(directory))
    try handle.close()
    try folder.write(
      "in.ndjson",
      [
        #"{"id":1,"text":"Wi-Fi","size":17}"#, #"{"id":2,"text":"Wi-Fi","size":17,"font":"\#(big)"}"#,
        #"{"id":3,"text":"Wi-Fi","size":17}"#,
      ].joined(separator: "\n") + "\n")
    let run = try Hostile.runBinary(
      ["measure", "--batch", "--font", Self.inter], stdin: folder.path + "/in.ndjson",
      addressSpaceKB: 1_000_000)
    #expect(!run.timedOut)
    #expect(run.exitCode == 3)
    let message =
      "cannot read font \(big): its tables reach 1500000000 bytes, more than the cap of 536870912 bytes (512 MiB) "
      + "of font files one font stack reads into memory; not read (a font is read up to the end of its last "
      + "table, as its table directory says)"
    #expect(run.stderr == "Error: stdin:2: \(message)\n")
    let output = run.stdout.split(separator: "\n").map(String.init)
    try #require(output.count == 3)
    #expect(output[0].hasPrefix(#"{"id":1,"lines":1,"width":41.993,"#))
    #expect(output[1] == #"{"id":2,"error":"\#(message)"}"#)
    #expect(output[2].hasPrefix(#"{"id":3,"lines":1,"width":41.993,"#))
    // The same file as --font: refused at once, exit 3, under the same 1 GB of address space.
    let single = try Hostile.runBinary(
      ["measure", "--text", "Hi", "--size", "17", "--font", big], addressSpaceKB: 1_000_000)
    #expect(!single.timedOut)
    #expect(single.exitCode == 3)
    #expect(single.stderr == "Error: \(message)\n")
  }
}
