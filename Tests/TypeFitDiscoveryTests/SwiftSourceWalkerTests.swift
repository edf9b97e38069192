import Foundation
import Testing
import TypeFitDiscovery

@Suite("Finding Swift files")
struct SwiftSourceWalkerTests {
  @Test("Folders deeper than the limit are reported and not entered; files above it are found")
  func depthLimit() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typefit-walk-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    var folder = root
    for level in 0..<12 {
      folder = folder.appendingPathComponent("d")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("struct V\(level) {}\n".utf8).write(to: folder.appendingPathComponent("V\(level).swift"))
    }
    let outcome = SwiftSourceWalker(maximumDepth: 5).findFiles(in: [root.path])
    // Levels 1…5 are entered (depth 0 is the root); the folder at depth 6 is reported.
    #expect(
      outcome.files.map { ($0 as NSString).lastPathComponent } == [
        "V0.swift", "V1.swift", "V2.swift", "V3.swift", "V4.swift",
      ])
    #expect(outcome.diagnostics.map(\.message) == ["folders nested deeper than 5 levels; not searched"])
    #expect(outcome.diagnostics.first?.severity == .warning)
  }
}
