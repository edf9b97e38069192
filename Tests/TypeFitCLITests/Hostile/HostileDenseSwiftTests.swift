import Foundation
import Testing
import TypeFit
import _TypeFitTestSupport

/// The forty-eighth attack's A48-1: a 990 KB Swift file of 495,000 `()` pairs takes about 225
/// bytes of memory a byte in discovery where the question charged 96, so `rows` and `check`
/// ended in a failed allocation (exit 134) at `ulimit -v` 270,000–430,000 KiB. Discovery now
/// charges such a file by its token starts.
@Suite(
  "Hostile input: Swift files dense in tokens under a memory limit",
  .enabled(if: Hostile.binary != nil, "needs the built binary"))
struct HostileDenseSwiftTests {
  @Test(
    "495,000 () pairs under ulimit -v 300000 and 400000: refused by name, the catalog checked",
    arguments: [300_000, 400_000])
  func denseFileUnderLimit(limitKB: Int) throws {
    let folder = try TemporaryFolder("dense-swift")
    try FileManager.default.createDirectory(atPath: folder.path + "/app", withIntermediateDirectories: true)
    try
      #"{"sourceLanguage":"en","version":"1.0","strings":{"greeting":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Guten Morgen"}}}}}}"#
      .write(toFile: folder.path + "/app/Localizable.xcstrings", atomically: false, encoding: .utf8)
    let source =
      "import SwiftUI\nstruct V: View { var body: some View { List { Text(\"greeting\")\n"
      + String(repeating: "()", count: 495_000) + "\n} } }\n"
    try source.write(toFile: folder.path + "/app/V.swift", atomically: false, encoding: .utf8)
    let (run, keys, _) = try Hostile.jsonCheckUnderLimit(folder.path + "/app", addressSpaceKB: limitKB)
    #expect(keys.contains("greeting"))
    #expect(run.stderr.contains("finding rows in this Swift file"), "\(run.stderr)")
  }
}
