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

  @Test(
    "1,200 private-use locales: the first 1,000 are checked, one error counts the rest; the good file is checked"
  )
  func manyLocales() throws {
    let folder = try Hostile.folderWithGoodFile()
    let localizations = (0..<1_200).map {
      #""de-x-\#(String(format: "%05d", $0))":{"stringUnit":{"state":"translated","value":"v"}}"#
    }
    try folder.write(
      "Many.xcstrings",
      #"{"sourceLanguage":"en","strings":{"k":{"localizations":{\#(localizations.joined(separator: ","))}}},"version":"1.0"}"#
    )
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    let keys = Hostile.resultKeys(run)
    // "k" in English (the source text) and 999 private-use locales, then the good file.
    #expect(keys.filter { $0 == "k" }.count == 1_000)
    #expect(keys.contains(Hostile.goodKey))
    #expect(
      Hostile.diagnostics(run) == [
        "tooManyLocales: more than 1000 locales: the strings of 201 more locales, from 'de-x-00999' here on, are not checked (a run checks at most 1000; check the others in another run with --locales)"
      ])
  }
}
