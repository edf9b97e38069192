import TypeFitLocalization

/// Escapes text for XML 1.0 character data and attribute values.
///
/// Characters XML 1.0 forbids (C0 controls other than tab, line feed and carriage return,
/// U+FFFE and U+FFFF) cannot be written even as references, so they are replaced by U+FFFD.
/// DEL, C1 controls, the bidirectional controls and the other characters
/// ``TerminalText/needsEscape(_:)`` is true for above U+007E are written as character
/// references (`&#x9B;`, `&#x202E;`), never raw: a report shown with `cat` on a terminal that obeys
/// C1 controls cannot be steered by a key (twenty-sixth attack A26-8).
///
/// ```swift
/// XMLEscaping.attribute("a<b & \"c\"\n")  // "a&lt;b &amp; &quot;c&quot;&#10;"
/// ```
package enum XMLEscaping {
  /// The replacement for characters XML 1.0 cannot carry.
  package static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// Text for element content.
  package static func text(_ value: String) -> String { escape(value, inAttribute: false) }

  /// Text for a double-quoted attribute value; tab and line breaks become character references
  /// so that attribute-value normalisation keeps them.
  package static func attribute(_ value: String) -> String { escape(value, inAttribute: true) }

  /// Whether XML 1.0 allows the scalar in a document.
  package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: true
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  private static func escape(_ value: String, inAttribute: Bool) -> String {
    var output = ""
    output.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where inAttribute: output += "&quot;"
      case "\t" where inAttribute: output += "&#9;"
      case "\n" where inAttribute: output += "&#10;"
      case "\r": output += "&#13;"
      case _ where !isAllowed(scalar): output.unicodeScalars.append(replacement)
      case _ where scalar.value > 0x7E && TerminalText.needsEscape(scalar):
        output += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
