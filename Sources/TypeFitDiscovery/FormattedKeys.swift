import TypeFitRow

/// The calls around a localized string that keep its key readable one call deep (the
/// twenty-third attack's A23-18): the format of `String(format: FORMAT, …)` and
/// `String.localizedStringWithFormat(FORMAT, …)`, and a case mapping
/// (`.uppercased()`, `.lowercased()`, `.localizedUppercase`, `.localizedLowercase`). TypeFit fills
/// `%@` and `%d` with its sample arguments when it checks a key, so the formatting adds nothing
/// it cannot measure.
enum FormattedKeys {
  /// The format argument's tokens when `range` is exactly `String(format: FORMAT, …)` or
  /// `String.localizedStringWithFormat(FORMAT, …)`; `nil` otherwise.
  static func formatArgument(_ range: Range<Int>, in stream: TokenStream) -> Range<Int>? {
    let first = range.lowerBound
    guard range.count >= 4, stream[first].isIdentifier("String") else { return nil }
    if stream.isPunctuation(first + 1, "("), stream.partner[first + 1] == range.upperBound - 1,
      let call = CallSyntax.parse(at: first, in: stream), let format = call.argument("format")
    {
      return format.range
    }
    if stream.isPunctuation(first + 1, "."), stream.isIdentifier(first + 2, "localizedStringWithFormat"),
      stream.isPunctuation(first + 3, "("), stream.partner[first + 3] == range.upperBound - 1,
      let call = CallSyntax.parse(at: first + 2, in: stream), let format = call.firstUnlabeled
    {
      return format.range
    }
    return nil
  }

  /// The string's tokens and the case it is shown in when `range` ends with a case mapping:
  /// `X.uppercased()`, `X.lowercased()`, `X.localizedUppercase`, `X.localizedLowercase`.
  static func caseMapped(_ range: Range<Int>, in stream: TokenStream) -> (Range<Int>, TextCase)? {
    let end = range.upperBound
    var dot = end - 2
    var name: String?
    if range.count >= 5, stream.isPunctuation(end - 2, "("), stream.isPunctuation(end - 1, ")"),
      stream.isPunctuation(end - 4, ".")
    {
      dot = end - 4
      name = stream[end - 3].text
    } else if range.count >= 3, stream.isPunctuation(end - 2, ".") {
      name = stream[end - 1].text
    }
    let textCase: TextCase
    switch name {
    case "uppercased" where dot == end - 4, "localizedUppercase" where dot == end - 2: textCase = .uppercase
    case "lowercased" where dot == end - 4, "localizedLowercase" where dot == end - 2: textCase = .lowercase
    default: return nil
    }
    guard dot > range.lowerBound else { return nil }
    return (range.lowerBound..<dot, textCase)
  }
}
