import TypeFitDynamicType

/// A size named by a SwiftUI `@ScaledMetric` property of the enclosing type: it scales with
/// Dynamic Type relative to the metric's text style (body when none is given), from its initial
/// value at Large.
///
/// ```swift
/// // @ScaledMetric var a = 30.0                                  → body, 30 pt at Large
/// // @ScaledMetric(relativeTo: .title) var b: CGFloat = 30       → title, 30 pt at Large
/// // @ScaledMetric(wrappedValue: 24, relativeTo: .headline) var c → headline, 24 pt at Large
/// // @ScaledMetric var d: CGFloat = Self.base                     → body, size not known
/// ```
///
/// Apple's `ScaledMetric` "scales a numeric value" with the text style it is relative to, body by
/// default (https://developer.apple.com/documentation/swiftui/scaledmetric).
struct ScaledMetricProperty: Equatable {
  var textStyle: TextStyle
  /// The literal initial value (1 to 1,000 pt): the size at Large; `nil` when it is computed.
  var initialValue: Double?

  /// The `@ScaledMetric` property an argument names (`a`, `self.a`, `_a.wrappedValue` is not
  /// read), found through the declaration in scope; `nil` for anything else.
  init?(named range: Range<Int>, in stream: TokenStream) {
    var use = range.lowerBound
    if range.count == 3, stream[use].kind == .keyword, stream[use].text == "self",
      stream.isPunctuation(use + 1, ".")
    {
      use += 2
    }
    guard use + 1 == range.upperBound, stream[use].kind == .identifier,
      let declaration = stream.declaredNames.declaration(of: stream[use].text, at: use),
      let attribute = Self.attribute(before: declaration.position, in: stream)
    else { return nil }
    let arguments = attribute.map { CallSyntax.splitArguments($0, in: stream) } ?? []
    textStyle =
      arguments.first { $0.label == "relativeTo" }.flatMap {
        TextModifiers.textStyle(in: $0.range, stream: stream)
      }
      ?? .body
    if let wrapped = arguments.first(where: { $0.label == "wrappedValue" }) {
      initialValue = Self.literal(wrapped.range, in: stream)
    } else {
      initialValue = Self.initialValue(after: declaration.position, in: stream)
    }
  }

  /// Whether `var` before the name at `position` follows `@ScaledMetric` (after other attributes
  /// and modifiers): `.some(arguments)` with the range inside its parentheses (`.some(nil)` for
  /// none), `nil` when it is not a scaled metric.
  private static func attribute(before position: Int, in stream: TokenStream) -> Range<Int>?? {
    var current = position - 1
    guard current >= 0, stream[current].text == "var" else { return nil }
    current -= 1
    let modifiers: Set<String> = [
      "private", "fileprivate", "internal", "public", "open", "nonisolated", "final", "lazy",
    ]
    // At most a few modifiers and attributes, read right to left.
    for _ in 0..<8 where current >= 0 {
      if modifiers.contains(stream[current].text) {
        current -= 1
      } else if stream.isPunctuation(current, ")"), let open = stream.partner[current], open >= 2 {
        // `@ScaledMetric(relativeTo: .title)`, another attribute's arguments, `private(set)`.
        if stream[open - 1].text == "ScaledMetric", stream.isPunctuation(open - 2, "@") {
          return .some(open + 1..<current)
        } else if stream.isPunctuation(open - 2, "@") {
          current = open - 3
        } else if modifiers.contains(stream[open - 1].text) {
          current = open - 2
        } else {
          return nil
        }
      } else if stream[current].kind == .identifier, stream.isPunctuation(current - 1, "@") {
        if stream[current].text == "ScaledMetric" { return .some(nil) }
        current -= 2
      } else {
        return nil
      }
    }
    return nil
  }

  /// The literal after `name`, `name: Type` or `name: Type?` and `=`; `nil` when it is computed
  /// or missing.
  private static func initialValue(after position: Int, in stream: TokenStream) -> Double? {
    var current = position + 1
    if stream.isPunctuation(current, ":") {
      current += 1
      while current < stream.count, current < position + 8, !stream.isPunctuation(current, "=") {
        guard stream[current].kind == .identifier || stream.isPunctuation(current, ".") else { return nil }
        current += 1
      }
    }
    guard stream.isPunctuation(current, "="), current + 1 < stream.count else { return nil }
    let number = current + 1
    // The literal alone: not `30 * 2`, `30.0.rounded()`.
    if number + 1 < stream.count, stream[number + 1].line == stream[number].line,
      !stream.isPunctuation(number + 1, ";"), !stream.isPunctuation(number + 1, "}")
    {
      return nil
    }
    return literal(number..<number + 1, in: stream)
  }

  /// A number literal from 1 to 1,000 alone in `range`.
  private static func literal(_ range: Range<Int>, in stream: TokenStream) -> Double? {
    guard range.count == 1, stream[range.lowerBound].kind == .number,
      let value = Double(stream[range.lowerBound].text.replacingOccurrences(of: "_", with: "")),
      (1...1000).contains(value)
    else { return nil }
    return value
  }
}
