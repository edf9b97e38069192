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

  @Test("the names of one file share one loaded face per index and variation settings, each keeping its path")
  func linksShareOneLoadedFace() throws {
    let folder = try TemporaryFolder()
    let file = "\(folder.path)/f.otf"
    try FileManager.default.copyItem(atPath: Self.inter, toPath: file)
    try #require(symlink(file, "\(folder.path)/s.otf") == 0)
    try #require(link(file, "\(folder.path)/h.otf") == 0)
    let names = [file, "\(folder.path)/s.otf", "\(folder.path)/h.otf"]
    var definition = Self.stack(names)
    // The same file with variation settings: a loaded face of its own, shared by its names.
    for name in names.prefix(2) {
      definition.primary[0].faces.append(.init(weight: .bold, file: name, variations: ["wght": 700]))
    }
    let stack = try FontStack(definition)
    #expect(stack.faces.count == 5)
    #expect(stack.loadedFaceCount == 2)
    #expect(stack.faces.map(\.path) == names + names.prefix(2))
    #expect(Set(stack.faces.prefix(3).map { ObjectIdentifier($0.loaded) }).count == 1)
    #expect(stack.faces[3].loaded === stack.faces[4].loaded)
    #expect(stack.faces[3].loaded !== stack.faces[0].loaded)
    // What `typefit fonts` shows names each face by its own path.
    #expect(stack.faceSummaries.map(\.path) == names + names.prefix(2))
    let size = try #require(FileManager.default.attributesOfItem(atPath: Self.inter)[.size] as? Int)
    #expect(stack.mappedFileBytes == size)
  }

  @Test("a stack reading more distinct font bytes than its cap is refused at the face past it")
  func readByteCap() throws {
    let folder = try TemporaryFolder()
    let size = try #require(FileManager.default.attributesOfItem(atPath: Self.inter)[.size] as? Int)
    var names: [String] = []
    for i in 0..<3 {
      let copy = "\(folder.path)/c\(i).otf"
      try FileManager.default.copyItem(atPath: Self.inter, toPath: copy)
      names.append(copy)
      try #require(symlink(copy, "\(folder.path)/s\(i).otf") == 0)
      names.append("\(folder.path)/s\(i).otf")
    }
    // Three files of `size` bytes, each named twice: 3 × size read, the links not counted.
    let exact = try FontStack(Self.stack(names), readByteCap: 3 * size)
    #expect(exact.mappedFileBytes == 3 * size)
    #expect(exact.faces.count == 6)
    var definition = Self.stack(names)
    definition.filePath = "stacks/links.json"
    let expected = TextError.stackReadCapExceeded(
      stackFile: "stacks/links.json", family: "Links", file: names[4], bytes: 3 * size, cap: 3 * size - 1)
    #expect(throws: expected) { try FontStack(definition, readByteCap: 3 * size - 1) }
    #expect(
      expected.description
        == "font stack file stacks/links.json: font 'Links' (\(names[4])) would bring the font files the stack "
        + "reads into memory to \(3 * size) bytes, more than the cap of \(3 * size - 1) bytes for one "
        + "stack; name fewer different font files (names and links of one file are read once, and fonts of "
        + "/usr/share/fonts/ that only root can change are mapped and not counted)")
    // The default cap, 512 MiB, holds them.
    #expect(FontStack.readByteCap == 536_870_912)
    #expect(
      TextError.stackReadCapExceeded(
        stackFile: nil, family: "F", file: "f.otf", bytes: 536_870_913, cap: FontStack.readByteCap
      ).description.hasPrefix(
        "the font stack: font 'F' (f.otf) would bring the font files the stack reads into memory to 536870913 "
          + "bytes, more than the cap of 536870912 bytes (512 MiB) for one stack; "))
    #expect(try FontStack(definition).faces.count == 6)
  }

  @Test("root-owned fonts mapped from /usr/share/fonts do not count against the cap")
  func mappedFontsNotCounted() throws {
    let stat = try FileManager.default.attributesOfItem(atPath: Self.inter)
    let isRootOnly =
      Self.inter.hasPrefix("/usr/share/fonts/") && (stat[.ownerAccountID] as? Int) == 0
      && ((stat[.posixPermissions] as? Int) ?? 0o777) & 0o022 == 0
    guard isRootOnly else {
      print("SKIPPED: \(Self.inter) is not a root-only font under /usr/share/fonts here")
      return
    }
    // A cap of 0 bytes: the mapped font is not read, so the stack loads (one face for the two
    // names of one path).
    let stack = try FontStack(Self.stack([Self.inter, Self.inter]), readByteCap: 0)
    #expect(stack.faceFilesMapped == [true])
    // A copy of it, read into memory, is over that cap.
    let folder = try TemporaryFolder()
    let copy = "\(folder.path)/copy.otf"
    try FileManager.default.copyItem(atPath: Self.inter, toPath: copy)
    let size = try #require(FileManager.default.attributesOfItem(atPath: Self.inter)[.size] as? Int)
    #expect(
      throws: TextError.stackReadCapExceeded(stackFile: nil, family: "Links", file: copy, bytes: size, cap: 0)
    ) { try FontStack(Self.stack([Self.inter, copy]), readByteCap: 0) }
  }

  /// A collection of Inter-Regular whose header lists `count` fonts, all at its one table
  /// directory (the table offsets moved past the header).
  static func collectionOfOne(count: Int, in folder: TemporaryFolder) throws -> String {
    var font = [UInt8](try Data(contentsOf: URL(fileURLWithPath: inter)))
    let header = 12 + 4 * count
    let tables = Int(font[4]) << 8 | Int(font[5])
    for record in 0..<tables {
      let at = 12 + 16 * record + 8
      let offset = font[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } + header
      for byte in 0..<4 { font[at + byte] = UInt8(truncatingIfNeeded: offset >> (24 - 8 * byte)) }
    }
    func bigEndian(_ value: Int) -> [UInt8] {
      (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
    var bytes = Array("ttcf".utf8) + [0, 1, 0, 0] + bigEndian(count)
    for _ in 0..<count { bytes += bigEndian(header) }
    let file = "\(folder.path)/many.ttc"
    try Data(bytes + font).write(to: URL(fileURLWithPath: file))
    return file
  }

  @Test("a collection listing one table directory 200 times: one loaded face for all 200 indices (A13-15)")
  func indicesOfOneDirectoryShareOneFace() throws {
    let folder = try TemporaryFolder()
    let file = try Self.collectionOfOne(count: 200, in: folder)
    let faces = (0..<200).map { FontStackDefinition.Face(weight: .regular, file: file, index: $0) }
    let stack = try FontStack(
      FontStackDefinition(
        name: "many", summary: "many", searchPaths: [], metrics: .init(tracking: .none, lineHeightEm: nil),
        primary: [.init(family: "Many", fromPointSize: 0, faces: [faces[0]])],
        lastResort: faces.dropFirst().enumerated().map { offset, face in
          .init(family: "Many \(offset + 1)", faces: [face])
        }))
    #expect(stack.faces.count == 200)
    #expect(Set(stack.faces.map { ObjectIdentifier($0.loaded) }).count == 1)
    // Each stack face keeps the index it was named by.
    #expect(stack.faces.map(\.index) == Array(0..<200))
    #expect(FontFileExtent.directoryStart(ofFace: 199, in: stack.faces[0].mapping.bytes) == 12 + 4 * 200)
    let parameters = LayoutParameters(pointSize: 17)
    let alone = try TextEngine(definition: .singleFace(path: Self.inter)).measure(
      "Hello", parameters: parameters)
    let collected = try TextEngine(definition: .singleFace(path: file, index: 150)).measure(
      "Hello", parameters: parameters)
    #expect(collected == alone)
  }

  @Test("past the most different faces one stack loads, the stack is refused naming the face (A13-15)")
  func loadedFaceCap() throws {
    let folder = try TemporaryFolder()
    let file = "\(folder.path)/f.otf"
    try FileManager.default.copyItem(atPath: Self.inter, toPath: file)
    // Three different faces: weights' variations make each its own loaded face.
    let faces = [100.0, 400.0, 900.0].map {
      FontStackDefinition.Face(weight: .regular, file: file, variations: ["wght": $0])
    }
    var definition = Self.stack([file])
    definition.lastResort = faces.enumerated().map { .init(family: "V\($0.offset)", faces: [$0.element]) }
    #expect(throws: Never.self) { try FontStack(definition, readByteCap: 1 << 30, maximumLoadedFaces: 4) }
    #expect(
      throws: TextError.stackFaceCapExceeded(stackFile: nil, family: "V2", file: file, cap: 3)
    ) { try FontStack(definition, readByteCap: 1 << 30, maximumLoadedFaces: 3) }
    #expect(FontFaceLoader.defaultMaximumLoadedFaces == 1_024)
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
