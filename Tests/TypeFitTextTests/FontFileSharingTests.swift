import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitText

/// One font file named by many paths in a stack (twelfth attack A5): a stack whose faces named
/// 100 symbolic links to one 19 MB font read 100 copies (2 GB). A file is read once per device,
/// inode, size and times, whatever names it.
@Suite("Font stacks: one read per font file")
struct FontFileSharingTests {
  static let inter = TestPaths.font("Inter-Regular.otf")

  /// A stack of `files` as its primary family's faces, one weight each.
  static func stack(_ files: [String]) -> FontStackDefinition {
    let weights: [FontWeight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    return FontStackDefinition(
      name: "links", summary: "links", searchPaths: [],
      metrics: .init(tracking: .none, lineHeightEm: nil),
      primary: [
        .init(
          family: "Links", fromPointSize: 0,
          faces: zip(weights, files).map { FontStackDefinition.Face(weight: $0.0, file: $0.1) })
      ])
  }

  @Test("symbolic links, hard links and a copy of one font: the links share one read, the copy has its own")
  func linksShareOneRead() throws {
    let folder = try TemporaryFolder()
    let file = "\(folder.path)/f.otf"
    try FileManager.default.copyItem(atPath: Self.inter, toPath: file)
    let copy = "\(folder.path)/copy.otf"
    try FileManager.default.copyItem(atPath: Self.inter, toPath: copy)
    var names = [file]
    for i in 0..<3 {
      try #require(symlink(file, "\(folder.path)/s\(i).otf") == 0)
      try #require(link(file, "\(folder.path)/h\(i).otf") == 0)
      names += ["\(folder.path)/s\(i).otf", "\(folder.path)/h\(i).otf"]
    }
    names.append(copy)
    let size = try #require(FileManager.default.attributesOfItem(atPath: Self.inter)[.size] as? Int)
    let stack = try FontStack(Self.stack(names))
    #expect(stack.faces.count == 8)
    // The seven names of f.otf hold one read; the copy is another file.
    #expect(Set(stack.faces.prefix(7).map { ObjectIdentifier($0.mapping) }).count == 1)
    #expect(stack.faces[7].mapping !== stack.faces[0].mapping)
    #expect(stack.mappedFileBytes == 2 * size)
    #expect(stack.faces.map(\.path) == names)
    // Measured as the font alone.
    let parameters = LayoutParameters(pointSize: 17)
    let alone = try TextEngine(definition: .singleFace(path: Self.inter)).measure(
      "Hello", parameters: parameters)
    let linked = try TextEngine(definition: .singleFace(path: "\(folder.path)/s2.otf")).measure(
      "Hello", parameters: parameters)
    #expect(linked == alone)
  }

  @Test("a file changed between two of its names is read again")
  func changedFileReadAgain() throws {
    let folder = try TemporaryFolder()
    let file = "\(folder.path)/f.otf"
    try FileManager.default.copyItem(atPath: Self.inter, toPath: file)
    try #require(symlink(file, "\(folder.path)/s.otf") == 0)
    let first = try FontStack(Self.stack([file]))
    // Another modification time: another version of the file.
    var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
    try #require(utimensat(AT_FDCWD, file, &times, 0) == 0)
    let key = try #require(FontFileKey(path: "\(folder.path)/s.otf"))
    #expect(key != FontFileKey(first.faces[0].mapping))
    #expect(key.identity == first.faces[0].mapping.identity)
  }

  @Test("a font whose first 4 bytes are zero is refused before the rest is read")
  func zeroStartRefused() throws {
    let folder = try TemporaryFolder()
    let file = "\(folder.path)/sparse.otf"
    try #require(FileManager.default.createFile(atPath: file, contents: nil))
    // A sparse file of 64 MiB: only its first bytes are read.
    try #require(truncate(file, 64 << 20) == 0)
    #expect(
      throws: TextError.invalidFontFile(
        path: file,
        reason: "not a font file: its first 4 bytes are zero, as no font format's are (not read further)")
    ) {
      try FontFileMapping(path: file)
    }
  }

  @Test("a font path ending in / or /. is refused as the kernel refuses it, not read as the file")
  func trailingSlashRefused() throws {
    let folder = try TemporaryFolder()
    let file = "\(folder.path)/f.otf"
    try FileManager.default.copyItem(atPath: Self.inter, toPath: file)
    #expect(FontStackDefinition.singleFace(path: file + "/").primary[0].faces[0].file == file + "/")
    #expect(FontStackDefinition.singleFace(path: file + "/.").primary[0].faces[0].file == file + "/")
    #expect(FontStackDefinition.singleFace(path: file).primary[0].faces[0].file == file)
    #expect(
      throws: TextError.fontNotFound(family: file + "/", files: [file + "/"], package: nil, searched: [])
    ) {
      try TextEngine(definition: .singleFace(path: file + "/"))
    }
  }
}
