import Foundation
import Testing

@testable import TypeFitReports

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects the elements of an XML document as (name, attributes) in document order.
private final class ElementCollector: NSObject, XMLParserDelegate {
  var elements: [(name: String, attributes: [String: String])] = []
  var text = ""

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.append((elementName, attributes))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}

@Suite struct JUnitReportTests {
  private func parse(_ xml: String) throws -> ElementCollector {
    let parser = XMLParser(data: Data(xml.utf8))
    let collector = ElementCollector()
    parser.delegate = collector
    let parsed = parser.parse()
    #expect(parsed, "XML parse error: \(String(describing: parser.parserError))")
    try #require(parsed)
    return collector
  }

  @Test("The report parses as XML with a suite per file and locale and a case per row") func structure()
    throws
  {
    let document = try parse(ReportFixtures.render(.junit))
    let suites = document.elements.filter { $0.name == "testsuite" }
    #expect(
      suites.map { $0.attributes["name"] } == [
        "de.lproj/Localizable.strings (de)", "en.lproj/Localizable.strings (en)", "read problems",
      ])
    let cases = document.elements.filter { $0.name == "testcase" }
    #expect(
      cases.map { $0.attributes["name"] } == [
        "settings.privacy", "settings.weather", "odd<&>\"key [plural.one]", "settings.wifi",
        "fi.lproj/Localizable.strings:7:18: expected ';' after value",
      ])
    let failures = document.elements.filter { $0.name == "failure" }
    // The rows' TF002 at xSmall–medium is iOS's own row height, a note (fresh22 F22-7): system-out.
    #expect(failures.map { $0.attributes["type"] } == ["TF001", "TF004", "TF001"])
    #expect(
      failures[0].attributes["message"]
        == "label-truncated: 'Datenschutzeinstellungen' needs 2 lines from AX1; 1 allowed; "
        + "shows 'Datenschutzeinstel…' (iPhone SE (3rd generation), 375 pt)")
    #expect(document.elements.filter { $0.name == "error" }.map { $0.attributes["type"] } == ["syntaxError"])
  }

  @Test("Count attributes match the cases, failed cases and errored cases") func counts() throws {
    let document = try parse(ReportFixtures.render(.junit))
    let root = try #require(document.elements.first { $0.name == "testsuites" })
    #expect(root.attributes["tests"] == "5")
    #expect(root.attributes["failures"] == "3")
    #expect(root.attributes["errors"] == "1")
    let suites = document.elements.filter { $0.name == "testsuite" }
    #expect(suites.map { $0.attributes["tests"] } == ["3", "1", "1"])
    #expect(suites.map { $0.attributes["failures"] } == ["3", "0", "0"])
    #expect(suites.map { $0.attributes["errors"] } == ["0", "0", "1"])
  }

  @Test("Control characters are escaped in bodies, so the document stays XML 1.0")
  func controlCharacters() throws {
    let xml = ReportFixtures.render(.junit)
    #expect(!xml.unicodeScalars.contains { $0.value == 1 })
    let document = try parse(xml)
    // A body's lines are escaped for one line (A21-19): the title's tab and U+0001 as `\t`, `\u{1}`.
    #expect(document.text.contains("Tab\\there \\u{1} <b>&amp;</b>"), "\(document.text)")
    #expect(!document.text.contains("\t"))
  }

  @Test("C1 and bidirectional controls are character references, never raw (A26-8)")
  func terminalControls() throws {
    #expect(XMLEscaping.text("k\u{9B}2J\u{202E}x\u{7F}\u{E0041}é") == "k&#x9B;2J&#x202E;x&#x7F;&#xE0041;é")
    #expect(XMLEscaping.attribute("a\u{9D}0;t\u{9C}\n") == "a&#x9D;0;t&#x9C;&#10;")
    let document = try parse(
      "<a b=\"\(XMLEscaping.attribute("k\u{9B}\u{2066}"))\">\(XMLEscaping.text("\u{200F}x"))</a>")
    #expect(document.elements.first?.attributes["b"] == "k\u{9B}\u{2066}")
    #expect(document.text == "\u{200F}x")
  }

  @Test("Notes go to system-out, not failures") func notes() throws {
    let wrapping = ReportFixtures.result(
      key: "settings.long", locale: "fi", file: "/src/app/fi.lproj/Localizable.strings", line: 4,
      title: "Yksityisyys ja turvallisuus sekä muut asetukset tässä laitteessa")
    let document = try parse(ReportFixtures.render(.junit, results: [wrapping]))
    #expect(document.elements.contains { $0.name == "system-out" })
    #expect(!document.elements.contains { $0.name == "failure" && $0.attributes["type"] == "TF008" })
    #expect(document.text.contains("TF008 label-wraps"))
  }
}
