extension String {
  /// The text escaped for XML and HTML content and double- or single-quoted attributes:
  /// `&`, `<`, `>`, `"` and `'` become character references. Control characters that XML 1.0
  /// forbids (all below U+0020 except tab, line feed and carriage return) are dropped.
  var markupEscaped: String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
