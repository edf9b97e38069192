import Foundation
import Testing
import _TypeFitTestSupport

/// Inputs whose size alone could make a check slow: the work each one causes is bounded before
/// it is spent, and the good file beside it is still reported.
@Suite("Hostile input: bounded work")
struct HostileWorkTests {
  @Test(
    "a value far over the label limit is refused without reading its shape, in .strings and .xcstrings",
    arguments: ["de.lproj/Big.strings", "Big.xcstrings"])
  func valueOverLabelLimit(file: String) throws {
    let folder = try Hostile.folderWithGoodFile()
    // 1,000,000 one-letter sentences: its shape would be counted letter by letter.
    let value = String(repeating: "a.", count: 500_000)
    if file.hasSuffix(".strings") {
      try folder.write(file, "\"big\" = \"\(value)\";\n")
    } else {
      try folder.write(
        file,
        #"{"sourceLanguage":"en","strings":{"big":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\#(value)"}}}}},"version":"1.0"}"#
      )
    }
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    // The catalog's key is also its English source text, which is checked.
    #expect(Hostile.resultKeys(run) == (file.hasSuffix(".strings") ? [] : ["big"]) + [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run) == [
        "valueTooLong: the value of \"big\" (de) is 1000000 UTF-16 units long; labels over 50000 are reported, not measured"
      ])
  }
}
