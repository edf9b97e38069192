import Testing

@testable import TypeFitDiscovery

/// What a Swift file counts for in the memory question before discovery (the forty-eighth
/// attack's A48-1: files dense in tokens took more than twice the memory charged).
@Suite("Swift sources: bytes charged by token density")
struct SourceTokenDensityTests {
  @Test("a file counts for its size, or 5 bytes a token start when more")
  func chargedBytes() {
    #expect(SourceTokenDensity.chargedBytes(of: Array(String(repeating: "()", count: 1_000).utf8)) == 10_000)
    // T ( " greeting " ) ; : 7 token starts in 17 bytes.
    let rows = Array(String(repeating: #"Text("greeting");"#, count: 1_000).utf8)
    #expect(SourceTokenDensity.chargedBytes(of: rows) == 35_000)
    // Everyday code: 5 token starts in 33 bytes counts for its size.
    #expect(SourceTokenDensity.chargedBytes(of: Array("let title = settingsTitleForRow\n".utf8)) == 32)
  }
}
