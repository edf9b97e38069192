import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

@testable import TypeFitCLI

/// A font file rewritten in place while a run holds it (eleventh attack B1): `cp new.otf f.otf`
/// truncates the file and keeps its inode, so a mapping of it raised `SIGBUS` at the next glyph
/// read and `measure --batch` died with every later request. A font the user names is read into
/// memory, and the batch's cache loads a changed file again.
@Suite("Hostile input: a font file rewritten in place while loaded")
struct HostileFontRewriteTests {
  static let inter = TestPaths.font("Inter-Regular.otf")
  /// Glyphs the first request does not read.
  static let later = "Quizzical jackdaws ÀÉÎÕÜ ßðþ ĀĒĪŌŪ"

  @Test(
    "an engine of a font that is then truncated measures from the bytes read; the cache reports the empty file"
  )
  func truncatedAfterLoad() throws {
    let folder = try TemporaryFolder()
    let copy = "\(folder.path)/f.otf"
    try FileManager.default.copyItem(atPath: Self.inter, toPath: copy)
    let cache = EngineCache()
    let engine = try cache.engine(for: .singleFace(path: copy))
    #expect(engine.stack.faceFilesMapped == [false])
    let parameters = LayoutParameters(pointSize: 17)
    _ = try engine.measure("Hello", parameters: parameters)
    #expect(truncate(copy, 0) == 0)
    let expected = try TextEngine(definition: .singleFace(path: Self.inter)).measure(
      Self.later, parameters: parameters)
    #expect(try engine.measure(Self.later, parameters: parameters) == expected)
    #expect(throws: TextError.invalidFontFile(path: copy, reason: "the file is empty")) {
      try cache.engine(for: .singleFace(path: copy))
    }
    // The engine of the old contents is dropped: only the failed load is cached.
    #expect(cache.statistics == EngineCache.Statistics(loads: 2, entries: 1, mappedBytes: 0))
    // Written again in place: loaded again, and measured as before.
    try Data(contentsOf: URL(fileURLWithPath: Self.inter)).write(to: URL(fileURLWithPath: copy))
    #expect(
      try cache.engine(for: .singleFace(path: copy)).measure(Self.later, parameters: parameters) == expected)
    #expect(cache.statistics.loads == 3)
  }

  @Test("a system font (root's, under /usr/share/fonts, writable by no one else) is mapped")
  func systemFontMapped() throws {
    var info = stat()
    try #require(stat(Self.inter, &info) == 0)
    try #require(Self.inter.hasPrefix("/usr/share/fonts/"))
    let isRootOnly = info.st_uid == 0 && info.st_mode & (S_IWGRP | S_IWOTH) == 0
    let engine = try TextEngine(definition: .singleFace(path: Self.inter))
    #expect(engine.stack.faceFilesMapped == [isRootOnly])
  }

  @Test("measure --batch: a font truncated between two requests is an error line, and the batch goes on")
  func batchFontTruncated() throws {
    let binary = try #require(Hostile.binary)
    let folder = try TemporaryFolder()
    let copy = "\(folder.path)/f.otf"
    try FileManager.default.copyItem(atPath: Self.inter, toPath: copy)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["measure", "--batch"]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    func send(_ id: Int, _ text: String, _ font: String) {
      input.fileHandleForWriting.write(
        Data("{\"id\":\(id),\"text\":\"\(text)\",\"size\":17,\"font\":\"\(font)\"}\n".utf8))
    }
    // The first answer is read before the font changes, so the font was loaded from the full file.
    send(1, "Hello", copy)
    var first = Data()
    while !first.contains(0x0A), let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty
    {
      first.append(byte)
    }
    #expect(String(decoding: first, as: UTF8.self).hasPrefix("{\"id\":1,\"lines\":1,\"width\":40.689,"))
    #expect(truncate(copy, 0) == 0)
    send(2, Self.later, copy)
    send(3, Self.later, Self.inter)
    try input.fileHandleForWriting.close()
    let rest = Hostile.Collector(output.fileHandleForReading)
    let stderr = Hostile.Collector(errors.fileHandleForReading)
    process.waitUntilExit()
    let lines = rest.text().split(separator: "\n").map(String.init)
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 3)
    #expect(lines.count == 2)
    #expect(lines.first == "{\"id\":2,\"error\":\"cannot use font \(copy): the file is empty\"}")
    #expect(lines.last?.hasPrefix("{\"id\":3,\"lines\":1,") == true)
    #expect(stderr.text() == "Error: stdin:2: cannot use font \(copy): the file is empty\n")
  }
}
