/// The value an `.environment(\.key, value)` modifier sets for a key read as its own modifier:
/// `\.font` as `.font(…)` (A20-5), `\.lineLimit` as `.lineLimit(…)` (the sixty-first attack's
/// A61-8 left it out, so a `.lineLimit(1)` set so gave no truncation error).
enum EnvironmentKeyPathValue {
  /// The range of the value of `.environment(\.key, value)`: two arguments, the first the key
  /// path `\.key` (or `\EnvironmentValues.key`); `nil` for another key path.
  static func value(of key: String, _ arguments: [CallSyntax.Argument], in stream: TokenStream) -> Range<Int>?
  {
    guard arguments.count == 2 else { return nil }
    let path = arguments[0].range
    guard path.count >= 3, stream.isPunctuation(path.lowerBound, "\\"),
      stream[path.upperBound - 1].isIdentifier(key), stream.isPunctuation(path.upperBound - 2, ".")
    else { return nil }
    // Only `\.key` or `\EnvironmentValues.key`.
    let between = (path.lowerBound + 1)..<(path.upperBound - 2)
    guard
      between.isEmpty || (between.count == 1 && stream[between.lowerBound].isIdentifier("EnvironmentValues"))
    else { return nil }
    return arguments[1].range
  }
}
