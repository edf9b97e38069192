/// Pads text with trailing spaces to a width in characters, for aligned columns.
enum TextPadding {
  /// The text followed by spaces up to `width` characters; longer text is returned unchanged.
  static func right(_ text: String, width: Int) -> String {
    let missing = width - text.count
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }
}
