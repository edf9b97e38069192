/// A string literal's decoded contents: text pieces and interpolations in source order.
///
/// ```swift
/// // "Hello \(name)!"
/// literal.segments  // [.text("Hello "), .interpolation("name"), .text("!")]
/// literal.plainText // nil (it has an interpolation)
/// ```
public struct SwiftStringLiteral: Sendable, Hashable {
  /// One piece of a string literal.
  public enum Segment: Sendable, Hashable {
    /// Text with escapes decoded (`\n`, `\u{1F600}`); multi-line literals lose the closing
    /// delimiter's indentation.
    case text(String)
    /// An interpolation `\(…)`, as its source text between the parentheses.
    case interpolation(String)
  }

  /// The pieces in source order; adjacent text is merged.
  public var segments: [Segment]
  /// The number of `#` around a raw string (`#"…"#` is 1); 0 for an ordinary literal.
  public var rawHashCount: Int
  /// Whether the literal is a multi-line `"""` literal.
  public var isMultiline: Bool
  /// Whether the closing delimiter was missing (the lexer reported it).
  public var isTerminated: Bool

  public init(
    segments: [Segment], rawHashCount: Int = 0, isMultiline: Bool = false, isTerminated: Bool = true
  ) {
    self.segments = segments
    self.rawHashCount = rawHashCount
    self.isMultiline = isMultiline
    self.isTerminated = isTerminated
  }

  /// The text, when the literal has no interpolation; `nil` otherwise.
  public var plainText: String? {
    var result = ""
    for segment in segments {
      guard case .text(let text) = segment else { return nil }
      result += text
    }
    return result
  }

  /// Whether any segment is an interpolation.
  public var hasInterpolation: Bool {
    segments.contains { if case .interpolation = $0 { true } else { false } }
  }
}
