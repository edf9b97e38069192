/// The text an app shows for an XLIFF `<source>` or `<target>`: character data, with each
/// inline element replaced by what stands for it in the app's own string.
///
/// Inline codes stand for native data the translator must not touch (a format specifier, a
/// markup tag); the text around them is what is measured, so each code becomes:
///
/// - a format specifier (`%@`, `%1$@`, `%d`…) when its original data, `equiv`/`equiv-text` or
///   `disp` is exactly one, so format-argument filling gives it its sample as for any other
///   format (`<ph id="1" disp="%@"/>` → `%@` → "Alexandra");
/// - otherwise its `equiv` (XLIFF 2) or `equiv-text` (XLIFF 1.2), the plain text both
///   specifications give to stand in place of the code, then its `disp` (XLIFF 2, display text);
///   with none of these, a line-break code (XLIFF 2 `subType="xlf:lb"`, 1.2 `ctype="lb"`) is
///   a line break;
/// - nothing, for the start and end of a paired code (`<pc>`, `<sc>`/`<ec>`, `<g>`,
///   `<bpt>`/`<ept>`, `<bx/>`/`<ex/>`, `<it>`), whose content is kept: formatting shows no text
///   of its own;
/// - nothing, with a problem for the caller to report, for a standalone code (`<ph>`, `<x/>`)
///   with none of the above.
///
/// `<mrk>` (annotations) keeps its content, `<sm/>`/`<em/>` show nothing, XLIFF 2 `<cp hex>`
/// is the character it names, and XLIFF 1.2 `<sub>` (text inside a code, shown elsewhere) is
/// not part of this text. Sources: XLIFF 2.0, "Inline Elements" and "equiv"/"disp"/"dataRef",
/// <https://docs.oasis-open.org/xliff/xliff-core/v2.0/os/xliff-core-v2.0-os.html>; XLIFF 1.2,
/// "Inline Elements" and "equiv-text", <https://docs.oasis-open.org/xliff/v1.2/os/xliff-core.html>.
struct XLIFFInlineContent {
  /// The XLIFF version whose inline elements are read.
  enum Version {
    case v1
    case v2
  }

  /// An inline element whose contribution is unknown.
  struct Problem {
    /// The element, for its line and column.
    var element: XMLElementNode
    /// What is wrong, naming the element: `<ph id="1"> has no …`.
    var reason: String
  }

  /// The shown text, inline codes resolved.
  var text = ""
  /// Inline elements that contribute nothing because nothing says what they stand for.
  var problems = XLIFFInlineProblems()

  /// Reads `element`'s content; `originalData` maps XLIFF 2 `<data id>` to its text.
  init(of element: XMLElementNode, version: Version, originalData: [String: String] = [:]) {
    append(children: element, version: version, originalData: originalData)
  }

  private mutating func append(
    children element: XMLElementNode, version: Version, originalData: [String: String]
  ) {
    for child in element.children {
      switch child {
      case .text(let run): text += run
      case .comment: break
      case .element(let inline):
        switch version {
        case .v1: appendVersion1(inline, originalData: originalData)
        case .v2: appendVersion2(inline, originalData: originalData)
        }
      }
    }
  }

  private mutating func appendVersion2(_ element: XMLElementNode, originalData: [String: String]) {
    let attributes = element.attributes
    switch element.name {
    case "ph":
      let data = attributes["dataRef"].flatMap { originalData[$0] }
      let candidates = [data, attributes["equiv"], attributes["disp"]]
      if let specifier = Self.loneSpecifier(in: candidates) {
        text += specifier
      } else if let equiv = attributes["equiv"], !equiv.isEmpty {
        text += equiv
      } else if let display = attributes["disp"], !display.isEmpty {
        text += display
      } else if attributes["subType"] == "xlf:lb" {
        text += "\n"
      } else {
        problems.add(
          Problem(element: element, reason: "\(Self.describe(element)) has \(Self.missingVersion2)"))
      }
    case "pc":
      text += attributes["equivStart"] ?? ""
      append(children: element, version: .v2, originalData: originalData)
      text += attributes["equivEnd"] ?? ""
    case "sc", "ec":
      text += attributes["equiv"] ?? ""
    case "sm", "em":
      break
    case "cp":
      if let hex = attributes["hex"], let scalar = Self.scalar(hex: hex) {
        text.unicodeScalars.append(scalar)
      } else {
        problems.add(
          Problem(element: element, reason: "\(Self.describe(element)) does not name a Unicode code point"))
      }
    default:
      // <mrk> and elements of other namespaces: their content.
      append(children: element, version: .v2, originalData: originalData)
    }
  }

  private mutating func appendVersion1(_ element: XMLElementNode, originalData: [String: String]) {
    let equiv = element.attributes["equiv-text"]
    switch element.name {
    case "x", "ph":
      // <ph> holds the native code itself (without its <sub> flows); <x/> has none.
      let native = element.name == "ph" ? Self.ownText(of: element) : nil
      if let specifier = Self.loneSpecifier(in: [native, equiv]) {
        text += specifier
      } else if let equiv {
        // An explicit empty equiv-text says the code shows nothing (XLIFF 1.2's `F&ile` example).
        text += equiv
      } else if element.attributes["ctype"] == "lb" {
        text += "\n"
      } else {
        problems.add(
          Problem(
            element: element,
            reason:
              "\(Self.describe(element)) has no equiv-text\(element.name == "ph" ? " and its code is not a format specifier" : "") to stand for it"
          ))
      }
    case "bpt", "ept", "it":
      if let specifier = Self.loneSpecifier(in: [Self.ownText(of: element), equiv]) {
        text += specifier
      } else {
        text += equiv ?? ""
      }
    case "bx", "ex":
      text += equiv ?? ""
    case "sub":
      break
    default:
      // <g>, <mrk> and elements of other namespaces: their content.
      append(children: element, version: .v1, originalData: originalData)
    }
  }

  private static let missingVersion2 = "no disp, equiv or original data (dataRef) to stand for it"

  /// The first candidate that is exactly one format specifier (not `%%`), as written.
  static func loneSpecifier(in candidates: [String?]) -> String? {
    for case let candidate? in candidates where candidate.utf8.first == UInt8(ascii: "%") {
      let pieces = FormatSpecifierScanner.scan(candidate)
      if pieces.count == 1, case .specifier(let specifier) = pieces[0], specifier.conversion != "%" {
        return specifier.written
      }
    }
    return nil
  }

  /// The character data directly inside `element`, plus XLIFF 2 `<cp>` characters; child
  /// elements' content (a 1.2 `<sub>`) is left out.
  static func ownText(of element: XMLElementNode) -> String {
    var text = ""
    for child in element.children {
      switch child {
      case .text(let run): text += run
      case .element(let inner) where inner.name == "cp":
        if let scalar = inner.attributes["hex"].flatMap(scalar(hex:)) { text.unicodeScalars.append(scalar) }
      default: break
      }
    }
    return text
  }

  /// The code point written as 1 to 6 hexadecimal digits, if it is a Unicode scalar.
  static func scalar(hex: String) -> Unicode.Scalar? {
    guard (1...6).contains(hex.utf8.count), hex.utf8.allSatisfy({ HexDigit.value(of: $0) != nil }),
      let value = UInt32(hex, radix: 16)
    else { return nil }
    return Unicode.Scalar(value)
  }

  /// `<ph id="1">`, the element as a reader finds it in the file (attribute values escaped).
  static func describe(_ element: XMLElementNode) -> String {
    let shown = ["id", "hex"].compactMap { name in
      element.attributes[name].map { " \(name)=\"\(TerminalText.escaped($0))\"" }
    }
    return "<\(element.name)\(shown.joined())>"
  }
}
