import Foundation
import Synchronization
import Testing
import TypeFitInput
import _TypeFitTestSupport

@testable import TypeFitLocalization

/// The thirty-sixth attack's A36-11: a 9.6 MB XLIFF of 2,400,000 empty `<x/>` codes passed the
/// memory preflight, charged by its size (434 MB), and took 630 MB to parse, so under `ulimit -v`
/// between the two the process ended (`failed to allocate`, exit 134). A read XML file is now
/// asked about by its start tags before it is parsed, and a unit's inline-code problems are
/// counted, not listed.
@Suite("Hostile input: an XML file's tree is judged by its elements before it is parsed")
struct XMLTreeAdmissionTests {
  /// What the reader asked, by file name.
  final class Questions: Sendable {
    let byName = Mutex<[String: (bytes: Int, startTags: Int)]>([:])
  }

  @Test(
    "the start-tag bound counts each < not followed by /, ! or ?",
    arguments: [
      ("<?xml version=\"1.0\"?><a><b/><!-- c --><c x=\"1\">t</c></a>", 3),
      ("<a><![CDATA[<d>]]></a>", 1), ("<a><![CDATA[<<<]]><!-- <b> --><c/></a>", 2), ("<a><![CDATA[<b>", 1),
      ("", 0),
      ("<", 1),
      ("text only", 0),
      ("<x/><x/><x/>", 3),
    ])
  func startTagBound(text: String, expected: Int) {
    #expect(XMLTreeBuilder.startTagBound(in: Array(text.utf8)) == expected)
  }

  @Test("a refused tree makes its file unreadable with the sentence; the file beside it is read")
  func refusedTree() throws {
    let folder = try TemporaryFolder("xml-tree-admission")
    let root = try #require(FileSystemPath.resolved(folder.path))
    let codes = String(repeating: "<x/>", count: 1_000)
    try folder.write(
      "de.xliff",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="a" \
      source-language="en" target-language="de" datatype="plaintext"><body>
      <trans-unit id="k"><source>Hi</source><target>Hallo\(codes)</target></trans-unit>
      </body></file></xliff>

      """)
    try folder.write("fr.lproj/Localizable.strings", "\"k\" = \"Bonjour\";\n")
    try folder.write(
      "es.lproj/Localizable.strings",
      "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>k</key><string>Hola</string></dict></plist>")
    let asked = Questions()
    var reader = LocalizationReader()
    reader.admitsXMLTree = { path, bytes, startTags in
      asked.byName.withLock { $0[URL(fileURLWithPath: path).lastPathComponent] = (bytes, startTags) }
      return startTags > 100 ? "too many elements (\(startTags))" : nil
    }
    let result = reader.read(paths: [root])
    let seen = asked.byName.withLock { $0 }
    // xliff, file, body, trans-unit, source, target and 1,000 codes; the plain table is not
    // XML and is not asked about; the XML table is (plist, dict, key, string).
    #expect(seen["de.xliff"]?.startTags == 1_006)
    #expect(seen["de.xliff"]?.bytes == (try Data(contentsOf: URL(fileURLWithPath: root + "/de.xliff")).count))
    #expect(seen["Localizable.strings"]?.startTags == 4)
    #expect(seen.count == 2)
    let unreadable = result.diagnostics.filter { $0.kind == .unreadableFile }
    #expect(unreadable.map(\.message) == ["too many elements (1006)"])
    #expect(unreadable.first?.file == root + "/de.xliff")
    #expect(Set(result.strings.map(\.value)) == ["Bonjour", "Hola"])
  }

  @Test("100,000 codes without equiv-text: one warning counting the rest, the text without them")
  func manyInlineProblems() {
    let codes = String(repeating: "<x/>", count: 100_000)
    let xliff = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="a" \
      source-language="en" target-language="de" datatype="plaintext"><body>
      <trans-unit id="k"><source>Hi</source><target>Hal\(codes)lo</target></trans-unit>
      </body></file></xliff>

      """
    let result = LocalizationReader.read(Data(xliff.utf8), path: "de.xliff", format: .xliff)
    #expect(result.strings.map(\.value) == ["Hi", "Hallo"])
    #expect(
      result.diagnostics.map(\.message) == [
        "inline code <x> has no equiv-text to stand for it; the text of \"k\" is measured without it "
          + "(and without 99999 more inline codes like it)"
      ])
    #expect(result.diagnostics.first?.line == 3)
    // `<trans-unit id="k"><source>Hi</source><target>Hal` is 49 bytes.
    #expect(result.diagnostics.first?.column == 50)
  }

  /// The thirty-seventh attack's A37-3: a file past the size limit, under a memory limit, was
  /// refused for memory, quoting the limit plus one as its size, not for its size.
  @Test("a file past the size limit is refused for its size, the memory question not asked")
  func pastSizeLimit() throws {
    let folder = try TemporaryFolder("xml-size-before-memory")
    let root = try #require(FileSystemPath.resolved(folder.path))
    try folder.write(
      "de.lproj/Localizable.stringsdict",
      "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict>" + String(repeating: " ", count: 3_000)
        + "</dict></plist>")
    var reader = LocalizationReader(maximumXMLFileSize: 1_000)
    reader.admitsFile = { _, bytes, _ in "memory (\(bytes) bytes)" }
    let result = reader.read(paths: [root])
    let messages = result.diagnostics.filter { $0.kind == .unreadableFile }.map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("memory") == false, "\(messages)")
    #expect(messages.first?.contains("1000") == true, "\(messages)")
  }

  /// The thirty-seventh attack's A37-7: 4,000,000 entries of `"1"="b";` (50.9 MB) passed the
  /// question by size and ended the process under `ulimit -v 800000`.
  @Test("a .strings table and a catalog are asked about by their entries; XML is not")
  func entriesAsked() throws {
    let folder = try TemporaryFolder("entry-admission")
    let root = try #require(FileSystemPath.resolved(folder.path))
    try folder.write("de.lproj/Localizable.strings", (0..<50).map { "\"k\($0)\"=\"b\";" }.joined())
    try folder.write("fr.lproj/Localizable.strings", "\"k\" = \"a=b\";\n")
    try folder.write(
      "Cat.xcstrings",
      #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"#
        + #""de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}}}"#)
    let asked = Questions()
    var reader = LocalizationReader()
    reader.admitsEntries = { path, bytes, _, entries in
      asked.byName.withLock {
        $0[String(path.dropFirst(root.count))] = (bytes, entries)
      }
      return entries > 20 ? "too many entries (\(entries))" : nil
    }
    let result = reader.read(paths: [root])
    let seen = asked.byName.withLock { $0 }
    #expect(seen["/de.lproj/Localizable.strings"]?.startTags == 50)
    // A `=` in a value counts too.
    #expect(seen["/fr.lproj/Localizable.strings"]?.startTags == 2)
    #expect(seen["/Cat.xcstrings"]?.startTags == 9)
    #expect(
      result.diagnostics.filter { $0.kind == .unreadableFile }.map(\.message) == ["too many entries (50)"])
    #expect(Set(result.strings.map(\.locale)) == ["fr", "de", "en"])
    #expect(result.strings.contains { $0.value == "Hallo" })
    #expect(LocalizationReader.entryBound(in: Array("<a>=</a>".utf8), format: .android) == 0)
    // A catalog's keys whatever their values (A38-1: `"k":1` was not counted) and its other
    // members, no colon in a string.
    let catalog =
      #"{"sourceLanguage":"en","strings":{"a":1,"b":null,"c\":d":"x:y","e":{"f":{"g":2}},"h":[1]},"v":"1"}"#
    // Five keys and five other members (three at the top, f, g).
    #expect(LocalizationReader.entryBound(in: Array(catalog.utf8), format: .xcstrings) == 10)
    // One key with 1,000 members of its localizations: 1 + 1,002.
    let wide =
      #"{"strings":{"k":{"localizations":{"# + (0..<1_000).map { "\"x\($0)\":1" }.joined(separator: ",")
      + "}}}}"
    #expect(LocalizationReader.entryBound(in: Array(wide.utf8), format: .xcstrings) == 1_003)
    // Keys without values (`"k";`) are entries too.
    #expect(LocalizationReader.entryBound(in: Array(#""a";"b";"c"="d";"#.utf8), format: .strings) == 3)
  }
}
