import Testing
import TypeFitInput

@Suite("UTF-8 validation: the Unicode Standard's well-formed sequences, nothing else")
struct UTF8ValidationTests {
  @Test("valid text of every sequence length, across the eight-byte ASCII steps, is valid")
  func valid() {
    #expect(UTF8Validation.firstInvalidOffset([][...]) == nil)
    let text = Array("abcdefgh é 中 😀 abcdefghijklmnop \u{10FFFF}\u{D7FF}\u{E000}".utf8)
    #expect(UTF8Validation.firstInvalidOffset(text[...]) == nil)
    // A slice is judged from its own start.
    #expect(UTF8Validation.firstInvalidOffset(text[3...]) == nil)
  }

  @Test("each ill-formed sequence is placed at its lead byte, after ASCII of any length")
  func invalid() {
    for prefix in ["", "a", "abcdefg", "abcdefgh", "abcdefghijklmnopq"] {
      let start = Array(prefix.utf8)
      let offset = start.count
      // A lone continuation byte, C0/C1 and F5 leads, an overlong '/', a cut sequence, an encoded
      // surrogate, a value past U+10FFFF, and a lead byte at the end.
      for bad: [UInt8] in [
        [0x80], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xE2, 0x82], [0xED, 0xA0, 0x80],
        [0xF0, 0x80, 0x80, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xE2],
      ] {
        #expect(UTF8Validation.firstInvalidOffset((start + bad)[...]) == offset, "\(prefix) \(bad)")
        // The standard library agrees.
        #expect(String(validating: start + bad, as: UTF8.self) == nil)
      }
    }
    #expect(UTF8Validation.firstInvalidOffset(Array("é中".utf8)[1...]) == 0)
  }
}
