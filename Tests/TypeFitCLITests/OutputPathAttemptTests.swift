import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitCLI

/// One walk of `--output` answers both questions the refusal asks (``OutputPath/attempt(_:)``):
/// where it leads, and which links it met, also when it cannot be walked to the end.
@Suite("OutputPath: one walk for the destination and the links met")
struct OutputPathAttemptTests {
  /// The real path of a fresh folder.
  static func realFolder(_ folder: TemporaryFolder) throws -> String {
    let pointer = try #require(realpath(folder.path, nil))
    defer { free(pointer) }
    return String(cString: pointer)
  }

  @Test("a link to a folder: the destination beside its target, the link met, as OutputPath(_:) gives them")
  func linkToFolder() throws {
    let folder = try TemporaryFolder()
    let root = try Self.realFolder(folder)
    try FileManager.default.createDirectory(atPath: root + "/reports", withIntermediateDirectories: false)
    try #require(symlink("reports", root + "/out") == 0)
    let attempt = OutputPath.attempt(root + "/out/r.json")
    let walked = try attempt.walked.get()
    #expect(walked.destination == root + "/reports/r.json")
    #expect(
      walked.links == [OutputPath.Link(path: root + "/out", folder: root, destination: root + "/reports")])
    #expect(attempt.linksMet.map { "\($0.path) in \($0.folder)" } == ["\(root)/out in \(root)"])
    #expect(try OutputPath(root + "/out/r.json").destination == walked.destination)
  }

  @Test("a link into a missing folder: the walk's error, and the link still met")
  func linkIntoMissingFolder() throws {
    let folder = try TemporaryFolder()
    let root = try Self.realFolder(folder)
    try #require(symlink("missing/deeper", root + "/out") == 0)
    let attempt = OutputPath.attempt(root + "/out/r.json")
    guard case .failure(let error) = attempt.walked else {
      Issue.record("the walk of a missing folder succeeded")
      return
    }
    #expect(error.description == "cannot write --output \(root)/out/r.json: No such file or directory")
    #expect(attempt.linksMet.map { "\($0.path) in \($0.folder)" } == ["\(root)/out in \(root)"])
  }
}
