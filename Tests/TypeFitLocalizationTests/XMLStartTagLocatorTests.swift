import Foundation
import Testing

@testable import TypeFitLocalization

/// Where the locator puts each start tag, whose line and column reports and GitHub annotations
/// quote.
@Suite("XML: start tags are located where they begin")
struct XMLStartTagLocatorTests {
  /// The fifty-third attack's A53-8: an apostrophe or `[` inside a comment in the DOCTYPE's
  /// internal subset was read as an open quote or bracket, so the DOCTYPE ran on past its end and
  /// the tags after it were placed wrong.
  @Test(
    "a quote or bracket in a comment or instruction inside the DOCTYPE does not move the tags",
    arguments: ["<!-- it's -->", "<!-- [ -->", "<!-- ] > -->", "<?pi it's [ ?>", "<!-- \" -->"])
  func doctypeComment(_ markup: String) {
    let document = """
      <?xml version="1.0"?>
      <!DOCTYPE resources [
        \(markup)
        <!ENTITY e "x">
      ]>
      <resources>
        <string name="a">A</string>
      </resources>
      """
    var locator = XMLStartTagLocator(bytes: Array(document.utf8))
    #expect(place(locator.next(named: "resources")) == [6, 1])
    #expect(place(locator.next(named: "string")) == [7, 3])
  }

  /// Quotes in the subset's declarations still hide what they hold.
  @Test("a '>' or ']' inside a quoted literal of the DOCTYPE does not end it")
  func quotedLiteral() {
    let document = "<!DOCTYPE r [ <!ENTITY e \"]>'\"> ]>\n<r><s/></r>"
    var locator = XMLStartTagLocator(bytes: Array(document.utf8))
    #expect(place(locator.next(named: "r")) == [2, 1])
    #expect(place(locator.next(named: "s")) == [2, 4])
  }

  /// An Android file with such a DOCTYPE gives its string the line and column of its tag.
  @Test("an Android string after a DOCTYPE comment keeps its column")
  func androidColumn() {
    let xml = """
      <?xml version="1.0" encoding="utf-8"?>
      <!DOCTYPE resources [ <!-- the app's strings --> ]>
      <resources>
          <string name="k">Hallo</string>
      </resources>

      """
    let result = LocalizationReader.read(Data(xml.utf8), path: "res/values-de/strings.xml", format: .android)
    #expect(result.strings.map(\.value) == ["Hallo"])
    #expect(result.strings.first?.location.line == 4)
    #expect(result.strings.first?.location.column == 5)
  }

  /// A place as `[line, column]`, or `[]` when none was found.
  private func place(_ found: (line: Int, column: Int)?) -> [Int] {
    found.map { [$0.line, $0.column] } ?? []
  }
}
