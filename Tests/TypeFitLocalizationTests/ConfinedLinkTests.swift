import Foundation
import Testing
import TypeFitInput
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// Where a link leads, worked out without looking outside the roots: the answer for a link out
/// must not depend on whether its target exists.
@Suite("Symbolic links resolved inside the roots only")
struct ConfinedLinkTests {
  /// `root` (the input, real path) beside `outside/secret.txt`; `root/sub -> /`, and a file
  /// `root/en.lproj/Real.strings`.
  struct Layout {
    let folder: TemporaryFolder
    let base: String
    var root: String { base + "/root" }

    init() throws {
      folder = try TemporaryFolder("confined-link")
      base = try #require(FileSystemPath.resolved(folder.path))
      try folder.write("root/en.lproj/Real.strings", "\"k\" = \"v\";\n")
      try folder.write("outside/secret.txt", "secret\n")
      try link("root/sub", to: "/")
    }

    func link(_ relative: String, to destination: String) throws {
      try FileManager.default.createSymbolicLink(
        atPath: base + "/" + relative, withDestinationPath: destination)
    }

    func resolve(_ relative: String) -> ConfinedLink {
      let path = base + "/" + relative
      let folder = (path as NSString).deletingLastPathComponent
      return ConfinedLink.resolve(path, inFolder: folder, roots: [root])
    }
  }

  @Test("a link to a file inside the root resolves to its real path, relative or absolute")
  func inside() throws {
    let layout = try Layout()
    try layout.link("root/en.lproj/A.strings", to: "Real.strings")
    try layout.link("root/en.lproj/B.strings", to: layout.root + "/en.lproj/Real.strings")
    try layout.link("root/en.lproj/C.strings", to: "../en.lproj/./A.strings")
    let real = layout.root + "/en.lproj/Real.strings"
    #expect(layout.resolve("root/en.lproj/A.strings") == .inside(real))
    #expect(layout.resolve("root/en.lproj/B.strings") == .inside(real))
    #expect(layout.resolve("root/en.lproj/C.strings") == .inside(real))
  }

  @Test("through a linked folder out of the root: outside, whether the target exists or not")
  func throughLinkedFolder() throws {
    let layout = try Layout()
    try layout.link("root/en.lproj/Exists.strings", to: "../sub/../etc/passwd")
    try layout.link("root/en.lproj/Missing.strings", to: "../sub/../etc/no-such-file-zz")
    try layout.link("root/en.lproj/Sibling.strings", to: "../../outside/secret.txt")
    try layout.link("root/en.lproj/Gone.strings", to: "../../outside/no-such-file-zz")
    for name in ["Exists", "Missing", "Sibling", "Gone"] {
      #expect(layout.resolve("root/en.lproj/\(name).strings") == .outside, "\(name)")
    }
  }

  @Test("a link missing inside the root, through a file, or looping is unresolvable")
  func unresolvable() throws {
    let layout = try Layout()
    try layout.link("root/en.lproj/Missing.strings", to: "Nothing.strings")
    try layout.link("root/en.lproj/Through.strings", to: "Real.strings/x")
    try layout.link("root/a", to: "b")
    try layout.link("root/b", to: "a")
    #expect(layout.resolve("root/en.lproj/Missing.strings") == .unresolvable)
    #expect(layout.resolve("root/en.lproj/Through.strings") == .unresolvable)
    #expect(layout.resolve("root/a") == .unresolvable)
  }

  /// The thirty-sixth attack's A36-15: a chain of 41 links was resolved here, one more than the
  /// kernel follows, so its first name was an error of `open` where the longer chains' names
  /// were warnings.
  @Test("a chain of 40 links resolves, as open follows it; one of 41 is unresolvable, as open refuses it")
  func chainAtTheKernelsLimit() throws {
    let layout = try Layout()
    // l0 -> l1 -> … -> l40 -> en.lproj/Real.strings: from l(41 - n), n links to the file.
    try layout.link("root/l40", to: "en.lproj/Real.strings")
    for index in stride(from: 39, through: 0, by: -1) {
      try layout.link("root/l\(index)", to: "l\(index + 1)")
    }
    let real = layout.root + "/en.lproj/Real.strings"
    #expect(layout.resolve("root/l1") == .inside(real))
    #expect(layout.resolve("root/l0") == .unresolvable)
    let forty = open(layout.root + "/l1", O_RDONLY)
    #expect(forty >= 0)
    if forty >= 0 { close(forty) }
    #expect(open(layout.root + "/l0", O_RDONLY) == -1 && errno == ELOOP)
  }

  @Test("a link to the root's parent, or out and back in through it, is judged by where it ends")
  func parentOfRoot() throws {
    let layout = try Layout()
    try layout.link("root/up", to: "..")
    try layout.link("root/en.lproj/Back.strings", to: "../../root/en.lproj/Real.strings")
    #expect(layout.resolve("root/up") == .outside)
    #expect(layout.resolve("root/en.lproj/Back.strings") == .inside(layout.root + "/en.lproj/Real.strings"))
  }
}
