import Foundation
import Testing

@testable import TypeFitLocalization

/// The twenty-fifth attack's A25-7: one XLIFF or Android element nested past the 64-element
/// limit lost the whole file ("nothing was checked"). The element is left out with the string it
/// is in, named with its file, line and the limit; the strings after it are read.
@Suite("Hostile input: one element nested too deep")
struct HostileDeepXMLTests {
  private func described(_ result: LocalizationReadResult) -> [String] {
    result.diagnostics.map { "\($0.severity) \($0.kind)@\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
  }

  /// The 1-based byte column of the `count`th (from 1) `<name` on the text's second line.
  private func column(of name: String, _ count: Int, in text: String) throws -> Int {
    let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first)
    var from = line.startIndex
    var found = 0
    while let range = line[from...].range(of: "<" + name) {
      found += 1
      if found == count { return line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1 }
      from = range.upperBound
    }
    Issue.record("no \(count)th <\(name)")
    return 0
  }

  static let limitMessage =
    "is nested deeper than 64 elements, the limit: it and what it holds are not read, nor the string it is in; "
    + "the file's other strings are read"

  @Test("XLIFF: a <g> nested 200 deep in one target skips that unit; the next unit is read")
  func xliffDeepInline() throws {
    let deep = String(repeating: "<g id='a'>", count: 200) + "Text" + String(repeating: "</g>", count: 200)
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="Localizable.strings" source-language="en" target-language="de" datatype="plaintext"><body><trans-unit id="k"><source>Text</source><target>\(deep)</target></trans-unit><trans-unit id="k2"><source>Two</source><target>Zwei</target></trans-unit></body></file></xliff>
      """
    let result = LocalizationReader.read(Data(text.utf8), path: "de.xliff", format: .xliff)
    #expect(result.strings.map { "\($0.key) \($0.locale) \($0.value)" } == ["k2 en Two", "k2 de Zwei"])
    // <xliff> <file> <body> <trans-unit> <target> are 5 deep: the 60th <g> is the 65th element.
    let column = try column(of: "g", 60, in: text)
    #expect(described(result) == ["error nestingTooDeep@2:\(column): <g> \(Self.limitMessage)"])
  }

  @Test("XLIFF: a unit inside <group>s nested 100 deep is left out; the unit after the groups is read")
  func xliffDeepGroups() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="L.strings" source-language="en" target-language="de" datatype="plaintext"><body>\(String(repeating: "<group id='g'>", count: 100))<trans-unit id="k"><source>S</source><target>Z</target></trans-unit>\(String(repeating: "</group>", count: 100))<trans-unit id="k2"><source>T</source><target>Zwei</target></trans-unit></body></file></xliff>
      """
    let result = LocalizationReader.read(Data(text.utf8), path: "de.xliff", format: .xliff)
    #expect(result.strings.map { "\($0.key) \($0.locale) \($0.value)" } == ["k2 en T", "k2 de Zwei"])
    let column = try column(of: "group", 62, in: text)
    #expect(described(result) == ["error nestingTooDeep@2:\(column): <group> \(Self.limitMessage)"])
  }

  /// 200 deep, and 400, past libxml2's usual 256 (Foundation parses on).
  @Test(
    "Android: <b> nested 200 or 400 deep in one string skips that string; the strings before and after are read",
    arguments: [200, 400])
  func androidDeepStyling(depth: Int) throws {
    let deep = String(repeating: "<b>", count: depth) + "Text" + String(repeating: "</b>", count: depth)
    let text = """
      <?xml version="1.0" encoding="utf-8"?>
      <resources><string name="k0">Null</string><string name="k">\(deep)</string><string name="k2">Zwei</string></resources>
      """
    let result = LocalizationReader.read(Data(text.utf8), path: "res/values-de/strings.xml", format: .android)
    #expect(result.strings.map { "\($0.key) \($0.value)" } == ["k0 Null", "k2 Zwei"])
    // <resources> <string> are 2 deep: the 63rd <b> is the 65th element.
    let column = try column(of: "b>", 63, in: text)
    #expect(described(result) == ["error nestingTooDeep@2:\(column): <b> \(Self.limitMessage)"])
  }
}
