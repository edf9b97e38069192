import Foundation
import Testing
import _TypeFitTestSupport

/// Replays the `swift` fuzz target's seeds through its checks, so a regression shows in a second
/// without libFuzzer (`Scripts/fuzz swift SECONDS` runs the real fuzzer).
@Suite("Swift fuzz seed replay")
struct FuzzSeedReplayTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Corpus/swift")

  @Test("the lexer and discovery keep their contract on every seed")
  func seeds() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
    #expect(names.count >= 8)
    for name in names {
      let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
      let broken = data.withUnsafeBytes { SwiftDiscoveryInvariants.violations($0) }
      #expect(broken.isEmpty, "\(name): \(broken)")
    }
  }
}
