import Testing
import TypeFitLocalization

@testable import TypeFitReports

/// XML escaping and path tidying read bytes (perf33): the same text as a scalar at a time and
/// names split, for every kind of character at every place in a run that is skipped eight bytes
/// at a time.
@Suite("Byte scans: XML escaping, tidy paths")
struct ByteScanTests {
  /// The characters each writer treats apart, and some it passes through.
  static let pieces = [
    "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{A0}",
    "é", "e\u{301}", "\u{61C}", "\u{180E}", "\u{200B}", "\u{200D}", "\u{202E}", "\u{2066}", "\u{2028}",
    "\u{FEFF}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{E0001}", "😀", "中", "“",
  ]

  /// The escaping as it was written before: one scalar at a time.
  static func reference(_ value: String, inAttribute: Bool) -> String {
    var output = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where inAttribute: output += "&quot;"
      case "\t" where inAttribute: output += "&#9;"
      case "\n" where inAttribute: output += "&#10;"
      case "\r": output += "&#13;"
      case _ where !XMLEscaping.isAllowed(scalar): output.unicodeScalars.append(XMLEscaping.replacement)
      case _ where scalar.value > 0x7E && TerminalText.needsEscape(scalar):
        output += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  @Test("each character at each place of a 20-byte run is escaped as a scalar at a time would")
  func xmlEveryPlace() {
    for piece in Self.pieces {
      for place in 0...20 {
        let text = String(repeating: "a", count: place) + piece + String(repeating: "b", count: 20 - place)
        #expect(
          XMLEscaping.text(text) == Self.reference(text, inAttribute: false),
          "\(place) \(piece.debugDescription)")
        #expect(
          XMLEscaping.attribute(text) == Self.reference(text, inAttribute: true),
          "\(place) \(piece.debugDescription)")
      }
    }
  }

  @Test("the real references and replacements")
  func xmlValues() {
    #expect(XMLEscaping.text("Einstellungen für Datenschutz") == "Einstellungen für Datenschutz")
    #expect(XMLEscaping.text("x\u{202E}y\u{7F}z\u{9B}") == "x&#x202E;y&#x7F;z&#x9B;")
    #expect(XMLEscaping.text("0123456789\u{FFFE}\u{FFFF}\u{1}") == "0123456789\u{FFFD}\u{FFFD}\u{FFFD}")
    #expect(XMLEscaping.attribute("key \"a\"\tb\nc\r") == "key &quot;a&quot;&#9;b&#10;c&#13;")
    #expect(XMLEscaping.text("key \"a\"\tb\nc\r") == "key \"a\"\tb\nc&#13;")
    #expect(XMLEscaping.text("tag \u{E0041} \u{FEFF}") == "tag &#xE0041; &#xFEFF;")
    #expect(XMLEscaping.text("") == "")
  }

  /// ``ReportPath/tidied(_:)`` as it was written before: names split and joined.
  static func tidiedByNames(_ path: String) -> String {
    guard !path.isEmpty else { return path }
    let joined = path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      .filter { $0 != "." && !$0.isEmpty }.joined(separator: "/")
    if path.utf8.first == UInt8(ascii: "/") { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  @Test("a path is tidy exactly when tidying leaves it as it is (but `/` and `.`)")
  func tidyPaths() {
    let paths = [
      "/", "//", "/a", "a", ".", "..", "./", "./a", "a/.", "a/./b", "a//b", "a/", "/a/b/", "/a/..", "../a",
      ".hidden/x", "a/.b", "a/b.", "/src/app/de.lproj/Localizable.strings", "é/x", "./\u{301}x", "/./a",
    ]
    for path in paths {
      #expect(ReportPath.tidied(path) == Self.tidiedByNames(path), "\(path)")
      // `/` and `.` are left as they are too, but by the whole tidying.
      #expect(
        ReportPath.isTidy(path) == (Self.tidiedByNames(path) == path && path != "/" && path != "."), "\(path)"
      )
    }
  }

  @Test("a path relative to a root, by bytes")
  func relativePaths() {
    #expect(ReportPath.relative("/src/app/de.lproj/A.strings", to: "/src/app") == "de.lproj/A.strings")
    #expect(ReportPath.relative("/src/app/de.lproj/A.strings", to: "/src/app/") == "de.lproj/A.strings")
    #expect(ReportPath.relative("/src//app/./x", to: "/src") == "app/x")
    #expect(ReportPath.relative("/src/app", to: "/src/app") == "/src/app")
    #expect(ReportPath.relative("/src/apple/x", to: "/src/app") == "/src/apple/x")
    #expect(ReportPath.relative("/x/y", to: "/") == "x/y")
    #expect(ReportPath.relative("/x/y", to: "//") == "x/y")
    #expect(ReportPath.relative("a/b", to: "./") == "a/b")
    #expect(ReportPath.relative("a/b", to: "a") == "b")
    #expect(ReportPath.relative("a/b", to: nil) == "a/b")
    #expect(ReportPath.relative("a/b", to: "") == "a/b")
    // Shorter than the root, the root itself with `/`, and a root written NFC beside its
    // folder written NFD: by bytes, not by canonical equivalence.
    #expect(ReportPath.relative("/src", to: "/src/app") == "/src")
    #expect(ReportPath.relative("/", to: "/") == "")
    #expect(
      Array(ReportPath.relative("/src/e\u{301}/x", to: "/src/\u{E9}").utf8) == Array("/src/e\u{301}/x".utf8))
    #expect(ReportPath.relative("/src/\u{E9}/x", to: "/src/\u{E9}") == "x")
  }
}
