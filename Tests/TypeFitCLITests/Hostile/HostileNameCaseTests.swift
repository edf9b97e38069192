import Foundation
import Testing
import _TypeFitTestSupport

@testable import TypeFitCLI

/// Names in capitals: a file's extension is compared without case (`Localizable.STRINGS` is
/// read), and so is an `.lproj` folder's (the forty-fourth attack's A44-2: `DE.LPROJ` was no
/// locale folder, so its strings were checked as the development language's, English).
@Suite("Hostile input: names in capitals")
struct HostileNameCaseTests {
  @Test("DE.LPROJ/Localizable.STRINGS is read as German, beside the development language's file")
  func capitalLprojFolder() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write("DE.LPROJ/Localizable.STRINGS", "\"\(Hostile.goodKey)\" = \"Einstellungen\";\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let json = try run.jsonObject()
    let results = try #require(json["results"] as? [[String: Any]])
    let locales = results.map { "\($0["file"] as? String ?? "?") \($0["locale"] as? String ?? "?")" }
    #expect(
      locales == [
        "\(folder.path)/DE.LPROJ/Localizable.STRINGS de", "\(folder.path)/\(Hostile.goodFile) en",
      ])
  }
}
