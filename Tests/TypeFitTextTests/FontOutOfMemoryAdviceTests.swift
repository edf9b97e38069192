import Testing

@testable import TypeFitText

/// What a font that does not fit in memory advises: the limit that is set (the forty-fourth
/// attack's A44-6: under `ulimit -d` the advice named `ulimit -v`).
@Suite("A font out of memory names the memory limit that is set")
struct FontOutOfMemoryAdviceTests {
  @Test(
    "ulimit -v, ulimit -d, both, or neither",
    arguments: [
      ("ulimit -v", "raise the memory limit of the process (ulimit -v)"),
      ("ulimit -d", "raise the memory limit of the process (ulimit -d)"),
      ("ulimit -v and ulimit -d", "raise the memory limit of the process (ulimit -v and ulimit -d)"),
      (nil, "give the process more memory (no ulimit -v or ulimit -d is set)"),
    ] as [(String?, String)])
  func advice(_ options: String?, _ expected: String) {
    #expect(TextError.memoryAdvice(limitOptions: options) == expected)
  }

  @Test("the message gives the advice for the limits the process has, between the size and the fonts counted")
  func message() {
    let message = "\(TextError.fontOutOfMemory(path: "/f/Big.otf", bytes: 500))"
    #expect(
      message
        == "cannot read font /f/Big.otf: out of memory while reading its 500 bytes; \(TextError.memoryAdvice); "
        + "every font the run loads counts against it (the whole stack with its fallbacks, and each font measure "
        + "--batch lines name)")
  }
}
