import Foundation
import Testing
import _TypeFitTestSupport

/// XML the parser must never see, next to a good file: `check` refuses it by name, exits 3,
/// and still reports every string of the good file.
@Suite("Hostile input: XML")
struct HostileXMLTests {
  /// Writes `bytes` at `relativePath` inside `folder`, creating the folders on the way.
  private func write(_ bytes: [UInt8], _ relativePath: String, in folder: TemporaryFolder) throws {
    try folder.write(relativePath, "")
    try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/" + relativePath))
  }

  @Test(
    "a UCS-4 Android, stringsdict or XLIFF file is refused by name (was a crash); the good file is checked")
  func ucs4() throws {
    for (file, text) in [
      ("res/values-de/strings.xml", "<resources><string name=\"a\">x</string></resources>"),
      (
        "de.lproj/Localizable.stringsdict",
        "<plist version=\"1.0\"><dict><key>a</key><string>x</string></dict></plist>"
      ),
      ("de.lproj/Localizable.strings", "\"a\" = \"x\";\n"),
    ] {
      let folder = try Hostile.folderWithGoodFile()
      let declared = file.hasSuffix(".strings") ? text : "<?xml version=\"1.0\" encoding=\"UCS-4\"?>\n" + text
      let bytes = ("\u{FEFF}" + declared).unicodeScalars.flatMap { scalar -> [UInt8] in
        let value = scalar.value
        return [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
      }
      try write(bytes, file, in: folder)
      let run = Hostile.check([folder.path])
      #expect(run.exitCode == 3, "\(file)")
      #expect(Hostile.resultKeys(run) == [Hostile.goodKey], "\(file)")
      #expect(
        Hostile.diagnostics(run) == [
          "invalidEncoding: the file is UTF-32 (UCS-4, little-endian, found by its byte order mark), which TypeFit "
            + "does not read (UTF-8 and UTF-16 are read); save the file as UTF-8; nothing read"
        ], "\(file)")
    }
  }

  @Test(
    "an entity declaration behind a ']' in a comment is refused (was expanded in silence); the good file is checked"
  )
  func entityBehindBracket() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      "res/values-de/strings.xml",
      "<?xml version=\"1.0\"?>\n<!DOCTYPE resources [<!-- ] --><!ENTITY x \"INJECTED\">]>\n"
        + "<resources><string name=\"leak\">&x;</string></resources>\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run) == [
        "unsafeXML: XML declares entities (<!ENTITY>); refused to avoid entity expansion attacks"
      ])
  }

  /// The fifty-first attack's A51-13, A51-15 and A51-16: the parser gave every element the
  /// defaults an internal subset's `<!ATTLIST` declares. `translatable CDATA "false"` dropped the
  /// Android file's strings (a note said they were "marked" so), `target-language` relabelled an
  /// XLIFF file's, and one 2 MB default on 2,500 `<string>`s failed an allocation (exit 134,
  /// no report), as 8,000 defaults on 3,000 elements took 308 s and 1.6 GB.
  @Test(
    "an internal subset declaring attribute lists is refused before parsing, in Android, XLIFF and stringsdict",
    arguments: [
      (
        "res/values-de/strings.xml",
        "<!DOCTYPE resources [\n<!ATTLIST string translatable CDATA \"false\">\n]>\n"
          + "<resources><string name=\"k\">Ein sehr langer deutscher Titel</string></resources>\n"
      ),
      (
        "fr.xliff",
        "<!DOCTYPE xliff [<!-- ] -->\n<!ATTLIST file target-language CDATA \"ja\">]>\n<xliff version=\"1.2\">"
          + "<file original=\"a\" source-language=\"en\"><body><trans-unit id=\"k\"><source>s</source>"
          + "<target>t</target></trans-unit></body></file></xliff>\n"
      ),
      (
        "de.lproj/Localizable.stringsdict",
        "<!DOCTYPE plist [<!-- a 2 MB default -->\n<!ATTLIST string big CDATA \""
          + String(repeating: "x", count: 2_000_000) + "\">]>\n<plist version=\"1.0\"><dict>"
          + String(repeating: "<key>k</key><string>v</string>", count: 2_500) + "</dict></plist>\n"
      ),
    ])
  func attributeListDeclaration(file: String, body: String) throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(file, "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + body)
    let run = Hostile.check([folder.path], ["--no-discovery"])
    #expect(run.exitCode == 3, "\(file): \(run.stderr)")
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey], "\(file)")
    let json = try run.jsonObject()
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(
      diagnostics.map {
        "\($0["line"] as? Int ?? 0) \($0["kind"] as? String ?? "?"): \($0["message"] as? String ?? "")"
      }
        == [
          "3 unsafeXML: XML declares attribute lists (<!ATTLIST>), whose default values the parser would add to "
            + "elements that do not show them; refused (no localization format needs a DTD of its own)"
        ], "\(file)")
  }

  @Test("100,000 attributes on one start tag are refused before parsing (was 36 s); the good file is checked")
  func manyAttributes() throws {
    let folder = try Hostile.folderWithGoodFile()
    let attributes = (0..<100_000).map { " a\($0)=\"x\"" }.joined()
    try folder.write(
      "de.xliff",
      "<?xml version=\"1.0\"?><xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" "
        + "target-language=\"de\"><body><trans-unit id=\"k\"\(attributes)><source>s</source><target>t</target>"
        + "</trans-unit></body></file></xliff>")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 3)
    #expect(Hostile.resultKeys(run) == [Hostile.goodKey])
    #expect(
      Hostile.diagnostics(run) == [
        "unsafeXML: start tag <trans-unit> has more than 128 attributes; refused before parsing "
          + "(the parser's time grows with the square of their number)"
      ])
  }

  @Test(
    "2 MB of comment openers in Android, stringsdict and XLIFF files: each refused at its line (F23), the good file checked",
    .enabled(if: Hostile.binary != nil, "needs the built typefit binary"))
  func commentOpenerFlood() throws {
    let folder = try Hostile.folderWithGoodFile()
    let flood = String(repeating: "<!--", count: 500_000)
    let files = [
      ("res/values-de/strings.xml", "<?xml version=\"1.0\"?>\n<resources>\n<string name=\"a\">x</string>\n"),
      ("de.lproj/Localizable.stringsdict", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n"),
      ("fr.xliff", "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n"),
    ]
    for (path, head) in files { try folder.write(path, head + flood) }
    // Quadratic, 2 MB cost libxml2 about ten minutes of CPU each; in one pass, seconds.
    let run = try Hostile.runBinary(
      ["check", folder.path, "--format", "json", "--categories", "large", "--quiet"], seconds: 300)
    #expect(!run.timedOut)
    #expect(run.exitCode == 3, "\(run.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.compactMap { $0["key"] as? String } == [Hostile.goodKey])
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    let found = diagnostics.map { diagnostic in
      let file = (diagnostic["file"] as? String ?? "").replacingOccurrences(of: folder.path + "/", with: "")
      return "\(file):\(diagnostic["line"] as? Int ?? 0):\(diagnostic["column"] as? Int ?? 0): "
        + "\(diagnostic["kind"] as? String ?? "?"): \(diagnostic["message"] as? String ?? "")"
    }
    // Each at the first '--' after the first opener: the third byte of the second '<!--'.
    let message = "syntaxError: malformed XML: '--' inside a comment (libxml2 error 80)"
    #expect(
      found.sorted() == [
        "de.lproj/Localizable.stringsdict:4:7: \(message)", "fr.xliff:3:7: \(message)",
        "res/values-de/strings.xml:4:7: \(message)",
      ])
  }

  @Test(
    "duplicates and bad \\u escapes are warnings (exit 0), the first Android definition is checked, the good file too"
  )
  func duplicatesAreWarnings() throws {
    let folder = try Hostile.folderWithGoodFile()
    try folder.write(
      "res/values-de/strings.xml",
      "<resources>\n<string name=\"k\">first</string>\n<string name=\"k\">second</string>\n"
        + "<string name=\"u\">\\u12</string>\n</resources>\n")
    let run = Hostile.check([folder.path])
    #expect(run.exitCode == 0)
    #expect(Hostile.resultKeys(run).sorted() == [Hostile.goodKey, "k", "u"])
    #expect(
      Hostile.diagnostics(run) == [
        "duplicateKey: <string name=\"k\"> is defined twice, at lines 2 and 3; the first is kept (aapt2 refuses duplicate resources)",
        "invalidEscape: incomplete \\u escape '\\u12' in \"u\" (four hex digits are needed); replaced by U+FFFD",
      ])
  }
}
