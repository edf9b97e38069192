import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitText

/// The digest of each font file a stack reads, written in reports so `typefit merge` refuses
/// shards that read different bytes at one path (thirteenth attack A13-24).
@Suite("Font files: a digest of the bytes read")
struct FontFileDigestTests {
  /// `FontFileDigest.hex` of `bytes`.
  private static func hex(_ bytes: [UInt8]) -> String {
    bytes.withUnsafeBytes { FontFileDigest.hex(of: $0) }
  }

  @Test("fixed values: depends only on the bytes, every length and every word")
  func values() {
    #expect(Self.hex([]) == "d76195a6fbb5b1ed")
    #expect(Self.hex(Array("abc".utf8)) == "494ce26edb27001e")
    #expect(Self.hex([0]) == "46f82ff77df79ed2")
    // One zero more: the byte count tells padding from real zeros.
    #expect(Self.hex([0, 0]) == "fe304b5ef6370e3f")
    var bytes = Array(UInt8(0)..<100)
    #expect(Self.hex(bytes) == "119216739470dab8")
    bytes[40] ^= 1
    #expect(Self.hex(bytes) == "f191d7ed98a6b5f7")
    // Any one bit of any byte, in the whole words and in the tail, changes it.
    let base = Array(UInt8(0)..<70)
    let original = Self.hex(base)
    for index in base.indices {
      for bit in 0..<8 {
        var changed = base
        changed[index] ^= 1 << bit
        #expect(Self.hex(changed) != original, "byte \(index), bit \(bit)")
      }
    }
  }

  @Test("a stack's digests: by path, a file named twice digested once, a copy with the same bytes alike")
  func stackDigests() throws {
    let folder = try TemporaryFolder()
    let copy = "\(folder.path)/copy.otf"
    try FileManager.default.copyItem(atPath: FontFileSharingTests.inter, toPath: copy)
    let link = "\(folder.path)/link.otf"
    try #require(symlink(copy, link) == 0)
    let stack = try FontStack(FontFileSharingTests.stack([FontFileSharingTests.inter, copy, link, copy]))
    let digests = stack.fileDigests()
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: FontFileSharingTests.inter)))
    #expect(stack.faces[1].mapping.bytes.count == bytes.count)
    let expected = Self.hex(bytes)
    #expect(digests == [FontFileSharingTests.inter: expected, copy: expected, link: expected])
    // Another font at the path: another digest.
    try FileManager.default.removeItem(atPath: copy)
    try FileManager.default.copyItem(atPath: TestPaths.font("Inter-Bold.otf"), toPath: copy)
    let other = try FontStack(FontFileSharingTests.stack([copy])).fileDigests()
    #expect(other[copy] != nil && other[copy] != expected)
  }
}
