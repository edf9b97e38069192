import Testing

@testable import TypeFitText

/// The script codes itemization compares with are written as constants: they must be the
/// codes `init(_:)` packs, and what ICU's script lookup gives.
@Suite("Script codes written as constants")
struct ScriptCodeTests {
  @Test("Common, Inherited, Unknown and Latin equal the packed four-letter codes")
  func constants() {
    #expect(ScriptCode.common == ScriptCode("Zyyy"))
    #expect(ScriptCode.inherited == ScriptCode("Zinh"))
    #expect(ScriptCode.unknown == ScriptCode("Zzzz"))
    #expect(ScriptCode.latin == ScriptCode("Latn"))
    #expect(ScriptCode.latin.rawValue == 0x4C61_746E)
    #expect(ScriptCode.common.string == "Zyyy")
    #expect(
      !ScriptCode.common.isSpecific && !ScriptCode.inherited.isSpecific && !ScriptCode.unknown.isSpecific)
    #expect(ScriptCode.latin.isSpecific)
  }

  @Test("ICU's scripts of a Latin letter, a digit and a combining mark are the constants")
  func fromICU() {
    #expect(ScriptResolver.script(of: 0xE9) == .latin)  // é, looked up in ICU
    #expect(ScriptResolver.script(of: 0x0301) == .inherited)  // combining acute
    #expect(ScriptResolver.script(of: 0x00B7) == .common)  // middle dot
    #expect(ScriptResolver.script(of: 0x41) == .latin)
    #expect(ScriptResolver.script(of: 0x31) == .common)
  }
}
