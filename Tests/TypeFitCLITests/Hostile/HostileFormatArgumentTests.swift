import Foundation
import Testing
import _TypeFitTestSupport

/// `formatArguments` samples times format specifiers: the filled text stops at the label
/// limit, a sample over it is refused in `typefit.json`, and the good file is still reported.
@Suite("Hostile input: format arguments")
struct HostileFormatArgumentTests {
  @Test("a sample over 50,000 units in typefit.json is a usage error at its line and column")
  func longSample() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      "typefit.json", "{\"formatArguments\": {\"@\": \"\(String(repeating: "X", count: 1_000_000))\"}}")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 2)
    #expect(
      run.stderr.hasPrefix(
        "Error: invalid configuration: \(folder.path)/typefit.json:1:27: formatArguments.@: the sample is 1000000 UTF-16 units long; at most 50000 are allowed (the longest label measured)\n"
      ),
      "\(run.stderr)")
  }

  @Test("2,000 %@ with the longest sample allowed: reported as too long once filled, the rest checked")
  func manySpecifiers() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      "typefit.json", "{\"formatArguments\": {\"@\": \"\(String(repeating: "X", count: 50_000))\"}}")
    let specifiers = String(repeating: "%@", count: 2_000)
    try folder.write(
      "de.lproj/Localizable.strings",
      (0..<20).map { "\"a\($0)\" = \"\(specifiers)\";\n" }.joined() + "\"b\" = \"ok\";\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == ["b", Hostile.goodKey])
    let diagnostics = Hostile.diagnostics(run)
    #expect(diagnostics.count == 20)
    #expect(
      diagnostics.first
        == "valueTooLong: the value of \"a0\" (de) is more than 50000 UTF-16 units long once its format arguments are filled; labels over 50000 are reported, not measured"
    )
  }
}
