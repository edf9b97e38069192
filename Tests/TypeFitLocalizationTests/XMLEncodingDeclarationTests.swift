import Foundation
import Testing

@testable import TypeFitLocalization

/// The `encoding` pseudo-attribute of an XML declaration, found in one pass (the fifty-third
/// attack's A53-6: a regular expression took the square of the declaration's length).
@Suite("XML declarations: the encoding pseudo-attribute")
struct XMLEncodingDeclarationTests {
  private func found(_ declaration: String) -> [String] {
    let bytes = Array(declaration.utf8)
    return XMLEncodingDeclaration.all(in: bytes[...]).map {
      "\($0.name)@\($0.range.lowerBound)..<\($0.range.upperBound)"
    }
  }

  @Test("the name and the bytes to remove, white space before it included")
  func names() {
    #expect(found(#"<?xml version="1.0" encoding="UTF-8""#) == ["UTF-8@19..<36"])
    #expect(found(#"<?xml version="1.0"  encoding = 'latin1'"#) == ["latin1@19..<40"])
    // No space before it: libxml2 reports the missing space and still switches.
    #expect(found(#"<?xml version="1.0"encoding="UTF-7""#) == ["UTF-7@19..<35"])
    // Every one, apart.
    #expect(
      found(#"<?xml encoding="a" encoding="b""#) == ["a@5..<18", "b@18..<31"])
    // Not an encoding declaration: no `=`, no quote, no closing quote.
    #expect(found(#"<?xml version="1.0" encoding"#).isEmpty)
    #expect(found(#"<?xml version="1.0" encoding=UTF-8"#).isEmpty)
    #expect(found(#"<?xml version="1.0" encoding="UTF-8"#).isEmpty)
  }

  @Test("a declaration starts with <?xml and white space; <?xml-stylesheet is none (A53-5)")
  func declarationStart() {
    #expect(XMLEncodingDeclaration.startsWithDeclaration(Array("<?xml version=\"1.0\"?>".utf8)))
    #expect(XMLEncodingDeclaration.startsWithDeclaration(Array("<?xml\nversion=\"1.0\"?>".utf8)))
    #expect(
      !XMLEncodingDeclaration.startsWithDeclaration(Array("<?xml-stylesheet encoding=\"UTF-7\"?>".utf8)))
    #expect(!XMLEncodingDeclaration.startsWithDeclaration(Array("<?xml".utf8)))
    let stylesheet =
      "<?xml-stylesheet type=\"text/xsl\" encoding=\"UTF-7\" href=\"s.xsl\"?>\n"
      + "<resources><string name=\"a\">Hello</string></resources>\n"
    let read = LocalizationReader.read(
      Data(stylesheet.utf8), path: "res/values/strings.xml", format: .android)
    #expect(read.strings.map(\.value) == ["Hello"])
    #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.message))")
  }

  /// A53-6: 40,000 spaces took 50 s, 80,000 over a minute; 300,000 would take about an hour.
  @Test("a declaration padded with 300,000 spaces and line feeds and 30,000 words is read")
  func paddedDeclaration() {
    let padding =
      String(repeating: " ", count: 200_000) + String(repeating: "\n", count: 100_000)
      + String(repeating: "encoding ", count: 10_000) + String(repeating: "encoding= ", count: 10_000)
      + "encoding='" + String(repeating: "encoding = ", count: 10_000)
    let rest = "?>\n<resources><string name=\"a\">Hi</string></resources>\n"
    let text = "<?xml version=\"1.0\"" + padding + " encoding=\"UTF-8\"" + rest
    // The pseudo-attribute goes with the white space before it (the padding's last space too).
    #expect(
      XMLTreeBuilder.withoutEncodingDeclaration(text) == "<?xml version=\"1.0\"" + padding.dropLast() + rest)
    #expect(DeclaredEncoding(Array(text.utf8)) == .unicode)
    let latin1 = Array(("<?xml version=\"1.0\"" + padding + " encoding=\"ISO-8859-1\"?><a/>").utf8)
    #expect(DeclaredEncoding(latin1) == .latin1)
  }
}
