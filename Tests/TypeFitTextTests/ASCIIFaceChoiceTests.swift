import Testing
import TypeFitDynamicType

@testable import TypeFitText

/// ASCII text the primary face maps whole takes the primary face for every cluster without a
/// per-cluster lookup; these tests pin the mask and the answer to the per-code-point one.
@Suite("Faces chosen for ASCII text from one mask")
struct ASCIIFaceChoiceTests {
  @Test("the mask has one bit per ASCII code point, and none for text with another scalar")
  func mask() {
    // Space is bit 32 of the low word; "A" (65) bit 1 and "a" (97) bit 33 of the high word.
    let mask = ShapingContext.asciiMask([0x41, 0x61, 0x20, 0x41])
    #expect(mask?.0 == 1 << 32)
    #expect(mask?.1 == (1 << 1) | (1 << 33))
    #expect(ShapingContext.asciiMask([0x00, 0x7F]).map { [$0.0, $0.1] } == [1, 1 << 63])
    #expect(ShapingContext.asciiMask([]).map { [$0.0, $0.1] } == [0, 0])
    #expect(ShapingContext.asciiMask([0x41, 0xE9]) == nil)
    #expect(ShapingContext.asciiMask([0x80]) == nil)
  }

  @Test("a face covers a mask exactly when it covers each of its code points")
  func coverageAgrees() {
    let stack = Engines.system.stack
    for face in stack.faces {
      for codePoint: UInt32 in 0..<128 {
        let mask = ShapingContext.asciiMask([codePoint])!
        #expect(face.coversAllASCII(mask) == face.covers(codePoint), "U+\(String(codePoint, radix: 16))")
      }
      #expect(face.coversAllASCII((0, 0)))
    }
  }

  @Test("ASCII text takes the primary face; text with a scalar it lacks takes a fallback there")
  func chosenFaces() throws {
    let context = try ShapingContext(stack: Engines.system.stack)
    let primary = Int32(context.stack.primaryFace(instance: 0, weight: .regular))
    for text in ["Hello, world!", "x", "", "Price: 42 $ (tab\there)"] {
      let faces = try Self.faces(text, context: context)
      #expect(faces == [Int32](repeating: primary, count: text.utf16.count), "\(text)")
    }
    // "a" + CJK ideograph: the primary (Latin) face keeps "a", a fallback takes the ideograph.
    let mixed = try Self.faces("a\u{4E2D}", context: context)
    #expect(mixed.first == primary)
    #expect(mixed.count == 2 && mixed[1] != primary)
  }

  static func faces(_ text: String, context: ShapingContext) throws -> [Int32] {
    let units = Array(text.utf16)
    return units.withUnsafeBufferPointer { buffer in
      let clusters = ClusterScalars(buffer, clusterStarts: (0...units.count).map { Int32($0) })
      var missing = Set<UInt32>()
      let faces = context.chooseFaces(
        clusters: clusters, scripts: ScriptResolver.resolve(clusters), instance: 0, language: "en",
        weight: .regular, missing: &missing)
      #expect(missing.isEmpty)
      return faces
    }
  }
}
