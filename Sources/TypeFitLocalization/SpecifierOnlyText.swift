/// Texts that are nothing but format specifiers, punctuation and spaces: `@%@`, `%@ (%@)`,
/// `%lld/%lld`. Such a text has no word for a translator: what a row shows with it is the app's
/// data, which no localization changes.
public enum SpecifierOnlyText {
  /// Whether `text` has no letter and no digit outside its format specifiers
  /// (`String(format:)`'s, as ``FormatArgumentFiller`` reads them). An empty text is one.
  public static func holds(_ text: String) -> Bool {
    for piece in FormatSpecifierScanner.scan(text) {
      guard case .literal(let literal) = piece else { continue }
      if literal.unicodeScalars.contains(where: {
        $0.properties.isAlphabetic || $0.properties.numericType != nil
      }) {
        return false
      }
    }
    return true
  }
}
