import Foundation
import Testing

@testable import TypeFitLocalization

/// The fifty-first attack's A51-9: strings an Android file holds where aapt2 reads none were
/// dropped without a word (a nested `<resources>`, a `<string>` inside a `<string-array>`), and
/// `<string name="">` was checked as the key ''.
@Suite("Android elements that are not read are said")
struct AndroidSkippedElementTests {
  @Test("a nested <resources>, a non-item in an array and an empty name: a warning each, the rest read")
  func skippedElements() {
    let xml = """
      <?xml version="1.0" encoding="utf-8"?>
      <resources>
        <string name="ok">Gut</string>
        <resources><string name="deep">Tief</string></resources>
        <string-array name="days"><item>Montag</item><string name="x">Dienstag</string></string-array>
        <string name="">Leer</string>
      </resources>
      """
    let result = LocalizationReader.read(Data(xml.utf8), path: "res/values-de/strings.xml", format: .android)
    #expect(result.strings.map { "\($0.key)=\($0.value)" } == ["ok=Gut", "days=Montag"])
    #expect(
      result.diagnostics.map { "\($0.severity) \($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
        "warning 4:3 <resources> inside <resources> is not read (aapt2 reads the resources of the root only)",
        "warning 5:48 <string> in string-array \"days\" is not an <item>; not read (an array holds items only)",
        "warning 6:3 <string> without a name; skipped",
      ])
  }
}
