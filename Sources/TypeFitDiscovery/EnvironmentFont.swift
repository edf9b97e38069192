/// The font an `.environment(\.font, …)` modifier sets, read as `.font(…)` is.
enum EnvironmentFont {
  /// The range of the value of `.environment(\.font, value)`: two arguments, the first the key
  /// path `\.font` (or `\EnvironmentValues.font`); `nil` for another key path.
  static func value(_ arguments: [CallSyntax.Argument], in stream: TokenStream) -> Range<Int>? {
    guard arguments.count == 2 else { return nil }
    let key = arguments[0].range
    guard key.count >= 3, stream.isPunctuation(key.lowerBound, "\\"),
      stream[key.upperBound - 1].isIdentifier("font"), stream.isPunctuation(key.upperBound - 2, ".")
    else { return nil }
    // Only `\.font` or `\EnvironmentValues.font`.
    let between = (key.lowerBound + 1)..<(key.upperBound - 2)
    guard
      between.isEmpty || (between.count == 1 && stream[between.lowerBound].isIdentifier("EnvironmentValues"))
    else { return nil }
    return arguments[1].range
  }
}
